/**
 * The prize payout ledger's console side, assembled: main.ts and the tests' harness build it over the
 * database and the accounts' staff guards; its routes join the tournament console's.
 */
import type { Hono, MiddlewareHandler } from 'hono'
import type { StaffRole } from '#core/accounts/roles.ts'
import type { AccountsEnv } from '#server/accounts/accounts.port.ts'
import { createAuditLog } from '#server/audit/index.ts'
import type { AppDatabase } from '#server/platform/db/client.ts'
import { createPayoutRepository } from './repository.ts'
import { createPayoutRoutes } from './routes.ts'
import { createPayoutManagement, type PayoutManagement } from './use-cases.ts'

export { createPayoutRepository } from './repository.ts'
export type { PayoutManagement } from './use-cases.ts'

export interface PayoutConsoleDeps {
  readonly db: AppDatabase
  readonly requireStaff: (needed: StaffRole) => MiddlewareHandler<AccountsEnv>
  readonly now?: () => Date
}

export const createPayoutConsole = (
  deps: PayoutConsoleDeps,
): { readonly payouts: PayoutManagement; readonly routes: Hono<AccountsEnv> } => {
  const payouts = createPayoutManagement({
    db: deps.db,
    repository: createPayoutRepository(deps.db),
    audit: createAuditLog(deps.db),
    now: deps.now ?? (() => new Date()),
  })
  return {
    payouts,
    routes: createPayoutRoutes({
      payouts,
      staffOnly: deps.requireStaff('moderator'),
      organisersOnly: deps.requireStaff('organiser'),
    }),
  }
}
