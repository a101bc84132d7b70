/**
 * Password hashing cannot be flooded (ADR 0012, ADR 0042; OWASP ASVS 5.0 V2.4.1 "anti-automation",
 * V6.3.1): every ticket, link and limit is checked before a password is hashed, so a guessed ticket
 * costs no hash; and every hash of the server waits in one bounded queue, so a flood beyond it is
 * answered 503 with `Retry-After` at once while health checks and the rest of the API answer.
 *
 * The real scrypt hasher is wrapped to count its calls, or to hold every hash until the test lets it
 * go (so "still held" is a fact of the test, not a measured time).
 */
import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ACCOUNT_PATHS } from '#core/accounts/accounts.api.ts'
import { PROFILE_PATHS } from '#core/profile/profile.api.ts'
import type { PasswordHasher } from '#server/accounts/passwords.ts'
import { buckets } from '#server/accounts/policies.ts'
import { rateLimitEvents } from '#server/platform/db/schema.ts'
import { type AccountsHarness, createAccountsHarness, freshPhone } from './support/accounts.ts'
import { type AuthHarness, createAuthHarness, PASSWORD } from './support/auth-harness.ts'
import { backends, type TestDatabase } from './support/database.ts'
import { signedInByProvider } from './support/profile.ts'

const guessedTicket = () => randomBytes(32).toString('base64url')

/** The real hasher, counting every hash and check it is asked for. */
const counting = () => {
  const counter = { calls: 0 }
  const wrap = (real: PasswordHasher): PasswordHasher => ({
    hash: (password) => {
      counter.calls += 1
      return real.hash(password)
    },
    verify: (password, stored) => {
      counter.calls += 1
      return real.verify(password, stored)
    },
    needsRehash: (stored) => real.needsRehash(stored),
  })
  return { counter, wrap }
}

/** The real hasher, each call held at a gate until the test opens it. */
const gated = () => {
  let open: () => void = () => {}
  let gate = new Promise<void>((resolve) => {
    open = resolve
  })
  const state = { entered: 0 }
  const control = {
    state,
    close: () => {
      gate = new Promise<void>((resolve) => {
        open = resolve
      })
    },
    open: () => open(),
  }
  const wrap = (real: PasswordHasher): PasswordHasher => ({
    hash: async (password) => {
      state.entered += 1
      await gate
      return real.hash(password)
    },
    verify: async (password, stored) => {
      state.entered += 1
      await gate
      return real.verify(password, stored)
    },
    needsRehash: (stored) => real.needsRehash(stored),
  })
  control.open()
  return { control, wrap }
}

const signUpBody = (ticket: string, phone: string) => ({
  ticket,
  phone,
  name: 'Flood Test',
  device: 'PC',
  password: PASSWORD,
  confirm_password: PASSWORD,
  accept_terms: true,
})

/** A verified code's ticket for `phone` (the sign-in flow: a new number signs up with it). */
const ticketFor = async (accounts: AccountsHarness, phone: string, purpose: 'signIn' | 'restore') => {
  const sent = await accounts.post(ACCOUNT_PATHS.phoneSendCode, { phone, purpose })
  expect(sent.status).toBe(200)
  const verified = await accounts.post(ACCOUNT_PATHS.phoneVerify, {
    phone,
    code: await accounts.lastCode(phone),
    purpose,
  })
  expect(verified.status).toBe(200)
  return (verified.body as { ticket: string }).ticket
}

describe.each(backends)('password hashing under a flood on $name', (backend) => {
  describe('a guessed ticket or link is refused before any hash', () => {
    let database: TestDatabase
    let accounts: AccountsHarness
    const { counter, wrap } = counting()

    beforeAll(async () => {
      database = await backend.open()
      accounts = createAccountsHarness(database, { instrumentHasher: wrap })
    })
    afterAll(async () => {
      await accounts?.accounts.settled()
      await accounts?.jobs.stop()
      await database?.dispose()
    })

    it('40 phone sign-ups with random tickets hash nothing and answer invalid_token (V2.4.1)', async () => {
      const phone = freshPhone()
      const answers = await Promise.all(
        Array.from({ length: 40 }, () =>
          accounts.post(ACCOUNT_PATHS.phoneSignUp, signUpBody(guessedTicket(), phone)),
        ),
      )
      expect(answers.map((answer) => answer.status)).toEqual(Array.from({ length: 40 }, () => 400))
      expect(answers[0]?.body).toMatchObject({ code: 'invalid_token' })
      expect(counter.calls).toBe(0)
    })

    it('a real ticket of another number hashes nothing either', async () => {
      const ticket = await ticketFor(accounts, freshPhone(), 'signIn')
      const before = counter.calls
      const answer = await accounts.post(ACCOUNT_PATHS.phoneSignUp, signUpBody(ticket, freshPhone()))
      expect(answer.status).toBe(400)
      expect(counter.calls).toBe(before)
    })

    it('random tickets and links of both resets and of the e-mail registration hash nothing', async () => {
      const before = counter.calls
      const newPassword = { password: PASSWORD, confirm_password: PASSWORD }
      const answers = await Promise.all([
        accounts.post(ACCOUNT_PATHS.phoneResetPassword, { ticket: guessedTicket(), ...newPassword }),
        accounts.post(ACCOUNT_PATHS.resetPassword, { token: guessedTicket(), ...newPassword }),
        accounts.post(ACCOUNT_PATHS.emailRegisterConfirm, { token: guessedTicket(), ...newPassword }),
      ])
      expect(answers.map((answer) => answer.status)).toEqual([400, 400, 400])
      expect(counter.calls).toBe(before)
    })

    it('a sign-up with its own verified ticket hashes once', async () => {
      const phone = freshPhone()
      const ticket = await ticketFor(accounts, phone, 'signIn')
      const before = counter.calls
      expect((await accounts.post(ACCOUNT_PATHS.phoneSignUp, signUpBody(ticket, phone))).status).toBe(201)
      expect(counter.calls).toBe(before + 1)
    })
  })

  describe('a flood beyond the queue (one hash at a time, one waiting)', () => {
    let database: TestDatabase
    let harness: AuthHarness
    const { control, wrap } = gated()
    let user: { readonly email: string; readonly id: string }

    beforeAll(async () => {
      database = await backend.open()
      harness = createAuthHarness(database, {
        accounts: { hashing: { concurrency: 1, queue: 1, waitMs: 7_000 }, instrumentHasher: wrap },
      })
      user = await harness.emailUser()
    })
    afterAll(async () => {
      control.open()
      await harness?.accounts.accounts.settled()
      await harness?.accounts.jobs.stop()
      await database?.dispose()
    })

    const eventsIn = async (bucket: string) =>
      (await harness.accounts.db.select().from(rateLimitEvents).where(eq(rateLimitEvents.bucket, bucket)))
        .length

    const signInAnswer = async () => {
      const browser = harness.browser()
      const csrfToken = await browser.csrf()
      const answer = await browser.request('/api/auth/callback/credentials', {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Auth-Return-Redirect': '1' },
        body: new URLSearchParams({
          email: user.email,
          password: PASSWORD,
          csrfToken,
          callbackUrl: '/profile',
        }).toString(),
      })
      return { ...answer, ip: browser.ip }
    }

    it('answers 503 busy with Retry-After at once, while /healthz answers and the held ones finish (V2.4.1)', async () => {
      const { accounts } = harness
      const phones = Array.from({ length: 5 }, () => freshPhone())
      const tickets = await Promise.all(phones.map((phone) => ticketFor(accounts, phone, 'signIn')))
      control.close()
      const entered = control.state.entered

      // Five at once: one takes the place, one waits, and three are refused without waiting for the
      // gate, which is still shut when they answer.
      const settled: Array<{
        readonly index: number
        readonly status: number
        readonly body: unknown
        readonly retryAfter: string | null
      }> = []
      const answers = phones.map((phone, index) =>
        accounts
          .post(ACCOUNT_PATHS.phoneSignUp, signUpBody(tickets[index] ?? '', phone), { en: index % 2 === 1 })
          .then((answer) => {
            settled.push({
              index,
              status: answer.status,
              body: answer.body,
              retryAfter: answer.headers.get('Retry-After'),
            })
            return answer
          }),
      )
      await expect.poll(() => settled.length).toBe(3)
      const refusedAtOnce = [...settled]
      expect(control.state.entered).toBe(entered + 1)
      for (const refused of refusedAtOnce) {
        expect(refused.status).toBe(503)
        expect(refused.retryAfter).toBe('7')
        expect(refused.body).toEqual(
          refused.index % 2 === 1
            ? { code: 'busy', detail: 'The server is busy right now. Please try again in a few seconds.' }
            : { code: 'busy', detail: 'Сервер зараз перевантажений. Спробуйте ще раз за кілька секунд.' },
        )
      }

      // A sign-in meets the same queue: Auth.js answers 503 busy too, not a wrong password.
      const signIn = await signInAnswer()
      expect(signIn.response.status).toBe(503)
      expect(signIn.response.headers.get('Retry-After')).toBe('7')
      expect(signIn.body).toMatchObject({ code: 'busy' })
      expect(signIn.setCookies.filter((cookie) => cookie.name.includes('session-token'))).toEqual([])
      // Nothing was checked, so nothing counts as a failed sign-in of the address or the account.
      expect(await eventsIn(buckets.signInIp(signIn.ip))).toBe(0)
      expect(await eventsIn(buckets.signInAccount(`email:${user.email.toLowerCase()}`))).toBe(0)

      // Everything that hashes nothing answers as usual.
      const health = await harness.app.request('/healthz')
      expect(health.status).toBe(200)
      const tournaments = await accounts.get('/tournaments')
      expect(tournaments.status).toBe(200)
      expect(control.state.entered).toBe(entered + 1)

      control.open()
      const statuses = (await Promise.all(answers)).map((answer) => answer.status)
      expect(statuses.filter((status) => status === 201)).toHaveLength(2)
      // The refused ones spent nothing: their tickets still sign up once the queue is free.
      const again: number[] = []
      for (const { index } of refusedAtOnce) {
        const answer = await accounts.post(
          ACCOUNT_PATHS.phoneSignUp,
          signUpBody(tickets[index] ?? '', phones[index] ?? ''),
        )
        again.push(answer.status)
      }
      expect(again).toEqual([201, 201, 201])
    })

    it('a real sign-in answers once the flood is gone', async () => {
      const signIn = await signInAnswer()
      expect(signIn.response.status).toBe(200)
      expect(signIn.setCookies.some((cookie) => cookie.name === 'authjs.session-token')).toBe(true)
    })
  })

  describe('a first password in the profile', () => {
    let database: TestDatabase
    let accounts: AccountsHarness
    const { control, wrap } = gated()

    beforeAll(async () => {
      database = await backend.open()
      accounts = createAccountsHarness(database, { instrumentHasher: wrap })
    })
    afterAll(async () => {
      control.open()
      await accounts?.accounts.settled()
      await accounts?.jobs.stop()
      await database?.dispose()
    })

    it('is counted like a current password before it is hashed: 10 at once, then 429 (V2.4.1)', async () => {
      const who = await signedInByProvider(accounts)
      control.close()
      const entered = control.state.entered
      const body = { new_password: PASSWORD, repeat_password: PASSWORD }
      const settled: number[] = []
      const answers = Array.from({ length: 12 }, () =>
        accounts
          .post(PROFILE_PATHS.password, body, { bearer: who.tokens.access, ip: '198.51.100.77' })
          .then((answer) => {
            settled.push(answer.status)
            return answer
          }),
      )
      // Ten are counted and wait for the gate (no password is set yet, so the account still has
      // none); two are refused at once.
      await expect.poll(() => settled.length).toBe(2)
      expect(settled).toEqual([429, 429])
      control.open()
      const statuses = (await Promise.all(answers)).map((answer) => answer.status)
      expect(statuses.filter((status) => status === 429)).toHaveLength(2)
      // Ten hashes, not twelve: the refused ones never reached the hasher.
      expect(control.state.entered).toBe(entered + 10)
    })
  })
})
