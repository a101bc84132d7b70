import type { Page } from '@playwright/test'
import {
  ACCOUNT,
  codeInput,
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
  toast,
} from './auth-screens.ts'
import { expectNoViolations } from './axe.ts'
import { expect, test } from './fixtures.ts'
import { LOCALES, type Locale, localize, waitForHydration } from './support.ts'
import {
  latestSmsCode,
  sessionOf,
  signInWithRequest,
  smsCount,
  TEST_PASSWORD,
  type TestUser,
  uniquePhone,
  useFreshClientAddress,
} from './support-accounts.ts'

// Spec §2 phone login and restore by phone, through the real server and its SMS outbox, in both
// languages: sign-up of a new number, sign-in of an existing one, a wrong code, the resend countdown,
// the password restored by phone, and the whole sign-up done with the keyboard alone.

test.beforeEach(async ({ context }) => {
  await useFreshClientAddress(context)
})

/** Phone → code (read from the outbox): the code step says where the code went and how long it takes. */
const toCodeStep = async (page: Page, locale: Locale, phone: string): Promise<string> => {
  const P = ACCOUNT[locale].flows.phoneCode
  const before = await smsCount(phone)
  await phoneInput(page, locale).fill(nationalPart(phone))
  await page.getByRole('button', { name: P.sendCode }).click()
  await expect(heading(page)).toHaveText(P.codeTitle)
  await expect(
    page.getByText(fill(P.codeSentTo, { phone: readablePhone(phone) }), { exact: true }),
  ).toBeVisible()
  await expect(page.getByText(P.codeHint)).toBeVisible()
  return latestSmsCode(phone, before)
}

for (const locale of LOCALES) {
  const T = ACCOUNT[locale]
  const P = T.flows.phoneCode
  const at = (path: string) => localize(path, locale)

  test.describe(`phone sign-in (${locale})`, () => {
    test('a new number signs up: code, name, device, password twice, terms; "Account created"; the profile', async ({
      page,
    }) => {
      const phone = uniquePhone()
      await page.goto(at('/auth'))
      await waitForHydration(page)
      await expect(page).toHaveTitle(T.phone.title)
      await expect(heading(page)).toHaveText(P.phoneTitle)
      // The number is formatted as it is typed, after the +380 the field shows.
      await phoneInput(page, locale).pressSequentially(nationalPart(phone))
      await expect(phoneInput(page, locale)).toHaveValue(/^\d{2} \d{3} \d{4}$/)
      await expect(phoneInput(page, locale)).toHaveAttribute('type', 'tel')
      await expect(phoneInput(page, locale)).toHaveAttribute('autocomplete', 'tel')
      const before = await smsCount(phone)
      await page.getByRole('button', { name: P.sendCode }).click()
      await expect(heading(page)).toHaveText(P.codeTitle)
      const code = await latestSmsCode(phone, before)
      await expect(codeInput(page, locale)).toHaveAttribute('autocomplete', 'one-time-code')
      await expect(codeInput(page, locale)).toHaveAttribute('inputmode', 'numeric')
      await codeInput(page, locale).fill(code)
      await page.getByRole('button', { name: P.verify }).click()

      await expect(heading(page)).toHaveText(P.signUpTitle)
      await page.getByLabel(P.name, { exact: true }).fill('Olena')
      await page.getByLabel(P.device, { exact: true }).fill('PlayStation 5')
      await passwordInput(page, P.password).fill(TEST_PASSWORD)
      await passwordInput(page, P.confirmPassword).fill(TEST_PASSWORD)
      // Terms must be accepted (spec §5).
      await page.getByRole('button', { name: P.createAccount }).click()
      await expect(fieldError(page, 'acceptTerms')).toHaveText(T.validation.termsRequired)
      // The box itself: the label holds links to the terms and the policy.
      await page.locator('.checkbox__box').click()
      await expect(page.getByRole('checkbox')).toBeChecked()
      await page.getByRole('button', { name: P.createAccount }).click()

      await expect(toast(page, T.flows.messages.accountCreated)).toBeVisible({ timeout: HASHING })
      await expect(page).toHaveURL(new RegExp(`${at('/profile')}$`))
      expect(hasUser(await sessionOf(page.request))).toBe(true)
    })

    test(`a wrong code says "${T.validation.incorrectCode}"; "Change the number" goes back to the number`, async ({
      page,
      allowConsole,
    }) => {
      allowConsole(failedResource(400, '/phone/verify'))
      const phone = uniquePhone()
      await page.goto(at('/auth'))
      await waitForHydration(page)
      const code = await toCodeStep(page, locale, phone)
      await codeInput(page, locale).fill(code === '000000' ? '111111' : '000000')
      await page.getByRole('button', { name: P.verify }).click()
      await expect(formAlert(page)).toHaveText(T.validation.incorrectCode)
      // A short code is core's own message, before anything is sent.
      await codeInput(page, locale).fill('123')
      await page.getByRole('button', { name: P.verify }).click()
      await expect(fieldError(page, 'code')).toHaveText(T.validation.codeFormat)
      await expect(codeInput(page, locale)).toBeFocused()
      await page.getByRole('button', { name: P.changePhone }).click()
      await expect(heading(page)).toHaveText(P.phoneTitle)
      await expect(phoneInput(page, locale)).toBeFocused()
      await expect(phoneInput(page, locale)).toHaveValue(/^\d{2} \d{3} \d{4}$/)
    })

    test(`the resend countdown runs down to an enabled button; asking again too soon is "${T.validation.pleaseWait}"`, async ({
      page,
      allowConsole,
    }) => {
      allowConsole(failedResource(429, '/phone/send-code'))
      await page.clock.install({ time: Date.now() })
      await page.goto(at('/auth'))
      await waitForHydration(page)
      await toCodeStep(page, locale, uniquePhone())
      // From here the page's time moves only when the test says so (a couple of seconds on).
      await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 2000)
      const resend = page.getByRole('button', { name: P.resend })
      await expect(resend).toBeDisabled()
      // The server allows the next code after a minute: the page counts the seconds down.
      const countdown = page.locator('.countdown')
      // 56 to 60 take the plural form of 0 in both languages ('секунд', 'seconds').
      await expect(countdown).toHaveText(
        new RegExp(`^${fill(P.resendIn, { seconds: 0 }).replace('0', '(5[6-9]|60)')}$`),
      )
      const seconds = Number((await countdown.textContent())?.match(/\d+/)?.[0])
      await page.clock.runFor(10_000)
      await expect(countdown).toHaveText(fill(P.resendIn, { seconds: seconds - 10 }))
      await expect(resend).toBeDisabled()
      await page.clock.runFor((seconds - 10) * 1000)
      await expect(resend).toBeEnabled()
      await expect(countdown).toHaveCount(0)
      await expect(page.getByText(T.phone.resendReady)).toBeAttached()
      // Only the browser's clock moved: the server still counts the real minute and says to wait.
      await resend.click()
      await expect(formAlert(page)).toHaveText(T.validation.pleaseWait)
    })
  })
}

// The server sends one code a minute to a number, and making an account sent one: these tests share
// accounts made once, a minute ahead, and run one after the other in one worker.
test.describe('existing accounts', () => {
  test.describe.configure({ mode: 'default' })
  const users: Record<string, TestUser> = {}

  test.beforeAll(async ({ playwright }, testInfo) => {
    testInfo.setTimeout(120_000)
    const made = await phoneUsersReadyForCode(playwright, testInfo.project.use.baseURL, 4, 'phone-auth')
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

    test(`an existing number signs in with its password and goes to the redirect target (${locale})`, async ({
      page,
    }) => {
      const user = userFor(`sign-in ${locale}`)
      await page.goto(`${at('/auth')}?redirect=${encodeURIComponent(at('/tournaments'))}`)
      await waitForHydration(page)
      const code = await toCodeStep(page, locale, user.phone)
      await codeInput(page, locale).fill(code)
      await page.keyboard.press('Enter')
      await expect(heading(page)).toHaveText(P.passwordTitle)
      await expect(
        page.getByText(fill(T.phone.passwordLead, { phone: readablePhone(user.phone) })),
      ).toBeVisible()
      // A wrong password is refused with the flow's message, and the form stays.
      await passwordInput(page, P.password).fill('not-the-password')
      await page.getByRole('button', { name: P.signIn }).click()
      await expect(formAlert(page)).toHaveText(T.flows.messages.invalidCredentials, { timeout: HASHING })
      await expectNoViolations(page, 'password step with a refused password')
      await passwordInput(page, P.password).fill(user.password)
      await page.getByRole('button', { name: P.signIn }).click()
      await expect(page).toHaveURL(new RegExp(`${at('/tournaments')}$`), { timeout: HASHING })
      expect(hasUser(await sessionOf(page.request))).toBe(true)
    })

    test(`restore by phone: code, new password, "Password changed", the login page; the new password works (${locale})`, async ({
      page,
      request,
    }) => {
      const user = userFor(`restore ${locale}`)
      await page.goto(at('/forgot-password'))
      await waitForHydration(page)
      await page.getByRole('link', { name: new RegExp(T.forgot.byPhone) }).click()
      await expect(page).toHaveURL(new RegExp(`${at('/forgot-password/phone')}$`))
      await expect(heading(page)).toHaveText(P.restoreTitle)
      const code = await toCodeStep(page, locale, user.phone)
      await codeInput(page, locale).fill(code)
      await page.getByRole('button', { name: P.verify }).click()
      await expect(heading(page)).toHaveText(P.newPasswordTitle)
      await expectNoViolations(page, 'restore: new password step')
      await passwordInput(page, P.newPassword).fill('restored-pass-1')
      await passwordInput(page, P.confirmPassword).fill('restored-pass-2')
      await page.getByRole('button', { name: P.savePassword }).click()
      await expect(fieldError(page, 'confirmPassword')).toHaveText(T.validation.passwordsMatch)
      await expectNoViolations(page, 'restore: new password step with an error')
      await passwordInput(page, P.confirmPassword).fill('restored-pass-1')
      await page.getByRole('button', { name: P.savePassword }).click()
      await expect(toast(page, T.flows.messages.passwordChanged)).toBeVisible({ timeout: HASHING })
      await expect(page).toHaveURL(new RegExp(`${at('/login')}$`))
      await signInWithRequest(page.request, { phone: user.phone, password: 'restored-pass-1' })
      expect(hasUser(await sessionOf(page.request))).toBe(true)
      await expect(
        signInWithRequest(request, { phone: user.phone, password: user.password }),
      ).rejects.toThrow(/CredentialsSignin/)
    })
  }
})

test('keyboard only: a new number signs up on /en/auth with Tab, typing, Space and Enter', async ({
  page,
}) => {
  const T = ACCOUNT.en
  const P = T.flows.phoneCode
  const phone = uniquePhone()
  const focusByTab = async (target: ReturnType<Page['getByRole']>, most: number) => {
    for (let presses = 0; presses < most; presses += 1) {
      if (await target.evaluate((element) => element === document.activeElement)) return
      await page.keyboard.press('Tab')
    }
  }
  await page.goto('/en/auth')
  await waitForHydration(page)
  // From the top of the page to the phone field, by Tab alone.
  await focusByTab(phoneInput(page, 'en'), 30)
  await expect(phoneInput(page, 'en')).toBeFocused()
  const before = await smsCount(phone)
  await page.keyboard.type(nationalPart(phone))
  await page.keyboard.press('Enter')
  // Each step's first field takes the focus when the step appears.
  await expect(codeInput(page, 'en')).toBeFocused()
  await page.keyboard.type(await latestSmsCode(phone, before))
  await page.keyboard.press('Enter')
  await expect(page.getByLabel(P.name, { exact: true })).toBeFocused()
  await page.keyboard.type('Taras')
  await page.keyboard.press('Tab')
  await expect(page.getByLabel(P.device, { exact: true })).toBeFocused()
  await page.keyboard.type('PC')
  await page.keyboard.press('Tab')
  await expect(passwordInput(page, P.password)).toBeFocused()
  await page.keyboard.type(TEST_PASSWORD)
  // The show-password toggle is a labelled button with aria-pressed, reached by Tab.
  await page.keyboard.press('Tab')
  const toggle = page.getByRole('button', { name: T.form.showPassword }).first()
  await expect(toggle).toBeFocused()
  await expect(toggle).toHaveAttribute('aria-pressed', 'false')
  await page.keyboard.press('Space')
  await expect(toggle).toHaveAttribute('aria-pressed', 'true')
  await expect(passwordInput(page, P.password)).toHaveAttribute('type', 'text')
  await page.keyboard.press('Tab')
  await expect(passwordInput(page, P.confirmPassword)).toBeFocused()
  await page.keyboard.type(TEST_PASSWORD)
  await page.keyboard.press('Tab')
  await page.keyboard.press('Tab')
  await expect(page.getByRole('checkbox')).toBeFocused()
  await page.keyboard.press('Space')
  await expect(page.getByRole('checkbox')).toBeChecked()
  // Past the links to the terms and the policy, to the submit button.
  const submit = page.getByRole('button', { name: P.createAccount })
  await focusByTab(submit, 5)
  await expect(submit).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(toast(page, T.flows.messages.accountCreated)).toBeVisible({ timeout: HASHING })
  await expect(page).toHaveURL(/\/en\/profile$/)
})
