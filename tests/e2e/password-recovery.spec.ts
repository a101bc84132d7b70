import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import {
  ACCOUNT,
  createEmailUser,
  failedResource,
  fieldError,
  formAlert,
  HASHING,
  hasUser,
  heading,
  passwordInput,
  toast,
} from './auth-screens.ts'
import { expect, test } from './fixtures.ts'
import { LOCALES, localize, waitForHydration } from './support.ts'
import {
  latestMailLink,
  mailOutboxDir,
  sessionOf,
  uniqueEmail,
  useFreshClientAddress,
} from './support-accounts.ts'

// Spec §2 forgot password by e-mail, through the real server and its mail outbox, in both languages:
// choose e-mail, the same answer for known and unknown addresses, the mailed link, the new password,
// 'Password changed', and signing in with it; a spent link is 'Invalid token' with a way to try again.

test.beforeEach(async ({ context }) => {
  await useFreshClientAddress(context)
})

/** Whether any mail in the outbox is addressed to `address`. */
const anyMailTo = async (address: string): Promise<boolean> => {
  let names: string[]
  try {
    names = await readdir(mailOutboxDir())
  } catch {
    return false
  }
  const mails = await Promise.all(names.map((name) => readFile(path.join(mailOutboxDir(), name), 'utf8')))
  return mails.some((raw) => raw.includes(address))
}

for (const locale of LOCALES) {
  const T = ACCOUNT[locale]
  const at = (path: string) => localize(path, locale)

  test.describe(`forgot password by e-mail (${locale})`, () => {
    test('e-mail → link → new password: "Password changed", the login page, and the new password signs in', async ({
      page,
      request,
      allowConsole,
    }) => {
      allowConsole(failedResource(400, '/reset-password/check'))
      const user = await createEmailUser(request)
      await page.goto(at('/forgot-password'))
      await waitForHydration(page)
      await expect(page).toHaveTitle(T.forgot.title)
      await expect(heading(page)).toHaveText(T.forgot.heading)
      await page.getByRole('link', { name: new RegExp(T.forgot.byEmail) }).click()
      await expect(page).toHaveURL(new RegExp(`${at('/forgot-password/email')}$`))
      await expect(heading(page)).toHaveText(T.forgotEmail.heading)
      await page.getByLabel(T.forgotEmail.email, { exact: true }).fill(user.email)
      await page.getByRole('button', { name: T.forgotEmail.submit }).click()
      await expect(page).toHaveURL(new RegExp(`${at('/forgot-password/success')}$`))
      await expect(page.getByText(T.forgotSuccess.body)).toBeVisible()

      const link = await latestMailLink(user.email, at('/forgot-password/'))
      await page.goto(link)
      await waitForHydration(page)
      await expect(heading(page)).toHaveText(T.resetToken.heading)
      await passwordInput(page, T.resetToken.password).fill('brand-new-pass')
      await passwordInput(page, T.resetToken.confirmPassword).fill('brand-new-pasS')
      await page.getByRole('button', { name: T.resetToken.submit }).click()
      await expect(fieldError(page, 'confirmPassword')).toHaveText(T.validation.passwordsMatch)
      await passwordInput(page, T.resetToken.confirmPassword).fill('brand-new-pass')
      await page.getByRole('button', { name: T.resetToken.submit }).click()
      await expect(toast(page, T.flows.messages.passwordChanged)).toBeVisible({ timeout: HASHING })
      await expect(page).toHaveURL(new RegExp(`${at('/login')}$`))

      // The old password no longer works; the new one does.
      await page.getByLabel(T.login.email, { exact: true }).fill(user.email)
      await passwordInput(page, T.login.password).fill(user.password)
      await page.getByRole('button', { name: T.login.submit }).click()
      await expect(formAlert(page)).toHaveText(T.flows.messages.wrongEmailOrPassword, { timeout: HASHING })
      await passwordInput(page, T.login.password).fill('brand-new-pass')
      await page.getByRole('button', { name: T.login.submit }).click()
      await expect(page).toHaveURL(new RegExp(`${at('/profile')}$`), { timeout: HASHING })
      expect(hasUser(await sessionOf(page.request))).toBe(true)

      // The link is spent.
      await page.context().clearCookies()
      await page.goto(link)
      await expect(heading(page)).toHaveText(T.flows.messages.invalidToken)
      await expect(page.getByText(T.flows.messages.invalidTokenDescription)).toBeVisible()
      await page.getByRole('link', { name: T.resetToken.tryAgain }).click()
      await expect(page).toHaveURL(new RegExp(`${at('/forgot-password/email')}$`))
    })

    test('an address without an account gets the same answer, and no mail', async ({ page }) => {
      const nobody = uniqueEmail('nobody')
      await page.goto(at('/forgot-password/email'))
      await waitForHydration(page)
      await page.getByLabel(T.forgotEmail.email, { exact: true }).fill(nobody)
      await page.getByRole('button', { name: T.forgotEmail.submit }).click()
      await expect(page).toHaveURL(new RegExp(`${at('/forgot-password/success')}$`))
      await expect(heading(page)).toHaveText(T.forgotSuccess.heading)
      await expect(page.getByText(T.forgotSuccess.body)).toBeVisible()
      // Mail leaves in the background: give it the time a real one takes here, then look.
      await page.waitForTimeout(2000)
      expect(await anyMailTo(nobody)).toBe(false)
    })
  })
}
