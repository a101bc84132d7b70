/**
 * The teams, assembled: their use cases over the database, the REST routes of `TEAM_PATHS`, and the
 * page reader `teamsFor(userId)` the pages' server hooks read through (core's `TeamReader`).
 *
 * main.ts wires it once: `const teams = createTeams({...})`, mounts `teams.routes` through
 * `createApiV1({ ..., teams })` and hands `teams.readerFor` to `createPageRenderer` as `teamsFor`.
 */
import type { Hono, MiddlewareHandler } from 'hono'
import type { StaffRole } from '#core/accounts/roles.ts'
import { NotFound } from '#core/shared/errors.ts'
import { withoutTrailingSlashes } from '#core/shared/http/app-path.ts'
import type { Invitation } from '#core/teams/team.schema.ts'
import type { TeamReader } from '#core/teams/teams.port.ts'
import type { AccountsEnv, PasswordHasher } from '#server/accounts/accounts.port.ts'
import type { Background } from '#server/platform/background.ts'
import type { AppDatabase } from '#server/platform/db/client.ts'
import { createRateLimiter } from '#server/platform/rate-limiter.ts'
import type { ImageUploads } from '#server/uploads/index.ts'
import { createModerationRoutes } from './moderation/routes.ts'
import type { TeamModeration } from './moderation/use-cases.ts'
import type { TeamMailer } from './ports.ts'
import { createTeamRoutes } from './routes.ts'
import { createTeamUseCases, type TeamUseCases } from './use-cases.ts'

export { createMatchReadyNotices } from './match-ready.ts'
export type { TeamMailer, TeamMailRecipient, TeamMailSubject } from './ports.ts'
export { TEAM_RATE_LIMITS, teamBuckets } from './use-cases.ts'

export interface TeamsDeps {
  readonly db: AppDatabase
  readonly hasher: PasswordHasher
  readonly mailer: TeamMailer
  readonly uploads: ImageUploads
  readonly background: Background
  readonly requireUser: MiddlewareHandler<AccountsEnv>
  /** The accounts' staff guard: the moderators' desk is `requireStaff('moderator')`. */
  readonly requireStaff: (needed: StaffRole) => MiddlewareHandler<AccountsEnv>
  /** Public origin without a trailing slash, for the links in mails. */
  readonly publicUrl: string
  readonly now?: () => Date
}

export interface Teams {
  readonly useCases: TeamUseCases
  /** The moderators' team desk (`MODERATION_PATHS`, mounted with `routes`). */
  readonly moderation: TeamModeration
  /** The REST endpoints of `TEAM_PATHS`, to mount at the API root. */
  readonly routes: Hono<AccountsEnv>
  /** What a page's server hook reads for the signed-in user. */
  readonly readerFor: (userId: string) => TeamReader
  /** An invitation link's card for a guest on the way to sign in; undefined for no such link. */
  readonly invitationPreview: (teamId: string, inviteId: string) => Promise<Invitation | undefined>
}

const found = <T>(value: T | undefined): T => {
  if (value === undefined) throw new NotFound()
  return value
}

export const createTeams = (deps: TeamsDeps): Teams => {
  const now = deps.now ?? (() => new Date())
  const { useCases, moderation } = createTeamUseCases({
    db: deps.db,
    hasher: deps.hasher,
    limiter: createRateLimiter(deps.db, { now }),
    mailer: deps.mailer,
    publicUrl: withoutTrailingSlashes(deps.publicUrl),
    now,
  })
  const routes = createTeamRoutes({
    teams: useCases,
    uploads: deps.uploads,
    background: deps.background,
    requireUser: deps.requireUser,
  })
  routes.route('/', createModerationRoutes({ moderation, moderatorsOnly: deps.requireStaff('moderator') }))
  return {
    useCases,
    moderation,
    routes,
    invitationPreview: async (teamId: string, inviteId: string) =>
      useCases.invitation(null, teamId, inviteId),
    readerFor: (userId) => ({
      list: async (tournamentId, options) => found(await useCases.list(tournamentId, options?.search ?? '')),
      get: async (teamId) => found(await useCases.get(teamId, userId)),
      invitation: async ({ teamId, inviteId }) => found(await useCases.invitation(userId, teamId, inviteId)),
      myTournaments: (filter) => useCases.myTournaments(userId, filter),
      myInvitations: () => useCases.myInvitations(userId),
      myRemovals: () => useCases.myRemovals(userId),
      teamIn: (tournamentIdOrSlug) => useCases.teamIn(userId, tournamentIdOrSlug),
    }),
  }
}
