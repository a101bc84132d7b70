/**
 * SMS cannot be pumped (ADR 0014; OWASP ASVS 5.0 V2.4.1 anti-automation): a signed-in account texts
 * at most `SMS_PER_ACCOUNT_PER_HOUR` codes however often it changes its number, the whole server at
 * most `SMS_PER_HOUR`, and reaching that cap is logged once per window, not once per refusal. The
 * caps cannot be turned against the innocent: a send the cap refuses counts against no one's own
 * limits, one client address (an IPv6 /64 as one) stays far below the cap, and a cap that one actor
 * could reach alone is refused at start.
 */
import { Writable } from 'node:stream'
import { eq } from 'drizzle-orm'
import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ACCOUNT_PATHS } from '#core/accounts/accounts.api.ts'
import { PROFILE_PATHS } from '#core/profile/profile.api.ts'
import { buckets, smsCapRules } from '#server/accounts/policies.ts'
import { ConfigError } from '#server/platform/config.ts'
import { rateLimitEvents } from '#server/platform/db/schema.ts'
import {
  type AccountsHarness,
  createAccountsHarness,
  freshIp,
  freshPhone,
  useAccountsHarness,
} from './support/accounts.ts'
import { backends, type TestDatabase } from './support/database.ts'
import { type SignedIn, signedInByEmail } from './support/profile.ts'

const THROTTLED_UK = { detail: 'Зачекайте кілька хвилин', code: 'throttled' }
const HOUR = 60 * 60
const CAP_REACHED = 'sms: the hourly cap of the whole server is reached; codes are refused until it frees'

/** A logger whose lines (at warn and above) the test reads. */
const recordingLogger = () => {
  const lines: Array<Record<string, unknown>> = []
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>)
      done()
    },
  })
  return { lines, logger: pino({ level: 'warn' }, stream) }
}

const sendCode = (h: AccountsHarness, phone: string, ip = freshIp()) =>
  h.post(ACCOUNT_PATHS.phoneSendCode, { phone, purpose: 'signIn' }, { ip })

describe('smsCapRules', () => {
  it('takes a cap above what one address, number or account may send in an hour', () => {
    expect(smsCapRules({ perAccountPerHour: 5, totalPerHour: 21 })).toEqual({
      perAccount: [{ max: 5, windowSeconds: HOUR }],
      total: [{ max: 21, windowSeconds: HOUR }],
    })
  })

  it('refuses a cap one client address could reach alone (20 an hour), naming the setting', () => {
    expect(() => smsCapRules({ perAccountPerHour: 5, totalPerHour: 20 })).toThrow(ConfigError)
    expect(() => smsCapRules({ perAccountPerHour: 5, totalPerHour: 20 })).toThrow('SMS_PER_HOUR=20')
  })

  it('refuses a cap one account could reach alone', () => {
    expect(() => smsCapRules({ perAccountPerHour: 40, totalPerHour: 40 })).toThrow(
      'must be above 40, what one client address, number or account may send in an hour',
    )
  })
})

describe.each(backends)('SMS caps on $name', (backend) => {
  describe('per account', () => {
    const h = useAccountsHarness(backend)

    const changePhone = (who: SignedIn, phone: string) =>
      h.patch(
        PROFILE_PATHS.profile,
        { phone, current_password: who.password },
        { bearer: who.tokens.access, ip: freshIp() },
      )

    it('V2.4.1 one account texts 5 numbers in an hour by changing its phone, not a sixth', async () => {
      const who = await signedInByEmail(h)
      const numbers = Array.from({ length: 6 }, () => freshPhone())
      for (const phone of numbers.slice(0, 5)) expect((await changePhone(who, phone)).status).toBe(200)
      h.clock.advance(10 * 60)
      const refused = await changePhone(who, numbers[5] ?? '')
      expect(refused).toMatchObject({ status: 429, body: THROTTLED_UK })
      // The first of the five leaves the hour in 50 minutes.
      expect(refused.headers.get('Retry-After')).toBe(String(50 * 60))
      const texted = await Promise.all(numbers.map(async (phone) => (await h.smsTo(phone)).length))
      expect(texted).toEqual([1, 1, 1, 1, 1, 0])
      h.clock.advance(50 * 60)
      // The access token of an hour ago has expired: the same user, signed in again.
      const again = { ...who, tokens: await h.tokensFor({ email: who.email ?? '', password: who.password }) }
      expect((await changePhone(again, numbers[5] ?? '')).status).toBe(200)
    })

    it('V2.4.1 a resent code counts against the account as well', async () => {
      const who = await signedInByEmail(h)
      const phone = freshPhone()
      expect((await changePhone(who, phone)).status).toBe(200)
      for (let resent = 0; resent < 4; resent += 1) {
        h.clock.advance(61)
        const answer = await h.post(
          PROFILE_PATHS.phoneResend,
          {},
          { bearer: who.tokens.access, ip: freshIp() },
        )
        expect(answer.status).toBe(200)
      }
      h.clock.advance(61)
      const sixth = await changePhone(who, freshPhone())
      expect(sixth.status).toBe(429)
      expect(await h.smsTo(phone)).toHaveLength(5)
    })

    it('one client address is one IPv6 /64: its 20 an hour whatever the last 64 bits', async () => {
      const prefix = '2001:db8:5:7'
      for (let host = 1; host <= 20; host += 1) {
        expect((await sendCode(h, freshPhone(), `${prefix}:${host.toString(16)}::1`)).status).toBe(200)
      }
      expect((await sendCode(h, freshPhone(), `${prefix}:ffff:ffff:ffff:ffff`)).status).toBe(429)
      expect((await sendCode(h, freshPhone(), '2001:db8:5:8::1')).status).toBe(200)
    })
  })

  describe('for the whole server (25 an hour here)', () => {
    let database: TestDatabase
    let h: AccountsHarness
    const recorded = recordingLogger()

    beforeAll(async () => {
      database = await backend.open()
      h = createAccountsHarness(database, {
        logger: recorded.logger,
        smsCaps: { perAccountPerHour: 5, totalPerHour: 25 },
      })
    })
    afterAll(async () => {
      await h?.accounts.settled()
      await h?.jobs.stop()
      await database?.dispose()
    })

    const alerts = () => recorded.lines.filter((line) => line.msg === CAP_REACHED)
    const eventsIn = async (bucket: string) =>
      (await h.db.select().from(rateLimitEvents).where(eq(rateLimitEvents.bucket, bucket))).length

    it('V2.4.1 refuses the 26th code of the hour, logs it once, and counts it against no one', async () => {
      const sent = await Promise.all(Array.from({ length: 25 }, () => sendCode(h, freshPhone())))
      expect(sent.every((answer) => answer.status === 200)).toBe(true)

      const refusedPhone = freshPhone()
      const refusedIp = freshIp()
      // Several refusals at once, as a flood brings them: one log line.
      const refused = await Promise.all([
        sendCode(h, refusedPhone, refusedIp),
        ...Array.from({ length: 4 }, () => sendCode(h, freshPhone())),
      ])
      for (const answer of refused) {
        expect(answer).toMatchObject({ status: 429, body: THROTTLED_UK })
        expect(answer.headers.get('Retry-After')).toBe(String(HOUR))
      }
      expect(await h.smsTo(refusedPhone)).toEqual([])
      // Nothing of the refused send stays in the number's or the address's limits.
      expect(await eventsIn(buckets.smsPhone(refusedPhone))).toBe(0)
      expect(await eventsIn(buckets.smsIp(refusedIp))).toBe(0)
      expect(alerts()).toHaveLength(1)
      expect(alerts()[0]).toMatchObject({ level: 50, capPerHour: 25, retryAfterSeconds: HOUR })

      h.clock.advance(10 * 60)
      expect((await sendCode(h, freshPhone())).status).toBe(429)
      expect(alerts()).toHaveLength(1)

      h.clock.advance(50 * 60)
      expect((await sendCode(h, refusedPhone, refusedIp)).status).toBe(200)
      expect(await h.smsTo(refusedPhone)).toHaveLength(1)
    })

    it('logs again when the cap is reached in a later hour', async () => {
      h.clock.advance(HOUR)
      await Promise.all(Array.from({ length: 25 }, () => sendCode(h, freshPhone())))
      expect((await sendCode(h, freshPhone())).status).toBe(429)
      expect(alerts()).toHaveLength(2)
    })
  })
})
