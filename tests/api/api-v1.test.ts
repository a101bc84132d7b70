/**
 * REST API v1 (server/platform/http/api-v1.ts) through the HTTP app, against a real migrated and seeded database:
 * embedded PGlite always, PostgreSQL when DATABASE_URL is set (a database of its own, dropped after).
 */
import { randomBytes } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Hono } from 'hono'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { decodeTournamentPayload, type TournamentPayload } from '#core/tournaments/tournament.schema.ts'
import type { AccountsEnv } from '#server/accounts/index.ts'
import { type Database, openDatabase } from '#server/platform/db/client.ts'
import { migrate } from '#server/platform/db/migrate.ts'
import { demoTournaments, seedDemoData } from '#server/platform/db/seed.ts'
import { createApiV1 } from '#server/platform/http/api-v1.ts'
import { createTournamentRepository } from '#server/tournaments/tournament.repository.ts'
import { createTestApp } from './support/app.ts'

// The accounts endpoints have suites of their own (tests/api/accounts-*.test.ts).
const noAccounts = { routes: new Hono<AccountsEnv>() }

interface Backend {
  readonly name: 'pglite' | 'postgres'
  open(dataDir: string): Promise<{ database: Database; dispose(): Promise<void> }>
}

const withAdmin = async (url: string, statement: string): Promise<void> => {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    await client.query(statement)
  } finally {
    await client.end()
  }
}

const backends: Backend[] = [
  {
    name: 'pglite',
    open: async (dataDir) => {
      const database = await openDatabase({ dataDir })
      return { database, dispose: () => database.close() }
    },
  },
]
const adminUrl = process.env.DATABASE_URL
if (adminUrl) {
  backends.push({
    name: 'postgres',
    open: async (dataDir) => {
      const name = `esports_api_${process.pid}_${randomBytes(4).toString('hex')}`
      await withAdmin(adminUrl, `create database "${name}"`)
      const url = new URL(adminUrl)
      url.pathname = `/${name}`
      const database = await openDatabase({ dataDir, databaseUrl: url.href })
      return {
        database,
        dispose: async () => {
          await database.close()
          await withAdmin(adminUrl, `drop database if exists "${name}" with (force)`)
        },
      }
    },
  })
}

const PAYLOAD_FIELDS = [
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
]

describe.each(backends)('API v1 on $name', (backend) => {
  let dataDir: string
  let dispose: () => Promise<void>
  let app: ReturnType<typeof createTestApp>
  const now = new Date()
  const demoCount = demoTournaments(now).length

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'esports-api-test-'))
    const opened = await backend.open(dataDir)
    dispose = opened.dispose
    await migrate(opened.database)
    await seedDemoData(opened.database, now)
    app = createTestApp({
      ping: () => opened.database.ping(),
      api: createApiV1({ tournaments: createTournamentRepository(opened.database.db), accounts: noAccounts }),
    })
  })
  afterAll(async () => {
    await dispose?.()
    await rm(dataDir, { recursive: true, force: true })
  })

  const getJson = async (path: string): Promise<{ status: number; body: unknown }> => {
    const response = await app.request(path)
    expect(response.headers.get('Content-Type'), path).toMatch(/^application\/json/)
    return { status: response.status, body: await response.json() }
  }

  const list = async (query = ''): Promise<TournamentPayload[]> => {
    const { status, body } = await getJson(`/api/v1/tournaments${query}`)
    expect(status, query).toBe(200)
    const { results } = body as { results: unknown[] }
    return results.map((result) => decodeTournamentPayload(result))
  }

  it('answers /healthz 200 with the real database ping', async () => {
    expect((await app.request('/healthz')).status).toBe(200)
  })

  it('lists every seeded tournament by default, earliest games first, each a valid payload', async () => {
    const results = await list()
    expect(results).toHaveLength(demoCount)
    const starts = results.map((t) => Date.parse(t.games_start))
    expect(starts).toEqual([...starts].sort((a, b) => a - b))
    expect(new Set(results.map((t) => t.slug)).size).toBe(demoCount)
  })

  it('sends exactly the payload fields of the contract, nothing internal', async () => {
    const { body } = await getJson('/api/v1/tournaments?limit=1')
    const [first] = (body as { results: Record<string, unknown>[] }).results
    expect(Object.keys(first ?? {}).sort()).toEqual(PAYLOAD_FIELDS)
  })

  it('honours limit from 1 to 100, keeping the order', async () => {
    const all = await list()
    expect(await list('?limit=1')).toEqual(all.slice(0, 1))
    expect(await list('?limit=3')).toEqual(all.slice(0, 3))
    expect(await list('?limit=100')).toEqual(all)
    expect(await list('?limit=3&other=x')).toHaveLength(3)
  })

  it('answers a JSON 400 for a limit outside 1..100 or not an integer, in the language of the URL', async () => {
    for (const limit of ['0', '101', '-1', '1.5', 'abc', '', '1e3', 'Infinity', 'NaN', '%20']) {
      const uk = await getJson(`/api/v1/tournaments?limit=${limit}`)
      expect(uk, `limit=${limit}`).toEqual({
        status: 400,
        body: { detail: 'Некоректний запит.', code: 'bad_request' },
      })
      const en = await getJson(`/en/api/v1/tournaments?limit=${limit}`)
      expect(en, `limit=${limit}`).toEqual({
        status: 400,
        body: { detail: 'Bad request.', code: 'bad_request' },
      })
    }
  })

  it('serves the same list under /en/api/v1', async () => {
    const { body } = await getJson('/en/api/v1/tournaments?limit=2')
    expect((body as { results: unknown[] }).results.map((r) => decodeTournamentPayload(r))).toEqual(
      await list('?limit=2'),
    )
  })

  it('finds a tournament by slug, by id and by upper-case id, with the seeded values', async () => {
    const bySlug = await getJson('/api/v1/tournaments/cs2-kyiv-cup')
    expect(bySlug.status).toBe(200)
    const tournament = decodeTournamentPayload(bySlug.body)
    expect(tournament).toMatchObject({
      slug: 'cs2-kyiv-cup',
      name: 'CS2 Kyiv Cup',
      entry: 'paid',
      entry_fee: 10,
      prize_fund: 2000,
      currency: 'USD',
    })
    for (const key of [tournament.id, tournament.id.toUpperCase()]) {
      const byId = await getJson(`/api/v1/tournaments/${key}`)
      expect(byId.status, key).toBe(200)
      expect(decodeTournamentPayload(byId.body), key).toEqual(tournament)
    }
    const en = await getJson(`/en/api/v1/tournaments/${tournament.id}`)
    expect(decodeTournamentPayload(en.body)).toEqual(tournament)
  })

  it('gives the same payload in the list and by slug', async () => {
    for (const listed of await list()) {
      const { body } = await getJson(`/api/v1/tournaments/${listed.slug}`)
      expect(decodeTournamentPayload(body)).toEqual(listed)
    }
  })

  it('answers unknown slugs, unknown ids and hostile keys with a JSON 404', async () => {
    for (const key of [
      'no-such-cup',
      '00000000-0000-4000-8000-000000000000',
      '1234-not-a-uuid',
      encodeURIComponent("'; drop table tournaments; --"),
      encodeURIComponent('CS2-KYIV-CUP'),
    ]) {
      expect(await getJson(`/api/v1/tournaments/${key}`), key).toEqual({
        status: 404,
        body: { detail: 'Не знайдено.', code: 'not_found' },
      })
      expect(await getJson(`/en/api/v1/tournaments/${key}`), key).toEqual({
        status: 404,
        body: { detail: 'Not found.', code: 'not_found' },
      })
    }
    expect(await list()).toHaveLength(demoCount)
  })
})
