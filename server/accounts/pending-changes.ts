/**
 * A changed e-mail address or phone number waits for its proof as a one-time token of the user
 * (`email_change`, `phone_change`: subject the user id, payload `{email|phone, locale}`, 24 h); the
 * current address or number stays in use until then. A newer change replaces the older one.
 */
import { CHANGES_DROPPED_BY_NEW_PASSWORD, type Contact } from '#core/profile/contact-rules.ts'
import type { AccountStore } from './store.ts'

/** The one-time token that holds a pending change of each contact. */
const PENDING_PURPOSE = { email: 'email_change', phone: 'phone_change' } as const satisfies Record<
  Contact,
  string
>

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
    store.oneTimeTokens.findLiveForSubject(PENDING_PURPOSE.email, userId, now),
    store.oneTimeTokens.findLiveForSubject(PENDING_PURPOSE.phone, userId, now),
  ])
  return { email: email?.payload.email ?? null, phone: phone?.payload.phone ?? null }
}

/**
 * Drops the pending changes a new or reset password drops (core's `CHANGES_DROPPED_BY_NEW_PASSWORD`,
 * the rule the profile page follows too).
 */
export const retirePendingChanges = async (store: AccountStore, userId: string, now: Date): Promise<void> => {
  for (const contact of CHANGES_DROPPED_BY_NEW_PASSWORD)
    await store.oneTimeTokens.retireForSubject(PENDING_PURPOSE[contact], userId, now)
}
