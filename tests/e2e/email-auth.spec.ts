import {
  ACCOUNT,
  createEmailUser,
  failedResource,
  fieldError,
  fill,
  formAlert,
  HASHING,
  hasUser,
  heading,
  passwordInput,
  SPEC,
  toast,
} from './auth-screens.ts'
import { expect, test } from './fixtures.ts'
import { DICTIONARIES, LOCALES, localize, switchLanguage, waitForHydration } from './support.ts'
import {
  latestMailLink,
  sessionOf,
  signOutWithRequest,
  TEST_PASSWORD,
  uniqueEmail,
  uniqueNickname,
  useFreshClientAddress,
} from './support-accounts.ts'

// Spec §2 e-mail screens through the real server and its mail outbox, in both languages: register →
// the mailed link → password → account created → profile; an invalid and a used link; sign-in with a
// wrong password; and the validation messages of spec §5, exact in English, translated in Ukrainian,
// and translated again when the language is switched with errors on the screen.

test.beforeEach(async ({ context }) => {
  await useFreshClientAddress(context)
})

for (const locale of LOCALES) {
  const T = ACCOUNT[locale]
  const at = (path: string) => localize(path, locale)

  test.describe(`e-mail registration (${locale})`, () => {
    test('register, open the mailed link, set the password: "Account created", then the profile', async ({
      page,
      allowConsole,
    }) => {
      allowConsole(failedResource(400, '/register/check'))
      const email = uniqueEmail('reg')
      await page.goto(at('/register'))
      await waitForHydration(page)
      await expect(page).toHaveTitle(T.register.title)
      await expect(heading(page)).toHaveText(T.register.heading)
      await page.getByLabel(T.register.email, { exact: true }).fill(email)
      await page.getByLabel(T.register.nickname, { exact: true }).fill(uniqueNickname('r'))
      await page.locator('.checkbox__box').click()
      await page.getByRole('button', { name: T.register.submit }).click()

      await expect(page).toHaveURL(new RegExp(`${at('/register/confirm')}$`))
      await expect(heading(page)).toHaveText(T.registerConfirm.heading)
      await expect(page.getByText(fill(T.registerConfirm.sentTo, { email }))).toBeVisible()

      const link = await latestMailLink(email, at('/register/confirm/'))
      await page.goto(link)
      await waitForHydration(page)
      await expect(heading(page)).toHaveText(T.registerToken.heading)
      await expect(page.getByText(fill(T.registerToken.lead, { email }))).toBeVisible()
      // The password rules of spec §5 before anything is sent (exact English texts in English).
      const submit = page.getByRole('button', { name: T.registerToken.submit })
      await passwordInput(page, T.registerToken.password).fill('short')
      await passwordInput(page, T.registerToken.confirmPassword).fill('short')
      await submit.click()
      await expect(fieldError(page, 'password')).toHaveText(
        locale === 'en' ? SPEC.minLength(8) : fill(T.validation.minLength, { min: 8 }),
      )
      await passwordInput(page, T.registerToken.password).fill(TEST_PASSWORD)
      await passwordInput(page, T.registerToken.confirmPassword).fill(`${TEST_PASSWORD}x`)
      await submit.click()
      await expect(fieldError(page, 'confirmPassword')).toHaveText(
        locale === 'en' ? SPEC.passwordsMatch : T.validation.passwordsMatch,
      )
      await passwordInput(page, T.registerToken.confirmPassword).fill(TEST_PASSWORD)
      await submit.click()

      await expect(toast(page, T.flows.messages.accountCreated)).toBeVisible({ timeout: HASHING })
      await expect(page).toHaveURL(new RegExp(`${at('/register/success')}$`), { timeout: HASHING })
      await expect(heading(page)).toHaveText(T.registerSuccess.heading)
      expect(hasUser(await sessionOf(page.request))).toBe(true)
      // The profile is shown (read by the server) before the test signs out.
      await page.getByRole('link', { name: T.registerSuccess.toProfile }).click()
      await expect(page).toHaveURL(new RegExp(`${at('/profile')}$`))
      await expect(page.getByTestId('profile-facts')).toBeVisible()

      // The link is spent: opened again (signed out), it is an invalid token with a way to start over.
      await signOutWithRequest(page.request)
      await page.goto(link)
      await expect(heading(page)).toHaveText(T.flows.messages.invalidToken)
      await expect(page.getByText(T.flows.messages.invalidTokenDescription)).toBeVisible()
      await page.getByRole('link', { name: T.registerToken.tryAgain }).click()
      await expect(page).toHaveURL(new RegExp(`${at('/register')}$`))
    })

    test('signed up from another page, the new account is led back there', async ({ page, allowConsole }) => {
      allowConsole(failedResource(400, '/register/check'))
      const email = uniqueEmail('back')
      await page.goto(`${at('/register')}?redirect=${encodeURIComponent(at('/about'))}`)
      await waitForHydration(page)
      await page.getByLabel(T.register.email, { exact: true }).fill(email)
      await page.getByLabel(T.register.nickname, { exact: true }).fill(uniqueNickname('b'))
      await page.locator('.checkbox__box').click()
      await page.getByRole('button', { name: T.register.submit }).click()
      await expect(heading(page)).toHaveText(T.registerConfirm.heading)

      const link = await latestMailLink(email, at('/register/confirm/'))
      expect(new URL(link, 'http://localhost').searchParams.get('redirect')).toBe(at('/about'))
      await page.goto(link)
      await waitForHydration(page)
      await passwordInput(page, T.registerToken.password).fill(TEST_PASSWORD)
      await passwordInput(page, T.registerToken.confirmPassword).fill(TEST_PASSWORD)
      await page.getByRole('button', { name: T.registerToken.submit }).click()

      await expect(heading(page)).toHaveText(T.registerSuccess.heading, { timeout: HASHING })
      await expect(page.getByRole('link', { name: T.registerSuccess.toProfile })).toHaveCount(0)
      await page.getByRole('link', { name: T.registerSuccess.continue }).click()
      await expect(page).toHaveURL(new RegExp(`${at('/about')}$`))
      expect(hasUser(await sessionOf(page.request))).toBe(true)
    })

    test('a link with an unknown token shows "Invalid token" and leads back to registration', async ({
      page,
      allowConsole,
    }) => {
      allowConsole(failedResource(400, '/register/check'))
      await page.goto(at('/register/confirm/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'))
      await expect(heading(page)).toHaveText(T.flows.messages.invalidToken)
      await expect(page.getByText(T.flows.messages.invalidTokenDescription)).toBeVisible()
      await expect(page.getByRole('link', { name: T.registerToken.tryAgain })).toHaveAttribute(
        'href',
        at('/register'),
      )
      // A mangled link is not even sent to the server.
      await page.goto(at('/register/confirm/not-a-token'))
      await expect(heading(page)).toHaveText(T.flows.messages.invalidToken)
    })
  })

  test.describe(`e-mail sign-in (${locale})`, () => {
    test('a wrong password says so; the right one signs in and goes to the redirect target', async ({
      page,
      request,
    }) => {
      const user = await createEmailUser(request)
      await page.goto(`${at('/login')}?redirect=${encodeURIComponent(at('/tournaments'))}`)
      await waitForHydration(page)
      await expect(page).toHaveTitle(T.login.title)
      await page.getByLabel(T.login.email, { exact: true }).fill(user.email)
      await passwordInput(page, T.login.password).fill('wrong-password')
      await page.getByRole('button', { name: T.login.submit }).click()
      await expect(formAlert(page)).toHaveText(T.flows.messages.wrongEmailOrPassword, { timeout: HASHING })
      await passwordInput(page, T.login.password).fill(user.password)
      await page.getByRole('button', { name: T.login.submit }).click()
      await expect(page).toHaveURL(new RegExp(`${at('/tournaments')}$`), { timeout: HASHING })
      expect(hasUser(await sessionOf(page.request))).toBe(true)
    })

    test('the error Auth.js sends the login page with is shown: refused, and too many attempts', async ({
      page,
    }) => {
      await page.goto(`${at('/login')}?error=CredentialsSignin&code=credentials`)
      await expect(formAlert(page)).toHaveText(T.flows.messages.wrongEmailOrPassword)
      await page.goto(`${at('/login')}?error=CredentialsSignin&code=throttled`)
      await expect(formAlert(page)).toHaveText(T.validation.pleaseWait)
    })

    test('the login page links to phone sign-in (keeping the redirect), recovery and registration', async ({
      page,
    }) => {
      await page.goto(`${at('/login')}?redirect=${encodeURIComponent(at('/tournaments'))}`)
      await waitForHydration(page)
      await expect(page.getByRole('link', { name: T.login.withPhone })).toHaveAttribute(
        'href',
        `${at('/auth')}?redirect=${encodeURIComponent(at('/tournaments'))}`,
      )
      await expect(page.getByRole('link', { name: T.login.forgotPassword })).toHaveAttribute(
        'href',
        at('/forgot-password'),
      )
      await expect(page.getByRole('link', { name: T.login.register, exact: true })).toHaveAttribute(
        'href',
        `${at('/register')}?redirect=${encodeURIComponent(at('/tournaments'))}`,
      )
    })
  })
}

test.describe('validation messages (spec §5)', () => {
  test("are exactly the spec's in English, and switch to Ukrainian with the page, values kept", async ({
    page,
  }) => {
    const en = ACCOUNT.en
    const uk = ACCOUNT.uk
    await page.goto('/en/register')
    await waitForHydration(page)
    await page.getByRole('button', { name: en.register.submit }).click()
    await expect(fieldError(page, 'email')).toHaveText(SPEC.required)
    await expect(fieldError(page, 'nickname')).toHaveText(SPEC.required)
    await expect(fieldError(page, 'acceptTerms')).toHaveText(en.validation.termsRequired)
    // Errors are linked to their fields, and the first invalid field has the focus.
    const email = page.getByLabel(en.register.email, { exact: true })
    await expect(email).toBeFocused()
    await expect(email).toHaveAttribute('aria-invalid', 'true')
    await expect(email).toHaveAccessibleDescription(new RegExp(SPEC.required))

    await email.fill('not-an-address')
    await page.getByLabel(en.register.nickname, { exact: true }).fill('ab')
    await page.getByRole('button', { name: en.register.submit }).click()
    await expect(fieldError(page, 'email')).toHaveText(SPEC.invalidEmail)
    await expect(fieldError(page, 'nickname')).toHaveText(SPEC.minLength(3))
    await page.getByLabel(en.register.nickname, { exact: true }).fill('x'.repeat(25))
    await page.getByRole('button', { name: en.register.submit }).click()
    await expect(fieldError(page, 'nickname')).toHaveText(SPEC.maxLength(24))
    await page.getByLabel(en.register.nickname, { exact: true }).fill('two words')
    await page.getByRole('button', { name: en.register.submit }).click()
    await expect(fieldError(page, 'nickname')).toHaveText(SPEC.noSpaces)

    // The switcher goes to /register in Ukrainian: the same errors, now in Ukrainian, and the values stay.
    await switchLanguage(page, 'en', 'uk')
    await expect(page).toHaveURL(/\/register$/)
    await expect(heading(page)).toHaveText(uk.register.heading)
    await expect(fieldError(page, 'email')).toHaveText(uk.validation.invalidEmail)
    await expect(fieldError(page, 'nickname')).toHaveText(uk.validation.noSpaces)
    await expect(fieldError(page, 'acceptTerms')).toHaveText(uk.validation.termsRequired)
    await expect(page.getByLabel(uk.register.email, { exact: true })).toHaveValue('not-an-address')
    await expect(page.getByLabel(uk.register.nickname, { exact: true })).toHaveValue('two words')
    // And back: English again.
    await switchLanguage(page, 'uk', 'en')
    await expect(fieldError(page, 'nickname')).toHaveText(SPEC.noSpaces)
    await expect(fieldError(page, 'email')).toHaveText(SPEC.invalidEmail)
  })

  test("a short phone number in English and then in Ukrainian; the login form's required fields", async ({
    page,
  }) => {
    const en = ACCOUNT.en
    const uk = ACCOUNT.uk
    await page.goto('/en/auth')
    await waitForHydration(page)
    await page.getByRole('textbox', { name: en.flows.phoneCode.phoneLabel }).fill('67 12')
    await page.getByRole('button', { name: en.flows.phoneCode.sendCode }).click()
    await expect(fieldError(page, 'phone')).toHaveText(SPEC.phoneTooShort)
    await switchLanguage(page, 'en', 'uk')
    await expect(page).toHaveURL(/\/auth$/)
    await expect(fieldError(page, 'phone')).toHaveText(uk.validation.phoneTooShort)
    await expect(page.getByRole('textbox', { name: uk.flows.phoneCode.phoneLabel })).toHaveValue('67 12')

    // The login form: both fields are required.
    await page.goto('/en/login')
    await waitForHydration(page)
    await page.getByRole('button', { name: en.login.submit }).click()
    await expect(fieldError(page, 'email')).toHaveText(SPEC.required)
    await expect(fieldError(page, 'password')).toHaveText(SPEC.required)
  })
})

test('client navigation from another page to the screens brings their texts along, without a reload', async ({
  page,
}) => {
  const T = ACCOUNT.en
  await page.goto('/en/about')
  await waitForHydration(page)
  await page.evaluate(() => Reflect.set(window, 'marker', 'same document'))
  await page.getByRole('banner').getByRole('link', { name: DICTIONARIES.en.nav.signIn }).click()
  await expect(page).toHaveURL(/\/en\/login\?redirect=%2Fen%2Fabout$/)
  await expect(heading(page)).toHaveText(T.login.heading)
  await expect(page).toHaveTitle(T.login.title)
  await page.getByRole('link', { name: T.login.forgotPassword }).click()
  await expect(heading(page)).toHaveText(T.forgot.heading)
  await page.getByRole('link', { name: new RegExp(T.forgot.byEmail) }).click()
  await expect(heading(page)).toHaveText(T.forgotEmail.heading)
  await page.getByRole('button', { name: T.forgotEmail.submit }).click()
  await expect(fieldError(page, 'email')).toHaveText(SPEC.required)
  expect(await page.evaluate(() => Reflect.get(window, 'marker'))).toBe('same document')
})
