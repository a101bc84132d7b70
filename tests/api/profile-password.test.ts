/**
 * POST /profile/password through the HTTP app on PGlite and PostgreSQL: the old password and its
 * limit, the field errors of spec §5, every other session signed out (refresh tokens revoked, access
 * tokens of an earlier password refused even within the same second), the new pair of this session,
 * the notice mail, and the first password of an account made with a provider.
 */
import { and, eq, isNull } from 'drizzle-orm'
import { decodeJwt } from 'jose'
import { describe, expect, it } from 'vitest'
import { ACCOUNT_PATHS } from '#core/accounts/accounts.api.ts'
import { PROFILE_PATHS } from '#core/profile/profile.api.ts'
import { mail as enMail } from '#locales/en/mail.ts'
import { mail as ukMail } from '#locales/uk/mail.ts'
import type { IssuedTokens } from '#server/accounts/ports.ts'
import { refreshTokens, users } from '#server/platform/db/schema.ts'
import { freshIp, PUBLIC_URL, useAccountsHarness } from './support/accounts.ts'
import { backends } from './support/database.ts'
import {
  freshEmail,
  freshPhone,
  profileOf,
  type SignedIn,
  signedInByEmail,
  signedInByPhone,
  signedInByProvider,
} from './support/profile.ts'

const NEW_PASSWORD = 'a brand new password 7'
const TOKEN_NOT_VALID = { detail: 'Токен недійсний або прострочений', code: 'token_not_valid' }

describe.each(backends)('password change on $name', (backend) => {
  const h = useAccountsHarness(backend)

  const change = (bearer: string, body: unknown, options: { en?: boolean; ip?: string } = {}) =>
    h.post(PROFILE_PATHS.password, body, { bearer, ...options })
  const changeOf = (who: SignedIn, newPassword = NEW_PASSWORD, options: { en?: boolean; ip?: string } = {}) =>
    change(
      who.tokens.access,
      { old_password: who.password, new_password: newPassword, repeat_password: newPassword },
      options,
    )
  const profile = (bearer: string) => h.get(PROFILE_PATHS.profile, { bearer })
  const refresh = (token: string) => h.post(ACCOUNT_PATHS.tokenRefresh, { refresh: token })
  const signIn = async (who: SignedIn, password: string) =>
    h.accounts.gateway.signInWithPassword({
      ...(who.email ? { email: who.email } : { phone: who.phone }),
      password,
      ip: freshIp(),
    })
  const sessionOf = async (who: SignedIn): Promise<IssuedTokens> => {
    const outcome = await signIn(who, who.password)
    if (!outcome.ok) throw new Error(`sign-in failed: ${outcome.reason}`)
    return outcome.tokens
  }

  it('V6.2.2 changes the password and answers this session’s new pair, which works', async () => {
    const who = await signedInByEmail(h)
    const answer = await changeOf(who)
    expect(answer.status).toBe(200)
    expect(answer.headers.get('Cache-Control')).toBe('no-store')
    const pair = answer.body as { access: string; refresh: string }
    expect(Object.keys(pair).sort()).toEqual(['access', 'refresh'])
    expect(decodeJwt(pair.access)).toMatchObject({ token_type: 'access', user_id: who.user.id })
    expect(profileOf(await profile(pair.access)).id).toBe(who.user.id)
    expect((await refresh(pair.refresh)).status).toBe(200)

    expect((await signIn(who, NEW_PASSWORD)).ok).toBe(true)
    expect(await signIn(who, who.password)).toEqual({ ok: false, reason: 'invalid' })
    const [row] = await h.db.select().from(users).where(eq(users.id, who.user.id))
    expect(row?.passwordChangedAt?.getTime()).toBe(h.clock.now().getTime())
    expect(row?.passwordHash).toMatch(/^scrypt\$/)
    expect(row?.passwordHash).not.toContain(NEW_PASSWORD)
  })

  it('V7.4.3 signs out every other session: their refresh and access tokens are refused', async () => {
    const who = await signedInByEmail(h)
    const laptop = await sessionOf(who)
    const phone = await sessionOf(who)
    h.clock.advance(5)
    const pair = (await changeOf(who)).body as { access: string; refresh: string }
    // Revoked on the server, not only outdated by pwd_at: every refresh token but the new one.
    const live = await h.db
      .select({ jti: refreshTokens.jti })
      .from(refreshTokens)
      .where(and(eq(refreshTokens.userId, who.user.id), isNull(refreshTokens.blacklistedAt)))
    expect(live.map((row) => row.jti)).toEqual([decodeJwt(pair.refresh).jti])
    for (const session of [who.tokens, laptop, phone]) {
      expect(await refresh(session.refresh)).toMatchObject({ status: 401, body: TOKEN_NOT_VALID })
      expect(await profile(session.access)).toMatchObject({ status: 401, body: TOKEN_NOT_VALID })
    }
    expect((await profile(pair.access)).status).toBe(200)
  })

  it('V7.4.3 refuses another session’s access token issued in the same second as the change', async () => {
    const who = await signedInByEmail(h)
    // At the start of a second: the other session signs in 100 ms later, the change comes 400 ms
    // after that, and the new pair is issued in that same second too.
    h.clock.set(new Date(Math.ceil(h.clock.now().getTime() / 1000) * 1000 + 1000))
    h.clock.advance(0.1)
    const other = await sessionOf(who)
    h.clock.advance(0.4)
    const answer = await changeOf(who)
    expect(answer.status).toBe(200)
    const pair = answer.body as { access: string; refresh: string }
    expect(decodeJwt(other.access).iat).toBe(decodeJwt(pair.access).iat)
    expect(await profile(other.access)).toMatchObject({ status: 401, body: TOKEN_NOT_VALID })
    expect(await refresh(other.refresh)).toMatchObject({ status: 401, body: TOKEN_NOT_VALID })
    expect((await profile(pair.access)).status).toBe(200)
    // A sign-in right after, in the same second, is good too.
    h.clock.advance(0.2)
    const fresh = await sessionOf({ ...who, password: NEW_PASSWORD })
    expect(decodeJwt(fresh.access).iat).toBe(decodeJwt(other.access).iat)
    expect((await profile(fresh.access)).status).toBe(200)
  })

  it('V6.3.7 mails a notice of the change to the account’s address, in the language of the URL', async () => {
    const who = await signedInByEmail(h)
    const before = (await h.mailsTo(who.email ?? '')).length
    expect((await changeOf(who, NEW_PASSWORD, { en: true })).status).toBe(200)
    const notices = (await h.mailsTo(who.email ?? '')).slice(before)
    expect(notices).toHaveLength(1)
    expect(notices[0]?.subject).toBe(enMail.accountChanged.passwordChanged.subject)
    expect(notices[0]?.text).toContain(enMail.accountChanged.passwordChanged.intro)
    expect(notices[0]?.text).toContain(`${PUBLIC_URL}/en/forgot-password/email`)
    expect(notices[0]?.text).not.toContain(NEW_PASSWORD)
    expect(ukMail.accountChanged.passwordChanged.subject).not.toBe(notices[0]?.subject)
  })

  describe('the old password', () => {
    it('V6.2.3 must match: a wrong one is a clear error under old_password, and nothing changes', async () => {
      const who = await signedInByEmail(h)
      const body = {
        old_password: 'not the password',
        new_password: NEW_PASSWORD,
        repeat_password: NEW_PASSWORD,
      }
      expect(await change(who.tokens.access, body, { en: true })).toMatchObject({
        status: 400,
        body: { old_password: [{ code: 'wrongPassword', params: {}, message: 'Wrong password' }] },
      })
      expect(await change(who.tokens.access, body)).toMatchObject({
        status: 400,
        body: { old_password: [{ code: 'wrongPassword', params: {}, message: 'Неправильний пароль' }] },
      })
      expect((await signIn(who, who.password)).ok).toBe(true)
      expect((await profile(who.tokens.access)).status).toBe(200)
      expect((await refresh(who.tokens.refresh)).status).toBe(200)
    })

    it('V6.3.1 wrong tries are limited (10 per 15 minutes): then 429, even for the right one', async () => {
      const who = await signedInByPhone(h)
      const wrong = { old_password: 'nope nope', new_password: NEW_PASSWORD, repeat_password: NEW_PASSWORD }
      for (let attempt = 0; attempt < 10; attempt += 1) {
        expect((await change(who.tokens.access, wrong)).status).toBe(400)
      }
      const refused = await changeOf(who)
      expect(refused).toMatchObject({
        status: 429,
        body: { code: 'throttled', detail: 'Зачекайте кілька хвилин' },
      })
      expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0)
      expect((await signIn(who, who.password)).ok).toBe(true)
      h.clock.advance(15 * 60)
      expect((await changeOf({ ...who, tokens: await sessionOf(who) })).status).toBe(200)
    })

    it('wrong tries of the e-mail change and of the password change share one limit', async () => {
      const who = await signedInByEmail(h)
      for (let attempt = 0; attempt < 10; attempt += 1) {
        const body = { email: freshEmail('shared'), current_password: `wrong ${attempt}` }
        expect((await h.patch(PROFILE_PATHS.profile, body, { bearer: who.tokens.access })).status).toBe(400)
      }
      expect((await changeOf(who)).status).toBe(429)
    })
  })

  describe('field errors', () => {
    it('answers every field at once with the texts of spec §5, in English and Ukrainian', async () => {
      const who = await signedInByEmail(h)
      expect(await change(who.tokens.access, {}, { en: true })).toMatchObject({
        status: 400,
        body: {
          old_password: [{ code: 'required', params: {}, message: 'This field is required' }],
          new_password: [{ code: 'required', params: {}, message: 'This field is required' }],
        },
      })
      expect(
        await change(
          who.tokens.access,
          { old_password: '', new_password: 'short', repeat_password: 'short' },
          { en: true },
        ),
      ).toMatchObject({
        status: 400,
        body: {
          old_password: [{ code: 'required', params: {}, message: 'This field is required' }],
          new_password: [
            { code: 'minLength', params: { min: 8 }, message: 'Minimum length is 8 characters' },
          ],
        },
      })
      expect(
        (
          await change(
            who.tokens.access,
            { old_password: who.password, new_password: 'x'.repeat(129) },
            { en: true },
          )
        ).body,
      ).toMatchObject({
        new_password: [
          { code: 'maxLength', params: { max: 128 }, message: 'Maximum length is 128 characters' },
        ],
      })
      expect(
        await change(who.tokens.access, {
          old_password: '',
          new_password: 'short',
          repeat_password: 'short',
        }),
      ).toMatchObject({
        status: 400,
        body: {
          old_password: [{ code: 'required', params: {}, message: "Це поле обов'язкове" }],
          new_password: [
            { code: 'minLength', params: { min: 8 }, message: 'Мінімальна довжина — 8 символів' },
          ],
        },
      })
    })

    it('says Passwords must match under repeat_password, and checks nothing else then', async () => {
      const who = await signedInByEmail(h)
      const body = {
        old_password: 'even a wrong one',
        new_password: NEW_PASSWORD,
        repeat_password: `${NEW_PASSWORD}!`,
      }
      expect(await change(who.tokens.access, body, { en: true })).toMatchObject({
        status: 400,
        body: { repeat_password: [{ code: 'passwordsMatch', params: {}, message: 'Passwords must match' }] },
      })
      expect(await change(who.tokens.access, body)).toMatchObject({
        status: 400,
        body: {
          repeat_password: [{ code: 'passwordsMatch', params: {}, message: 'Паролі мають збігатися' }],
        },
      })
      expect((await signIn(who, who.password)).ok).toBe(true)
    })
  })

  describe('an account made with a provider (no password yet)', () => {
    it('sets its first password without an old one; the account then signs in with it', async () => {
      const who = await signedInByProvider(h)
      expect(profileOf(await profile(who.tokens.access)).has_password).toBe(false)
      const answer = await change(who.tokens.access, {
        new_password: NEW_PASSWORD,
        repeat_password: NEW_PASSWORD,
      })
      expect(answer.status).toBe(200)
      const pair = answer.body as { access: string }
      expect(profileOf(await profile(pair.access)).has_password).toBe(true)
      expect((await signIn(who, NEW_PASSWORD)).ok).toBe(true)
      expect(await profile(who.tokens.access)).toMatchObject({ status: 401, body: TOKEN_NOT_VALID })
      // Once it has one, the old password is asked for like anywhere else.
      expect(
        await change(
          pair.access,
          { new_password: 'another one 123', repeat_password: 'another one 123' },
          { en: true },
        ),
      ).toMatchObject({
        status: 400,
        body: { old_password: [{ code: 'required', params: {}, message: 'This field is required' }] },
      })
    })

    it('still checks the new password and its repeat', async () => {
      const who = await signedInByProvider(h)
      expect(
        await change(
          who.tokens.access,
          { new_password: NEW_PASSWORD, repeat_password: 'other' },
          { en: true },
        ),
      ).toMatchObject({
        status: 400,
        body: { repeat_password: [{ code: 'passwordsMatch', params: {}, message: 'Passwords must match' }] },
      })
    })
  })

  it('drops pending e-mail and phone changes: a change asked for with a stolen session dies with it', async () => {
    const who = await signedInByEmail(h)
    const newEmail = freshEmail('pending')
    const newPhone = freshPhone()
    const asked = await h.patch(
      PROFILE_PATHS.profile,
      { email: newEmail, phone: newPhone, current_password: who.password },
      { bearer: who.tokens.access },
    )
    expect(profileOf(asked)).toMatchObject({ pending_email: newEmail, pending_phone: newPhone })
    const token = await h.lastLinkToken(newEmail, '/confirm-email')
    const code = await h.lastCode(newPhone)
    const pair = (await changeOf(who)).body as { access: string }
    expect(profileOf(await profile(pair.access))).toMatchObject({ pending_email: null, pending_phone: null })
    expect(await h.post(PROFILE_PATHS.emailConfirm, { token })).toMatchObject({
      status: 400,
      body: { code: 'invalid_token' },
    })
    expect(await h.post(PROFILE_PATHS.phoneConfirm, { code }, { bearer: pair.access })).toMatchObject({
      status: 400,
      body: { code: 'incorrect_code' },
    })
  })

  it('V8.2.2 changes only the token’s own user', async () => {
    const victim = await signedInByEmail(h)
    const who = await signedInByEmail(h)
    const body = {
      user_id: victim.user.id,
      old_password: who.password,
      new_password: NEW_PASSWORD,
      repeat_password: NEW_PASSWORD,
    }
    expect((await change(who.tokens.access, body)).status).toBe(200)
    expect((await signIn(victim, victim.password)).ok).toBe(true)
    expect((await profile(victim.tokens.access)).status).toBe(200)
  })
})
