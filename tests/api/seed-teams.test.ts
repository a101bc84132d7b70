/**
 * The seed's teams (server/platform/db/seed.ts) in every lifecycle state, and the lifecycle's markers
 * it sets so that the sweep never drops the teams of a demo tournament whose closes are history. On
 * PGlite, and on PostgreSQL when DATABASE_URL is set. The clock is fixed; expectations written by hand.
 */
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { and, asc, count, eq, isNotNull } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ObjectStorage } from '#server/integrations/storage/storage.ts'
import { createDiskStorage } from '#server/integrations/storage/storage-disk.ts'
import { seedDemoData } from '#server/platform/db/seed.ts'
import { createDemoLogoStore } from '#server/teams/demo-logos.ts'
import { createTeamLifecycle } from '#server/teams/lifecycle.ts'
import type { TeamMailer } from '#server/teams/ports.ts'
import { teamMembers, teams } from '#server/teams/tables.ts'
import { tournaments } from '#server/tournaments/tables.ts'
import { toCheckInWindow } from '#server/tournaments/tournament.mapper.ts'
import { backends, type TestDatabase } from './support/database.ts'

/** Wednesday 20 May 2026, 12:34:56 UTC (as the API tests' clock). */
const NOW = new Date('2026-05-20T12:34:56.000Z')

/** Demo players have no address: a mailer that would be called is a failure of the test. */
const noMail = (): Promise<void> => Promise.reject(new Error('a demo player got a mail'))
const NO_MAILS: TeamMailer = {
  playerInvited: noMail,
  playerJoined: noMail,
  playerLeft: noMail,
  playerRemoved: noMail,
  teamConfirmed: noMail,
  teamDropped: noMail,
  teamRejected: noMail,
  teamPromoted: noMail,
  checkInOpened: noMail,
  matchReady: noMail,
  matchReported: noMail,
  disputeDecided: noMail,
  matchNoShow: noMail,
}

describe.each(backends)('seeded teams on $name', (backend) => {
  let database: TestDatabase
  beforeAll(async () => {
    database = await backend.open()
    await seedDemoData(database.database, NOW)
  })
  afterAll(async () => {
    await database.dispose()
  })
  const db = () => database.database.db

  const tournamentOf = async (slug: string) => {
    const [row] = await db().select().from(tournaments).where(eq(tournaments.slug, slug))
    if (!row) throw new Error(`no ${slug}`)
    return row
  }

  /** name → state (with the drop's reason), members and whether it checked in. */
  const teamsOf = async (slug: string) => {
    const tournament = await tournamentOf(slug)
    const rows = await db()
      .select({
        name: teams.name,
        state: teams.state,
        reason: teams.droppedReason,
        checkedInAt: teams.checkedInAt,
        members: count(teamMembers.userId),
      })
      .from(teams)
      .leftJoin(teamMembers, eq(teamMembers.teamId, teams.id))
      .where(eq(teams.tournamentId, tournament.id))
      .groupBy(teams.id)
      .orderBy(asc(teams.createdAt))
    return rows.map((row) => ({
      name: row.name,
      state: row.reason ? `${row.state}:${row.reason}` : row.state,
      members: row.members,
      checkedIn: row.checkedInAt !== null,
    }))
  }

  it('gives the open registration a half-full tournament: confirmed, awaiting, short and rejected teams', async () => {
    const cup = await tournamentOf('cs2-kyiv-cup')
    expect(cup.registrationStart <= NOW && NOW < cup.registrationEnd).toBe(true)
    expect(cup.slots).toBe(16)
    expect(await teamsOf('cs2-kyiv-cup')).toEqual([
      { name: 'Kyiv Wolves', state: 'confirmed', members: 5, checkedIn: false },
      { name: 'Dnipro Dragons', state: 'confirmed', members: 5, checkedIn: false },
      { name: 'Lviv Lions', state: 'confirmed', members: 5, checkedIn: false },
      { name: 'Odesa Sharks', state: 'confirmed', members: 5, checkedIn: false },
      { name: 'Kharkiv Phoenix', state: 'registered', members: 5, checkedIn: false },
      { name: 'Poltava Storm', state: 'registered', members: 5, checkedIn: false },
      { name: 'Zaporizhzhia Steel', state: 'registered', members: 3, checkedIn: false },
      { name: 'Vinnytsia Vipers', state: 'dropped:rejected', members: 5, checkedIn: false },
    ])
    expect([cup.registrationSettledAt, cup.checkInAnnouncedAt, cup.checkInSettledAt]).toEqual([
      null,
      null,
      null,
    ])
  })

  it('gives a full tournament with a waiting list and its check-in open at seed time', async () => {
    const league = await tournamentOf('dota-2-dnipro-league')
    expect(toCheckInWindow(league)).toEqual({
      opens_at: '2026-05-19T22:00:00.000Z',
      closes_at: '2026-05-22T14:50:00.000Z',
    })
    const seeded = await teamsOf('dota-2-dnipro-league')
    const states = seeded.map((team) => team.state)
    expect(states.filter((state) => state === 'checked_in')).toHaveLength(6)
    expect(states.filter((state) => state === 'confirmed')).toHaveLength(8)
    expect(states.filter((state) => state === 'registered')).toHaveLength(2)
    expect(seeded.slice(16)).toEqual([
      { name: 'Lutsk Lynx', state: 'waitlisted', members: 5, checkedIn: false },
      { name: 'Zhytomyr Rangers', state: 'waitlisted', members: 5, checkedIn: true },
      { name: 'Kropyvnytskyi Kites', state: 'dropped:incomplete', members: 3, checkedIn: false },
    ])
    // The six checked in during the window, before the seed.
    const checkIns = await db()
      .select({ at: teams.checkedInAt })
      .from(teams)
      .where(
        and(eq(teams.tournamentId, league.id), eq(teams.state, 'checked_in'), isNotNull(teams.checkedInAt)),
      )
    expect(checkIns).toHaveLength(6)
    for (const { at } of checkIns) {
      expect(at && at >= new Date('2026-05-19T22:00:00.000Z') && at <= NOW).toBe(true)
    }
    // Its registration close is history; the opening was announced; the close is still to come.
    expect(league.registrationSettledAt).toEqual(NOW)
    expect(league.checkInAnnouncedAt).toEqual(NOW)
    expect(league.checkInSettledAt).toBeNull()
  })

  it('shows a team dropped at the check-in close beside the checked-in ones of the running tournament', async () => {
    const clash = await teamsOf('valorant-lviv-clash')
    expect(clash.filter((team) => team.state === 'checked_in' && team.checkedIn)).toHaveLength(8)
    expect(clash.at(-1)).toEqual({
      name: 'Chernihiv Knights',
      state: 'dropped:no_check_in',
      members: 5,
      checkedIn: false,
    })
    const row = await tournamentOf('valorant-lviv-clash')
    expect([row.registrationSettledAt, row.checkInAnnouncedAt, row.checkInSettledAt]).toEqual([NOW, NOW, NOW])
    // A finished tournament without check-in.
    expect(toCheckInWindow(await tournamentOf('ea-fc-ukraine-cup'))).toBeNull()
  })

  it('leaves the demo teams alone at seed time, and the league’s check-in close still works on them', async () => {
    const snapshot = () => db().select().from(teams).orderBy(asc(teams.id))
    const before = await snapshot()
    const lifecycle = createTeamLifecycle({ db: db(), mailer: NO_MAILS, publicUrl: 'https://vatra.test' })
    expect(await lifecycle.sweep(NOW)).toEqual({
      registrationClosed: [],
      checkInOpened: [],
      checkInClosed: [],
    })
    expect(await snapshot()).toEqual(before)

    const league = await tournamentOf('dota-2-dnipro-league')
    expect(await lifecycle.sweep(new Date('2026-05-22T14:50:00.000Z'))).toEqual({
      registrationClosed: [],
      checkInOpened: [],
      checkInClosed: [league.id],
    })
    const after = await teamsOf('dota-2-dnipro-league')
    expect(after.filter((team) => team.state === 'checked_in').map((team) => team.name)).toHaveLength(7)
    expect(after.filter((team) => team.state === 'dropped:no_check_in')).toHaveLength(10)
    expect(after.find((team) => team.name === 'Zhytomyr Rangers')?.state).toBe('checked_in')
    expect(after.find((team) => team.name === 'Lutsk Lynx')?.state).toBe('waitlisted')
  })
})

describe('the demo teams’ logos', () => {
  let database: TestDatabase
  let root: string
  let storage: ObjectStorage
  beforeAll(async () => {
    const [pglite] = backends
    if (!pglite) throw new Error('no PGlite backend')
    database = await pglite.open()
    root = await mkdtemp(path.join(tmpdir(), 'vatra-seed-logos-'))
    storage = createDiskStorage(root)
    await seedDemoData(database.database, NOW, { teamLogo: createDemoLogoStore(storage) })
  })
  afterAll(async () => {
    storage.close()
    await database.dispose()
    await rm(root, { recursive: true, force: true })
  })
  const db = () => database.database.db

  const cupTeams = async () => {
    const [cup] = await db().select().from(tournaments).where(eq(tournaments.slug, 'cs2-kyiv-cup'))
    if (!cup) throw new Error('no cup')
    const rows = await db()
      .select({ name: teams.name, state: teams.state, logo: teams.logo })
      .from(teams)
      .where(eq(teams.tournamentId, cup.id))
      .orderBy(asc(teams.createdAt))
    return { cup, rows }
  }

  it('gives every demo team a stored SVG badge of its own, but the one left without a logo', async () => {
    const { rows } = await cupTeams()
    expect(rows.filter((row) => row.logo === null).map((row) => row.name)).toEqual(['Zaporizhzhia Steel'])
    const keys = rows.flatMap((row) => (row.logo ? [row.logo.fallbackKey] : []))
    expect(keys).toHaveLength(7)
    expect(new Set(keys).size).toBe(7)
    const wolves = rows.find((row) => row.name === 'Kyiv Wolves')?.logo
    expect(wolves?.source).toBe('image/svg+xml')
    expect(wolves?.fallbackKey).toMatch(/^team-logos\/[0-9a-f]{32}\.svg$/)
    const stored = wolves ? await storage.get(wolves.fallbackKey) : null
    expect(stored?.contentType).toBe('image/svg+xml')
    const svg = stored ? Buffer.from(await new Response(stored.body).arrayBuffer()).toString('utf8') : ''
    expect(svg).toMatch(/^<svg[^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/)
    expect(svg).toContain('>KW</text>')
  })

  it('keeps the complete demo teams at the registration close: only the short one without a logo is dropped', async () => {
    const { cup } = await cupTeams()
    const lifecycle = createTeamLifecycle({ db: db(), mailer: NO_MAILS, publicUrl: 'https://vatra.test' })
    expect((await lifecycle.sweep(cup.registrationEnd)).registrationClosed).toEqual([cup.id])
    const { rows } = await cupTeams()
    expect(rows.map((row) => `${row.name}:${row.state}`)).toEqual([
      'Kyiv Wolves:confirmed',
      'Dnipro Dragons:confirmed',
      'Lviv Lions:confirmed',
      'Odesa Sharks:confirmed',
      'Kharkiv Phoenix:registered',
      'Poltava Storm:registered',
      'Zaporizhzhia Steel:dropped',
      'Vinnytsia Vipers:dropped',
    ])
  })
})
