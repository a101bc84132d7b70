/**
 * The documents served beside the pages: a tournament's calendar file, `sitemap.xml`, `robots.txt`
 * and the API's reference page (`createApp`'s `siteFiles`).
 */
import { Hono } from 'hono'
import type { NewsReader } from '#core/news/news.port.ts'
import type { TournamentsApi } from '#core/tournaments/tournaments.port.ts'
import { createNewsFeedRoutes, type NewsRepository } from '#server/news/index.ts'
import { createCalendarRoutes } from '#server/tournaments/calendar.ts'
import type { TournamentRepository } from '#server/tournaments/tournament.repository.ts'
import { createApiDocsRoutes } from './openapi.ts'
import { createSiteMapRoutes, type SiteMapSource } from './site-map.ts'

export interface SiteFilesDependencies {
  readonly tournaments: TournamentsApi
  readonly repository: Pick<TournamentRepository, 'listPublicTournaments' | 'findUpdatedAt'>
  /** PUBLIC_URL: the sitemap's and the calendar's links are absolute. */
  readonly origin: string
  /** The news feeds, and the published items in the sitemap. */
  readonly news?:
    | { readonly reader: NewsReader; readonly repository: Pick<NewsRepository, 'listPublishedIds'> }
    | undefined
  /** The streamers' pages for the sitemap (server/streamers). */
  readonly streamers?: SiteMapSource['streamers']
}

export const createSiteFiles = ({
  tournaments,
  repository,
  origin,
  news,
  streamers,
}: SiteFilesDependencies): Hono => {
  const files = new Hono()
  files.route('/', createCalendarRoutes(tournaments, repository, origin))
  files.route(
    '/',
    createSiteMapRoutes(
      {
        tournaments: () => repository.listPublicTournaments(),
        news: news ? () => news.repository.listPublishedIds() : undefined,
        streamers,
      },
      origin,
    ),
  )
  if (news) files.route('/', createNewsFeedRoutes({ news: news.reader, origin }))
  files.route('/', createApiDocsRoutes())
  return files
}
