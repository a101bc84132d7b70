import type { Locator, Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { DESKTOP, DICTIONARIES, localize, MOBILE, pageTexts, waitForHydration } from './support.ts'

// Keyboard only: the skip link comes first and leads into the content, the menu opens with Enter or
// Space and closes with Escape returning focus to its button, and focus is always visible.

/** The focused element shows a focus ring: it matches :focus-visible and draws an outline or shadow. */
const expectVisibleFocus = async (locator: Locator) => {
  await expect(locator).toBeFocused()
  const ring = await locator.evaluate((element) => {
    const style = getComputedStyle(element)
    return {
      focusVisible: element.matches(':focus-visible'),
      outline: style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0,
      shadow: style.boxShadow !== 'none',
    }
  })
  expect(ring.focusVisible, ':focus-visible').toBe(true)
  expect(ring.outline || ring.shadow, 'a visible focus ring (outline or box-shadow)').toBe(true)
}

/** Whether the focused element is the container itself or inside it. */
const focusInside = (container: Locator): Promise<boolean> =>
  container.evaluate((element) => element.contains(document.activeElement))

const tabUntilFocused = async (page: Page, target: Locator, maxPresses = 30) => {
  for (let presses = 0; presses < maxPresses; presses += 1) {
    await page.keyboard.press('Tab')
    if (await target.evaluate((element) => element === document.activeElement)) return
  }
  throw new Error(`not reached with ${maxPresses} Tab presses`)
}

for (const locale of ['uk', 'en'] as const) {
  const LL = DICTIONARIES[locale]

  test(`the skip link is the first stop and moves focus to the main content (${locale})`, async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP)
    await page.goto(localize('/about', locale))
    await waitForHydration(page)
    await page.keyboard.press('Tab')
    const skip = page.getByRole('link', { name: LL.meta.skipToContent })
    await expectVisibleFocus(skip)
    await expect(skip).toBeInViewport()
    await page.keyboard.press('Enter')
    await expect(page.locator('main#main')).toBeFocused()
    // The next Tab continues inside the content, not back in the header.
    await page.keyboard.press('Tab')
    const next = page.locator(':focus')
    expect(await next.evaluate((element) => element.closest('main') !== null)).toBe(true)
    await expectVisibleFocus(next)
    await expect(page.locator('main h1')).toHaveText(pageTexts('/about', locale).h1)
  })
}

test('the menu opens with Enter and Space, Escape closes it and focus returns to its button', async ({
  page,
}) => {
  const LL = DICTIONARIES.uk
  await page.setViewportSize(MOBILE)
  await page.goto('/')
  await waitForHydration(page)
  const menuButton = page.getByRole('button', { name: LL.nav.openMenu })
  const dialog = page.getByRole('dialog', { name: LL.nav.menu })

  await tabUntilFocused(page, menuButton)
  await expectVisibleFocus(menuButton)

  for (const key of ['Enter', 'Space']) {
    await page.keyboard.press(key)
    await expect(dialog).toBeVisible()
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true')
    // Focus moves into the dialog and stays there while it is open (Tab and Shift+Tab wrap around).
    await expect.poll(() => focusInside(dialog)).toBe(true)
    const steps = [...Array.from({ length: 10 }, () => 'Tab'), 'Shift+Tab', 'Shift+Tab']
    for (const step of steps) {
      await page.keyboard.press(step)
      expect(await focusInside(dialog), `focus after ${step}`).toBe(true)
    }
    await expectVisibleFocus(dialog.locator(':focus'))
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false')
    await expectVisibleFocus(menuButton)
  }

  // A link in the menu is followed with Enter, and the menu closes.
  await page.keyboard.press('Enter')
  await expect(dialog).toBeVisible()
  await tabUntilFocused(page, dialog.getByRole('link', { name: LL.nav.partners, exact: true }))
  await page.keyboard.press('Enter')
  await expect(dialog).toBeHidden()
  await expect(page).toHaveURL(/\/partners$/)
  await expect(page.locator('main h1')).toHaveText(pageTexts('/partners', 'uk').h1)
})

test('every link and button in the header shows a focus ring when tabbed to (desktop, en)', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP)
  await page.goto(localize('/', 'en'))
  await waitForHydration(page)
  const header = page.getByRole('banner')
  const stops = await header.locator('a:visible, button:visible').count()
  expect(stops).toBeGreaterThan(8)
  await page.keyboard.press('Tab') // the skip link
  for (let stop = 0; stop < stops; stop += 1) {
    await page.keyboard.press('Tab')
    const focused = page.locator(':focus')
    expect(await focused.evaluate((element) => element.closest('header') !== null)).toBe(true)
    await expectVisibleFocus(focused)
  }
})
