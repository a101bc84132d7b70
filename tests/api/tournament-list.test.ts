/**
 * The tournaments' reads beyond the seeded data: the timeline groups at their exact boundaries (SQL
 * against core's `phaseAt`), the order around registration, and a fixed number of SQL queries per
 * read whatever the number of teams. PGlite always, PostgreSQL when DATABASE_URL is set.
 */
import { randomBytes } from 'node:crypto'
import { count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { filterGroupAt, scheduleFromDto } from '#core/tournaments/timeline.ts'
import type { TournamentFilter } from '#core/tournaments/tournament.schema.ts'
import { openDatabase } from '#server/platform/db/client.ts'
import { type NewTournamentRow, teamMembers, teams, tournaments, users } from '#server/platform/db/schema.ts'
import { seedDemoData } from '#server/platform/db/seed.ts'
import { createTournamentRepository } from '#server/tournaments/tournament.repository.ts'
import { createTournamentUseCases } from '#server/tournaments/use-cases.ts'
import { backends, type TestDatabase } from './support/database.ts'
import { withQueryLog } from './support/query-log.ts'

const REGISTRATION_START = new Date('2030-03-01T10:00:00.000Z')
const REGISTRATION_END = new Date('2030-03-10T10:00:00.000Z')
// Across the spring daylight-saving change in Kyiv (29 March 2030, 03:00 local).
const GAMES_START = new Date('2030-03-28T22:30:00.000Z')
const GAMES_END = new Date('2030-03-30T18:00:00.000Z')

const row = (slug: string, overrides: Partial<NewTournamentRow> = {}): NewTournamentRow => ({
  slug,
  name: `Boundary ${slug}`,
  game: 'Counter-Strike 2',
  format: '5v5',
  status: 'published',
  slots: 16,
  registrationStart: REGISTRATION_START,
  registrationEnd: REGISTRATION_END,
  gamesStart: GAMES_START,
  gamesEnd: GAMES_END,
  ...overrides,
})

const ms = (date: Date, delta: number) => new Date(date.getTime() + delta)

describe.each(backends)('tournament list boundaries on $name', (backend) => {
  let database: TestDatabase

  beforeAll(async () => {
    database = await backend.open()
    await database.database.db.insert(tournaments).values([
      row('timed'),
      // Registration opens later: at `timed`'s registration it is still to come.
      row('later', {
        registrationStart: ms(REGISTRATION_END, 1),
        registrationEnd: ms(REGISTRATION_END, 2 * 86_400_000),
        gamesStart: ms(GAMES_START, 86_400_000),
        gamesEnd: ms(GAMES_END, 86_400_000),
      }),
      row('draft', { status: 'draft' }),
    ])
  })
  afterAll(async () => {
    await database?.dispose()
  })

  const groupsAt = async (now: Date): Promise<Record<TournamentFilter, string[]>> => {
    const api = createTournamentUseCases(createTournamentRepository(database.database.db), { now: () => now })
    const slugs = async (filter: TournamentFilter) =>
      (await api.list({ filter, pageSize: 50 })).results.map((t) => t.slug)
    return {
      all: await slugs('all'),
      upcoming: await slugs('upcoming'),
      active: await slugs('active'),
      finished: await slugs('finished'),
    }
  }

  it('puts a tournament in the group of its phase at each boundary, as core does', async () => {
    const expected: ReadonlyArray<readonly [Date, 'upcoming' | 'active' | 'finished']> = [
      [ms(REGISTRATION_START, -1), 'upcoming'],
      [REGISTRATION_START, 'upcoming'],
      [REGISTRATION_END, 'upcoming'],
      [ms(GAMES_START, -1), 'upcoming'],
      [GAMES_START, 'active'],
      [ms(GAMES_END, -1), 'active'],
      [GAMES_END, 'finished'],
    ]
    const schedule = scheduleFromDto({
      registration_start: REGISTRATION_START.toISOString(),
      registration_end: REGISTRATION_END.toISOString(),
      games_start: GAMES_START.toISOString(),
      games_end: GAMES_END.toISOString(),
    })
    for (const [now, group] of expected) {
      const groups = await groupsAt(now)
      expect(groups[group], now.toISOString()).toContain('timed')
      for (const other of (['upcoming', 'active', 'finished'] as const).filter((g) => g !== group))
        expect(groups[other], `${now.toISOString()} ${other}`).not.toContain('timed')
      expect(groups.all, now.toISOString()).toContain('timed')
      expect(groups.all, now.toISOString()).not.toContain('draft')
      expect(filterGroupAt(schedule, now), now.toISOString()).toBe(group)
    }
  })

  it('lists an open registration before one still to come, and after it closes by games start', async () => {
    expect((await groupsAt(REGISTRATION_START)).all).toEqual(['timed', 'later'])
    // Just before `timed` opens, both are to come: by games start.
    expect((await groupsAt(ms(REGISTRATION_START, -1))).all).toEqual(['timed', 'later'])
    // `later` open, `timed` closed and still to come: the open one first.
    expect((await groupsAt(ms(REGISTRATION_END, 1))).all).toEqual(['later', 'timed'])
    // Both finished: the newest first.
    expect((await groupsAt(ms(GAMES_END, 2 * 86_400_000))).all).toEqual(['later', 'timed'])
  })
})

const SEED_NOW = new Date('2026-05-20T12:00:00Z')

describe.each(backends)('bounded queries on $name', (backend) => {
  let database: TestDatabase

  beforeAll(async () => {
    database = await backend.open()
    await seedDemoData(database.database, SEED_NOW)
  })
  afterAll(async () => {
    await database?.dispose()
  })

  /** The statements of one list, one page and one participants read. */
  const queriesOfReads = async (): Promise<number[]> => {
    const log = withQueryLog(database.database)
    const api = createTournamentUseCases(createTournamentRepository(log.db), { now: () => SEED_NOW })
    const counts: number[] = []
    const count = async (read: () => Promise<unknown>) => {
      log.clear()
      await read()
      counts.push(log.queries.length)
    }
    await count(() => api.list({ pageSize: 50 }))
    await count(() => api.list({ filter: 'upcoming', search: 'cup' }))
    await count(() => api.list({ page: 999 }))
    await count(() => api.get('cs2-kyiv-cup'))
    await count(() => api.participants('cs2-kyiv-cup'))
    return counts
  }

  it('reads the list, a tournament and its participants in a fixed number of queries, teams or not', async () => {
    const before = await queriesOfReads()
    expect(before).toEqual([1, 1, 2, 2, 2])

    // Forty more teams of three players on the cup.
    const db = database.database.db
    const [kyiv] = await db
      .select({ id: tournaments.id })
      .from(tournaments)
      .where(eq(tournaments.slug, 'cs2-kyiv-cup'))
    if (!kyiv) throw new Error('seeded')
    const tag = randomBytes(3).toString('hex')
    const players = await db
      .insert(users)
      .values(Array.from({ length: 120 }, (_, i) => ({ username: `q${tag}_${i}` })))
      .returning({ id: users.id })
    for (let t = 0; t < 40; t += 1) {
      const members = players.slice(t * 3, t * 3 + 3)
      const captain = members[0]
      if (!captain) throw new Error('players')
      const [team] = await db
        .insert(teams)
        .values({
          tournamentId: kyiv.id,
          name: `Query Team ${t}`,
          captainId: captain.id,
          captainDiscord: 'captain',
          state: 'waitlisted',
        })
        .returning({ id: teams.id })
      if (!team) throw new Error('team')
      await db
        .insert(teamMembers)
        .values(members.map((member) => ({ teamId: team.id, userId: member.id, tournamentId: kyiv.id })))
    }
    const participants = await createTournamentUseCases(createTournamentRepository(db)).participants(
      'cs2-kyiv-cup',
    )
    expect(participants.count).toBe(47)
    expect(await queriesOfReads()).toEqual(before)
  })
})

describe.each(backends.filter((backend) => backend.name === 'postgres'))(
  'seeding at once on $name',
  (backend) => {
    it('leaves one copy of the demo data when two processes seed the same database together', async () => {
      const database = await backend.open()
      const other = await openDatabase({ dataDir: database.dataDir, databaseUrl: database.url })
      try {
        const [first, second] = await Promise.all([
          seedDemoData(database.database, SEED_NOW),
          seedDemoData(other, SEED_NOW),
        ])
        expect([first.inserted.tournaments, second.inserted.tournaments].sort()).toEqual([0, 10])
        const [counted] = await database.database.db.select({ n: count() }).from(tournaments)
        expect(counted?.n).toBe(10)
        const [players] = await database.database.db.select({ n: count() }).from(users)
        expect(players?.n).toBe(100)
      } finally {
        await other.close()
        await database.dispose()
      }
    })
  },
)
