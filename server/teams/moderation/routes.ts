/**
 * The moderators' team desk over HTTP (`MODERATION_PATHS` of `#core/teams/moderation.api.ts`), mounted
 * at the API root. The staff guard comes first, before the query or the body is read: anyone who is
 * not a moderator or an organiser gets the 404 of an unknown path (ADR 0059).
 */
import { type Context, Hono, type MiddlewareHandler } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { toWire } from '#core/shared/http/wire-case.ts'
import {
  BulkConfirm,
  MODERATION_PATHS,
  ModeratedTeamsQuery,
  TeamDrop,
  TeamRejection,
} from '#core/teams/moderation.api.ts'
import type { AccountsEnv } from '#server/accounts/accounts.port.ts'
import { decodeBody, jsonBody, noStore } from '#server/platform/http/json-body.ts'
import { apiError } from '#server/platform/http/problems.ts'
import { decodeQuery } from '#server/platform/http/query.ts'
import type { ApiMessageKey } from '#server/platform/i18n.ts'
import type { ModerationOutcome, TeamModeration } from './use-cases.ts'

export interface ModerationRoutesDeps {
  readonly moderation: TeamModeration
  /** Moderators and organisers only (`requireStaff('moderator')`). */
  readonly moderatorsOnly: MiddlewareHandler<AccountsEnv>
}

const REFUSALS: Readonly<
  Record<
    Exclude<ModerationOutcome<never>, { ok: true }>['reason'],
    readonly [ContentfulStatusCode, ApiMessageKey]
  >
> = {
  not_found: [404, 'notFound'],
  wrong_state: [409, 'wrongState'],
  no_free_slot: [409, 'noFreeSlot'],
}

const answer = <T extends object>(c: Context, outcome: ModerationOutcome<T>): Response => {
  if (outcome.ok) return c.json(outcome.value)
  const [status, key] = REFUSALS[outcome.reason]
  return apiError(c, status, outcome.reason, key)
}

/** The bodies are snake_case on the wire and in core: undo the body reader's camel-casing. */
const snakeBody = { reshape: toWire }

export const createModerationRoutes = ({
  moderation,
  moderatorsOnly,
}: ModerationRoutesDeps): Hono<AccountsEnv> => {
  const routes = new Hono<AccountsEnv>()
  const param = (c: Context, name: string) => c.req.param(name) ?? ''
  const actor = (c: Context<AccountsEnv>) => ({ userId: c.get('auth').user.id })
  const withBody = [moderatorsOnly, noStore, ...jsonBody()] as const

  routes.get(MODERATION_PATHS.teams, moderatorsOnly, noStore, async (c) => {
    const query = decodeQuery(c, ModeratedTeamsQuery)
    if (!query.ok) return query.response
    const { state, search, page, page_size: pageSize } = query.value
    const found = await moderation.teams(param(c, 'id'), { state, search, page, pageSize })
    return found ? c.json(found) : apiError(c, 404, 'not_found', 'notFound')
  })

  routes.post(MODERATION_PATHS.confirm, ...withBody, async (c) => {
    const body = await decodeBody(c, BulkConfirm, snakeBody)
    if (!body.ok) return body.response
    return answer(
      c,
      await moderation.confirm({
        actor: actor(c),
        tournamentId: param(c, 'id'),
        teamIds: body.value.team_ids,
      }),
    )
  })

  routes.post(MODERATION_PATHS.reject, ...withBody, async (c) => {
    const body = await decodeBody(c, TeamRejection, snakeBody)
    if (!body.ok) return body.response
    return answer(
      c,
      await moderation.reject({ actor: actor(c), teamId: param(c, 'teamId'), reason: body.value.reason }),
    )
  })

  routes.post(MODERATION_PATHS.drop, ...withBody, async (c) => {
    const body = await decodeBody(c, TeamDrop, snakeBody)
    if (!body.ok) return body.response
    return answer(
      c,
      await moderation.drop({ actor: actor(c), teamId: param(c, 'teamId'), reason: body.value.reason }),
    )
  })

  // No body: the path says which team and what becomes of it.
  routes.post(MODERATION_PATHS.promote, moderatorsOnly, noStore, async (c) =>
    answer(c, await moderation.promote({ actor: actor(c), teamId: param(c, 'teamId') })),
  )
  return routes
}
