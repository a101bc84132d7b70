import type { Page } from '@playwright/test'
import {
  ACCOUNT,
  codeInput,
  createEmailUser,
  HASHING,
  heading,
  nationalPart,
  passwordInput,
  phoneInput,
  reachCodeStep,
} from './auth-screens.ts'
import { expect, test } from './fixtures.ts'
import { DICTIONARIES, LOCALES, localize, waitForHydration } from './support.ts'
import { smsCount, useFreshClientAddress } from './support-accounts.ts'

// Signing in returns to where the reader was (the header's link and the guards carry the page), the
// sign-in screens are replaced in history (Back never bounces between them and the target), and the
// phone flow's number and code are history entries the browser's Back and Forward move between.

test.beforeEach(async ({ context }) => {
  await useFreshClientAddress(context)
})

const pathOf = (page: Page): string => {
  const url = new URL(page.url())
  return `${url.pathname}${url.search}`
}

for (const locale of LOCALES) {
  const T = ACCOUNT[locale]
  const P = T.flows.phoneCode
  const at = (path: string) => localize(path, locale)

  test.describe(`back where they were (${locale})`, () => {
    test("the header's sign-in returns to the page, and Back then skips the login page", async ({
      page,
      request,
    }) => {
      const user = await createEmailUser(request)
      await page.goto(at('/'))
      await page.goto(at('/about'))
      await waitForHydration(page)
      await page
        .getByRole('banner')
        .getByRole('link', { name: DICTIONARIES[locale].nav.signIn })
        .first()
        .click()
      await expect(page).toHaveURL(
        new RegExp(`${at('/login')}\\?redirect=${encodeURIComponent(at('/about'))}$`),
      )
      await waitForHydration(page)
      await page.getByLabel(T.login.email, { exact: true }).fill(user.email)
      await passwordInput(page, T.login.password).fill(user.password)
      await page.getByRole('button', { name: T.login.submit, exact: true }).click()
      await expect(page).toHaveURL(new RegExp(`${at('/about')}$`), { timeout: HASHING })
      await expect(page.getByTestId('account-link').first()).toBeVisible()

      await page.goBack()
      await expect(page).toHaveURL(new RegExp(`${at('/about')}$`))
      await page.goBack()
      await expect.poll(() => pathOf(page)).toBe(at('/'))
    })

    test('a guest sent to the login page by a guard comes back to that page', async ({ page, request }) => {
      const user = await createEmailUser(request)
      await page.goto(at('/profile'))
      expect(pathOf(page)).toBe(`${at('/login')}?redirect=${encodeURIComponent(at('/profile'))}`)
      await waitForHydration(page)
      await page.getByLabel(T.login.email, { exact: true }).fill(user.email)
      await passwordInput(page, T.login.password).fill(user.password)
      await page.getByRole('button', { name: T.login.submit, exact: true }).click()
      await expect(page).toHaveURL(new RegExp(`${at('/profile')}$`), { timeout: HASHING })
    })
  })

  test.describe(`phone steps in history (${locale})`, () => {
    test('Back returns to the number (kept), Forward to the code, which still works without a new SMS', async ({
      page,
    }) => {
      const { phone, before, code } = await reachCodeStep(page, locale)

      await page.goBack()
      await expect(heading(page)).toHaveText(P.phoneTitle)
      await expect(phoneInput(page, locale)).toHaveValue(/\d/)
      expect(nationalPart(phone)).toContain((await phoneInput(page, locale).inputValue()).replace(/\D/g, ''))
      expect(page.url()).not.toContain(nationalPart(phone))

      await page.goForward()
      await expect(heading(page)).toHaveText(P.codeTitle)
      await codeInput(page, locale).fill(code)
      await page.getByRole('button', { name: P.verify }).click()
      await expect(heading(page)).toHaveText(P.signUpTitle)
      expect(await smsCount(phone)).toBe(before + 1)
    })

    test('sending the same number again after Back goes to its code without a new SMS', async ({ page }) => {
      const { phone, before, code } = await reachCodeStep(page, locale)
      await page.goBack()
      await expect(heading(page)).toHaveText(P.phoneTitle)
      await page.getByRole('button', { name: P.sendCode }).click()
      await expect(heading(page)).toHaveText(P.codeTitle)
      await codeInput(page, locale).fill(code)
      await page.getByRole('button', { name: P.verify }).click()
      await expect(heading(page)).toHaveText(P.signUpTitle)
      expect(await smsCount(phone)).toBe(before + 1)
    })
  })
}
