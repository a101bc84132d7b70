import type { Page } from '@playwright/test'
import {
  ACCOUNT,
  createEmailUser,
  failedResource,
  formAlert,
  heading,
  passwordInput,
} from './auth-screens.ts'
import { expect, test } from './fixtures.ts'
import { LOCALES, localize } from './support.ts'
import {
  latestMailLink,
  sessionOf,
  TEST_PASSWORD,
  uniqueEmail,
  uniqueNickname,
  useFreshClientAddress,
} from './support-accounts.ts'

// ASVS V14.2.1: the sign-in, sign-up and password forms, sent by the browser itself (no JavaScript,
// as before the scripts run), in both languages. Every submit is a POST: nothing typed is ever in an
// address, and the server answers with the next page or the page again with its messages.

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
