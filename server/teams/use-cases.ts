/**
 * The teams' use cases (docs/teams.md): who may create, join, invite, remove, leave, change, check in
 * and decide, whatever the browser did. Each part lives in `use-cases/` by what it does, over the
 * `TeamRepository`; what the tournament allows at the moment is core's `teamActionRefusal`, and
 * every way into a team meets core's `joinRefusal`.
 */

import type { PasswordHasher } from '#server/accounts/accounts.port.ts'
import { createAuditLog } from '#server/audit/index.ts'
import type { AppDatabase } from '#server/platform/db/client.ts'
import type { RateLimiter } from '#server/platform/rate-limiter.ts'
import { createTeamModeration } from './moderation/use-cases.ts'
import type { TeamMailer, TeamWatch } from './ports.ts'
import { createTeamRepository } from './repository.ts'
import { createTeamChanges } from './use-cases/changes.ts'
import { createTeamCheckIn } from './use-cases/check-in.ts'
import type { TeamContext } from './use-cases/context.ts'
import { createTeamDecisions } from './use-cases/decisions.ts'
import { createTeamJoining } from './use-cases/joining.ts'
import { createTeamMails } from './use-cases/mails.ts'
import { createTeamReads } from './use-cases/reads.ts'
import { createTeamRoster } from './use-cases/roster.ts'

export { TEAM_RATE_LIMITS, teamBuckets } from './use-cases/limits.ts'
export type { TeamOutcome, TeamRefusal } from './use-cases/refusals.ts'

export interface TeamUseCaseDeps {
  readonly db: AppDatabase
  readonly hasher: PasswordHasher
  readonly limiter: RateLimiter
  readonly mailer: TeamMailer
  /** Public origin without a trailing slash, for the links in mails. */
  readonly publicUrl: string
  /** Told of every team the use cases change (the Discord messages). */
  readonly watch: TeamWatch
  readonly now: () => Date
}

export const createTeamUseCases = (deps: TeamUseCaseDeps) => {
  const context: TeamContext = {
    repository: createTeamRepository(deps.db, deps.watch),
    hasher: deps.hasher,
    limiter: deps.limiter,
    mails: createTeamMails(deps.mailer, deps.publicUrl),
    audit: createAuditLog(deps.db),
    now: deps.now,
  }
  const { findPublicTournament, ...reads } = createTeamReads(context)
  return {
    useCases: {
      ...reads,
      ...createTeamJoining(context, findPublicTournament),
      ...createTeamRoster(context),
      ...createTeamChanges(context),
      ...createTeamCheckIn(context),
      ...createTeamDecisions(context),
    },
    moderation: createTeamModeration(context),
  }
}

export type TeamUseCases = ReturnType<typeof createTeamUseCases>['useCases']
