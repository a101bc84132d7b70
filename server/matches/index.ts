/**
 * The players' match reports (docs/matches.md, ADR 0077): the use cases, their routes for
 * `createApiV1({ ..., matches })`, and the timer's sweep, which main.ts runs every minute.
 */
import type { Hono, MiddlewareHandler } from 'hono'
import type { StaffRole } from '#core/accounts/roles.ts'
import type { AccountsEnv } from '#server/accounts/index.ts'
import type { AppDatabase } from '#server/platform/db/client.ts'
import type { Logger } from '#server/platform/logger.ts'
import { scheduleTicks } from '#server/platform/ticks.ts'
import type { MatchesReady } from '#server/tournaments/index.ts'
import type { ImageUploads } from '#server/uploads/index.ts'
import { disputesWatch, type MatchesDiscordDeps, wireDisputesInDiscord } from './discord/index.ts'
import { createMatchReports, type MatchReports, type MatchResultNotices } from './reports.ts'
import { createMatchReportRoutes } from './routes.ts'

export type { MatchesDiscordDeps } from './discord/index.ts'
export { createMatchFormPosts } from './form-posts.ts'
export type {
  DecidingActor,
  MatchReports,
  MatchResultNotices,
  ReportActor,
  SweepReport,
} from './reports.ts'

/** How often the timer looks for reports nobody answered in time. */
export const REPORT_SWEEP_EVERY_MS = 30_000

export interface MatchesDeps {
  readonly db: AppDatabase
  readonly requireUser: MiddlewareHandler<AccountsEnv>
  readonly requireStaff: (needed: StaffRole) => MiddlewareHandler<AccountsEnv>
  /** The image pipeline the screenshots of a report go through (also the page's form's). */
  readonly uploads: ImageUploads
  readonly now?: () => Date
  /** The teams' match-ready notices when a confirmed result moves the bracket on. */
  readonly matchesReady?: MatchesReady | undefined
  /** The teams' notices of a reported result and of a decided dispute. */
  readonly notices?: MatchResultNotices | undefined
  /** The disputes' messages in the moderators' Discord channel; off without it. */
  readonly discord?: MatchesDiscordDeps | undefined
}

export const createMatches = (
  deps: MatchesDeps,
): { readonly reports: MatchReports; readonly routes: Hono<AccountsEnv> } => {
  const now = deps.now ?? (() => new Date())
  const reports = createMatchReports({
    db: deps.db,
    now,
    matchesReady: deps.matchesReady,
    notices: deps.notices,
    disputeWatch: deps.discord && disputesWatch(deps.discord),
  })
  if (deps.discord) wireDisputesInDiscord(deps.discord, { db: deps.db, reports, now })
  return {
    reports,
    routes: createMatchReportRoutes({
      reports,
      uploads: deps.uploads,
      requireUser: deps.requireUser,
      staffOnly: deps.requireStaff('moderator'),
    }),
  }
}

/**
 * Runs the timer's sweep every `everyMs` until stopped, one sweep at a time; a failed sweep is logged
 * and the next one tries again. Every process may run it: a report is settled only under its
 * tournament's lock after its state is read again, so none is confirmed twice. `stop` waits for the
 * sweep in hand.
 */
export const scheduleReportSweeps = (
  reports: Pick<MatchReports, 'sweep'>,
  options: { readonly everyMs: number; readonly now: () => Date; readonly logger: Logger },
): { start(): void; stop(): Promise<void> } =>
  scheduleTicks(
    () =>
      reports.sweep(options.now()).then(
        (report) => {
          if (report.confirmed.length + report.withdrawn.length + report.paused.length > 0)
            options.logger.info({ report }, 'match reports settled by the timer')
        },
        (error: unknown) => options.logger.warn({ err: error }, 'match report sweep failed'),
      ),
    options.everyMs,
  )
