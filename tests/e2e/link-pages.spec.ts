import { ACCOUNT, createEmailUser, heading, passwordInput } from './auth-screens.ts'
import { expect, test } from './fixtures.ts'
import { LOCALES, localize } from './support.ts'
import { latestMailLink, uniqueEmail, uniqueNickname, useFreshClientAddress } from './support-accounts.ts'

// The pages of e-mailed links (registration, password reset, e-mail change) are checked by the
// server while it renders them (ADR 0027): without any JavaScript, an unknown, used, expired or
// mangled link is 'Invalid token' with the way to try again, and a valid one is its form (the
// registration's with the address it was sent to).

test.use({ javaScriptEnabled: false })

test.beforeEach(async ({ context }) => {
  await useFreshClientAddress(context)
})

for (const locale of LOCALES) {
  const T = ACCOUNT[locale]
  const at = (path: string) => localize(path, locale)

  test(`an invalid link's page says 'Invalid token' without JavaScript (${locale})`, async ({ page }) => {
    for (const [path, retryTo] of [
      ['/register/confirm/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', '/register'],
      ['/register/confirm/not-a-token', '/register'],
      ['/forgot-password/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', '/forgot-password/email'],
      ['/forgot-password/not-a-token', '/forgot-password/email'],
      ['/confirm-email/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', '/profile'],
      ['/confirm-email/not-a-token', '/profile'],
    ] as const) {
      await page.goto(at(path))
      await expect(heading(page), path).toHaveText(T.flows.messages.invalidToken)
      await expect(page.getByText(T.flows.messages.invalidTokenDescription)).toBeVisible()
      await expect(page.locator('main form')).toHaveCount(0)
      await expect(page.locator(`main a[href="${at(retryTo)}"]`)).toHaveCount(1)
    }
  })

  test(`a valid link's page is its form without JavaScript (${locale})`, async ({ page, request }) => {
    const email = uniqueEmail('link')
    // The API of the page's language mails the link of that language.
    const registered = await request.post(at('/api/v1/auth/email/register'), {
      data: { email, nickname: uniqueNickname('l'), accept_terms: true },
    })
    expect(registered.status()).toBe(202)
    await page.goto(await latestMailLink(email, at('/register/confirm/')))
    await expect(heading(page)).toHaveText(T.registerToken.heading)
    await expect(page.getByText(T.registerToken.lead.replace(/\{email[^}]*\}/, email))).toBeVisible()
    await expect(passwordInput(page, T.registerToken.password)).toBeVisible()

    const user = await createEmailUser(request)
    const forgot = await request.post(at('/api/v1/auth/email/forgot-password'), {
      data: { email: user.email },
    })
    expect(forgot.status()).toBe(202)
    await page.goto(await latestMailLink(user.email, at('/forgot-password/')))
    await expect(heading(page)).toHaveText(T.resetToken.heading)
    await expect(passwordInput(page, T.resetToken.password)).toBeVisible()
  })
}
