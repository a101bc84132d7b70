/**
 * SMS codes, for the signed-out phone flows (sign-in, restore) and the profile's phone change alike:
 * 6 digits from a secure source, valid 10 minutes, single use, 5 wrong tries at most, stored as an
 * HMAC with a key derived from the JWT secret, texted through the job queue. Sends are limited per number
 * and per client address, checks per client address.
 */
import { CODE_LENGTH } from '#core/accounts/phone-code.schema.ts'
import type { Locale } from '#core/shared/i18n/locale.ts'
import { smsCodeText } from '#server/integrations/sms/sms-text.ts'
import { hmacHex, randomDigits } from '#server/platform/crypto.ts'
import { hitAll, type RateLimiter, type Throttled } from '#server/platform/rate-limiter.ts'
import { buckets, LIFETIMES, LIMITS, MAX_CODE_ATTEMPTS } from './policies.ts'
import type { SmsSender } from './ports.ts'
import type { AccountStore, PhoneCodePurpose } from './store.ts'

export interface PhoneCodesDeps {
  readonly store: AccountStore
  readonly limiter: RateLimiter
  readonly sms: SmsSender
  /** The HMAC key of the codes. */
  readonly codeKey: Buffer
  readonly now: () => Date
}

/** Whose code it is: the number, what it is for, and (profile) the user who asked for it. */
export interface CodeOwner {
  readonly phone: string
  readonly purpose: PhoneCodePurpose
  /** Binds the code to this user too: another account asking for the same number cannot spend it. */
  readonly userId?: string
}

export interface PhoneCodes {
  /** Counts a send against the limits of the number and the client address. */
  limitSend(phone: string, ip: string): Promise<Throttled | undefined>
  /**
   * Stores a new code (the live one of the same number and purpose dies) and texts it, in `within`
   * when given (the transaction of the change the code confirms).
   */
  send(owner: CodeOwner, locale: Locale, within?: AccountStore): Promise<void>
  /** Counts a check against the limit of the client address. */
  limitCheck(ip: string): Promise<Throttled | undefined>
  /** Spends the code if it is the right one; a wrong one counts against the live code. */
  spend(owner: CodeOwner, code: string): Promise<boolean>
}

export const createPhoneCodes = (deps: PhoneCodesDeps): PhoneCodes => {
  const { store, limiter, now } = deps
  const hashOf = ({ phone, purpose, userId }: CodeOwner, code: string) =>
    hmacHex(deps.codeKey, 'phone-code', phone, purpose, code, ...(userId === undefined ? [] : [userId]))

  return {
    limitSend: (phone, ip) =>
      hitAll(limiter, [
        [buckets.smsIp(ip), LIMITS.smsPerIp],
        [buckets.smsPhone(phone), LIMITS.smsPerPhone],
      ]),

    send: async (owner, locale, within = store) => {
      const code = randomDigits(CODE_LENGTH)
      const createdAt = now()
      // The code is stored only with its SMS queued.
      await within.transaction(async (tx) => {
        await tx.phoneCodes.replace({
          phone: owner.phone,
          purpose: owner.purpose,
          codeHash: hashOf(owner, code),
          createdAt,
          expiresAt: new Date(createdAt.getTime() + LIFETIMES.phoneCodeSeconds * 1000),
        })
        await deps.sms.send({ to: owner.phone, text: smsCodeText(locale, code) })
      })
    },

    limitCheck: (ip) => hitAll(limiter, [[buckets.codeCheckIp(ip), LIMITS.codeChecksPerIp]]),

    spend: async (owner, code) => {
      const query = { phone: owner.phone, purpose: owner.purpose, now: now(), maxAttempts: MAX_CODE_ATTEMPTS }
      // Compared as HMACs inside the database: a guess cannot learn anything from timing.
      if (await store.phoneCodes.consume({ ...query, codeHash: hashOf(owner, code) })) return true
      await store.phoneCodes.countWrongAttempt(query)
      return false
    },
  }
}
