import type { Page } from '@playwright/test'
import {
  ACCOUNT,
  codeInput,
  createEmailUser,
  failedResource,
  fieldError,
  fill,
  formAlert,
  HASHING,
  hasUser,
  heading,
  nationalPart,
  passwordInput,
  phoneInput,
  phoneUsersReadyForCode,
  readablePhone,
} from './auth-screens.ts'
import { expect, test } from './fixtures.ts'
import { LOCALES, type Locale, localize } from './support.ts'
import {
  latestMailLink,
  latestSmsCode,
  sessionOf,
  signInWithRequest,
  smsCount,
  TEST_PASSWORD,
  type TestUser,
  uniqueEmail,
  uniqueNickname,
  uniquePhone,
  useFreshClientAddress,
} from './support-accounts.ts'

// ASVS V14.2.1: the sign-in, sign-up and password forms, sent by the browser itself (no JavaScript,
// as before the scripts run), in both languages, the phone flows' screens too. Every submit is a
// POST: nothing typed is ever in an address, and the server answers with the next page or screen, or
// the page again with its messages.

test.use({ javaScriptEnabled: false })

test.beforeEach(async ({ context }) => {
  await useFreshClientAddress(context)
})

/** Every address the page went through (redirects included) holds none of the secrets. */
const watchAddresses = (page: Page): string[] => {
  const seen: string[] = []
  page.on('request', (request) => seen.push(request.url()))
  page.on('framenavigated', (frame) => seen.push(frame.url()))
  return seen
}

const expectNoneOf = (addresses: ReadonlyArray<string>, secrets: ReadonlyArray<string>) => {
  for (const address of addresses) {
    const decoded = decodeURIComponent(address)
    for (const secret of secrets) expect(decoded, address).not.toContain(secret)
  }
}

for (const locale of LOCALES) {
  const T = ACCOUNT[locale]
  const at = (path: string) => localize(path, locale)

  test.describe(`V14.2.1 forms without JavaScript (${locale})`, () => {
    test('every form of the sign-in screens is a POST to its own page', async ({ page }) => {
      for (const path of ['/login', '/register', '/auth', '/forgot-password/email']) {
        await page.goto(`${at(path)}?redirect=${encodeURIComponent(at('/tournaments'))}&password=leak`)
        const forms = page.locator('main form')
        await expect(forms.first()).toBeVisible()
        for (const form of await forms.all()) {
          await expect(form).toHaveAttribute('method', 'post')
          await expect(form).toHaveAttribute(
            'action',
            `${at(path)}?redirect=${encodeURIComponent(at('/tournaments'))}`,
          )
        }
      }
    })

    test('signs in by e-mail and lands on the redirect target; a wrong password keeps the address', async ({
      page,
      request,
      allowConsole,
    }) => {
      // The page with its messages comes back as 400 Bad Request.
      allowConsole(failedResource(400, '/login\\?redirect=.*'))
      const user = await createEmailUser(request)
      const addresses = watchAddresses(page)
      await page.goto(`${at('/login')}?redirect=${encodeURIComponent(at('/tournaments'))}`)
      await page.getByLabel(T.login.email, { exact: true }).fill(user.email)
      await passwordInput(page, T.login.password).fill('wrong-password-9')
      await page.getByRole('button', { name: T.login.submit, exact: true }).click()
      await expect(formAlert(page)).toHaveText(T.flows.messages.wrongEmailOrPassword)
      await expect(page.getByLabel(T.login.email, { exact: true })).toHaveValue(user.email)
      await expect(passwordInput(page, T.login.password)).toHaveValue('')

      await passwordInput(page, T.login.password).fill(user.password)
      await page.getByRole('button', { name: T.login.submit, exact: true }).click()
      await expect(page).toHaveURL(new RegExp(`${at('/tournaments')}$`))
      expect(await sessionOf(page.request)).toMatchObject({ user: { email: user.email } })
      expectNoneOf(addresses, [user.email, user.password, 'wrong-password-9'])
    })

    test('registers by e-mail, sets the password of the mailed link, and is signed in', async ({
      page,
      allowConsole,
    }) => {
      allowConsole(failedResource(400, '/register'))
      const email = uniqueEmail('nojs')
      const addresses = watchAddresses(page)
      await page.goto(at('/register'))
      await page.getByLabel(T.register.email, { exact: true }).fill(email)
      await page.getByLabel(T.register.nickname, { exact: true }).fill(uniqueNickname('n'))
      // Without the terms the form comes back with the address and nickname kept.
      await page.getByRole('button', { name: T.register.submit }).click()
      await expect(page.getByLabel(T.register.email, { exact: true })).toHaveValue(email)
      await page.locator('.checkbox__box').click()
      await page.getByRole('button', { name: T.register.submit }).click()
      await expect(page).toHaveURL(new RegExp(`${at('/register/confirm')}$`))
      await expect(heading(page)).toHaveText(T.registerConfirm.heading)

      await page.goto(await latestMailLink(email, at('/register/confirm/')))
      await passwordInput(page, T.registerToken.password).fill(TEST_PASSWORD)
      await passwordInput(page, T.registerToken.confirmPassword).fill(TEST_PASSWORD)
      await page.getByRole('button', { name: T.registerToken.submit }).click()
      await expect(page).toHaveURL(new RegExp(`${at('/register/success')}$`))
      await expect(heading(page)).toHaveText(T.registerSuccess.heading)
      expect(await sessionOf(page.request)).toMatchObject({ user: { email } })
      expectNoneOf(addresses, [email, TEST_PASSWORD])
    })

    test('restores the password by e-mail and signs in with the new one', async ({ page, request }) => {
      const user = await createEmailUser(request)
      const addresses = watchAddresses(page)
      await page.goto(at('/forgot-password/email'))
      await page.getByLabel(T.forgotEmail.email, { exact: true }).fill(user.email)
      await page.getByRole('button', { name: T.forgotEmail.submit }).click()
      await expect(page).toHaveURL(new RegExp(`${at('/forgot-password/success')}$`))
      await expect(heading(page)).toHaveText(T.forgotSuccess.heading)

      const fresh = 'a-new-password-77'
      await page.goto(await latestMailLink(user.email, at('/forgot-password/')))
      await expect(heading(page)).toHaveText(T.resetToken.heading)
      await passwordInput(page, T.resetToken.password).fill(fresh)
      await passwordInput(page, T.resetToken.confirmPassword).fill(fresh)
      await page.getByRole('button', { name: T.resetToken.submit }).click()
      await expect(page).toHaveURL(new RegExp(`${at('/login')}$`))

      await page.getByLabel(T.login.email, { exact: true }).fill(user.email)
      await passwordInput(page, T.login.password).fill(fresh)
      await page.getByRole('button', { name: T.login.submit, exact: true }).click()
      await expect(page).toHaveURL(new RegExp(`${at('/profile')}$`))
      expectNoneOf(addresses, [user.email, fresh])
    })
  })
}

/** Phone → code without JavaScript: the code screen says where the code went and when to ask again. */
const toCodeScreen = async (page: Page, locale: Locale, phone: string): Promise<string> => {
  const P = ACCOUNT[locale].flows.phoneCode
  const before = await smsCount(phone)
  await phoneInput(page, locale).fill(nationalPart(phone))
  await page.getByRole('button', { name: P.sendCode }).click()
  await expect(heading(page)).toHaveText(P.codeTitle)
  // Grouped by the server as the page groups it (+380 67 123 4567), without any script.
  await expect(
    page.getByText(fill(P.codeSentTo, { phone: readablePhone(phone) }), { exact: true }),
  ).toBeVisible()
  // The countdown is the server's text: the page has no script to count it down.
  await expect(page.locator('.countdown')).toHaveText(fill(P.resendIn, { seconds: 60 }))
  return latestSmsCode(phone, before)
}

const wrongCode = (code: string): string => (code === '000000' ? '111111' : '000000')

for (const locale of LOCALES) {
  const T = ACCOUNT[locale]
  const P = T.flows.phoneCode
  const at = (path: string) => localize(path, locale)

  test(`V14.2.1 a new number signs up by phone without JavaScript (${locale})`, async ({
    page,
    allowConsole,
  }) => {
    // Refused screens come back as 400 Bad Request, a refused send as 429.
    allowConsole(failedResource(400, '/auth\\?redirect=.*'))
    allowConsole(failedResource(429, '/auth\\?redirect=.*'))
    const phone = uniquePhone()
    const addresses = watchAddresses(page)
    const start = `${at('/auth')}?redirect=${encodeURIComponent(at('/tournaments'))}`
    await page.goto(start)
    const code = await toCodeScreen(page, locale, phone)

    // "Send again" is a form too: too soon, the server's limit answers as the API does.
    await page.getByRole('button', { name: P.resend }).click()
    await expect(formAlert(page)).toHaveText(T.validation.pleaseWait)
    await codeInput(page, locale).fill(wrongCode(code))
    await page.getByRole('button', { name: P.verify }).click()
    await expect(formAlert(page)).toHaveText(T.validation.incorrectCode)

    // "Change the number" keeps it; the same number returns to its unused code without an SMS.
    await page.getByRole('button', { name: P.changePhone }).click()
    await expect(heading(page)).toHaveText(P.phoneTitle)
    // A whole number comes back grouped, as the field shows it with the script (+380 67 123 4567).
    await expect(phoneInput(page, locale)).toHaveValue(readablePhone(phone).replace('+380 ', ''))
    await page.getByRole('button', { name: P.sendCode }).click()
    await expect(heading(page)).toHaveText(P.codeTitle)
    expect(await smsCount(phone)).toBe(1)

    await codeInput(page, locale).fill(code)
    await page.getByRole('button', { name: P.verify }).click()
    await expect(heading(page)).toHaveText(P.signUpTitle)
    await page.getByLabel(P.name, { exact: true }).fill('Olena')
    await page.getByLabel(P.device, { exact: true }).fill('PC')
    await passwordInput(page, P.password).fill(TEST_PASSWORD)
    await passwordInput(page, P.confirmPassword).fill(TEST_PASSWORD)
    // Without the terms the form comes back with the name and device kept, the passwords not.
    await page.getByRole('button', { name: P.createAccount }).click()
    await expect(fieldError(page, 'acceptTerms')).toHaveText(T.validation.termsRequired)
    await expect(page.getByLabel(P.name, { exact: true })).toHaveValue('Olena')
    await expect(passwordInput(page, P.password)).toHaveValue('')
    await passwordInput(page, P.password).fill(TEST_PASSWORD)
    await passwordInput(page, P.confirmPassword).fill(TEST_PASSWORD)
    await page.locator('.checkbox__box').click()
    await page.getByRole('button', { name: P.createAccount }).click()

    await expect(page).toHaveURL(new RegExp(`${at('/tournaments')}$`), { timeout: HASHING })
    expect(hasUser(await sessionOf(page.request))).toBe(true)
    expectNoneOf(addresses, [nationalPart(phone), code, TEST_PASSWORD])
  })
}

// The server sends one code a minute to a number, and making an account sent one: these tests share
// accounts made once, a minute ahead, and run one after the other in one worker.
test.describe('V14.2.1 existing phone accounts without JavaScript', () => {
  test.describe.configure({ mode: 'default' })
  const users: Record<string, TestUser> = {}

  test.beforeAll(async ({ playwright }, testInfo) => {
    testInfo.setTimeout(120_000)
    const made = await phoneUsersReadyForCode(playwright, testInfo.project.use.baseURL, 4, 'no-script-forms')
    for (const [index, key] of ['sign-in uk', 'sign-in en', 'restore uk', 'restore en'].entries()) {
      const user = made[index]
      if (user) users[key] = user
    }
  })

  const userFor = (key: string): TestUser => {
    const user = users[key]
    if (!user) throw new Error(`no account for ${key}`)
    return user
  }

  for (const locale of LOCALES) {
    const T = ACCOUNT[locale]
    const P = T.flows.phoneCode
    const at = (path: string) => localize(path, locale)

    test(`signs in by phone: code, password, the redirect target (${locale})`, async ({
      page,
      allowConsole,
    }) => {
      allowConsole(failedResource(400, '/auth\\?redirect=.*'))
      const user = userFor(`sign-in ${locale}`)
      const addresses = watchAddresses(page)
      await page.goto(`${at('/auth')}?redirect=${encodeURIComponent(at('/tournaments'))}`)
      const code = await toCodeScreen(page, locale, user.phone)
      await codeInput(page, locale).fill(code)
      await page.getByRole('button', { name: P.verify }).click()
      await expect(heading(page)).toHaveText(P.passwordTitle)
      await passwordInput(page, P.password).fill('not-the-password')
      await page.getByRole('button', { name: P.signIn }).click()
      await expect(formAlert(page)).toHaveText(T.flows.messages.invalidCredentials, { timeout: HASHING })
      await passwordInput(page, P.password).fill(user.password)
      await page.getByRole('button', { name: P.signIn }).click()
      await expect(page).toHaveURL(new RegExp(`${at('/tournaments')}$`), { timeout: HASHING })
      expect(hasUser(await sessionOf(page.request))).toBe(true)
      expectNoneOf(addresses, [nationalPart(user.phone), code, user.password, 'not-the-password'])
    })

    test(`restores the password by phone and ends on the login page (${locale})`, async ({
      page,
      request,
      allowConsole,
    }) => {
      allowConsole(failedResource(400, '/forgot-password/phone'))
      const user = userFor(`restore ${locale}`)
      const addresses = watchAddresses(page)
      await page.goto(at('/forgot-password/phone'))
      await expect(heading(page)).toHaveText(P.restoreTitle)
      const code = await toCodeScreen(page, locale, user.phone)
      await codeInput(page, locale).fill(code)
      await page.getByRole('button', { name: P.verify }).click()
      await expect(heading(page)).toHaveText(P.newPasswordTitle)
      await passwordInput(page, P.newPassword).fill('restored-pass-1')
      await passwordInput(page, P.confirmPassword).fill('restored-pass-2')
      await page.getByRole('button', { name: P.savePassword }).click()
      await expect(fieldError(page, 'confirmPassword')).toHaveText(T.validation.passwordsMatch)
      await passwordInput(page, P.newPassword).fill('restored-pass-1')
      await passwordInput(page, P.confirmPassword).fill('restored-pass-1')
      await page.getByRole('button', { name: P.savePassword }).click()
      await expect(page).toHaveURL(new RegExp(`${at('/login')}$`), { timeout: HASHING })
      await signInWithRequest(request, { phone: user.phone, password: 'restored-pass-1' })
      expectNoneOf(addresses, [nationalPart(user.phone), code, 'restored-pass-1'])
    })
  }
})
