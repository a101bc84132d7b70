import type { Browser, Page } from '@playwright/test'
import { ACCOUNT, fill, toast } from './auth-screens.ts'
import { expect, test } from './fixtures.ts'
import {
  captainWithTeam,
  completeProfile,
  openMyTournaments,
  TEXTS,
  teamCard,
} from './my-tournaments-support.ts'
import { DESKTOP, type Locale } from './support.ts'
import { signedInUser, useFreshClientAddress } from './support-accounts.ts'

// A captain's invitation end to end (docs/teams.md "Invitations"), against the real server: the
// captain invites a player by nickname on My tournaments ('Invitation sent'; the player is listed as
// invited, not in the team, and none of their contacts shows); the player sees the invitation in My
// tournaments and accepts it; the team is then theirs on the page, and the captain sees them among
// the players with their Discord. On a phone (390 x 844) in Ukrainian and on a desktop in English.
// (The invitation's mail is the API tests': team-invitations.test.ts, team-mail.test.ts.)

const SIZES: ReadonlyArray<{ readonly locale: Locale; readonly size: { width: number; height: number } }> = [
  { locale: 'uk', size: { width: 390, height: 844 } },
  { locale: 'en', size: DESKTOP },
]

/** A page of its own browser context, from a client address of its own. */
const freshPage = async (browser: Browser, size: { width: number; height: number }): Promise<Page> => {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, viewport: size })
  await useFreshClientAddress(context)
  return context.newPage()
}

for (const { locale, size } of SIZES) {
  const T = TEXTS[locale]
  const F = ACCOUNT[locale].flows.messages

  test(`${locale} at ${size.width}x${size.height}: the captain invites by nickname, the player accepts in My tournaments, the captain sees them`, async ({
    browser,
  }) => {
    // Two accounts made and signed in (each a memory-hard password hash) and two browsers.
    test.setTimeout(120_000)
    const captainPage = await freshPage(browser, size)
    const playerPage = await freshPage(browser, size)
    try {
      const { captain, name } = await captainWithTeam(captainPage)
      const player = await signedInUser(playerPage)
      const discord = `${player.nickname}_ds`
      await completeProfile(playerPage.request, discord)
      const playerContacts = (page: Page) =>
        teamCard(page, locale, name).getByLabel(fill(T.players.contactsOf, { name: player.nickname }))

      // The captain invites by nickname.
      await openMyTournaments(captainPage, locale)
      const card = teamCard(captainPage, locale, name)
      const form = card.getByRole('form', { name: T.invitePlayer.heading })
      await form.getByLabel(T.invitePlayer.nickname, { exact: true }).fill(player.nickname)
      await form.getByRole('button', { name: T.invitePlayer.submit, exact: true }).click()
      await expect(toast(captainPage, F.invitationSent)).toBeVisible()
      const invitees = card.getByRole('region', { name: T.invitees.heading })
      await expect(invitees.getByText(player.nickname, { exact: true })).toBeVisible()
      // Invited is not in the team: no contact of theirs, no button to remove them.
      await expect(playerContacts(captainPage)).toHaveCount(0)
      await expect(card.getByText(discord, { exact: true })).toHaveCount(0)
      await expect(
        card.getByRole('button', { name: fill(T.players.removeLabel, { name: player.nickname }) }),
      ).toHaveCount(0)

      // The player sees the invitation and accepts it.
      await openMyTournaments(playerPage, locale)
      const invitation = playerPage.getByRole('article', { name: fill(T.invitations.title, { team: name }) })
      await expect(invitation).toBeVisible()
      await expect(invitation).toContainText(captain.nickname)
      await expect(teamCard(playerPage, locale, name)).toHaveCount(0)
      await invitation.getByRole('button', { name: fill(T.invitations.acceptLabel, { team: name }) }).click()
      await expect(toast(playerPage, F.joinedTeam)).toBeVisible()
      // The page's data is read again: the team is the player's now, the invitation gone.
      const theirs = teamCard(playerPage, locale, name)
      await expect(theirs).toBeVisible()
      // Among its players ('(you)' beside the nickname).
      await expect(theirs.getByRole('listitem').filter({ hasText: player.nickname })).toHaveCount(1)
      await expect(invitation).toHaveCount(0)

      // The captain sees the player in the team, with their Discord, and nobody left to answer.
      await captainPage.reload()
      await expect(
        card.getByRole('button', { name: fill(T.players.removeLabel, { name: player.nickname }) }),
      ).toBeVisible()
      await expect(playerContacts(captainPage).getByText(discord, { exact: true })).toBeVisible()
      await expect(invitees).toHaveCount(0)
      // The player sees nobody's contacts.
      await expect(playerContacts(playerPage)).toHaveCount(0)
    } finally {
      await captainPage.context().close()
      await playerPage.context().close()
    }
  })
}
