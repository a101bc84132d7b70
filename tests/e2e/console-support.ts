/** The console's staff in the end-to-end server: the embedded demo's organiser and moderator. */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { Page } from '@playwright/test'
import { e2eDataDir, signInWithRequest } from './support-accounts.ts'

export type StaffRole = 'organiser' | 'moderator'

interface StaffCredentials {
  readonly email: string
  readonly password: string
}

/** The credentials the server generated at its first start into `DATA_DIR/demo-staff.json`. */
export const demoStaff = (role: StaffRole): StaffCredentials => {
  const file = JSON.parse(readFileSync(path.join(e2eDataDir(), 'demo-staff.json'), 'utf8')) as Record<
    StaffRole,
    StaffCredentials
  >
  return file[role]
}

/** Signs the page's browser context in as the demo staff member of `role`; the page is not navigated. */
export const signInAsStaff = async (page: Page, role: StaffRole): Promise<void> =>
  signInWithRequest(page.request, demoStaff(role))

/** The API as the page's signed-in session calls it (its Bearer token), answering status and JSON. */
export const staffApi = async (
  page: Page,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  data?: unknown,
): Promise<{ readonly status: number; readonly body: Record<string, unknown> }> => {
  const session = (await (await page.request.get('/api/auth/session')).json()) as { access_token?: string }
  if (!session.access_token) throw new Error('no session')
  const answer = await page.request.fetch(`/api/v1${path}`, {
    method,
    headers: { Authorization: `Bearer ${session.access_token}` },
    ...(data === undefined ? {} : { data }),
  })
  const text = await answer.text()
  return { status: answer.status(), body: text === '' ? {} : (JSON.parse(text) as Record<string, unknown>) }
}

const HOUR_MS = 3_600_000
let serial = 0

/** A tournament's draft as the organisers' API takes it, its dates `offsetHours` from now. */
const draftOf = (
  name: string,
  dates: { registrationStart: number; registrationEnd: number; gamesStart: number; gamesEnd: number },
  {
    slots = 8,
    prizes = [],
  }: { slots?: number; prizes?: ReadonlyArray<{ place: number; amount: number }> } = {},
) => {
  const now = Date.now()
  const iso = (offsetHours: number) => new Date(now + offsetHours * HOUR_MS).toISOString()
  const fund = prizes.reduce((sum, prize) => sum + prize.amount, 0)
  return {
    name,
    game: 'Counter-Strike 2',
    format: '1v1',
    description: { uk: 'Кубок для перевірки консолі.', en: 'A cup to try the console.' },
    rules: { uk: null, en: null },
    pot_details: { uk: null, en: null },
    how_to_play: { uk: null, en: null },
    entry: 'free',
    entry_fee: null,
    prize_fund: fund,
    currency: 'UAH',
    pot_sources: fund > 0 ? [{ kind: 'organiser', amount: fund }] : [],
    prizes,
    sponsors: [],
    slots,
    team_size: { players: 1, substitutes: 0 },
    registration_start: iso(dates.registrationStart),
    registration_end: iso(dates.registrationEnd),
    games_start: iso(dates.gamesStart),
    games_end: iso(dates.gamesEnd),
    check_in_opens_minutes: null,
    check_in_closes_minutes: 10,
    stages: [],
  }
}

/** Registration open now (it opened an hour ago), games months away. */
const OPEN_NOW = {
  registrationStart: -1,
  registrationEnd: 300 * 24,
  gamesStart: 301 * 24,
  gamesEnd: 302 * 24,
}

/**
 * A published tournament of the test's own, made through the organisers' API: registration open now
 * (it opened an hour ago), teams of one player, `slots` places, and the `prizes` given (none by
 * default, in UAH, funded by the organiser). Its games are months away, so that the public list,
 * which puts the nearest games first, still shows the demo's open tournaments before it: other tests
 * take the first open one of the list as the demo's.
 */
export const publishedTournament = async (
  organiserPage: Page,
  options: { slots?: number; prizes?: ReadonlyArray<{ place: number; amount: number }> } = {},
): Promise<{
  readonly id: string
  readonly slug: string
  readonly name: string
  readonly version: number
}> => {
  serial += 1
  const name = `Console Cup ${process.pid % 1000}-${Date.now() % 100_000}-${serial}`
  const created = await staffApi(
    organiserPage,
    'POST',
    '/console/tournaments',
    draftOf(name, OPEN_NOW, options),
  )
  if (created.status !== 201)
    throw new Error(`create answered ${created.status}: ${JSON.stringify(created.body)}`)
  const id = String(created.body.id)
  const published = await staffApi(organiserPage, 'POST', `/console/tournaments/${id}/publish`, {
    version: created.body.version,
  })
  if (published.status !== 200)
    throw new Error(`publish answered ${published.status}: ${JSON.stringify(published.body)}`)
  return { id, slug: String(created.body.slug), name, version: Number(published.body.version) }
}

/**
 * Moves a published tournament's dates into the past, as if its games had ended `hoursAgo` hours ago
 * (registration closed a day before they started): teams registered while it was open stay.
 */
export const endGames = async (
  organiserPage: Page,
  tournament: { readonly id: string; readonly name: string; readonly version: number },
  hoursAgo: number,
  options: { slots?: number; prizes?: ReadonlyArray<{ place: number; amount: number }> } = {},
): Promise<void> => {
  const ended = {
    registrationStart: -hoursAgo - 72,
    registrationEnd: -hoursAgo - 26,
    gamesStart: -hoursAgo - 4,
    gamesEnd: -hoursAgo,
  }
  const updated = await staffApi(organiserPage, 'PUT', `/console/tournaments/${tournament.id}`, {
    ...draftOf(tournament.name, ended, options),
    version: tournament.version,
  })
  if (updated.status !== 200)
    throw new Error(`update answered ${updated.status}: ${JSON.stringify(updated.body)}`)
}
