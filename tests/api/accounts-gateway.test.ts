/**
 * The AccountGateway Auth.js signs in through: password sign-in by e-mail or phone, social sign-in
 * (find or create, never link by e-mail), on PGlite and PostgreSQL.
 */
import { eq } from 'drizzle-orm'
import { decodeJwt } from 'jose'
import pino from 'pino'
import { beforeAll, describe, expect, it } from 'vitest'
import { createAccounts } from '#server/accounts/index.ts'
import type { ProviderProfile } from '#server/accounts/ports.ts'
import { userAccounts, users } from '#server/platform/db/schema.ts'
import { createJobQueue } from '#server/platform/jobs/queue.ts'
import { createImageUploads } from '#server/uploads/index.ts'
import {
  freshEmail,
  freshIp,
  freshPhone,
  ROOMY_HASHING,
  TEST_JWT_SECRET,
  TEST_SCRYPT,
  useAccountsHarness,
} from './support/accounts.ts'
import { backends } from './support/database.ts'

const PASSWORD = 'gateway password 1'

let accountCounter = 0
const profileOf = (overrides: Partial<ProviderProfile> = {}): ProviderProfile => {
  accountCounter += 1
  return {
    provider: 'discord',
    providerAccountId: `${process.pid}-${accountCounter}`,
    email: null,
    emailVerified: false,
    name: `Streamer ${process.pid % 1000} ${accountCounter}`,
    image: 'https://cdn.example.com/avatar.png',
    locale: 'uk',
    ...overrides,
  }
}

describe.each(backends)('account gateway on $name', (backend) => {
  const h = useAccountsHarness(backend)
  let phone: string
  let email: string

  beforeAll(async () => {
    phone = freshPhone()
    const user = await h.signUpByPhone(phone, PASSWORD)
    email = freshEmail('Gateway.User')
    // The same person also proved an e-mail address (as the profile's e-mail change will).
    await h.db.update(users).set({ email, emailVerifiedAt: h.clock.now() }).where(eq(users.id, user.id))
  })

  const signIn = (attempt: { email?: string; phone?: string; password: string }) =>
    h.accounts.gateway.signInWithPassword({ ...attempt, ip: freshIp() })

  describe('signInWithPassword', () => {
    it('signs in by phone (E.164 or as typed) and by e-mail in any case, with backend tokens', async () => {
      const user = await h.userByPhone(phone)
      for (const attempt of [
        { phone },
        { phone: `0${phone.slice(4)}` },
        { email },
        { email: email.toUpperCase() },
        { email: ` ${email} ` },
      ]) {
        const outcome = await signIn({ ...attempt, password: PASSWORD })
        expect(outcome, JSON.stringify(attempt)).toMatchObject({
          ok: true,
          user: { id: user?.id, name: user?.username, email, image: null },
        })
        if (outcome.ok) expect(decodeJwt(outcome.tokens.access)).toMatchObject({ user_id: user?.id })
      }
    })

    it('V6.3.8 V6.2.8 answers invalid alike for a wrong password, an unknown user and a malformed identifier', async () => {
      for (const attempt of [
        { phone, password: 'wrong password' },
        { phone, password: PASSWORD.toUpperCase() },
        { phone: freshPhone(), password: PASSWORD },
        { email: freshEmail(), password: PASSWORD },
        { email: 'not-an-address', password: PASSWORD },
        { phone: '12', password: PASSWORD },
        { email, phone, password: PASSWORD },
        { password: PASSWORD },
        { phone, password: '' },
        { phone, password: `${PASSWORD}${'x'.repeat(5000)}` },
      ]) {
        expect(await signIn(attempt), JSON.stringify(attempt).slice(0, 80)).toEqual({
          ok: false,
          reason: 'invalid',
        })
      }
    })

    it('V6.3.8 a provider-only account (no password) never signs in with a password', async () => {
      const outcome = await h.accounts.gateway.signInWithProvider(
        profileOf({ email: freshEmail('social'), emailVerified: true }),
      )
      if (!outcome.ok) throw new Error('provider sign-in failed')
      expect(await signIn({ email: outcome.user.email ?? '', password: '' })).toEqual({
        ok: false,
        reason: 'invalid',
      })
      expect(await signIn({ email: outcome.user.email ?? '', password: 'anything at all' })).toEqual({
        ok: false,
        reason: 'invalid',
      })
    })

    it('says disabled only to the right password (no status leak to guessers)', async () => {
      const user = await h.userByPhone(phone)
      await h.setDisabled(user?.id ?? '', true)
      try {
        expect(await signIn({ phone, password: PASSWORD })).toEqual({ ok: false, reason: 'disabled' })
        expect(await signIn({ phone, password: 'wrong password' })).toEqual({ ok: false, reason: 'invalid' })
      } finally {
        await h.setDisabled(user?.id ?? '', false)
      }
    })

    it('V11.4.2 rehashes a password stored with weaker parameters at the next sign-in', async () => {
      const weakPhone = freshPhone()
      await h.signUpByPhone(weakPhone, PASSWORD)
      expect((await h.userByPhone(weakPhone))?.passwordHash).toMatch(/^scrypt\$1024\$8\$1\$/)
      const stronger = createAccounts({
        db: h.db,
        jwtSecret: TEST_JWT_SECRET,
        accessTokenTtl: 60,
        refreshTokenTtl: 120,
        sessionTtl: 600,
        publicUrl: 'https://vatra.test',
        trustProxy: false,
        mailer: {
          sendRegistrationLink: async () => {},
          sendAlreadyRegistered: async () => {},
          sendPasswordReset: async () => {},
        },
        sms: { send: async () => {} },
        // Its own queue on the same table, never started: this sign-in queues nothing.
        jobs: createJobQueue({ db: h.db, logger: pino({ level: 'silent' }) }),
        smsCaps: { perAccountPerHour: 5, totalPerHour: 300 },
        profile: {
          mailer: { sendEmailChangeLink: async () => {}, sendAccountChanged: async () => {} },
          uploads: createImageUploads({ storage: h.storage, logger: pino({ level: 'silent' }) }),
        },
        logger: pino({ level: 'silent' }),
        now: h.clock.now,
        scrypt: { ...TEST_SCRYPT, N: TEST_SCRYPT.N * 2 },
        hashing: ROOMY_HASHING,
      })
      const outcome = await stronger.gateway.signInWithPassword({
        phone: weakPhone,
        password: PASSWORD,
        ip: freshIp(),
      })
      expect(outcome.ok).toBe(true)
      const rehashed = (await h.userByPhone(weakPhone))?.passwordHash
      expect(rehashed).toMatch(/^scrypt\$2048\$8\$1\$/)
      // Not a password change: tokens issued before stay valid.
      expect((await h.userByPhone(weakPhone))?.passwordChangedAt).toBeNull()
      expect((await signIn({ phone: weakPhone, password: PASSWORD })).ok).toBe(true)
    })
  })

  describe('signInWithProvider', () => {
    it('creates a user named after the provider name, with the verified address, and finds it next time', async () => {
      const address = freshEmail('Streamer')
      const profile = profileOf({
        email: address,
        emailVerified: true,
        name: 'Best  Streamer UA',
        locale: 'en',
      })
      const first = await h.accounts.gateway.signInWithProvider(profile)
      if (!first.ok) throw new Error('provider sign-in failed')
      expect(first.user).toMatchObject({ email: address, image: null })
      expect(first.user.name).toMatch(/^BestStreamerUA(\d{4})?$/)
      const [row] = await h.db.select().from(users).where(eq(users.id, first.user.id))
      expect(row).toMatchObject({ email: address, locale: 'en', passwordHash: null, phone: null })
      expect(row?.emailVerifiedAt).not.toBeNull()
      const links = await h.db.select().from(userAccounts).where(eq(userAccounts.userId, first.user.id))
      expect(links).toMatchObject([{ provider: 'discord', providerAccountId: profile.providerAccountId }])

      const again = await h.accounts.gateway.signInWithProvider({ ...profile, name: 'Renamed', email: null })
      expect(again).toMatchObject({ ok: true, user: { id: first.user.id, name: first.user.name } })
      if (again.ok) expect(decodeJwt(again.tokens.refresh)).toMatchObject({ token_type: 'refresh' })
    })

    it('drops an address the provider did not verify', async () => {
      const outcome = await h.accounts.gateway.signInWithProvider(
        profileOf({ email: freshEmail('unverified'), emailVerified: false }),
      )
      expect(outcome).toMatchObject({ ok: true, user: { email: null } })
    })

    it('V10.5.2 never links to an existing account by e-mail (account takeover): a new user without the address', async () => {
      const existing = await h.userByEmail(email)
      const outcome = await h.accounts.gateway.signInWithProvider(
        profileOf({ provider: 'google', email: email.toUpperCase(), emailVerified: true }),
      )
      if (!outcome.ok) throw new Error('provider sign-in failed')
      expect(outcome.user.id).not.toBe(existing?.id)
      expect(outcome.user.email).toBeNull()
      expect(
        await h.db
          .select()
          .from(userAccounts)
          .where(eq(userAccounts.userId, existing?.id ?? '')),
      ).toEqual([])
    })

    it('makes a valid, free username from any display name', async () => {
      const taken = await h.accounts.gateway.signInWithProvider(profileOf({ name: 'TwinName' }))
      const twin = await h.accounts.gateway.signInWithProvider(profileOf({ name: 'twinname' }))
      expect(taken).toMatchObject({ ok: true, user: { name: 'TwinName' } })
      expect(twin.ok && twin.user.name).toMatch(/^twinname\d{4}$/)
      for (const [name, expected] of [
        ['A', /^player(\d{4})?$/],
        [null, /^player(\d{4})?$/],
        ['   ', /^player(\d{4})?$/],
        ['<script>alert(1)</script>', /^scriptalert1script(\d{4})?$/],
        ['Дуже Довге Імʼя Стрімера Українською', /^(ДужеДовгеІмʼяСтрімераУкр|ДужеДовгеІмʼяСтрім\d{4})$/],
        ['𝕍𝕒𝕥𝕣𝕒 🔥 𐐷𐐷𐐷', /^Vatra𐐷𐐷𐐷(\d{4})?$/],
        ['x'.repeat(60), /^x{20,24}(\d{4})?$/],
      ] as const) {
        const outcome = await h.accounts.gateway.signInWithProvider(profileOf({ name }))
        if (!outcome.ok) throw new Error('provider sign-in failed')
        expect(outcome.user.name, String(name)).toMatch(expected)
        expect([...outcome.user.name].length).toBeLessThanOrEqual(24)
      }
    })

    it('creates one user for concurrent first sign-ins of the same provider account', async () => {
      const profile = profileOf({ provider: 'twitch' })
      const outcomes = await Promise.all(
        Array.from({ length: 4 }, () => h.accounts.gateway.signInWithProvider(profile)),
      )
      const ids = new Set(outcomes.map((outcome) => (outcome.ok ? outcome.user.id : 'failed')))
      expect(ids.size).toBe(1)
      expect(ids.has('failed')).toBe(false)
    })

    it('refuses a disabled provider user', async () => {
      const profile = profileOf()
      const first = await h.accounts.gateway.signInWithProvider(profile)
      if (!first.ok) throw new Error('provider sign-in failed')
      await h.setDisabled(first.user.id, true)
      expect(await h.accounts.gateway.signInWithProvider(profile)).toEqual({ ok: false, reason: 'disabled' })
    })
  })
})
