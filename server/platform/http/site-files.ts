/**
 * The documents served beside the pages: a tournament's calendar file, `sitemap.xml`, `robots.txt`
 * and the API's reference page (`createApp`'s `siteFiles`).
 */
import { Hono } from 'hono'
import type { TournamentsApi } from '#core/tournaments/tournaments.port.ts'
import { createCalendarRoutes } from '#server/tournaments/calendar.ts'
import type { TournamentRepository } from '#server/tournaments/tournament.repository.ts'
import { createApiDocsRoutes } from './openapi.ts'
import { createSiteMapRoutes, type SiteMapSource } from './site-map.ts'

export interface SiteFilesDependencies {
  readonly tournaments: TournamentsApi
  readonly repository: Pick<TournamentRepository, 'listPublicTournaments'>
  /** PUBLIC_URL: the sitemap's and the calendar's links are absolute. */
  readonly origin: string
  /** The streamers' pages for the sitemap (server/streamers). */
  readonly streamers?: SiteMapSource['streamers']
}

export const createSiteFiles = ({
  tournaments,
  repository,
  origin,
  streamers,
}: SiteFilesDependencies): Hono => {
  const files = new Hono()
  files.route('/', createCalendarRoutes(tournaments, origin))
  files.route(
    '/',
    createSiteMapRoutes({ tournaments: () => repository.listPublicTournaments(), streamers }, origin),
  )
  files.route('/', createApiDocsRoutes())
  return files
}
