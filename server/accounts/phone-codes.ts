/**
 * SMS codes, for the signed-out phone flows (sign-in, restore) and the profile's phone change alike:
 * 6 digits from a secure source, valid 10 minutes, single use, 5 wrong tries at most, stored as an
 * HMAC with a key derived from the JWT secret, texted through the job queue. Sends are limited per
 * number, per client address (an IPv6 /64 as one), per account when one asks, and in total per hour
 * (SMS pumping: ADR 0014); checks per client address.
 */
import { CODE_LENGTH } from '#core/accounts/phone-code.schema.ts'
import type { Locale } from '#core/shared/i18n/locale.ts'
import { smsCodeText } from '#server/integrations/sms/sms-text.ts'
import { hmacHex, randomDigits } from '#server/platform/crypto.ts'
import type { Logger } from '#server/platform/logger.ts'
import { hitAll, hitAllOrNone, type RateLimiter, type Throttled } from '#server/platform/rate-limiter.ts'
import { networkOf } from './known-networks.ts'
import {
  buckets,
  LIFETIMES,
  LIMITS,
  MAX_CODE_ATTEMPTS,
  SMS_CAP_ALERT,
  type SmsCaps,
  smsCapRules,
} from './policies.ts'
import type { SmsSender } from './ports.ts'
import type { AccountStore, PhoneCodePurpose } from './store.ts'

export interface PhoneCodesDeps {
  readonly store: AccountStore
  readonly limiter: RateLimiter
  readonly sms: SmsSender
  /** The HMAC key of the codes. */
  readonly codeKey: Buffer
  /** SMS per account and in total per hour (config `smsCaps`). */
  readonly caps: SmsCaps
  /** Says when the whole server's cap is reached. */
  readonly logger: Pick<Logger, 'error'>
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
  /**
   * Counts a send against the limits of the number, the client address, the signed-in account that
   * asks (`userId`, the profile's phone change) and the whole server; a refused send counts nowhere.
   */
  limitSend(phone: string, ip: string, userId?: string): Promise<Throttled | undefined>
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
  const caps = smsCapRules(deps.caps)
  const hashOf = ({ phone, purpose, userId }: CodeOwner, code: string) =>
    hmacHex(deps.codeKey, 'phone-code', phone, purpose, code, ...(userId === undefined ? [] : [userId]))

  /** One line an hour at most, across every process (the alert has a bucket of its own). */
  const alertCapReached = async (retryAfterSeconds: number) => {
    if (!(await limiter.hit(buckets.smsTotalAlert, SMS_CAP_ALERT)).allowed) return
    deps.logger.error(
      { capPerHour: deps.caps.totalPerHour, retryAfterSeconds },
      'sms: the hourly cap of the whole server is reached; codes are refused until it frees',
    )
  }

  return {
    limitSend: async (phone, ip, userId) => {
      // The whole server's cap last: what one actor's own limits refuse never counts against it,
      // and a send the cap refuses counts against no one's own limits.
      const refused = await hitAllOrNone(limiter, [
        [buckets.smsIp(networkOf(ip) ?? ip), LIMITS.smsPerIp],
        [buckets.smsPhone(phone), LIMITS.smsPerPhone],
        ...(userId === undefined ? [] : [[buckets.smsAccount(userId), caps.perAccount] as const]),
        [buckets.smsTotal, caps.total],
      ])
      if (!refused) return undefined
      if (refused.bucket === buckets.smsTotal) await alertCapReached(refused.retryAfterSeconds)
      return { ok: false, reason: 'throttled', retryAfterSeconds: refused.retryAfterSeconds }
    },

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
