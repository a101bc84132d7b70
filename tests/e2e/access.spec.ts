import type { APIRequestContext, Page } from '@playwright/test'
import { isRegistrationOpen, scheduleFromDto } from '../../core/tournaments/timeline.ts'
import type { TournamentPayload } from '../../core/tournaments/tournament.schema.ts'
import { expectNoViolations } from './axe.ts'
import { expect, test } from './fixtures.ts'
import { openProfile, saveFirstName } from './profile-support.ts'
import { DESKTOP, LOCALES, localize, MOBILE, WITH_NAMESPACES, waitForHydration } from './support.ts'
import {
  sessionOf,
  signedInUser,
  signOutWithRequest,
  spendSessionRefreshToken,
  useFreshClientAddress,
} from './support-accounts.ts'

// Issue 4, items 8 and 9 seen from the browser: who may see which page (spec §2, §6), the session
// check before every navigation, the header's signed-in state, the first profile home (read by the
// server while it renders the page; saved through the ky adapter with Bearer and refresh), the
// sign-out confirmation, and token expiry.

/** `{name}` / `{name:string}` placeholders of a dictionary text filled in. */
const fill = (text: string, params: Record<string, string>): string =>
  text.replace(/\{(\w+)(?::\w+)?\}/g, (_, name: string) => params[name] ?? '')

const pathOf = (page: Page): string => {
  const url = new URL(page.url())
  return `${url.pathname}${url.search}`
}

const tournaments = async (request: APIRequestContext): Promise<TournamentPayload[]> => {
  const response = await request.get('/api/v1/tournaments')
  expect(response.ok()).toBe(true)
  const body: unknown = await response.json()
  const results = typeof body === 'object' && body !== null ? Reflect.get(body, 'results') : undefined
  if (!Array.isArray(results)) throw new Error('no tournament list')
  return results
}

test.beforeEach(async ({ context }) => {
  await useFreshClientAddress(context)
})

for (const locale of LOCALES) {
  const LL = WITH_NAMESPACES[locale]
  const at = (path: string) => localize(path, locale)

  test.describe(`guests (${locale})`, () => {
    test('V8.2.1 a guest asking for /profile lands on the login page of the same language', async ({
      page,
    }) => {
      const response = await page.goto(at('/profile'))
      expect(response?.request().redirectedFrom()?.url()).toMatch(new RegExp(`${at('/profile')}$`))
      // …and comes back to it after signing in.
      expect(pathOf(page)).toBe(`${at('/login')}?redirect=${encodeURIComponent(at('/profile'))}`)
    })

    test('V8.2.1 a guest following an invitation signs in first and is sent back to it', async ({ page }) => {
      await page.goto(at('/join/t1/x'))
      expect(pathOf(page)).toBe(`${at('/login')}?redirect=${encodeURIComponent(at('/join/t1/x'))}`)
    })

    test('V8.2.1 a guest cannot open a tournament registration page', async ({ page, request }) => {
      const [any] = await tournaments(request)
      await page.goto(at(`/tournaments/join/${any?.slug}`))
      expect(pathOf(page)).toBe(
        `${at('/login')}?redirect=${encodeURIComponent(at(`/tournaments/join/${any?.slug}`))}`,
      )
    })

    test('the header offers "Sign in" to a guest', async ({ page }) => {
      await page.setViewportSize(DESKTOP)
      await page.goto(at('/about'))
      await waitForHydration(page)
      await expect(
        page.getByRole('banner').getByRole('link', { name: LL.nav.signIn, exact: true }),
      ).toBeVisible()
      // A guest's page is the same for every guest: cacheable a minute, then served stale while it is
      // fetched again; it varies by the cookie that would make it someone's own.
      const about = (await page.request.get(at('/about'))).headers()
      expect(about['cache-control']).toBe('public, max-age=60, stale-while-revalidate=300')
      expect(about.vary ?? '').toMatch(/cookie/i)
      // Nothing personal in it: it opens in the renderer it arrived in (ADR 0085).
      expect(about['cross-origin-opener-policy']).toBe('unsafe-none')
      // A form page carries the guest's request-forgery token: never shared.
      expect((await page.request.get(at('/login'))).headers()['cache-control'] ?? '').not.toContain('public')
    })
  })

  test.describe(`signed-in users (${locale})`, () => {
    test('V8.2.1 a signed-in user asking for a guest page goes to /profile or to a safe redirect target', async ({
      page,
    }) => {
      await signedInUser(page)
      for (const guestPage of ['/login', '/auth']) {
        await page.goto(at(guestPage))
        expect(pathOf(page), guestPage).toBe(at('/profile'))
      }
      await page.goto(`${at('/login')}?redirect=${encodeURIComponent(at('/tournaments'))}`)
      expect(pathOf(page)).toBe(at('/tournaments'))
      await page.goto(`${at('/auth')}?redirect=${encodeURIComponent(at('/join/t1/x'))}`)
      expect(pathOf(page)).toBe(at('/join/t1/x'))
    })

    test('V3.7.2 hostile redirect values land on /profile, never on another site', async ({
      page,
      baseURL,
    }) => {
      await signedInUser(page)
      for (const hostile of [
        'https://evil.example',
        '//evil.example',
        '/\\evil.example',
        '%2F%2Fevil.example',
      ]) {
        await page.goto(`${at('/login')}?redirect=${encodeURIComponent(hostile)}`)
        expect(new URL(page.url()).origin, hostile).toBe(new URL(baseURL ?? '').origin)
        expect(pathOf(page), hostile).toBe(at('/profile'))
      }
      // Not even encoded once more, as a raw query value.
      await page.goto(`${at('/login')}?redirect=//evil.example`)
      expect(pathOf(page)).toBe(at('/profile'))
    })

    test('the header and the mobile menu link to the profile under the user name', async ({ page }) => {
      const user = await signedInUser(page)
      await page.setViewportSize(DESKTOP)
      const response = await page.goto(at('/about'))
      // A page rendered for a signed-in user is theirs alone.
      expect(response?.headers()['cache-control']).toBe('private, no-store')
      // Kept from other sites' windows: a browsing context group of its own.
      expect(response?.headers()['cross-origin-opener-policy']).toBe('same-origin')
      await waitForHydration(page)
      const account = page.getByRole('banner').getByTestId('account-link')
      await expect(account).toHaveAccessibleName(`${LL.nav.profile}: ${user.nickname}`)
      await expect(
        page.getByRole('banner').getByRole('link', { name: LL.nav.signIn, exact: true }),
      ).toHaveCount(0)
      await page.setViewportSize(MOBILE)
      await page.getByRole('button', { name: LL.nav.openMenu }).click()
      const menu = page.getByRole('dialog', { name: LL.nav.menu })
      await menu.getByRole('link', { name: `${LL.nav.profile}: ${user.nickname}` }).click()
      await expect(page).toHaveURL(new RegExp(`${at('/profile')}$`))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(LL.account.profile.heading)
    })

    test('/profile shows the nickname, e-mail and phone the server read, without a call from the browser; axe finds nothing on it', async ({
      page,
      browser,
    }) => {
      const user = await signedInUser(page)
      const browserCalls: string[] = []
      page.on('request', (request) => {
        if (request.url().includes('/api/v1/')) browserCalls.push(request.url())
      })
      await page.goto(at('/profile'))
      await waitForHydration(page)
      await expect(page.getByTestId('profile-phone')).toHaveText(user.phone)
      await expect(page.getByTestId('profile-email')).toHaveText(LL.account.profile.notSet)
      await expect(page.getByTestId('profile-nickname')).toHaveText(user.nickname)
      expect(browserCalls).toEqual([])
      await expect(page.getByTestId('profile-facts')).toBeVisible()
      await expectNoViolations(page)
      // The same without JavaScript: it is in the server's HTML.
      const noScript = await browser.newContext({
        javaScriptEnabled: false,
        storageState: await page.context().storageState(),
      })
      try {
        const plain = await noScript.newPage()
        await plain.goto(at('/profile'))
        await expect(plain.getByTestId('profile-phone')).toHaveText(user.phone)
        await expect(plain.getByTestId('profile-nickname')).toHaveText(user.nickname)
      } finally {
        await noScript.close()
      }
    })

    test('the session is checked before each navigation: signed out in another tab, the next link goes to sign in', async ({
      page,
      context,
    }) => {
      await signedInUser(page)
      await page.setViewportSize(DESKTOP)
      await page.goto(at('/about'))
      await waitForHydration(page)
      const account = page.getByRole('banner').getByTestId('account-link')
      await expect(account).toBeVisible()
      // Another tab of the same browser signs out.
      const other = await context.newPage()
      await signOutWithRequest(other.request)
      await other.close()
      await account.click()
      // By phone, the way this browser signed in.
      await expect(page).toHaveURL(
        new RegExp(`${at('/auth')}\\?redirect=${encodeURIComponent(at('/profile'))}$`),
      )
      await expect(
        page.getByRole('banner').getByRole('link', { name: LL.nav.signIn, exact: true }),
      ).toBeVisible()
    })

    test('sign-out asks first: cancel keeps the session, confirm ends it and goes to the landing page', async ({
      page,
    }) => {
      await signedInUser(page)
      await page.goto(at('/profile'))
      await waitForHydration(page)
      await page.getByRole('button', { name: LL.account.profile.signOut }).click()
      const dialog = page.getByRole('alertdialog', { name: LL.account.signOut.title })
      await expect(dialog).toBeVisible()
      await expectNoViolations(page)
      await dialog.getByRole('button', { name: LL.account.signOut.cancel }).click()
      await expect(dialog).toBeHidden()
      expect(await sessionOf(page.request)).toHaveProperty('user')

      await page.getByRole('button', { name: LL.account.profile.signOut }).click()
      await page.getByRole('alertdialog').getByRole('button', { name: LL.account.profile.signOut }).click()
      await expect(page).toHaveURL(new RegExp(`${at('/')}$`))
      expect(await sessionOf(page.request)).toEqual({})
      await expect(
        page.getByRole('banner').getByRole('link', { name: LL.nav.signIn, exact: true }),
      ).toBeVisible()
      // And the profile is closed again: back to the way this browser signed in (by phone).
      await page.goto(at('/profile'))
      expect(pathOf(page)).toBe(`${at('/auth')}?redirect=${encodeURIComponent(at('/profile'))}`)
    })

    test('keyboard only: sign out from the profile', async ({ page }) => {
      await signedInUser(page)
      await page.goto(at('/profile'))
      await waitForHydration(page)
      const signOut = page.getByRole('button', { name: LL.account.profile.signOut })
      for (let presses = 0; presses < 40; presses += 1) {
        await page.keyboard.press('Tab')
        if (await signOut.evaluate((element) => element === document.activeElement)) break
      }
      await expect(signOut).toBeFocused()
      await page.keyboard.press('Enter')
      const dialog = page.getByRole('alertdialog', { name: LL.account.signOut.title })
      await expect(dialog).toBeVisible()
      // Escape cancels and focus returns to the button.
      await page.keyboard.press('Escape')
      await expect(dialog).toBeHidden()
      await expect(signOut).toBeFocused()
      await page.keyboard.press('Enter')
      const confirm = dialog.getByRole('button', { name: LL.account.profile.signOut })
      await expect(confirm).toBeFocused()
      await page.keyboard.press('Enter')
      await expect(page).toHaveURL(new RegExp(`${at('/')}$`))
      expect(await sessionOf(page.request)).toEqual({})
    })

    test('an invitation page of a link that names no team says so', async ({ page }) => {
      await signedInUser(page)
      await page.goto(at('/join/wolves/inv-1'))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(LL.tournament.join.invitationHeading)
      await expect(page.getByTestId('invitation-invalid')).toHaveText(LL.tournament.join.invalid)
    })

    test('tournament registration opens only inside its window, else back to the tournament', async ({
      page,
      request,
    }) => {
      await signedInUser(page)
      const all = await tournaments(request)
      const now = new Date()
      const open = all.find((t) => isRegistrationOpen(scheduleFromDto(t), now))
      const closed = all.find((t) => !isRegistrationOpen(scheduleFromDto(t), now))
      if (!open || !closed) throw new Error('the demo data has open and closed registrations')
      await page.goto(at(`/tournaments/join/${open.slug}`))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        fill(LL.tournament.join.tournamentHeading, { name: open.name }),
      )
      await expect(page.locator('time')).toHaveCount(2)
      await page.goto(at(`/tournaments/join/${closed.slug}`))
      expect(pathOf(page)).toBe(at(`/tournaments/${closed.slug}`))
    })
  })
}

test('an expired access token is renewed before the call, and the session keeps the new tokens', async ({
  page,
}) => {
  await signedInUser(page)
  // The browser's clock runs 20 minutes ahead: its 15-minute access token has expired there.
  await page.clock.install({ time: new Date(Date.now() + 20 * 60_000) })
  const refreshed = page.waitForResponse(
    (response) => response.url().endsWith('/api/v1/token/refresh') && response.request().method() === 'POST',
  )
  const profile = page.waitForResponse(
    (response) => response.url().endsWith('/api/v1/profile') && response.request().method() === 'PATCH',
  )
  await openProfile(page, 'uk')
  await saveFirstName(page, 'uk')
  const refresh = await refreshed
  expect(refresh.status()).toBe(200)
  const pair: unknown = await refresh.json()
  const call = await profile
  expect(call.status()).toBe(200)
  // The call went out with the renewed token, not the expired one.
  expect(await call.request().headerValue('authorization')).toBe(
    `Bearer ${Reflect.get(Object(pair), 'access')}`,
  )
  await expect(page.getByTestId('profile-facts')).toBeVisible()
  // The session cookie now holds the renewed refresh token (the spent one is dead).
  await expect
    .poll(async () => Reflect.get(Object(await sessionOf(page.request)), 'refresh_token'))
    .toBe(Reflect.get(Object(pair), 'refresh'))
})

test('a refresh the server refuses signs the user out and the profile sends them to sign in again', async ({
  page,
  allowConsole,
}) => {
  // The browser reports the refused refresh (401) in its console: provoked here on purpose.
  allowConsole(
    /^Failed to load resource: the server responded with a status of 401 .*\/api\/v1\/token\/refresh>$/,
  )
  await signedInUser(page)
  await spendSessionRefreshToken(page.request)
  await page.clock.install({ time: new Date(Date.now() + 20 * 60_000) })
  const refreshed = page.waitForResponse((response) => response.url().endsWith('/api/v1/token/refresh'))
  await openProfile(page, 'uk')
  await saveFirstName(page, 'uk')
  expect((await refreshed).status()).toBe(401)
  // By phone, as this browser signed in.
  await expect(page).toHaveURL(/\/auth\?redirect=%2Fprofile$/)
  expect(await sessionOf(page.request)).toEqual({})
})
