/**
 * The phone flows through the HTTP app (send a code, verify it, sign up, restore the password) on
 * PGlite and PostgreSQL, with the real SMS outbox and a hand-moved clock.
 */
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { ACCOUNT_PATHS } from '#core/accounts/accounts.api.ts'
import { oneTimeTokens, phoneCodes } from '#server/platform/db/schema.ts'
import { freshIp, freshPhone, useAccountsHarness } from './support/accounts.ts'
import { backends } from './support/database.ts'

const PASSWORD = 'correct horse battery'

const signUpBody = (ticket: string, phone: string, overrides: Record<string, unknown> = {}) => ({
  ticket,
  phone,
  name: 'Олена',
  device: 'PlayStation 5',
  password: PASSWORD,
  confirm_password: PASSWORD,
  accept_terms: true,
  ...overrides,
})

describe.each(backends)('phone flows on $name', (backend) => {
  const h = useAccountsHarness(backend)

  const sendCode = (phone: string, purpose = 'signIn', options: { en?: boolean; ip?: string } = {}) =>
    h.post(ACCOUNT_PATHS.phoneSendCode, { phone, purpose }, options)
  const verify = (phone: string, code: string, purpose = 'signIn') =>
    h.post(ACCOUNT_PATHS.phoneVerify, { phone, code, purpose })
  /** Sends a code and verifies it: the ticket of the next step. */
  const ticketFor = async (phone: string, purpose = 'signIn') => {
    expect((await sendCode(phone, purpose)).status).toBe(200)
    const verified = await verify(phone, await h.lastCode(phone), purpose)
    expect(verified.status).toBe(200)
    return verified.body as { ticket: string; user_exists: boolean }
  }
  /** The code a wrong guess uses: any 6 digits but the right ones. */
  const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0')

  describe('send a code', () => {
    it('texts 6 digits in the language of the URL and answers the resend countdown', async () => {
      const phone = freshPhone()
      const uk = await sendCode(phone)
      expect(uk.status).toBe(200)
      expect(uk.body).toEqual({ resend_after_seconds: 60 })
      expect(uk.headers.get('Cache-Control')).toBe('no-store')
      const [first] = await h.smsTo(phone)
      expect(first?.text).toMatch(/^Ваш код Vatra Esports: \d{6}\. Дійсний 10 хвилин\.$/)

      h.clock.advance(61)
      expect((await sendCode(phone, 'signIn', { en: true })).status).toBe(200)
      expect((await h.smsTo(phone)).at(-1)?.text).toMatch(
        /^Your Vatra Esports code: \d{6}\. Valid for 10 minutes\.$/,
      )
    })

    it('accepts the number as people type it and texts its E.164 form', async () => {
      const phone = freshPhone()
      const typed = `0${phone.slice(4, 6)} ${phone.slice(6, 9)}-${phone.slice(9, 11)}-${phone.slice(11)}`
      expect((await sendCode(typed)).status).toBe(200)
      expect(await h.smsTo(phone)).toHaveLength(1)
    })

    it('V6.5.2 V6.5.5 stores an HMAC of the code, never the code, valid for 10 minutes', async () => {
      const phone = freshPhone()
      await sendCode(phone)
      const code = await h.lastCode(phone)
      const rows = await h.db.select().from(phoneCodes).where(eq(phoneCodes.phone, phone))
      expect(rows).toHaveLength(1)
      const [row] = rows
      expect(row?.codeHash).toMatch(/^[0-9a-f]{64}$/)
      expect(row?.codeHash).not.toContain(code)
      expect((row?.expiresAt.getTime() ?? 0) - h.clock.now().getTime()).toBe(10 * 60 * 1000)
    })

    it('answers every field error translated by the URL language', async () => {
      expect(await h.post(ACCOUNT_PATHS.phoneSendCode, { phone: '067 12', purpose: 'signIn' })).toMatchObject(
        {
          status: 400,
          body: { phone: [{ code: 'phoneTooShort', params: {}, message: 'Номер телефону закороткий' }] },
        },
      )
      expect(
        await h.post(ACCOUNT_PATHS.phoneSendCode, { phone: '', purpose: 'login' }, { en: true }),
      ).toMatchObject({
        status: 400,
        body: {
          phone: [{ code: 'required', params: {}, message: 'This field is required' }],
          purpose: [{ code: 'invalid', params: {}, message: 'Invalid value' }],
        },
      })
      expect(
        await h.post(
          ACCOUNT_PATHS.phoneSendCode,
          { phone: '+44 20 7946 0958', purpose: 'signIn' },
          { en: true },
        ),
      ).toMatchObject({
        status: 400,
        body: { phone: [{ code: 'phoneInvalid', params: {}, message: 'Enter a Ukrainian phone number' }] },
      })
    })

    it('V6.3.8 restore: an unknown phone gets the same answer and no SMS', async () => {
      const unknown = freshPhone()
      const known = freshPhone()
      await h.signUpByPhone(known, PASSWORD)
      h.clock.advance(61)
      const forUnknown = await sendCode(unknown, 'restore')
      const forKnown = await sendCode(known, 'restore')
      expect(forUnknown.status).toBe(forKnown.status)
      expect(forUnknown.body).toEqual(forKnown.body)
      expect(await h.smsTo(unknown)).toEqual([])
      expect((await h.smsTo(known)).length).toBe(2)
      // Nothing to guess: no code exists for the unknown phone.
      expect((await verify(unknown, '000000', 'restore')).status).toBe(400)
    })
  })

  describe('verify the code', () => {
    it('V7.2.3 answers a ticket of 256 random bits for a new phone, stored only as its SHA-256, valid 15 minutes', async () => {
      const phone = freshPhone()
      const { ticket, user_exists } = await ticketFor(phone)
      expect(user_exists).toBe(false)
      expect(ticket).toMatch(/^[A-Za-z0-9_-]{43}$/)
      const rows = await h.db.select().from(oneTimeTokens).where(eq(oneTimeTokens.subject, phone))
      expect(rows.map((row) => row.purpose)).toEqual(['phone_sign_in'])
      expect(rows[0]?.tokenHash).toMatch(/^[0-9a-f]{64}$/)
      expect(rows[0]?.tokenHash).not.toBe(ticket)
      expect((rows[0]?.expiresAt.getTime() ?? 0) - h.clock.now().getTime()).toBe(15 * 60 * 1000)
    })

    it('tells an existing user apart (password step next)', async () => {
      const phone = freshPhone()
      await h.signUpByPhone(phone, PASSWORD)
      h.clock.advance(61)
      expect((await ticketFor(phone)).user_exists).toBe(true)
    })

    it('V6.5.1 a code works once', async () => {
      const phone = freshPhone()
      await sendCode(phone)
      const code = await h.lastCode(phone)
      expect((await verify(phone, code)).status).toBe(200)
      expect(await verify(phone, code)).toMatchObject({
        status: 400,
        body: { detail: 'Неправильний код', code: 'incorrect_code' },
      })
    })

    it('answers a wrong code with incorrect_code in both languages', async () => {
      const phone = freshPhone()
      await sendCode(phone)
      const code = wrong(await h.lastCode(phone))
      expect(await verify(phone, code)).toMatchObject({
        status: 400,
        body: { detail: 'Неправильний код', code: 'incorrect_code' },
      })
      expect(
        await h.post(ACCOUNT_PATHS.phoneVerify, { phone, code, purpose: 'signIn' }, { en: true }),
      ).toMatchObject({
        status: 400,
        body: { detail: 'Incorrect code', code: 'incorrect_code' },
      })
    })

    it('V6.6.3 kills a code after 5 wrong tries: even the right one is refused then', async () => {
      const phone = freshPhone()
      await sendCode(phone)
      const code = await h.lastCode(phone)
      for (let attempt = 0; attempt < 5; attempt += 1)
        expect((await verify(phone, wrong(code))).status).toBe(400)
      expect((await verify(phone, code)).body).toMatchObject({ code: 'incorrect_code' })
    })

    it('accepts the right code after 4 wrong tries', async () => {
      const phone = freshPhone()
      await sendCode(phone)
      const code = await h.lastCode(phone)
      for (let attempt = 0; attempt < 4; attempt += 1)
        expect((await verify(phone, wrong(code))).status).toBe(400)
      expect((await verify(phone, code)).status).toBe(200)
    })

    it('V6.6.3 counts concurrent wrong tries exactly: 5 at most, whatever the interleaving', async () => {
      const phone = freshPhone()
      await sendCode(phone)
      const code = await h.lastCode(phone)
      const answers = await Promise.all(Array.from({ length: 8 }, () => verify(phone, wrong(code))))
      expect(answers.every((answer) => answer.status === 400)).toBe(true)
      const [row] = await h.db.select().from(phoneCodes).where(eq(phoneCodes.phone, phone))
      expect(row?.attempts).toBe(5)
      expect((await verify(phone, code)).status).toBe(400)
    })

    it('V6.5.1 accepts one of several concurrent verifications of the right code', async () => {
      const phone = freshPhone()
      await sendCode(phone)
      const code = await h.lastCode(phone)
      const answers = await Promise.all([verify(phone, code), verify(phone, code), verify(phone, code)])
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400, 400])
    })

    it('V6.5.5 refuses a code after its 10 minutes', async () => {
      const phone = freshPhone()
      await sendCode(phone)
      const code = await h.lastCode(phone)
      h.clock.advance(10 * 60)
      expect((await verify(phone, code)).status).toBe(400)
    })

    it('a new code replaces the older one', async () => {
      const phone = freshPhone()
      await sendCode(phone)
      const first = await h.lastCode(phone)
      h.clock.advance(61)
      await sendCode(phone)
      const second = await h.lastCode(phone)
      if (first !== second) expect((await verify(phone, first)).status).toBe(400)
      expect((await verify(phone, second)).status).toBe(200)
    })

    it('V6.6.2 a sign-in code does not verify a restore, nor the reverse', async () => {
      const phone = freshPhone()
      await h.signUpByPhone(phone, PASSWORD)
      h.clock.advance(61)
      await sendCode(phone, 'restore')
      const code = await h.lastCode(phone)
      expect((await verify(phone, code, 'signIn')).status).toBe(400)
      expect((await verify(phone, code, 'restore')).status).toBe(200)
    })

    it('answers field errors for a malformed code', async () => {
      expect(await verify(freshPhone(), '12a45')).toMatchObject({
        status: 400,
        body: { code: [{ code: 'codeFormat', params: {}, message: 'Код складається з 6 цифр' }] },
      })
    })
  })

  describe('sign up', () => {
    it('creates the user with the verified phone, name, device and a generated username', async () => {
      const phone = freshPhone()
      const { ticket } = await ticketFor(phone)
      const created = await h.post(ACCOUNT_PATHS.phoneSignUp, signUpBody(ticket, phone), { en: true })
      expect(created).toMatchObject({ status: 201, body: {} })
      const user = await h.userByPhone(phone)
      expect(user).toMatchObject({
        phone,
        firstName: 'Олена',
        playingDevice: 'PlayStation 5',
        email: null,
        locale: 'en',
        role: 'player',
        disabled: false,
      })
      expect(user?.username).toMatch(/^player\d{6}$/)
      expect(user?.phoneVerifiedAt?.getTime()).toBe(h.clock.now().getTime())
      expect(user?.passwordHash).toMatch(/^scrypt\$\d+\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/)
      expect(user?.passwordHash).not.toContain(PASSWORD)
      // The account signs in with that password (what Auth.js's credentials provider does next).
      const outcome = await h.accounts.gateway.signInWithPassword({
        phone,
        password: PASSWORD,
        ip: freshIp(),
      })
      expect(outcome.ok).toBe(true)
    })

    it('keeps Ukrainian as the locale of a sign-up at /api/v1', async () => {
      const phone = freshPhone()
      await h.signUpByPhone(phone, PASSWORD)
      expect((await h.userByPhone(phone))?.locale).toBe('uk')
    })

    it('V6.5.1 spends the ticket: a second sign-up with it is invalid_token', async () => {
      const phone = freshPhone()
      const { ticket } = await ticketFor(phone)
      expect((await h.post(ACCOUNT_PATHS.phoneSignUp, signUpBody(ticket, phone))).status).toBe(201)
      expect(await h.post(ACCOUNT_PATHS.phoneSignUp, signUpBody(ticket, phone))).toMatchObject({
        status: 400,
        body: {
          detail: 'Токен недійсний або термін його дії минув. Спробуйте ще раз.',
          code: 'invalid_token',
        },
      })
    })

    it('refuses a ticket of another phone, of a restore, or past its 15 minutes', async () => {
      const phone = freshPhone()
      const other = freshPhone()
      const { ticket } = await ticketFor(phone)
      expect((await h.post(ACCOUNT_PATHS.phoneSignUp, signUpBody(ticket, other), { en: true })).body).toEqual(
        {
          detail: 'The token is invalid or expired. Please try again.',
          code: 'invalid_token',
        },
      )

      for (const bad of ['too-short', '', 'ü'.repeat(43)]) {
        expect((await h.post(ACCOUNT_PATHS.phoneSignUp, signUpBody(bad, phone))).body, bad).toMatchObject({
          code: 'invalid_token',
        })
      }

      const restoring = freshPhone()
      await h.signUpByPhone(restoring, PASSWORD)
      h.clock.advance(61)
      const restore = await ticketFor(restoring, 'restore')
      expect((await h.post(ACCOUNT_PATHS.phoneSignUp, signUpBody(restore.ticket, restoring))).status).toBe(
        400,
      )

      const late = freshPhone()
      const lateTicket = await ticketFor(late)
      h.clock.advance(15 * 60)
      expect((await h.post(ACCOUNT_PATHS.phoneSignUp, signUpBody(lateTicket.ticket, late))).status).toBe(400)
      expect(await h.userByPhone(late)).toBeUndefined()
    })

    it('answers account_exists for a phone that has an account', async () => {
      const phone = freshPhone()
      await h.signUpByPhone(phone, PASSWORD)
      h.clock.advance(61)
      const { ticket, user_exists } = await ticketFor(phone)
      expect(user_exists).toBe(true)
      expect(await h.post(ACCOUNT_PATHS.phoneSignUp, signUpBody(ticket, phone))).toMatchObject({
        status: 409,
        body: { code: 'account_exists' },
      })
    })

    it('answers every form error under its wire name, without spending the ticket', async () => {
      const phone = freshPhone()
      const { ticket } = await ticketFor(phone)
      const invalid = signUpBody(ticket, phone, { name: ' ', password: 'short', accept_terms: false })
      expect(await h.post(ACCOUNT_PATHS.phoneSignUp, invalid, { en: true })).toMatchObject({
        status: 400,
        body: {
          name: [{ code: 'required', params: {}, message: 'This field is required' }],
          password: [{ code: 'minLength', params: { min: 8 }, message: 'Minimum length is 8 characters' }],
          accept_terms: [{ code: 'termsRequired', params: {}, message: 'You must accept the terms of use' }],
        },
      })
      expect((await h.post(ACCOUNT_PATHS.phoneSignUp, invalid)).body).toEqual({
        name: [{ code: 'required', params: {}, message: "Це поле обов'язкове" }],
        password: [{ code: 'minLength', params: { min: 8 }, message: 'Мінімальна довжина — 8 символів' }],
        accept_terms: [
          { code: 'termsRequired', params: {}, message: 'Потрібно прийняти умови користування' },
        ],
      })
      // The form-level check (core's fieldsMatch) runs once the fields themselves are valid.
      const mismatch = signUpBody(ticket, phone, { confirm_password: `${PASSWORD}!` })
      expect(await h.post(ACCOUNT_PATHS.phoneSignUp, mismatch, { en: true })).toMatchObject({
        status: 400,
        body: { confirm_password: [{ code: 'passwordsMatch', params: {}, message: 'Passwords must match' }] },
      })
      expect((await h.post(ACCOUNT_PATHS.phoneSignUp, signUpBody(ticket, phone))).status).toBe(201)
    })
  })

  describe('restore the password by phone', () => {
    it('V6.4.3 V7.4.3 sets the new password, spends the ticket and signs out every session', async () => {
      const phone = freshPhone()
      await h.signUpByPhone(phone, PASSWORD)
      const before = await h.tokensFor({ phone, password: PASSWORD })
      h.clock.advance(61)
      const { ticket, user_exists } = await ticketFor(phone, 'restore')
      expect(user_exists).toBe(true)
      const body = { ticket, password: 'a brand new secret', confirm_password: 'a brand new secret' }
      const reset = await h.post(ACCOUNT_PATHS.phoneResetPassword, body)
      expect(reset.status).toBe(204)
      expect(reset.body).toBeNull()

      const ip = freshIp()
      expect(await h.accounts.gateway.signInWithPassword({ phone, password: PASSWORD, ip })).toEqual({
        ok: false,
        reason: 'invalid',
      })
      expect((await h.accounts.gateway.signInWithPassword({ phone, password: body.password, ip })).ok).toBe(
        true,
      )
      expect((await h.post(ACCOUNT_PATHS.tokenRefresh, { refresh: before.refresh })).status).toBe(401)
      expect((await h.post(ACCOUNT_PATHS.phoneResetPassword, body)).body).toMatchObject({
        code: 'invalid_token',
      })
    })

    it('refuses to restore a disabled account', async () => {
      const phone = freshPhone()
      const user = await h.signUpByPhone(phone, PASSWORD)
      h.clock.advance(61)
      const { ticket } = await ticketFor(phone, 'restore')
      await h.setDisabled(user.id, true)
      const body = { ticket, password: 'a brand new secret', confirm_password: 'a brand new secret' }
      expect((await h.post(ACCOUNT_PATHS.phoneResetPassword, body)).body).toMatchObject({
        code: 'invalid_token',
      })
      expect((await h.userByPhone(phone))?.passwordHash).toBe(user.passwordHash)
    })

    it('refuses a sign-in ticket or none, and reports form errors under their wire names', async () => {
      const phone = freshPhone()
      const { ticket } = await ticketFor(phone)
      expect(
        (
          await h.post(ACCOUNT_PATHS.phoneResetPassword, {
            ticket,
            password: PASSWORD,
            confirm_password: PASSWORD,
          })
        ).body,
      ).toMatchObject({ code: 'invalid_token' })
      expect(
        await h.post(
          ACCOUNT_PATHS.phoneResetPassword,
          { password: 'x', confirm_password: 'y' },
          { en: true },
        ),
      ).toMatchObject({ status: 400, body: { detail: 'The token is invalid or expired. Please try again.' } })
      expect(
        await h.post(
          ACCOUNT_PATHS.phoneResetPassword,
          { ticket, password: 'x', confirm_password: 'y' },
          { en: true },
        ),
      ).toMatchObject({
        status: 400,
        body: {
          password: [{ code: 'minLength', params: { min: 8 }, message: 'Minimum length is 8 characters' }],
        },
      })
      expect(
        await h.post(ACCOUNT_PATHS.phoneResetPassword, {
          ticket,
          password: PASSWORD,
          confirm_password: 'other',
        }),
      ).toMatchObject({
        status: 400,
        body: {
          confirm_password: [{ code: 'passwordsMatch', params: {}, message: 'Паролі мають збігатися' }],
        },
      })
    })
  })
})
