/**
 * The e-mail flows through the HTTP app (register → mailed link → password; forgot password →
 * mailed link → new password) on PGlite and PostgreSQL, with the real file outbox of mails.
 */
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { ACCOUNT_PATHS } from '#core/accounts/accounts.api.ts'
import { mail as enMail } from '#locales/en/mail.ts'
import { mail as ukMail } from '#locales/uk/mail.ts'
import { oneTimeTokens, users } from '#server/platform/db/schema.ts'
import {
  freshEmail,
  freshIp,
  freshNickname,
  freshPhone,
  PUBLIC_URL,
  useAccountsHarness,
} from './support/accounts.ts'
import { backends } from './support/database.ts'

const PASSWORD = 'e-mail flows 2026'
const INVALID_UK = {
  detail: 'Токен недійсний або термін його дії минув. Спробуйте ще раз.',
  code: 'invalid_token',
}
const INVALID_EN = { detail: 'The token is invalid or expired. Please try again.', code: 'invalid_token' }

describe.each(backends)('e-mail flows on $name', (backend) => {
  const h = useAccountsHarness(backend)

  const register = (email: string, nickname = freshNickname(), options: { en?: boolean; ip?: string } = {}) =>
    h.post(ACCOUNT_PATHS.emailRegister, { email, nickname, accept_terms: true }, options)
  const confirm = (token: string, password = PASSWORD, en = false) =>
    h.post(ACCOUNT_PATHS.emailRegisterConfirm, { token, password, confirm_password: password }, { en })
  /** Registers and confirms a new address; answers its nickname. */
  const account = async (email: string, password = PASSWORD) => {
    const nickname = freshNickname()
    expect((await register(email, nickname)).status).toBe(202)
    expect((await confirm(await h.lastLinkToken(email, '/register/confirm'), password)).status).toBe(201)
    return nickname
  }
  const forgot = (email: string, options: { en?: boolean; ip?: string } = {}) =>
    h.post(ACCOUNT_PATHS.forgotPassword, { email }, options)
  const reset = (token: string, password: string, en = false) =>
    h.post(ACCOUNT_PATHS.resetPassword, { token, password, confirm_password: password }, { en })

  describe('register', () => {
    it('mails a 24-hour link to /register/confirm/{token} in the language of the URL', async () => {
      const email = freshEmail()
      const answer = await register(email)
      expect(answer).toMatchObject({ status: 202, body: {} })
      const [mail] = await h.mailsTo(email)
      expect(mail?.subject).toBe(ukMail.registration.subject)
      const token = await h.lastLinkToken(email, '/register/confirm')
      expect(mail?.text).toContain(`${PUBLIC_URL}/register/confirm/${token}`)
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/)

      const english = freshEmail()
      await register(english, freshNickname(), { en: true })
      const [englishMail] = await h.mailsTo(english)
      expect(englishMail?.subject).toBe(enMail.registration.subject)
      expect(englishMail?.text).toContain(
        `${PUBLIC_URL}/en/register/confirm/${await h.lastLinkToken(english, '/en/register/confirm')}`,
      )
    })

    it('V3.7.2 the link carries a safe page to come back to, and nothing else', async () => {
      const email = freshEmail()
      const nickname = freshNickname()
      const answer = await h.post(ACCOUNT_PATHS.emailRegister, {
        email,
        nickname,
        accept_terms: true,
        redirect: '/en/tournaments/spring-cup?tab=rules',
      })
      expect(answer.status).toBe(202)
      const token = await h.lastLinkToken(email, '/register/confirm')
      const [mail] = await h.mailsTo(email)
      expect(mail?.text).toContain(
        `${PUBLIC_URL}/register/confirm/${token}?redirect=%2Fen%2Ftournaments%2Fspring-cup%3Ftab%3Drules`,
      )

      for (const redirect of ['https://evil.example/', '//evil.example', '/\\evil.example']) {
        const other = freshEmail()
        const refused = await h.post(ACCOUNT_PATHS.emailRegister, {
          email: other,
          nickname: freshNickname(),
          accept_terms: true,
          redirect,
        })
        expect(refused.status).toBe(202)
        const [otherMail] = await h.mailsTo(other)
        expect(otherMail?.text).toContain(
          `/register/confirm/${await h.lastLinkToken(other, '/register/confirm')}`,
        )
        expect(otherMail?.text).not.toContain('redirect=')
        expect(otherMail?.text).not.toContain('evil.example')
      }
    })

    it('V6.4.1 keeps only the SHA-256 of the link token, with the nickname and language, 24 h', async () => {
      const email = freshEmail()
      const nickname = freshNickname()
      await register(email, nickname, { en: true })
      const token = await h.lastLinkToken(email, '/register/confirm')
      const rows = await h.db
        .select()
        .from(oneTimeTokens)
        .where(eq(oneTimeTokens.subject, email.toLowerCase()))
      expect(rows).toHaveLength(1)
      expect(rows[0]).toMatchObject({ purpose: 'email_register', payload: { email, nickname, locale: 'en' } })
      expect(rows[0]?.tokenHash).toMatch(/^[0-9a-f]{64}$/)
      expect(JSON.stringify(rows)).not.toContain(token)
      expect((rows[0]?.expiresAt.getTime() ?? 0) - h.clock.now().getTime()).toBe(24 * 60 * 60 * 1000)
    })

    it('V6.3.8 answers a known address exactly like an unknown one, and mails it a note instead of a link', async () => {
      const known = freshEmail()
      await account(known)
      h.clock.advance(61)
      const unknown = freshEmail()
      const forKnown = await register(known.toUpperCase())
      const forUnknown = await register(unknown)
      expect(forKnown.status).toBe(forUnknown.status)
      expect(forKnown.body).toEqual(forUnknown.body)
      const strip = (headers: Headers) =>
        [...headers.entries()].filter(([name]) => name !== 'x-request-id' && name !== 'content-length')
      expect(strip(forKnown.headers)).toEqual(strip(forUnknown.headers))

      const note = (await h.mailsTo(known)).at(-1)
      expect(note?.subject).toBe(ukMail.alreadyRegistered.subject)
      expect(note?.text).toContain(`${PUBLIC_URL}/login`)
      expect(note?.text).toContain(`${PUBLIC_URL}/forgot-password/email`)
      expect(note?.text).not.toMatch(/register\/confirm/)
    })

    it('refuses a taken nickname (any case) under the nickname field, translated', async () => {
      const nickname = await account(freshEmail())
      h.clock.advance(61)
      expect(await register(freshEmail(), nickname.toUpperCase())).toMatchObject({
        status: 400,
        body: { nickname: [{ code: 'nicknameTaken', params: {}, message: 'Цей нікнейм уже зайнятий' }] },
      })
      expect(await register(freshEmail(), nickname, { en: true })).toMatchObject({
        status: 400,
        body: { nickname: [{ code: 'nicknameTaken', params: {}, message: 'This nickname is taken' }] },
      })
    })

    it('answers every field error at once', async () => {
      expect(
        await h.post(
          ACCOUNT_PATHS.emailRegister,
          { email: 'nope', nickname: 'a b', accept_terms: false },
          { en: true },
        ),
      ).toMatchObject({
        status: 400,
        body: {
          email: [{ code: 'invalidEmail', params: {}, message: 'Invalid email' }],
          nickname: [{ code: 'noSpaces', params: {}, message: 'Spaces are not allowed' }],
          accept_terms: [{ code: 'termsRequired', params: {}, message: 'You must accept the terms of use' }],
        },
      })
      expect((await h.post(ACCOUNT_PATHS.emailRegister, { nickname: 'x'.repeat(25) })).body).toEqual({
        email: [{ code: 'required', params: {}, message: "Це поле обов'язкове" }],
        nickname: [{ code: 'maxLength', params: { max: 24 }, message: 'Максимальна довжина — 24 символи' }],
        accept_terms: [{ code: 'required', params: {}, message: "Це поле обов'язкове" }],
      })
    })

    it('a new link replaces the older one', async () => {
      const email = freshEmail()
      await register(email)
      const first = await h.lastLinkToken(email, '/register/confirm')
      h.clock.advance(61)
      await register(email)
      const second = await h.lastLinkToken(email, '/register/confirm')
      expect(second).not.toBe(first)
      expect(await confirm(first)).toMatchObject({ status: 400, body: INVALID_UK })
      expect((await confirm(second)).status).toBe(201)
    })
  })

  describe('check and confirm the registration link', () => {
    it('check answers the address while the link lives, without spending it', async () => {
      const email = freshEmail()
      await register(email)
      const token = await h.lastLinkToken(email, '/register/confirm')
      for (let i = 0; i < 2; i += 1) {
        expect(await h.post(ACCOUNT_PATHS.emailRegisterCheck, { token })).toMatchObject({
          status: 200,
          body: { email },
        })
      }
    })

    it('check refuses unknown, malformed and missing tokens with invalid_token in both languages', async () => {
      const unknown = 'A'.repeat(43)
      expect(await h.post(ACCOUNT_PATHS.emailRegisterCheck, { token: unknown })).toMatchObject({
        status: 400,
        body: INVALID_UK,
      })
      expect(await h.post(ACCOUNT_PATHS.emailRegisterCheck, { token: unknown }, { en: true })).toMatchObject({
        status: 400,
        body: INVALID_EN,
      })
      for (const body of [
        { token: 'short' },
        { token: 'x'.repeat(200) },
        { token: 'with spaces and !!' },
        {},
      ]) {
        expect(
          await h.post(ACCOUNT_PATHS.emailRegisterCheck, body, { en: true }),
          JSON.stringify(body),
        ).toMatchObject({
          status: 400,
          body: INVALID_EN,
        })
      }
    })

    it('confirm creates the account with the verified address, nickname and language; the password signs in', async () => {
      const email = freshEmail('Mixed.Case')
      const nickname = freshNickname()
      await register(email, nickname, { en: true })
      const token = await h.lastLinkToken(email, '/en/register/confirm')
      expect(await confirm(token, PASSWORD, true)).toMatchObject({ status: 201, body: { email } })
      const user = await h.userByEmail(email)
      expect(user).toMatchObject({ email, username: nickname, locale: 'en', phone: null, disabled: false })
      expect(user?.emailVerifiedAt?.getTime()).toBe(h.clock.now().getTime())
      const outcome = await h.accounts.gateway.signInWithPassword({
        email: email.toLowerCase(),
        password: PASSWORD,
        ip: freshIp(),
      })
      expect(outcome).toMatchObject({ ok: true, user: { id: user?.id, name: nickname, email, image: null } })
    })

    it('V6.4.1 a link works once: confirm again and check after are invalid_token', async () => {
      const email = freshEmail()
      await register(email)
      const token = await h.lastLinkToken(email, '/register/confirm')
      expect((await confirm(token)).status).toBe(201)
      expect(await confirm(token)).toMatchObject({ status: 400, body: INVALID_UK })
      expect(await h.post(ACCOUNT_PATHS.emailRegisterCheck, { token })).toMatchObject({
        status: 400,
        body: INVALID_UK,
      })
    })

    it('V6.4.1 of several concurrent confirmations one creates the account', async () => {
      const email = freshEmail()
      await register(email)
      const token = await h.lastLinkToken(email, '/register/confirm')
      const answers = await Promise.all([confirm(token), confirm(token), confirm(token)])
      expect(answers.map((answer) => answer.status).sort()).toEqual([201, 400, 400])
    })

    it('V6.4.1 expires the link after 24 hours', async () => {
      const email = freshEmail()
      await register(email)
      const token = await h.lastLinkToken(email, '/register/confirm')
      h.clock.advance(24 * 60 * 60)
      expect(await h.post(ACCOUNT_PATHS.emailRegisterCheck, { token }, { en: true })).toMatchObject({
        status: 400,
        body: INVALID_EN,
      })
      expect((await confirm(token)).status).toBe(400)
      expect(await h.userByEmail(email)).toBeUndefined()
    })

    it('adds digits to a nickname taken since the link was sent', async () => {
      const email = freshEmail()
      const nickname = freshNickname()
      await register(email, nickname)
      const token = await h.lastLinkToken(email, '/register/confirm')
      const rival = freshEmail()
      await register(rival, nickname.toLowerCase())
      // The rival's registration went through first: it holds the nickname now.
      expect((await confirm(await h.lastLinkToken(rival, '/register/confirm'))).status).toBe(201)
      expect((await confirm(token)).status).toBe(201)
      const user = await h.userByEmail(email)
      expect(user?.username).toMatch(new RegExp(`^${nickname}\\d{4}$`))
    })

    it('answers form errors under their wire names; a missing or malformed token is invalid_token', async () => {
      expect(
        await h.post(
          ACCOUNT_PATHS.emailRegisterConfirm,
          { password: 'short', confirm_password: '' },
          { en: true },
        ),
      ).toMatchObject({ status: 400, body: INVALID_EN })
      expect(
        await h.post(ACCOUNT_PATHS.emailRegisterConfirm, {
          token: '#',
          password: PASSWORD,
          confirm_password: PASSWORD,
        }),
      ).toMatchObject({ status: 400, body: INVALID_UK })
      expect(
        await h.post(
          ACCOUNT_PATHS.emailRegisterConfirm,
          { token: 'A'.repeat(43), password: 'short', confirm_password: '' },
          { en: true },
        ),
      ).toMatchObject({
        status: 400,
        body: {
          password: [{ code: 'minLength', params: { min: 8 }, message: 'Minimum length is 8 characters' }],
        },
      })
      const email = freshEmail()
      await register(email)
      const token = await h.lastLinkToken(email, '/register/confirm')
      expect(
        await h.post(ACCOUNT_PATHS.emailRegisterConfirm, {
          token,
          password: PASSWORD,
          confirm_password: 'other one',
        }),
      ).toMatchObject({
        status: 400,
        body: {
          confirm_password: [{ code: 'passwordsMatch', params: {}, message: 'Паролі мають збігатися' }],
        },
      })
      // The invalid form did not spend the link.
      expect((await confirm(token)).status).toBe(201)
    })
  })

  describe('forgot and reset the password', () => {
    it('V6.4.3 V7.4.3 mails a one-hour link to /forgot-password/{token}; reset sets the password and signs out every session', async () => {
      const email = freshEmail()
      await account(email)
      const before = await h.tokensFor({ email, password: PASSWORD })
      expect(await forgot(email.toUpperCase(), { en: true })).toMatchObject({ status: 202, body: {} })
      const mail = (await h.mailsTo(email)).at(-1)
      expect(mail?.subject).toBe(enMail.passwordReset.subject)
      const token = await h.lastLinkToken(email, '/en/forgot-password')
      expect(mail?.text).toContain(`${PUBLIC_URL}/en/forgot-password/${token}`)

      expect(await h.post(ACCOUNT_PATHS.resetPasswordCheck, { token })).toMatchObject({
        status: 200,
        body: {},
      })
      const answer = await reset(token, 'my new password')
      expect(answer.status).toBe(204)
      expect(answer.body).toBeNull()

      const ip = freshIp()
      expect((await h.accounts.gateway.signInWithPassword({ email, password: PASSWORD, ip })).ok).toBe(false)
      expect(
        (await h.accounts.gateway.signInWithPassword({ email, password: 'my new password', ip })).ok,
      ).toBe(true)
      expect((await h.post(ACCOUNT_PATHS.tokenRefresh, { refresh: before.refresh })).status).toBe(401)
    })

    it('V6.3.8 answers any address the same and mails only known, verified, active ones', async () => {
      const known = freshEmail()
      await account(known)
      const unknown = freshEmail()
      const forKnown = await forgot(known)
      const forUnknown = await forgot(unknown)
      expect([forKnown.status, forKnown.body]).toEqual([forUnknown.status, forUnknown.body])
      expect(await h.mailsTo(unknown)).toEqual([])
      expect((await h.mailsTo(known)).at(-1)?.subject).toBe(ukMail.passwordReset.subject)

      const disabled = freshEmail()
      await account(disabled)
      const user = await h.userByEmail(disabled)
      await h.setDisabled(user?.id ?? '', true)
      const mailsBefore = (await h.mailsTo(disabled)).length
      expect((await forgot(disabled)).status).toBe(202)
      expect(await h.mailsTo(disabled)).toHaveLength(mailsBefore)
    })

    it('does not mail an account whose address was never verified (a phone account has none)', async () => {
      const phone = freshPhone()
      await h.signUpByPhone(phone, PASSWORD)
      const unverified = freshEmail()
      const user = await h.userByPhone(phone)
      // An address added without proof (the profile's e-mail change has its own confirmation).
      await h.db
        .update(users)
        .set({ email: unverified })
        .where(eq(users.id, user?.id ?? ''))
      expect((await forgot(unverified)).status).toBe(202)
      expect(await h.mailsTo(unverified)).toEqual([])
    })

    it('V6.4.3 a reset link works once and a newer one replaces it', async () => {
      const email = freshEmail()
      await account(email)
      await forgot(email)
      const first = await h.lastLinkToken(email, '/forgot-password')
      h.clock.advance(61)
      await forgot(email)
      const second = await h.lastLinkToken(email, '/forgot-password')
      expect(await reset(first, 'another password')).toMatchObject({ status: 400, body: INVALID_UK })
      expect((await reset(second, 'another password')).status).toBe(204)
      expect(await reset(second, 'yet another one', true)).toMatchObject({ status: 400, body: INVALID_EN })
      expect(await h.post(ACCOUNT_PATHS.resetPasswordCheck, { token: second })).toMatchObject({
        status: 400,
        body: INVALID_UK,
      })
    })

    it('V6.4.3 expires a reset link after one hour', async () => {
      const email = freshEmail()
      await account(email)
      await forgot(email)
      const token = await h.lastLinkToken(email, '/forgot-password')
      h.clock.advance(60 * 60 - 1)
      expect((await h.post(ACCOUNT_PATHS.resetPasswordCheck, { token })).status).toBe(200)
      h.clock.advance(1)
      expect((await h.post(ACCOUNT_PATHS.resetPasswordCheck, { token })).status).toBe(400)
      expect((await reset(token, 'too late now')).status).toBe(400)
    })

    it('a registration link is not a reset link, nor the reverse', async () => {
      const email = freshEmail()
      await register(email)
      const registration = await h.lastLinkToken(email, '/register/confirm')
      expect((await reset(registration, 'sneaky password')).status).toBe(400)
      expect((await confirm(registration)).status).toBe(201)
      await forgot(email)
      const resetToken = await h.lastLinkToken(email, '/forgot-password')
      expect((await h.post(ACCOUNT_PATHS.emailRegisterCheck, { token: resetToken })).status).toBe(400)
      expect((await confirm(resetToken)).status).toBe(400)
    })

    it('answers field errors for a bad address', async () => {
      expect(
        await h.post(ACCOUNT_PATHS.forgotPassword, { email: 'not an address' }, { en: true }),
      ).toMatchObject({
        status: 400,
        body: { email: [{ code: 'invalidEmail', params: {}, message: 'Invalid email' }] },
      })
    })
  })
})
