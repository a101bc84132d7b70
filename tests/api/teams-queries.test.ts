/**
 * Find a Team and My tournaments take a fixed number of queries however many teams, players and
 * tournaments there are (no N+1): the head of every team in one query, all their players in another.
 */
import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createBackground } from '#server/platform/background.ts'
import { teamMembers, teams } from '#server/platform/db/schema.ts'
import { createTeams, type Teams } from '#server/teams/index.ts'
import { createImageUploads, createObjectStorage } from '#server/uploads/index.ts'
import { type AccountsHarness, createAccountsHarness, PUBLIC_URL } from './support/accounts.ts'
import { backends, type TestDatabase } from './support/database.ts'
import { type QueryLog, withQueryLog } from './support/query-log.ts'
import { createRecordingTeamMailer } from './support/team-mailer.ts'
import { freshTeamName, openTournament, type Player, player } from './support/teams.ts'

describe.each(backends)('teams reads in bounded queries on $name', (backend) => {
  let database: TestDatabase
  let h: AccountsHarness
  let log: QueryLog
  let logged: Teams

  beforeAll(async () => {
    database = await backend.open()
    h = createAccountsHarness(database)
    log = withQueryLog(database.database)
    const logger = pino({ level: 'silent' })
    logged = createTeams({
      db: log.db,
      hasher: h.accounts.hasher,
      mailer: createRecordingTeamMailer(),
      uploads: createImageUploads({
        storage: createObjectStorage({ kind: 'disk' }, database.dataDir),
        logger,
      }),
      background: createBackground(logger),
      requireUser: h.accounts.requireUser,
      requireStaff: h.accounts.requireStaff,
      publicUrl: PUBLIC_URL,
      now: h.clock.now,
    })
  })
  afterAll(async () => {
    await h?.jobs.stop()
    await database?.dispose()
  })

  const queriesOf = async (read: () => Promise<unknown>): Promise<number> => {
    log.clear()
    await read()
    return log.queries.length
  }

  /** A team of `size` fresh players (the first its captain) in the tournament, written directly. */
  const addTeam = async (tournamentId: string, size: number, captain?: Player): Promise<void> => {
    const members = [captain ?? (await player(h))]
    for (let i = 1; i < size; i += 1) members.push(await player(h))
    const [first] = members
    if (!first) throw new Error('no captain')
    const [team] = await h.db
      .insert(teams)
      .values({ tournamentId, name: freshTeamName(), captainId: first.user.id, captainDiscord: 'captain' })
      .returning({ id: teams.id })
    if (!team) throw new Error('no team')
    await h.db
      .insert(teamMembers)
      .values(members.map((member) => ({ teamId: team.id, tournamentId, userId: member.user.id })))
  }

  it('lists Find a Team in two queries, one team or ten', async () => {
    const tournament = await openTournament(h)
    await addTeam(tournament.id, 1)
    const one = await queriesOf(() => logged.useCases.list(tournament.slug, ''))
    for (let i = 0; i < 9; i += 1) await addTeam(tournament.id, 3)
    const ten = await queriesOf(() => logged.useCases.list(tournament.slug, ''))
    const searched = await queriesOf(() => logged.useCases.list(tournament.slug, 'Team'))
    expect([one, ten, searched]).toEqual([2, 2, 2])
    expect((await logged.useCases.list(tournament.slug, ''))?.count).toBe(10)
  })

  // The fourth finds no running stage of these teams; with some, two more read their players and
  // waiting matches (server/tournaments/stages/teams-next-matches.ts), however many.
  it('reads My tournaments in four queries (teams, players, invitees, stages), one tournament or five', async () => {
    const me = await player(h)
    await addTeam((await openTournament(h)).id, 2, me)
    const one = await queriesOf(() => logged.useCases.myTournaments(me.user.id))
    for (let i = 0; i < 4; i += 1) await addTeam((await openTournament(h)).id, 3, me)
    const five = await queriesOf(() => logged.useCases.myTournaments(me.user.id))
    expect([one, five]).toEqual([4, 4])
    expect((await logged.useCases.myTournaments(me.user.id)).count).toBe(5)
  })
})
