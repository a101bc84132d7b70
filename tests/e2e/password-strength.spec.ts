import {
  ACCOUNT,
  failedResource,
  fieldError,
  HASHING,
  heading,
  passwordInput,
  toast,
} from './auth-screens.ts'
import { expectNoViolations } from './axe.ts'
import { expect, test } from './fixtures.ts'
import { LOCALES, localize, waitForHydration } from './support.ts'
import { latestMailLink, uniqueEmail, uniqueNickname, useFreshClientAddress } from './support-accounts.ts'

// V6.2.4 and V6.2.5 on the page of the mailed registration link, in both languages: the strength hint
// under the new password follows the typing in a polite live region (axe clean), a common password is
// refused by the server next to the field, and the same link then takes a good password.

test.beforeEach(async ({ context }) => {
  await useFreshClientAddress(context)
})

for (const locale of LOCALES) {
  const T = ACCOUNT[locale]
  const at = (path: string) => localize(path, locale)

  test(`V6.2.4 the new password's strength hint and the refusal of a common one (${locale})`, async ({
    page,
    allowConsole,
  }) => {
    allowConsole(failedResource(400, '/register/confirm'))
    const email = uniqueEmail('strength')
    await page.goto(at('/register'))
    await waitForHydration(page)
    await page.getByLabel(T.register.email, { exact: true }).fill(email)
    await page.getByLabel(T.register.nickname, { exact: true }).fill(uniqueNickname('s'))
    await page.locator('.checkbox__box').click()
    await page.getByRole('button', { name: T.register.submit }).click()
    await expect(page).toHaveURL(new RegExp(`${at('/register/confirm')}$`))

    await page.goto(await latestMailLink(email, at('/register/confirm/')))
    await waitForHydration(page)
    await expect(heading(page)).toHaveText(T.registerToken.heading)

    const hint = page.locator('.field__strength')
    // One hint, under the new password only (not under its repetition), announced politely.
    await expect(hint).toHaveCount(1)
    await expect(hint).toHaveAttribute('aria-live', 'polite')
    await expect(hint).toHaveText('')
    await passwordInput(page, T.registerToken.password).pressSequentially('password')
    await expect(hint).toHaveText(T.form.passwordStrength.weak)
    await passwordInput(page, T.registerToken.password).fill('lantern1')
    await expect(hint).toHaveText(T.form.passwordStrength.fair)
    await passwordInput(page, T.registerToken.password).fill('Amber kettle 42')
    await expect(hint).toHaveText(T.form.passwordStrength.good)
    await passwordInput(page, T.registerToken.password).fill('Amber kettle 42 lantern')
    await expect(hint).toHaveText(T.form.passwordStrength.strong)
    await expectNoViolations(page, `the strength hint (${locale})`)

    // The server refuses a common password next to the field; the link is not spent.
    await passwordInput(page, T.registerToken.password).fill('password')
    await passwordInput(page, T.registerToken.confirmPassword).fill('password')
    await page.getByRole('button', { name: T.registerToken.submit }).click()
    await expect(fieldError(page, 'password')).toHaveText(T.validation.passwordCommon, { timeout: HASHING })

    await passwordInput(page, T.registerToken.password).fill('Amber kettle 42 lantern')
    await passwordInput(page, T.registerToken.confirmPassword).fill('Amber kettle 42 lantern')
    await page.getByRole('button', { name: T.registerToken.submit }).click()
    await expect(toast(page, T.flows.messages.accountCreated)).toBeVisible({ timeout: HASHING })
  })
}
