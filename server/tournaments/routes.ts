/** The tournaments' endpoints of REST API v1 (spec §7), mounted at the API root. */
import { Schema } from 'effect'
import { Hono } from 'hono'
import { TOURNAMENT_PATHS } from '#core/tournaments/tournaments.api.ts'
import type { TournamentsApi } from '#core/tournaments/tournaments.port.ts'
import { apiError } from '#server/platform/http/problems.ts'

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
    return c.json(await tournaments.list({ limit: query.value.limit }))
  })

  routes.get(TOURNAMENT_PATHS.participants, async (c) => {
    const search = c.req.query('search')
    if (search !== undefined && search.length > 100) return apiError(c, 400, 'bad_request', 'badRequest')
    const tournament = await tournaments.find(c.req.param('id'))
    if (!tournament) return apiError(c, 404, 'not_found', 'notFound')
    return c.json(await tournaments.participants(tournament.id, { search }))
  })

  routes.get(TOURNAMENT_PATHS.results, async (c) => {
    const tournament = await tournaments.find(c.req.param('id'))
    if (!tournament) return apiError(c, 404, 'not_found', 'notFound')
    return c.json(await tournaments.results(tournament.id))
  })

  routes.get(TOURNAMENT_PATHS.tournament, async (c) => {
    const tournament = await tournaments.find(c.req.param('id'))
    if (!tournament) return apiError(c, 404, 'not_found', 'notFound')
    return c.json(tournament)
  })

  return routes
}
