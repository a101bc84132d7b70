import { Hono } from 'hono'
import type { NewsReader } from '#core/news/news.port.ts'
import type { AccountsEnv } from '#server/accounts/index.ts'
import { createNewsRoutes } from '#server/news/index.ts'
import { ServerBusy } from '#server/platform/busy.ts'
import { createTournamentRoutes } from '#server/tournaments/routes.ts'
import type { TournamentRepository } from '#server/tournaments/tournament.repository.ts'
import { createTournamentUseCases } from '#server/tournaments/use-cases.ts'
import { createOpenApiRoutes } from './openapi.ts'
import { busy } from './problems.ts'

export interface ApiDependencies {
  readonly tournaments: TournamentRepository
  /**
   * The accounts and profile endpoints (`createAccounts(...)` of `#server/accounts/index.ts`), at the
   * API root. The profile's avatar route takes multipart bodies: nothing here may read or limit bodies.
   */
  readonly accounts: { readonly routes: Hono<AccountsEnv> }
  /** The teams' endpoints (`createTeams(...).routes` of `#server/teams/index.ts`); the logo route is multipart. */
  readonly teams?: { readonly routes: Hono<AccountsEnv> } | undefined
  /**
   * The organisers' tournament management (`createTournamentConsole(...)` of
   * `#server/tournaments/manage/index.ts`); the cover route is multipart.
   */
  readonly tournamentConsole?: { readonly routes: Hono<AccountsEnv> } | undefined
  /** The published news and cases (`createNewsReader` of `#server/news/index.ts`). */
  readonly news?: NewsReader | undefined
  /** The streamers' public reads (`createStreamers(...).routes`, server/streamers). */
  readonly streamers?: Hono | undefined
  /** The inquiries' endpoints (`createInquiries(...).routes` of `#server/inquiries/index.ts`). */
  readonly inquiries?: { readonly routes: Hono } | undefined
  /** The players' match reports (`createMatches(...)` of `#server/matches/index.ts`). */
  readonly matches?: { readonly routes: Hono<AccountsEnv> } | undefined
  /** The live updates' event stream, `GET /live` (`createLiveRoutes(...).routes`, ADR 0078). */
  readonly live?: Hono | undefined
  /** The organisers' inbox (`createInquiryInbox(...)` of `#server/inquiries/index.ts`). */
  readonly inbox?: { readonly routes: Hono<AccountsEnv> } | undefined
  /** The instant the tournaments' timeline groups are computed at; the system clock by default. */
  readonly now?: (() => Date) | undefined
}

/**
 * REST API v1 (spec §7), mounted at /api/v1 (Ukrainian messages) and /en/api/v1 (English): each
 * feature's routes at the API root. Work refused because its bounded queue is full (`ServerBusy`, a
 * password hash of any feature) answers 503 with `Retry-After` here, in one place; every other error
 * goes on to the app's handler.
 */
export const createApiV1 = ({
  tournaments,
  accounts,
  teams,
  tournamentConsole,
  news,
  streamers,
  inquiries,
  matches,
  live,
  inbox,
  now,
}: ApiDependencies): Hono => {
  const api = new Hono()
  // Set before anything mounts `api`: Hono wraps each route with the handler it has then.
  api.onError((error, c) => {
    if (error instanceof ServerBusy) return busy(c, error.retryAfterSeconds)
    throw error
  })
  api.route('/', createTournamentRoutes(createTournamentUseCases(tournaments, now ? { now } : {})))
  api.route('/', createOpenApiRoutes())
  api.route('/', accounts.routes)
  if (teams) api.route('/', teams.routes)
  if (tournamentConsole) api.route('/', tournamentConsole.routes)
  if (news) api.route('/', createNewsRoutes(news))
  if (streamers) api.route('/', streamers)
  if (inquiries) api.route('/', inquiries.routes)
  if (matches) api.route('/', matches.routes)
  if (live) api.route('/', live)
  if (inbox) api.route('/', inbox.routes)
  return api
}
