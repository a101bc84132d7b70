/**
 * Auth.js at /api/auth (server/accounts/authjs/authjs.ts) through the whole HTTP app, with the real accounts on
 * a migrated database (PGlite; PostgreSQL too when DATABASE_URL is set): the calls of spec §7, the
 * session of spec §3 with the backend's tokens, their refresh when they expire, `token_not_valid`
 * (spec §8), the page renderer's session read, and the cookie and request-forgery rules of ASVS 5.0.
 */
import { eq } from 'drizzle-orm'
import { Schema } from 'effect'
import { Hono } from 'hono'
import { decodeJwt, SignJWT, UnsecuredJWT } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ACCOUNT_PATHS } from '#core/accounts/accounts.api.ts'
import { Session, TOKEN_NOT_VALID } from '#core/accounts/auth.schema.ts'
import { PROFILE_PATHS } from '#core/profile/profile.api.ts'
import { refreshTokens } from '#server/platform/db/schema.ts'
import { ACCESS_TTL, freshIp, freshNickname, freshPhone, IDLE_TTL, SESSION_TTL } from './support/accounts.ts'
import { createTestApp } from './support/app.ts'
import type { TestBrowser } from './support/auth-browser.ts'
import { type AuthHarness, createAuthHarness, HTTP_ORIGIN, PASSWORD } from './support/auth-harness.ts'
import { backends, type TestDatabase } from './support/database.ts'

const HTTPS_ORIGIN = 'https://vatra.test'
const SESSION_COOKIE = 'authjs.session-token'

const decodeSession = (value: unknown): Session => Schema.decodeUnknownSync(Session)(value)

const nowSeconds = (harness: AuthHarness) => Math.floor(harness.accounts.clock.now().getTime() / 1000)

const errorOf = (url: string) => new URL(url).searchParams.get('error')

const DAY_SECONDS = 24 * 60 * 60
const DAY_MS = DAY_SECONDS * 1000

describe.each(backends)('Auth.js at /api/auth on $name', (backend) => {
  let database: TestDatabase
  let harness: AuthHarness
  let user: { readonly email: string; readonly id: string }

  beforeAll(async () => {
    database = await backend.open()
    harness = createAuthHarness(database)
    user = await harness.emailUser()
  })
  afterAll(async () => {
    await database?.dispose()
  })

  /** Another browser holding a copy of `browser`'s cookies (stolen, or kept from before). */
  const copyOf = (browser: TestBrowser): TestBrowser => {
    const copy = harness.browser()
    for (const [name, value] of browser.cookies) copy.cookies.set(name, value)
    return copy
  }

  const signedIn = async (): Promise<TestBrowser> => {
    const browser = harness.browser()
    const url = await browser.signIn({ email: user.email, password: PASSWORD })
    expect(url).toBe(`${HTTP_ORIGIN}/profile`)
    return browser
  }

  describe('the calls of spec §7', () => {
    it('GET /csrf answers a token and keeps it, with its hash, in an HttpOnly cookie', async () => {
      const browser = harness.browser()
      const token = await browser.csrf()
      expect(token).toMatch(/^[0-9a-f]{64}$/)
      expect(browser.cookies.get('authjs.csrf-token')).toMatch(new RegExp(`^${token}%7C[0-9a-f]{64}$`))
    })

    it('GET /providers lists only credentials when no social provider is configured', async () => {
      const { body } = await harness.browser().request('/api/auth/providers')
      expect(Object.keys(body as object)).toEqual(['credentials'])
      expect(body).toMatchObject({ credentials: { id: 'credentials', type: 'credentials' } })
      expect(harness.auth.providers).toEqual([
        { id: 'credentials', name: 'Credentials', type: 'credentials' },
      ])
    })

    it('GET /session answers {} (not null) without a session, never cached', async () => {
      const { response, body } = await harness.browser().request('/api/auth/session')
      expect(response.status).toBe(200)
      expect(body).toEqual({})
      expect(response.headers.get('Cache-Control')).toContain('no-store')
    })

    it('signs in by e-mail: the url is the callbackUrl and the session is spec §3’s with live backend tokens', async () => {
      const browser = await signedIn()
      const session = decodeSession(await browser.session())
      expect(session.user).toEqual({ id: user.id, name: expect.any(String), email: user.email, image: null })
      expect(session.expires_at).toBe(nowSeconds(harness) + ACCESS_TTL)
      expect(Date.parse(session.expires ?? '')).toBeGreaterThan(harness.accounts.clock.now().getTime())
      // The access token is the API's own: it opens the signed-in user's profile.
      const profile = await harness.accounts.get(PROFILE_PATHS.profile, {
        bearer: session.access_token ?? '',
      })
      expect(profile.status).toBe(200)
      expect(profile.body).toMatchObject({ id: user.id, email: user.email })
      expect(Object.keys(session).sort()).toEqual([
        'access_token',
        'expires',
        'expires_at',
        'refresh_token',
        'user',
      ])
    })

    it('signs in by phone, typed the way people type it', async () => {
      const phone = freshPhone()
      const phoneUser = await harness.accounts.signUpByPhone(phone, PASSWORD)
      const typed = `0${phone.slice(4, 6)} ${phone.slice(6, 9)} ${phone.slice(9)}`
      const browser = harness.browser()
      expect(await browser.signIn({ phone: typed, password: PASSWORD }, '/en/profile')).toBe(
        `${HTTP_ORIGIN}/en/profile`,
      )
      expect(decodeSession(await browser.session()).user.id).toBe(phoneUser.id)
    })

    it('a wrong password answers a url with error=CredentialsSignin and sets no session', async () => {
      const browser = harness.browser()
      const url = await browser.signIn({ email: user.email, password: 'wrong password' })
      expect(errorOf(url)).toBe('CredentialsSignin')
      expect(url).toBe(`${HTTP_ORIGIN}/login?error=CredentialsSignin&code=credentials`)
      expect(browser.cookies.has(SESSION_COOKIE)).toBe(false)
      expect(await browser.session()).toEqual({})
    })

    it('the error url is the English login page when the sign-in came from an English page', async () => {
      const url = await harness
        .browser()
        .signIn({ email: user.email, password: 'wrong password' }, '/en/profile')
      expect(url).toBe(`${HTTP_ORIGIN}/en/login?error=CredentialsSignin&code=credentials`)
    })

    it.each([
      ['an unknown address', { email: 'nobody@example.com', password: PASSWORD }],
      ['an address that is no address', { email: 'not-an-address', password: PASSWORD }],
      ['both an address and a phone', { email: 'x@example.com', phone: '+380671234567', password: PASSWORD }],
      ['no password', { email: 'x@example.com' }],
    ])('%s is refused like a wrong password', async (_name, credentials) => {
      expect(errorOf(await harness.browser().signIn(credentials))).toBe('CredentialsSignin')
    })

    it('too many failed sign-ins for one account answer code=throttled, even with the right password', async () => {
      const throttled = await harness.emailUser()
      for (let attempt = 0; attempt < 10; attempt += 1) {
        const url = await harness.browser().signIn({ email: throttled.email, password: 'wrong password' })
        expect(new URL(url).searchParams.get('code')).toBe('credentials')
      }
      const url = await harness.browser().signIn({ email: throttled.email, password: PASSWORD })
      expect(url).toBe(`${HTTP_ORIGIN}/login?error=CredentialsSignin&code=throttled`)
    })

    it('failed sign-ins are also counted per client address: that address is throttled, another is not', async () => {
      const address = freshIp()
      for (let attempt = 0; attempt < 50; attempt += 1) {
        const url = await harness
          .browser(address)
          .signIn({ email: `nobody.${attempt}@example.com`, password: PASSWORD })
        expect(new URL(url).searchParams.get('code')).toBe('credentials')
      }
      const blocked = await harness.browser(address).signIn({ email: user.email, password: PASSWORD })
      expect(new URL(blocked).searchParams.get('code')).toBe('throttled')
      expect(await harness.browser().signIn({ email: user.email, password: PASSWORD })).toBe(
        `${HTTP_ORIGIN}/profile`,
      )
    })

    it('without X-Auth-Return-Redirect the same calls redirect (302 to the url)', async () => {
      const browser = harness.browser()
      const csrfToken = await browser.csrf()
      const { response } = await browser.request('/api/auth/callback/credentials', {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          csrfToken,
          email: user.email,
          password: PASSWORD,
          callbackUrl: '/profile',
        }).toString(),
      })
      expect(response.status).toBe(302)
      expect(response.headers.get('Location')).toBe(`${HTTP_ORIGIN}/profile`)
    })

    it('signs out: the url is the callbackUrl, the cookie is cleared and the session is {} again', async () => {
      const browser = await signedIn()
      expect(await browser.signOut('/en')).toBe(`${HTTP_ORIGIN}/en`)
      expect(browser.cookies.has(SESSION_COOKIE)).toBe(false)
      expect(await browser.session()).toEqual({})
    })

    it('GET /api/auth/signin and /error send the browser to our login page, in its language', async () => {
      const browser = harness.browser()
      const signin = await browser.request('/api/auth/signin', { headers: { Cookie: 'lang=en' } })
      expect(signin.response.status).toBe(302)
      expect(new URL(signin.response.headers.get('Location') ?? '').pathname).toBe('/en/login')
      const error = await browser.request('/api/auth/error?error=AccessDenied&callbackUrl=%2Fen%2Fprofile')
      expect(error.response.headers.get('Location')).toBe(`${HTTP_ORIGIN}/en/login?error=AccessDenied`)
    })

    it.each([
      ['/api/auth/signout', '/en/profile#sign-out'],
      ['/api/auth/verify-request', '/en/login'],
      ['/api/auth/error?error=Configuration', '/en/login?error=Configuration'],
      ['/api/auth/signin', '/en/login?callbackUrl=http%3A%2F%2Flocalhost%3A3000'],
    ])('Auth.js’s own page %s is ours instead (%s), in the reader’s language', async (path, target) => {
      const { response } = await harness.browser().request(path, { headers: { Cookie: 'lang=en' } })
      expect(response.status).toBe(302)
      expect(response.headers.get('Location')).toBe(`${HTTP_ORIGIN}${target}`)
      const ukrainian = await harness.browser().request(path)
      expect(ukrainian.response.headers.get('Location')).toBe(`${HTTP_ORIGIN}${target.replace(/^\/en/, '')}`)
    })

    it('a body past 16 KiB is refused before Auth.js reads it', async () => {
      const { response, body } = await harness.browser().request('/api/auth/callback/credentials', {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: `password=${'x'.repeat(17 * 1024)}`,
      })
      expect(response.status).toBe(413)
      expect(body).toEqual({ detail: 'Тіло запиту завелике.', code: 'payload_too_large' })
    })

    it('without Auth.js in the app, /api/auth answers the JSON 404 of any unknown /api path', async () => {
      const bare = createTestApp({ api: new Hono() })
      expect((await harness.app.request('/api/auth/session')).status).toBe(200)
      const response = await bare.request('/api/auth/session')
      expect(response.status).toBe(404)
      expect(await response.json()).toMatchObject({ code: 'not_found' })
    })

    it('unknown actions and providers that are not configured answer a JSON 404', async () => {
      for (const path of [
        '/api/auth/nothing',
        '/api/auth/signin/github',
        '/api/auth/callback/google',
        '/api/auth',
      ]) {
        const { response, body } = await harness.browser().request(path)
        expect(response.status, path).toBe(404)
        expect(body, path).toMatchObject({ code: 'not_found' })
      }
    })
  })

  describe('the backend tokens inside the session', () => {
    /** Auth.js's session update (`useSession().update(data)`), answered with the session it stored. */
    const updateSession = async (browser: TestBrowser, data: object) =>
      decodeSession(
        (
          await browser.request('/api/auth/session', {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify({ csrfToken: await browser.csrf(), data }),
          })
        ).body,
      )

    it('refreshes expired tokens on the next session read: new tokens, the used refresh token dead', async () => {
      const browser = await signedIn()
      const before = decodeSession(await browser.session())
      harness.accounts.clock.advance(ACCESS_TTL + 1)
      const { body, setCookies } = await browser.request('/api/auth/session')
      const after = decodeSession(body)
      expect(after.user).toEqual(before.user)
      expect(after.access_token).not.toBe(before.access_token)
      expect(after.refresh_token).not.toBe(before.refresh_token)
      expect(after.expires_at).toBe(nowSeconds(harness) + ACCESS_TTL)
      expect(setCookies.map((cookie) => cookie.name)).toContain(SESSION_COOKIE)
      const [used] = await harness.accounts.db
        .select({ blacklistedAt: refreshTokens.blacklistedAt })
        .from(refreshTokens)
        .where(eq(refreshTokens.jti, String(decodeJwt(before.refresh_token ?? '').jti)))
      expect(used?.blacklistedAt).not.toBeNull()
      // The new tokens are the ones the cookie now carries: no second refresh.
      expect(decodeSession(await browser.session()).access_token).toBe(after.access_token)
      const profile = await harness.accounts.get(PROFILE_PATHS.profile, { bearer: after.access_token ?? '' })
      expect(profile.status).toBe(200)
    })

    it('two requests racing with the same expired cookie both get the one refresh, not token_not_valid', async () => {
      const browser = await signedIn()
      harness.accounts.clock.advance(ACCESS_TTL + 1)
      const cookie = browser.cookieHeader()
      const [first, second] = await Promise.all(
        [0, 1].map(async () =>
          decodeSession(
            await (
              await harness.app.request(`${HTTP_ORIGIN}/api/auth/session`, { headers: { Cookie: cookie } })
            ).json(),
          ),
        ),
      )
      expect(first?.user.code).toBeUndefined()
      expect(second?.refresh_token).toBe(first?.refresh_token)
    })

    it('marks the user token_not_valid when the refresh token was revoked, keeping the user', async () => {
      const browser = await signedIn()
      await harness.accounts.db
        .update(refreshTokens)
        .set({ blacklistedAt: harness.accounts.clock.now() })
        .where(eq(refreshTokens.userId, user.id))
      harness.accounts.clock.advance(ACCESS_TTL + 1)
      const session = decodeSession(await browser.session())
      expect(session.user).toMatchObject({ id: user.id, email: user.email, code: TOKEN_NOT_VALID })
      // Given up on: the next read does not try again.
      expect(decodeSession(await browser.session()).user.code).toBe(TOKEN_NOT_VALID)
    })

    it('takes tokens the browser refreshed itself (Auth.js update), but only its own session’s', async () => {
      const browser = await signedIn()
      const session = decodeSession(await browser.session())
      const refreshed = await harness.accounts.post(ACCOUNT_PATHS.tokenRefresh, {
        refresh: session.refresh_token,
      })
      const { access, refresh } = refreshed.body as { access: string; refresh: string }
      const update = (data: object) => updateSession(browser, data)
      const expiresAt = nowSeconds(harness) + ACCESS_TTL
      const updated = await update({ access_token: access, refresh_token: refresh, expires_at: expiresAt })
      expect(updated).toMatchObject({ access_token: access, refresh_token: refresh, expires_at: expiresAt })
      const other = await harness.emailUser()
      const foreign = await harness.accounts.tokensFor({ email: other.email, password: PASSWORD })
      const refused = await update({
        access_token: foreign.access,
        refresh_token: foreign.refresh,
        expires_at: foreign.accessExpiresAt,
      })
      expect(refused.access_token).toBe(access)
      expect(refused.user.id).toBe(user.id)
    })

    it('V7.2.1 the session update takes only tokens the server verifies as this session’s', async () => {
      const browser = await signedIn()
      const session = decodeSession(await browser.session())
      const update = (data: object) => updateSession(browser, data)
      const own = decodeJwt(session.access_token ?? '')
      const iat = nowSeconds(harness)
      const unsigned = (claims: object) =>
        new UnsecuredJWT({ ...own, ...claims, iat, exp: iat + ACCESS_TTL }).encode()
      const sameUser = await harness.accounts.tokensFor({ email: user.email, password: PASSWORD })
      const refused: ReadonlyArray<readonly [string, object]> = [
        [
          'unsigned, naming the session’s user',
          { access_token: unsigned({}), refresh_token: unsigned({ token_type: 'refresh' }) },
        ],
        [
          'signed with another key',
          {
            access_token: await new SignJWT({ ...own })
              .setProtectedHeader({ alg: 'HS256' })
              .sign(new TextEncoder().encode('x'.repeat(48))),
            refresh_token: session.refresh_token,
          },
        ],
        [
          'access and refresh swapped',
          { access_token: session.refresh_token, refresh_token: session.access_token },
        ],
        [
          'another session of the same user',
          { access_token: sameUser.access, refresh_token: sameUser.refresh },
        ],
        [
          'an access token of this session with another session’s refresh token',
          { access_token: session.access_token, refresh_token: sameUser.refresh },
        ],
        ['not tokens at all', { access_token: 'x', refresh_token: 'y' }],
      ]
      for (const [name, tokens] of refused) {
        const answer = await update({ ...tokens, expires_at: iat + 10 * ACCESS_TTL })
        expect(answer.access_token, name).toBe(session.access_token)
        expect(answer.refresh_token, name).toBe(session.refresh_token)
        expect(answer.expires_at, name).toBe(session.expires_at)
      }
      // A refresh token this session already used up is not taken back either.
      const rotated = (
        await harness.accounts.post(ACCOUNT_PATHS.tokenRefresh, { refresh: session.refresh_token })
      ).body as { access: string; refresh: string }
      const stale = await update({
        access_token: rotated.access,
        refresh_token: session.refresh_token,
        expires_at: iat,
      })
      expect(stale.refresh_token).toBe(session.refresh_token)
      // The session's own fresh pair is: its expiry is the access token's own, not the one claimed.
      const taken = await update({
        access_token: rotated.access,
        refresh_token: rotated.refresh,
        expires_at: 1,
      })
      expect(taken).toMatchObject({
        access_token: rotated.access,
        refresh_token: rotated.refresh,
        expires_at: decodeJwt(rotated.access).exp,
      })
    })
  })

  describe('the session’s user follows the account', () => {
    it('a changed nickname is the session’s name at the next read, without signing in again', async () => {
      const browser = await signedIn()
      const { access_token: access, user: before } = decodeSession(await browser.session())
      const nickname = freshNickname('renamed')
      const saved = await harness.accounts.patch(
        PROFILE_PATHS.profile,
        { username: nickname },
        { bearer: access ?? '' },
      )
      expect(saved.status).toBe(200)
      expect(decodeSession(await browser.session()).user).toEqual({ ...before, name: nickname })
      const page = await harness.auth.readSession(
        new Request(`${HTTP_ORIGIN}/profile`, { headers: { Cookie: browser.cookieHeader() } }),
      )
      expect(page.session?.user.name).toBe(nickname)
    })
  })

  describe('readSession (page rendering)', () => {
    it('answers no session and sets no cookie for a guest', async () => {
      const read = await harness.auth.readSession(
        new Request(`${HTTP_ORIGIN}/profile`, { headers: { Cookie: 'lang=en' } }),
      )
      expect(read).toEqual({ session: null, setCookie: [] })
    })

    it('answers the session of the cookie, and the refreshed cookie when the tokens were renewed', async () => {
      const browser = await signedIn()
      const page = () =>
        new Request(`${HTTP_ORIGIN}/profile`, { headers: { Cookie: browser.cookieHeader() } })
      const first = await harness.auth.readSession(page())
      const { expires: _expires, ...seen } = decodeSession(await browser.session())
      expect(first.session).toMatchObject(seen)
      harness.accounts.clock.advance(ACCESS_TTL + 1)
      const renewed = await harness.auth.readSession(page())
      expect(renewed.session?.access_token).not.toBe(first.session?.access_token)
      expect(renewed.setCookie).toHaveLength(1)
      expect(renewed.setCookie[0]).toMatch(new RegExp(`^${SESSION_COOKIE}=[^;]+;.*HttpOnly`))
      // The browser that takes that cookie has the renewed tokens.
      browser.cookies.set(SESSION_COOKIE, renewed.setCookie[0]?.split(';')[0]?.split('=')[1] ?? '')
      expect(decodeSession(await browser.session()).access_token).toBe(renewed.session?.access_token)
    })

    it('answers no session for an ended session, and the cookie that clears it for the page', async () => {
      const browser = await signedIn()
      const copy = copyOf(browser)
      await browser.signOut()
      const read = await harness.auth.readSession(
        new Request(`${HTTP_ORIGIN}/profile`, { headers: { Cookie: copy.cookieHeader() } }),
      )
      expect(read.session).toBeNull()
      expect(read.setCookie).toHaveLength(1)
      expect(read.setCookie[0]).toMatch(
        new RegExp(`^${SESSION_COOKIE}=;.*(Max-Age=0|Expires=Thu, 01 Jan 1970)`, 'i'),
      )
    })

    it('answers no session for a cookie that is not ours', async () => {
      const read = await harness.auth.readSession(
        new Request(`${HTTP_ORIGIN}/`, { headers: { Cookie: `${SESSION_COOKIE}=forged.value` } }),
      )
      expect(read.session).toBeNull()
    })
  })

  describe('security (OWASP ASVS 5.0)', () => {
    it('V3.3.4 V3.3.2 the session cookie is HttpOnly, SameSite=Lax, Path=/ (and not Secure over plain HTTP)', async () => {
      const browser = harness.browser()
      const { answer } = await browser.postForUrl('/api/auth/callback/credentials', {
        csrfToken: await browser.csrf(),
        email: user.email,
        password: PASSWORD,
      })
      const cookie = answer.setCookies.find((c) => c.name === SESSION_COOKIE)
      expect(cookie?.attributes.has('httponly')).toBe(true)
      expect(cookie?.attributes.get('samesite')).toBe('Lax')
      expect(cookie?.attributes.get('path')).toBe('/')
      expect(cookie?.attributes.has('secure')).toBe(false)
    })

    it('V3.3.1 V3.3.3 over HTTPS every Auth.js cookie is __Host-: Secure, Path=/, no Domain, HttpOnly, SameSite=Lax', async () => {
      const secure = createAuthHarness(database, { publicUrl: HTTPS_ORIGIN })
      const browser = secure.browser()
      const { url, answer } = await browser.postForUrl('/api/auth/callback/credentials', {
        csrfToken: await browser.csrf(),
        email: user.email,
        password: PASSWORD,
        callbackUrl: '/profile',
      })
      expect(url).toBe(`${HTTPS_ORIGIN}/profile`)
      const names = [...browser.cookies.keys()].sort()
      expect(names).toEqual([
        '__Host-authjs.callback-url',
        '__Host-authjs.csrf-token',
        '__Host-authjs.session-token',
        // The way this browser signed in (ADR 0058), under the same rules.
        '__Host-signin',
      ])
      expect(browser.cookies.get('__Host-signin')).toBe('login')
      for (const cookie of answer.setCookies) {
        expect(cookie.name).toMatch(/^__Host-/)
        expect(cookie.attributes.has('secure')).toBe(true)
        expect(cookie.attributes.has('httponly')).toBe(true)
        expect(cookie.attributes.get('samesite')).toBe('Lax')
        expect(cookie.attributes.get('path')).toBe('/')
        expect(cookie.attributes.has('domain')).toBe(false)
      }
      expect(decodeSession(await browser.session()).user.id).toBe(user.id)
    })

    it('V3.5.1 a sign-in POST without the CSRF token is refused (error=MissingCSRF, no session)', async () => {
      const browser = harness.browser()
      await browser.csrf()
      const { url, answer } = await browser.postForUrl('/api/auth/callback/credentials', {
        email: user.email,
        password: PASSWORD,
      })
      expect(errorOf(url)).toBe('MissingCSRF')
      expect(answer.setCookies.some((cookie) => cookie.name === SESSION_COOKIE)).toBe(false)
      expect(await browser.session()).toEqual({})
    })

    it('V3.5.1 a CSRF token from another browser (forged cross-site POST) is refused', async () => {
      const attacker = harness.browser()
      const victim = harness.browser()
      await victim.csrf()
      const { url } = await victim.postForUrl('/api/auth/callback/credentials', {
        csrfToken: await attacker.csrf(),
        email: user.email,
        password: PASSWORD,
      })
      expect(errorOf(url)).toBe('MissingCSRF')
    })

    it('V3.5.1 a sign-out POST without the CSRF token leaves the session in place', async () => {
      const browser = await signedIn()
      const { url } = await browser.postForUrl('/api/auth/signout', { callbackUrl: '/' })
      expect(errorOf(url)).toBe('MissingCSRF')
      expect(decodeSession(await browser.session()).user.id).toBe(user.id)
    })

    it.each(['https://evil.example/steal', '//evil.example/steal', '/\\evil.example/steal'])(
      'V3.7.2 callbackUrl %s ends on our own origin',
      async (callbackUrl) => {
        const browser = harness.browser()
        const url = await browser.signIn({ email: user.email, password: PASSWORD }, callbackUrl)
        expect(new URL(url).origin).toBe(HTTP_ORIGIN)
        expect(new URL(await browser.signOut(callbackUrl)).origin).toBe(HTTP_ORIGIN)
      },
    )

    it('V3.7.2 a forged Host header does not move the redirects to another origin', async () => {
      const browser = harness.browser()
      const csrfToken = await browser.csrf()
      const response = await harness.app.request('http://evil.example/api/auth/callback/credentials', {
        method: 'POST',
        headers: {
          Cookie: browser.cookieHeader(),
          'Content-Type': 'application/x-www-form-urlencoded',
          'X-Auth-Return-Redirect': '1',
          'X-Forwarded-Host': 'evil.example',
        },
        body: new URLSearchParams({
          csrfToken,
          email: user.email,
          password: PASSWORD,
          callbackUrl: '/profile',
        }).toString(),
      })
      expect(await response.json()).toEqual({ url: `${HTTP_ORIGIN}/profile` })
    })

    it('V7.2.4 signing in again replaces the session with a new one (another user’s here)', async () => {
      const browser = await signedIn()
      const first = browser.cookies.get(SESSION_COOKIE)
      const other = await harness.emailUser()
      await browser.signIn({ email: other.email, password: PASSWORD })
      expect(browser.cookies.get(SESSION_COOKIE)).not.toBe(first)
      expect(decodeSession(await browser.session()).user.id).toBe(other.id)
    })

    it('V7.2.4 signing in again ends the session held before: a copy of its cookie and its tokens die', async () => {
      const browser = await signedIn()
      const { access_token: access } = decodeSession(await browser.session())
      const copy = copyOf(browser)
      await browser.signIn({ email: user.email, password: PASSWORD })
      expect(await copy.session()).toEqual({})
      expect((await harness.accounts.get(PROFILE_PATHS.profile, { bearer: access ?? '' })).status).toBe(401)
      expect(decodeSession(await browser.session()).user.id).toBe(user.id)
    })

    it('V7.4.1 a copy of the cookie kept past sign-out is no session at once, and its API tokens die', async () => {
      const browser = await signedIn()
      const { access_token: access, refresh_token: refresh } = decodeSession(await browser.session())
      const copy = copyOf(browser)
      await browser.signOut()
      const { body, setCookies } = await copy.request('/api/auth/session')
      expect(body).toEqual({})
      expect(setCookies.find((cookie) => cookie.name === SESSION_COOKIE)?.value).toBe('')
      expect((await harness.accounts.get(PROFILE_PATHS.profile, { bearer: access ?? '' })).status).toBe(401)
      expect((await harness.accounts.post(ACCOUNT_PATHS.tokenRefresh, { refresh })).status).toBe(401)
    })

    it('V7.4.1 a session read racing the sign-out cannot bring the session back', async () => {
      const browser = await signedIn()
      harness.accounts.clock.advance(ACCESS_TTL + 1)
      const copy = copyOf(browser)
      // The read may answer before or after the sign-out; whatever cookie it hands out is dead after.
      await Promise.all([browser.signOut(), copy.session()])
      expect(await copy.session()).toEqual({})
      expect(await browser.session()).toEqual({})
    })

    it('V7.4.3 a password change ends every other session at once; the one that changed it goes on', async () => {
      const changer = await harness.emailUser()
      const here = harness.browser()
      await here.signIn({ email: changer.email, password: PASSWORD })
      const elsewhere = harness.browser()
      await elsewhere.signIn({ email: changer.email, password: PASSWORD })
      const current = decodeSession(await here.session())
      const changed = await harness.accounts.post(
        PROFILE_PATHS.password,
        {
          old_password: PASSWORD,
          new_password: 'a new password 2026',
          repeat_password: 'a new password 2026',
        },
        { bearer: current.access_token ?? '' },
      )
      expect(changed.status).toBe(200)
      expect(await elsewhere.session()).toEqual({})
      // The browser hands its new pair to its session (adoptTokens), which takes it.
      const { access, refresh } = changed.body as { access: string; refresh: string }
      const updated = await here.request('/api/auth/session', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          csrfToken: await here.csrf(),
          data: { access_token: access, refresh_token: refresh, expires_at: 0 },
        }),
      })
      expect(decodeSession(updated.body)).toMatchObject({ access_token: access, refresh_token: refresh })
      expect(decodeSession(await here.session()).user.id).toBe(changer.id)
    })

    it('V7.4.3 a password reset ends every session of the account at once', async () => {
      const resetter = await harness.emailUser()
      const browser = harness.browser()
      await browser.signIn({ email: resetter.email, password: PASSWORD })
      expect(
        (await harness.accounts.post(ACCOUNT_PATHS.forgotPassword, { email: resetter.email })).status,
      ).toBe(202)
      const token = await harness.accounts.lastLinkToken(resetter.email, '/forgot-password')
      const reset = await harness.accounts.post(ACCOUNT_PATHS.resetPassword, {
        token,
        password: 'a reset password 2026',
        confirm_password: 'a reset password 2026',
      })
      expect(reset.status).toBe(204)
      expect(await browser.session()).toEqual({})
    })

    it('V7.4.2 a disabled user’s session ends at once', async () => {
      const disabled = await harness.emailUser()
      const browser = harness.browser()
      await browser.signIn({ email: disabled.email, password: PASSWORD })
      const { access_token: access } = decodeSession(await browser.session())
      await harness.accounts.setDisabled(disabled.id, true)
      expect(await browser.session()).toEqual({})
      expect((await harness.accounts.get(PROFILE_PATHS.profile, { bearer: access ?? '' })).status).toBe(401)
      // And it cannot sign in again: answered like a wrong password.
      expect(errorOf(await harness.browser().signIn({ email: disabled.email, password: PASSWORD }))).toBe(
        'CredentialsSignin',
      )
    })

    it('V7.3.2 a session ends at its absolute lifetime however active it is', async () => {
      const browser = await signedIn()
      const started = harness.accounts.clock.now().getTime()
      const session = decodeSession(await browser.session())
      expect(Date.parse(session.expires ?? '')).toBeLessThanOrEqual(started + SESSION_TTL * 1000)
      // Read every few days, well within the idle time: refreshed each time, until the end.
      while (harness.accounts.clock.now().getTime() + 3 * DAY_MS < started + SESSION_TTL * 1000) {
        harness.accounts.clock.advance(3 * DAY_SECONDS)
        expect(decodeSession(await browser.session()).user.code).toBeUndefined()
      }
      harness.accounts.clock.advance(3 * DAY_SECONDS)
      expect(await browser.session()).toEqual({})
      expect(browser.cookies.has(SESSION_COOKIE)).toBe(false)
    })

    it('V7.3.1 the session cookie expires after the idle time, renewed by each read', async () => {
      const browser = await signedIn()
      const { setCookies } = await browser.request('/api/auth/session')
      const expires = Date.parse(
        setCookies.find((c) => c.name === SESSION_COOKIE)?.attributes.get('expires') ?? '',
      )
      expect(Math.abs(expires - (Date.now() + IDLE_TTL * 1000))).toBeLessThan(60_000)
    })

    it('V7.2.1 a session cookie that was tampered with is no session', async () => {
      const browser = await signedIn()
      const value = browser.cookies.get(SESSION_COOKIE) ?? ''
      browser.cookies.set(SESSION_COOKIE, `${value.slice(0, -4)}AAAA`)
      expect(await browser.session()).toEqual({})
    })
  })
})
