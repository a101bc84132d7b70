/**
 * Rate limits kept in the database: the limiter itself (sliding windows, Retry-After, no slip-through
 * under concurrency, even from two limiters as two server processes would be) and every policy as
 * the endpoints apply it, with a hand-moved clock.
 */
import { eq, like } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { ACCOUNT_PATHS } from '#core/accounts/accounts.api.ts'
import { knownNetworks, rateLimitEvents } from '#server/platform/db/schema.ts'
import { createRateLimiter } from '#server/platform/rate-limiter.ts'
import { freshEmail, freshIp, freshNickname, freshPhone, useAccountsHarness } from './support/accounts.ts'
import { createTestClock } from './support/clock.ts'
import { backends } from './support/database.ts'

const PASSWORD = 'limits keep us safe'
const THROTTLED_UK = { detail: 'Зачекайте кілька хвилин', code: 'throttled' }
const THROTTLED_EN = { detail: 'Please wait a few minutes', code: 'throttled' }

let bucketCounter = 0
const freshBucket = () => {
  bucketCounter += 1
  return `test:${process.pid}:${bucketCounter}`
}

describe.each(backends)('rate limits on $name', (backend) => {
  const h = useAccountsHarness(backend)

  describe('the limiter', () => {
    it('spaces events: {max 1, 60 s} refuses until 60 s after the last one, with the seconds left', async () => {
      const clock = createTestClock()
      const limiter = createRateLimiter(h.db, { now: clock.now })
      const bucket = freshBucket()
      const rules = [{ max: 1, windowSeconds: 60 }]
      expect((await limiter.hit(bucket, rules)).allowed).toBe(true)
      clock.advance(15)
      expect(await limiter.hit(bucket, rules)).toEqual({ allowed: false, retryAfterSeconds: 45 })
      clock.advance(44.5)
      expect(await limiter.hit(bucket, rules)).toEqual({ allowed: false, retryAfterSeconds: 1 })
      clock.advance(0.5)
      expect((await limiter.hit(bucket, rules)).allowed).toBe(true)
    })

    it('counts a sliding window and does not record refused events', async () => {
      const clock = createTestClock()
      const limiter = createRateLimiter(h.db, { now: clock.now })
      const bucket = freshBucket()
      const rules = [{ max: 3, windowSeconds: 100 }]
      for (const step of [0, 10, 10]) {
        clock.advance(step)
        expect((await limiter.hit(bucket, rules)).allowed).toBe(true)
      }
      // Events at t=0, 10, 20; refused until the first leaves the window at t=100.
      clock.advance(50)
      expect(await limiter.hit(bucket, rules)).toEqual({ allowed: false, retryAfterSeconds: 30 })
      expect(await limiter.hit(bucket, rules)).toEqual({ allowed: false, retryAfterSeconds: 30 })
      clock.advance(30)
      expect((await limiter.hit(bucket, rules)).allowed).toBe(true)
      const rows = await h.db.select().from(rateLimitEvents).where(eq(rateLimitEvents.bucket, bucket))
      expect(rows).toHaveLength(3)
    })

    it('answers the longest wait of the rules that refuse', async () => {
      const clock = createTestClock()
      const limiter = createRateLimiter(h.db, { now: clock.now })
      const bucket = freshBucket()
      const rules = [
        { max: 1, windowSeconds: 60 },
        { max: 2, windowSeconds: 3600 },
      ]
      expect((await limiter.hit(bucket, rules)).allowed).toBe(true)
      clock.advance(60)
      expect((await limiter.hit(bucket, rules)).allowed).toBe(true)
      clock.advance(60)
      expect(await limiter.hit(bucket, rules)).toEqual({ allowed: false, retryAfterSeconds: 3600 - 120 })
    })

    it('forget takes an event back', async () => {
      const limiter = createRateLimiter(h.db, { now: createTestClock().now })
      const bucket = freshBucket()
      const rules = [{ max: 1, windowSeconds: 60 }]
      const first = await limiter.hit(bucket, rules)
      if (!first.allowed) throw new Error('the first event is allowed')
      await limiter.forget(first.eventId)
      expect((await limiter.hit(bucket, rules)).allowed).toBe(true)
    })

    it('lets exactly max of many concurrent hits through, from two limiters (two processes)', async () => {
      const clock = createTestClock()
      const one = createRateLimiter(h.db, { now: clock.now })
      const two = createRateLimiter(h.db, { now: clock.now })
      const bucket = freshBucket()
      const rules = [{ max: 5, windowSeconds: 60 }]
      const decisions = await Promise.all(
        Array.from({ length: 24 }, (_, i) => (i % 2 === 0 ? one : two).hit(bucket, rules)),
      )
      expect(decisions.filter((decision) => decision.allowed)).toHaveLength(5)
    })

    it('deletes the events of its bucket that no rule looks at any more', async () => {
      const clock = createTestClock(new Date('2030-01-01T00:00:00Z'))
      const limiter = createRateLimiter(h.db, { now: clock.now })
      const bucket = freshBucket()
      const idle = freshBucket()
      await limiter.hit(idle, [{ max: 5, windowSeconds: 60 }])
      await limiter.hit(bucket, [{ max: 5, windowSeconds: 60 }])
      clock.advance(61)
      await limiter.hit(bucket, [{ max: 5, windowSeconds: 60 }])
      expect(
        await h.db.select().from(rateLimitEvents).where(eq(rateLimitEvents.bucket, bucket)),
      ).toHaveLength(1)
      // Other buckets are the hourly purge's (tests/api/accounts-maintenance.test.ts).
      expect(await h.db.select().from(rateLimitEvents).where(eq(rateLimitEvents.bucket, idle))).toHaveLength(
        1,
      )
    })

    it('refuses rules that could never allow anything', async () => {
      const limiter = createRateLimiter(h.db, { now: () => new Date() })
      await expect(limiter.hit('x', [])).rejects.toThrow('Invalid rate rules')
      await expect(limiter.hit('x', [{ max: 0, windowSeconds: 60 }])).rejects.toThrow('Invalid rate rules')
    })
  })

  describe('code sends', () => {
    const sendCode = (phone: string, options: { ip?: string; en?: boolean } = {}) =>
      h.post(ACCOUNT_PATHS.phoneSendCode, { phone, purpose: 'signIn' }, options)

    it('V2.4.1 per phone: 60 s apart, 429 throttled with Retry-After in both languages', async () => {
      const phone = freshPhone()
      expect((await sendCode(phone)).status).toBe(200)
      h.clock.advance(20)
      const refused = await sendCode(phone)
      expect(refused).toMatchObject({ status: 429, body: THROTTLED_UK })
      expect(refused.headers.get('Retry-After')).toBe('40')
      expect(await sendCode(phone, { en: true })).toMatchObject({ status: 429, body: THROTTLED_EN })
      expect(await h.smsTo(phone)).toHaveLength(1)
      h.clock.advance(40)
      expect((await sendCode(phone)).status).toBe(200)
    })

    it('V2.4.1 per phone: at most 5 an hour', async () => {
      const phone = freshPhone()
      for (let i = 0; i < 5; i += 1) {
        expect((await sendCode(phone)).status).toBe(200)
        h.clock.advance(60)
      }
      // Sends at t = 0, 60, …, 240; now t = 300: the first leaves the hour at t = 3600.
      const refused = await sendCode(phone)
      expect(refused.status).toBe(429)
      expect(refused.headers.get('Retry-After')).toBe(String(3600 - 300))
      expect(await h.smsTo(phone)).toHaveLength(5)
      h.clock.advance(3600 - 300)
      expect((await sendCode(phone)).status).toBe(200)
    })

    it('per phone whatever the purpose, and the same for an unknown phone in restore', async () => {
      const phone = freshPhone()
      expect((await h.post(ACCOUNT_PATHS.phoneSendCode, { phone, purpose: 'restore' })).status).toBe(200)
      expect((await sendCode(phone)).status).toBe(429)
      expect((await h.post(ACCOUNT_PATHS.phoneSendCode, { phone, purpose: 'restore' })).status).toBe(429)
    })

    it('V2.4.1 per client address: 20 an hour across phones', async () => {
      const ip = freshIp()
      for (let i = 0; i < 20; i += 1) expect((await sendCode(freshPhone(), { ip })).status).toBe(200)
      expect(await sendCode(freshPhone(), { ip })).toMatchObject({ status: 429, body: THROTTLED_UK })
      expect((await sendCode(freshPhone())).status).toBe(200)
    })
  })

  describe('code checks', () => {
    it('V6.6.3 per client address: 60 in 15 minutes', async () => {
      const ip = freshIp()
      const phone = freshPhone()
      const check = () =>
        h.post(ACCOUNT_PATHS.phoneVerify, { phone, code: '123456', purpose: 'signIn' }, { ip })
      for (let i = 0; i < 60; i += 1) expect((await check()).status).toBe(400)
      expect(await check()).toMatchObject({ status: 429, body: THROTTLED_UK })
    })
  })

  describe('password sign-in (gateway)', () => {
    let phone: string
    beforeAll(async () => {
      phone = freshPhone()
      await h.signUpByPhone(phone, PASSWORD)
    })
    const attempt = (password: string, ip = freshIp(), who: { phone?: string; email?: string } = { phone }) =>
      h.accounts.gateway.signInWithPassword({ ...who, password, ip })

    it('V6.3.1 per account: 10 failures in 15 minutes, then throttled even with the right password from networks that never signed in', async () => {
      for (let i = 0; i < 10; i += 1)
        expect(await attempt('wrong guess')).toEqual({ ok: false, reason: 'invalid' })
      expect(await attempt(PASSWORD)).toEqual({ ok: false, reason: 'throttled' })
      h.clock.advance(15 * 60)
      expect((await attempt(PASSWORD)).ok).toBe(true)
    })

    it('successes do not count as failures', async () => {
      h.clock.advance(15 * 60)
      for (let i = 0; i < 9; i += 1) expect((await attempt('wrong guess')).ok).toBe(false)
      for (let i = 0; i < 5; i += 1) expect((await attempt(PASSWORD)).ok).toBe(true)
      expect((await attempt('wrong guess')).ok).toBe(false)
      expect(await attempt(PASSWORD)).toEqual({ ok: false, reason: 'throttled' })
      h.clock.advance(15 * 60)
    })

    it('V6.3.8 unknown accounts are limited exactly like known ones (no enumeration by throttling)', async () => {
      const unknown = freshPhone()
      for (let i = 0; i < 10; i += 1) {
        expect(await attempt('guess', freshIp(), { phone: unknown })).toEqual({
          ok: false,
          reason: 'invalid',
        })
      }
      expect(await attempt('guess', freshIp(), { phone: unknown })).toEqual({
        ok: false,
        reason: 'throttled',
      })
    })

    it('V6.3.1 per client address: 50 failures in 15 minutes across accounts', async () => {
      const ip = freshIp()
      for (let i = 0; i < 50; i += 1) {
        expect((await attempt('guess', ip, { email: freshEmail('sprayed') })).ok).toBe(false)
      }
      expect(await attempt(PASSWORD, ip)).toEqual({ ok: false, reason: 'throttled' })
      expect((await attempt(PASSWORD)).ok).toBe(true)
    })

    it('keys the account limit case-insensitively for e-mail addresses', async () => {
      const email = freshEmail('Case')
      for (let i = 0; i < 10; i += 1) {
        const spelled = i % 2 === 0 ? email.toUpperCase() : email.toLowerCase()
        expect((await attempt('guess', freshIp(), { email: spelled })).ok).toBe(false)
      }
      expect(await attempt('guess', freshIp(), { email })).toEqual({ ok: false, reason: 'throttled' })
      const rows = await h.db
        .select()
        .from(rateLimitEvents)
        .where(like(rateLimitEvents.bucket, `signin:account:email:${email.toLowerCase()}`))
      expect(rows).toHaveLength(10)
    })
  })

  describe('V6.3.1 lockout is not a weapon', () => {
    const INVALID = { ok: false, reason: 'invalid' }
    const THROTTLED = { ok: false, reason: 'throttled' }
    type Who = { readonly phone: string } | { readonly email: string }
    const signIn = (who: Who, password: string, ip: string) =>
      h.accounts.gateway.signInWithPassword({ ...who, password, ip })
    /** Wrong guesses from addresses of the attacker's own until the account refuses every new one. */
    const hammer = async (who: Who, rightPassword = PASSWORD) => {
      for (let i = 0; i < 10; i += 1) expect(await signIn(who, 'attacker guess', freshIp())).toEqual(INVALID)
      expect(await signIn(who, rightPassword, freshIp())).toEqual(THROTTLED)
    }

    it('V6.3.1 the owner signs in from a network they signed in from while others hammer the account', async () => {
      const phone = freshPhone()
      await h.signUpByPhone(phone, PASSWORD)
      const home = freshIp()
      expect((await signIn({ phone }, PASSWORD, home)).ok).toBe(true)
      await hammer({ phone })
      expect((await signIn({ phone }, PASSWORD, home)).ok).toBe(true)
      // The owner's own typos at home count against their address only, not the account.
      for (let i = 0; i < 12; i += 1) expect(await signIn({ phone }, 'typo', home)).toEqual(INVALID)
      expect((await signIn({ phone }, PASSWORD, home)).ok).toBe(true)
    })

    it('V6.3.1 the attack still slows every network that never signed in, for 15 minutes', async () => {
      const email = freshEmail('hammered')
      await h.signUpByEmail(email, PASSWORD)
      await hammer({ email })
      h.clock.advance(15 * 60 - 1)
      expect(await signIn({ email }, PASSWORD, freshIp())).toEqual(THROTTLED)
      h.clock.advance(1)
      expect((await signIn({ email }, PASSWORD, freshIp())).ok).toBe(true)
    })

    it('V6.3.1 on a new network, the SMS code of the account’s number lets the right password in', async () => {
      const phone = freshPhone()
      await h.signUpByPhone(phone, PASSWORD)
      await hammer({ phone })
      const travelling = freshIp()
      expect(await signIn({ phone }, PASSWORD, travelling)).toEqual(THROTTLED)
      h.clock.advance(60)
      const sent = await h.post(ACCOUNT_PATHS.phoneSendCode, { phone, purpose: 'signIn' }, { ip: travelling })
      expect(sent.status).toBe(200)
      const code = await h.lastCode(phone)
      const verified = await h.post(
        ACCOUNT_PATHS.phoneVerify,
        { phone, code, purpose: 'signIn' },
        { ip: travelling },
      )
      expect(verified).toMatchObject({ status: 200, body: { user_exists: true } })
      expect((await signIn({ phone }, PASSWORD, travelling)).ok).toBe(true)
      expect(await signIn({ phone }, PASSWORD, freshIp())).toEqual(THROTTLED)
    })

    it('V6.3.1 a reset by the mailed link lets its network in and forgets the others', async () => {
      const email = freshEmail('reset')
      await h.signUpByEmail(email, PASSWORD)
      const before = freshIp()
      expect((await signIn({ email }, PASSWORD, before)).ok).toBe(true)
      const desk = freshIp()
      expect((await h.post(ACCOUNT_PATHS.forgotPassword, { email }, { ip: desk })).status).toBe(202)
      const token = await h.lastLinkToken(email, '/forgot-password')
      const renewed = 'a brand new password'
      const reset = await h.post(
        ACCOUNT_PATHS.resetPassword,
        { token, password: renewed, confirm_password: renewed },
        { ip: desk },
      )
      expect(reset.status).toBe(204)
      await hammer({ email }, renewed)
      expect((await signIn({ email }, renewed, desk)).ok).toBe(true)
      // The old password may have been someone else's too: its networks are no longer trusted.
      expect(await signIn({ email }, renewed, before)).toEqual(THROTTLED)
    })

    it('V6.3.1 an IPv6 client is known by its /64, an IPv4-mapped one by its IPv4 address', async () => {
      const phone = freshPhone()
      await h.signUpByPhone(phone, PASSWORD)
      expect((await signIn({ phone }, PASSWORD, '2001:db8:7:1::10')).ok).toBe(true)
      expect((await signIn({ phone }, PASSWORD, '::ffff:192.0.2.77')).ok).toBe(true)
      await hammer({ phone })
      expect((await signIn({ phone }, PASSWORD, '2001:DB8:7:1:aaaa:bbbb:cccc:dddd')).ok).toBe(true)
      expect((await signIn({ phone }, PASSWORD, '192.0.2.77')).ok).toBe(true)
      expect(await signIn({ phone }, PASSWORD, '2001:db8:7:2::10')).toEqual(THROTTLED)
      expect(await signIn({ phone }, PASSWORD, '192.0.2.78')).toEqual(THROTTLED)
      // A client without a known address is never one of the account's networks.
      expect(await signIn({ phone }, PASSWORD, 'unknown')).toEqual(THROTTLED)
    })

    it('V6.3.1 the per-address limit holds on a known network too', async () => {
      const phone = freshPhone()
      await h.signUpByPhone(phone, PASSWORD)
      const home = freshIp()
      expect((await signIn({ phone }, PASSWORD, home)).ok).toBe(true)
      for (let i = 0; i < 50; i += 1) expect(await signIn({ phone }, 'guess', home)).toEqual(INVALID)
      expect(await signIn({ phone }, PASSWORD, home)).toEqual(THROTTLED)
    })

    it('V6.3.1 keeps the networks as keyed hashes, never the address itself', async () => {
      const phone = freshPhone()
      const user = await h.signUpByPhone(phone, PASSWORD)
      const ip = '198.51.100.23'
      expect((await signIn({ phone }, PASSWORD, ip)).ok).toBe(true)
      const rows = await h.db.select().from(knownNetworks).where(eq(knownNetworks.userId, user.id))
      expect(rows).toHaveLength(1)
      expect(rows[0]?.networkHash).toMatch(/^[0-9a-f]{64}$/)
      expect(JSON.stringify(rows)).not.toContain('198.51')
    })
  })

  describe('registration and reset mails', () => {
    it('V2.4.1 per address: 60 s apart and 5 an hour, known or unknown alike', async () => {
      const email = freshEmail()
      const register = (nickname: string) =>
        h.post(ACCOUNT_PATHS.emailRegister, { email, nickname, accept_terms: true })
      expect((await register('first_try')).status).toBe(202)
      const refused = await register('second_try')
      expect(refused).toMatchObject({ status: 429, body: THROTTLED_UK })
      expect(refused.headers.get('Retry-After')).toBe('60')
      for (let i = 0; i < 4; i += 1) {
        h.clock.advance(60)
        expect((await register(`retry_${i}`)).status).toBe(202)
      }
      h.clock.advance(60)
      expect((await register('sixth_try')).status).toBe(429)
      expect(await h.mailsTo(email)).toHaveLength(5)
    })

    it('V2.4.1 registration: a taken nickname is said only within the client address’s limit', async () => {
      const { username } = await h.signUpByEmail(freshEmail('taken'), PASSWORD)
      const ip = freshIp()
      const register = () =>
        h.post(
          ACCOUNT_PATHS.emailRegister,
          { email: freshEmail(), nickname: username, accept_terms: true },
          { ip },
        )
      for (let i = 0; i < 20; i += 1) {
        expect(await register()).toMatchObject({
          status: 400,
          body: { nickname: [{ code: 'nicknameTaken', params: {}, message: 'Цей нікнейм уже зайнятий' }] },
        })
      }
      expect(await register()).toMatchObject({ status: 429, body: THROTTLED_UK })
    })

    it('a refused nickname sends no mail and leaves the address’s mail limit as it was', async () => {
      const { username } = await h.signUpByEmail(freshEmail('taken'), PASSWORD)
      const email = freshEmail()
      const register = (nickname: string) =>
        h.post(ACCOUNT_PATHS.emailRegister, { email, nickname, accept_terms: true })
      expect((await register(username)).status).toBe(400)
      expect((await register(freshNickname())).status).toBe(202)
      expect(await h.mailsTo(email)).toHaveLength(1)
    })

    it('V6.3.8 forgot password per address: the same answers whether the address is known or not', async () => {
      const known = freshEmail()
      await h.signUpByEmail(known, PASSWORD)
      const unknown = freshEmail()
      const forgot = (email: string) => h.post(ACCOUNT_PATHS.forgotPassword, { email }, { en: true })
      for (const email of [known, unknown]) {
        expect(await forgot(email), email).toMatchObject({ status: 202, body: {} })
        const refused = await forgot(email.toUpperCase())
        expect(refused, email).toMatchObject({ status: 429, body: THROTTLED_EN })
        expect(refused.headers.get('Retry-After'), email).toBe('60')
      }
    })

    it('V2.4.1 per client address: 20 an hour', async () => {
      const ip = freshIp()
      for (let i = 0; i < 20; i += 1) {
        expect((await h.post(ACCOUNT_PATHS.forgotPassword, { email: freshEmail() }, { ip })).status).toBe(202)
      }
      expect((await h.post(ACCOUNT_PATHS.forgotPassword, { email: freshEmail() }, { ip })).status).toBe(429)
      for (let i = 0; i < 20; i += 1) {
        const body = { email: freshEmail(), nickname: `ip_${process.pid % 1000}_${i}`, accept_terms: true }
        expect((await h.post(ACCOUNT_PATHS.emailRegister, body, { ip })).status).toBe(202)
      }
      const body = { email: freshEmail(), nickname: 'one_too_many', accept_terms: true }
      expect((await h.post(ACCOUNT_PATHS.emailRegister, body, { ip })).status).toBe(429)
    })
  })
})
