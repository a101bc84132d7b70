import type { Browser, Page } from '@playwright/test'
import {
  ACCOUNT,
  codeInput,
  fill,
  HASHING,
  heading,
  nationalPart,
  passwordInput,
  phoneInput,
  toast,
} from './auth-screens.ts'
import { expectNoViolations } from './axe.ts'
import { expect, test } from './fixtures.ts'
import {
  bearerOf,
  completeProfileByApi,
  createTeamByApi,
  demoTournaments,
  texts,
  uniqueTeamName,
} from './join-support.ts'
import { type Locale, localize, waitForHydration } from './support.ts'
import {
  createPhoneUser,
  latestSmsCode,
  signInWithRequest,
  smsCount,
  TEST_PASSWORD,
  uniquePhone,
  useFreshClientAddress,
} from './support-accounts.ts'

// A friend opens a team invitation link signed out, as a person would, on a phone in Ukrainian and on
// a desktop in English: the link sends them to sign in, where the invitation shows (team, captain,
// tournament, places left); they sign up by phone and land back on the invitation in their language,
// where exactly the profile fields the tournament still needs are asked for; saving them joins the
// team. The captain's team then counts them.

const JOURNEYS: ReadonlyArray<{ readonly locale: Locale; readonly size: { width: number; height: number } }> =
  [
    { locale: 'uk', size: { width: 390, height: 844 } },
    { locale: 'en', size: { width: 390, height: 844 } },
    { locale: 'uk', size: { width: 1366, height: 768 } },
    { locale: 'en', size: { width: 1366, height: 768 } },
  ]

const freshPage = async (browser: Browser, size: { width: number; height: number }): Promise<Page> => {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, viewport: size })
  await useFreshClientAddress(context)
  return context.newPage()
}

for (const { locale, size } of JOURNEYS) {
  const T = texts(locale)
  const A = ACCOUNT[locale]
  const P = A.flows.phoneCode
  const I = A.invited
  const D = A.details

  test(`${locale} at ${size.width}x${size.height}: a signed-out friend opens the link, signs up, fills what is missing and joins`, async ({
    browser,
    playwright,
    baseURL,
  }) => {
    // An account made by the captain and one signed up by the friend (each a memory-hard hash).
    test.setTimeout(120_000)
    const captain = await playwright.request.newContext({ baseURL })
    const { open } = await demoTournaments(captain)
    const page = await freshPage(browser, size)
    try {
      const captainUser = await createPhoneUser(captain)
      await signInWithRequest(captain, captainUser)
      await completeProfileByApi(captain, 'captain#5')
      const name = uniqueTeamName('Owls')
      const team = await createTeamByApi(captain, open.id, { name, join_password: 'owl-nest-7' })
      const invitePath = new URL(team.invite_url, baseURL).pathname
      const teamOf = async () =>
        (await (
          await captain.get(`/api/v1/teams/${team.id}`, {
            headers: { Authorization: await bearerOf(captain) },
          })
        ).json()) as {
          size: number
          captain: { nickname: string }
        }
      const { captain: leader } = await teamOf()
      const link = localize(invitePath, locale)

      // Signed out, the link sends the friend to sign in, where the invitation shows.
      await page.goto(link)
      await waitForHydration(page)
      expect(new URL(page.url()).pathname).toBe(localize('/login', locale))
      const invited = page.getByTestId('invited')
      await expect(invited).toContainText(fill(I.team, { name, tournament: open.name }))
      await expect(invited).toContainText(fill(I.captain, { name: leader.nickname }))
      await expect(invited).toContainText(
        fill(I.places, { size: 1, max: team.max_size, free: team.max_size - 1 }),
      )
      await expectNoViolations(page, 'sign-in with an invitation')

      // Signs up by phone; the invitation stays in view.
      await page.getByRole('link', { name: A.login.withPhone }).click()
      await expect(heading(page)).toHaveText(P.phoneTitle)
      await expect(page.getByTestId('invited')).toContainText(name)
      const phone = uniquePhone()
      await phoneInput(page, locale).pressSequentially(nationalPart(phone))
      const before = await smsCount(phone)
      await page.getByRole('button', { name: P.sendCode }).click()
      await expect(heading(page)).toHaveText(P.codeTitle)
      await codeInput(page, locale).fill(await latestSmsCode(phone, before))
      await page.getByRole('button', { name: P.verify }).click()
      await expect(heading(page)).toHaveText(P.signUpTitle)
      await page.getByLabel(P.name, { exact: true }).fill('Mariia')
      await page.getByLabel(P.device, { exact: true }).fill('PC')
      await passwordInput(page, P.password).fill(TEST_PASSWORD)
      await passwordInput(page, P.confirmPassword).fill(TEST_PASSWORD)
      await page.locator('.checkbox__box').click()
      await page.getByRole('button', { name: P.createAccount }).click()

      // Back on the invitation, in the language the link was in.
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(T.invitationHeading, {
        timeout: HASHING,
      })
      expect(new URL(page.url()).pathname).toBe(link)
      await expect(page.getByTestId('invitation-team')).toHaveText(name)
      // Phone sign-up gave the first name, the phone and the device: the tournament needs the rest.
      const form = page.getByRole('region', { name: T.complete.heading })
      await expect(form.getByRole('textbox')).toHaveCount(2)
      await expect(form.getByLabel(T.profile.fields.lastName, { exact: true })).toBeVisible()
      await expect(form.getByLabel(T.profile.fields.discord, { exact: true })).toBeVisible()
      await expect(form.getByRole('radiogroup', { name: D.inputDevice })).toBeVisible()
      await expectNoViolations(page, 'invitation: the profile to complete')

      // Sent empty, each field says so; then filled, the profile is saved and the team joined.
      const submit = form.getByRole('button', { name: fill(T.complete.submit, { name }) })
      await submit.click()
      await expect(form.getByLabel(T.profile.fields.lastName, { exact: true })).toBeFocused()
      await form.getByLabel(T.profile.fields.lastName, { exact: true }).fill('Koval')
      await form.getByLabel(T.profile.fields.discord, { exact: true }).fill('mariia#4242')
      await form.getByRole('radio', { name: D.gamepad }).focus()
      await page.keyboard.press('Space')
      await expect(form.getByRole('radio', { name: D.gamepad })).toBeChecked()
      await submit.click()
      await expect(page.locator('main h2.join__heading')).toHaveText(fill(T.success.joined, { name }), {
        timeout: HASHING,
      })
      await expect(toast(page, A.flows.messages.joinedTeam)).toBeVisible()
      expect(new URL(page.url()).pathname).toBe(link)

      // The captain's team counts the friend, whose profile now has what was typed.
      expect((await teamOf()).size).toBe(2)
      const profile = await page.request.get('/api/v1/profile', {
        headers: { Authorization: await bearerOf(page.request) },
      })
      expect(await profile.json()).toMatchObject({
        last_name: 'Koval',
        discord: 'mariia#4242',
        input_device: 'gamepad',
      })
    } finally {
      await captain.dispose()
      await page.context().close()
    }
  })
}
