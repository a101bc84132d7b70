/** The console's staff in the end-to-end server: the embedded demo's organiser and moderator. */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type { Browser, Page } from '@playwright/test'
import type { DraftStage } from '../../core/tournaments/manage.api.ts'
import { expect, test } from './fixtures.ts'
import { api, completeProfile } from './my-tournaments-support.ts'
import { pngFile } from './profile-support.ts'
import {
  e2eDataDir,
  useFreshClientAddress as giveFreshClientAddress,
  signedInUser,
  signInWithRequest,
} from './support-accounts.ts'

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

/** What a test may set of its tournament; the rest is a small free cup. */
interface DraftOptions {
  readonly slots?: number
  readonly prizes?: ReadonlyArray<{ place: number; amount: number }>
  readonly stages?: ReadonlyArray<DraftStage>
  readonly format?: string
}

/** A tournament's draft as the organisers' API takes it, its dates `offsetHours` from now. */
const draftOf = (
  name: string,
  dates: { registrationStart: number; registrationEnd: number; gamesStart: number; gamesEnd: number },
  { slots = 8, prizes = [], stages = [], format = '1v1' }: DraftOptions = {},
) => {
  const now = Date.now()
  const iso = (offsetHours: number) => new Date(now + offsetHours * HOUR_MS).toISOString()
  const fund = prizes.reduce((sum, prize) => sum + prize.amount, 0)
  return {
    name,
    game: 'Counter-Strike 2',
    format,
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
    stages,
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
 * default, in UAH, funded by the organiser), games months away. It joins the public lists, which is
 * why the console's specs run after the others (playwright.config.ts).
 */
export const publishedTournament = async (
  organiserPage: Page,
  options: DraftOptions = {},
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
  options: DraftOptions = {},
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

/** A stage of the plan with what a test does not care about left to the defaults. */
export const planStage = (kind: DraftStage['kind'], bestOf = 1): DraftStage => ({
  kind,
  name: { uk: null, en: null },
  best_of: bestOf,
  groups: null,
  group_fill: null,
  rounds: null,
  grand_final: null,
  advancing: null,
})

/**
 * A captain of their own account registers a team of `name` in the tournament; answers its id. With
 * `logo`, the team is complete: the registration's close (swept every 30 seconds once a test moves the
 * games into the past) drops the incomplete ones.
 */
export const registerTeam = async (
  browser: Browser,
  tournamentId: string,
  name: string,
  { logo = false }: { logo?: boolean } = {},
): Promise<string> => {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL })
  await giveFreshClientAddress(context)
  const page = await context.newPage()
  await signedInUser(page)
  await completeProfile(page.request, `captain_${name.replace(/\W/g, '').toLowerCase()}`)
  const created = await api(page.request, 'POST', `/tournaments/${tournamentId}/teams`, {
    name,
    captain_discord: 'captain_desk',
    description: '',
    join_password: 'desk-pass-1',
  })
  expect(created.status, JSON.stringify(created.body)).toBe(201)
  const teamId = String(created.body.id)
  if (logo) {
    const session = (await (await page.request.get('/api/auth/session')).json()) as { access_token?: string }
    const file = await pngFile()
    const uploaded = await page.request.post(`/api/v1/teams/${teamId}/logo`, {
      headers: { Authorization: `Bearer ${session.access_token ?? ''}` },
      multipart: { file: { name: file.name, mimeType: file.mimeType, buffer: file.buffer } },
    })
    expect(uploaded.status(), await uploaded.text()).toBe(200)
  }
  await context.close()
  return teamId
}

export interface ConsolePage {
  /** Its address without the language prefix, a `@param` folder as `:param`. */
  readonly route: string
  /** Who may open it: the nearest `+access.ts` above it says. */
  readonly level: StaffRole
}

/** The level a folder's own `+access.ts` sets, if it has one. */
const accessIn = (folder: string): ConsolePage['level'] | undefined => {
  const file = path.join(folder, '+access.ts')
  if (!existsSync(file)) return undefined
  return /'organiser'/.test(readFileSync(file, 'utf8')) ? 'organiser' : 'moderator'
}

/**
 * Every console page, found in its folder (Vike's filesystem routes): `index` is its parent's path,
 * a `@param` folder is `:param`, and the page's level is the nearest `+access.ts`'s. A page added
 * later is swept and measured without editing the specs.
 */
export const consolePages = (
  folder = 'ui/pages/console',
  route = '/console',
  inherited: ConsolePage['level'] = 'moderator',
): ConsolePage[] => {
  const level = accessIn(folder) ?? inherited
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isFile()) return entry.name === '+Page.tsx' ? [{ route, level }] : []
    if (!entry.isDirectory()) return []
    const segment = entry.name === 'index' ? '' : `/${entry.name.replace(/^@/, ':')}`
    return consolePages(path.join(folder, entry.name), `${route}${segment}`, level)
  })
}
