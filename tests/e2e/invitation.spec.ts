import type { APIRequestContext } from '@playwright/test'
import { expectNoViolations } from './axe.ts'
import { CHECK_IN_CAPTAINS, CHECK_IN_LEAGUE } from './check-in-fixture.ts'
import { expect, test } from './fixtures.ts'
import {
  bearerOf,
  completeProfileByApi,
  createTeamByApi,
  demoTournaments,
  fill,
  texts,
  uniqueTeamName,
} from './join-support.ts'
import { api } from './my-tournaments-support.ts'
import { LOCALES, localize, waitForHydration } from './support.ts'
import {
  createPhoneUser,
  signedInUser,
  signInWithRequest,
  useFreshClientAddress,
} from './support-accounts.ts'

// The invitation page (`/join/{teamId}/{id}`, spec §2) when the link cannot be used: it shows the team,
// its captain and the tournament, says why plainly, and offers no join. Every team here is made through
// the API against the real server, filled by players who join through the same link.

test.beforeEach(async ({ context }) => {
  await useFreshClientAddress(context)
})

/** A player of their own request context, signed in, with what tournaments need in the profile. */
const joinThroughLink = async (
  request: APIRequestContext,
  teamId: string,
  invite: string,
  discord: string,
) => {
  const user = await createPhoneUser(request)
  await signInWithRequest(request, user)
  await completeProfileByApi(request, discord)
  const answer = await request.post(`/api/v1/teams/${teamId}/members`, {
    data: { invite },
    headers: { Authorization: await bearerOf(request) },
  })
  expect(answer.status(), await answer.text()).toBeLessThan(300)
}

for (const locale of LOCALES) {
  const T = texts(locale)
  const at = (path: string) => localize(path, locale)

  test.describe(`invitation links (${locale})`, () => {
    test('a full team says so, without the join button', async ({ page, playwright, baseURL }) => {
      test.setTimeout(90_000)
      const { open } = await demoTournaments(page.request)
      const captain = await playwright.request.newContext({ baseURL })
      const name = uniqueTeamName('Full')
      let invitePath = ''
      let teamId = ''
      try {
        const user = await createPhoneUser(captain)
        await signInWithRequest(captain, user)
        await completeProfileByApi(captain, 'captain#7')
        const team = await createTeamByApi(captain, open.id, { name, join_password: 'right-pass' })
        teamId = team.id
        invitePath = new URL(team.invite_url, baseURL).pathname
        const invite = invitePath.split('/').pop() ?? ''
        // The captain is the first player: the others fill every place the tournament allows.
        for (let place = 2; place <= team.max_size; place += 1) {
          const request = await playwright.request.newContext({ baseURL })
          try {
            await joinThroughLink(request, teamId, invite, `player${place}#1`)
          } finally {
            await request.dispose()
          }
        }
      } finally {
        await captain.dispose()
      }

      await signedInUser(page)
      await completeProfileByApi(page.request, 'late#1')
      await page.goto(at(invitePath))
      await waitForHydration(page)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(T.invitationHeading)
      await expect(page.getByTestId('invitation-team')).toHaveText(name)
      await expect(page.getByTestId('invitation-blocked')).toHaveText(T.blocked.team_full)
      // The way on: another team of the tournament.
      await expect(page.getByRole('link', { name: T.ways.findAnother })).toHaveAttribute(
        'href',
        localize(`/tournaments/join/${open.slug}`, locale),
      )
      await expect(page.getByRole('button', { name: fill(T.accept, { name }) })).toHaveCount(0)
      await expectNoViolations(page, 'invitation: team full')
    })

    test('a link into a tournament whose registration has closed says so', async ({
      page,
      playwright,
      baseURL,
    }) => {
      // The demo league's registration is over (its check-in is open); the e2e data gives it a captain
      // who can sign in (seed-e2e.ts), whose view of the team carries the link.
      const captain = await playwright.request.newContext({ baseURL })
      let invitePath = ''
      let name = ''
      try {
        await signInWithRequest(captain, CHECK_IN_CAPTAINS[locale])
        const mine = await api(captain, 'GET', '/me/tournaments')
        const entry = (
          mine.body.results as ReadonlyArray<{
            tournament: { slug: string }
            team: { name: string; invite_url: string | null }
          }>
        ).find(({ tournament }) => tournament.slug === CHECK_IN_LEAGUE)
        if (!entry?.team.invite_url) throw new Error(`the captain has no link into ${CHECK_IN_LEAGUE}`)
        invitePath = new URL(entry.team.invite_url, baseURL).pathname
        name = entry.team.name
      } finally {
        await captain.dispose()
      }

      await signedInUser(page)
      await completeProfileByApi(page.request, 'late#2')
      await page.goto(at(invitePath))
      await waitForHydration(page)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(T.invitationHeading)
      await expect(page.getByTestId('invitation-team')).toHaveText(name)
      await expect(page.getByTestId('invitation-blocked')).toHaveText(T.blocked.registration_closed)
      await expect(page.getByRole('link', { name: T.ways.tournament })).toBeVisible()
      await expect(page.getByRole('button', { name: fill(T.accept, { name }) })).toHaveCount(0)
      await expectNoViolations(page, 'invitation: registration closed')
    })
  })
}
