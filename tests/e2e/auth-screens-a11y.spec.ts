import type { Page } from '@playwright/test'
import {
  ACCOUNT,
  codeInput,
  createEmailUser,
  failedResource,
  formAlert,
  heading,
  nationalPart,
  phoneInput,
} from './auth-screens.ts'
import { expectNoViolations } from './axe.ts'
import { expect, test } from './fixtures.ts'
import { DESKTOP, LOCALES, localize, MOBILE, waitForHydration } from './support.ts'
import {
  freshClientAddress,
  latestMailLink,
  latestSmsCode,
  smsCount,
  uniqueEmail,
  uniquePhone,
  useFreshClientAddress,
} from './support-accounts.ts'

// axe-core (WCAG 2.2 AA rules) finds nothing on any state of the sign-in, sign-up and recovery
// screens, in both languages: empty forms, forms showing field errors and form messages, the steps of
// the phone flow, the link pages (form and invalid token) and the pages that only inform. The steps
// that need an existing account (password, restore's new password) are checked in phone-auth.spec.ts.

test.beforeEach(async ({ context }) => {
  await useFreshClientAddress(context)
})

/** A link from the mail outbox: the reset link of an account made for the test. */
const resetLink = async (page: Page, locale: 'uk' | 'en'): Promise<string> => {
  const user = await createEmailUser(page.request)
  const answer = await page.request.post(localize('/api/v1/auth/email/forgot-password', locale), {
    data: { email: user.email },
    headers: { 'X-Forwarded-For': freshClientAddress() },
  })
  expect(answer.status()).toBe(202)
  return latestMailLink(user.email, localize('/forgot-password/', locale))
}

for (const locale of LOCALES) {
  const T = ACCOUNT[locale]
  const P = T.flows.phoneCode
  const at = (path: string) => localize(path, locale)

  test.describe(`axe on the auth screens (${locale})`, () => {
    // The phone flow in three tests: each scan costs seconds on a loaded machine.
    test('phone flow: the number and its error', async ({ page }) => {
      await page.setViewportSize(DESKTOP)
      await page.goto(at('/auth'))
      await waitForHydration(page)
      await expectNoViolations(page, 'phone step')
      await phoneInput(page, locale).fill('67 1')
      await page.getByRole('button', { name: P.sendCode }).click()
      await expect(page.locator('.field[data-invalid]')).toHaveCount(1)
      await expectNoViolations(page, 'phone step with a field error')
    })

    /** Asks for a code for a new number: the code step is on screen, and the code is returned. */
    const toCodeStep = async (page: Page): Promise<string> => {
      await page.setViewportSize(DESKTOP)
      await page.goto(at('/auth'))
      await waitForHydration(page)
      const phone = uniquePhone()
      const before = await smsCount(phone)
      await phoneInput(page, locale).fill(nationalPart(phone))
      await page.getByRole('button', { name: P.sendCode }).click()
      await expect(heading(page)).toHaveText(P.codeTitle)
      return latestSmsCode(phone, before)
    }

    test('phone flow: the code and "Incorrect code"', async ({ page, allowConsole }) => {
      allowConsole(failedResource(400, '/phone/verify'))
      const code = await toCodeStep(page)
      await expectNoViolations(page, 'code step')
      await codeInput(page, locale).fill(code === '999999' ? '111111' : '999999')
      await page.getByRole('button', { name: P.verify }).click()
      await expect(formAlert(page)).toHaveText(T.validation.incorrectCode)
      await expectNoViolations(page, 'code step with "Incorrect code"')
    })

    test('phone flow: sign-up, with errors, on a desktop and a phone', async ({ page }) => {
      const code = await toCodeStep(page)
      await codeInput(page, locale).fill(code)
      await page.getByRole('button', { name: P.verify }).click()
      await expect(heading(page)).toHaveText(P.signUpTitle)
      await expectNoViolations(page, 'sign-up step')
      await page.getByRole('button', { name: P.createAccount }).click()
      await expect(page.locator('.field[data-invalid]')).toHaveCount(4)
      await expectNoViolations(page, 'sign-up step with field errors')
      await page.setViewportSize(MOBILE)
      await expectNoViolations(page, 'sign-up step with field errors, mobile')
    })

    // One test per form: each scan costs seconds on a loaded machine, and a test holds a few.
    for (const path of ['/login', '/register', '/forgot-password', '/forgot-password/email']) {
      test(`${path}: the form empty and with field errors`, async ({ page }) => {
        await page.setViewportSize(DESKTOP)
        await page.goto(at(path))
        await waitForHydration(page)
        await expectNoViolations(page, path)
        const submit = page.locator('main button[type="submit"]')
        if ((await submit.count()) > 0) {
          await submit.click()
          await expect(page.locator('.field[data-invalid]').first()).toBeVisible()
          await expectNoViolations(page, `${path} with field errors`)
        }
      })
    }

    test('the pages that only inform', async ({ page }) => {
      await page.setViewportSize(DESKTOP)
      for (const path of ['/register/confirm', '/register/success', '/forgot-password/success']) {
        await page.goto(at(path))
        await waitForHydration(page)
        await expectNoViolations(page, path)
      }
    })

    test('a refused sign-in, a provider callback with an error, and the login on a phone', async ({
      page,
    }) => {
      await page.setViewportSize(DESKTOP)
      await page.goto(`${at('/login')}?error=CredentialsSignin&code=credentials`)
      await expect(formAlert(page)).toHaveText(T.flows.messages.wrongEmailOrPassword)
      await expectNoViolations(page, '/login with a refused sign-in')
      await page.goto(`${at('/login/discord/callback')}?error=OAuthCallbackError`)
      await waitForHydration(page)
      await expectNoViolations(page, 'provider callback with an error')
      await page.setViewportSize(MOBILE)
      await page.goto(at('/login'))
      await waitForHydration(page)
      await expectNoViolations(page, '/login, mobile')
    })

    test('link pages: the new-password form with an error, and "Invalid token"', async ({
      page,
      allowConsole,
    }) => {
      allowConsole(failedResource(400, '/reset-password/check'))
      await page.setViewportSize(DESKTOP)
      await page.goto(await resetLink(page, locale))
      await waitForHydration(page)
      await expect(heading(page)).toHaveText(T.resetToken.heading)
      await expectNoViolations(page, 'reset link: new password')
      await page.getByRole('button', { name: T.resetToken.submit }).click()
      await expect(page.locator('.field[data-invalid]').first()).toBeVisible()
      await expectNoViolations(page, 'reset link: new password with errors')

      await page.goto(at('/forgot-password/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'))
      await expect(heading(page)).toHaveText(T.flows.messages.invalidToken)
      await expectNoViolations(page, 'reset link: invalid token')
      await page.goto(at('/register/confirm/not-a-token'))
      await expect(heading(page)).toHaveText(T.flows.messages.invalidToken)
      await expectNoViolations(page, 'registration link: invalid token')
    })
  })
}

test('registration link page: the password form (checked address shown)', async ({ page }) => {
  const T = ACCOUNT.en
  const email = uniqueEmail('a11y')
  const answer = await page.request.post('/en/api/v1/auth/email/register', {
    data: { email, nickname: `a${Date.now().toString(36)}`, accept_terms: true },
    headers: { 'X-Forwarded-For': freshClientAddress() },
  })
  expect(answer.status()).toBe(202)
  await page.goto(await latestMailLink(email, '/en/register/confirm/'))
  await waitForHydration(page)
  await expect(heading(page)).toHaveText(T.registerToken.heading)
  await expectNoViolations(page, 'registration link: password form')
})
