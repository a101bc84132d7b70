/**
 * My tournaments in the browser: a captain and a player made through the API in the registration
 * window of a demo tournament (the seed), and the page's parts as the tests find them.
 */
import type { APIRequestContext, Browser, Page } from '@playwright/test'
import enSite from '../../locales/en/index.ts'
import en from '../../locales/en/myTournaments/index.ts'
import enTournament from '../../locales/en/tournament/index.ts'
import ukSite from '../../locales/uk/index.ts'
import uk from '../../locales/uk/myTournaments/index.ts'
import ukTournament from '../../locales/uk/tournament/index.ts'
import { fill } from './auth-screens.ts'
import { expect, test } from './fixtures.ts'
import { type Locale, localize, waitForHydration } from './support.ts'
import { type SignedInUser, signedInUser, useFreshClientAddress } from './support-accounts.ts'

export const TEXTS = { uk, en } as const
/** The captain's invitation link, the same wherever a team is shown. */
export const INVITE_LINK = { uk: ukSite.inviteLink, en: enSite.inviteLink } as const
export const TOURNAMENT_TEXTS = { uk: ukTournament, en: enTournament } as const
/** A demo tournament whose registration is open for days around any test run (the seed). */
export const OPEN_TOURNAMENT = 'cs2-kyiv-cup'

let serial = 0
const teamName = (): string => `Team ${process.pid % 1000}-${Date.now() % 100_000}-${++serial}`

const bearerOf = async (request: APIRequestContext): Promise<string> => {
  const session = (await (await request.get('/api/auth/session')).json()) as { access_token?: string }
  if (!session.access_token) throw new Error('no session')
  return session.access_token
}

export const api = async (
  request: APIRequestContext,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  path: string,
  data?: unknown,
): Promise<{ status: number; body: Record<string, unknown> }> => {
  const answer = await request.fetch(`/api/v1${path}`, {
    method,
    headers: { Authorization: `Bearer ${await bearerOf(request)}` },
    ...(data === undefined ? {} : { data }),
  })
  const text = await answer.text()
  return { status: answer.status(), body: text === '' ? {} : (JSON.parse(text) as Record<string, unknown>) }
}

/** Fills what a tournament needs of a profile (the phone came with the sign-up). */
export const completeProfile = async (request: APIRequestContext, discord = 'olena_k'): Promise<void> => {
  const answer = await api(request, 'PATCH', '/profile', {
    firstName: 'Olena',
    lastName: 'Koval',
    playingDevice: 'PC',
    inputDevice: 'keyboard',
    discord,
  })
  expect(answer.status, JSON.stringify(answer.body)).toBe(200)
}

export interface Setup {
  readonly captain: SignedInUser
  readonly player: SignedInUser
  readonly teamId: string
  readonly name: string
}

/** A captain (signed in on `page`, the profile complete) with a team of their own in the open tournament. */
export const captainWithTeam = async (
  page: Page,
): Promise<{ readonly captain: SignedInUser; readonly teamId: string; readonly name: string }> => {
  const captain = await signedInUser(page)
  await completeProfile(page.request)
  const tournament = (await (await page.request.get(`/api/v1/tournaments/${OPEN_TOURNAMENT}`)).json()) as {
    id: string
  }
  const name = teamName()
  const created = await api(page.request, 'POST', `/tournaments/${tournament.id}/teams`, {
    name,
    captain_discord: 'olena_k',
    description: '',
    join_password: 'wolves-1',
  })
  expect(created.status, JSON.stringify(created.body)).toBe(201)
  return { captain, teamId: String(created.body.id), name }
}

/** A captain (signed in on `page`) with a team in the open tournament, and a player who accepted their invitation. */
export const teamWithPlayer = async (browser: Browser, page: Page): Promise<Setup> => {
  const { captain, teamId, name } = await captainWithTeam(page)
  const other = await browser.newContext({ baseURL: test.info().project.use.baseURL })
  await useFreshClientAddress(other)
  const playerPage = await other.newPage()
  const player = await signedInUser(playerPage)
  await completeProfile(playerPage.request)
  const invited = await api(page.request, 'POST', `/teams/${teamId}/members`, { nickname: player.nickname })
  expect(invited.status, JSON.stringify(invited.body)).toBe(200)
  const accepted = await api(playerPage.request, 'POST', `/me/invitations/${teamId}/accept`)
  expect(accepted.status, JSON.stringify(accepted.body)).toBe(200)
  await other.close()
  return { captain, player, teamId, name }
}

export const openMyTournaments = async (page: Page, locale: Locale, query = ''): Promise<void> => {
  await page.goto(localize(`/profile/tournaments${query}`, locale))
  await waitForHydration(page)
}

export const teamCard = (page: Page, locale: Locale, name: string) =>
  page.getByRole('region', { name: fill(TEXTS[locale].team, { name }) })
