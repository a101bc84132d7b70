import { request as httpRequest } from 'node:http'
import { gunzipSync, gzipSync } from 'node:zlib'
import type { APIRequestContext, Page, Response } from '@playwright/test'
import type { TournamentResults } from '../../core/tournaments/results.schema.ts'
import { isRegistrationOpen, scheduleFromDto } from '../../core/tournaments/timeline.ts'
import type { TournamentPayload } from '../../core/tournaments/tournament.schema.ts'
import { startFilesOf } from './build-output.ts'
import { consolePages, type StaffRole, signInAsStaff } from './console-support.ts'
import { expect, test } from './fixtures.ts'
import { failedResourceMessage, LOCALES, type Locale, localize, waitForHydration } from './support.ts'
import { signedInUser } from './support-accounts.ts'

// The JavaScript budgets (docs/performance.md): the first load of every page, in both languages,
// ships at most 150 KiB of gzipped JavaScript in at most 12 files; the landing page at most 100 KiB,
// the reading pages (the lists, news, streamers, the community's pages) at most 120 KiB.
// Every script the browser fetches until the page is hydrated and the network is idle (the entry, its
// modulepreloads, the dictionary and whatever else is imported at start) is fetched again asking for
// gzip only, and the gzip bytes the server sends are counted; they must decompress to exactly what the
// browser ran. gzip -9 of each file is reported beside them.

const KIB = 1024
const PAGE_BUDGET = { bytes: 150 * KIB, files: 12 }
const LIST_BUDGET = { bytes: 120 * KIB, files: 12 }
const LANDING_BUDGET = { bytes: 100 * KIB, files: 12 }
// The console (staff only): its editor carries the public page's Markdown renderer for the live preview.
const CONSOLE_BUDGET = { bytes: 200 * KIB, files: 20 }

/** The bytes the server ships for a URL to a client that accepts gzip only (no decompression here). */
const fetchGzipped = (url: string): Promise<{ encoding: string | undefined; bytes: Buffer }> =>
  new Promise((resolve, reject) => {
    const req = httpRequest(url, { headers: { 'Accept-Encoding': 'gzip' } }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () =>
        resolve({ encoding: res.headers['content-encoding'], bytes: Buffer.concat(chunks) }),
      )
      res.on('error', reject)
    })
    req.on('error', reject)
    req.end()
  })

const isJavaScript = (response: Response): boolean =>
  response.request().resourceType() === 'script' ||
  /javascript/.test(response.headers()['content-type'] ?? '') ||
  /\.m?js(\?|$)/.test(new URL(response.url()).pathname)

const tournaments = async (request: APIRequestContext): Promise<TournamentPayload[]> => {
  const response = await request.get('/api/v1/tournaments')
  expect(response.ok()).toBe(true)
  return ((await response.json()) as { results: TournamentPayload[] }).results
}

interface Route {
  /** The page's path without language prefix (a parameter filled in by `path`). */
  readonly name: string
  readonly budget?: typeof PAGE_BUDGET
  /** Pages for signed-in users only (ui/pages/…/+access.ts says 'user'). */
  readonly signedIn?: boolean
  /** The console's pages, opened as the demo's staff member of this role. */
  readonly staff?: StaffRole
  /** The HTTP status the page answers with (the error pages). */
  readonly status?: number
  readonly path?: (request: APIRequestContext) => Promise<string>
}

const firstTournamentSlug = async (request: APIRequestContext): Promise<string> => {
  const [first] = await tournaments(request)
  if (!first) throw new Error('the demo data has tournaments')
  return first.slug
}

const firstNewsId = async (request: APIRequestContext): Promise<string> => {
  const response = await request.get('/api/v1/news')
  const [first] = ((await response.json()) as { results: ReadonlyArray<{ id: string }> }).results
  if (!first) throw new Error('the demo data has news')
  return first.id
}

/** A head-to-head match of the demo (the first one of a stage that has them). */
const firstMatchPath = async (request: APIRequestContext): Promise<string> => {
  for (const tournament of await tournaments(request)) {
    const response = await request.get(`/api/v1/tournaments/${tournament.slug}/results`)
    const { stages } = (await response.json()) as TournamentResults
    for (const stage of stages) {
      const rounds =
        stage.kind === 'single_elimination' || stage.kind === 'double_elimination'
          ? stage.brackets.flatMap((bracket) => bracket.rounds)
          : stage.kind === 'round_robin'
            ? stage.groups.flatMap((group) => group.rounds)
            : stage.kind === 'swiss'
              ? stage.rounds
              : []
      const match = rounds[0]?.matches[0]
      if (match) return `/tournaments/${tournament.slug}/matches/${match.id}`
    }
  }
  throw new Error('the demo data has a head-to-head match')
}

const openRegistrationSlug = async (request: APIRequestContext): Promise<string> => {
  const now = new Date()
  const open = (await tournaments(request)).find(
    (t) => t.status === 'published' && isRegistrationOpen(scheduleFromDto(t), now),
  )
  if (!open) throw new Error('the demo data has a tournament open for registration')
  return open.slug
}

// Every page of ui/pages (a malformed token still loads its page, which then says so).
const ROUTES: readonly Route[] = [
  { name: '/', budget: LANDING_BUDGET },
  { name: '/about', budget: LIST_BUDGET },
  { name: '/terms', budget: LIST_BUDGET },
  { name: '/policy', budget: LIST_BUDGET },
  { name: '/tournaments', budget: LIST_BUDGET },
  { name: '/tournaments?filter=finished', budget: LIST_BUDGET },
  {
    name: '/tournaments/:slug',
    path: async (request) => `/tournaments/${await firstTournamentSlug(request)}`,
  },
  ...(['details', 'participants', 'results', 'rules'] as const).map((tab) => ({
    name: `/tournaments/:slug/${tab}`,
    path: async (request: APIRequestContext) => `/tournaments/${await firstTournamentSlug(request)}/${tab}`,
  })),
  // A match's page: its own folder, so none of the tabs' code loads with it; budgeted like the tabs.
  { name: '/tournaments/:slug/matches/:matchId', path: firstMatchPath },
  { name: '/services', budget: LIST_BUDGET },
  // The inquiry forms' pages: text fields without React Aria, at most 120 KiB like the lists.
  { name: '/producing', budget: LIST_BUDGET },
  { name: '/partners', budget: LIST_BUDGET },
  { name: '/news', budget: LIST_BUDGET },
  { name: '/news?category=cases', budget: LIST_BUDGET },
  { name: '/news?page=2', budget: LIST_BUDGET },
  {
    name: '/news/:id',
    budget: LIST_BUDGET,
    path: async (request: APIRequestContext) => `/news/${await firstNewsId(request)}`,
  },
  // The streamers' pages: reading pages, at most 120 KiB like the lists.
  { name: '/streamers', budget: LIST_BUDGET },
  { name: '/streamers/:id', path: async () => '/streamers/sasha-vovk', budget: LIST_BUDGET },
  { name: '/streams/:id', path: async () => '/streams/sasha-vovk', budget: LIST_BUDGET },
  { name: '/contacts', budget: LIST_BUDGET },
  { name: '/auth' },
  { name: '/login' },
  {
    name: '/login/:provider/callback',
    path: async () => '/login/discord/callback?error=AccessDenied',
  },
  { name: '/register' },
  { name: '/register/confirm' },
  {
    name: '/register/confirm/:token',
    path: async () => `/register/confirm/${'A'.repeat(32)}`,
  },
  { name: '/register/success' },
  { name: '/forgot-password' },
  { name: '/forgot-password/email' },
  { name: '/forgot-password/phone' },
  {
    name: '/forgot-password/:token',
    path: async () => `/forgot-password/${'A'.repeat(32)}`,
  },
  { name: '/forgot-password/success' },
  {
    name: '/confirm-email/:token',
    path: async () => `/confirm-email/${'A'.repeat(32)}`,
  },
  // 222 KiB in 18 files → 149.5 in 11: the server reads the profile into the page's data; the
  // machines, XState, effect, the HTTP client and the phone number library load on first use, and
  // the sign-in screens' texts are a namespace of their own.
  { name: '/profile', signedIn: true },
  // 204.5 KiB in 17 files → within the budget: each team's card renders from the server's data with
  // the machines' start, and the team and logo machines, XState, effect and the HTTP client load on
  // the card's first use.
  { name: '/profile/tournaments', signedIn: true },
  {
    // A tournament whose registration is open: any other sends the user back to its page.
    name: '/tournaments/join/:slug',
    signedIn: true,
    path: async (request) => `/tournaments/join/${await openRegistrationSlug(request)}`,
  },
  { name: '/join/:teamId/:id', signedIn: true, path: async () => '/join/wolves/inv-1' },
  { name: '/console', staff: 'moderator', budget: CONSOLE_BUDGET },
  { name: '/console/audit', staff: 'organiser', budget: CONSOLE_BUDGET },
  { name: '/console/people', staff: 'organiser', budget: CONSOLE_BUDGET },
  { name: '/console/inbox', staff: 'organiser', budget: CONSOLE_BUDGET },
  { name: '/console/disputes', staff: 'moderator', budget: CONSOLE_BUDGET },
  { name: '/console/tournaments', staff: 'moderator', budget: CONSOLE_BUDGET },
  { name: '/console/tournaments/new', staff: 'organiser', budget: CONSOLE_BUDGET },
  {
    name: '/console/tournaments/:id',
    staff: 'organiser',
    budget: CONSOLE_BUDGET,
    path: async (request) => `/console/tournaments/${(await tournaments(request))[0]?.id}`,
  },
  {
    name: '/console/tournaments/:id/teams',
    staff: 'moderator',
    budget: CONSOLE_BUDGET,
    path: async (request) => `/console/tournaments/${(await tournaments(request))[0]?.id}/teams`,
  },
  {
    name: '/console/tournaments/:id/stages',
    staff: 'moderator',
    budget: CONSOLE_BUDGET,
    path: async (request) => `/console/tournaments/${(await tournaments(request))[0]?.id}/stages`,
  },
  {
    name: '/console/tournaments/:id/payouts',
    staff: 'organiser',
    budget: CONSOLE_BUDGET,
    path: async (request) => `/console/tournaments/${(await tournaments(request))[0]?.id}/payouts`,
  },
  { name: 'not found', status: 404, path: async () => '/no-such-page' },
  { name: 'server error', status: 500, path: async () => '/__fault' },
]

interface Row {
  readonly file: string
  readonly raw: number
  readonly gzip: number
  readonly shipped: number
}

/** Opens `url` in a fresh page and measures every script of its first load. */
const measureFirstLoad = async (page: Page, url: string, status: number, origin: string): Promise<Row[]> => {
  const scripts = new Map<string, Response>()
  page.on('response', (response) => {
    if (response.request().method() === 'GET' && isJavaScript(response)) scripts.set(response.url(), response)
  })
  // A fresh context per test: nothing is cached.
  const answer = await page.goto(url)
  expect(answer?.status(), url).toBe(status)
  await waitForHydration(page)
  await page.waitForLoadState('networkidle')

  // Every script the server's HTML names is among those counted (the entry and the modules it imports).
  const html = (await answer?.text()) ?? ''
  const { scripts: starts, preloads } = startFilesOf(html)
  const named = [...starts, ...preloads].map((href) => new URL(href, origin).href)
  expect(named.length, 'the HTML names its scripts').toBeGreaterThan(0)
  for (const href of named) expect([...scripts.keys()], `${href} is counted`).toContain(href)

  const rows: Row[] = []
  for (const [scriptUrl, response] of scripts) {
    expect(response.status(), scriptUrl).toBe(200)
    const body = await response.body()
    const shipped = await fetchGzipped(scriptUrl)
    // Files under 1 KiB are not worth compressing and are sent as they are.
    const decoded = shipped.encoding === 'gzip' ? gunzipSync(shipped.bytes) : shipped.bytes
    expect([undefined, 'gzip'], `${scriptUrl}: encoding`).toContain(shipped.encoding)
    expect(decoded.equals(body), `${scriptUrl}: what is shipped is the script the browser ran`).toBe(true)
    if (shipped.encoding === undefined)
      expect(body.byteLength, `${scriptUrl} sent uncompressed`).toBeLessThan(1024)
    rows.push({
      file: scriptUrl.replace(origin, ''),
      raw: body.byteLength,
      gzip: gzipSync(body, { level: 9 }).byteLength,
      shipped: shipped.bytes.byteLength,
    })
  }
  return rows
}

const kib = (bytes: number) => `${(bytes / KIB).toFixed(1)} KiB`

test('every console page is measured, as the staff member who may open it', () => {
  const measured = ROUTES.filter((route) => route.staff).map((route) => `${route.name} ${route.staff}`)
  expect(measured.sort()).toEqual(
    consolePages()
      .map((page) => `${page.route} ${page.level}`)
      .sort(),
  )
})

for (const route of ROUTES) {
  for (const locale of LOCALES) {
    const budget = route.budget ?? PAGE_BUDGET
    test(`first load of ${route.name} (${locale}) ships at most ${kib(budget.bytes)} of gzipped JavaScript in at most ${budget.files} files`, async ({
      page,
      baseURL,
      allowConsole,
    }, testInfo) => {
      const origin = baseURL ?? ''
      const status = route.status ?? 200
      if (status !== 200) allowConsole(failedResourceMessage(status as 404 | 500, '/'))
      if (route.signedIn) await signedInUser(page)
      if (route.staff) await signInAsStaff(page, route.staff)
      const url = localize(route.path ? await route.path(page.request) : route.name, locale as Locale)
      const rows = await measureFirstLoad(page, url, status, origin)

      expect(rows.length, 'the page loads its JavaScript').toBeGreaterThan(0)
      const total = (key: 'raw' | 'gzip' | 'shipped') => rows.reduce((sum, row) => sum + row[key], 0)
      const report = [
        `JS budget ${url}: ${rows.length} scripts, ${kib(total('shipped'))} shipped gzipped (gzip -9 would be ${kib(total('gzip'))}, raw ${kib(total('raw'))}); budget ${kib(budget.bytes)} in ${budget.files} files`,
        ...rows
          .sort((a, b) => b.shipped - a.shipped)
          .map((row) => `  ${kib(row.shipped).padStart(10)}  ${row.file}`),
      ].join('\n')
      console.log(report)
      await testInfo.attach(`js-budget${url.replaceAll('/', '-').replace(/\?.*/, '')}.txt`, {
        body: report,
        contentType: 'text/plain',
      })
      expect(total('shipped'), report).toBeLessThanOrEqual(budget.bytes)
      expect(rows.length, report).toBeLessThanOrEqual(budget.files)
    })
  }
}
