/**
 * Changing the e-mail address in the profile, end to end through the real mail outbox: the current
 * password, the link to the new address, the notice to the old one, the old address in use until the
 * link is opened, the link spent once, and the limits (PGlite and PostgreSQL).
 */
import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { PROFILE_PATHS } from '#core/profile/profile.api.ts'
import { mail as enMail } from '#locales/en/mail.ts'
import { mail as ukMail } from '#locales/uk/mail.ts'
import { oneTimeTokens, users } from '#server/platform/db/schema.ts'
import { freshIp, PUBLIC_URL, useAccountsHarness } from './support/accounts.ts'
import { backends } from './support/database.ts'
import {
  freshEmail,
  profileOf,
  type SignedIn,
  signedInByEmail,
  signedInByPhone,
  signedInByProvider,
} from './support/profile.ts'

const INVALID_TOKEN_UK = {
  detail: 'Токен недійсний або термін його дії минув. Спробуйте ще раз.',
  code: 'invalid_token',
}
const INVALID_TOKEN_EN = {
  detail: 'The token is invalid or expired. Please try again.',
  code: 'invalid_token',
}

describe.each(backends)('e-mail change on $name', (backend) => {
  const h = useAccountsHarness(backend)

  const patch = (who: SignedIn, body: Record<string, unknown>, options: { en?: boolean; ip?: string } = {}) =>
    h.patch(PROFILE_PATHS.profile, body, { bearer: who.tokens.access, ...options })
  const changeEmail = (who: SignedIn, email: string, options: { en?: boolean; ip?: string } = {}) =>
    patch(who, { email, current_password: who.password }, options)
  const confirm = (token: unknown, en = false) => h.post(PROFILE_PATHS.emailConfirm, { token }, { en })
  const canSignIn = async (email: string, password: string) =>
    (await h.accounts.gateway.signInWithPassword({ email, password, ip: freshIp() })).ok

  it('V6.3.7 mails a link to the new address and a notice to the old one; the old one works until the link is opened', async () => {
    const who = await signedInByEmail(h)
    const oldEmail = who.email ?? ''
    const newEmail = freshEmail('moved')
    const answer = await changeEmail(who, newEmail)
    expect(answer.status).toBe(200)
    expect(profileOf(answer)).toMatchObject({ email: oldEmail, pending_email: newEmail })
    expect(profileOf(await h.get(PROFILE_PATHS.profile, { bearer: who.tokens.access }))).toMatchObject({
      email: oldEmail,
      pending_email: newEmail,
    })

    const [link] = await h.mailsTo(newEmail)
    expect(link?.subject).toBe(ukMail.emailChange.subject)
    const token = await h.lastLinkToken(newEmail, '/confirm-email')
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(link?.text).toContain(`${PUBLIC_URL}/confirm-email/${token}`)
    expect(link?.html).toContain(`${PUBLIC_URL}/confirm-email/${token}`)
    const notice = (await h.mailsTo(oldEmail)).at(-1)
    expect(notice?.subject).toBe(ukMail.accountChanged.emailChangeRequested.subject)
    expect(notice?.text).toContain(`${PUBLIC_URL}/forgot-password/email`)
    expect(notice?.text).not.toContain(token)

    expect(await canSignIn(oldEmail, who.password)).toBe(true)
    expect(await canSignIn(newEmail, who.password)).toBe(false)

    expect(await confirm(token)).toMatchObject({ status: 200, body: { email: newEmail } })
    expect(profileOf(await h.get(PROFILE_PATHS.profile, { bearer: who.tokens.access }))).toMatchObject({
      email: newEmail,
      pending_email: null,
    })
    const [row] = await h.db.select().from(users).where(eq(users.id, who.user.id))
    expect(row?.email).toBe(newEmail)
    expect(row?.emailVerifiedAt?.getTime()).toBe(h.clock.now().getTime())
    expect(await canSignIn(newEmail, who.password)).toBe(true)
    expect(await canSignIn(oldEmail, who.password)).toBe(false)
  })

  it('links /en/confirm-email/{token} and writes in English from /en/api/v1', async () => {
    const who = await signedInByEmail(h)
    const newEmail = freshEmail('english')
    expect((await changeEmail(who, newEmail, { en: true })).status).toBe(200)
    const [link] = await h.mailsTo(newEmail)
    expect(link?.subject).toBe(enMail.emailChange.subject)
    const token = await h.lastLinkToken(newEmail, '/en/confirm-email')
    expect(link?.text).toContain(`${PUBLIC_URL}/en/confirm-email/${token}`)
    expect((await h.mailsTo(who.email ?? '')).at(-1)?.subject).toBe(
      enMail.accountChanged.emailChangeRequested.subject,
    )
    expect(await confirm(token, true)).toMatchObject({ status: 200, body: { email: newEmail } })
  })

  it('V6.4.1 keeps only the SHA-256 of the link, for 24 hours, with the address and language', async () => {
    const who = await signedInByEmail(h)
    const newEmail = freshEmail('hashed')
    await changeEmail(who, newEmail, { en: true })
    const token = await h.lastLinkToken(newEmail, '/confirm-email')
    const rows = await h.db
      .select()
      .from(oneTimeTokens)
      .where(and(eq(oneTimeTokens.subject, who.user.id), eq(oneTimeTokens.purpose, 'email_change')))
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ payload: { email: newEmail, locale: 'en' }, consumedAt: null })
    expect(rows[0]?.tokenHash).toMatch(/^[0-9a-f]{64}$/)
    expect(JSON.stringify(rows)).not.toContain(token)
    expect((rows[0]?.expiresAt.getTime() ?? 0) - h.clock.now().getTime()).toBe(24 * 60 * 60 * 1000)
  })

  describe('the current password', () => {
    it('is required for a new address, and nothing is saved or sent without it', async () => {
      const who = await signedInByEmail(h)
      const newEmail = freshEmail('nopassword')
      expect(await patch(who, { email: newEmail, first_name: 'Kept' }, { en: true })).toMatchObject({
        status: 400,
        body: { current_password: [{ code: 'required', params: {}, message: 'This field is required' }] },
      })
      expect(await patch(who, { email: newEmail, current_password: '' })).toMatchObject({
        status: 400,
        body: { current_password: [{ code: 'required', params: {}, message: "Це поле обов'язкове" }] },
      })
      const after = profileOf(await h.get(PROFILE_PATHS.profile, { bearer: who.tokens.access }))
      expect(after).toMatchObject({ first_name: '', pending_email: null })
      expect(await h.mailsTo(newEmail)).toEqual([])
    })

    it('must be right: a wrong one is a clear error beside the other field errors, and nothing is saved', async () => {
      const who = await signedInByEmail(h)
      const other = await signedInByEmail(h)
      const newEmail = freshEmail('wrongpassword')
      expect(
        await patch(
          who,
          {
            email: newEmail,
            username: other.user.username,
            first_name: 'Kept',
            current_password: 'not my password',
          },
          { en: true },
        ),
      ).toMatchObject({
        status: 400,
        body: {
          username: [{ code: 'nicknameTaken', params: {}, message: 'This nickname is taken' }],
          current_password: [{ code: 'wrongPassword', params: {}, message: 'Wrong password' }],
        },
      })
      expect(await patch(who, { email: newEmail, current_password: 'still not it' })).toMatchObject({
        status: 400,
        body: { current_password: [{ code: 'wrongPassword', params: {}, message: 'Неправильний пароль' }] },
      })
      expect(profileOf(await h.get(PROFILE_PATHS.profile, { bearer: who.tokens.access }))).toMatchObject({
        first_name: '',
        pending_email: null,
      })
      expect(await h.mailsTo(newEmail)).toEqual([])
    })

    it('V6.3.1 wrong tries are limited like sign-in failures (10 per 15 minutes): then 429, even for the right one', async () => {
      const who = await signedInByEmail(h)
      const newEmail = freshEmail('throttled')
      for (let attempt = 0; attempt < 10; attempt += 1) {
        expect((await patch(who, { email: newEmail, current_password: `wrong ${attempt}` })).status).toBe(400)
      }
      const refused = await patch(who, { email: newEmail, current_password: who.password })
      expect(refused).toMatchObject({
        status: 429,
        body: { code: 'throttled', detail: 'Зачекайте кілька хвилин' },
      })
      expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0)
      expect(
        await patch(who, { email: newEmail, current_password: who.password }, { en: true }),
      ).toMatchObject({
        status: 429,
        body: { detail: 'Please wait a few minutes' },
      })
      h.clock.advance(15 * 60)
      // The access token has expired meanwhile too.
      const again = { ...who, tokens: await h.tokensFor({ email: who.email ?? '', password: who.password }) }
      expect((await changeEmail(again, newEmail)).status).toBe(200)
    })

    it('right tries do not count against the limit', async () => {
      const who = await signedInByEmail(h)
      for (let attempt = 0; attempt < 12; attempt += 1) {
        h.clock.advance(61)
        expect((await changeEmail(who, freshEmail('many'))).status).toBe(200)
      }
    })

    it('is not asked of an account without a password (made with a provider)', async () => {
      const who = await signedInByProvider(h)
      const newEmail = freshEmail('social-moved')
      const answer = await patch(who, { email: newEmail })
      expect(profileOf(answer)).toMatchObject({
        email: who.email,
        pending_email: newEmail,
        has_password: false,
      })
      expect(await confirm(await h.lastLinkToken(newEmail, '/confirm-email'))).toMatchObject({ status: 200 })
    })
  })

  it('gives an account without an address its first one, with no notice to send', async () => {
    const who = await signedInByPhone(h)
    const newEmail = freshEmail('first')
    expect(profileOf(await changeEmail(who, newEmail))).toMatchObject({
      email: null,
      pending_email: newEmail,
    })
    expect(await h.mailsTo(newEmail)).toHaveLength(1)
    expect(await confirm(await h.lastLinkToken(newEmail, '/confirm-email'))).toMatchObject({
      status: 200,
      body: { email: newEmail },
    })
    expect(await canSignIn(newEmail, who.password)).toBe(true)
  })

  describe('POST /profile/email/confirm', () => {
    it('spends the link once: a second use is invalid_token in both languages', async () => {
      const who = await signedInByEmail(h)
      const newEmail = freshEmail('once')
      await changeEmail(who, newEmail)
      const token = await h.lastLinkToken(newEmail, '/confirm-email')
      const answers = await Promise.all([confirm(token), confirm(token), confirm(token)])
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400, 400])
      expect(await confirm(token)).toMatchObject({ status: 400, body: INVALID_TOKEN_UK })
      expect(await confirm(token, true)).toMatchObject({ status: 400, body: INVALID_TOKEN_EN })
    })

    it('V6.4.1 refuses a link after its 24 hours', async () => {
      const who = await signedInByEmail(h)
      const newEmail = freshEmail('expired')
      await changeEmail(who, newEmail)
      const token = await h.lastLinkToken(newEmail, '/confirm-email')
      h.clock.advance(24 * 60 * 60)
      expect(await confirm(token)).toMatchObject({ status: 400, body: INVALID_TOKEN_UK })
      const { access } = await h.tokensFor({ email: who.email ?? '', password: who.password })
      expect(profileOf(await h.get(PROFILE_PATHS.profile, { bearer: access }))).toMatchObject({
        email: who.email,
        pending_email: null,
      })
    })

    it('a newer change replaces the older link', async () => {
      const who = await signedInByEmail(h)
      const first = freshEmail('first-choice')
      const second = freshEmail('second-choice')
      await changeEmail(who, first)
      const firstToken = await h.lastLinkToken(first, '/confirm-email')
      const answer = await changeEmail(who, second)
      expect(profileOf(answer).pending_email).toBe(second)
      expect(await confirm(firstToken)).toMatchObject({ status: 400, body: INVALID_TOKEN_UK })
      expect(await confirm(await h.lastLinkToken(second, '/confirm-email'))).toMatchObject({
        status: 200,
        body: { email: second },
      })
    })

    it('refuses the link of a disabled account: invalid_token, and the address stays as it was', async () => {
      const who = await signedInByEmail(h)
      const newEmail = freshEmail('disabled')
      await changeEmail(who, newEmail)
      const token = await h.lastLinkToken(newEmail, '/confirm-email')
      await h.setDisabled(who.user.id, true)
      expect(await confirm(token)).toMatchObject({ status: 400, body: INVALID_TOKEN_UK })
      const [row] = await h.db.select().from(users).where(eq(users.id, who.user.id))
      expect(row?.email).toBe(who.email)
    })

    it('answers invalid_token for an unknown, missing or malformed token, with no Bearer needed', async () => {
      for (const token of ['A'.repeat(43), undefined, '', 42, null]) {
        expect(await h.post(PROFILE_PATHS.emailConfirm, token === undefined ? {} : { token })).toMatchObject({
          status: 400,
          body: INVALID_TOKEN_UK,
        })
      }
    })

    it('an address another account uses is not told at the change, and refused at the link', async () => {
      const owner = await signedInByEmail(h)
      const who = await signedInByEmail(h)
      const taken = owner.email ?? ''
      const free = freshEmail('free')
      // The same answer as for a free address: the profile does not tell who is registered.
      const forTaken = await changeEmail(who, taken.toUpperCase())
      h.clock.advance(61)
      const forFree = await changeEmail(await signedInByEmail(h), free)
      expect(forTaken.status).toBe(forFree.status)
      expect(profileOf(forTaken).pending_email).toBe(taken.toUpperCase())

      const token = await h.lastLinkToken(taken, '/confirm-email')
      expect(await confirm(token, true)).toMatchObject({
        status: 400,
        body: {
          email: [
            { code: 'emailTaken', params: {}, message: 'This e-mail address is used by another account' },
          ],
        },
      })
      expect(await confirm(token)).toMatchObject({ status: 400, body: INVALID_TOKEN_UK })
      const [row] = await h.db.select().from(users).where(eq(users.id, who.user.id))
      expect(row?.email).toBe(who.email)
    })
  })

  describe('the link opened by its page while the server renders it (AccountLinks)', () => {
    it('puts the address in use and spends the link, as the API does', async () => {
      const who = await signedInByEmail(h)
      const newEmail = freshEmail('page')
      await changeEmail(who, newEmail)
      const token = await h.lastLinkToken(newEmail, '/confirm-email')
      expect(await h.accounts.links.openEmailChange(token)).toEqual({ opened: 'confirmed', email: newEmail })
      const [row] = await h.db.select().from(users).where(eq(users.id, who.user.id))
      expect(row?.email).toBe(newEmail)
      expect(await h.accounts.links.openEmailChange(token)).toEqual({ opened: 'invalid' })
      expect(await confirm(token)).toMatchObject({ status: 400, body: INVALID_TOKEN_UK })
      expect(await h.accounts.links.openEmailChange('A'.repeat(43))).toEqual({ opened: 'invalid' })
    })

    it('says when another account took the address meanwhile, and changes nothing', async () => {
      const owner = await signedInByEmail(h)
      const who = await signedInByEmail(h)
      const taken = owner.email ?? ''
      await changeEmail(who, taken.toUpperCase())
      const token = await h.lastLinkToken(taken, '/confirm-email')
      expect(await h.accounts.links.openEmailChange(token)).toEqual({ opened: 'taken' })
      const [row] = await h.db.select().from(users).where(eq(users.id, who.user.id))
      expect(row?.email).toBe(who.email)
    })
  })

  describe('V2.4.1 limits on the mails', () => {
    it('one link per address a minute: the second change to the same address is 429, and nothing saved', async () => {
      const who = await signedInByEmail(h)
      const newEmail = freshEmail('spaced')
      expect((await changeEmail(who, newEmail)).status).toBe(200)
      const again = await patch(who, { email: newEmail, first_name: 'Again', current_password: who.password })
      expect(again).toMatchObject({ status: 429, body: { code: 'throttled' } })
      expect(profileOf(await h.get(PROFILE_PATHS.profile, { bearer: who.tokens.access })).first_name).toBe('')
      expect(await h.mailsTo(newEmail)).toHaveLength(1)
    })

    it('20 change mails an hour from one client address', async () => {
      const ip = freshIp()
      const who = await signedInByEmail(h)
      for (let sent = 0; sent < 20; sent += 1) {
        expect((await changeEmail(who, freshEmail('per-ip'), { ip })).status).toBe(200)
      }
      expect(await changeEmail(who, freshEmail('per-ip'), { ip })).toMatchObject({ status: 429 })
    })
  })
})
