/** The tournaments' endpoints of REST API v1 (spec §7), mounted at the API root. */
import { Schema } from 'effect'
import { Hono } from 'hono'
import { NotFound } from '#core/shared/errors.ts'
import { TOURNAMENT_PATHS } from '#core/tournaments/tournaments.api.ts'
import type { TournamentsApi } from '#core/tournaments/tournaments.port.ts'
import { apiError } from '#server/platform/http/problems.ts'
import { publicCache } from '#server/platform/http/public-cache.ts'

const ListQuery = Schema.Struct({
  limit: Schema.optional(
    Schema.NumberFromString.pipe(
      Schema.check(Schema.isInt(), Schema.isBetween({ minimum: 1, maximum: 100 })),
    ),
  ),
})
const decodeListQuery = Schema.decodeUnknownOption(ListQuery)

export const createTournamentRoutes = (tournaments: TournamentsApi): Hono => {
  const routes = new Hono()

  routes.get(TOURNAMENT_PATHS.tournaments, async (c) => {
    const query = decodeListQuery(c.req.query())
    if (query._tag === 'None') return apiError(c, 400, 'bad_request', 'badRequest')
    return c.json({ results: await tournaments.list({ limit: query.value.limit }) })
  })

  routes.get(TOURNAMENT_PATHS.tournament, async (c) => {
    const tournament = await tournaments.find(c.req.param('id'))
    if (!tournament) return apiError(c, 404, 'not_found', 'notFound')
    return c.json(tournament)
  })

  routes.get(TOURNAMENT_PATHS.results, ...publicCache(), async (c) => {
    try {
      return c.json(await tournaments.results(c.req.param('id') ?? ''))
    } catch (error) {
      if (error instanceof NotFound) return apiError(c, 404, 'not_found', 'notFound')
      throw error
    }
  })

  return routes
}
