import { ACCOUNT, fill, formAlert, HASHING, heading } from './auth-screens.ts'
import { expect, test } from './fixtures.ts'
import { LOCALES, localize, waitForHydration } from './support.ts'
import { signedInUser, useFreshClientAddress } from './support-accounts.ts'

// The return from a social sign-in (`/login/{provider}/callback`, spec §2): Auth.js's error, said in
// words, with "Try again" (which starts the provider's sign-in again) and the other ways to sign in;
// a signed-in user goes on to the redirect target. The round trip against a real OAuth server is
// covered by the Auth.js tests (tests/api); here the page is driven by the URL Auth.js lands on.

test.beforeEach(async ({ context }) => {
  await useFreshClientAddress(context)
})

for (const locale of LOCALES) {
  const T = ACCOUNT[locale]
  const at = (path: string) => localize(path, locale)

  test.describe(`provider callback (${locale})`, () => {
    test('?error=OAuthCallbackError says what went wrong, and "Try again" starts the sign-in again', async ({
      page,
      allowConsole,
    }) => {
      // Discord is not configured on the test server: its sign-in answers 404, which the page reports.
      allowConsole(/status of 404 .*\/api\/auth\/signin\/discord>$/)
      const target = at('/tournaments')
      // The sign-in's form body, as the page sends it (the browser does not report bodies of streamed
      // requests to the test): recorded on its way out, then sent on unchanged.
      await page.addInitScript(() => {
        const send = window.fetch.bind(window)
        window.fetch = async (input, init) => {
          if (input instanceof Request && new URL(input.url).pathname.startsWith('/api/auth/signin/')) {
            Reflect.set(window, 'signInBody', await input.clone().text())
          }
          return send(input, init)
        }
      })
      await page.goto(
        `${at('/login/discord/callback')}?error=OAuthCallbackError&redirect=${encodeURIComponent(target)}`,
      )
      await waitForHydration(page)
      await expect(page).toHaveTitle(T.callback.title)
      await expect(heading(page)).toHaveText(T.callback.failedHeading)
      await expect(formAlert(page).first()).toHaveText(T.callback.errors.OAuthCallbackError)
      await expect(page.getByRole('link', { name: T.callback.otherWays })).toHaveAttribute(
        'href',
        at('/login'),
      )

      await page.getByRole('button', { name: T.callback.tryAgain }).click()
      // The new attempt comes back to this page, keeping where the user was going.
      await expect
        .poll(() => page.evaluate(() => Reflect.get(window, 'signInBody')))
        .toContain(
          `callbackUrl=${encodeURIComponent(`${at('/login/discord/callback')}?redirect=${encodeURIComponent(target)}`)}`,
        )
      await expect(formAlert(page).nth(1)).toHaveText(T.callback.errors.Default)
    })

    test('an error type the page does not know is said in general words', async ({ page }) => {
      await page.goto(`${at('/login/google/callback')}?error=SomethingNew`)
      await expect(heading(page)).toHaveText(T.callback.failedHeading)
      await expect(formAlert(page).first()).toHaveText(T.callback.errors.Default)
    })

    test('AccessDenied (the user said no at the provider) has its own words', async ({ page }) => {
      await page.goto(`${at('/login/twitch/callback')}?error=AccessDenied`)
      await expect(formAlert(page).first()).toHaveText(T.callback.errors.AccessDenied)
    })

    test('a signed-in user arriving back goes on to the redirect target', async ({ page }) => {
      await signedInUser(page)
      await page.goto(`${at('/login/discord/callback')}?redirect=${encodeURIComponent(at('/tournaments'))}`)
      await expect(page).toHaveURL(new RegExp(`${at('/tournaments')}$`), { timeout: HASHING })
      // Without a safe target, the profile.
      await page.goto(`${at('/login/discord/callback')}?redirect=${encodeURIComponent('//evil.example/x')}`)
      await expect(page).toHaveURL(new RegExp(`${at('/profile')}$`))
    })
  })
}

test('the login page shows no provider button when none is configured, and asks Auth.js nothing', async ({
  page,
}) => {
  const T = ACCOUNT.en
  // The server names the configured providers in the page: the browser does not fetch the list.
  const asked: string[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/auth/')) asked.push(request.url())
  })
  await page.goto('/en/login')
  await waitForHydration(page)
  await page.waitForLoadState('networkidle')
  expect(asked).toEqual([])
  await expect(page.getByRole('heading', { name: T.login.providers })).toHaveCount(0)
  await expect(
    page.getByRole('button', { name: new RegExp(fill(T.login.withProvider, { provider: '' })) }),
  ).toHaveCount(0)
})
