import type { Page, Response } from '@playwright/test'
import { nationalPart, toast } from './auth-screens.ts'
import { expectNoViolations } from './axe.ts'
import { expect, test } from './fixtures.ts'
import { input, openProfile, saveButton, texts } from './profile-support.ts'
import { LOCALES, localize, waitForHydration } from './support.ts'
import { signedInUser, useFreshClientAddress } from './support-accounts.ts'

// The profile page in both languages: the saved phone number is shown grouped before the phone
// number library has loaded and reads the same once it has (no hydration warning: the fixture fails
// on one), and `/profile?redirect=…` offers a way back only to a safe same-site target, which stays
// after the details are saved.

test.beforeEach(async ({ context }) => {
  await useFreshClientAddress(context)
})

/** Whether a script the browser fetched is the phone number library (its metadata's key). */
const isPhoneLibrary = async (response: Response): Promise<boolean> =>
  response.url().endsWith('.js') && (await response.text()).includes('country_calling_codes')

/** Records whether the page has fetched the phone number library so far. */
const watchPhoneLibrary = (page: Page): (() => boolean) => {
  let loaded = false
  page.on('response', async (response) => {
    if (await isPhoneLibrary(response).catch(() => false)) loaded = true
  })
  return () => loaded
}

for (const locale of LOCALES) {
  const T = texts(locale)
  const D = T.details

  test(`the saved phone number reads the same before and after the phone field loads its formatter (${locale})`, async ({
    page,
  }) => {
    const libraryLoaded = watchPhoneLibrary(page)
    const user = await signedInUser(page)
    await openProfile(page, locale)
    // A mobile number (+380 67 …) is grouped 2-3-4 after the +380 the field shows before it.
    const digits = nationalPart(user.phone)
    const shown = `${digits.slice(0, 2)} ${digits.slice(2, 5)} ${digits.slice(5)}`
    const phone = input(page, D.phone)
    await expect(phone).toHaveValue(shown)
    expect(libraryLoaded(), 'the library is not part of the first load').toBe(false)

    const library = page.waitForResponse(isPhoneLibrary)
    await phone.focus()
    await library
    // Let React render with the library's formatter, then compare.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))))
    await expect(phone).toHaveValue(shown)
    // Typing formats with the library from then on.
    await phone.fill('0501234567')
    await expect(phone).toHaveValue('50 123 4567')
  })

  test.describe(`the way back from /profile?redirect= (${locale})`, () => {
    /** The join page of the demo data's first tournament, the page that sends users here. */
    const joinPageOf = async (page: Page): Promise<string> => {
      const answer = await page.request.get('/api/v1/tournaments')
      const [first] = ((await answer.json()) as { results: { slug: string }[] }).results
      if (!first) throw new Error('the demo data has tournaments')
      return localize(`/tournaments/join/${first.slug}`, locale)
    }
    const profileWith = (redirect: string) =>
      `${localize('/profile', locale)}?redirect=${encodeURIComponent(redirect)}`

    test('a same-site target is offered at the top, and stays after the details are saved', async ({
      page,
    }) => {
      await signedInUser(page)
      const joinPage = await joinPageOf(page)
      await page.goto(profileWith(joinPage))
      await waitForHydration(page)
      const back = page.getByTestId('profile-return')
      await expect(back).toContainText(T.profile.returnLead)
      const link = back.getByRole('link', { name: T.profile.returnLink, exact: true })
      await expect(link).toHaveAttribute('href', joinPage)
      // Above the form: the first thing after the page's heading and its sign-out button.
      const linkBox = await link.boundingBox()
      const formBox = await page.getByTestId('profile-facts').boundingBox()
      expect(linkBox?.y ?? Number.POSITIVE_INFINITY).toBeLessThan(formBox?.y ?? 0)
      await expectNoViolations(page, 'the profile with the way back')

      await input(page, D.username).fill(`r${Date.now().toString(36)}`)
      await saveButton(page, locale).click()
      await expect(toast(page, T.flows.messages.profileUpdated)).toBeVisible()
      // Saving does not leave the page, and the way back is still there.
      expect(new URL(page.url()).pathname).toBe(localize('/profile', locale))
      await expect(link).toBeVisible()
      await link.click()
      await expect(page).toHaveURL((url) => url.pathname.startsWith(localize('/tournaments/', locale)))
    })

    test('a target in the other language is offered in the page’s language', async ({ page }) => {
      await signedInUser(page)
      const joinPage = await joinPageOf(page)
      const other = locale === 'uk' ? `/en${joinPage}` : joinPage.slice('/en'.length)
      await page.goto(profileWith(other))
      await waitForHydration(page)
      const link = page.getByTestId('profile-return').getByRole('link', { name: T.profile.returnLink })
      await expect(link).toHaveAttribute('href', joinPage)
    })

    for (const unsafe of ['//evil.example', 'https://evil.example', '/\\evil', '/%2F%2Fevil.example']) {
      test(`${unsafe} is not offered`, async ({ page }) => {
        await signedInUser(page)
        await page.goto(profileWith(unsafe))
        await waitForHydration(page)
        await expect(page.getByTestId('profile-facts')).toBeVisible()
        await expect(page.getByTestId('profile-return')).toHaveCount(0)
        await expect(page.locator('a[href*="evil"]')).toHaveCount(0)
      })
    }
  })
}
