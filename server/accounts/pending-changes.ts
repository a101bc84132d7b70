/**
 * A changed e-mail address or phone number waits for its proof as a one-time token of the user
 * (`email_change`, `phone_change`: subject the user id, payload `{email|phone, locale}`, 24 h); the
 * current address or number stays in use until then. A newer change replaces the older one.
 */
import type { AccountStore } from './store.ts'

export const PENDING_CHANGES = ['email_change', 'phone_change'] as const

export interface PendingChanges {
  readonly email: string | null
  readonly phone: string | null
}

/** The live pending address and number of the user. */
export const pendingChangesOf = async (
  store: AccountStore,
  userId: string,
  now: Date,
): Promise<PendingChanges> => {
  const [email, phone] = await Promise.all([
    store.oneTimeTokens.findLiveForSubject('email_change', userId, now),
    store.oneTimeTokens.findLiveForSubject('phone_change', userId, now),
  ])
  return { email: email?.payload.email ?? null, phone: phone?.payload.phone ?? null }
}

/**
 * Drops the pending changes of the user. A new or reset password does it: whoever asked for a change
 * with a stolen session and password must not finish it after the owner took the account back.
 */
export const retirePendingChanges = async (store: AccountStore, userId: string, now: Date): Promise<void> => {
  for (const purpose of PENDING_CHANGES) await store.oneTimeTokens.retireForSubject(purpose, userId, now)
}
