/**
 * The results desk (the console's way of running the games), assembled over the database and the
 * accounts' staff guards. The tournament console mounts its routes beside its own
 * (`createTournamentConsole`), so main.ts and the tests' harness get it with the console.
 */
import type { Hono, MiddlewareHandler } from 'hono'
import type { StaffRole } from '#core/accounts/roles.ts'
import type { AccountsEnv } from '#server/accounts/accounts.port.ts'
import { createAuditLog } from '#server/audit/index.ts'
import type { AppDatabase } from '#server/platform/db/client.ts'
import type { MatchesReady } from '#server/tournaments/stages/use-cases.ts'
import { createResultsDeskRoutes } from './routes.ts'
import { createResultsDesk, type ResultsDesk, type StageFinishedHook } from './use-cases.ts'

export type { ResultsDesk } from './use-cases.ts'

export interface ResultsDeskDeps {
  readonly db: AppDatabase
  readonly requireStaff: (needed: StaffRole) => MiddlewareHandler<AccountsEnv>
  readonly now?: () => Date
  readonly onStageFinished?: StageFinishedHook | undefined
  /** Told of the teams whose next match became ready (the teams' match-ready notices). */
  readonly matchesReady?: MatchesReady | undefined
}

export const createResultsDeskFeature = (
  deps: ResultsDeskDeps,
): { readonly desk: ResultsDesk; readonly routes: Hono<AccountsEnv> } => {
  const desk = createResultsDesk({
    db: deps.db,
    audit: createAuditLog(deps.db),
    now: deps.now ?? (() => new Date()),
    onStageFinished: deps.onStageFinished,
    matchesReady: deps.matchesReady,
  })
  return {
    desk,
    routes: createResultsDeskRoutes({
      desk,
      staffOnly: deps.requireStaff('moderator'),
      organisersOnly: deps.requireStaff('organiser'),
    }),
  }
}
