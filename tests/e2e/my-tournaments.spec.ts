import type { FileChooser } from '@playwright/test'
import { ACCOUNT, fieldError, fill, toast } from './auth-screens.ts'
import { expectNoViolations } from './axe.ts'
import { expect, test } from './fixtures.ts'
import {
  api,
  completeProfile,
  INVITE_LINK,
  OPEN_TOURNAMENT,
  openMyTournaments,
  TEXTS,
  TOURNAMENT_TEXTS,
  teamCard,
  teamWithPlayer,
} from './my-tournaments-support.ts'
import { fakePngFile, pngFile } from './profile-support.ts'
import { LOCALES, localize, switchLanguage, WITH_NAMESPACES, waitForHydration } from './support.ts'
import {
  freshClientAddress,
  signedInUser,
  signInWithRequest,
  useFreshClientAddress,
} from './support-accounts.ts'

// My tournaments (/profile/tournaments, spec §2) against the real server: a captain and a player made
// through the API in the registration window of a demo tournament, then the page used as people do.

const CLOSES_IN_2_DAYS_3_HOURS_4_MINUTES = {
  uk: 'Реєстрація закриється через 2 дні 3 години 4 хвилини. Команду, якій тоді ще бракуватиме логотипа чи гравців, буде знято.',
  en: 'Registration closes in 2 days 3 hours 4 minutes. A team still without its logo or players then is dropped.',
} as const

test.beforeEach(async ({ context }) => {
  await useFreshClientAddress(context)
})

for (const locale of LOCALES) {
  const T = TEXTS[locale]
  const F = ACCOUNT[locale].flows.messages

  test(`${locale}: the captain uploads the logo and removes a player after the confirmation`, async ({
    page,
    browser,
  }) => {
    const { teamId, name, player } = await teamWithPlayer(browser, page)
    await openMyTournaments(page, locale)
    const card = teamCard(page, locale, name)
    await expect(card).toBeVisible()
    // The logo is missing, and said so; the captain sees the contacts of the players.
    await expect(card.getByRole('region', { name: T.missingHeading })).toContainText(T.missing.logo)
    await expect(card.getByRole('term').filter({ hasText: T.players.discord }).first()).toBeVisible()

    const chooser = page.waitForEvent('filechooser')
    await card.getByRole('button', { name: T.logo.choose, exact: true }).click()
    await (await chooser).setFiles(await pngFile())
    await expect(toast(page, F.teamLogoUpdated)).toBeVisible()
    await expect(card.getByRole('img', { name: fill(T.logo.alt, { name }) })).toBeVisible()
    await expect(card.getByRole('region', { name: T.missingHeading })).not.toContainText(T.missing.logo)

    // Remove: asked first; "Cancel" keeps the player, "Remove" removes them.
    const remove = card.getByRole('button', { name: fill(T.players.removeLabel, { name: player.nickname }) })
    await remove.click()
    const dialog = page.getByRole('alertdialog', {
      name: fill(T.removeDialog.title, { player: player.nickname, team: name }),
    })
    await expect(dialog).toContainText(F.confirmRemovePlayer)
    await dialog.getByRole('button', { name: T.removeDialog.cancel }).click()
    await expect(dialog).toBeHidden()
    await expect(card.getByText(player.nickname, { exact: true })).toBeVisible()
    await remove.click()
    await dialog.getByRole('button', { name: T.removeDialog.confirm }).click()
    await expect(toast(page, F.playerRemoved)).toBeVisible()
    await expect(card.getByText(player.nickname, { exact: true })).toHaveCount(0)

    // The server agrees: one member left, and the logo stored.
    const team = await api(page.request, 'GET', `/teams/${teamId}`)
    expect((team.body.players as unknown[]).length).toBe(1)
    expect(team.body.logo_url).toMatch(/^\/media\//)
  })

  test(`${locale}: a player sees no captain's tools, leaves the team after the confirmation, and the list is read again`, async ({
    page,
    browser,
  }) => {
    const captainPage = await (await browser.newContext()).newPage()
    await useFreshClientAddress(captainPage.context())
    const { name, player } = await teamWithPlayer(browser, captainPage)
    // The player signs in on this page with their own account.
    await page.context().clearCookies()
    await signInWithRequest(page.request, player)
    await openMyTournaments(page, locale)
    const card = teamCard(page, locale, name)
    await expect(card).toBeVisible()
    await expect(card.getByRole('button', { name: INVITE_LINK[locale].copy })).toHaveCount(0)
    await expect(card.getByRole('button', { name: T.logo.choose })).toHaveCount(0)
    await expect(card.getByRole('button', { name: T.players.remove })).toHaveCount(0)
    await expect(card.getByRole('form', { name: T.invitePlayer.heading })).toHaveCount(0)
    await expect(card.getByRole('term')).toHaveCount(0)

    await card.getByRole('button', { name: T.leave.button }).click()
    const dialog = page.getByRole('alertdialog', { name: T.leave.title })
    await expect(dialog).toContainText(fill(T.leave.body, { name }))
    await dialog.getByRole('button', { name: T.leave.confirm }).click()
    await expect(toast(page, F.leftTeam)).toBeVisible()
    // The list is read again and shows what the server holds: no team, no tournament.
    await expect(card).toHaveCount(0)
    await expect(page.getByRole('heading', { name: T.emptyTitle })).toBeVisible()
    const mine = await api(page.request, 'GET', '/me/tournaments')
    expect(mine.body.count).toBe(0)
    await captainPage.context().close()
  })

  test(`${locale}: the filters are links that work without JavaScript`, async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    await useFreshClientAddress(context)
    const page = await context.newPage()
    const { name } = await teamWithPlayer(browser, page)
    await page.goto(localize('/profile/tournaments', locale))
    const filters = page.getByRole('navigation', { name: T.filters.label })
    await expect(filters.getByRole('link', { name: T.filters.all })).toHaveAttribute('aria-current', 'page')
    await expect(teamCard(page, locale, name)).toBeVisible()
    // The demo cup's games are days away: upcoming, neither active nor finished.
    await filters.getByRole('link', { name: T.filters.finished }).click()
    await expect(page).toHaveURL(/\/profile\/tournaments\?filter=finished$/)
    await expect(filters.getByRole('link', { name: T.filters.finished })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await expect(page.getByRole('heading', { name: T.emptyTitle })).toBeVisible()
    await filters.getByRole('link', { name: T.filters.active }).click()
    await expect(page.getByRole('heading', { name: T.emptyTitle })).toBeVisible()
    await filters.getByRole('link', { name: T.filters.upcoming }).click()
    await expect(page).toHaveURL(/\/profile\/tournaments\?filter=upcoming$/)
    await expect(teamCard(page, locale, name)).toBeVisible()
    await context.close()
  })

  // One visit for both: axe looks at the page and at the confirmation the keyboard opens.
  test(`${locale}: keyboard only: remove a player, focus on Cancel, cancel with Enter and Escape, then confirm; axe finds nothing on the page, with the confirmation open too`, async ({
    page,
    browser,
  }) => {
    const { name, player } = await teamWithPlayer(browser, page)
    await openMyTournaments(page, locale)
    const card = teamCard(page, locale, name)
    await expect(card).toBeVisible()
    await expectNoViolations(page, 'my tournaments')
    const remove = card.getByRole('button', { name: fill(T.players.removeLabel, { name: player.nickname }) })
    await remove.focus()
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('alertdialog', {
      name: fill(T.removeDialog.title, { player: player.nickname, team: name }),
    })
    await expect(dialog).toBeVisible()
    // The dialog names who goes and from where, then asks as the spec says.
    await expect(dialog.getByRole('heading')).toHaveText(
      locale === 'uk'
        ? `Видалити ${player.nickname} з команди ${name}?`
        : `Remove ${player.nickname} from ${name}?`,
    )
    await expect(dialog).toContainText(F.confirmRemovePlayer)
    // The focus starts on Cancel: removing is never what a stray Enter does.
    const cancel = dialog.getByRole('button', { name: T.removeDialog.cancel })
    await expect.poll(() => cancel.evaluate((element) => element === document.activeElement)).toBe(true)
    await expectNoViolations(page, 'the removal confirmation')
    await expect(cancel).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(dialog).toBeHidden()
    await expect(remove).toBeFocused()
    await expect(card.getByText(player.nickname, { exact: true })).toBeVisible()
    await page.keyboard.press('Enter')
    await expect(cancel).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(remove).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(cancel).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(dialog.getByRole('button', { name: T.removeDialog.confirm })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(toast(page, ACCOUNT[locale].flows.messages.playerRemoved)).toBeVisible()
    await expect(card.getByText(player.nickname, { exact: true })).toHaveCount(0)
  })

  test(`${locale}: after a player joins by the link elsewhere, the captain's counts are read again on the tab's return`, async ({
    page,
    browser,
  }) => {
    const { teamId, name } = await teamWithPlayer(browser, page)
    await openMyTournaments(page, locale)
    const state = teamCard(page, locale, name).locator('.team-state')
    const team = await api(page.request, 'GET', `/teams/${teamId}`)
    const max = Number(team.body.max_size)
    await expect(state).toContainText(fill(T.size, { size: 2, max }))
    const other = await browser.newContext({ baseURL: test.info().project.use.baseURL })
    await useFreshClientAddress(other)
    const joinerPage = await other.newPage()
    const joiner = await signedInUser(joinerPage)
    await completeProfile(joinerPage.request)
    const code = String(team.body.invite_url).split('/').pop()
    const joined = await api(joinerPage.request, 'POST', `/teams/${teamId}/members`, { invite: code })
    expect(joined.status, JSON.stringify(joined.body)).toBe(200)
    await other.close()
    // The captain comes back to the tab: the server's count, and the new player, without a reload.
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')))
    await expect(state).toContainText(fill(T.size, { size: 3, max }))
    await expect(teamCard(page, locale, name).getByText(joiner.nickname, { exact: true })).toBeVisible()
  })

  test(`${locale}: the invitation link is copied, or shown to copy by hand when the clipboard is refused`, async ({
    page,
    browser,
    context,
  }) => {
    const { name, teamId } = await teamWithPlayer(browser, page)
    // Made on a page in one language, the link opens the invitation in that language.
    const link = new RegExp(`^https?://[^/]+${localize(`/join/${teamId}`, locale)}/[A-Za-z0-9_-]{16,}$`)
    await openMyTournaments(page, locale)
    const card = teamCard(page, locale, name)
    // Refused: the browser was not given the clipboard.
    await page.evaluate(() => {
      Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true })
    })
    await card.getByRole('button', { name: INVITE_LINK[locale].copy }).click()
    const field = card.getByRole('textbox', { name: INVITE_LINK[locale].fallbackLabel })
    await expect(field).toBeFocused()
    await expect(field).toHaveValue(link)
    await expect(field).toHaveAttribute('readonly', '')
    // Allowed: copied, and said so.
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await openMyTournaments(page, locale)
    await teamCard(page, locale, name).getByRole('button', { name: INVITE_LINK[locale].copy }).click()
    await expect(toast(page, ACCOUNT[locale].flows.messages.linkCopied)).toBeVisible()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(link)
  })

  test(`${locale}: the captain replaces a leaked invitation link after the confirmation, and the old one ends`, async ({
    page,
    browser,
    context,
  }) => {
    const { name, teamId } = await teamWithPlayer(browser, page)
    const inviteUrl = async (): Promise<string> =>
      String((await api(page.request, 'GET', `/teams/${teamId}`)).body.invite_url)
    const old = await inviteUrl()
    expect(old).toMatch(new RegExp(`^/join/${teamId}/[A-Za-z0-9_-]{16,}$`))
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await openMyTournaments(page, locale)
    const card = teamCard(page, locale, name)
    const replace = card.getByRole('button', { name: T.invite.replace })
    const dialog = page.getByRole('alertdialog', { name: T.replaceDialog.title })

    // Asked first; Escape says no, and the link stays as it was.
    await replace.click()
    await expect(dialog).toContainText(T.replaceDialog.body)
    await expectNoViolations(page, 'the link replacement confirmation')
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(replace).toBeFocused()
    expect(await inviteUrl()).toBe(old)

    // Confirmed: a new link on the server, said so, and the card copies the new one.
    await replace.click()
    await dialog.getByRole('button', { name: T.replaceDialog.confirm }).click()
    await expect(toast(page, F.inviteLinkReplaced)).toBeVisible()
    await expect(dialog).toBeHidden()
    const fresh = await inviteUrl()
    expect(fresh).toMatch(new RegExp(`^/join/${teamId}/[A-Za-z0-9_-]{16,}$`))
    expect(fresh).not.toBe(old)
    await card.getByRole('button', { name: INVITE_LINK[locale].copy }).click()
    await expect(toast(page, F.linkCopied)).toBeVisible()
    // The link in the page's language, as the join flow's success copies it.
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      new URL(localize(fresh, locale), page.url()).href,
    )

    // The old link's page says the link is invalid.
    await page.goto(localize(old, locale))
    await expect(page.getByTestId('invitation-invalid')).toHaveText(
      WITH_NAMESPACES[locale].tournament.join.invalid,
    )
  })

  test(`${locale}: the tournament page tells the team when its check-in opens`, async ({ page, browser }) => {
    const { name } = await teamWithPlayer(browser, page)
    await page.goto(localize(`/tournaments/${OPEN_TOURNAMENT}`, locale))
    await waitForHydration(page)
    const notice = page.getByRole('region', { name: TOURNAMENT_TEXTS[locale].checkInNotice.label })
    // The cup opens check-in an hour before its games, days from now: no button yet.
    const opens = TOURNAMENT_TEXTS[locale].checkInNotice.opensIn.split('{name')[0] ?? ''
    await expect(notice).toContainText(`${opens}${name}`)
    await expect(notice.getByRole('button')).toHaveCount(0)
    await expect(
      notice.getByRole('link', { name: TOURNAMENT_TEXTS[locale].checkInNotice.manage }),
    ).toBeVisible()
  })

  test(`${locale}: the countdown moves on its own, and no code loads until the card is used`, async ({
    page,
    browser,
  }) => {
    const { name, player } = await teamWithPlayer(browser, page)
    const scripts: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url())
    })
    await page.clock.install()
    await openMyTournaments(page, locale)
    await page.waitForLoadState('networkidle')
    const card = teamCard(page, locale, name)
    // The logo is missing: the registration close is counted down (in minutes, days ahead).
    const countdown = card.getByRole('region', { name: T.missingHeading }).locator('.team-countdown')
    const before = await countdown.textContent()
    const loaded = scripts.length
    await page.clock.fastForward('02:00')
    await expect(countdown).not.toHaveText(before ?? '')
    expect(scripts.length, 'no script fetched while the clock runs').toBe(loaded)
    // The first use brings the machines: the removal is asked, as ever.
    await card.getByRole('button', { name: fill(T.players.removeLabel, { name: player.nickname }) }).click()
    await expect(
      page.getByRole('alertdialog', {
        name: fill(T.removeDialog.title, { player: player.nickname, team: name }),
      }),
    ).toContainText(F.confirmRemovePlayer)
    expect(scripts.length).toBeGreaterThan(loaded)
  })

  test(`${locale}: the card counts down to the registration close and says a team still incomplete then is dropped`, async ({
    page,
    browser,
  }) => {
    const { name } = await teamWithPlayer(browser, page)
    const tournament = (await (await page.request.get(`/api/v1/tournaments/${OPEN_TOURNAMENT}`)).json()) as {
      registration_end: string
    }
    // The browser's clock 2 days 3 hours 4 minutes and 30 seconds before the close.
    const left = (((2 * 24 + 3) * 60 + 4) * 60 + 30) * 1000
    await page.clock.setFixedTime(Date.parse(tournament.registration_end) - left)
    await openMyTournaments(page, locale)
    const missing = teamCard(page, locale, name).getByRole('region', { name: T.missingHeading })
    await expect(missing.locator('.team-countdown')).toHaveText(CLOSES_IN_2_DAYS_3_HOURS_4_MINUTES[locale])
  })

  test(`${locale}: the captain invites a player by nickname; a refused invitation says why`, async ({
    page,
    browser,
    allowConsole,
  }) => {
    allowConsole(/400|404|409/)
    const V = ACCOUNT[locale].validation
    const { name, player } = await teamWithPlayer(browser, page)
    const thirdContext = await browser.newContext()
    await useFreshClientAddress(thirdContext)
    const third = await signedInUser(await thirdContext.newPage())
    await thirdContext.close()
    await openMyTournaments(page, locale)
    const card = teamCard(page, locale, name)
    const form = card.getByRole('form', { name: T.invitePlayer.heading })
    const nickname = form.getByLabel(T.invitePlayer.nickname, { exact: true })
    const invite = form.getByRole('button', { name: T.invitePlayer.submit, exact: true })

    // Nobody has this nickname: refused, and said so under the field.
    await nickname.fill('nobody-has-this-1')
    await invite.click()
    await expect(toast(page, F.invitePlayerFailed)).toBeVisible()
    await expect(fieldError(page, 'nickname')).toHaveText(V.userNotFound)
    await expectNoViolations(page, 'my tournaments: a nickname refused')
    // A player already in the team: that reason, not a generic one.
    await nickname.fill(player.nickname)
    await invite.click()
    await expect(fieldError(page, 'nickname')).toHaveText(
      locale === 'uk' ? 'Цей гравець уже у вашій команді' : 'This player is already in your team',
    )
    await nickname.fill(third.nickname)
    await invite.click()
    await expect(toast(page, F.invitationSent)).toBeVisible()
    // Invited, not in the team: listed among the invitees, without a contact.
    const invitees = card.getByRole('region', { name: T.invitees.heading })
    await expect(invitees.getByText(third.nickname, { exact: true })).toBeVisible()
    await expect(
      card.getByRole('button', { name: fill(T.players.removeLabel, { name: third.nickname }) }),
    ).toHaveCount(0)
  })

  test(`${locale}: a failed logo upload or player removal says so`, async ({
    page,
    browser,
    playwright,
    baseURL,
    allowConsole,
  }) => {
    allowConsole(/400|404|ERR_FAILED/)
    const V = ACCOUNT[locale].validation
    const { teamId, name, player } = await teamWithPlayer(browser, page)
    await openMyTournaments(page, locale)
    const card = teamCard(page, locale, name)

    const chooseLogo = async (file: Parameters<FileChooser['setFiles']>[0]) => {
      const chooser = page.waitForEvent('filechooser')
      await card.getByRole('button', { name: T.logo.choose, exact: true }).click()
      await (await chooser).setFiles(file)
    }
    const pickerAlert = card.locator('.image-picker__errors')
    // A text file named .png passes what the browser checks; the server reads its bytes and names the rule.
    await chooseLogo(fakePngFile())
    await expect(pickerAlert).toHaveText(V.imageType)
    // The upload lost on the way: 'Error updating the team logo'.
    await page.route('**/teams/*/logo', (route) => route.abort())
    await chooseLogo(await pngFile())
    await expect(pickerAlert).toHaveText(F.teamLogoFailed)
    await page.unroute('**/teams/*/logo')
    await expect(card.getByRole('img', { name: fill(T.logo.alt, { name }) })).toHaveCount(0)

    // The player left on another device meanwhile: removing them fails, and the page says so.
    const elsewhere = await playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: { 'X-Forwarded-For': freshClientAddress() },
    })
    try {
      await signInWithRequest(elsewhere, player)
      const team = await api(page.request, 'GET', `/teams/${teamId}`)
      const playerId = (team.body.players as Array<{ id: string; nickname: string }>).find(
        (row) => row.nickname === player.nickname,
      )?.id
      expect((await api(elsewhere, 'DELETE', `/teams/${teamId}/members/${playerId}`)).status).toBe(204)
    } finally {
      await elsewhere.dispose()
    }
    await card.getByRole('button', { name: fill(T.players.removeLabel, { name: player.nickname }) }).click()
    await page
      .getByRole('alertdialog', { name: fill(T.removeDialog.title, { player: player.nickname, team: name }) })
      .getByRole('button', { name: T.removeDialog.confirm })
      .click()
    await expect(toast(page, F.removePlayerFailed)).toBeVisible()
  })

  const other = locale === 'uk' ? 'en' : 'uk'
  test(`${locale}: after a language switch, the used card speaks the new language`, async ({
    page,
    browser,
  }) => {
    const { name, player } = await teamWithPlayer(browser, page)
    await openMyTournaments(page, locale)
    const remove = (language: typeof locale) =>
      teamCard(page, language, name).getByRole('button', {
        name: fill(TEXTS[language].players.removeLabel, { name: player.nickname }),
      })
    await remove(locale).click()
    await page.getByRole('alertdialog').getByRole('button', { name: T.removeDialog.cancel }).click()
    await switchLanguage(page, locale, other)
    await expect(page).toHaveURL(new RegExp(`${localize('/profile/tournaments', other)}$`))
    await remove(other).click()
    await expect(
      page.getByRole('alertdialog', {
        name: fill(TEXTS[other].removeDialog.title, { player: player.nickname, team: name }),
      }),
    ).toContainText(ACCOUNT[other].flows.messages.confirmRemovePlayer)
  })
}
