import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { openProfile, saveFirstName, withAvatar } from './profile-support.ts'
import { LOCALES, localize, WITH_NAMESPACES } from './support.ts'
import { sessionOf, signedInUser, useFreshClientAddress } from './support-accounts.ts'

// Spec §7, §8 in the browser: the ky adapter behind the profile page retries idempotent requests
// (removing the avatar is a DELETE), its typed errors reach the page (a 500 or a 404 says the action
// failed, a 429 asking for minutes says to wait) and a 401 signs the user out (on a save). The
// profile itself is read by the server while it renders the page, so these use the page's actions.
// The server's answers are replaced in the browser's network layer where a test needs a failure the
// real server would not give.

const AVATAR_API = /\/api\/v1\/profile\/avatar$/
const PROFILE_API = /\/api\/v1\/profile$/

const failedResource = (status: number, path: string) =>
  new RegExp(
    `^Failed to load resource: the server responded with a status of ${status} .*${path.replaceAll('/', '\\/')}>$`,
  )

/** Answers the browser's calls of `url` and `method` with `statuses` in turn, then lets them through. */
const failWith = async (
  page: Page,
  url: RegExp,
  method: string,
  statuses: number[],
): Promise<{ count: () => number }> => {
  let calls = 0
  await page.route(url, async (route) => {
    if (route.request().method() !== method) return route.continue()
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

test('DELETE is retried on 503 and 502, and the third answer is applied', async ({ page, allowConsole }) => {
  allowConsole(failedResource(503, '/api/v1/profile/avatar'))
  allowConsole(failedResource(502, '/api/v1/profile/avatar'))
  const A = WITH_NAMESPACES.uk.account
  await signedInUser(page)
  await withAvatar(page.request)
  await openProfile(page, 'uk')
  const calls = await failWith(page, AVATAR_API, 'DELETE', [503, 502])
  await page.getByRole('button', { name: A.avatar.remove }).click()
  await expect(page.getByRole('img', { name: A.avatar.none })).toBeVisible()
  expect(calls.count()).toBe(3)
})

for (const locale of LOCALES) {
  const LL = WITH_NAMESPACES[locale]
  const summaryAlert = (page: Page) => page.locator('.profile__summary .form-alert')

  test(`a 500 is retried twice, then the page says the action failed (${locale})`, async ({
    page,
    allowConsole,
  }) => {
    allowConsole(failedResource(500, '/api/v1/profile/avatar'))
    await signedInUser(page)
    await withAvatar(page.request)
    await openProfile(page, locale)
    const calls = await failWith(page, AVATAR_API, 'DELETE', [500, 500, 500])
    await page.getByRole('button', { name: LL.account.avatar.remove }).click()
    await expect(summaryAlert(page)).toHaveText(LL.account.flows.messages.somethingWentWrong)
    expect(calls.count()).toBe(3)
  })

  test(`a 404 is not retried, and the page says the action failed (${locale})`, async ({
    page,
    allowConsole,
  }) => {
    allowConsole(failedResource(404, '/api/v1/profile/avatar'))
    await signedInUser(page)
    await withAvatar(page.request)
    await openProfile(page, locale)
    const calls = await failWith(page, AVATAR_API, 'DELETE', [404])
    await page.getByRole('button', { name: LL.account.avatar.remove }).click()
    await expect(summaryAlert(page)).toHaveText(LL.account.flows.messages.somethingWentWrong)
    expect(calls.count()).toBe(1)
  })

  test(`V7.2.1 a 401 signs the user out and the profile sends them to sign in again (${locale})`, async ({
    page,
    allowConsole,
  }) => {
    allowConsole(failedResource(401, '/api/v1/profile'))
    await signedInUser(page)
    await openProfile(page, locale)
    const calls = await failWith(page, PROFILE_API, 'PATCH', [401])
    await saveFirstName(page, locale)
    // The way this browser signed in (by phone, ADR 0058) brings the user back to the page they left.
    await expect(page).toHaveURL(
      `${localize('/auth', locale)}?redirect=${encodeURIComponent(localize('/profile', locale))}`,
    )
    expect(await sessionOf(page.request)).toEqual({})
    expect(calls.count()).toBe(1)
  })
}

test('a 429 asking for minutes is not waited for: the page says to wait, and trying again works', async ({
  page,
  allowConsole,
}) => {
  allowConsole(failedResource(429, '/api/v1/profile/avatar'))
  const LL = WITH_NAMESPACES.uk
  await signedInUser(page)
  await withAvatar(page.request)
  await openProfile(page, 'uk')
  let calls = 0
  await page.route(AVATAR_API, async (route) => {
    if (route.request().method() !== 'DELETE') return route.continue()
    calls += 1
    if (calls > 1) return route.continue()
    return route.fulfill({
      status: 429,
      headers: { 'Retry-After': '120' },
      contentType: 'application/json',
      body: JSON.stringify({ detail: 'Зачекайте кілька хвилин', code: 'throttled' }),
    })
  })
  const remove = page.getByRole('button', { name: LL.account.avatar.remove })
  await remove.click()
  await expect(page.locator('.profile__summary .form-alert')).toHaveText(LL.account.flows.messages.pleaseWait)
  expect(calls).toBe(1)
  await remove.click()
  await expect(page.getByRole('img', { name: LL.account.avatar.none })).toBeVisible()
  expect(calls).toBe(2)
})
