/**
 * The database layer on every available backend: embedded PGlite always, PostgreSQL when
 * DATABASE_URL is set (each run in a database of its own, dropped afterwards).
 */
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { count, eq, sql } from 'drizzle-orm'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Database, DatabaseLockedError, openDatabase } from '#server/platform/db/client.ts'
import { MIGRATIONS_FOLDER, migrate } from '#server/platform/db/migrate.ts'
import {
  type NewTournamentRow,
  teamMembers,
  teams,
  tournamentStages,
  tournaments,
  users,
} from '#server/platform/db/schema.ts'
import { demoTournaments, type SeededTournament, seedDemoData } from '#server/platform/db/seed.ts'
import { toTournamentPayload } from '#server/tournaments/tournament.mapper.ts'
import {
  createTournamentRepository,
  findTournamentBySlugOrId,
} from '#server/tournaments/tournament.repository.ts'
import { decodeTournament } from './support/tournament-payload.ts'

const CLIENT_MODULE = pathToFileURL(join(import.meta.dirname, '../../server/platform/db/client.ts')).href

/** Opens a fresh, empty database; `dispose` closes it and removes whatever it created. */
interface Backend {
  readonly name: 'pglite' | 'postgres'
  fresh(): Promise<{ database: Database; dispose(): Promise<void> }>
}

const tempDirs: string[] = []
const makeTempDir = async (): Promise<string> => {
  const dir = await mkdtemp(join(tmpdir(), 'esports-db-test-'))
  tempDirs.push(dir)
  return dir
}
afterAll(async () => {
  await Promise.all(tempDirs.map((dir) => rm(dir, { recursive: true, force: true })))
})

const pgliteBackend: Backend = {
  name: 'pglite',
  fresh: async () => {
    const database = await openDatabase({ dataDir: await makeTempDir() })
    return { database, dispose: () => database.close() }
  },
}

const postgresBackend = (adminUrl: string): Backend => ({
  name: 'postgres',
  fresh: async () => {
    const name = `esports_test_${process.pid}_${randomBytes(4).toString('hex')}`
    await withAdmin(adminUrl, (admin) => admin.query(`create database "${name}"`))
    const url = new URL(adminUrl)
    url.pathname = `/${name}`
    const database = await openDatabase({ dataDir: await makeTempDir(), databaseUrl: url.href })
    return {
      database,
      dispose: async () => {
        await database.close()
        await withAdmin(adminUrl, (admin) => admin.query(`drop database if exists "${name}" with (force)`))
      },
    }
  },
})

const withAdmin = async <T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> => {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return await run(client)
  } finally {
    await client.end()
  }
}

const backends: Backend[] = [pgliteBackend]
if (process.env.DATABASE_URL) backends.push(postgresBackend(process.env.DATABASE_URL))

/** Every message and constraint name along an error's cause chain (Drizzle wraps driver errors). */
const describeError = (error: unknown): string => {
  const parts: string[] = []
  let current: unknown = error
  while (current instanceof Error) {
    parts.push(current.message)
    const constraint = (current as { constraint?: unknown }).constraint
    if (typeof constraint === 'string') parts.push(constraint)
    current = current.cause
  }
  return parts.join(' | ')
}

const rejection = async (promise: Promise<unknown>): Promise<string> => {
  try {
    await promise
  } catch (error) {
    return describeError(error)
  }
  throw new Error('expected a rejection')
}

const validRow = (overrides: Partial<NewTournamentRow> = {}): NewTournamentRow => ({
  slug: `test-${randomBytes(4).toString('hex')}`,
  name: 'Test Cup',
  game: 'Counter-Strike 2',
  format: '5v5',
  slots: 8,
  registrationStart: new Date('2030-01-01T10:00:00Z'),
  registrationEnd: new Date('2030-01-05T10:00:00Z'),
  gamesStart: new Date('2030-01-06T10:00:00Z'),
  gamesEnd: new Date('2030-01-07T10:00:00Z'),
  ...overrides,
})

describe.each(backends)('database layer on $name', (backend) => {
  let database: Database
  let dispose: () => Promise<void>
  const now = new Date('2031-06-15T13:37:00Z')

  beforeAll(async () => {
    ;({ database, dispose } = await backend.fresh())
  })
  afterAll(async () => {
    await dispose()
  })

  it('reports its kind', () => {
    expect(database.kind).toBe(backend.name)
  })

  it('migrates an empty database, and migrating again changes nothing', async () => {
    await migrate(database)
    const [empty] = await database.db.select({ n: count() }).from(tournaments)
    expect(empty?.n).toBe(0)
    await migrate(database)
    // The migrations table is drizzle's own, outside the schema: read it through raw SQL.
    const applied = await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(sql`drizzle.__drizzle_migrations`)
    const journal = JSON.parse(await readFile(join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as {
      entries: unknown[]
    }
    expect(applied).toEqual([{ n: journal.entries.length }])
  })

  it('seeds the demo tournaments, their stages, players and teams once, and calls seedResults once', async () => {
    const calls: Array<ReadonlyMap<string, SeededTournament>> = []
    const seedResults = async (_db: Database, seeded: ReadonlyMap<string, SeededTournament>) => {
      calls.push(seeded)
    }
    const first = await seedDemoData(database, now, { seedResults })
    expect(first.inserted.tournaments).toBe(demoTournaments(now).length)
    expect(first.inserted.users).toBe(100)
    expect(first.inserted.teams).toBeGreaterThan(60)
    const snapshot = async () => ({
      tournaments: await database.db.select().from(tournaments).orderBy(tournaments.slug),
      stages: await database.db.select().from(tournamentStages).orderBy(tournamentStages.id),
      teams: await database.db.select().from(teams).orderBy(teams.id),
      members: await database.db.select().from(teamMembers).orderBy(teamMembers.teamId, teamMembers.userId),
      users: await database.db.select().from(users).orderBy(users.id),
    })
    const before = await snapshot()

    const second = await seedDemoData(database, now, { seedResults })
    expect(second.inserted).toEqual({ tournaments: 0, stages: 0, users: 0, teams: 0, members: 0 })
    // Even with another clock, an already seeded database is left alone.
    expect((await seedDemoData(database, new Date('2040-01-01T00:00:00Z'))).inserted.tournaments).toBe(0)
    expect(await snapshot()).toEqual(before)

    // The results seeder ran once, after the commit, with every tournament, its stages and teams.
    expect(calls).toHaveLength(1)
    const seeded = calls[0]
    expect(seeded?.get('cs2-winter-showdown')?.stages.map((stage) => stage.kind)).toEqual([
      'double_elimination',
    ])
    expect(seeded?.get('cs2-winter-showdown')?.teams).toHaveLength(8)
    expect(seeded?.get('valorant-lviv-clash')?.stages.map((stage) => stage.kind)).toEqual([
      'round_robin',
      'single_elimination',
    ])
    expect(seeded?.get('pubg-mobile-spring-league')?.teams).toHaveLength(16)
  })

  it('seeds players nobody can sign in as, each in one team per tournament, captains among members', async () => {
    const demoUsers = await database.db.select().from(users)
    for (const user of demoUsers) {
      expect([user.passwordHash, user.email, user.phone], user.username).toEqual([null, null, null])
    }
    const captains = await database.db
      .select({ team: teams.id, captain: teams.captainId, member: teamMembers.userId })
      .from(teams)
      .leftJoin(
        teamMembers,
        sql`${teamMembers.teamId} = ${teams.id} and ${teamMembers.userId} = ${teams.captainId}`,
      )
    for (const row of captains) expect(row.member, row.team).toBe(row.captain)
  })

  it('seeds every phase of the timeline relative to now, a cancelled one and a draft', async () => {
    const rows = await database.db.select().from(tournaments).where(eq(tournaments.status, 'published'))
    const at = now.getTime()
    const phases = rows.map((row) => {
      if (at < row.registrationStart.getTime()) return 'upcoming'
      if (at < row.registrationEnd.getTime()) return 'registration-open'
      if (at < row.gamesStart.getTime()) return 'registration-closed'
      if (at < row.gamesEnd.getTime()) return 'in-progress'
      return 'finished'
    })
    expect(new Set(phases)).toEqual(
      new Set(['upcoming', 'registration-open', 'registration-closed', 'in-progress', 'finished']),
    )
    expect(phases.filter((phase) => phase === 'upcoming').length).toBeGreaterThanOrEqual(2)
    expect(phases.filter((phase) => phase === 'finished').length).toBeGreaterThanOrEqual(2)
    const statuses = (await database.db.select({ status: tournaments.status }).from(tournaments)).map(
      (row) => row.status,
    )
    expect(statuses.filter((status) => status === 'cancelled')).toHaveLength(1)
    expect(statuses.filter((status) => status === 'draft')).toHaveLength(1)
    const games = new Set(rows.map((row) => row.game))
    for (const game of [
      'Counter-Strike 2',
      'Dota 2',
      'Valorant',
      'PUBG Mobile',
      'Mobile Legends: Bang Bang',
      'EA Sports FC',
    ])
      expect(games, game).toContain(game)
    for (const row of rows) {
      const prizeTotal = row.prizes.reduce((sum, prize) => sum + prize.amountCents, 0)
      expect(prizeTotal, row.slug).toBe(row.prizeFundCents)
      const potTotal = row.potSources.reduce((sum, source) => sum + source.amountCents, 0)
      expect(potTotal, row.slug).toBe(row.prizeFundCents)
      for (const text of [row.descriptionUk, row.descriptionEn, row.rulesUk, row.rulesEn])
        expect(text?.length ?? 0, row.slug).toBeGreaterThan(40)
      expect(row.descriptionUk, row.slug).toMatch(/[а-яіїєґ]/)
      expect(`${row.descriptionEn} ${row.rulesEn}`, row.slug).not.toMatch(/lorem|ipsum/i)
    }
  })

  it('finds a tournament by slug and by id, in any case of the uuid', async () => {
    const bySlug = await findTournamentBySlugOrId(database.db, 'cs2-kyiv-cup')
    expect(bySlug?.name).toBe('CS2 Kyiv Cup')
    if (!bySlug) return
    expect((await findTournamentBySlugOrId(database.db, bySlug.id))?.slug).toBe('cs2-kyiv-cup')
    expect((await findTournamentBySlugOrId(database.db, bySlug.id.toUpperCase()))?.slug).toBe('cs2-kyiv-cup')
    const repository = createTournamentRepository(database.db)
    expect((await repository.findTournamentBySlugOrId(bySlug.id))?.id).toBe(bySlug.id)
  })

  it('answers not found for unknown slugs, unknown ids and malformed uuids', async () => {
    for (const key of [
      'no-such-cup',
      '00000000-0000-4000-8000-000000000000',
      '1234-not-a-uuid',
      '00000000-0000-0000-0000-00000000000z',
      "'; drop table tournaments; --",
      '',
      // A draft is never public.
      'dota-2-kharkiv-masters',
    ]) {
      expect(await findTournamentBySlugOrId(database.db, key), key).toBeUndefined()
    }
  })

  it('maps rows to API payloads that the core schema accepts', async () => {
    const paid = await findTournamentBySlugOrId(database.db, 'cs2-kyiv-cup')
    const free = await findTournamentBySlugOrId(database.db, 'dota-2-dnipro-league')
    if (!paid || !free) throw new Error('demo data missing')
    const payload = decodeTournament(toTournamentPayload(paid, [], { registered: 0, confirmed: 0 }))
    expect(payload).toMatchObject({
      slug: 'cs2-kyiv-cup',
      entry: 'paid',
      entry_fee: 10,
      prize_fund: 2000,
      currency: 'USD',
      slots: 16,
      registration_start: paid.registrationStart.toISOString(),
    })
    expect(decodeTournament(toTournamentPayload(free, [], { registered: 0, confirmed: 0 }))).toMatchObject({
      entry: 'free',
      entry_fee: null,
    })
  })

  it('rejects rows that break the timeline order or the amounts', async () => {
    const insert = (row: NewTournamentRow) => database.db.insert(tournaments).values(row)
    expect(
      await rejection(insert(validRow({ registrationEnd: new Date('2029-12-31T10:00:00Z') }))),
    ).toContain('tournaments_timeline_order')
    expect(await rejection(insert(validRow({ gamesStart: new Date('2030-01-04T10:00:00Z') })))).toContain(
      'tournaments_timeline_order',
    )
    expect(await rejection(insert(validRow({ prizeFundCents: -1 })))).toContain(
      'tournaments_prize_fund_non_negative',
    )
    expect(await rejection(insert(validRow({ entry: 'paid' })))).toContain(
      'tournaments_entry_fee_matches_entry',
    )
    expect(await rejection(insert(validRow({ entryFeeCents: 500 })))).toContain(
      'tournaments_entry_fee_matches_entry',
    )
    expect(await rejection(insert(validRow({ slug: 'Not A Slug' })))).toContain('tournaments_slug_format')
    expect(await rejection(insert(validRow({ slug: 'cs2-kyiv-cup' })))).toContain('tournaments_slug_key')
    // Registration may end exactly when the games start.
    await insert(validRow({ registrationEnd: new Date('2030-01-06T10:00:00Z') }))
  })

  it('pings while open and rejects a ping after close', async () => {
    const { database: other, dispose: disposeOther } = await backend.fresh()
    try {
      await other.ping()
      await other.close()
      await expect(other.ping()).rejects.toThrow()
      await other.close() // idempotent
    } finally {
      await disposeOther()
    }
  })
})

describe('postgres when unreachable', () => {
  it('rejects ping instead of hanging', async () => {
    const database = await openDatabase({
      dataDir: await makeTempDir(),
      // Port 9 (discard) refuses connections on a normal machine.
      databaseUrl: 'postgres://nobody:nothing@127.0.0.1:9/nowhere',
    })
    try {
      await expect(database.ping()).rejects.toThrow()
    } finally {
      await database.close()
    }
  })
})

/** Runs openDatabase on `dataDir` in another Node process; its stdout says what happened. */
const openInChild = (dataDir: string): Promise<{ code: number | null; output: string }> =>
  new Promise((done, fail) => {
    const script = `
      import { openDatabase } from ${JSON.stringify(CLIENT_MODULE)}
      try {
        const database = await openDatabase({ dataDir: process.env.TEST_DATA_DIR })
        await database.ping()
        await database.close()
        console.log('OPENED')
      } catch (error) {
        console.log(error.name + ': ' + error.message)
        process.exitCode = 3
      }
    `
    const child = spawn(
      process.execPath,
      ['--experimental-strip-types', '--no-warnings', '--input-type=module', '-e', script],
      { env: { ...process.env, TEST_DATA_DIR: dataDir }, stdio: ['ignore', 'pipe', 'pipe'] },
    )
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString()
    })
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString()
    })
    child.on('error', fail)
    child.on('close', (code) => done({ code, output: output.trim() }))
  })

/** The pid of a process that has just exited: certainly not alive. */
const deadPid = (): Promise<number> =>
  new Promise((done, fail) => {
    const child = spawn(process.execPath, ['-e', ''], { stdio: 'ignore' })
    child.on('error', fail)
    child.on('close', () => {
      if (child.pid === undefined) fail(new Error('no pid'))
      else done(child.pid)
    })
  })

describe('embedded PGlite folder lock', () => {
  it('makes a second process fail with a clear message while the folder is open', async () => {
    const dataDir = await makeTempDir()
    const first = await openDatabase({ dataDir })
    try {
      expect((await readFile(join(dataDir, 'pglite.lock'), 'utf8')).trim()).toBe(String(process.pid))
      const blocked = await openInChild(dataDir)
      expect(blocked.code).toBe(3)
      expect(blocked.output).toContain('DatabaseLockedError')
      expect(blocked.output).toContain(dataDir)
      expect(blocked.output).toContain(`pid ${process.pid}`)
      expect(blocked.output).toContain('DATA_DIR')
    } finally {
      await first.close()
    }
    expect(existsSync(join(dataDir, 'pglite.lock'))).toBe(false)
  })

  it('lets another process open the folder once it is closed', async () => {
    const dataDir = await makeTempDir()
    await (await openDatabase({ dataDir })).close()
    expect(await openInChild(dataDir)).toEqual({ code: 0, output: 'OPENED' })
  })

  it('allows one instance per process: a second open in the same process fails', async () => {
    const dataDir = await makeTempDir()
    const first = await openDatabase({ dataDir })
    try {
      await expect(openDatabase({ dataDir })).rejects.toBeInstanceOf(DatabaseLockedError)
      await first.ping()
    } finally {
      await first.close()
    }
  })

  it('takes over a stale lock', async () => {
    // One folder for every kind of stale lock: creating a cluster costs seconds, reopening it less.
    const dataDir = await makeTempDir()
    for (const stale of [String(await deadPid()), String(process.pid), 'garbage', '']) {
      await writeFile(join(dataDir, 'pglite.lock'), `${stale}\n`)
      const database = await openDatabase({ dataDir })
      try {
        await database.ping()
        expect((await readFile(join(dataDir, 'pglite.lock'), 'utf8')).trim()).toBe(String(process.pid))
      } finally {
        await database.close()
      }
    }
  })
})
