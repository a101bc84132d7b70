/** The contract of each port with a real adapter, as reusable suites run against that adapter. */
import { expect, it } from 'vitest'
import type { AccountsApi } from '#core/accounts/accounts.port.ts'
import type { AuthApi } from '#core/accounts/auth.port.ts'
import type { PhoneCodeApi } from '#core/accounts/phone-code.port.ts'
import type { ProfileApi } from '#core/profile/profile.port.ts'
import type { Profile } from '#core/profile/profile.schema.ts'
import { apiErrorCodeOf } from '#core/shared/http/api-error.ts'
import type { Clock } from '#core/shared/ports/clock.ts'
import { IMAGE_MAX_BYTES } from '#core/shared/uploads/image.ts'
import type { UploadsApi } from '#core/shared/uploads/uploads.port.ts'
import type { TournamentsApi } from '#core/tournaments/tournaments.port.ts'
import { describePortContract } from './describe-port-contract.ts'

const tagOf = async (promise: Promise<unknown>): Promise<string | undefined> => {
  try {
    await promise
    return undefined
  } catch (error) {
    return (error as { _tag?: string })._tag ?? 'Error'
  }
}

/** The `code` of the ApiError a call fails with (`invalid_token`...); undefined if it does not. */
const apiCodeOf = async (promise: Promise<unknown>): Promise<string | undefined> => {
  try {
    await promise
    return undefined
  } catch (error) {
    return apiErrorCodeOf(error)
  }
}

/** An auth backend with one credentials account `email:user@example.com` / `password-1`. */
export interface AuthFixture {
  readonly api: AuthApi
}

export const authApiContract = (make: () => AuthFixture | Promise<AuthFixture>) =>
  describePortContract('AuthApi', make, (fixture) => {
    it('has no session before signing in (null, never {})', async () => {
      expect(await (await fixture()).api.getSession()).toBeNull()
    })
    it('signs in with credentials, answers the callback URL and opens a session', async () => {
      const { api } = await fixture()
      const answer = await api.signIn({
        provider: 'credentials',
        credentials: { email: 'user@example.com', password: 'password-1' },
        callbackUrl: '/profile',
      })
      expect(answer.url).toBe('/profile')
      expect((await api.getSession())?.user).toBeDefined()
    })
    it('reports a failed sign-in in the error query of the returned URL', async () => {
      const { api } = await fixture()
      const answer = await api.signIn({
        provider: 'credentials',
        credentials: { email: 'user@example.com', password: 'wrong' },
        callbackUrl: '/profile',
      })
      expect(new URL(answer.url, 'http://x').searchParams.get('error')).toBeTruthy()
      expect(await api.getSession()).toBeNull()
    })
    it('signs out to the callback URL and drops the session', async () => {
      const { api } = await fixture()
      await api.signIn({
        provider: 'credentials',
        credentials: { email: 'user@example.com', password: 'password-1' },
        callbackUrl: '/',
      })
      expect((await api.signOut({ callbackUrl: '/bye' })).url).toBe('/bye')
      expect(await api.getSession()).toBeNull()
    })
    it('lists providers and rotates refresh tokens, failing with TokenRefreshFailed on reuse', async () => {
      const { api } = await fixture()
      expect((await api.getProviders()).length).toBeGreaterThan(0)
      await api.signIn({
        provider: 'credentials',
        credentials: { email: 'user@example.com', password: 'password-1' },
        callbackUrl: '/',
      })
      const refresh = (await api.getSession())?.refresh_token ?? ''
      const next = await api.refreshToken(refresh)
      expect(next.access).toBeTruthy()
      expect(await tagOf(api.refreshToken(refresh))).toBe('TokenRefreshFailed')
    })
  })

/** A phone-code backend where `+380671111111` has an account; `readCode` reads the SMS sent. */
export interface PhoneCodeFixture {
  readonly api: PhoneCodeApi
  readonly readCode: (phone: string) => string | undefined
}

export const phoneCodeApiContract = (make: () => PhoneCodeFixture | Promise<PhoneCodeFixture>) =>
  describePortContract('PhoneCodeApi', make, (fixture) => {
    const EXISTING = '+380671111111'
    const NEW = '+380672222222'
    it('sends a code with a resend cooldown and verifies it once', async () => {
      const { api, readCode } = await fixture()
      const sent = await api.sendCode({ phone: EXISTING, purpose: 'signIn' })
      expect(sent.resendAfterSeconds).toBeGreaterThan(0)
      const code = readCode(EXISTING) ?? ''
      expect(code).toMatch(/^\d{6}$/)
      const verified = await api.verifyCode({ phone: EXISTING, code, purpose: 'signIn' })
      expect(verified).toMatchObject({ userExists: true })
      expect(await tagOf(api.verifyCode({ phone: EXISTING, code, purpose: 'signIn' }))).toBe('IncorrectCode')
    })
    it("rejects a wrong code with IncorrectCode ('Incorrect code')", async () => {
      const { api } = await fixture()
      await api.sendCode({ phone: NEW, purpose: 'signIn' })
      expect(await tagOf(api.verifyCode({ phone: NEW, code: '000000', purpose: 'signIn' }))).toBe(
        'IncorrectCode',
      )
    })
    it("rate-limits repeated sends with RateLimited ('Please wait a few minutes')", async () => {
      const { api } = await fixture()
      let tag: string | undefined
      for (let i = 0; i < 20 && tag === undefined; i += 1)
        tag = await tagOf(api.sendCode({ phone: NEW, purpose: 'signIn' }))
      expect(tag).toBe('RateLimited')
    })
    it('signs a new user up with the ticket, which is spent', async () => {
      const { api, readCode } = await fixture()
      await api.sendCode({ phone: NEW, purpose: 'signIn' })
      const { ticket, userExists } = await api.verifyCode({
        phone: NEW,
        code: readCode(NEW) ?? '',
        purpose: 'signIn',
      })
      expect(userExists).toBe(false)
      const form = {
        name: 'Olena',
        device: 'PC',
        password: 'password-2',
        confirmPassword: 'password-2',
        acceptTerms: true,
      }
      await api.signUp({ ticket, phone: NEW, form })
      expect(await apiCodeOf(api.signUp({ ticket, phone: NEW, form }))).toBe('invalid_token')
    })
    it('resets the password of an existing user after the code', async () => {
      const { api, readCode } = await fixture()
      await api.sendCode({ phone: EXISTING, purpose: 'restore' })
      const { ticket } = await api.verifyCode({
        phone: EXISTING,
        code: readCode(EXISTING) ?? '',
        purpose: 'restore',
      })
      await expect(
        api.resetPassword({ ticket, form: { password: 'new-pass-1', confirmPassword: 'new-pass-1' } }),
      ).resolves.toBeUndefined()
    })
  })

/**
 * An e-mail accounts backend where `taken@example.com` already has an account; `readToken` reads
 * the token of the last link mailed to an address (registration or reset), if any.
 */
export interface AccountsFixture {
  readonly api: AccountsApi
  readToken(email: string, kind: 'register' | 'reset'): string | undefined | Promise<string | undefined>
}

export const accountsApiContract = (make: () => AccountsFixture | Promise<AccountsFixture>) =>
  describePortContract('AccountsApi', make, (fixture) => {
    const password = { password: 'password-9', confirmPassword: 'password-9' }
    it('registers by a mailed link that works once', async () => {
      const { api, readToken } = await fixture()
      await api.register({ email: 'new@example.com', nickname: 'newbie', acceptTerms: true })
      const token = (await readToken('new@example.com', 'register')) ?? ''
      expect(await api.checkRegistration(token)).toEqual({ email: 'new@example.com' })
      expect(await api.confirmRegistration(token, password)).toEqual({ email: 'new@example.com' })
      expect(await apiCodeOf(api.checkRegistration(token))).toBe('invalid_token')
      expect(await apiCodeOf(api.confirmRegistration(token, password))).toBe('invalid_token')
    })
    it('answers a taken address like a new one, without a registration link', async () => {
      const { api, readToken } = await fixture()
      await expect(
        api.register({ email: 'taken@example.com', nickname: 'someone', acceptTerms: true }),
      ).resolves.toBeUndefined()
      expect(await readToken('taken@example.com', 'register')).toBeUndefined()
    })
    it('refuses an unknown token with ApiError (invalid_token)', async () => {
      const { api } = await fixture()
      const unknown = 'A'.repeat(43)
      // One call at a time: a rejection nobody awaits yet would be reported as unhandled.
      for (const call of [
        () => api.checkRegistration(unknown),
        () => api.confirmRegistration(unknown, password),
        () => api.checkPasswordReset(unknown),
        () => api.resetPassword(unknown, password),
      ]) {
        expect(await apiCodeOf(call())).toBe('invalid_token')
      }
    })
    it('resets a password by a mailed link that works once; unknown addresses get the same answer', async () => {
      const { api, readToken } = await fixture()
      await expect(api.forgotPassword({ email: 'nobody@example.com' })).resolves.toBeUndefined()
      expect(await readToken('nobody@example.com', 'reset')).toBeUndefined()
      await api.forgotPassword({ email: 'taken@example.com' })
      const token = (await readToken('taken@example.com', 'reset')) ?? ''
      await expect(api.checkPasswordReset(token)).resolves.toBeUndefined()
      await expect(api.resetPassword(token, password)).resolves.toBeUndefined()
      expect(await apiCodeOf(api.resetPassword(token, password))).toBe('invalid_token')
    })
  })

/**
 * Tournament `cup` (its slug) exists, published, and is the only one whose name holds "Contract";
 * its teams are `Alpha Wolves` (registered first, 2 players) and `Beta Foxes` (on the waiting list).
 */
export const tournamentsApiContract = (make: () => TournamentsApi | Promise<TournamentsApi>) =>
  describePortContract('TournamentsApi', make, (api) => {
    it('answers a tournament with its registration window', async () => {
      const cup = await (await api()).get('cup')
      expect(cup.slug).toBe('cup')
      expect(Date.parse(cup.registration_start)).not.toBeNaN()
      expect(Date.parse(cup.registration_end)).not.toBeNaN()
    })
    it('fails with NotFound for an unknown id', async () => {
      expect(await tagOf((await api()).get('nope'))).toBe('NotFound')
    })
    it('finds a tournament, or answers undefined, and lists them a page at a time', async () => {
      const port = await api()
      expect((await port.find('cup'))?.name).toBe((await port.get('cup')).name)
      expect(await port.find('nope')).toBeUndefined()
      const page = await port.list()
      expect(page.results.map((t) => t.slug)).toContain('cup')
      expect(page.count).toBeGreaterThanOrEqual(page.results.length)
      const one = await port.list({ pageSize: 1 })
      expect(one.results).toHaveLength(1)
      expect(one.previous).toBeNull()
    })
    it('searches the list by name, any letter case', async () => {
      const found = await (await api()).list({ search: '  contract ' })
      expect(found.results.map((t) => t.slug)).toEqual(['cup'])
      expect(found.count).toBe(1)
      expect((await (await api()).list({ search: 'no such cup at all' })).count).toBe(0)
    })
    it('lists the participants, the waiting list last, searchable by team name', async () => {
      const port = await api()
      const all = await port.participants('cup')
      expect(all.results.map((team) => [team.name, team.state, team.size])).toEqual([
        ['Alpha Wolves', 'registered', 2],
        ['Beta Foxes', 'waitlisted', 1],
      ])
      expect(all.count).toBe(2)
      expect((await port.participants('cup', { search: 'FOX' })).results.map((t) => t.name)).toEqual([
        'Beta Foxes',
      ])
      expect(await tagOf(port.participants('nope'))).toBe('NotFound')
    })
    it('answers the results of a tournament with no stage played, or NotFound', async () => {
      const port = await api()
      const results = await port.results('cup')
      expect(results.current_stage).toBeNull()
      expect(await tagOf(port.results('nope'))).toBe('NotFound')
    })
  })

/**
 * A signed-in user with a password and an e-mail address (with or without a phone number); the
 * fixture reads what the backend sends to a new address or number (the mailed link's token, the SMS
 * code) and makes up addresses and numbers nobody uses yet.
 */
export interface ProfileFixture {
  readonly api: ProfileApi
  readonly password: string
  readonly mailedToken: (email: string) => Promise<string>
  readonly smsCode: (phone: string) => Promise<string>
  readonly freshEmail: () => string
  readonly freshPhone: () => string
  /** Gives the user an avatar the way the backend stores one (the avatar has its own port). */
  readonly giveAvatar: () => Promise<void>
}

/** The fields of a 400 answer's body (`{field: [messages]}`), or undefined for another failure. */
const fieldsOf = async (promise: Promise<unknown>): Promise<ReadonlyArray<string> | undefined> => {
  try {
    await promise
    return undefined
  } catch (error) {
    const { _tag, status, body } = error as { _tag?: string; status?: number; body?: unknown }
    if (_tag !== 'ApiError' || status !== 400 || typeof body !== 'object' || body === null) return undefined
    return Object.keys(body)
  }
}

export const profileApiContract = (make: () => ProfileFixture | Promise<ProfileFixture>) =>
  describePortContract('ProfileApi', make, (fixture) => {
    const formOf = (profile: Profile) => ({
      username: profile.username,
      email: profile.email,
      firstName: 'Olena',
      lastName: 'Kovalenko',
      phone: profile.phone,
      playingDevice: 'PC',
      inputDevice: 'gamepad' as const,
      discord: 'olena#1',
      telegram: 'olena_k',
      instagram: '',
      oblast: 'lviv' as const,
    })

    it('reads and saves the profile', async () => {
      const { api } = await fixture()
      const form = formOf(await api.get())
      expect(await api.update(form)).toMatchObject(form)
      expect(await api.get()).toMatchObject({
        ...form,
        pendingEmail: null,
        pendingPhone: null,
        hasPassword: true,
      })
    })

    it('completes only the fields given, leaving the others as they were', async () => {
      const { api } = await fixture()
      const form = formOf(await api.get())
      await api.update({ ...form, firstName: '', discord: '', telegram: 'kept_t' })
      const completed = await api.complete({ firstName: 'Mariia', discord: 'mariia#7' })
      expect(completed).toMatchObject({ firstName: 'Mariia', discord: 'mariia#7', telegram: 'kept_t' })
      expect(await api.get()).toMatchObject({
        firstName: 'Mariia',
        lastName: 'Kovalenko',
        discord: 'mariia#7',
        telegram: 'kept_t',
        playingDevice: 'PC',
      })
    })

    it('changes the e-mail only with the current password, and once the mailed link is opened', async () => {
      const { api, password, mailedToken, freshEmail } = await fixture()
      const before = await api.get()
      const email = freshEmail()
      const form = { ...formOf(before), email }
      expect(await fieldsOf(api.update(form))).toContain('current_password')
      expect(await fieldsOf(api.update(form, `${password}-wrong`))).toContain('current_password')
      const pending = await api.update(form, password)
      expect(pending).toMatchObject({ email: before.email, pendingEmail: email })
      const token = await mailedToken(email)
      expect(await api.confirmEmail(token)).toEqual({ email })
      expect(await api.get()).toMatchObject({ email, pendingEmail: null })
      expect(await apiCodeOf(api.confirmEmail(token))).toBe('invalid_token')
    })

    it('changes the phone only with the current password, and once the SMS code is entered', async () => {
      const { api, password, smsCode, freshPhone } = await fixture()
      const before = await api.get()
      const phone = freshPhone()
      const pending = await api.update({ ...formOf(before), phone }, password)
      expect(pending).toMatchObject({ phone: before.phone, pendingPhone: phone })
      const code = await smsCode(phone)
      const wrong = code === '000000' ? '111111' : '000000'
      expect(await apiCodeOf(api.confirmPhone(wrong))).toBe('incorrect_code')
      expect(await api.confirmPhone(code)).toMatchObject({ phone, pendingPhone: null })
    })

    it('keeps a set e-mail address from being removed', async () => {
      const { api, password } = await fixture()
      const before = await api.get()
      expect(await fieldsOf(api.update({ ...formOf(before), email: '' }, password))).toEqual(['email'])
      expect(await api.get()).toMatchObject({ email: before.email, pendingEmail: null })
    })

    it('has no code to resend without a new number (no_pending_phone)', async () => {
      const { api } = await fixture()
      expect(await apiCodeOf(api.resendPhoneCode())).toBe('no_pending_phone')
    })

    it('changes the password only with the right old one; the session goes on, pending changes are dropped', async () => {
      const { api, password, freshEmail } = await fixture()
      const change = {
        oldPassword: `${password}-wrong`,
        newPassword: 'password-2',
        repeatPassword: 'password-2',
      }
      expect(await fieldsOf(api.changePassword(change))).toContain('old_password')
      const before = await api.get()
      expect(await api.update({ ...formOf(before), email: freshEmail() }, password)).toMatchObject({
        pendingEmail: expect.any(String),
      })
      await expect(api.changePassword({ ...change, oldPassword: password })).resolves.toBeUndefined()
      expect(await api.get()).toMatchObject({ hasPassword: true, pendingEmail: null })
    })

    it('removes the avatar', async () => {
      const { api, giveAvatar } = await fixture()
      await giveAvatar()
      expect((await api.get()).avatar).not.toBeNull()
      await expect(api.removeAvatar()).resolves.toBeUndefined()
      expect((await api.get()).avatar).toBeNull()
    })
  })

/** Real image bytes: a 1×1 PNG and a 1×1 GIF. */
const PNG_1X1 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII='
const GIF_1X1 = 'R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7'
const fileOf = (name: string, type: string, base64OrText: string, text = false) => {
  const bytes = text
    ? new TextEncoder().encode(base64OrText)
    : Uint8Array.from(atob(base64OrText), (c) => c.charCodeAt(0))
  return { name, type, size: bytes.length, content: new Blob([bytes], { type }) }
}

/** A real 1×1 PNG image file. */
export const pngFile = () => fileOf('a.png', 'image/png', PNG_1X1)

/** A signed-in user's avatar (team logos join the contract with the teams endpoints). */
export const uploadsApiContract = (
  make: () => Pick<UploadsApi, 'uploadAvatar'> | Promise<Pick<UploadsApi, 'uploadAvatar'>>,
) =>
  describePortContract('UploadsApi', make, (uploads) => {
    const png = pngFile()
    it('stores an avatar and answers its URL, reporting the upload progress', async () => {
      const api = await uploads()
      const progress: number[] = []
      const stored = await api.uploadAvatar(png, { onProgress: ({ loaded }) => progress.push(loaded) })
      expect(stored.url).toMatch(/^\/media\//)
      expect(progress.at(-1)).toBeGreaterThanOrEqual(png.size)
    })
    it('takes a PNG by its bytes, whatever its name and declared type say', async () => {
      const api = await uploads()
      const stored = await api.uploadAvatar(fileOf('photo.bin', 'application/octet-stream', PNG_1X1))
      expect(stored.url).toMatch(/^\/media\//)
    })
    it('refuses more than 10 MB with 413', async () => {
      const api = await uploads()
      const bytes = new Uint8Array(IMAGE_MAX_BYTES + 1)
      bytes.set(Uint8Array.from(atob(PNG_1X1), (c) => c.charCodeAt(0)))
      const big = { name: 'big.png', type: 'image/png', size: bytes.length, content: new Blob([bytes]) }
      expect(await api.uploadAvatar(big).catch((error: unknown) => error)).toMatchObject({
        _tag: 'ApiError',
        status: 413,
      })
    })
    it('refuses what is not an SVG, PNG or JPG image, whatever its name and declared type say', async () => {
      const api = await uploads()
      expect(await tagOf(api.uploadAvatar(fileOf('a.gif', 'image/gif', GIF_1X1)))).toBe('ApiError')
      expect(await tagOf(api.uploadAvatar(fileOf('a.png', 'image/png', GIF_1X1)))).toBe('ApiError')
      expect(await tagOf(api.uploadAvatar(fileOf('a.png', 'image/png', 'not an image', true)))).toBe(
        'ApiError',
      )
    })
  })

/** A clock whose time can be moved by `advance` (a real clock passes real time). */
export interface ClockFixture {
  readonly clock: Clock
  readonly advance: (ms: number) => Promise<void>
}

export const clockContract = (make: () => ClockFixture | Promise<ClockFixture>) =>
  describePortContract('Clock', make, (fixture) => {
    it('fires timeouts once and intervals until cancelled', async () => {
      const { clock, advance } = await fixture()
      const start = clock.now().getTime()
      let once = 0
      let every = 0
      clock.setTimeout(() => {
        once += 1
      }, 10)
      const cancelled = clock.setTimeout(() => {
        once += 100
      }, 10)
      cancelled()
      const stop = clock.setInterval(() => {
        every += 1
      }, 10)
      await advance(35)
      stop()
      await advance(30)
      expect(once).toBe(1)
      expect(every).toBe(3)
      expect(clock.now().getTime()).toBeGreaterThanOrEqual(start + 65)
    })
  })
