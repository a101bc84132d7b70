import { Schema } from 'effect'
import { Hono } from 'hono'
import { isTournamentKey } from '#core/tournaments/tournament.schema.ts'
import type { AccountsEnv } from '#server/accounts/index.ts'
import { apiError } from '#server/platform/http/problems.ts'
import { toTournamentPayload } from '#server/tournaments/tournament.mapper.ts'
import type { TournamentRepository } from '#server/tournaments/tournament.repository.ts'

export interface ApiDependencies {
  readonly tournaments: TournamentRepository
  /**
   * The accounts and profile endpoints (`createAccounts(...)` of `#server/accounts/index.ts`), at the
   * API root. The profile's avatar route takes multipart bodies: nothing here may read or limit bodies.
   */
  readonly accounts: { readonly routes: Hono<AccountsEnv> }
}

const ListQuery = Schema.Struct({
  limit: Schema.optional(
    Schema.NumberFromString.pipe(
      Schema.check(Schema.isInt(), Schema.isBetween({ minimum: 1, maximum: 100 })),
    ),
  ),
})
const decodeListQuery = Schema.decodeUnknownOption(ListQuery)

/** REST API v1 (spec §7), mounted at /api/v1 (Ukrainian messages) and /en/api/v1 (English). */
export const createApiV1 = ({ tournaments, accounts }: ApiDependencies): Hono => {
  const api = new Hono()

  api.get('/tournaments', async (c) => {
    const query = decodeListQuery(c.req.query())
    if (query._tag === 'None') return apiError(c, 400, 'bad_request', 'badRequest')
    const rows = await tournaments.listTournaments({ limit: query.value.limit })
    return c.json({ results: rows.map(toTournamentPayload) })
  })

  api.get('/tournaments/:id', async (c) => {
    const key = c.req.param('id')
    // Anything that is not a UUID or a slug cannot name a tournament: not found, without a query.
    const row = isTournamentKey(key) ? await tournaments.findTournamentBySlugOrId(key) : undefined
    if (!row) return apiError(c, 404, 'not_found', 'notFound')
    return c.json(toTournamentPayload(row))
  })

  api.route('/', accounts.routes)

  return api
}
