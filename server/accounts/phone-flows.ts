/**
 * Phone flows (issue 4, spec §2): send a code, verify it (a ticket for the next step), sign up a
 * new user, restore the password. The codes and their limits are `phone-codes.ts`'s.
 */
import type { PhoneNewPasswordForm, PhoneSignUpForm } from '#core/accounts/phone-code.schema.ts'
import type { Locale } from '#core/shared/i18n/locale.ts'
import { sha256Hex } from '#server/platform/crypto.ts'
import type { OneTimeTokenPurpose } from '#server/platform/db/schema.ts'
import type { Throttled } from '#server/platform/rate-limiter.ts'
import type { AccountRequest, RequestLater } from './account-requests.ts'
import type { KnownNetworks } from './known-networks.ts'
import { storeNewPassword } from './new-password.ts'
import type { OneTimeTokens } from './one-time-tokens.ts'
import { passwordOwnerOf, refuseWeakPassword, type WeakPasswordRefusal } from './password-policy.ts'
import type { PasswordHasher } from './passwords.ts'
import type { PhoneCodes } from './phone-codes.ts'
import { LIFETIMES, RESEND_AFTER_SECONDS } from './policies.ts'
import type { AccountStore, PhoneCodePurpose, UserRecord } from './store.ts'
import { FALLBACK_USERNAME, insertWithFreeUsername, withDigits } from './usernames.ts'

export interface PhoneFlowsDeps {
  readonly store: AccountStore
  readonly hasher: PasswordHasher
  readonly oneTimeTokens: OneTimeTokens
  readonly phoneCodes: PhoneCodes
  readonly knownNetworks: KnownNetworks
  /** Queues the part of a request that depends on whether the account exists. */
  readonly later: RequestLater
  readonly now: () => Date
}

/** The codes of the signed-out flows; `phoneChange` belongs to the profile (profile-flows.ts). */
type FlowPurpose = Exclude<PhoneCodePurpose, 'phoneChange'>

const TICKET_PURPOSE: Record<FlowPurpose, OneTimeTokenPurpose> = {
  signIn: 'phone_sign_in',
  restore: 'phone_restore',
}

export const createPhoneFlows = (deps: PhoneFlowsDeps) => {
  const { store, hasher, oneTimeTokens, phoneCodes, knownNetworks, now } = deps

  return {
    /**
     * Sends a code. Restoring asks the job queue (`textRestoreCode`), which texts only a number with
     * an account: the answer, and the work before it, are the same for any number (no account
     * enumeration, by its words or its time); the limits count it all the same.
     */
    sendCode: async (request: {
      readonly phone: string
      readonly purpose: FlowPurpose
      readonly ip: string
      readonly locale: Locale
    }): Promise<{ readonly ok: true; readonly resendAfterSeconds: number } | Throttled> => {
      const { phone, purpose, ip, locale } = request
      const refused = await phoneCodes.limitSend(phone, ip)
      if (refused) return refused
      if (purpose === 'restore') await deps.later({ request: 'restoreCode', phone, locale })
      else await phoneCodes.send({ phone, purpose }, locale)
      return { ok: true, resendAfterSeconds: RESEND_AFTER_SECONDS }
    },

    /** The job of a restore code: the code, when the number has an account. */
    textRestoreCode: async (request: Extract<AccountRequest, { readonly request: 'restoreCode' }>) => {
      if (!(await store.users.findByPhone(request.phone))) return
      await phoneCodes.send({ phone: request.phone, purpose: 'restore' }, request.locale)
    },

    /**
     * Checks a code; the right one is spent and answers a ticket for the next step. The number's
     * account now knows the client's network: the code proved the phone is at hand there.
     */
    verifyCode: async (request: {
      readonly phone: string
      readonly code: string
      readonly purpose: FlowPurpose
      readonly ip: string
    }): Promise<
      | { readonly ok: true; readonly ticket: string; readonly userExists: boolean }
      | { readonly ok: false; readonly reason: 'incorrect_code' }
      | Throttled
    > => {
      const { phone, code, purpose, ip } = request
      const refused = await phoneCodes.limitCheck(ip)
      if (refused) return refused
      if (!(await phoneCodes.spend({ phone, purpose }, code))) return { ok: false, reason: 'incorrect_code' }
      const ticket = await oneTimeTokens.issue({
        purpose: TICKET_PURPOSE[purpose],
        subject: phone,
        ttlSeconds: LIFETIMES.phoneTicketSeconds,
      })
      const user = await store.users.findByPhone(phone)
      if (user) await knownNetworks.remember(user.id, ip)
      return { ok: true, ticket, userExists: user !== undefined }
    },

    /** Creates the account of a verified phone; spends the ticket. */
    signUp: async (request: {
      readonly ticket: string
      readonly phone: string
      readonly form: PhoneSignUpForm
      readonly locale: Locale
    }): Promise<
      | { readonly ok: true; readonly user: UserRecord }
      | { readonly ok: false; readonly reason: 'invalid_token' | 'account_exists' }
      | WeakPasswordRefusal
    > => {
      const { ticket, phone, form, locale } = request
      // The ticket first: a password is hashed only for a number whose code was just verified, never
      // for a guessed ticket (hashing is the dearest thing a request can ask for).
      const pending = await oneTimeTokens.peek(TICKET_PURPOSE.signIn, ticket)
      if (!pending || pending.subject !== phone) return { ok: false, reason: 'invalid_token' }
      if (await store.users.findByPhone(phone)) return { ok: false, reason: 'account_exists' }
      const refused = refuseWeakPassword(form.password, { phone })
      if (refused) return refused
      // Hashing is slow on purpose: done before the transaction holds anything; the ticket is spent
      // in it, so of two requests with one ticket only one creates the account.
      const passwordHash = await hasher.hash(form.password)
      return store.transaction(async (tx) => {
        const spent = await tx.oneTimeTokens.consume(TICKET_PURPOSE.signIn, sha256Hex(ticket), now())
        if (!spent || spent.subject !== phone) return { ok: false, reason: 'invalid_token' } as const
        if (await tx.users.findByPhone(phone)) return { ok: false, reason: 'account_exists' } as const
        const verifiedAt = now()
        const user = await insertWithFreeUsername(tx, () => withDigits(FALLBACK_USERNAME, 6), {
          phone,
          phoneVerifiedAt: verifiedAt,
          firstName: form.name,
          playingDevice: form.device,
          passwordHash,
          locale,
        })
        return user ? ({ ok: true, user } as const) : ({ ok: false, reason: 'account_exists' } as const)
      })
    },

    /**
     * Sets a new password after a restore code; spends the ticket, signs out every session, drops
     * pending changes; only the client's network stays known.
     */
    resetPassword: async (request: {
      readonly ticket: string
      readonly form: PhoneNewPasswordForm
      readonly ip: string
    }): Promise<
      { readonly ok: true } | { readonly ok: false; readonly reason: 'invalid_token' } | WeakPasswordRefusal
    > => {
      // Checked before the ticket is spent, so a refused password can be replaced on the same step.
      const pending = await oneTimeTokens.peek(TICKET_PURPOSE.restore, request.ticket)
      const owner = pending && (await store.users.findByPhone(pending.subject))
      if (!owner || owner.disabled) return { ok: false, reason: 'invalid_token' }
      const refused = refuseWeakPassword(request.form.password, passwordOwnerOf(owner))
      if (refused) return refused
      const passwordHash = await hasher.hash(request.form.password)
      const spent = await oneTimeTokens.consume(TICKET_PURPOSE.restore, request.ticket)
      const user = spent && (await store.users.findByPhone(spent.subject))
      if (!user || user.disabled) return { ok: false, reason: 'invalid_token' }
      await storeNewPassword(store, user.id, passwordHash, now())
      await knownNetworks.startOver(user.id, request.ip)
      return { ok: true }
    },
  }
}

export type PhoneFlows = ReturnType<typeof createPhoneFlows>
