/**
 * The documents beside the pages (server/platform/http/site-files.ts) through the HTTP app on a real
 * seeded database: a tournament's calendar file (parsed back: its events, their Kyiv times across a
 * daylight-saving change), sitemap.xml (well-formed, with hreflang alternates), robots.txt, and the
 * OpenAPI document and its page. PGlite always, PostgreSQL when DATABASE_URL is set.
 */
import { fromZonedTime } from 'date-fns-tz'
import { eq } from 'drizzle-orm'
import { Hono } from 'hono'
import { JSDOM } from 'jsdom'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { AccountsEnv } from '#server/accounts/index.ts'
import { tournaments } from '#server/platform/db/schema.ts'
import { seedDemoData } from '#server/platform/db/seed.ts'
import { createApiV1 } from '#server/platform/http/api-v1.ts'
import { createSiteFiles } from '#server/platform/http/site-files.ts'
import { createTournamentRepository } from '#server/tournaments/tournament.repository.ts'
import { createTournamentUseCases } from '#server/tournaments/use-cases.ts'
import { createTestApp } from './support/app.ts'
import { backends, type TestDatabase } from './support/database.ts'

const ORIGIN = 'https://vatra.test'
const NOW = new Date('2026-05-20T12:00:00.000Z')

/** The properties of each VEVENT of an iCalendar text (lines unfolded), name with parameters → value. */
const parseEvents = (text: string): Array<Map<string, string>> => {
  const lines = text.replace(/\r\n[ \t]/g, '').split('\r\n')
  const events: Array<Map<string, string>> = []
  let current: Map<string, string> | undefined
  for (const line of lines) {
    if (line === 'BEGIN:VEVENT') current = new Map()
    else if (line === 'END:VEVENT' && current) {
      events.push(current)
      current = undefined
    } else if (current) {
      const colon = line.indexOf(':')
      current.set(line.slice(0, colon), line.slice(colon + 1))
    }
  }
  return events
}

/** `20300330T120000` in Europe/Kyiv as an instant. */
const kyivInstant = (local: string): string =>
  fromZonedTime(
    `${local.slice(0, 4)}-${local.slice(4, 6)}-${local.slice(6, 8)}T${local.slice(9, 11)}:${local.slice(11, 13)}:${local.slice(13, 15)}`,
    'Europe/Kyiv',
  ).toISOString()

describe.each(backends)('site files on $name', (backend) => {
  let database: TestDatabase
  let app: ReturnType<typeof createTestApp>

  beforeAll(async () => {
    database = await backend.open()
    const db = database.database.db
    await seedDemoData(database.database, NOW)
    // Registration in winter time (UTC+2), games ending in summer time (UTC+3): 30 March 2030 is the
    // eve of the change (31 March, 03:00 local).
    await db
      .update(tournaments)
      .set({
        registrationStart: new Date('2030-03-20T10:00:00.000Z'),
        registrationEnd: new Date('2030-03-30T10:00:00.000Z'),
        gamesStart: new Date('2030-03-30T16:00:00.000Z'),
        gamesEnd: new Date('2030-04-01T18:00:00.000Z'),
        updatedAt: new Date('2030-03-01T09:15:00.000Z'),
      })
      .where(eq(tournaments.slug, 'cs2-kyiv-cup'))
    const repository = createTournamentRepository(db)
    app = createTestApp({
      api: createApiV1({ tournaments: repository, accounts: { routes: new Hono<AccountsEnv>() } }),
      siteFiles: createSiteFiles({
        tournaments: createTournamentUseCases(repository),
        repository,
        origin: ORIGIN,
      }),
    })
  })
  afterAll(async () => {
    await database?.dispose()
  })

  it('serves a tournament as a calendar file with the registration and the games in Kyiv time', async () => {
    const response = await app.request('/tournaments/cs2-kyiv-cup.ics')
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toBe('text/calendar; charset=utf-8')
    expect(response.headers.get('Content-Disposition')).toBe('attachment; filename="cs2-kyiv-cup.ics"')
    const text = await response.text()
    expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true)
    expect(text).toContain('BEGIN:VTIMEZONE\r\nTZID:Europe/Kyiv\r\n')
    const [registration, games, extra] = parseEvents(text)
    expect(extra).toBeUndefined()
    expect(registration?.get('SUMMARY')).toBe('Реєстрація: CS2 Kyiv Cup')
    expect(registration?.get('DTSTART;TZID=Europe/Kyiv')).toBe('20300320T120000')
    expect(registration?.get('DTEND;TZID=Europe/Kyiv')).toBe('20300330T120000')
    expect(games?.get('SUMMARY')).toBe('CS2 Kyiv Cup: ігри')
    expect(games?.get('DTSTART;TZID=Europe/Kyiv')).toBe('20300330T180000')
    // After the change: UTC+3.
    expect(games?.get('DTEND;TZID=Europe/Kyiv')).toBe('20300401T210000')
    expect(kyivInstant(games?.get('DTEND;TZID=Europe/Kyiv') ?? '')).toBe('2030-04-01T18:00:00.000Z')
    expect(games?.get('URL;VALUE=URI') ?? games?.get('URL')).toBe(`${ORIGIN}/tournaments/cs2-kyiv-cup`)
    expect(games?.get('STATUS')).toBe('CONFIRMED')
    expect(games?.get('UID')).toMatch(/-games@vatra\.test$/)
    // Stamped with the tournament's last change, not with the moment of the request.
    expect([registration?.get('DTSTAMP'), games?.get('DTSTAMP')]).toEqual([
      '20300301T091500Z',
      '20300301T091500Z',
    ])
  })

  it('serves the English file under /en, by id too, and a cancelled one as cancelled', async () => {
    const [cup] = await database.database.db
      .select({ id: tournaments.id })
      .from(tournaments)
      .where(eq(tournaments.slug, 'cs2-kyiv-cup'))
    const english = await app.request(`/en/tournaments/${cup?.id}.ics`)
    expect(english.status).toBe(200)
    const [registration, games] = parseEvents(await english.text())
    expect(registration?.get('SUMMARY')).toBe('Registration: CS2 Kyiv Cup')
    expect(games?.get('URL;VALUE=URI') ?? games?.get('URL')).toBe(`${ORIGIN}/en/tournaments/cs2-kyiv-cup`)
    const cancelled = parseEvents(
      await (await app.request('/tournaments/valorant-odesa-night-cup.ics')).text(),
    )
    expect(cancelled.map((event) => event.get('STATUS'))).toEqual(['CANCELLED', 'CANCELLED'])
  })

  it('answers 404 for a draft, an unknown or a hostile key, and caches with an ETag', async () => {
    for (const path of [
      '/tournaments/dota-2-kharkiv-masters.ics',
      '/tournaments/no-such-cup.ics',
      '/en/tournaments/a%2Fb.ics',
      `/tournaments/${'x'.repeat(200)}.ics`,
    ]) {
      expect((await app.request(path)).status, path).toBe(404)
    }
    // A NUL is refused before any route (the app's URL guard).
    expect((await app.request('/en/tournaments/%00.ics')).status).toBe(400)
    // The clock moves on between the two requests: the file, and so its ETag, stays the same.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2030-03-02T10:00:00.000Z') })
    try {
      const first = await app.request('/tournaments/cs2-kyiv-cup.ics')
      const tag = first.headers.get('ETag') ?? ''
      expect(tag).toMatch(/^"[^"]+"$/)
      vi.setSystemTime(new Date('2030-03-02T10:03:07.000Z'))
      expect(
        (await app.request('/tournaments/cs2-kyiv-cup.ics', { headers: { 'If-None-Match': tag } })).status,
      ).toBe(304)
    } finally {
      vi.useRealTimers()
    }
  })

  it('lists public pages and every public tournament in a well-formed sitemap with hreflang alternates', async () => {
    const response = await app.request('/sitemap.xml')
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toBe('application/xml; charset=utf-8')
    const dom = new JSDOM(await response.text(), { contentType: 'application/xml' })
    const document = dom.window.document
    expect(document.querySelector('parsererror')).toBeNull()
    const urls = [...document.getElementsByTagName('url')]
    const locs = urls.map((url) => url.getElementsByTagName('loc')[0]?.textContent)
    for (const path of ['/', '/en', '/tournaments', '/en/tournaments', '/about', '/en/contacts'])
      expect(locs, path).toContain(`${ORIGIN}${path}`)
    for (const slug of ['cs2-kyiv-cup', 'valorant-odesa-night-cup', 'cs2-winter-showdown']) {
      expect(locs).toContain(`${ORIGIN}/tournaments/${slug}`)
      expect(locs).toContain(`${ORIGIN}/en/tournaments/${slug}`)
    }
    expect(locs.filter((loc) => loc?.includes('/tournaments/'))).toHaveLength(2 * 9)
    expect(locs.join(' ')).not.toContain('dota-2-kharkiv-masters')
    expect(locs.join(' ')).not.toContain('/profile')
    const cup = urls.find(
      (url) => url.getElementsByTagName('loc')[0]?.textContent === `${ORIGIN}/en/tournaments/cs2-kyiv-cup`,
    )
    const alternates = [...(cup?.getElementsByTagNameNS('http://www.w3.org/1999/xhtml', 'link') ?? [])].map(
      (link) => [link.getAttribute('hreflang'), link.getAttribute('href')],
    )
    expect(alternates).toEqual([
      ['uk', `${ORIGIN}/tournaments/cs2-kyiv-cup`],
      ['en', `${ORIGIN}/en/tournaments/cs2-kyiv-cup`],
      ['x-default', `${ORIGIN}/tournaments/cs2-kyiv-cup`],
    ])
    expect(cup?.getElementsByTagName('lastmod')[0]?.textContent).toMatch(/^\d{4}-\d{2}-\d{2}T/)
  })

  it('points robots.txt to the sitemap and keeps crawlers out of accounts and the API', async () => {
    const response = await app.request('/robots.txt')
    expect(response.status).toBe(200)
    const lines = (await response.text()).split('\n')
    expect(lines).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`)
    for (const rule of ['Disallow: /profile', 'Disallow: /en/profile', 'Disallow: /api/', 'Disallow: /login'])
      expect(lines).toContain(rule)
    expect(lines).not.toContain('Disallow: /tournaments')
  })

  it('serves the OpenAPI 3.1 document of the tournaments and teams endpoints and a readable page', async () => {
    const response = await app.request('/api/v1/openapi.json')
    expect(response.status).toBe(200)
    const document = (await response.json()) as {
      openapi: string
      paths: Record<
        string,
        {
          get: { parameters: Array<{ name: string; schema: Record<string, unknown> }> }
          post?: { responses: Record<string, unknown> }
        }
      >
      components: { schemas: Record<string, { properties?: Record<string, Record<string, unknown>> }> }
    }
    expect(document.openapi).toBe('3.1.0')
    expect(Object.keys(document.paths)).toEqual([
      '/tournaments',
      '/tournaments/{id}',
      '/tournaments/{id}/participants',
      '/tournaments/{id}/results',
      '/live',
      '/tournaments/{id}/matches/{matchId}',
      '/tournaments/{id}/payouts',
      '/tournaments/{id}/teams',
      '/teams/{teamId}',
      '/teams/{teamId}/members',
      '/teams/{teamId}/members/{userId}',
      '/teams/{teamId}/logo',
      '/teams/{teamId}/check-in',
      '/teams/{teamId}/invite-link',
      '/teams/{teamId}/invitees/{userId}',
      '/teams/{teamId}/decision',
      '/teams/{teamId}/invitations/{code}',
      '/me/tournaments',
      '/me/invitations',
      '/me/invitations/{teamId}',
      '/me/invitations/{teamId}/accept',
      '/me/removals',
      '/me/removals/{removalId}',
      '/news',
      '/news/{id}',
      '/streamers',
      '/streamers/{id}',
      '/contact',
      '/streamer-applications',
      '/console/users',
      '/console/users/{id}/role',
      '/console/users/{id}/disable',
      '/console/users/{id}/enable',
      '/console/audit',
      '/console/tournaments/{id}/teams',
      '/console/tournaments/{id}/teams/confirm',
      '/console/teams/{teamId}/reject',
      '/console/teams/{teamId}/drop',
      '/console/teams/{teamId}/promote',
      '/console/tournaments',
      '/console/tournaments/{id}',
      '/console/tournaments/{id}/publish',
      '/console/tournaments/{id}/unpublish',
      '/console/tournaments/{id}/cancel',
      '/console/tournaments/{id}/cover',
      '/console/tournaments/{id}/stages',
      '/console/stages/{stageId}/draw',
      '/console/stages/{stageId}/start',
      '/console/stages/{stageId}/finish',
      '/console/stages/{stageId}/advance',
      '/console/stages/{stageId}/pair-next-round',
      '/console/matches/{matchId}/report',
      '/console/matches/{matchId}/correction-preview',
      '/console/matches/{matchId}/correct',
      '/console/stages/{stageId}/battle-royale-matches',
      '/console/battle-royale-matches/{matchId}',
      '/console/stages/{stageId}/battle-royale-import',
      '/matches/{matchId}/reports',
      '/matches/{matchId}/proofs',
      '/matches/{matchId}/confirm',
      '/matches/{matchId}/dispute',
      '/matches/{matchId}/decision',
      '/console/disputes',
      '/console/tournaments/{id}/payouts',
      '/console/tournaments/{id}/payouts/{place}',
      '/console/inbox',
      '/console/inbox/{id}',
      '/console/inbox/{id}/status',
      '/console/inbox/{id}/assignee',
      '/console/inbox/{id}/notes',
      '/console/inbox/{id}/replies',
      '/console/inbox/{id}/accept',
      '/console/inbox/person/export',
      '/console/inbox/person/erase',
    ])
    const list = document.paths['/tournaments']?.get.parameters ?? []
    expect(list.map((parameter) => parameter.name)).toEqual(['filter', 'search', 'page', 'page_size'])
    // Idempotency-Key on every POST and PATCH with a JSON body or none, never on a multipart upload;
    // a 503 (the database away) on every operation.
    type Operation = { parameters: Array<{ name: string; in: string }>; responses: Record<string, unknown> }
    const operations = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.entries(item as unknown as Record<string, Operation>).map(([method, operation]) => ({
        path,
        method,
        operation,
      })),
    )
    const keyed = operations
      .filter(({ operation }) =>
        operation.parameters.some((p) => p.name === 'Idempotency-Key' && p.in === 'header'),
      )
      .map(({ method, path }) => `${method.toUpperCase()} ${path}`)
    expect(keyed).toEqual([
      'POST /tournaments/{id}/teams',
      'PATCH /teams/{teamId}',
      'POST /teams/{teamId}/members',
      'POST /teams/{teamId}/check-in',
      'POST /teams/{teamId}/invite-link',
      'POST /teams/{teamId}/decision',
      'POST /me/invitations/{teamId}/accept',
      'POST /contact',
      'POST /streamer-applications',
      'POST /console/users/{id}/disable',
      'POST /console/users/{id}/enable',
      'POST /console/tournaments/{id}/teams/confirm',
      'POST /console/teams/{teamId}/reject',
      'POST /console/teams/{teamId}/drop',
      'POST /console/teams/{teamId}/promote',
      'POST /console/tournaments',
      'POST /console/tournaments/{id}/publish',
      'POST /console/tournaments/{id}/unpublish',
      'POST /console/tournaments/{id}/cancel',
      'POST /console/stages/{stageId}/draw',
      'POST /console/stages/{stageId}/start',
      'POST /console/stages/{stageId}/finish',
      'POST /console/stages/{stageId}/advance',
      'POST /console/stages/{stageId}/pair-next-round',
      'POST /console/matches/{matchId}/report',
      'POST /console/matches/{matchId}/correction-preview',
      'POST /console/matches/{matchId}/correct',
      'POST /console/stages/{stageId}/battle-royale-matches',
      'POST /console/stages/{stageId}/battle-royale-import',
      'POST /matches/{matchId}/reports',
      'POST /matches/{matchId}/confirm',
      'POST /matches/{matchId}/dispute',
      'POST /matches/{matchId}/decision',
      'POST /console/inbox/{id}/status',
      'POST /console/inbox/{id}/assignee',
      'POST /console/inbox/{id}/notes',
      'POST /console/inbox/{id}/replies',
      'POST /console/inbox/{id}/accept',
      'POST /console/inbox/person/export',
      'POST /console/inbox/person/erase',
    ])
    expect(operations.filter(({ operation }) => !('503' in operation.responses))).toEqual([])
    expect(Object.keys(document.paths['/contact']?.post?.responses ?? {})).toEqual(
      expect.arrayContaining(['409', '422', '503']),
    )
    expect(list[0]?.schema).toEqual({ type: 'string', enum: ['all', 'upcoming', 'active', 'finished'] })
    const tournament = document.components.schemas.Tournament
    expect(Object.keys(tournament?.properties ?? {})).toEqual(
      expect.arrayContaining(['registration_start', 'registration_end', 'stages', 'sponsors', 'teams']),
    )
    expect(tournament?.properties?.slug).toMatchObject({
      type: 'string',
      pattern: '^[a-z0-9]+(-[a-z0-9]+)*$',
    })
    expect(document.components.schemas.ParticipantList).toBeDefined()
    expect(Object.keys(document.components.schemas.TournamentResults?.properties ?? {})).toEqual([
      'current_stage',
      'stages',
    ])
    const page = await app.request('/en/api/docs')
    expect(page.status).toBe(200)
    expect(page.headers.get('Content-Type')).toMatch(/^text\/html/)
    const html = new JSDOM(await page.text()).window.document
    expect(html.documentElement.lang).toBe('en')
    expect([...html.querySelectorAll('h2 code')].map((code) => code.textContent)).toEqual([
      'GET /en/api/v1/tournaments',
      'GET /en/api/v1/tournaments/{id}',
      'GET /en/api/v1/tournaments/{id}/participants',
      'GET /en/api/v1/tournaments/{id}/results',
      'GET /en/api/v1/live',
      'GET /en/api/v1/tournaments/{id}/matches/{matchId}',
      'GET /en/api/v1/tournaments/{id}/payouts',
      'GET /en/api/v1/tournaments/{id}/teams',
      'POST /en/api/v1/tournaments/{id}/teams',
      'GET /en/api/v1/teams/{teamId}',
      'PATCH /en/api/v1/teams/{teamId}',
      'POST /en/api/v1/teams/{teamId}/members',
      'DELETE /en/api/v1/teams/{teamId}/members/{userId}',
      'POST /en/api/v1/teams/{teamId}/logo',
      'POST /en/api/v1/teams/{teamId}/check-in',
      'POST /en/api/v1/teams/{teamId}/invite-link',
      'DELETE /en/api/v1/teams/{teamId}/invitees/{userId}',
      'POST /en/api/v1/teams/{teamId}/decision',
      'GET /en/api/v1/teams/{teamId}/invitations/{code}',
      'GET /en/api/v1/me/tournaments',
      'GET /en/api/v1/me/invitations',
      'DELETE /en/api/v1/me/invitations/{teamId}',
      'POST /en/api/v1/me/invitations/{teamId}/accept',
      'GET /en/api/v1/me/removals',
      'DELETE /en/api/v1/me/removals/{removalId}',
      'GET /en/api/v1/news',
      'GET /en/api/v1/news/{id}',
      'GET /en/api/v1/streamers',
      'GET /en/api/v1/streamers/{id}',
      'POST /en/api/v1/contact',
      'POST /en/api/v1/streamer-applications',
      'GET /en/api/v1/console/users',
      'PUT /en/api/v1/console/users/{id}/role',
      'POST /en/api/v1/console/users/{id}/disable',
      'POST /en/api/v1/console/users/{id}/enable',
      'GET /en/api/v1/console/audit',
      'GET /en/api/v1/console/tournaments/{id}/teams',
      'POST /en/api/v1/console/tournaments/{id}/teams/confirm',
      'POST /en/api/v1/console/teams/{teamId}/reject',
      'POST /en/api/v1/console/teams/{teamId}/drop',
      'POST /en/api/v1/console/teams/{teamId}/promote',
      'GET /en/api/v1/console/tournaments',
      'POST /en/api/v1/console/tournaments',
      'GET /en/api/v1/console/tournaments/{id}',
      'PUT /en/api/v1/console/tournaments/{id}',
      'POST /en/api/v1/console/tournaments/{id}/publish',
      'POST /en/api/v1/console/tournaments/{id}/unpublish',
      'POST /en/api/v1/console/tournaments/{id}/cancel',
      'POST /en/api/v1/console/tournaments/{id}/cover',
      'GET /en/api/v1/console/tournaments/{id}/stages',
      'POST /en/api/v1/console/stages/{stageId}/draw',
      'POST /en/api/v1/console/stages/{stageId}/start',
      'POST /en/api/v1/console/stages/{stageId}/finish',
      'POST /en/api/v1/console/stages/{stageId}/advance',
      'POST /en/api/v1/console/stages/{stageId}/pair-next-round',
      'POST /en/api/v1/console/matches/{matchId}/report',
      'POST /en/api/v1/console/matches/{matchId}/correction-preview',
      'POST /en/api/v1/console/matches/{matchId}/correct',
      'POST /en/api/v1/console/stages/{stageId}/battle-royale-matches',
      'PUT /en/api/v1/console/battle-royale-matches/{matchId}',
      'POST /en/api/v1/console/stages/{stageId}/battle-royale-import',
      'GET /en/api/v1/matches/{matchId}/reports',
      'POST /en/api/v1/matches/{matchId}/reports',
      'POST /en/api/v1/matches/{matchId}/proofs',
      'POST /en/api/v1/matches/{matchId}/confirm',
      'POST /en/api/v1/matches/{matchId}/dispute',
      'POST /en/api/v1/matches/{matchId}/decision',
      'GET /en/api/v1/console/disputes',
      'GET /en/api/v1/console/tournaments/{id}/payouts',
      'PUT /en/api/v1/console/tournaments/{id}/payouts/{place}',
      'GET /en/api/v1/console/inbox',
      'GET /en/api/v1/console/inbox/{id}',
      'POST /en/api/v1/console/inbox/{id}/status',
      'POST /en/api/v1/console/inbox/{id}/assignee',
      'POST /en/api/v1/console/inbox/{id}/notes',
      'POST /en/api/v1/console/inbox/{id}/replies',
      'POST /en/api/v1/console/inbox/{id}/accept',
      'POST /en/api/v1/console/inbox/person/export',
      'POST /en/api/v1/console/inbox/person/erase',
    ])
    // The inquiry bodies are the forms' own schema with the anti-spam fields.
    expect(Object.keys(document.components.schemas.ContactRequest?.properties ?? {})).toEqual([
      'name',
      'phone',
      'message',
      'started',
      'website',
    ])
    const team = document.components.schemas.Team
    expect(Object.keys(team?.properties ?? {})).toEqual(
      expect.arrayContaining(['players', 'missing', 'invite_url', 'waitlist_position', 'check_in']),
    )
    // The organisers' endpoints: their query from the audit log's schema, the refusals that hide them.
    const audit = document.paths['/console/audit']?.get.parameters ?? []
    expect(audit.map((parameter) => parameter.name)).toEqual([
      'tournament',
      'actor',
      'kind',
      'page',
      'page_size',
    ])
    expect(audit.find((parameter) => parameter.name === 'kind')?.schema).toMatchObject({
      enum: expect.arrayContaining(['role.granted', 'role.revoked', 'account.disabled', 'account.enabled']),
    })
    for (const item of [
      '/console/users/{id}/role',
      '/console/users/{id}/disable',
      '/console/users/{id}/enable',
      '/console/audit',
    ]) {
      const operation = Object.values(document.paths[item] ?? {})[0] as Operation | undefined
      expect(Object.keys(operation?.responses ?? {})).toEqual(
        expect.arrayContaining(['200', '403', '404', '503']),
      )
    }
    expect(Object.keys(document.components.schemas.StaffUser?.properties ?? {})).toEqual([
      'id',
      'username',
      'role',
      'disabled',
    ])
    expect(html.querySelector('script')).toBeNull()
    expect((await app.request('/api/docs')).status).toBe(200)
  })
})
