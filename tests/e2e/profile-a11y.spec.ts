import type { Locator, Page } from '@playwright/test'
import { oblasts as enOblasts } from '../../locales/en/oblasts.ts'
import { failedResource, fieldError, HASHING, heading, nationalPart, toast } from './auth-screens.ts'
import { expectNoViolations } from './axe.ts'
import { expect, test } from './fixtures.ts'
import {
  avatarImage,
  chooseFile,
  completeProfile,
  gifFile,
  input,
  openProfile,
  passwordSection,
  pickerErrors,
  pngFile,
  saveButton,
  slowUploads,
  texts,
  toastsSettled,
} from './profile-support.ts'
import { DESKTOP, LOCALES, localize, MOBILE, waitForHydration } from './support.ts'
import {
  latestMailLink,
  signedInUser,
  TEST_PASSWORD,
  uniqueEmail,
  uniquePhone,
  useFreshClientAddress,
} from './support-accounts.ts'

// The profile page for keyboard and screen-reader users: every control reached and operated with
// Tab, Shift+Tab, Space, Enter and the arrow keys, with a visible focus ring, including choosing a
// file; and axe-core (WCAG 2.2 AA) with nothing to report in each state of the page, in both
// languages, on desktop and phone sizes.

test.beforeEach(async ({ context }) => {
  await useFreshClientAddress(context)
})

/** What has the focus: a short description, for the order of stops. */
const focused = (page: Page): Promise<string> =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement
    const name =
      element.getAttribute('aria-label') ??
      (element.id ? document.querySelector(`label[for="${element.id}"]`)?.textContent : null) ??
      element.closest('label')?.textContent ??
      element.textContent ??
      ''
    return `${element.getAttribute('type') ?? element.tagName.toLowerCase()}:${name.trim()}`
  })

/** The focused control shows a ring: its own outline, or its frame's (inputs draw it on the frame). */
const expectVisibleFocus = async (page: Page) => {
  const ring = await page.evaluate(() => {
    const element = document.activeElement as HTMLElement
    const frame = element.closest('.field__control, .radio') ?? element
    const style = getComputedStyle(frame === element ? element : frame)
    return {
      focusVisible: element.matches(':focus-visible') || element.hasAttribute('data-focus-visible'),
      outline: style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0,
    }
  })
  expect(ring.focusVisible, ':focus-visible').toBe(true)
  expect(ring.outline, 'a focus ring').toBe(true)
}

/** Nothing on the page is wider than the screen (WCAG 1.4.10 reflow). */
const expectNoSideScroll = async (page: Page) =>
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0)

const tabTo = async (page: Page, target: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab', max = 60) => {
  for (let presses = 0; presses < max; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return
    await page.keyboard.press(key)
  }
  throw new Error(`not reached with ${max} presses of ${key}`)
}

test('keyboard only: every control in order, each with a focus ring, and each operated without a pointer', async ({
  page,
}) => {
  // About forty key presses with checks, an upload and a password change (scrypt).
  test.setTimeout(60_000)
  const T = texts('en')
  const D = T.details
  const P = T.password
  const user = await signedInUser(page)
  await page.setViewportSize(DESKTOP)
  await openProfile(page, 'en')

  // The order of stops in the page's content, from the sign-out button to the last button.
  const signOut = page.getByRole('button', { name: T.profile.signOut })
  await tabTo(page, signOut)
  const stops: string[] = []
  for (;;) {
    await expectVisibleFocus(page)
    stops.push(await focused(page))
    if (stops.at(-1) === `submit:${P.submit}`) break
    if (stops.length > 40) throw new Error(`the password button was not reached: ${stops.join(' | ')}`)
    await page.keyboard.press('Tab')
  }
  expect(stops).toEqual([
    `button:${T.profile.signOut}`,
    `button:${T.avatar.dropZone}`,
    `button:${T.avatar.choose}`,
    `text:${D.username}`,
    `email:${D.email}`,
    `text:${D.firstName}`,
    `text:${D.lastName}`,
    `tel:${D.phone}`,
    `text:${D.playingDevice}`,
    // One stop for the radio group.
    `radio:${D.keyboard}`,
    `text:${D.discord}`,
    `text:${D.telegram}`,
    `text:${D.instagram}`,
    // The region: a native select, its names rendered by the server.
    `select:${enOblasts.label}`,
    `submit:${D.save}`,
    `password:${P.old}`,
    `button:${T.form.showPassword}`,
    `password:${P.new}`,
    `button:${T.form.showPassword}`,
    `password:${P.repeat}`,
    `button:${T.form.showPassword}`,
    `submit:${P.submit}`,
  ])

  // Back up with Shift+Tab to the file button; Enter opens the browser's file chooser.
  await tabTo(page, page.getByRole('button', { name: T.avatar.choose }), 'Shift+Tab')
  const chooser = page.waitForEvent('filechooser')
  await page.keyboard.press('Enter')
  await (await chooser).setFiles(await pngFile(256, 256))
  await expect(toast(page, T.flows.messages.avatarUpdated)).toBeVisible({ timeout: 20_000 })
  await expect(avatarImage(page)).toHaveAttribute('src', /^\/media\//)

  // The form: typing, the radio group with Space and the arrows, Enter to save.
  await tabTo(page, input(page, D.lastName))
  await page.keyboard.type('Koval')
  await tabTo(page, page.getByRole('radio', { name: D.keyboard }))
  await page.keyboard.press('Space')
  await expect(page.getByRole('radio', { name: D.keyboard })).toBeChecked()
  await page.keyboard.press('ArrowRight')
  await expect(page.getByRole('radio', { name: D.gamepad })).toBeChecked()
  await tabTo(page, saveButton(page, 'en'))
  await page.keyboard.press('Enter')
  await expect(toast(page, T.flows.messages.profileUpdated)).toBeVisible()

  // The password: typed, shown with its toggle (Space), sent with Enter from the last field.
  await tabTo(page, input(page, P.old))
  await page.keyboard.type(user.password)
  await page.keyboard.press('Tab')
  await page.keyboard.press('Space')
  await expect(input(page, P.old)).toHaveAttribute('type', 'text')
  await page.keyboard.press('Tab')
  await page.keyboard.type('keyboard-pass-1')
  await tabTo(page, input(page, P.repeat))
  await page.keyboard.type('keyboard-pass-1')
  await page.keyboard.press('Enter')
  await expect(toast(page, T.flows.messages.passwordUpdated)).toBeVisible({ timeout: HASHING })
  await expect(input(page, P.old)).toHaveValue('')
})

for (const locale of LOCALES) {
  const T = texts(locale)
  const D = T.details

  test(`axe: every state of the profile page (${locale})`, async ({ page, context, allowConsole }) => {
    // Many states, two password checks (scrypt) and a slowed-down upload: more than the default 30 s.
    test.setTimeout(120_000)
    allowConsole(failedResource(400, '/profile/password'))
    await signedInUser(page)
    await page.setViewportSize(DESKTOP)
    await openProfile(page, locale)
    await expectNoViolations(page, 'idle')

    // Field errors of both forms, and a refused file.
    await input(page, D.firstName).fill('x'.repeat(51))
    await input(page, D.phone).fill('67 12')
    await saveButton(page, locale).click()
    await expect(page.locator('.field[data-invalid]').first()).toBeVisible()
    await passwordSection(page, locale).getByRole('button', { name: T.password.submit }).click()
    await expect(page.locator('.field:has([name="oldPassword"])[data-invalid]')).toBeVisible()
    await chooseFile(page, T.avatar.choose, gifFile())
    await expect(pickerErrors(page)).not.toHaveText('')
    await expectNoViolations(page, 'field errors and a refused file')
    await page.setViewportSize(MOBILE)
    await expectNoViolations(page, 'field errors, mobile')
    await expectNoSideScroll(page)
    await page.setViewportSize(DESKTOP)

    // A wrong old password, said by the server at its field.
    await input(page, T.password.old).fill('not-the-password')
    await input(page, T.password.new).fill('new-password-1')
    await input(page, T.password.repeat).fill('new-password-1')
    await passwordSection(page, locale).getByRole('button', { name: T.password.submit }).click()
    await expect(fieldError(page, 'oldPassword')).not.toBeEmpty({
      timeout: HASHING,
    })
    await expectNoViolations(page, 'a wrong old password')

    // Pending: a new e-mail waiting for its link, and a new phone waiting for its code.
    await page.reload()
    await waitForHydration(page)
    await completeProfile(page, locale)
    const email = uniqueEmail('a11y')
    await input(page, D.email).fill(email)
    await input(page, D.phone).fill(nationalPart(uniquePhone()))
    await input(page, D.currentPassword).fill(TEST_PASSWORD)
    await expectNoViolations(page, 'the current password asked for')
    await saveButton(page, locale).click()
    await expect(toast(page, T.flows.messages.profileUpdated)).toBeVisible({ timeout: HASHING })
    await expect(page.getByTestId('pending-email')).toBeVisible()
    await expect(page.getByTestId('phone-code')).toBeVisible()
    await toastsSettled(page)
    await expectNoViolations(page, 'pending e-mail and phone code entry')
    await page.setViewportSize(MOBILE)
    await expectNoViolations(page, 'pending e-mail and phone code entry, mobile')
    await expectNoSideScroll(page)
    await page.setViewportSize(DESKTOP)

    // An upload on its way, then done.
    const png = await pngFile(400, 400, true)
    const fast = await slowUploads(context, page, Math.ceil(png.buffer.length / 4))
    await chooseFile(page, T.avatar.choose, png)
    await expect(page.getByRole('progressbar')).toBeVisible()
    await expectNoViolations(page, 'upload in progress')
    await expect(toast(page, T.flows.messages.avatarUpdated)).toBeVisible({ timeout: 20_000 })
    await fast()
    await expect(avatarImage(page)).toBeVisible()
    await toastsSettled(page)
    await expectNoViolations(page, 'upload done')

    // The mailed link's page: confirmed, then spent.
    const link = await latestMailLink(email, localize('/confirm-email/', locale))
    await page.goto(link)
    await waitForHydration(page)
    await expect(heading(page)).toHaveText(T.confirmEmail.doneHeading)
    await expectNoViolations(page, 'e-mail confirmed')
  })

  test(`axe: the profile while a save is under way (${locale})`, async ({ page }) => {
    await signedInUser(page)
    await openProfile(page, locale)
    // The save's answer is held back: the form stays in its sending state.
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    await page.route(/\/api\/v1\/profile$/, async (route) => {
      if (route.request().method() === 'PATCH') await held
      await route.continue()
    })
    await input(page, T.details.firstName).fill('Olena')
    await saveButton(page, locale).click()
    await expect(saveButton(page, locale)).toHaveAttribute('data-pending', 'true')
    await expectNoViolations(page, 'saving')
    // Released (on a busy machine the HTTP client may have given up meanwhile): the form is usable again.
    release()
    await expect(saveButton(page, locale)).not.toHaveAttribute('data-pending', 'true')
  })

  test(`an account without a password is offered to set one, with no old password, and sets it (${locale})`, async ({
    page,
  }) => {
    // A password check (scrypt) on a busy machine takes seconds.
    test.setTimeout(60_000)
    const P = T.password
    await signedInUser(page)
    // As the server reads the profile of an account made with a provider (none can be made here
    // without one): the page's data, fetched on a client navigation to the profile, says so.
    let rewritten = false
    await page.route(/\/profile\/index\.pageContext\.json/, async (route) => {
      const answer = await route.fetch()
      const body = await answer.text()
      rewritten = body.includes('"hasPassword":true')
      return route.fulfill({
        response: answer,
        body: body.replace('"hasPassword":true', '"hasPassword":false'),
      })
    })
    // What the page sends is kept; the server, which knows this account has a password, is handed
    // the old one on the way, so the answer (new tokens) is a real one.
    let sent: unknown
    await page.route(/\/api\/v1\/profile\/password$/, (route) => {
      sent = route.request().postDataJSON()
      return route.continue({
        postData: JSON.stringify({ ...(sent as object), old_password: TEST_PASSWORD }),
      })
    })
    await page.setViewportSize(DESKTOP)
    await page.goto(localize('/about', locale))
    await waitForHydration(page)
    await page.getByRole('banner').getByTestId('account-link').click()
    await expect(page.getByTestId('profile-facts')).toBeVisible()
    expect(rewritten).toBe(true)
    await expect(page.getByRole('heading', { level: 2, name: P.setHeading })).toBeVisible()
    await expect(page.getByText(P.setLead)).toBeVisible()
    await expect(input(page, P.old)).toHaveCount(0)
    await input(page, P.new).fill('first-password-1')
    await input(page, P.repeat).fill('first-password-2')
    await page.getByRole('button', { name: P.setSubmit }).click()
    await expect(fieldError(page, 'repeatPassword')).toHaveText(T.validation.passwordsMatch)
    await expectNoViolations(page, 'set a password')
    // Changing the e-mail asks for no current password either.
    await input(page, D.email).fill(uniqueEmail('nopass'))
    await expect(input(page, D.currentPassword)).toHaveCount(0)

    await input(page, P.repeat).fill('first-password-1')
    await page.getByRole('button', { name: P.setSubmit }).click()
    await expect(toast(page, T.flows.messages.passwordUpdated)).toBeVisible({ timeout: HASHING })
    // A first password: no old one was sent.
    expect(sent).toEqual({ new_password: 'first-password-1', repeat_password: 'first-password-1' })
    // Now the account has one: changing it asks for the old one, and so does the new e-mail.
    await expect(page.getByRole('heading', { level: 2, name: P.heading })).toBeVisible()
    await expect(input(page, P.old)).toHaveValue('')
    await expect(input(page, D.currentPassword)).toBeVisible()
  })
}
