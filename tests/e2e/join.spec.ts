import type { Browser, BrowserContext, Page } from '@playwright/test'
import { formatDateInText } from '../../core/shared/format/datetime.ts'
import {
  ACCOUNT,
  codeInput,
  fieldError,
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
  completeProfileByApi,
  createTeamByApi,
  demoTournaments,
  fill,
  messages,
  screenHeading,
  texts,
  uniqueTeamName,
  validation,
} from './join-support.ts'
import {
  INVITE_LINK,
  TEXTS as MY_TOURNAMENTS,
  openMyTournaments,
  teamCard,
} from './my-tournaments-support.ts'
import { pngFile } from './profile-support.ts'
import { LOCALES, localize, WITH_NAMESPACES, waitForHydration } from './support.ts'
import {
  createPhoneUser,
  freshClientAddress,
  latestSmsCode,
  sessionOf,
  signedInUser,
  signInWithRequest,
  smsCount,
  TEST_PASSWORD,
  uniquePhone,
  useFreshClientAddress,
} from './support-accounts.ts'

// Joining a tournament through the browser (spec §2, §5): the join page on core's join machine (Find
// a Team, Create a Team, the success screen), the invitation page, the guard outside the registration
// window, the incomplete profile, and the tournament page's call to action; axe on every screen.

const pathOf = (page: Page): string => {
  const url = new URL(page.url())
  return `${url.pathname}${url.search}`
}

/** A new browser context with a signed-in player whose profile has what tournaments need. */
const player = async (browser: Browser, discord: string, complete = true) => {
  const context = await browser.newContext()
  await useFreshClientAddress(context)
  const page = await context.newPage()
  const user = await signedInUser(page)
  if (complete) await completeProfileByApi(page.request, discord)
  return { context, page, user }
}

test.beforeEach(async ({ context }) => {
  await useFreshClientAddress(context)
})

for (const locale of LOCALES) {
  const T = texts(locale)
  const M = messages(locale)
  const at = (path: string) => localize(path, locale)

  test.describe(`joining a tournament (${locale})`, () => {
    test('two players: one creates a team and copies the invite link, the other signs up and joins through it; the captain uploads the logo and removes them', async ({
      browser,
      allowConsole,
    }) => {
      test.setTimeout(150_000)
      const A = ACCOUNT[locale]
      const P = A.flows.phoneCode
      allowConsole(/403|409/)
      const { open } = await demoTournaments((await browser.newContext()).request)
      const captain = await player(browser, 'captain#7')
      const contexts: BrowserContext[] = [captain.context]
      const a = captain.page
      await a.context().grantPermissions(['clipboard-read', 'clipboard-write'])

      // The tournament page's call to action leads to the join page.
      await a.goto(at(`/tournaments/${open.slug}`))
      await waitForHydration(a)
      await a.getByRole('link', { name: WITH_NAMESPACES[locale].tournament.joinButton }).click()
      await expect(a).toHaveURL(new RegExp(`${at(`/tournaments/join/${open.slug}`)}$`))
      await expect(a.getByRole('heading', { level: 1 })).toHaveText(
        fill(T.tournamentHeading, { name: open.name }),
      )
      await expect(screenHeading(a)).toHaveText(T.choose.label)
      await expectNoViolations(a, 'join: choosing')

      await a.getByRole('button', { name: T.choose.create }).click()
      await expect(screenHeading(a)).toHaveText(T.create.heading)
      // The captain's Discord comes from the profile.
      await expect(a.getByLabel(T.create.discord, { exact: true })).toHaveValue('captain#7')
      // Core's rules, in the page's language, before anything is sent.
      await a.getByRole('button', { name: T.create.submit }).click()
      await expect(fieldError(a, 'name')).toHaveText(validation(locale).required)
      await expectNoViolations(a, 'join: create with errors')
      const name = uniqueTeamName('Wolves')
      await a.getByLabel(T.create.name, { exact: true }).fill(name)
      await a.getByLabel(T.create.description, { exact: true }).fill('We play every evening')
      await passwordInput(a, T.create.password).fill('wolf-pack')
      await a.getByRole('button', { name: T.create.submit }).click()

      // The join password's hash is memory-hard: on a busy machine the answer takes seconds.
      await expect(screenHeading(a)).toHaveText(fill(T.success.created, { name }), { timeout: HASHING })
      await expect(toast(a, M.createdTeam)).toBeVisible()
      // The same Copy as on My tournaments: the link in the page's language.
      await a.getByRole('button', { name: INVITE_LINK[locale].copy }).click()
      await expect(toast(a, M.linkCopied)).toBeVisible()
      const invite = await a.evaluate(() => navigator.clipboard.readText())
      expect(invite).toMatch(new RegExp(`${at('/join/')}[0-9a-f-]{36}/[A-Za-z0-9_-]{16,64}$`))
      await expectNoViolations(a, 'join: created')

      // The second player follows the link: a guest signs in first and comes back to it.
      const guest = await browser.newContext()
      contexts.push(guest)
      await useFreshClientAddress(guest)
      const b = await guest.newPage()
      const invitePath = new URL(invite).pathname
      await b.goto(invitePath)
      expect(pathOf(b)).toBe(`${at('/login')}?redirect=${encodeURIComponent(invitePath)}`)
      // A new player: signs up by phone from the login page, and the sign-up brings them back to the link.
      await waitForHydration(b)
      await b.getByRole('link', { name: A.login.withPhone }).click()
      await expect(heading(b)).toHaveText(P.phoneTitle)
      const phone = uniquePhone()
      const sent = await smsCount(phone)
      await phoneInput(b, locale).fill(nationalPart(phone))
      await b.getByRole('button', { name: P.sendCode }).click()
      await codeInput(b, locale).fill(await latestSmsCode(phone, sent))
      await b.getByRole('button', { name: P.verify }).click()
      await expect(heading(b)).toHaveText(P.signUpTitle)
      await b.getByLabel(P.name, { exact: true }).fill('Second')
      await b.getByLabel(P.device, { exact: true }).fill('PC')
      await passwordInput(b, P.password).fill(TEST_PASSWORD)
      await passwordInput(b, P.confirmPassword).fill(TEST_PASSWORD)
      await b.locator('.checkbox__box').click()
      await b.getByRole('button', { name: P.createAccount }).click()
      await expect(toast(b, A.flows.messages.accountCreated)).toBeVisible({ timeout: HASHING })
      // The toast is raised before the client navigation back to the link has finished.
      await expect.poll(() => pathOf(b)).toBe(invitePath)
      const session = (await sessionOf(b.request)) as { user?: { name?: string } }
      const second = { nickname: session.user?.name ?? '' }
      expect(second.nickname).not.toBe('')
      await completeProfileByApi(b.request, 'second#2')
      await b.reload()
      await waitForHydration(b)
      await expect(b.getByRole('heading', { level: 1 })).toHaveText(T.invitationHeading)
      await expect(b.getByTestId('invitation-team')).toHaveText(name)
      await expect(b.getByTestId('invitation-captain')).toHaveText(captain.user.nickname)
      await expect(b.getByRole('link', { name: open.name })).toBeVisible()
      await expectNoViolations(b, 'invitation')
      await b.getByRole('button', { name: fill(T.accept, { name }) }).click()
      await expect(screenHeading(b)).toHaveText(fill(T.success.joined, { name }))
      await expect(toast(b, M.joinedTeam)).toBeVisible()
      await expectNoViolations(b, 'invitation: joined')
      expect(second.nickname).not.toBe(captain.user.nickname)

      // Both now see their team on the tournament page instead of the call to action.
      for (const page of [a, b]) {
        await page.goto(at(`/tournaments/${open.slug}`))
        await expect(page.getByTestId('your-team')).toHaveText(fill(T.yourTeam, { name }))
        await expect(
          page.getByRole('link', { name: WITH_NAMESPACES[locale].tournament.joinButton }),
        ).toHaveCount(0)
      }
      // The link again: the second player is in the team already, and the page says so.
      await b.goto(invitePath)
      await expect(b.getByTestId('invitation-blocked')).toHaveText(T.blocked.already_member)

      // The captain, on My tournaments: uploads the logo, then removes the player after the confirmation.
      const MT = MY_TOURNAMENTS[locale]
      await openMyTournaments(a, locale)
      const card = teamCard(a, locale, name)
      await expect(card.getByText(second.nickname, { exact: true })).toBeVisible()
      const chooser = a.waitForEvent('filechooser')
      await card.getByRole('button', { name: MT.logo.choose, exact: true }).click()
      await (await chooser).setFiles(await pngFile())
      await expect(toast(a, A.flows.messages.teamLogoUpdated)).toBeVisible()
      await expect(card.getByRole('img', { name: fill(MT.logo.alt, { name }) })).toBeVisible()
      await card
        .getByRole('button', { name: fill(MT.players.removeLabel, { name: second.nickname }) })
        .click()
      const dialog = a.getByRole('alertdialog', {
        name: fill(MT.removeDialog.title, { player: second.nickname, team: name }),
      })
      await expect(dialog).toContainText(A.flows.messages.confirmRemovePlayer)
      await expectNoViolations(a, 'my tournaments: the removal confirmation')
      await dialog.getByRole('button', { name: MT.removeDialog.confirm }).click()
      await expect(toast(a, A.flows.messages.playerRemoved)).toBeVisible()
      await expect(card.getByText(second.nickname, { exact: true })).toHaveCount(0)
      // The removed player's own list no longer has the team; it says why, on a phone too.
      await b.setViewportSize({ width: 390, height: 844 })
      await openMyTournaments(b, locale)
      await expect(teamCard(b, locale, name)).toHaveCount(0)
      const notice = b.getByTestId('removal-notice')
      await expect(notice).toHaveCount(1)
      await expect(notice.getByRole('heading', { level: 3 })).toHaveText(
        fill(MT.removals.title, { team: name }),
      )
      await expect(notice).toContainText(
        fill(MT.removals.body, {
          team: name,
          tournament: open.name,
          captain: captain.user.nickname,
          date: formatDateInText(new Date(), locale),
        }),
      )
      await expect(notice.getByRole('link', { name: MT.removals.findTeam })).toHaveAttribute(
        'href',
        at(`/tournaments/join/${open.slug}`),
      )
      await expectNoViolations(b, 'my tournaments: removed from a team')
      await notice.getByRole('button', { name: fill(MT.removals.dismissLabel, { team: name }) }).click()
      await expect(notice).toHaveCount(0)
      await expect(b.getByRole('heading', { level: 2, name: MT.removals.heading })).toBeFocused()
      await openMyTournaments(b, locale)
      await expect(b.getByTestId('removal-notice')).toHaveCount(0)
      for (const context of contexts) await context.close()
    })

    test('Find a Team: a wrong join password, then the right one', async ({
      browser,
      page,
      allowConsole,
    }) => {
      test.setTimeout(60_000)
      allowConsole(/400/)
      const { open } = await demoTournaments(page.request)
      const captain = await player(browser, 'cap#3')
      const name = uniqueTeamName('Foxes')
      await createTeamByApi(captain.page.request, open.id, { name, join_password: 'fox-den-42' })
      await captain.context.close()

      await signedInUser(page)
      await completeProfileByApi(page.request, 'finder#4')
      await page.goto(at(`/tournaments/join/${open.slug}`))
      await waitForHydration(page)
      await page.getByRole('button', { name: T.choose.find }).click()
      await expect(screenHeading(page)).toHaveText(T.find.heading)
      // The first list has arrived: the fetch machine ignores a new search while it loads.
      await expect(page.getByTestId('team-row').first()).toBeVisible()
      await page.getByLabel(T.find.search, { exact: true }).fill(name)
      await page.getByRole('button', { name: T.find.searchSubmit, exact: true }).click()
      const rows = page.getByTestId('team-row')
      await expect(rows).toHaveCount(1)
      await expect(rows.first().getByRole('heading', { level: 3 })).toHaveText(name)
      await expectNoViolations(page, 'find: list')

      await rows
        .first()
        .getByRole('button', { name: fill(T.find.pick, { name }) })
        .click()
      await expect(screenHeading(page)).toHaveText(fill(T.password.heading, { name }))
      await page.getByRole('button', { name: T.password.submit, exact: true }).click()
      await expect(fieldError(page, 'password')).toHaveText(validation(locale).required)
      await passwordInput(page, T.password.label).fill('not-the-one')
      await page.getByRole('button', { name: T.password.submit, exact: true }).click()
      // The refusal lands under the field, which stays, keeps what was typed and has the focus: the
      // player corrects it rather than sending the same password again.
      // The join password's hash is memory-hard: checking it may take a few seconds on a busy machine.
      await expect(fieldError(page, 'password')).toHaveText(validation(locale).wrongJoinPassword, {
        timeout: HASHING,
      })
      await expect(screenHeading(page)).toHaveText(fill(T.password.heading, { name }))
      await expect(passwordInput(page, T.password.label)).toBeFocused()
      await expect(passwordInput(page, T.password.label)).toHaveValue('not-the-one')
      await expect(page.getByRole('button', { name: T.retry })).toHaveCount(0)
      await expect(toast(page, M.joinTeamFailed)).toBeVisible()
      await expectNoViolations(page, 'find: wrong password')

      await passwordInput(page, T.password.label).fill('fox-den-42')
      await page.getByRole('button', { name: T.password.submit, exact: true }).click()
      await expect(screenHeading(page)).toHaveText(fill(T.success.joined, { name }), { timeout: HASHING })
      await expect(toast(page, M.joinedTeam)).toBeVisible()
      // A player gets no invite link: it is the captain's.
      await expect(page.getByRole('button', { name: INVITE_LINK[locale].copy })).toHaveCount(0)
    })

    test('outside the registration window the join page sends the user back (server and client)', async ({
      page,
    }) => {
      const { closed } = await demoTournaments(page.request)
      await signedInUser(page)
      await page.goto(at(`/tournaments/join/${closed.slug}`))
      expect(pathOf(page)).toBe(at(`/tournaments/${closed.slug}`))
      await expect(
        page.getByRole('link', { name: WITH_NAMESPACES[locale].tournament.joinButton }),
      ).toHaveCount(0)

      // A client navigation: the router asks the server for the page's context, which redirects.
      await waitForHydration(page)
      await page.evaluate(() => Reflect.set(window, 'sameDocument', true))
      await page.evaluate(
        (href) => {
          const link = document.createElement('a')
          link.href = href
          link.textContent = 'join'
          link.id = 'join-closed'
          document.querySelector('main')?.append(link)
        },
        at(`/tournaments/join/${closed.slug}`),
      )
      await page.locator('#join-closed').click()
      await expect(page).toHaveURL(new RegExp(`${at(`/tournaments/${closed.slug}`)}$`))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(closed.name)
      expect(await page.evaluate(() => Reflect.get(window, 'sameDocument'))).toBe(true)
    })

    test('a cancelled tournament whose registration dates are still open sends the user back too', async ({
      page,
    }) => {
      // The seed's cancelled cup: its registration opened six days ago and closes in three.
      await signedInUser(page)
      await page.goto(at('/tournaments/join/valorant-odesa-night-cup'))
      expect(pathOf(page)).toBe(at('/tournaments/valorant-odesa-night-cup'))
    })

    test('an incomplete profile is told what to fill, with a link to the profile that comes back', async ({
      page,
    }) => {
      const { open } = await demoTournaments(page.request)
      await signedInUser(page)
      const joinPath = at(`/tournaments/join/${open.slug}`)
      await page.goto(joinPath)
      await waitForHydration(page)
      const P = T.profile
      await expect(page.getByRole('heading', { name: P.heading })).toBeVisible()
      // A phone sign-up gives the nickname, first name, phone and device; the rest is asked for.
      await expect(page.getByTestId('missing-fields').getByRole('listitem')).toHaveText([
        P.fields.lastName,
        P.fields.inputDevice,
        P.fields.discord,
      ])
      const link = page.getByRole('link', { name: P.link })
      await expect(link).toHaveAttribute('href', `${at('/profile')}?redirect=${encodeURIComponent(joinPath)}`)
      await expectNoViolations(page, 'join: profile incomplete')
      await expect(page.getByRole('button', { name: T.choose.find })).toHaveCount(0)
    })

    test('a team is created with the keyboard alone', async ({ page }) => {
      const { open } = await demoTournaments(page.request)
      await signedInUser(page)
      await completeProfileByApi(page.request, 'keys#5')
      await page.goto(at(`/tournaments/join/${open.slug}`))
      await waitForHydration(page)
      await expect(screenHeading(page)).toHaveText(T.choose.label)
      const tabTo = async (isTarget: () => Promise<boolean>) => {
        for (let presses = 0; presses < 40 && !(await isTarget()); presses += 1)
          await page.keyboard.press('Tab')
        expect(await isTarget()).toBe(true)
      }
      const focusedText = () => page.evaluate(() => document.activeElement?.textContent ?? '')
      const focusedName = () => page.evaluate(() => document.activeElement?.getAttribute('name') ?? '')
      await tabTo(async () => (await focusedText()) === T.choose.create)
      await page.keyboard.press('Enter')
      await expect(screenHeading(page)).toHaveText(T.create.heading)
      // The new screen's heading has the focus: the next Tab reaches the form.
      await expect(screenHeading(page)).toBeFocused()
      const name = uniqueTeamName('Keys')
      await tabTo(async () => (await focusedName()) === 'name')
      await page.keyboard.type(name)
      await tabTo(async () => (await focusedName()) === 'join_password')
      await page.keyboard.type('keyboard-only')
      await page.keyboard.press('Enter')
      await expect(screenHeading(page)).toHaveText(fill(T.success.created, { name }), { timeout: HASHING })
      await expect(screenHeading(page)).toBeFocused()
    })

    test('a full tournament puts a new team on the waiting list, and the success screen says so', async ({
      page,
      playwright,
      baseURL,
    }) => {
      test.setTimeout(180_000)
      const { open } = await demoTournaments(page.request)
      const summary = async () =>
        (await (await page.request.get(`/api/v1/tournaments/${open.id}`)).json()) as {
          slots: number
          teams: { registered: number }
        }
      // Other players take the free slots first (other tests may be taking some at the same time).
      for (let taken = await summary(); taken.teams.registered < taken.slots; taken = await summary()) {
        const other = await playwright.request.newContext({
          baseURL,
          extraHTTPHeaders: { 'X-Forwarded-For': freshClientAddress() },
        })
        try {
          await signInWithRequest(other, await createPhoneUser(other))
          await completeProfileByApi(other, 'filler#1')
          await createTeamByApi(other, open.id, { name: uniqueTeamName('Filler'), join_password: 'filler-1' })
        } finally {
          await other.dispose()
        }
      }

      await signedInUser(page)
      await completeProfileByApi(page.request, 'late#6')
      await page.goto(at(`/tournaments/join/${open.slug}`))
      await waitForHydration(page)
      await page.getByRole('button', { name: T.choose.create }).click()
      const name = uniqueTeamName('Late')
      await page.getByLabel(T.create.name, { exact: true }).fill(name)
      await passwordInput(page, T.create.password).fill('late-but-here')
      await page.getByRole('button', { name: T.create.submit }).click()
      await expect(screenHeading(page)).toHaveText(fill(T.success.created, { name }), { timeout: HASHING })

      // The server put it in line; the screen says so, with its place.
      const found = (await (
        await page.request.get(`/api/v1/tournaments/${open.id}/teams?search=${encodeURIComponent(name)}`)
      ).json()) as { results: Array<{ name: string; state: string; waitlist_position: number | null }> }
      const team = found.results.find((row) => row.name === name)
      expect(team?.state).toBe('waitlisted')
      const position = team?.waitlist_position ?? 0
      expect(position).toBeGreaterThan(0)
      await expect(page.getByTestId('join-success')).toContainText(fill(T.success.waitlisted, { position }))
      await expectNoViolations(page, 'join: created on the waiting list')
    })

    test('an unknown invitation link says so plainly', async ({ page }) => {
      await signedInUser(page)
      await page.goto(at('/join/00000000-0000-4000-8000-000000000000/AAAAAAAAAAAAAAAAAAAA'))
      await expect(page.getByTestId('invitation-invalid')).toHaveText(T.invalid)
      await expect(page.locator('main button')).toHaveCount(0)
      await expectNoViolations(page, 'invitation: invalid')
    })
  })
}
