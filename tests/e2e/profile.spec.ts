import { oblasts as enOblasts } from '../../locales/en/oblasts.ts'
import { oblasts as ukOblasts } from '../../locales/uk/oblasts.ts'
import {
  failedResource,
  fieldError,
  fill,
  HASHING,
  heading,
  nationalPart,
  readablePhone,
  SPEC,
  toast,
} from './auth-screens.ts'
import { expect, test } from './fixtures.ts'
import {
  apiProfile,
  chooseRadio,
  completeProfile,
  detailsSection,
  input,
  openProfile,
  passwordSection,
  saveButton,
  texts,
} from './profile-support.ts'
import { LOCALES, localize, switchLanguage, waitForHydration } from './support.ts'
import {
  latestMailLink,
  latestSmsCode,
  signedInUser,
  signInWithRequest,
  signOutWithRequest,
  smsCount,
  TEST_PASSWORD,
  uniqueEmail,
  uniqueNickname,
  uniquePhone,
  useFreshClientAddress,
} from './support-accounts.ts'

// Spec §2 Profile, §3 User, §5 rules through the real server, in both languages: the profile form
// saved ('Profile updated'), every validation message next to its field (exact English texts, then
// translated when the language is switched), 'Please wait a few minutes' on a 429, an e-mail change
// through the mailed link and the confirmation page, a phone change through the SMS code, and the
// password change (with a wrong old password, a mismatch, and signing in with the new one).

test.beforeEach(async ({ context }) => {
  await useFreshClientAddress(context)
})

for (const locale of LOCALES) {
  const T = texts(locale)
  const D = T.details
  const at = (path: string) => localize(path, locale)
  const O = locale === 'en' ? enOblasts : ukOblasts

  test.describe(`profile (${locale})`, () => {
    test('loads, edits and saves every field: "Profile updated", and the values stay', async ({ page }) => {
      const user = await signedInUser(page)
      await openProfile(page, locale)
      await expect(heading(page)).toHaveText(T.profile.heading)
      await expect(input(page, D.username)).toHaveValue(user.nickname)
      await expect(input(page, D.phone)).toHaveValue(
        nationalPart(user.phone).replace(/^(\d{2})(\d{3})(\d{4})$/, '$1 $2 $3'),
      )
      // Made by phone: its number can be changed, not removed (required); it has no e-mail to keep.
      await expect(input(page, D.phone)).toHaveAttribute('aria-required', 'true')
      await expect(input(page, D.email)).not.toHaveAttribute('aria-required', 'true')
      const nickname = `n${Date.now().toString(36)}`
      await input(page, D.username).fill(nickname)
      await input(page, D.firstName).fill('Olena')
      await input(page, D.lastName).fill('Koval')
      await input(page, D.playingDevice).fill('PlayStation 5')
      await chooseRadio(page, D.gamepad)
      await input(page, D.discord).fill('olena#0001')
      await input(page, D.telegram).fill('@olena')
      await input(page, D.instagram).fill('olena.plays')
      // The region: opt-in ("not set" first and chosen), named in the page's language by the server.
      const oblast = page.getByRole('combobox', { name: O.label })
      await expect(oblast).toHaveValue('')
      await expect(oblast.locator('option').first()).toHaveText(O.notSet)
      await expect(oblast).toHaveAccessibleDescription(O.help)
      await oblast.selectOption({ label: O.names.lviv })
      // Nothing that needs the current password was changed: it is not asked for.
      await expect(input(page, D.currentPassword)).toHaveCount(0)
      await saveButton(page, locale).click()
      await expect(toast(page, T.flows.messages.profileUpdated)).toBeVisible()
      await expect(page.getByTestId('profile-nickname')).toHaveText(nickname)

      expect(await apiProfile(page.request)).toMatchObject({
        username: nickname,
        first_name: 'Olena',
        last_name: 'Koval',
        playing_device: 'PlayStation 5',
        input_device: 'gamepad',
        discord: 'olena#0001',
        telegram: '@olena',
        instagram: 'olena.plays',
        oblast: 'lviv',
      })
      await page.reload()
      await waitForHydration(page)
      await expect(input(page, D.firstName)).toHaveValue('Olena')
      await expect(page.getByRole('radio', { name: D.gamepad })).toBeChecked()
      await expect(input(page, D.instagram)).toHaveValue('olena.plays')
      await expect(page.getByRole('combobox', { name: O.label })).toHaveValue('lviv')
    })

    test('a fresh account saves a new nickname alone; what tournaments need says so and is not required', async ({
      page,
    }) => {
      // Signed up by phone: a name and a device, no last name, input device or Discord yet.
      await signedInUser(page)
      await openProfile(page, locale)
      const needed = new RegExp(D.neededForTournaments)
      for (const label of [D.firstName, D.lastName, D.playingDevice, D.discord]) {
        await expect(input(page, label), label).not.toHaveAttribute('aria-required', 'true')
        await expect(input(page, label), label).toHaveAccessibleDescription(needed)
      }
      const inputDevice = page.getByRole('radiogroup', { name: D.inputDevice })
      await expect(inputDevice).not.toHaveAttribute('aria-required', 'true')
      await expect(inputDevice).toHaveAccessibleDescription(D.neededForTournaments)
      // The phone in use is required (it can be changed, not removed) and needed for tournaments.
      await expect(input(page, D.phone)).toHaveAccessibleDescription(needed)
      // Required to save anyway, or not needed for tournaments: no such note.
      await expect(input(page, D.username)).not.toHaveAccessibleDescription(needed)
      await expect(input(page, D.telegram)).toHaveAccessibleDescription(D.socialHint)

      const nickname = `f${Date.now().toString(36)}`
      await input(page, D.username).fill(nickname)
      await saveButton(page, locale).click()
      await expect(toast(page, T.flows.messages.profileUpdated)).toBeVisible()
      await expect(page.getByTestId('profile-nickname')).toHaveText(nickname)
      expect(await apiProfile(page.request)).toMatchObject({
        username: nickname,
        last_name: '',
        input_device: null,
        discord: '',
      })
    })

    test('a new e-mail asks for the current password, waits for the mailed link, and the link confirms it', async ({
      page,
      allowConsole,
    }) => {
      // Password checks (scrypt) on a busy machine take seconds each.
      test.setTimeout(60_000)
      // The spent link, opened again at the end.
      allowConsole(failedResource(400, '/profile/email/confirm'))
      await signedInUser(page)
      await openProfile(page, locale)
      await completeProfile(page, locale)
      const email = uniqueEmail('change')
      await input(page, D.email).fill(email)
      await saveButton(page, locale).click()
      await expect(fieldError(page, 'currentPassword')).toHaveText(
        locale === 'en' ? SPEC.required : T.validation.required,
      )
      await expect(input(page, D.currentPassword)).toBeFocused()
      await input(page, D.currentPassword).fill(TEST_PASSWORD)
      await saveButton(page, locale).click()
      await expect(toast(page, T.flows.messages.profileUpdated)).toBeVisible({ timeout: HASHING })
      // Pending: the old address stays in use until the link is opened.
      await expect(page.getByTestId('pending-email')).toHaveText(fill(D.pendingEmail, { email }))
      await expect(page.getByTestId('profile-email')).toHaveText(T.profile.notSet)
      await expect(input(page, D.email)).toHaveValue('')
      await expect(input(page, D.currentPassword)).toHaveCount(0)

      const link = await latestMailLink(email, at('/confirm-email/'))
      await page.goto(link)
      await waitForHydration(page)
      await expect(heading(page)).toHaveText(T.confirmEmail.doneHeading)
      await expect(page.getByText(fill(T.confirmEmail.done, { email }))).toBeVisible()
      await expect(page).toHaveTitle(T.confirmEmail.title)
      await page.getByRole('link', { name: T.confirmEmail.toProfile }).click()
      await expect(page).toHaveURL(new RegExp(`${at('/profile')}$`))
      await expect(page.getByTestId('profile-email')).toHaveText(email)
      await expect(page.getByTestId('pending-email')).toHaveCount(0)

      // The link is spent: opened again, it is 'Invalid token', with the way back to the profile.
      await page.goto(link)
      await expect(heading(page)).toHaveText(T.flows.messages.invalidToken)
      await expect(page.getByText(T.flows.messages.invalidTokenDescription)).toBeVisible()
      await expect(page.getByRole('link', { name: T.confirmEmail.tryAgain })).toHaveAttribute(
        'href',
        at('/profile'),
      )
    })

    test('a new phone number waits for its SMS code; a wrong code is "Incorrect code", the right one makes it the number', async ({
      page,
      allowConsole,
    }) => {
      // Password checks (scrypt) on a busy machine take seconds each.
      test.setTimeout(60_000)
      allowConsole(failedResource(400, '/profile/phone/confirm'))
      const user = await signedInUser(page)
      await openProfile(page, locale)
      await completeProfile(page, locale)
      const phone = uniquePhone()
      const before = await smsCount(phone)
      await input(page, D.phone).fill(nationalPart(phone))
      await input(page, D.currentPassword).fill(TEST_PASSWORD)
      await saveButton(page, locale).click()
      await expect(toast(page, T.flows.messages.profileUpdated)).toBeVisible({ timeout: HASHING })
      const code = page.getByTestId('phone-code')
      await expect(code).toContainText(fill(D.pendingPhone, { phone: readablePhone(phone) }))
      // The number in use stays until the code is entered; a new code waits out the minute.
      await expect(page.getByTestId('profile-phone')).toHaveText(user.phone)
      await expect(code.getByRole('button', { name: T.flows.phoneCode.resend })).toBeDisabled()
      await expect(code.locator('.countdown')).toContainText(/\d+/)
      const sent = await latestSmsCode(phone, before)
      const codeInput = input(page, T.flows.phoneCode.codeLabel)
      await expect(codeInput).toBeFocused()
      await codeInput.fill(sent === '999999' ? '111111' : '999999')
      await code.getByRole('button', { name: D.confirmCode }).click()
      await expect(code.locator('.form-alert')).toHaveText(
        locale === 'en' ? SPEC.incorrectCode : T.validation.incorrectCode,
      )
      await codeInput.fill(sent)
      await code.getByRole('button', { name: D.confirmCode }).click()
      await expect(toast(page, T.flows.messages.phoneUpdated)).toBeVisible()
      await expect(page.getByTestId('profile-phone')).toHaveText(phone)
      await expect(page.getByTestId('phone-code')).toHaveCount(0)
      expect(await apiProfile(page.request)).toMatchObject({ phone, pending_phone: null })
    })

    test('password: a wrong old one is said at its field, a mismatch too; the new one works for signing in', async ({
      page,
      allowConsole,
    }) => {
      // Password checks (scrypt) on a busy machine take seconds each.
      test.setTimeout(60_000)
      allowConsole(failedResource(400, '/profile/password'))
      const user = await signedInUser(page)
      await openProfile(page, locale)
      const P = T.password
      const form = passwordSection(page, locale)
      const submit = form.getByRole('button', { name: P.submit })
      await input(page, P.old).fill('not-my-password')
      await input(page, P.new).fill('new-password-1')
      await input(page, P.repeat).fill('new-password-2')
      await submit.click()
      await expect(fieldError(page, 'repeatPassword')).toHaveText(
        locale === 'en' ? SPEC.passwordsMatch : T.validation.passwordsMatch,
      )
      await input(page, P.repeat).fill('new-password-1')
      await submit.click()
      // The server's words, in the page's language.
      await expect(fieldError(page, 'oldPassword')).toHaveText(T.validation.wrongPassword, {
        timeout: HASHING,
      })
      await expect(input(page, P.old)).toBeFocused()

      await input(page, P.old).fill(user.password)
      await submit.click()
      await expect(toast(page, T.flows.messages.passwordUpdated)).toBeVisible({ timeout: HASHING })
      // The fields are empty again; the page goes on with this session.
      for (const label of [P.old, P.new, P.repeat]) await expect(input(page, label)).toHaveValue('')
      await page.reload()
      await expect(page.getByTestId('profile-facts')).toBeVisible()

      await signOutWithRequest(page.request)
      await expect(
        signInWithRequest(page.request, { phone: user.phone, password: user.password }),
      ).rejects.toThrow(/refused/)
      await signInWithRequest(page.request, { phone: user.phone, password: 'new-password-1' })
      await openProfile(page, locale)
    })
  })
}

test('the header shows the new nickname once the profile is saved, without reloading the page', async ({
  page,
}) => {
  const D = texts('en').details
  const user = await signedInUser(page)
  await openProfile(page, 'en')
  const accountLink = page.locator('header').getByTestId('account-link')
  await expect(accountLink).toContainText(user.nickname)
  await page.evaluate(() => Reflect.set(window, 'stillThisPage', true))
  const nickname = uniqueNickname('renamed')
  await input(page, D.username).fill(nickname)
  await completeProfile(page, 'en')
  await saveButton(page, 'en').click()
  await expect(toast(page, texts('en').flows.messages.profileUpdated)).toBeVisible()
  await expect(accountLink).toContainText(nickname)
  // The same page, its form as it was left: only the page's context was read again.
  expect(await page.evaluate(() => Reflect.get(window, 'stillThisPage'))).toBe(true)
  await expect(input(page, D.username)).toHaveValue(nickname)
  await expect(input(page, D.lastName)).toHaveValue('Koval')
})

test('Auth.js’s own sign-out page is ours: the profile with the sign-out confirmation open', async ({
  page,
}) => {
  await signedInUser(page)
  await page.goto('/api/auth/signout')
  await waitForHydration(page)
  await expect(page).toHaveURL(/\/profile$/)
  await expect(page.getByRole('alertdialog')).toContainText(texts('uk').signOut.title)
})

test.describe('validation messages (spec §5)', () => {
  test("are exactly the spec's in English next to each field, and switch to Ukrainian with the page", async ({
    page,
  }) => {
    const en = texts('en')
    const uk = texts('uk')
    await signedInUser(page)
    await openProfile(page, 'en')
    await input(page, en.details.username).fill('ab')
    await input(page, en.details.email).fill('not-an-address')
    await input(page, en.details.firstName).fill('x'.repeat(51))
    await input(page, en.details.lastName).fill('x'.repeat(51))
    await input(page, en.details.phone).fill('67 12')
    await input(page, en.details.playingDevice).fill('x'.repeat(51))
    await input(page, en.details.discord).fill('d'.repeat(65))
    await saveButton(page, 'en').click()
    const expected: Record<string, string> = {
      username: SPEC.minLength(3),
      email: SPEC.invalidEmail,
      firstName: SPEC.maxLength(50),
      lastName: SPEC.maxLength(50),
      phone: SPEC.phoneTooShort,
      playingDevice: SPEC.maxLength(50),
      discord: SPEC.maxLength(64),
      // The e-mail and the phone changed: the current password is asked for.
      currentPassword: SPEC.required,
    }
    for (const [name, message] of Object.entries(expected))
      await expect(fieldError(page, name), name).toHaveText(message)
    // A new account has chosen no input device yet: the profile does not need one.
    await expect(fieldError(page, 'inputDevice')).toHaveCount(0)
    // The first invalid field has the focus, and each error is its field's description.
    const username = input(page, en.details.username)
    await expect(username).toBeFocused()
    await expect(username).toHaveAttribute('aria-invalid', 'true')
    await expect(username).toHaveAccessibleDescription(new RegExp(SPEC.minLength(3)))
    await username.fill('two words')
    await saveButton(page, 'en').click()
    await expect(fieldError(page, 'username')).toHaveText(SPEC.noSpaces)
    await username.fill('x'.repeat(25))
    await saveButton(page, 'en').click()
    await expect(fieldError(page, 'username')).toHaveText(SPEC.maxLength(24))

    // The password form: its rules before anything is sent (the two passwords are compared once
    // each is valid on its own).
    const P = en.password
    const changePassword = passwordSection(page, 'en').getByRole('button', { name: P.submit })
    await input(page, P.new).fill('short')
    await changePassword.click()
    await expect(fieldError(page, 'oldPassword')).toHaveText(SPEC.required)
    await expect(fieldError(page, 'newPassword')).toHaveText(SPEC.minLength(8))
    await input(page, P.old).fill('old-password')
    await input(page, P.new).fill('new-password-1')
    await input(page, P.repeat).fill('new-password-2')
    await changePassword.click()
    await expect(fieldError(page, 'repeatPassword')).toHaveText(SPEC.passwordsMatch)

    // The switcher goes to /profile in Ukrainian: the same errors, now in Ukrainian, the values kept.
    await switchLanguage(page, 'en', 'uk')
    await expect(page).toHaveURL(/\/profile$/)
    await expect(heading(page)).toHaveText(uk.profile.heading)
    await expect(fieldError(page, 'username')).toHaveText(fill(uk.validation.maxLength, { max: 24 }))
    await expect(fieldError(page, 'email')).toHaveText(uk.validation.invalidEmail)
    await expect(fieldError(page, 'phone')).toHaveText(uk.validation.phoneTooShort)
    await expect(fieldError(page, 'playingDevice')).toHaveText(fill(uk.validation.maxLength, { max: 50 }))
    await expect(fieldError(page, 'repeatPassword')).toHaveText(uk.validation.passwordsMatch)
    await expect(input(page, uk.details.email)).toHaveValue('not-an-address')
    await expect(input(page, uk.details.lastName)).toHaveValue('x'.repeat(51))
    // And back: English again.
    await switchLanguage(page, 'uk', 'en')
    await expect(fieldError(page, 'lastName')).toHaveText(SPEC.maxLength(50))
  })

  test('a field error only the server finds (a wrong old password) follows a language switch', async ({
    page,
    allowConsole,
  }) => {
    test.setTimeout(60_000)
    allowConsole(failedResource(400, '/profile/password'))
    await signedInUser(page)
    await openProfile(page, 'en')
    const P = texts('en').password
    await input(page, P.old).fill('not-my-password')
    await input(page, P.new).fill('new-password-1')
    await input(page, P.repeat).fill('new-password-1')
    await passwordSection(page, 'en').getByRole('button', { name: P.submit }).click()
    await expect(fieldError(page, 'oldPassword')).toHaveText('Wrong password', { timeout: HASHING })
    await switchLanguage(page, 'en', 'uk')
    await expect(heading(page)).toHaveText(texts('uk').profile.heading)
    await expect(fieldError(page, 'oldPassword')).toHaveText(texts('uk').validation.wrongPassword)
  })

  test('a 429 on saving says "Please wait a few minutes"', async ({ page, allowConsole }) => {
    allowConsole(failedResource(429, '/api/v1/profile'))
    await signedInUser(page)
    await openProfile(page, 'en')
    await page.route(/\/api\/v1\/profile$/, (route) =>
      route.request().method() === 'PATCH'
        ? route.fulfill({
            status: 429,
            headers: { 'Retry-After': '300' },
            contentType: 'application/json',
            body: JSON.stringify({ detail: 'Please wait a few minutes', code: 'throttled' }),
          })
        : route.continue(),
    )
    await input(page, texts('en').details.firstName).fill('Olena')
    await input(page, texts('en').details.lastName).fill('Koval')
    await chooseRadio(page, texts('en').details.keyboard)
    await saveButton(page, 'en').click()
    await expect(detailsSection(page, 'en').locator('.form-alert')).toHaveText(SPEC.pleaseWait)
  })
})

test('the confirmation page of an unknown link says "Invalid token" in both languages', async ({
  page,
  allowConsole,
}) => {
  allowConsole(failedResource(400, '/profile/email/confirm'))
  for (const locale of LOCALES) {
    const T = texts(locale)
    await page.goto(localize('/confirm-email/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', locale))
    await expect(heading(page)).toHaveText(T.flows.messages.invalidToken)
    await expect(page.getByText(T.flows.messages.invalidTokenDescription)).toBeVisible()
    // A mangled link is not even sent.
    await page.goto(localize('/confirm-email/not-a-token', locale))
    await expect(heading(page)).toHaveText(T.flows.messages.invalidToken)
  }
})
