import {
  ACCOUNT,
  codeInput,
  fill,
  HASHING,
  heading,
  nationalPart,
  passwordInput,
  phoneInput,
  phoneUsersReadyForCode,
  reachCodeStep,
  readablePhone,
  toast,
} from './auth-screens.ts'
import { expectNoViolations } from './axe.ts'
import { expect, test } from './fixtures.ts'
import {
  completeProfileByApi,
  demoTournaments,
  screenHeading,
  texts,
  uniqueTeamName,
} from './join-support.ts'
import { input, saveButton } from './profile-support.ts'
import { type Locale, localize, waitForHydration } from './support.ts'
import {
  latestSmsCode,
  sessionOf,
  signedInUser,
  signInWithRequest,
  smsCount,
  spendSessionRefreshToken,
  TEST_PASSWORD,
  type TestUser,
  uniqueEmail,
  uniqueNickname,
  useFreshClientAddress,
} from './support-accounts.ts'

// A person's place in a flow survives what browsers do (ADR 0058): a reload at each screen of the
// phone flow (no new SMS, no "please wait"), a reload of the sign-up forms (what was typed stays,
// passwords never), Back and Forward between the join page's screens (the typed team name stays), and
// a session that ends while the profile is edited (signed in again the way this browser did, by
// phone, the input is saved).

// A phone and a laptop, in each language.
const SIZES = [
  { locale: 'uk', viewport: { width: 390, height: 844 } },
  { locale: 'en', viewport: { width: 390, height: 844 } },
  { locale: 'uk', viewport: { width: 1366, height: 768 } },
  { locale: 'en', viewport: { width: 1366, height: 768 } },
] as const satisfies ReadonlyArray<{ locale: Locale; viewport: { width: number; height: number } }>

test.beforeEach(async ({ context }) => {
  await useFreshClientAddress(context)
})

for (const { locale, viewport } of SIZES) {
  const T = ACCOUNT[locale]
  const P = T.flows.phoneCode
  const J = texts(locale)
  const at = (path: string) => localize(path, locale)

  test.describe(`flows that survive a reload (${locale}, ${viewport.width}px)`, () => {
    test.use({ viewport })

    test('a reload at each screen of the phone flow keeps the screen; no new SMS is sent', async ({
      page,
    }) => {
      test.setTimeout(60_000)
      const { phone, before, code } = await reachCodeStep(page, locale)

      // The code screen, reloaded: still the code screen for that number, no new SMS.
      await page.reload()
      await waitForHydration(page)
      await expect(heading(page)).toHaveText(P.codeTitle)
      await expect(page.getByText(readablePhone(phone))).toBeVisible()
      expect(await smsCount(phone)).toBe(before + 1)

      // The number's screen after 'Change the number', reloaded: the code is offered, not a new one.
      await page.getByRole('button', { name: P.changePhone }).click()
      await expect(heading(page)).toHaveText(P.phoneTitle)
      await page.reload()
      await waitForHydration(page)
      await expect(heading(page)).toHaveText(P.phoneTitle)
      const haveCode = page.getByRole('button', { name: new RegExp(fill(P.haveCode, { phone: '' }).trim()) })
      await expect(haveCode).toBeVisible()
      await expectNoViolations(page, 'phone: I already have a code')
      await haveCode.click()
      await expect(heading(page)).toHaveText(P.codeTitle)
      await codeInput(page, locale).fill(code)
      await page.getByRole('button', { name: P.verify }).click()
      await expect(heading(page)).toHaveText(P.signUpTitle)

      // The sign-up screen, reloaded: still sign-up (its ticket kept), with the name and device typed.
      await page.getByLabel(P.name, { exact: true }).fill('Olena')
      await page.getByLabel(P.device, { exact: true }).fill('PC')
      await passwordInput(page, P.password).fill(TEST_PASSWORD)
      await page.reload()
      await waitForHydration(page)
      await expect(heading(page)).toHaveText(P.signUpTitle)
      await expect(page.getByLabel(P.name, { exact: true })).toHaveValue('Olena')
      await expect(page.getByLabel(P.device, { exact: true })).toHaveValue('PC')
      await expect(passwordInput(page, P.password)).toHaveValue('')
      await passwordInput(page, P.password).fill(TEST_PASSWORD)
      await passwordInput(page, P.confirmPassword).fill(TEST_PASSWORD)
      await page.locator('.checkbox__box').click()
      await page.getByRole('button', { name: P.createAccount }).click()
      await expect(page).toHaveURL(new RegExp(`${at('/profile')}$`), { timeout: HASHING })
      expect(await smsCount(phone)).toBe(before + 1)

      // The flow is over: a new visit to /auth starts on an empty number.
      await page.context().clearCookies()
      await page.goto(at('/auth'))
      await waitForHydration(page)
      await expect(heading(page)).toHaveText(P.phoneTitle)
      await expect(
        page.getByRole('button', { name: new RegExp(fill(P.haveCode, { phone: '' }).trim()) }),
      ).toHaveCount(0)
    })

    test('the e-mail sign-up form keeps what was typed across a reload', async ({ page }) => {
      const email = uniqueEmail('reload')
      const nickname = uniqueNickname('rl')
      await page.goto(at('/register'))
      await waitForHydration(page)
      await page.getByLabel(T.register.email, { exact: true }).fill(email)
      await page.getByLabel(T.register.nickname, { exact: true }).fill(nickname)
      await page.reload()
      await waitForHydration(page)
      await expect(page.getByLabel(T.register.email, { exact: true })).toHaveValue(email)
      await expect(page.getByLabel(T.register.nickname, { exact: true })).toHaveValue(nickname)
    })

    test('Back and Forward move between the join screens, the typed team name kept', async ({ page }) => {
      test.setTimeout(60_000)
      const { open } = await demoTournaments(page.request)
      await signedInUser(page)
      await completeProfileByApi(page.request, 'history#1')
      await page.goto(at(`/tournaments/join/${open.slug}`))
      await waitForHydration(page)

      await page.getByRole('button', { name: J.choose.create }).click()
      await expect(screenHeading(page)).toHaveText(J.create.heading)
      const name = uniqueTeamName('Owls')
      await page.getByLabel(J.create.name, { exact: true }).fill(name)

      await page.goBack()
      await expect(screenHeading(page)).toHaveText(J.choose.label)
      expect(new URL(page.url()).pathname).toBe(at(`/tournaments/join/${open.slug}`))
      await page.goForward()
      await expect(screenHeading(page)).toHaveText(J.create.heading)
      await expect(page.getByLabel(J.create.name, { exact: true })).toHaveValue(name)

      // A reload on the form comes back to it, with the name.
      await page.reload()
      await waitForHydration(page)
      await expect(screenHeading(page)).toHaveText(J.create.heading)
      await expect(page.getByLabel(J.create.name, { exact: true })).toHaveValue(name)

      // The page's own Back is the browser's: Forward then returns to the form.
      await page.getByRole('button', { name: J.back, exact: true }).click()
      await expect(screenHeading(page)).toHaveText(J.choose.label)
      await page.getByRole('button', { name: J.choose.find }).click()
      await expect(screenHeading(page)).toHaveText(J.find.heading)
      await page.goBack()
      await expect(screenHeading(page)).toHaveText(J.choose.label)
      await page.goBack()
      await expect.poll(() => new URL(page.url()).pathname).not.toBe(at(`/tournaments/join/${open.slug}`))
    })
  })
}

test.describe('a session that ends while the profile is edited', () => {
  // The accounts' numbers may be sent a code now (one a minute per number): taken once, in order.
  test.describe.configure({ mode: 'default' })
  const users: Array<TestUser | undefined> = []

  test.beforeAll(async ({ playwright }, testInfo) => {
    testInfo.setTimeout(120_000)
    users.push(
      ...(await phoneUsersReadyForCode(
        playwright,
        testInfo.project.use.baseURL,
        SIZES.length,
        'flows-survive',
      )),
    )
  })

  for (const [index, { locale, viewport }] of SIZES.entries()) {
    const T = ACCOUNT[locale]
    const P = T.flows.phoneCode
    const at = (path: string) => localize(path, locale)

    test.describe(`${locale}, ${viewport.width}px`, () => {
      test.use({ viewport })

      test('a session that ends while the profile is edited keeps the input, signs in by phone and saves', async ({
        page,
        allowConsole,
      }) => {
        test.setTimeout(60_000)
        // The refused refresh (401) is reported in the console: provoked here on purpose.
        allowConsole(/status of 401/)
        const user = users[index]
        if (!user) throw new Error('no account ready for a code')
        await signInWithRequest(page.request, user)
        // Another device spends the session's refresh token; the access token then runs out.
        await spendSessionRefreshToken(page.request)
        await page.clock.install({ time: new Date(Date.now() + 20 * 60_000) })
        await page.goto(at('/profile'))
        await waitForHydration(page)
        const D = T.details
        await input(page, D.firstName).fill('Olenka')
        await input(page, D.telegram).fill('olenka_tg')
        await saveButton(page, locale).click()

        // Sent to sign in again, on the phone flow (the way this browser signed in), to come back.
        await expect(page).toHaveURL(
          new RegExp(`${at('/auth')}\\?redirect=${encodeURIComponent(at('/profile'))}$`),
        )
        expect(await sessionOf(page.request)).toEqual({})
        await waitForHydration(page)
        const before = await smsCount(user.phone)
        await phoneInput(page, locale).fill(nationalPart(user.phone))
        await page.getByRole('button', { name: P.sendCode }).click()
        await codeInput(page, locale).fill(await latestSmsCode(user.phone, before))
        await page.getByRole('button', { name: P.verify }).click()
        await expect(heading(page)).toHaveText(P.passwordTitle)
        await passwordInput(page, P.password).fill(user.password)
        await page.getByRole('button', { name: P.signIn }).click()

        // Back on the profile, what was typed is there and saved.
        await expect(page).toHaveURL(new RegExp(`${at('/profile')}$`), { timeout: HASHING })
        await expect(toast(page, T.flows.messages.profileUpdated)).toBeVisible({ timeout: HASHING })
        await expect(input(page, D.firstName)).toHaveValue('Olenka')
        await expect(input(page, D.telegram)).toHaveValue('olenka_tg')
        await page.reload()
        await waitForHydration(page)
        await expect(input(page, D.firstName)).toHaveValue('Olenka')
        await expect(input(page, D.telegram)).toHaveValue('olenka_tg')
      })
    })
  }
})
