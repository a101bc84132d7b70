import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { LOCALES, localize, WITH_NAMESPACES, waitForHydration } from './support.ts'
import { sessionOf, signedInUser, useFreshClientAddress } from './support-accounts.ts'

// Spec §7, §8 in the browser: the ky adapter behind the profile page retries idempotent requests,
// and its typed errors reach the page: 404 the not-found text, 500 the internal-error text, 401 a
// sign-out. The server's answers are replaced in the browser's network layer where a test needs a
// failure the real server would not give.

const PROFILE_API = /\/api\/v1\/profile$/

const failedResource = (status: number) =>
  new RegExp(
    `^Failed to load resource: the server responded with a status of ${status} .*\\/api\\/v1\\/profile>$`,
  )

/** Answers the profile call with `statuses` in turn, then lets it through to the server. */
const failProfileWith = async (page: Page, statuses: number[]): Promise<{ count: () => number }> => {
  let calls = 0
  await page.route(PROFILE_API, async (route) => {
    calls += 1
    const status = statuses[calls - 1]
    if (status === undefined) return route.continue()
    return route.fulfill({
      status,
      contentType: 'application/json',
      body: JSON.stringify({ detail: 'failure on purpose', code: 'test' }),
    })
  })
  return { count: () => calls }
}

test.beforeEach(async ({ context }) => {
  await useFreshClientAddress(context)
})

test('GET is retried on 503 and 502, and the third answer is shown', async ({ page, allowConsole }) => {
  allowConsole(failedResource(503))
  allowConsole(failedResource(502))
  const user = await signedInUser(page)
  const calls = await failProfileWith(page, [503, 502])
  await page.goto('/profile')
  await expect(page.getByTestId('profile-phone')).toHaveText(user.phone)
  expect(calls.count()).toBe(3)
})

for (const locale of LOCALES) {
  const LL = WITH_NAMESPACES[locale]

  test(`a 500 shows the internal-error text, after two retries (${locale})`, async ({
    page,
    allowConsole,
  }) => {
    allowConsole(failedResource(500))
    await signedInUser(page)
    const calls = await failProfileWith(page, [500, 500, 500])
    await page.goto(localize('/profile', locale))
    await waitForHydration(page)
    await expect(
      page.getByRole('alert').getByRole('heading', { name: LL.error.internalHeading }),
    ).toBeVisible()
    expect(calls.count()).toBe(3)
  })

  test(`a 404 shows the not-found text, without retries (${locale})`, async ({ page, allowConsole }) => {
    allowConsole(failedResource(404))
    await signedInUser(page)
    const calls = await failProfileWith(page, [404])
    await page.goto(localize('/profile', locale))
    await waitForHydration(page)
    await expect(
      page.getByRole('alert').getByRole('heading', { name: LL.error.notFoundHeading }),
    ).toBeVisible()
    expect(calls.count()).toBe(1)
  })

  test(`V7.2.1 a 401 signs the user out and the profile sends them to the login page (${locale})`, async ({
    page,
    allowConsole,
  }) => {
    allowConsole(failedResource(401))
    await signedInUser(page)
    const calls = await failProfileWith(page, [401])
    await page.goto(localize('/profile', locale))
    // The login page brings the user back to the page they were sent away from.
    await expect(page).toHaveURL(
      `${localize('/login', locale)}?redirect=${encodeURIComponent(localize('/profile', locale))}`,
    )
    expect(await sessionOf(page.request)).toEqual({})
    expect(calls.count()).toBe(1)
  })
}

test('a 429 asking for minutes is not waited for: the page says to wait and offers to try again', async ({
  page,
  allowConsole,
}) => {
  allowConsole(failedResource(429))
  const LL = WITH_NAMESPACES.uk
  const user = await signedInUser(page)
  let calls = 0
  await page.route(PROFILE_API, async (route) => {
    calls += 1
    if (calls > 1) return route.continue()
    return route.fulfill({
      status: 429,
      headers: { 'Retry-After': '120' },
      contentType: 'application/json',
      body: JSON.stringify({ detail: 'Зачекайте кілька хвилин', code: 'throttled' }),
    })
  })
  await page.goto('/profile')
  await waitForHydration(page)
  await expect(page.getByRole('alert')).toContainText(LL.account.flows.messages.pleaseWait)
  expect(calls).toBe(1)
  await page.getByRole('button', { name: LL.account.profile.retry }).click()
  await expect(page.getByTestId('profile-phone')).toHaveText(user.phone)
})
