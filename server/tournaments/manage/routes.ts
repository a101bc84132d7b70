/**
 * The organisers' tournament management endpoints (`MANAGE_PATHS` of
 * `#core/tournaments/manage.api.ts`), mounted at the API root. The guard comes first, before any body
 * is read: reads for moderators and organisers, changes for organisers; anyone else gets the 404 of
 * an unknown path, a moderator at a change 403 `not_organiser` (`requireStaff`, ADR 0059).
 */
import { type Context, Hono, type MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { toWire } from '#core/shared/http/wire-case.ts'
import { TOURNAMENT_COVER_WIDTHS } from '#core/shared/uploads/image.ts'
import {
  Cancellation,
  ConsoleListQuery,
  DRAFT_MAX_BODY_BYTES,
  MANAGE_PATHS,
  StatusChange,
  TournamentDraft,
  TournamentUpdate,
} from '#core/tournaments/manage.api.ts'
import type { AccountsEnv } from '#server/accounts/accounts.port.ts'
import type { Background } from '#server/platform/background.ts'
import { decodeBody, jsonBody, noStore } from '#server/platform/http/json-body.ts'
import { apiError, fieldError } from '#server/platform/http/problems.ts'
import { decodeQuery } from '#server/platform/http/query.ts'
import type { ApiMessageKey } from '#server/platform/i18n.ts'
import { type ImageUploads, storedImageUrl } from '#server/uploads/index.ts'
import type { ManageOutcome, TournamentManagement } from './use-cases.ts'

export interface ManageRoutesDeps {
  readonly management: TournamentManagement
  readonly uploads: ImageUploads
  readonly background: Background
  /** Moderators and organisers (`requireStaff('moderator')`). */
  readonly staffOnly: MiddlewareHandler<AccountsEnv>
  /** Organisers only (`requireStaff('organiser')`). */
  readonly organisersOnly: MiddlewareHandler<AccountsEnv>
}

const REFUSALS = {
  not_found: [404, 'notFound'],
  stale: [409, 'stale'],
  stages_started: [409, 'stagesStarted'],
  wrong_status: [409, 'wrongStatus'],
} as const satisfies Record<string, readonly [ContentfulStatusCode, ApiMessageKey]>

const answer = (c: Context, outcome: ManageOutcome, status: 200 | 201 = 200): Response => {
  if (outcome.ok) return c.json(outcome.value, status)
  if (outcome.reason === 'field') return fieldError(c, outcome.field, outcome.key)
  const [code, key] = REFUSALS[outcome.reason]
  return apiError(c, code, outcome.reason, key)
}

/** The draft's Markdown in two languages may pass the API's usual 16 KiB: its own limit. */
const draftBody = (): MiddlewareHandler[] => [
  ...jsonBody().slice(0, 1),
  bodyLimit({
    maxSize: DRAFT_MAX_BODY_BYTES,
    onError: (c) => apiError(c, 413, 'payload_too_large', 'payloadTooLarge'),
  }),
]

/** The bodies are snake_case on the wire and in core: undo the body reader's camel-casing. */
const snakeBody = { reshape: toWire }

export const createManageRoutes = ({
  management,
  uploads,
  background,
  staffOnly,
  organisersOnly,
}: ManageRoutesDeps): Hono<AccountsEnv> => {
  const routes = new Hono<AccountsEnv>()
  const id = (c: Context) => c.req.param('id') ?? ''
  const actor = (c: Context<AccountsEnv>) => ({ id: c.get('auth').user.id })

  routes.get(MANAGE_PATHS.tournaments, staffOnly, noStore, async (c) => {
    const query = decodeQuery(c, ConsoleListQuery)
    if (!query.ok) return query.response
    return c.json(
      await management.list({
        search: query.value.search,
        status: query.value.status,
        page: query.value.page,
        pageSize: query.value.page_size,
      }),
    )
  })

  routes.get(MANAGE_PATHS.tournament, staffOnly, noStore, async (c) => {
    const found = await management.find(id(c))
    return found ? c.json(found) : apiError(c, 404, 'not_found', 'notFound')
  })

  routes.post(MANAGE_PATHS.tournaments, organisersOnly, noStore, ...draftBody(), async (c) => {
    const body = await decodeBody(c, TournamentDraft, snakeBody)
    if (!body.ok) return body.response
    return answer(c, await management.create(actor(c), body.value), 201)
  })

  routes.put(MANAGE_PATHS.tournament, organisersOnly, noStore, ...draftBody(), async (c) => {
    const body = await decodeBody(c, TournamentUpdate, snakeBody)
    if (!body.ok) return body.response
    return answer(c, await management.update(actor(c), id(c), body.value))
  })

  for (const [path, change] of [
    [MANAGE_PATHS.publish, management.publish],
    [MANAGE_PATHS.unpublish, management.unpublish],
  ] as const) {
    routes.post(path, organisersOnly, noStore, ...jsonBody(), async (c) => {
      const body = await decodeBody(c, StatusChange, snakeBody)
      if (!body.ok) return body.response
      return answer(c, await change(actor(c), id(c), body.value.version))
    })
  }

  routes.post(MANAGE_PATHS.cancel, organisersOnly, noStore, ...jsonBody(), async (c) => {
    const body = await decodeBody(c, Cancellation, snakeBody)
    if (!body.ok) return body.response
    return answer(c, await management.cancel(actor(c), id(c), body.value))
  })

  // Multipart, streamed by the pipeline itself: no JSON body middleware may read or limit it first.
  routes.post(MANAGE_PATHS.cover, organisersOnly, noStore, async (c) => {
    if (!(await management.find(id(c)))) return apiError(c, 404, 'not_found', 'notFound')
    const accepted = await uploads.accept(c, { prefix: 'tournament-covers', widths: TOURNAMENT_COVER_WIDTHS })
    if (!accepted.ok) return accepted.response
    const outcome = await management.setCover(actor(c), id(c), storedImageUrl(accepted.image))
    // Removed meanwhile: the files of this cover belong to nothing.
    if (!outcome.ok) background.run('remove unused tournament cover', () => uploads.remove(accepted.image))
    return answer(c, outcome)
  })

  return routes
}
