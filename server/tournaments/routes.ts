/** The tournaments' endpoints of REST API v1 (spec §7), mounted at the API root. */
import type { Context } from 'hono'
import { Hono } from 'hono'
import { NotFound } from '#core/shared/errors.ts'
import { splitLocale } from '#core/shared/i18n/locale.ts'
import {
  ParticipantsQuery,
  TOURNAMENT_PATHS,
  TournamentListQuery,
} from '#core/tournaments/tournaments.api.ts'
import type { TournamentsApi } from '#core/tournaments/tournaments.port.ts'
import { apiError } from '#server/platform/http/problems.ts'
import { publicCache } from '#server/platform/http/public-cache.ts'
import { decodeQuery } from '#server/platform/http/query.ts'

/** The English API's links are its own: `/en/api/v1/…`. */
export const localizedLink = (c: Context, link: string | null): string | null =>
  link !== null && splitLocale(c.req.path).locale === 'en' ? `/en${link}` : link

export const createTournamentRoutes = (tournaments: TournamentsApi): Hono => {
  const routes = new Hono()

  routes.get(TOURNAMENT_PATHS.tournaments, ...publicCache(), async (c) => {
    const query = decodeQuery(c, TournamentListQuery)
    if (!query.ok) return query.response
    const page = await tournaments.list({
      filter: query.value.filter,
      search: query.value.search,
      page: query.value.page,
      pageSize: query.value.page_size,
    })
    return c.json({
      ...page,
      next: localizedLink(c, page.next),
      previous: localizedLink(c, page.previous),
    })
  })

  routes.get(TOURNAMENT_PATHS.tournament, ...publicCache(), async (c) => {
    const tournament = await tournaments.find(c.req.param('id') ?? '')
    if (!tournament) return apiError(c, 404, 'not_found', 'notFound')
    return c.json(tournament)
  })

  routes.get(TOURNAMENT_PATHS.participants, ...publicCache(), async (c) => {
    const query = decodeQuery(c, ParticipantsQuery)
    if (!query.ok) return query.response
    try {
      return c.json(await tournaments.participants(c.req.param('id') ?? '', { search: query.value.search }))
    } catch (error) {
      if (error instanceof NotFound) return apiError(c, 404, 'not_found', 'notFound')
      throw error
    }
  })

  routes.get(TOURNAMENT_PATHS.results, ...publicCache(), async (c) => {
    try {
      return c.json(await tournaments.results(c.req.param('id') ?? ''))
    } catch (error) {
      if (error instanceof NotFound) return apiError(c, 404, 'not_found', 'notFound')
      throw error
    }
  })

  routes.get(TOURNAMENT_PATHS.match, ...publicCache(), async (c) => {
    // A key or an id of the wrong shape names no match: 404, like an unknown one (the use case decodes both).
    try {
      return c.json(await tournaments.match(c.req.param('id') ?? '', c.req.param('matchId') ?? ''))
    } catch (error) {
      if (error instanceof NotFound) return apiError(c, 404, 'not_found', 'notFound')
      throw error
    }
  })

  routes.get(TOURNAMENT_PATHS.payouts, ...publicCache(), async (c) => {
    try {
      return c.json(await tournaments.payouts(c.req.param('id') ?? ''))
    } catch (error) {
      if (error instanceof NotFound) return apiError(c, 404, 'not_found', 'notFound')
      throw error
    }
  })

  return routes
}
