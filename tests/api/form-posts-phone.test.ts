/**
 * The phone flows' forms answered without JavaScript (server/accounts/phone-flow-posts.ts, ADR 0020):
 * `/auth` (sign in or sign up by phone) and `/forgot-password/phone`, screen by screen, through the
 * whole HTTP app with the real accounts, SMS outbox and Auth.js on a migrated database (PGlite;
 * PostgreSQL too when DATABASE_URL is set). The page renderer is a stub that records the screen the
 * page would be rendered on; the pages themselves are tests/e2e/no-script-forms.spec.ts's.
 */

import { Schema } from 'effect'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Session } from '#core/accounts/auth.schema.ts'
import { freshIp, freshPhone } from './support/accounts.ts'
import { createTestBrowser, type TestBrowser } from './support/auth-browser.ts'
import { type AuthHarness, createAuthHarness, HTTP_ORIGIN, PASSWORD } from './support/auth-harness.ts'
import { backends, type TestDatabase } from './support/database.ts'
import { createFormsApp, type RenderedPage } from './support/forms.ts'

/** What the phone field's input holds: the part after the +380 the field shows. */
const typed = (phone: string): string => phone.slice('+380'.length)

describe.each(backends)('phone flows sent without JavaScript on $name', (backend) => {
  let database: TestDatabase
  let harness: AuthHarness
  let app: ReturnType<typeof createFormsApp>['app']
  let rendered: ReadonlyArray<RenderedPage> = []
  /** Every Location header any answer of this file carried. */
  const locations: string[] = []

  beforeAll(async () => {
    database = await backend.open()
    harness = createAuthHarness(database)
    ;({ app, rendered } = createFormsApp(database, harness))
  })
  afterAll(async () => {
    await database?.dispose()
  })

  const opened = async (page: string): Promise<{ browser: TestBrowser; token: string }> => {
    const browser = createTestBrowser(app, HTTP_ORIGIN, freshIp())
    await browser.request(page)
    return { browser, token: rendered.at(-1)?.token ?? '' }
  }

  const post = async (browser: TestBrowser, page: string, fields: Readonly<Record<string, string>>) => {
    const answer = await browser.request(page, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    })
    const location = answer.response.headers.get('Location')
    if (location !== null) locations.push(location)
    return answer.response
  }

  /** The screen the last answer rendered. */
  const screen = () => {
    const flow = rendered.at(-1)?.posted?.phoneFlow
    if (!flow) throw new Error('no phone screen was rendered')
    return flow
  }

  const signedIn = async (browser: TestBrowser): Promise<boolean> =>
    Schema.is(Session)(await browser.session())

  /** Phone screen → code screen; answers the code that went out. */
  const toCodeScreen = async (browser: TestBrowser, page: string, token: string, phone: string) => {
    const before = (await harness.accounts.smsTo(phone)).length
    const sent = await post(browser, page, { csrf: token, step: 'phone', phone: typed(phone) })
    expect(sent.status).toBe(200)
    expect(screen()).toMatchObject({ step: 'code', e164: phone, resendIn: 60, error: null })
    expect(await harness.accounts.smsTo(phone)).toHaveLength(before + 1)
    return harness.accounts.lastCode(phone)
  }

  const wrongCode = (code: string): string => (code === '000000' ? '111111' : '000000')

  describe('sign in or sign up at /auth', () => {
    it('an existing number: code, a wrong password, the right one; 303 to the safe redirect, signed in', async () => {
      const phone = freshPhone()
      await harness.accounts.signUpByPhone(phone, PASSWORD)
      harness.accounts.clock.advance(61)
      const page = '/en/auth?redirect=%2Fen%2Ftournaments'
      const { browser, token } = await opened(page)
      const code = await toCodeScreen(browser, page, token, phone)

      const wrong = await post(browser, page, {
        csrf: token,
        step: 'code',
        number: phone,
        code: wrongCode(code),
      })
      expect(wrong.status).toBe(400)
      expect(screen()).toMatchObject({ step: 'code', e164: phone, error: { key: 'incorrectCode' } })

      const right = await post(browser, page, { csrf: token, step: 'code', number: phone, code })
      expect(right.status).toBe(200)
      expect(screen()).toMatchObject({ step: 'password', e164: phone, error: null })

      const refused = await post(browser, page, {
        csrf: token,
        step: 'password',
        number: phone,
        password: 'not the password 1',
      })
      expect(refused.status).toBe(400)
      expect(screen()).toMatchObject({ step: 'password', error: { key: 'invalidCredentials' } })
      expect(JSON.stringify(rendered.at(-1)?.posted)).not.toContain('not the password 1')
      expect(await signedIn(browser)).toBe(false)

      const done = await post(browser, page, {
        csrf: token,
        step: 'password',
        number: phone,
        password: PASSWORD,
      })
      expect(done.status).toBe(303)
      expect(done.headers.get('Location')).toBe('/en/tournaments')
      expect(await signedIn(browser)).toBe(true)
    })

    it('a new number: code, sign-up refused without the terms (typed values kept), then created and signed in', async () => {
      const phone = freshPhone()
      const { browser, token } = await opened('/auth')
      const code = await toCodeScreen(browser, '/auth', token, phone)
      // Spaces between the digits, as people type them.
      const verified = await post(browser, '/auth', {
        csrf: token,
        step: 'code',
        number: phone,
        code: `${code.slice(0, 3)} ${code.slice(3)}`,
      })
      expect(verified.status).toBe(200)
      const { ticket } = screen()
      expect(screen()).toMatchObject({ step: 'signUp', e164: phone })
      expect(ticket).toMatch(/^[\w-]{22,}$/)

      const form = {
        csrf: token,
        step: 'signUp',
        number: phone,
        ticket,
        name: 'Olena',
        device: 'PlayStation 5',
        password: PASSWORD,
        confirmPassword: PASSWORD,
      }
      const noTerms = await post(browser, '/auth', form)
      expect(noTerms.status).toBe(400)
      expect(screen()).toMatchObject({
        step: 'signUp',
        fieldErrors: { acceptTerms: [{ key: 'termsRequired' }] },
      })
      expect(rendered.at(-1)?.posted?.values).toEqual({
        name: 'Olena',
        device: 'PlayStation 5',
        acceptTerms: false,
      })
      expect(JSON.stringify(rendered.at(-1)?.posted)).not.toContain(PASSWORD)

      const created = await post(browser, '/auth', { ...form, acceptTerms: 'on' })
      expect(created.status).toBe(303)
      expect(created.headers.get('Location')).toBe('/profile')
      expect(await signedIn(browser)).toBe(true)
      expect((await harness.accounts.userByPhone(phone))?.firstName).toBe('Olena')
    })

    it('refuses an expired code and keeps the code screen', async () => {
      const phone = freshPhone()
      const { browser, token } = await opened('/auth')
      const code = await toCodeScreen(browser, '/auth', token, phone)
      harness.accounts.clock.advance(10 * 60)
      const late = await post(browser, '/auth', { csrf: token, step: 'code', number: phone, code })
      expect(late.status).toBe(400)
      expect(screen()).toMatchObject({ step: 'code', error: { key: 'incorrectCode' } })
    })

    it("shows core's messages without sending anything: a short number, a short code", async () => {
      const phone = freshPhone()
      const { browser, token } = await opened('/en/auth')
      const short = await post(browser, '/en/auth', { csrf: token, step: 'phone', phone: '67 12' })
      expect(short.status).toBe(400)
      expect(screen()).toMatchObject({
        step: 'phone',
        phone: '+380 6712',
        fieldErrors: { phone: [{ key: 'phoneTooShort' }] },
      })
      const code = await post(browser, '/en/auth', { csrf: token, step: 'code', number: phone, code: '123' })
      expect(code.status).toBe(400)
      expect(screen()).toMatchObject({
        step: 'code',
        code: '123',
        fieldErrors: { code: [{ key: 'codeFormat' }] },
      })
      expect(await harness.accounts.smsTo(phone)).toEqual([])
    })

    it('the same limits as the API: one code a minute to a number ("Please wait"), 429', async () => {
      const phone = freshPhone()
      const { browser, token } = await opened('/auth')
      await toCodeScreen(browser, '/auth', token, phone)
      const again = await post(browser, '/auth', { csrf: token, step: 'phone', phone: `0${typed(phone)}` })
      expect(again.status).toBe(429)
      expect(screen()).toMatchObject({ step: 'phone', error: { key: 'pleaseWait' } })
      const resend = await post(browser, '/auth', { csrf: token, step: 'resend', number: phone })
      expect(resend.status).toBe(429)
      expect(screen()).toMatchObject({ step: 'code', error: { key: 'pleaseWait' } })
      expect(await harness.accounts.smsTo(phone)).toHaveLength(1)

      // A minute later "Send again" sends a new code, and the countdown starts over.
      harness.accounts.clock.advance(61)
      const resent = await post(browser, '/auth', { csrf: token, step: 'resend', number: phone })
      expect(resent.status).toBe(200)
      expect(screen()).toMatchObject({ step: 'code', resendIn: 60, error: null })
      expect(await harness.accounts.smsTo(phone)).toHaveLength(2)
    })

    it('"Change the number" keeps it; the same number again returns to its unused code without an SMS', async () => {
      const phone = freshPhone()
      const { browser, token } = await opened('/auth')
      const code = await toCodeScreen(browser, '/auth', token, phone)
      const back = await post(browser, '/auth', { csrf: token, step: 'changePhone', number: phone })
      expect(back.status).toBe(200)
      expect(screen()).toMatchObject({ step: 'phone', phone, codeSentTo: phone })
      const same = await post(browser, '/auth', {
        csrf: token,
        step: 'phone',
        phone: typed(phone),
        codeSentTo: phone,
      })
      expect(same.status).toBe(200)
      expect(screen()).toMatchObject({ step: 'code', e164: phone, error: null })
      expect(await harness.accounts.smsTo(phone)).toHaveLength(1)
      const verified = await post(browser, '/auth', { csrf: token, step: 'code', number: phone, code })
      expect(verified.status).toBe(200)
      expect(screen().step).toBe('signUp')
    })

    it('a form that was not sent from a screen of the flow starts over on the number', async () => {
      const { browser, token } = await opened('/auth')
      const forms: ReadonlyArray<Record<string, string>> = [
        { step: 'code', code: '123456' },
        { step: 'signUp', number: freshPhone(), name: 'Olena' },
        { step: 'newPassword', number: freshPhone(), ticket: 'x'.repeat(43) },
        { step: 'nothing' },
        { step: 'code', number: 'not a number', code: '123456' },
      ]
      for (const fields of forms) {
        const response = await post(browser, '/auth', { csrf: token, ...fields })
        expect(response.status, JSON.stringify(fields)).toBe(400)
        expect(screen(), JSON.stringify(fields)).toMatchObject({
          step: 'phone',
          error: { key: 'somethingWentWrong' },
        })
      }
    })
  })

  describe('restore by phone at /forgot-password/phone', () => {
    it('code, new passwords that differ, then the new password; 303 to the login page, and it works', async () => {
      const phone = freshPhone()
      await harness.accounts.signUpByPhone(phone, PASSWORD)
      harness.accounts.clock.advance(61)
      const page = '/en/forgot-password/phone'
      const { browser, token } = await opened(page)
      const code = await toCodeScreen(browser, page, token, phone)
      const verified = await post(browser, page, { csrf: token, step: 'code', number: phone, code })
      expect(verified.status).toBe(200)
      const { ticket } = screen()
      expect(screen()).toMatchObject({ step: 'newPassword' })

      const fresh = 'a restored password 7'
      const differ = await post(browser, page, {
        csrf: token,
        step: 'newPassword',
        number: phone,
        ticket,
        password: fresh,
        confirmPassword: 'something else 7',
      })
      expect(differ.status).toBe(400)
      expect(screen()).toMatchObject({
        step: 'newPassword',
        fieldErrors: { confirmPassword: [{ key: 'passwordsMatch' }] },
      })
      expect(JSON.stringify(rendered.at(-1)?.posted)).not.toContain(fresh)

      const fields = {
        csrf: token,
        step: 'newPassword',
        number: phone,
        ticket,
        password: fresh,
        confirmPassword: fresh,
      }
      const done = await post(browser, page, fields)
      expect(done.status).toBe(303)
      expect(done.headers.get('Location')).toBe('/en/login')
      expect(await signedIn(browser)).toBe(false)
      await expect(harness.accounts.tokensFor({ phone, password: fresh })).resolves.toBeDefined()
      // The ticket is spent.
      const spent = await post(browser, page, fields)
      expect(spent.status).toBe(400)
      expect(screen()).toMatchObject({ step: 'newPassword', error: { key: 'somethingWentWrong' } })
    })

    it('an unknown number gets the same code screen and no SMS (no enumeration)', async () => {
      const phone = freshPhone()
      const { browser, token } = await opened('/forgot-password/phone')
      const sent = await post(browser, '/forgot-password/phone', {
        csrf: token,
        step: 'phone',
        phone: typed(phone),
      })
      expect(sent.status).toBe(200)
      expect(screen()).toMatchObject({ step: 'code', e164: phone, resendIn: 60 })
      expect(await harness.accounts.smsTo(phone)).toEqual([])
    })
  })

  describe('V3.5.1 request forgery', () => {
    it('refuses every screen without the token of the browser: 403, nothing sent, nobody signed in', async () => {
      const phone = freshPhone()
      await harness.accounts.signUpByPhone(phone, PASSWORD)
      harness.accounts.clock.advance(61)
      const victim = await opened('/auth')
      const attacker = await opened('/auth')
      const screens: ReadonlyArray<Record<string, string>> = [
        { step: 'phone', phone: typed(phone) },
        { step: 'resend', number: phone },
        { step: 'code', number: phone, code: '123456' },
        { step: 'password', number: phone, password: PASSWORD },
      ]
      for (const fields of screens) {
        // The victim's token with its last character changed.
        const altered = `${victim.token.slice(0, -1)}${victim.token.endsWith('A') ? 'B' : 'A'}`
        for (const csrf of [{}, { csrf: attacker.token }, { csrf: altered }] as ReadonlyArray<
          Record<string, string>
        >) {
          const response = await post(victim.browser, '/auth', { ...csrf, ...fields })
          expect(response.status, JSON.stringify(fields)).toBe(403)
          expect(screen()).toMatchObject({
            step: fields.step === 'resend' ? 'code' : fields.step,
            error: { key: 'formExpired' },
          })
        }
      }
      const restore = await post(victim.browser, '/forgot-password/phone', {
        csrf: attacker.token,
        step: 'phone',
        phone: typed(phone),
      })
      expect(restore.status).toBe(403)
      expect(await harness.accounts.smsTo(phone)).toHaveLength(1)
      expect(await signedIn(victim.browser)).toBe(false)
    })
  })

  it('V14.2.1 no number and no code in any address: every Location and every page rendered', async () => {
    const phone = freshPhone()
    const { browser, token } = await opened('/auth?redirect=%2Ftournaments')
    const code = await toCodeScreen(browser, '/auth?redirect=%2Ftournaments', token, phone)
    await post(browser, '/auth?redirect=%2Ftournaments', { csrf: token, step: 'code', number: phone, code })
    const { ticket } = screen()
    const done = await post(browser, '/auth?redirect=%2Ftournaments', {
      csrf: token,
      step: 'signUp',
      number: phone,
      ticket,
      name: 'Taras',
      device: 'PC',
      password: PASSWORD,
      confirmPassword: PASSWORD,
      acceptTerms: 'on',
    })
    expect(done.status).toBe(303)
    expect(locations.length).toBeGreaterThan(0)
    const digits = phone.slice(1)
    for (const address of [...locations, ...rendered.map((page) => page.path)]) {
      const decoded = decodeURIComponent(address)
      for (const secret of [digits, typed(phone), code, ticket, PASSWORD]) {
        expect(decoded, address).not.toContain(secret)
      }
    }
  })
})
