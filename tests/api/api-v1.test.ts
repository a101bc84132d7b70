/**
 * REST API v1's tournaments (server/tournaments/routes.ts) through the HTTP app, against a real
 * migrated and seeded database: embedded PGlite always, PostgreSQL when DATABASE_URL is set (a
 * database of its own, dropped after). The clock is fixed, so the seeded phases are known.
 */
import { eq } from 'drizzle-orm'
import { Schema } from 'effect'
import { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ParticipantList } from '#core/tournaments/results.schema.ts'
import { TournamentPage, type TournamentPayload } from '#core/tournaments/tournament.schema.ts'
import type { AccountsEnv } from '#server/accounts/index.ts'
import { teams } from '#server/platform/db/schema.ts'
import { seedDemoData } from '#server/platform/db/seed.ts'
import { createApiV1 } from '#server/platform/http/api-v1.ts'
import { createTournamentRepository } from '#server/tournaments/tournament.repository.ts'
import { createTestApp } from './support/app.ts'
import { backends, type TestDatabase } from './support/database.ts'
import { decodeTournament } from './support/tournament-payload.ts'

// The accounts endpoints have suites of their own (tests/api/accounts-*.test.ts).
const noAccounts = { routes: new Hono<AccountsEnv>() }

const NOW = new Date('2026-05-20T12:34:56.000Z')

const decodePage = Schema.decodeUnknownSync(TournamentPage, { errors: 'all' })
const decodeParticipants = Schema.decodeUnknownSync(ParticipantList, { errors: 'all' })

/** Every field of the tournament payload (the page), and of the summary (a list card). */
const SUMMARY_FIELDS = [
  'cover_url',
  'currency',
  'entry',
  'entry_fee',
  'format',
  'game',
  'games_end',
  'games_start',
  'id',
  'name',
  'prize_fund',
  'registration_end',
  'registration_start',
  'slots',
  'slug',
  'status',
  'teams',
]
const PAYLOAD_FIELDS = [
  ...SUMMARY_FIELDS,
  'cancellation_reason',
  'check_in',
  'description',
  'how_to_play',
  'pot',
  'prizes',
  'rules',
  'sponsors',
  'stages',
  'team_size',
].sort()

/** The seeded public tournaments at NOW, in the order a player reads them (written by hand). */
const ALL_IN_ORDER = [
  // Registration open or games running, by games start.
  'valorant-lviv-clash',
  'cs2-kyiv-cup',
  // Coming, by games start.
  'dota-2-dnipro-league',
  'pubg-mobile-kharkiv-showdown',
  'mlbb-odesa-open',
  // Finished or cancelled, newest games end first.
  'valorant-odesa-night-cup',
  'pubg-mobile-spring-league',
  'ea-fc-ukraine-cup',
  'cs2-winter-showdown',
]

describe.each(backends)('API v1 tournaments on $name', (backend) => {
  let database: TestDatabase
  let app: ReturnType<typeof createTestApp>

  beforeAll(async () => {
    database = await backend.open()
    await seedDemoData(database.database, NOW)
    app = createTestApp({
      ping: () => database.database.ping(),
      api: createApiV1({
        tournaments: createTournamentRepository(database.database.db),
        accounts: noAccounts,
        now: () => NOW,
      }),
    })
  })
  afterAll(async () => {
    await database?.dispose()
  })

  const getJson = async (path: string): Promise<{ status: number; body: unknown }> => {
    const response = await app.request(path)
    expect(response.headers.get('Content-Type'), path).toMatch(/^application\/json/)
    return { status: response.status, body: await response.json() }
  }

  const page = async (query = '', prefix = '/api/v1') => {
    const { status, body } = await getJson(`${prefix}/tournaments${query}`)
    expect(status, query).toBe(200)
    return decodePage(body)
  }
  const slugs = async (query = '') => (await page(query)).results.map((t) => t.slug)

  it('answers /healthz 200 with the real database ping', async () => {
    expect((await app.request('/healthz')).status).toBe(200)
  })

  it('lists every public tournament as a player reads them, drafts never', async () => {
    const all = await page('?page_size=50')
    expect(all.results.map((t) => t.slug)).toEqual(ALL_IN_ORDER)
    expect(all).toMatchObject({ count: 9, next: null, previous: null })
    expect(await slugs()).toEqual(ALL_IN_ORDER)
  })

  it('filters by timeline group, cancelled tournaments among the finished', async () => {
    expect(await slugs('?filter=all')).toEqual(ALL_IN_ORDER)
    expect(await slugs('?filter=upcoming')).toEqual([
      'cs2-kyiv-cup',
      'dota-2-dnipro-league',
      'pubg-mobile-kharkiv-showdown',
      'mlbb-odesa-open',
    ])
    expect(await slugs('?filter=active')).toEqual(['valorant-lviv-clash'])
    expect(await slugs('?filter=finished')).toEqual([
      'valorant-odesa-night-cup',
      'pubg-mobile-spring-league',
      'ea-fc-ukraine-cup',
      'cs2-winter-showdown',
    ])
  })

  it('shows why a cancelled tournament was cancelled, in both languages, and no reason otherwise', async () => {
    expect((await getJson('/api/v1/tournaments/valorant-odesa-night-cup')).body).toMatchObject({
      status: 'cancelled',
      cancellation_reason: {
        uk: 'Майданчик в Одесі недоступний у дні турніру. Внески повернено капітанам.',
        en: 'The venue in Odesa is unavailable on the tournament days. Entry fees were refunded to the captains.',
      },
    })
    expect((await getJson('/api/v1/tournaments/cs2-kyiv-cup')).body).toMatchObject({
      cancellation_reason: null,
    })
  })

  it('sends exactly the summary fields in the list, with the team counts', async () => {
    const { body } = await getJson('/api/v1/tournaments?search=kyiv%20cup')
    const [first] = (body as { results: Record<string, unknown>[] }).results
    expect(Object.keys(first ?? {}).sort()).toEqual(SUMMARY_FIELDS)
    expect(first).toMatchObject({
      slug: 'cs2-kyiv-cup',
      teams: { registered: 7, confirmed: 4 },
      slots: 16,
      status: 'published',
    })
  })

  it('searches name or game, any case, trimmed, with % and _ as plain characters', async () => {
    expect(await slugs('?search=CS2')).toEqual(['cs2-kyiv-cup', 'cs2-winter-showdown'])
    expect(await slugs('?search=counter-strike')).toEqual(['cs2-kyiv-cup', 'cs2-winter-showdown'])
    expect(await slugs(`?search=${encodeURIComponent('  dota ')}`)).toEqual(['dota-2-dnipro-league'])
    expect(await slugs('?search=pubg&filter=finished')).toEqual(['pubg-mobile-spring-league'])
    expect(await slugs('?search=bang%20bang')).toEqual(['mlbb-odesa-open'])
    for (const wildcard of ['%', '_', '%25', 'c_2', '\\', '%cup']) {
      expect(await slugs(`?search=${encodeURIComponent(wildcard)}`), wildcard).toEqual([])
    }
    expect(await page(`?search=${'x'.repeat(100)}`)).toEqual({
      count: 0,
      next: null,
      previous: null,
      results: [],
    })
    expect(await slugs('?search=')).toEqual(ALL_IN_ORDER)
  })

  it('pages with absolute links that keep the filter and search, in the language of the URL', async () => {
    const first = await page('?page_size=2')
    expect(first.results.map((t) => t.slug)).toEqual(ALL_IN_ORDER.slice(0, 2))
    expect(first).toMatchObject({ count: 9, previous: null, next: '/api/v1/tournaments?page=2&page_size=2' })
    const third = await page('?page=3&page_size=2')
    expect(third.results.map((t) => t.slug)).toEqual(ALL_IN_ORDER.slice(4, 6))
    expect(third).toMatchObject({
      previous: '/api/v1/tournaments?page=2&page_size=2',
      next: '/api/v1/tournaments?page=4&page_size=2',
    })
    const last = await page('?page=5&page_size=2')
    expect(last).toMatchObject({ next: null, previous: '/api/v1/tournaments?page=4&page_size=2' })
    expect(last.results.map((t) => t.slug)).toEqual(ALL_IN_ORDER.slice(8))
    // Beyond the end: empty, and "previous" leads back to the last page.
    expect(await page('?page=40&page_size=2')).toEqual({
      count: 9,
      next: null,
      previous: '/api/v1/tournaments?page=5&page_size=2',
      results: [],
    })
    const filtered = await page('?filter=upcoming&search=a&page_size=1', '/en/api/v1')
    expect(filtered).toMatchObject({
      previous: null,
      next: '/en/api/v1/tournaments?filter=upcoming&search=a&page=2&page_size=1',
    })
    // Following the links walks the whole list once.
    const walked: string[] = []
    let next: string | null = '/api/v1/tournaments?page_size=4'
    while (next) {
      const answer: TournamentPage = decodePage((await getJson(next)).body)
      walked.push(...answer.results.map((t) => t.slug))
      next = answer.next
    }
    expect(walked).toEqual(ALL_IN_ORDER)
  })

  it('answers a translated 400 naming each bad query parameter', async () => {
    const bad: ReadonlyArray<readonly [query: string, field: string]> = [
      ['filter=soon', 'filter'],
      ['filter=ALL', 'filter'],
      ['filter=', 'filter'],
      ['page=0', 'page'],
      ['page=-1', 'page'],
      ['page=1.5', 'page'],
      ['page=abc', 'page'],
      ['page=1e3', 'page'],
      ['page=%201', 'page'],
      ['page=10001', 'page'],
      ['page=99999999999999999999', 'page'],
      ['page_size=0', 'page_size'],
      ['page_size=51', 'page_size'],
      ['page_size=', 'page_size'],
      [`search=${'x'.repeat(101)}`, 'search'],
      ['search=a%00b', 'search'],
      ['search=%1B%5B31m', 'search'],
    ]
    for (const [query, field] of bad) {
      const uk = await getJson(`/api/v1/tournaments?${query}`)
      const en = await getJson(`/en/api/v1/tournaments?${query}`)
      expect([uk.status, en.status], query).toEqual([400, 400])
      const ukMessages = (uk.body as Record<string, Array<{ message: string }>>)[field]
      const enMessages = (en.body as Record<string, Array<{ message: string }>>)[field]
      expect(ukMessages?.length, query).toBeGreaterThan(0)
      expect(enMessages?.[0]?.message, query).toMatch(/^[A-Z][a-z]/)
      expect(ukMessages?.[0]?.message, query).toMatch(/[а-яіїє]/)
    }
    expect((await getJson('/en/api/v1/tournaments?filter=soon')).body).toEqual({
      filter: [{ code: 'invalid', params: {}, message: 'Invalid value' }],
    })
    expect((await getJson(`/en/api/v1/tournaments?search=${'x'.repeat(101)}`)).body).toEqual({
      search: [{ code: 'maxLength', params: { max: 100 }, message: 'Maximum length is 100 characters' }],
    })
  })

  it('finds a tournament by slug, by id and by upper-case id, with its registration window', async () => {
    const bySlug = await getJson('/api/v1/tournaments/cs2-kyiv-cup')
    expect(bySlug.status).toBe(200)
    expect(Object.keys(bySlug.body as object).sort()).toEqual(PAYLOAD_FIELDS)
    const tournament = decodeTournament(bySlug.body)
    expect(tournament).toMatchObject({
      slug: 'cs2-kyiv-cup',
      name: 'CS2 Kyiv Cup',
      entry: 'paid',
      entry_fee: 10,
      prize_fund: 2000,
      currency: 'USD',
      registration_start: '2026-05-17T09:00:00.000Z',
      registration_end: '2026-05-24T20:00:00.000Z',
      games_start: '2026-05-26T15:00:00.000Z',
      teams: { registered: 7, confirmed: 4 },
      team_size: { players: 5, substitutes: 2 },
      // Check-in by default: from 60 to 10 minutes before the games.
      check_in: { opens_at: '2026-05-26T14:00:00.000Z', closes_at: '2026-05-26T14:50:00.000Z' },
      prizes: [
        { place: 1, amount: 1000 },
        { place: 2, amount: 600 },
        { place: 3, amount: 400 },
      ],
    })
    expect(tournament.pot.sources.reduce((sum, source) => sum + source.amount, 0)).toBe(2000)
    expect(tournament.stages.map((stage) => [stage.number, stage.kind, stage.grand_final])).toEqual([
      [1, 'double_elimination', 'double'],
    ])
    expect(tournament.description.uk).toMatch(/Кубок/)
    expect(tournament.how_to_play.en).toHaveLength(4)
    for (const key of [tournament.id, tournament.id.toUpperCase()]) {
      const byId = await getJson(`/api/v1/tournaments/${key}`)
      expect(byId.status, key).toBe(200)
      expect(decodeTournament(byId.body), key).toEqual(tournament)
    }
    const en = await getJson(`/en/api/v1/tournaments/${tournament.id}`)
    expect(decodeTournament(en.body)).toEqual(tournament)
    // A tournament without check-in says so with null.
    expect(decodeTournament((await getJson('/api/v1/tournaments/ea-fc-ukraine-cup')).body).check_in).toBe(
      null,
    )
  })

  it('gives the same summary in the list and on the page, stages in plan order', async () => {
    for (const listed of (await page('?page_size=50')).results) {
      const { body } = await getJson(`/api/v1/tournaments/${listed.slug}`)
      const full: TournamentPayload = decodeTournament(body)
      expect(
        Object.fromEntries(SUMMARY_FIELDS.map((field) => [field, full[field as keyof TournamentPayload]])),
      ).toEqual(listed)
      expect(full.stages.map((stage) => stage.number)).toEqual(full.stages.map((_, index) => index + 1))
    }
  })

  it('answers unknown slugs, unknown ids, drafts and hostile keys with a JSON 404', async () => {
    for (const key of [
      'no-such-cup',
      'dota-2-kharkiv-masters',
      '00000000-0000-4000-8000-000000000000',
      '1234-not-a-uuid',
      encodeURIComponent("'; drop table tournaments; --"),
      encodeURIComponent('CS2-KYIV-CUP'),
      'x'.repeat(101),
    ]) {
      for (const path of [`/tournaments/${key}`, `/tournaments/${key}/participants`]) {
        expect(await getJson(`/api/v1${path}`), path).toEqual({
          status: 404,
          body: { detail: 'Не знайдено.', code: 'not_found' },
        })
        expect(await getJson(`/en/api/v1${path}`), path).toEqual({
          status: 404,
          body: { detail: 'Not found.', code: 'not_found' },
        })
      }
    }
  })

  it('lists the participants: slot holders in registration order, the waiting list last', async () => {
    const { status, body } = await getJson('/api/v1/tournaments/dota-2-dnipro-league/participants')
    expect(status).toBe(200)
    const list = decodeParticipants(body)
    expect(list.count).toBe(18)
    expect(list.results.slice(0, 3).map((team) => team.name)).toEqual([
      'Kyiv Wolves',
      'Dnipro Dragons',
      'Lviv Lions',
    ])
    expect(list.results.slice(-2).map((team) => [team.name, team.state])).toEqual([
      ['Lutsk Lynx', 'waitlisted'],
      ['Zhytomyr Rangers', 'waitlisted'],
    ])
    expect(new Set(list.results.map((team) => team.size))).toEqual(new Set([5]))
    const cup = decodeParticipants((await getJson('/en/api/v1/tournaments/cs2-kyiv-cup/participants')).body)
    expect(cup.results.map((team) => [team.name, team.state])).toEqual([
      ['Kyiv Wolves', 'confirmed'],
      ['Dnipro Dragons', 'confirmed'],
      ['Lviv Lions', 'confirmed'],
      ['Odesa Sharks', 'confirmed'],
      ['Kharkiv Phoenix', 'registered'],
      ['Poltava Storm', 'registered'],
      ['Zaporizhzhia Steel', 'registered'],
    ])
    expect(cup.results[0]).toMatchObject({ logo_url: null })
  })

  it('searches participants by team name, any case, wildcards as plain characters', async () => {
    const search = async (text: string) =>
      decodeParticipants(
        (await getJson(`/api/v1/tournaments/cs2-kyiv-cup/participants?search=${encodeURIComponent(text)}`))
          .body,
      ).results.map((team) => team.name)
    expect(await search(' STORM ')).toEqual(['Poltava Storm'])
    expect(await search('AR')).toEqual(['Odesa Sharks', 'Kharkiv Phoenix'])
    for (const wildcard of ['%', '_', 'Kyiv_Wolves']) expect(await search(wildcard), wildcard).toEqual([])
    expect(
      (await getJson(`/api/v1/tournaments/cs2-kyiv-cup/participants?search=${'x'.repeat(65)}`)).status,
    ).toBe(400)
    expect((await getJson('/api/v1/tournaments/cs2-kyiv-cup/participants?search=%00')).status).toBe(400)
    expect(await search('')).toHaveLength(7)
  })

  it('caches public answers with a strong ETag: If-None-Match gives 304, a change a new tag', async () => {
    for (const path of [
      '/api/v1/tournaments?filter=upcoming',
      '/api/v1/tournaments/cs2-kyiv-cup',
      '/en/api/v1/tournaments/cs2-kyiv-cup/participants',
    ]) {
      const first = await app.request(path)
      const tag = first.headers.get('ETag') ?? ''
      expect(tag, path).toMatch(/^"[^"]+"$/)
      expect(first.headers.get('Cache-Control'), path).toBe('public, max-age=30, must-revalidate')
      const again = await app.request(path, { headers: { 'If-None-Match': tag } })
      expect(again.status, path).toBe(304)
      expect(await again.text(), path).toBe('')
      expect(again.headers.get('ETag'), path).toBe(tag)
      expect(again.headers.get('Cache-Control'), path).toBe('public, max-age=30, must-revalidate')
      expect((await app.request(path, { headers: { 'If-None-Match': `"other", W/${tag}` } })).status).toBe(
        304,
      )
      expect((await app.request(path, { headers: { 'If-None-Match': '"other"' } })).status, path).toBe(200)
    }
    // Errors are not cached.
    const missing = await app.request('/api/v1/tournaments/no-such-cup')
    expect([missing.headers.get('ETag'), missing.headers.get('Cache-Control')]).toEqual([null, null])
    // A team leaving changes the answers that show it.
    const before = (await app.request('/api/v1/tournaments/cs2-kyiv-cup')).headers.get('ETag')
    await database.database.db
      .update(teams)
      .set({ state: 'dropped' })
      .where(eq(teams.name, 'Zaporizhzhia Steel'))
    const after = await app.request('/api/v1/tournaments/cs2-kyiv-cup', {
      headers: { 'If-None-Match': before ?? '' },
    })
    expect(after.status).toBe(200)
    expect(decodeTournament(await after.json()).teams.registered).toBe(6)
  })
})
