/**
 * GET and PATCH /profile through the HTTP app on PGlite and PostgreSQL: the signed-in user's own
 * fields, every field error at once in both languages (spec §5 texts), the nickname taken in any
 * case and counted per user, a nickname alone enough to save, addresses and numbers that cannot be
 * removed, and the 401 of every profile route.
 */
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { PROFILE_PATHS } from '#core/profile/profile.api.ts'
import { users } from '#server/platform/db/schema.ts'
import { freshNickname, useAccountsHarness } from './support/accounts.ts'
import { backends } from './support/database.ts'
import { freshPhone, profileOf, signedInByEmail, signedInByPhone } from './support/profile.ts'

const NOT_AUTHENTICATED_UK = { detail: 'Облікові дані не надано.', code: 'not_authenticated' }
const NOT_AUTHENTICATED_EN = {
  detail: 'Authentication credentials were not provided.',
  code: 'not_authenticated',
}
const TOKEN_NOT_VALID_UK = { detail: 'Токен недійсний або прострочений', code: 'token_not_valid' }
const TOKEN_NOT_VALID_EN = { detail: 'Token is invalid or expired', code: 'token_not_valid' }

describe.each(backends)('GET and PATCH /profile on $name', (backend) => {
  const h = useAccountsHarness(backend)

  const patch = (bearer: string, body: unknown, en = false) =>
    h.patch(PROFILE_PATHS.profile, body, { bearer, en })
  const profile = (bearer: string) => h.get(PROFILE_PATHS.profile, { bearer })

  describe('GET /profile', () => {
    it('answers the signed-in user as ProfilePayload, with nothing pending, never cached', async () => {
      const { user, email, tokens } = await signedInByEmail(h)
      const answer = await profile(tokens.access)
      expect(answer.status).toBe(200)
      expect(answer.headers.get('Cache-Control')).toBe('no-store')
      expect(profileOf(answer)).toEqual({
        id: user.id,
        username: user.username,
        email,
        phone: null,
        first_name: '',
        last_name: '',
        playing_device: '',
        input_device: null,
        discord: '',
        telegram: '',
        instagram: '',
        oblast: null,
        avatar_url: null,
        avatar: null,
        pending_email: null,
        pending_phone: null,
        has_password: true,
        role: 'player',
      })
    })
  })

  describe('V8.2.1 every profile route needs a valid access token', () => {
    const routes: ReadonlyArray<readonly [string, string]> = [
      ['GET', PROFILE_PATHS.profile],
      ['PATCH', PROFILE_PATHS.profile],
      ['POST', PROFILE_PATHS.password],
      ['POST', PROFILE_PATHS.avatar],
      ['DELETE', PROFILE_PATHS.avatar],
      ['POST', PROFILE_PATHS.phoneConfirm],
      ['POST', PROFILE_PATHS.phoneResend],
    ]
    const call = async (method: string, path: string, en: boolean, authorization?: string) => {
      const response = await h.app.request(`${en ? '/en' : ''}/api/v1${path}`, {
        method,
        headers: {
          'Content-Type': 'application/json',
          ...(authorization ? { Authorization: authorization } : {}),
        },
        ...(method === 'GET' || method === 'DELETE' ? {} : { body: '{}' }),
      })
      return { status: response.status, body: await response.json(), headers: response.headers }
    }

    it('answers 401 not_authenticated without a Bearer token, in the language of the URL', async () => {
      for (const [method, path] of routes) {
        const uk = await call(method, path, false)
        expect(uk, `${method} ${path}`).toMatchObject({ status: 401, body: NOT_AUTHENTICATED_UK })
        expect(uk.headers.get('WWW-Authenticate')).toBe('Bearer realm="api"')
        expect(uk.headers.get('Cache-Control'), `${method} ${path}`).toBe('no-store')
        expect(await call(method, path, true), `${method} ${path}`).toMatchObject({
          status: 401,
          body: NOT_AUTHENTICATED_EN,
        })
      }
    })

    it('answers 401 token_not_valid for a forged token or a refresh token, in the language of the URL', async () => {
      const { tokens } = await signedInByEmail(h)
      for (const [method, path] of routes) {
        for (const bad of ['Bearer not.a.token', `Bearer ${tokens.refresh}`]) {
          expect(await call(method, path, false, bad), `${method} ${path}`).toMatchObject({
            status: 401,
            body: TOKEN_NOT_VALID_UK,
          })
        }
        expect(await call(method, path, true, 'Bearer x.y.z')).toMatchObject({
          status: 401,
          body: TOKEN_NOT_VALID_EN,
        })
      }
    })

    it('answers 401 no_active_account for a disabled user', async () => {
      const { user, tokens } = await signedInByEmail(h)
      await h.setDisabled(user.id, true)
      expect(await patch(tokens.access, { first_name: 'Ghost' })).toMatchObject({
        status: 401,
        body: { code: 'no_active_account' },
      })
      const [row] = await h.db.select().from(users).where(eq(users.id, user.id))
      expect(row?.firstName).toBe('')
    })
  })

  describe('PATCH /profile', () => {
    it('saves every field of the form and answers the profile as GET then shows it', async () => {
      const { user, email, tokens } = await signedInByEmail(h)
      const username = freshNickname()
      const body = {
        username,
        email,
        first_name: '  Олена ',
        last_name: 'Коваленко',
        phone: '',
        playing_device: 'PS5',
        input_device: 'gamepad',
        discord: 'olena#1234',
        telegram: '@olena',
        instagram: 'olena.plays',
      }
      const answer = await patch(tokens.access, body)
      expect(answer.status).toBe(200)
      expect(answer.headers.get('Cache-Control')).toBe('no-store')
      const saved = profileOf(answer)
      expect(saved).toMatchObject({
        id: user.id,
        username,
        email,
        phone: null,
        first_name: 'Олена',
        last_name: 'Коваленко',
        playing_device: 'PS5',
        input_device: 'gamepad',
        discord: 'olena#1234',
        telegram: '@olena',
        instagram: 'olena.plays',
        pending_email: null,
        pending_phone: null,
      })
      expect(profileOf(await profile(tokens.access))).toEqual(saved)
    })

    it('saves a new nickname alone on a fresh account: the profile needs nothing else', async () => {
      const { tokens } = await signedInByEmail(h)
      const username = freshNickname('renamed')
      // What the page sends: every field, the ones a tournament needs still empty.
      const answer = await patch(tokens.access, {
        username,
        first_name: '',
        last_name: '',
        playing_device: '',
        input_device: '',
        discord: '',
        telegram: '',
        instagram: '',
      })
      expect(answer.status).toBe(200)
      expect(profileOf(answer)).toMatchObject({
        username,
        first_name: '',
        last_name: '',
        playing_device: '',
        input_device: null,
      })
    })

    it('lets the fields tournaments need be emptied again', async () => {
      const { tokens } = await signedInByPhone(h)
      await patch(tokens.access, { first_name: 'Taras', playing_device: 'PC', input_device: 'gamepad' })
      const answer = await patch(tokens.access, { first_name: ' ', playing_device: '', input_device: '' })
      expect(profileOf(answer)).toMatchObject({ first_name: '', playing_device: '', input_device: null })
    })

    it('changes only the fields given', async () => {
      const { tokens } = await signedInByEmail(h)
      await patch(tokens.access, { first_name: 'Taras', last_name: 'Shevchenko', playing_device: 'PC' })
      const answer = await patch(tokens.access, { discord: 'taras#1', input_device: 'keyboard' })
      expect(profileOf(answer)).toMatchObject({
        first_name: 'Taras',
        last_name: 'Shevchenko',
        playing_device: 'PC',
        discord: 'taras#1',
        input_device: 'keyboard',
      })
    })

    it('answers every field error at once, with the texts of spec §5 in English', async () => {
      const { tokens } = await signedInByEmail(h)
      const answer = await patch(
        tokens.access,
        {
          username: 'ab',
          email: 'not-an-address',
          first_name: 'x'.repeat(51),
          last_name: 'x'.repeat(51),
          phone: '067 12',
          playing_device: 'x'.repeat(51),
          input_device: 'mouse',
          discord: 'd'.repeat(65),
        },
        true,
      )
      expect(answer).toMatchObject({ status: 400 })
      expect(answer.body).toEqual({
        username: [{ code: 'minLength', params: { min: 3 }, message: 'Minimum length is 3 characters' }],
        email: [{ code: 'invalidEmail', params: {}, message: 'Invalid email' }],
        first_name: [{ code: 'maxLength', params: { max: 50 }, message: 'Maximum length is 50 characters' }],
        last_name: [{ code: 'maxLength', params: { max: 50 }, message: 'Maximum length is 50 characters' }],
        phone: [{ code: 'phoneTooShort', params: {}, message: 'Phone number is too short' }],
        playing_device: [
          { code: 'maxLength', params: { max: 50 }, message: 'Maximum length is 50 characters' },
        ],
        input_device: [{ code: 'invalid', params: {}, message: 'Invalid value' }],
        discord: [{ code: 'maxLength', params: { max: 64 }, message: 'Maximum length is 64 characters' }],
      })
      expect((await patch(tokens.access, { username: 'has space' }, true)).body).toEqual({
        username: [{ code: 'noSpaces', params: {}, message: 'Spaces are not allowed' }],
      })
    })

    it('answers the same field errors in Ukrainian without the prefix', async () => {
      const { tokens } = await signedInByEmail(h)
      expect(
        await patch(tokens.access, {
          username: '',
          email: 'not-an-address',
          last_name: 'x'.repeat(51),
          username_extra: 'ignored',
        }),
      ).toMatchObject({
        status: 400,
        body: {
          username: [{ code: 'required', params: {}, message: "Це поле обов'язкове" }],
          email: [{ code: 'invalidEmail', params: {}, message: 'Некоректна адреса електронної пошти' }],
          last_name: [
            { code: 'maxLength', params: { max: 50 }, message: 'Максимальна довжина — 50 символів' },
          ],
        },
      })
    })

    it('counts a nickname in characters as the database does: a refusal, never a 500', async () => {
      const { tokens } = await signedInByEmail(h)
      // Three UTF-16 units but two characters: too short for the form and for the database alike.
      expect(await patch(tokens.access, { username: '😀a' }, true)).toMatchObject({
        status: 400,
        body: {
          username: [{ code: 'minLength', params: { min: 3 }, message: 'Minimum length is 3 characters' }],
        },
      })
      // 12 emoji and at most 10 more characters: within 24, though 34 or more UTF-16 units.
      const longest = `${'😀'.repeat(12)}${freshNickname('e')}`
      expect(profileOf(await patch(tokens.access, { username: longest })).username).toBe(longest)
    })

    it('saves nothing when a field is refused', async () => {
      const { user, tokens } = await signedInByEmail(h)
      expect((await patch(tokens.access, { first_name: 'Kept', last_name: 'x'.repeat(51) })).status).toBe(400)
      const [row] = await h.db.select().from(users).where(eq(users.id, user.id))
      expect(row?.firstName).toBe('')
    })

    it('refuses a nickname another account has, in any case, under the username field', async () => {
      const other = await signedInByEmail(h)
      const { tokens } = await signedInByEmail(h)
      expect(
        await patch(tokens.access, { username: other.user.username.toUpperCase(), first_name: 'A' }),
      ).toMatchObject({
        status: 400,
        body: { username: [{ code: 'nicknameTaken', params: {}, message: 'Цей нікнейм уже зайнятий' }] },
      })
      expect(await patch(tokens.access, { username: other.user.username }, true)).toMatchObject({
        status: 400,
        body: { username: [{ code: 'nicknameTaken', params: {}, message: 'This nickname is taken' }] },
      })
    })

    it('V2.4.1 counts new nicknames per user before looking them up: 20 an hour', async () => {
      const other = await signedInByEmail(h)
      const { user, email, password, tokens } = await signedInByEmail(h)
      for (let i = 0; i < 20; i += 1) {
        expect(await patch(tokens.access, { username: other.user.username }, true)).toMatchObject({
          status: 400,
          body: { username: [{ code: 'nicknameTaken', params: {}, message: 'This nickname is taken' }] },
        })
      }
      expect(await patch(tokens.access, { username: other.user.username }, true)).toMatchObject({
        status: 429,
        body: { code: 'throttled' },
      })
      // The rest of the profile, the nickname unchanged, is saved all the same.
      const kept = await patch(tokens.access, { username: user.username, first_name: 'Still here' })
      expect(profileOf(kept)).toMatchObject({ username: user.username, first_name: 'Still here' })
      h.clock.advance(60 * 60)
      const later = await h.tokensFor({ email, password })
      expect((await patch(later.access, { username: freshNickname() })).status).toBe(200)
    })

    it('lets a user change the case of their own nickname', async () => {
      const { user, tokens } = await signedInByEmail(h)
      const answer = await patch(tokens.access, { username: user.username.toUpperCase() })
      expect(answer.status).toBe(200)
      expect(profileOf(answer).username).toBe(user.username.toUpperCase())
    })

    it('keeps an address or a number in use: it can be changed, not removed', async () => {
      const byEmail = await signedInByEmail(h)
      expect(
        await patch(byEmail.tokens.access, { email: '', current_password: byEmail.password }, true),
      ).toMatchObject({
        status: 400,
        body: { email: [{ code: 'required', params: {}, message: 'This field is required' }] },
      })
      const byPhone = await signedInByPhone(h)
      expect(
        await patch(byPhone.tokens.access, { phone: '  ', current_password: byPhone.password }),
      ).toMatchObject({
        status: 400,
        body: { phone: [{ code: 'required', params: {}, message: "Це поле обов'язкове" }] },
      })
      // What the account never had may stay empty.
      const answer = await patch(byPhone.tokens.access, { email: '', first_name: 'Phone' })
      expect(profileOf(answer)).toMatchObject({ email: null, phone: byPhone.phone, first_name: 'Phone' })
    })

    it('the same address or number (any case, any spelling) is no change and needs no password', async () => {
      const byEmail = await signedInByEmail(h)
      const same = await patch(byEmail.tokens.access, { email: ` ${byEmail.email?.toUpperCase()} ` })
      expect(profileOf(same)).toMatchObject({ email: byEmail.email, pending_email: null })
      const byPhone = await signedInByPhone(h)
      const spelled = (byPhone.phone ?? '').replace('+380', '0').replace(/(\d{3})(\d{3})/, '$1 $2 ')
      const answer = await patch(byPhone.tokens.access, { phone: spelled })
      expect(profileOf(answer)).toMatchObject({ phone: byPhone.phone, pending_phone: null })
      expect(await h.smsTo(byPhone.phone ?? '')).toHaveLength(1)
    })

    it('V8.2.2 changes only the token’s own user, whatever the body names', async () => {
      const victim = await signedInByEmail(h)
      const { user, tokens } = await signedInByEmail(h)
      const answer = await patch(tokens.access, {
        id: victim.user.id,
        user_id: victim.user.id,
        first_name: 'Mallory',
      })
      expect(profileOf(answer)).toMatchObject({ id: user.id, first_name: 'Mallory' })
      const [row] = await h.db.select().from(users).where(eq(users.id, victim.user.id))
      expect(row?.firstName).toBe('')
      expect(profileOf(await profile(victim.tokens.access)).first_name).toBe('')
    })

    it('takes JSON objects only', async () => {
      const { tokens } = await signedInByEmail(h)
      expect(
        await h.patch(PROFILE_PATHS.profile, 'first_name=x', {
          bearer: tokens.access,
          headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        }),
      ).toMatchObject({ status: 415, body: { code: 'unsupported_media_type' } })
      expect(await patch(tokens.access, '[1, 2]')).toMatchObject({
        status: 400,
        body: { code: 'bad_request' },
      })
      expect(await patch(tokens.access, '{"first_name":')).toMatchObject({
        status: 400,
        body: { code: 'bad_request' },
      })
      expect(await patch(tokens.access, { first_name: 'x'.repeat(20_000) })).toMatchObject({
        status: 413,
        body: { code: 'payload_too_large' },
      })
    })

    it('saves a phone for an account that has none only through its SMS code', async () => {
      const { tokens, password } = await signedInByEmail(h)
      const phone = freshPhone()
      const answer = await patch(tokens.access, { phone, current_password: password })
      expect(profileOf(answer)).toMatchObject({ phone: null, pending_phone: phone })
    })
  })
})
