/**
 * The inbox's console endpoints (`INBOX_PATHS` of `#core/inquiries/inbox.api.ts`), mounted at the API
 * root. Organisers only, reads too: the messages carry people's phone numbers and addresses, and
 * moderators' work (teams, results) does not need them (ADR 0080). The guard comes first, before any
 * body is read: anyone but staff gets the 404 of an unknown path, a moderator 403 `not_organiser`.
 * Asking for a person's messages by address is a POST, so the address never sits in a URL or a log.
 */
import { type Context, Hono, type MiddlewareHandler } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import {
  Acceptance,
  Assignment,
  INBOX_PATHS,
  InboxQuery,
  NoteInput,
  PersonRequest,
  ReplyInput,
  StatusChange,
} from '#core/inquiries/inbox.api.ts'
import { toWire } from '#core/shared/http/wire-case.ts'
import type { AccountsEnv } from '#server/accounts/accounts.port.ts'
import { decodeBody, jsonBody, noStore } from '#server/platform/http/json-body.ts'
import { apiError } from '#server/platform/http/problems.ts'
import { decodeQuery } from '#server/platform/http/query.ts'
import type { ApiMessageKey } from '#server/platform/i18n.ts'
import type { Inbox, InboxOutcome, InboxRefusal } from './inbox.ts'

const REFUSALS = {
  not_found: [404, 'notFound'],
  stale: [409, 'inquiryStale'],
  no_email: [409, 'inquiryNoEmail'],
  not_application: [409, 'inquiryNotApplication'],
  already_accepted: [409, 'inquiryAlreadyAccepted'],
  streamer_taken: [409, 'streamerTaken'],
  not_organiser: [422, 'assigneeNotOrganiser'],
} as const satisfies Record<InboxRefusal, readonly [ContentfulStatusCode, ApiMessageKey]>

const answer = (c: Context, outcome: InboxOutcome): Response => {
  if (outcome.ok) return c.json(outcome.value)
  const [code, key] = REFUSALS[outcome.reason]
  return apiError(c, code, outcome.reason, key)
}

export const createInboxRoutes = ({
  inbox,
  organisersOnly,
}: {
  readonly inbox: Inbox
  /** Organisers only (`requireStaff('organiser')`). */
  readonly organisersOnly: MiddlewareHandler<AccountsEnv>
}): Hono<AccountsEnv> => {
  const routes = new Hono<AccountsEnv>()
  const id = (c: Context) => c.req.param('id') ?? ''
  const actor = (c: Context<AccountsEnv>) => ({ id: c.get('auth').user.id })

  routes.get(INBOX_PATHS.messages, organisersOnly, noStore, async (c) => {
    const query = decodeQuery(c, InboxQuery)
    if (!query.ok) return query.response
    return c.json(
      await inbox.list({
        status: query.value.status,
        kind: query.value.kind,
        page: query.value.page,
        pageSize: query.value.page_size,
      }),
    )
  })

  // The person's routes before `/:id`, whose pattern would take `person` as an id.
  routes.post(INBOX_PATHS.personExport, organisersOnly, noStore, ...jsonBody(), async (c) => {
    const body = await decodeBody(c, PersonRequest)
    if (!body.ok) return body.response
    return c.json(await inbox.exportPerson(actor(c), body.value.email))
  })

  routes.post(INBOX_PATHS.personErase, organisersOnly, noStore, ...jsonBody(), async (c) => {
    const body = await decodeBody(c, PersonRequest)
    if (!body.ok) return body.response
    return c.json({ deleted: await inbox.erasePerson(actor(c), body.value.email) })
  })

  routes.get(INBOX_PATHS.message, organisersOnly, noStore, async (c) => {
    const found = await inbox.find(id(c))
    return found ? c.json(found) : apiError(c, 404, 'not_found', 'notFound')
  })

  routes.post(INBOX_PATHS.status, organisersOnly, noStore, ...jsonBody(), async (c) => {
    const body = await decodeBody(c, StatusChange)
    if (!body.ok) return body.response
    return answer(c, await inbox.setStatus(actor(c), id(c), body.value))
  })

  routes.post(INBOX_PATHS.assignee, organisersOnly, noStore, ...jsonBody(), async (c) => {
    const body = await decodeBody(c, Assignment, { reshape: toWire })
    if (!body.ok) return body.response
    return answer(c, await inbox.assign(actor(c), id(c), body.value))
  })

  routes.post(INBOX_PATHS.notes, organisersOnly, noStore, ...jsonBody(), async (c) => {
    const body = await decodeBody(c, NoteInput)
    if (!body.ok) return body.response
    return answer(c, await inbox.addNote(actor(c), id(c), body.value))
  })

  routes.post(INBOX_PATHS.replies, organisersOnly, noStore, ...jsonBody(), async (c) => {
    const body = await decodeBody(c, ReplyInput)
    if (!body.ok) return body.response
    return answer(c, await inbox.reply(actor(c), id(c), body.value))
  })

  routes.post(INBOX_PATHS.accept, organisersOnly, noStore, ...jsonBody(), async (c) => {
    const body = await decodeBody(c, Acceptance, { reshape: toWire })
    if (!body.ok) return body.response
    return answer(c, await inbox.accept(actor(c), id(c), body.value))
  })

  return routes
}
