/**
 * A password the user chose (a reset by mailed link or SMS code, a change in the profile) takes the
 * account back, all at once: the new hash and `password_changed_at` (every token issued before dies,
 * `pwd_at`), every session ended but the one that made a change (none for a reset), every refresh
 * token revoked, and pending e-mail and phone changes dropped.
 */
import { retirePendingChanges } from './pending-changes.ts'
import type { AccountStore } from './store.ts'

export const storeNewPassword = (
  store: AccountStore,
  userId: string,
  passwordHash: string,
  changedAt: Date,
  keepSession?: string,
): Promise<void> =>
  store.transaction(async (tx) => {
    await tx.users.setPassword(userId, passwordHash, changedAt)
    await tx.sessions.endAllOf(userId, changedAt, keepSession)
    await tx.refreshTokens.revokeAll(userId, changedAt)
    await retirePendingChanges(tx, userId, changedAt)
  })
