/**
 * The forms the server answers without JavaScript (server/forms, ADR 0020), through the whole HTTP
 * app with the real accounts and Auth.js on a migrated database (PGlite; PostgreSQL too when
 * DATABASE_URL is set). The page renderer is a stub that records what the page would be rendered
 * with, and sets the forms' cookie as the real one does: the pages themselves are the end-to-end
 * tests' (tests/e2e/no-script-forms.spec.ts).
 */

import { Schema } from 'effect'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Session } from '#core/accounts/auth.schema.ts'
import type { PostedForm } from '#core/shared/forms/posted-form.ts'
import { freshEmail, freshIp, freshNickname } from './support/accounts.ts'
import { createTestBrowser, type TestBrowser } from './support/auth-browser.ts'
import { type AuthHarness, createAuthHarness, HTTP_ORIGIN, PASSWORD } from './support/auth-harness.ts'
import { backends, type TestDatabase } from './support/database.ts'
import { createFormsApp, type RenderedPage } from './support/forms.ts'

const FORM_COOKIE = 'form-csrf'

describe.each(backends)('forms sent without JavaScript on $name', (backend) => {
  let database: TestDatabase
  let harness: AuthHarness
  let app: ReturnType<typeof createFormsApp>['app']
  let rendered: ReadonlyArray<RenderedPage> = []

  beforeAll(async () => {
    database = await backend.open()
    harness = createAuthHarness(database)
    ;({ app, rendered } = createFormsApp(database, harness))
  })
  afterAll(async () => {
    await database?.dispose()
  })

  /** A browser that opened `page` (and so holds the forms' cookie) and the token its forms carry. */
  const opened = async (page: string): Promise<{ browser: TestBrowser; token: string }> => {
    const browser = createTestBrowser(app, HTTP_ORIGIN, freshIp())
    await browser.request(page)
    const token = rendered.at(-1)?.token ?? ''
    expect(browser.cookies.get(FORM_COOKIE)).toMatch(/^[A-Za-z0-9_-]{43}$/)
    return { browser, token }
  }

  const post = (browser: TestBrowser, page: string, fields: Readonly<Record<string, string>>) =>
    browser.request(page, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    })

  const lastPosted = (): PostedForm | undefined => rendered.at(-1)?.posted

  describe('the e-mail sign-in', () => {
    it('signs in and answers 303 to the safe redirect target, with the session cookie', async () => {
      const user = await harness.emailUser()
      const { browser, token } = await opened('/en/login?redirect=%2Fen%2Ftournaments')
      const { response } = await post(browser, '/en/login?redirect=%2Fen%2Ftournaments', {
        csrf: token,
        email: user.email,
        password: PASSWORD,
      })
      expect(response.status).toBe(303)
      expect(response.headers.get('Location')).toBe('/en/tournaments')
      const session = Schema.decodeUnknownSync(Session)(await browser.session())
      expect(session.user.email).toBe(user.email)
    })

    it('V3.7.2 refuses an open redirect: a foreign target becomes the profile', async () => {
      const user = await harness.emailUser()
      const { browser, token } = await opened('/login')
      for (const hostile of ['//evil.example', 'https://evil.example/x', '/%2F%2Fevil.example']) {
        const { response } = await post(browser, `/login?redirect=${encodeURIComponent(hostile)}`, {
          csrf: token,
          email: user.email,
          password: PASSWORD,
        })
        expect(response.status, hostile).toBe(303)
        expect(response.headers.get('Location'), hostile).toBe('/profile')
      }
    })

    it('renders the page again on a wrong password, the address kept and the password not', async () => {
      const user = await harness.emailUser()
      const { browser, token } = await opened('/login')
      const { response } = await post(browser, '/login', {
        csrf: token,
        email: user.email,
        password: 'wrong password 1',
      })
      expect(response.status).toBe(400)
      expect(lastPosted()).toMatchObject({
        values: { email: user.email },
        error: { key: 'wrongEmailOrPassword' },
      })
      expect(JSON.stringify(lastPosted())).not.toContain('wrong password 1')
      expect(browser.cookies.has('authjs.session-token')).toBe(false)
    })

    it("shows core's field errors without asking anyone", async () => {
      const { browser, token } = await opened('/en/login')
      const { response } = await post(browser, '/en/login', {
        csrf: token,
        email: 'not an address',
        password: '',
      })
      expect(response.status).toBe(400)
      expect(lastPosted()?.values).toEqual({ email: 'not an address' })
      expect(Object.keys(lastPosted()?.fieldErrors ?? {}).sort()).toEqual(['email', 'password'])
    })
  })

  describe('V3.5.1 request forgery', () => {
    it('refuses a form without the token, with a token of another browser, or without the cookie', async () => {
      const user = await harness.emailUser()
      const victim = await opened('/login')
      const attacker = await opened('/login')
      const attempts: ReadonlyArray<[TestBrowser, Record<string, string>]> = [
        [victim.browser, {}],
        [victim.browser, { csrf: '' }],
        [victim.browser, { csrf: attacker.token }],
        [victim.browser, { csrf: `${victim.token.slice(0, -1)}${victim.token.endsWith('A') ? 'B' : 'A'}` }],
        [createTestBrowser(app, HTTP_ORIGIN, freshIp()), { csrf: victim.token }],
      ]
      for (const [browser, csrf] of attempts) {
        const { response } = await post(browser, '/login', { ...csrf, email: user.email, password: PASSWORD })
        expect(response.status, JSON.stringify(csrf)).toBe(403)
        expect(lastPosted()).toMatchObject({ values: {}, error: { key: 'formExpired' } })
        expect(browser.cookies.has('authjs.session-token')).toBe(false)
      }
    })

    it('only reads form-encoded bodies of a bounded size', async () => {
      const { browser, token } = await opened('/login')
      const json = await browser.request('/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ csrf: token }),
      })
      expect(json.response.status).toBe(415)
      const huge = await post(browser, '/login', { csrf: token, email: 'x'.repeat(20_000) })
      expect(huge.response.status).toBe(413)
    })

    it('leaves other pages alone: a POST there is still 405', async () => {
      const { browser, token } = await opened('/login')
      const { response } = await post(browser, '/about', { csrf: token })
      expect(response.status).toBe(405)
    })
  })

  describe('registration and password recovery by e-mail', () => {
    it('registers and goes on to the check-your-mail page; a taken nickname comes back on its field', async () => {
      const { browser, token } = await opened('/en/register')
      const nickname = freshNickname()
      const email = freshEmail()
      const first = await post(browser, '/en/register', { csrf: token, email, nickname, acceptTerms: 'on' })
      expect(first.response.status).toBe(303)
      expect(first.response.headers.get('Location')).toBe('/en/register/confirm')
      expect(await harness.accounts.lastLinkToken(email, '/register/confirm')).toMatch(/^[\w-]{22,}$/)

      // A nickname is taken once its account exists.
      const taken = (await harness.accounts.signUpByEmail(freshEmail(), PASSWORD)).username
      const again = await post(browser, '/en/register', {
        csrf: token,
        email: freshEmail(),
        nickname: taken,
        acceptTerms: 'on',
      })
      expect(again.response.status).toBe(400)
      expect(lastPosted()?.values).toMatchObject({ nickname: taken, acceptTerms: true })
      // The page says it from the code, as the browser would.
      expect(lastPosted()?.serverErrors.nickname).toEqual([{ key: 'nicknameTaken' }])
    })

    it('sets the password of the mailed link and signs the new account in', async () => {
      const email = freshEmail()
      await harness.accounts.post('/auth/email/register', {
        email,
        nickname: freshNickname(),
        accept_terms: true,
      })
      const link = await harness.accounts.lastLinkToken(email, '/register/confirm')
      const page = `/register/confirm/${link}`
      const { browser, token } = await opened(page)
      const mismatch = await post(browser, page, {
        csrf: token,
        password: PASSWORD,
        confirmPassword: 'other',
      })
      expect(mismatch.response.status).toBe(400)
      expect(lastPosted()?.values).toEqual({})
      const done = await post(browser, page, { csrf: token, password: PASSWORD, confirmPassword: PASSWORD })
      expect(done.response.status).toBe(303)
      expect(done.response.headers.get('Location')).toBe('/register/success')
      const session = Schema.decodeUnknownSync(Session)(await browser.session())
      expect(session.user.email).toBe(email)
    })

    it('mails a reset link, sets the new password by it, and says when a link is spent', async () => {
      const user = await harness.emailUser()
      const { browser, token } = await opened('/forgot-password/email')
      const sent = await post(browser, '/forgot-password/email', { csrf: token, email: user.email })
      expect(sent.response.status).toBe(303)
      expect(sent.response.headers.get('Location')).toBe('/forgot-password/success')
      const link = await harness.accounts.lastLinkToken(user.email, '/forgot-password')
      const page = `/en/forgot-password/${link}`
      const fields = { csrf: token, password: 'a new password 42', confirmPassword: 'a new password 42' }
      const reset = await post(browser, page, fields)
      expect(reset.response.status).toBe(303)
      expect(reset.response.headers.get('Location')).toBe('/en/login')
      const spent = await post(browser, page, fields)
      expect(spent.response.status).toBe(400)
      expect(lastPosted()?.invalidToken).toBe(true)
    })
  })
})
