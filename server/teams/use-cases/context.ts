/** What every team use case works with. */
import type { PasswordHasher } from '#server/accounts/accounts.port.ts'
import type { AuditLog } from '#server/audit/index.ts'
import type { RateLimiter } from '#server/platform/rate-limiter.ts'
import type { TeamRepository } from '../repository.ts'
import type { TeamMails } from './mails.ts'

export interface TeamContext {
  readonly repository: TeamRepository
  readonly hasher: PasswordHasher
  readonly limiter: RateLimiter
  readonly mails: TeamMails
  /** Where moderators' changes are recorded, in their transaction. */
  readonly audit: AuditLog
  readonly now: () => Date
}
