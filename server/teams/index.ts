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
import type { ComponentHandlers } from '#server/integrations/discord/interactions.ts'
import type { DiscordRest } from '#server/integrations/discord/rest.ts'
import { createInteractionVerifier } from '#server/integrations/discord/signature.ts'
import type { Background } from '#server/platform/background.ts'
import type { DiscordConfig } from '#server/platform/config.ts'
import type { AppDatabase } from '#server/platform/db/client.ts'
import type { JobQueue } from '#server/platform/jobs/queue.ts'
import type { Logger } from '#server/platform/logger.ts'
import { createRateLimiter } from '#server/platform/rate-limiter.ts'
import type { ImageUploads } from '#server/uploads/index.ts'
import { createDiscordInteractions } from './discord/interactions.ts'
import { createTeamMessages, handleTeamMessageJobs, queuedTeamMessages } from './discord/message-jobs.ts'
import { createModerationRoutes } from './moderation/routes.ts'
import type { TeamModeration } from './moderation/use-cases.ts'
import { type TeamMailer, type TeamWatch, UNWATCHED } from './ports.ts'
import { createTeamRepository } from './repository.ts'
import { createTeamRoutes } from './routes.ts'
import { createTeamUseCases, type TeamUseCases } from './use-cases.ts'

export { DISCORD_INTERACTION_ANSWER_JOB } from './discord/interactions.ts'
export { DISCORD_TEAM_MESSAGE_JOB } from './discord/message-jobs.ts'
export { createMatchReadyNotices } from './match-ready.ts'
export { createMatchResultNotices } from './match-result-notices.ts'
export type { TeamMailer, TeamMailRecipient, TeamMailSubject, TeamWatch } from './ports.ts'
export { TEAM_RATE_LIMITS, teamBuckets } from './use-cases.ts'

/**
 * The teams' part in Discord (docs/discord.md): each complete team's message in the moderators'
 * channel, and the interactions endpoint its buttons call.
 */
export interface TeamsDiscordDeps {
  readonly rest: DiscordRest
  /** Where the messages' jobs and the late answers' jobs are queued and handled. */
  readonly jobs: Pick<JobQueue, 'enqueue' | 'handle'>
  readonly settings: Pick<
    DiscordConfig,
    'applicationId' | 'publicKey' | 'moderationChannelId' | 'moderatorRoleId'
  >
  readonly logger: Logger
  /** Resolves when an interaction's answer may wait no longer (Discord's three seconds, less a margin). */
  readonly answerDeadline?: () => Promise<void>
  /** Other features' buttons answered on the same endpoint (the disputes'). */
  readonly handlers?: ComponentHandlers | undefined
}

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
  /** The Discord part; without it no team has a message and no interaction is taken. */
  readonly discord?: TeamsDiscordDeps | undefined
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
  /** Told of the teams the lifecycle's moments change, as the use cases tell it of theirs. */
  readonly watch: TeamWatch
  /** `POST /interactions`, to mount at `/api/discord`; undefined while the Discord part is off. */
  readonly discordInteractions: Hono | undefined
}

const found = <T>(value: T | undefined): T => {
  if (value === undefined) throw new NotFound()
  return value
}

export const createTeams = (deps: TeamsDeps): Teams => {
  const now = deps.now ?? (() => new Date())
  const publicUrl = withoutTrailingSlashes(deps.publicUrl)
  const { discord } = deps
  const watch = discord ? queuedTeamMessages(discord.jobs) : UNWATCHED
  const { useCases, moderation } = createTeamUseCases({
    db: deps.db,
    hasher: deps.hasher,
    limiter: createRateLimiter(deps.db, { now }),
    mailer: deps.mailer,
    publicUrl,
    watch,
    now,
  })
  const routes = createTeamRoutes({
    teams: useCases,
    uploads: deps.uploads,
    background: deps.background,
    requireUser: deps.requireUser,
  })
  routes.route('/', createModerationRoutes({ moderation, moderatorsOnly: deps.requireStaff('moderator') }))
  let discordInteractions: Hono | undefined
  if (discord) {
    const repository = createTeamRepository(deps.db, watch)
    const messages = createTeamMessages({
      db: deps.db,
      repository,
      rest: discord.rest,
      channelId: discord.settings.moderationChannelId,
      publicUrl,
      now,
    })
    handleTeamMessageJobs(discord.jobs, messages)
    discordInteractions = createDiscordInteractions({
      db: deps.db,
      repository,
      moderation,
      messages,
      verifier: createInteractionVerifier(discord.settings.publicKey, now),
      jobs: discord.jobs,
      rest: discord.rest,
      applicationId: discord.settings.applicationId,
      moderatorRoleId: discord.settings.moderatorRoleId,
      publicUrl,
      logger: discord.logger,
      ...(discord.answerDeadline ? { answerDeadline: discord.answerDeadline } : {}),
      handlers: discord.handlers,
    })
  }
  return {
    useCases,
    moderation,
    routes,
    watch,
    discordInteractions,
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
