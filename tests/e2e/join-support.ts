/**
 * What the join flow's end-to-end tests share: the demo tournaments whose registration is open or
 * closed, a profile completed through the API (as a player would on /profile), a team made through the
 * API, and the flow's texts in each language.
 */
import { randomInt } from 'node:crypto'
import type { APIRequestContext, Page } from '@playwright/test'
import { isRegistrationOpen, scheduleFromDto } from '../../core/tournaments/timeline.ts'
import type { TournamentPayload } from '../../core/tournaments/tournament.schema.ts'
import { expect } from './fixtures.ts'
import { type Locale, WITH_NAMESPACES } from './support.ts'
import { sessionOf } from './support-accounts.ts'

export const texts = (locale: Locale) => WITH_NAMESPACES[locale].tournament.join
export const messages = (locale: Locale) => WITH_NAMESPACES[locale].account.flows.messages
export const validation = (locale: Locale) => WITH_NAMESPACES[locale].account.validation

// A dictionary text with its placeholders and plural forms filled in.
export { fill } from './auth-screens.ts'

const allTournaments = async (request: APIRequestContext): Promise<TournamentPayload[]> => {
  // The whole list: tournaments other tests publish must not push the demo's off the first page.
  const response = await request.get('/api/v1/tournaments?page_size=50')
  expect(response.ok()).toBe(true)
  return ((await response.json()) as { results: TournamentPayload[] }).results
}

/** A published demo tournament whose registration is open now, and one whose registration is not. */
export const demoTournaments = async (
  request: APIRequestContext,
): Promise<{ open: TournamentPayload; closed: TournamentPayload }> => {
  const all = (await allTournaments(request)).filter((t) => t.status === 'published')
  const now = new Date()
  const open = all.find((t) => isRegistrationOpen(scheduleFromDto(t), now))
  const closed = all.find((t) => !isRegistrationOpen(scheduleFromDto(t), now))
  if (!open || !closed) throw new Error('the demo data has open and closed registrations')
  return { open, closed }
}

/** The Bearer token of the browser context's session. */
export const bearerOf = async (request: APIRequestContext): Promise<string> => {
  const session = await sessionOf(request)
  const token = typeof session === 'object' && session !== null ? Reflect.get(session, 'access_token') : null
  if (typeof token !== 'string') throw new Error('no session')
  return `Bearer ${token}`
}

/** Fills what a phone sign-up leaves empty of what tournaments need (spec §5), through the API. */
export const completeProfileByApi = async (request: APIRequestContext, discord: string): Promise<void> => {
  const answer = await request.patch('/api/v1/profile', {
    data: { first_name: 'Olena', last_name: 'Koval', input_device: 'keyboard', discord },
    headers: { Authorization: await bearerOf(request) },
  })
  expect(answer.status(), await answer.text()).toBe(200)
}

/** A team name of this run (names are unique per tournament). */
export const uniqueTeamName = (prefix = 'Team'): string => `${prefix} ${randomInt(0, 1_000_000)}`

/** A team created through the API by the context's user, with its join password. */
export const createTeamByApi = async (
  request: APIRequestContext,
  tournamentId: string,
  form: { name: string; join_password: string },
): Promise<{ id: string; name: string; invite_url: string; max_size: number }> => {
  const answer = await request.post(`/api/v1/tournaments/${tournamentId}/teams`, {
    data: { captain_discord: 'captain#1', description: '', ...form },
    headers: { Authorization: await bearerOf(request) },
  })
  expect(answer.status(), await answer.text()).toBe(201)
  return (await answer.json()) as { id: string; name: string; invite_url: string; max_size: number }
}

/** The flow's screen heading (each screen's `h2`). */
export const screenHeading = (page: Page) => page.locator('main h2.join__heading')
