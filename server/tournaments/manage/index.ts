/**
 * The organisers' tournament management (the console's API), assembled: main.ts and the tests'
 * harness build it over the database, the image pipeline and the accounts' staff guards, and hand
 * its routes (the prize payout ledger's too) to `createApiV1({ ..., tournamentConsole })`.
 */
import type { Hono, MiddlewareHandler } from 'hono'
import type { StaffRole } from '#core/accounts/roles.ts'
import type { AccountsEnv } from '#server/accounts/accounts.port.ts'
import { createAuditLog } from '#server/audit/index.ts'
import type { Background } from '#server/platform/background.ts'
import type { AppDatabase } from '#server/platform/db/client.ts'
import type { Announcements } from '#server/tournaments/announcements/index.ts'
import { createPayoutConsole, type PayoutManagement } from '#server/tournaments/payouts/index.ts'
import { createResultsDeskFeature, type ResultsDesk } from '#server/tournaments/results-desk/index.ts'
import type { MatchesReady } from '#server/tournaments/stages/use-cases.ts'
import type { ImageUploads } from '#server/uploads/index.ts'
import { createManageRepository } from './repository.ts'
import { createManageRoutes } from './routes.ts'
import { createTournamentManagement, type TournamentManagement } from './use-cases.ts'

export type { TournamentManagement } from './use-cases.ts'

export interface TournamentConsoleDeps {
  readonly db: AppDatabase
  readonly uploads: ImageUploads
  readonly background: Background
  /** The accounts' staff guard (`accounts.requireStaff`). */
  readonly requireStaff: (needed: StaffRole) => MiddlewareHandler<AccountsEnv>
  readonly now?: () => Date
  /** The community channels' announcements: the final standings when the last stage is finished. */
  readonly announcements?: Pick<Announcements, 'afterStageFinished'> | undefined
  /**
   * Told of the teams whose next match became ready on the results desk (`createMatchReadyNotices` of
   * server/teams): their members' notices; nobody is told without it.
   */
  readonly matchesReady?: MatchesReady | undefined
}

export interface TournamentConsole {
  readonly management: TournamentManagement
  /** The results desk (`RESULTS_DESK_PATHS`), whose routes are mounted with these. */
  readonly resultsDesk: ResultsDesk
  /** The prize payout ledger (`PAYOUT_PATHS`). */
  readonly payouts: PayoutManagement
  /** `MANAGE_PATHS`, `RESULTS_DESK_PATHS` and `PAYOUT_PATHS`, to mount at the API root. */
  readonly routes: Hono<AccountsEnv>
}

export const createTournamentConsole = (deps: TournamentConsoleDeps): TournamentConsole => {
  const management = createTournamentManagement({
    db: deps.db,
    repository: createManageRepository(deps.db),
    audit: createAuditLog(deps.db),
    now: deps.now ?? (() => new Date()),
  })
  const resultsDesk = createResultsDeskFeature({
    db: deps.db,
    requireStaff: deps.requireStaff,
    ...(deps.now ? { now: deps.now } : {}),
    onStageFinished: deps.announcements?.afterStageFinished,
    matchesReady: deps.matchesReady,
  })
  const routes = createManageRoutes({
    management,
    uploads: deps.uploads,
    background: deps.background,
    staffOnly: deps.requireStaff('moderator'),
    organisersOnly: deps.requireStaff('organiser'),
  })
  routes.route('/', resultsDesk.routes)
  const payoutConsole = createPayoutConsole({
    db: deps.db,
    requireStaff: deps.requireStaff,
    ...(deps.now ? { now: deps.now } : {}),
  })
  routes.route('/', payoutConsole.routes)
  return { management, resultsDesk: resultsDesk.desk, payouts: payoutConsole.payouts, routes }
}
