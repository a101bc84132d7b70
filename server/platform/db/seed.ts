/**
 * Demo data for a fresh database (`npm start` on an empty database, `npm run seed`). Idempotent: the
 * tournaments, their stage plans, the demo players and their teams are written once, in one
 * transaction, while the tournaments table is empty; a transaction-scoped advisory lock makes two
 * processes seeding the same PostgreSQL at once leave one copy.
 *
 * Results are not written here: `seedResults` (the results feature's own seeder, which plays the
 * seeded matches through the same use cases as real results) is called after the commit, with what
 * was just created, only when this call created it.
 */
import { count, sql } from 'drizzle-orm'
import { SLOT_HOLDING_STATES } from '#core/tournaments/results.schema.ts'
import { checkInWindowOf, type StageKind } from '#core/tournaments/tournament.schema.ts'
import type { Database } from './client.ts'
import { DEMO_TEAM_NAMES, type DemoTournament, demoNicknames, demoTournaments } from './demo-tournaments.ts'
import {
  type NewTeamRow,
  type NewTournamentRow,
  teamMembers,
  teams,
  tournamentStages,
  tournaments,
  users,
} from './schema.ts'

export { demoTournaments } from './demo-tournaments.ts'

/** A tournament the seed created, as the results seeder needs it. */
export interface SeededTournament {
  readonly id: string
  readonly slug: string
  /** The stage plan, in order. */
  readonly stages: ReadonlyArray<{ readonly id: string; readonly number: number; readonly kind: StageKind }>
  /** The teams holding a slot, in registration order (their seed order in a bracket). */
  readonly teams: ReadonlyArray<{ readonly id: string; readonly name: string }>
}

/**
 * Writes the results of the seeded tournaments that have them (a finished double-elimination cup, a
 * running round robin, a finished battle-royale league), by slug. Called once, after the seed's
 * transaction committed.
 */
export type SeedResults = (
  database: Database,
  seeded: ReadonlyMap<string, SeededTournament>,
  now: Date,
) => Promise<void>

/** Stores a new logo for the demo team of that name (server/teams/demo-logos.ts). */
export type SeedTeamLogo = (teamName: string) => Promise<NonNullable<NewTeamRow['logo']>>

export interface SeedOptions {
  readonly seedResults?: SeedResults | undefined
  /** Without it (tests that need no files), the demo teams have no logos. */
  readonly teamLogo?: SeedTeamLogo | undefined
}

export interface SeedResult {
  /** Rows inserted per table; all zero when the data was already there. */
  readonly inserted: {
    readonly tournaments: number
    readonly stages: number
    readonly users: number
    readonly teams: number
    readonly members: number
  }
}

const NOTHING: SeedResult['inserted'] = { tournaments: 0, stages: 0, users: 0, teams: 0, members: 0 }

/** An arbitrary constant naming the seed's advisory lock. */
const SEED_LOCK = 7_316_245

type Transaction = Parameters<Parameters<Database['db']['transaction']>[0]>[0]

export const seedDemoData = async (
  database: Database,
  now: Date = new Date(),
  options: SeedOptions = {},
): Promise<SeedResult> => {
  const seeded = new Map<string, SeededTournament>()
  const inserted = await database.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`)
    const [existing] = await tx.select({ n: count() }).from(tournaments)
    if ((existing?.n ?? 0) > 0) return NOTHING
    return insertDemoData(tx, demoTournaments(now), seeded, now, options.teamLogo)
  })
  if (seeded.size > 0 && options.seedResults) await options.seedResults(database, seeded, now)
  return { inserted }
}

const MINUTE_MS = 60_000
const HOUR_MS = 60 * MINUTE_MS

type CheckInTimes = NonNullable<ReturnType<typeof checkInWindowOf>>

/** A demo row's check-in window, with the columns' defaults where the row leaves them out. */
const demoCheckInWindow = (row: DemoTournament['row']): CheckInTimes | null =>
  checkInWindowOf(
    row.gamesStart,
    row.checkInOpensMinutes === undefined ? 60 : row.checkInOpensMinutes,
    row.checkInClosesMinutes ?? 10,
  )

/**
 * The team lifecycle's once-only markers (server/teams/lifecycle.ts) for a demo tournament: a close
 * already past at seed time is history, not work to do, so the sweep never drops the teams of a
 * finished demo tournament; an opening already past is not announced again.
 */
const settledMarkers = (
  row: DemoTournament['row'],
  window: CheckInTimes | null,
  now: Date,
): Pick<NewTournamentRow, 'registrationSettledAt' | 'checkInAnnouncedAt' | 'checkInSettledAt'> => {
  const pastOr = (at: Date | undefined): Date | null => (at !== undefined && at <= now ? now : null)
  return {
    registrationSettledAt: pastOr(row.registrationEnd),
    checkInAnnouncedAt: pastOr(window?.opensAt),
    checkInSettledAt: pastOr(window?.closesAt),
  }
}

const insertDemoData = async (
  tx: Transaction,
  demo: ReadonlyArray<DemoTournament>,
  seeded: Map<string, SeededTournament>,
  now: Date,
  teamLogo: SeedTeamLogo | undefined,
): Promise<SeedResult['inserted']> => {
  // Demo players have no password, e-mail or phone: nobody can sign in as one. A nickname a real
  // user already took is skipped (never borrowed).
  const players = await tx
    .insert(users)
    .values(demoNicknames().map((username) => ({ username, locale: 'uk' as const })))
    .onConflictDoNothing()
    .returning({ id: users.id, username: users.username })
  let stageCount = 0
  let teamCount = 0
  let memberCount = 0
  for (const { row, stages, teams: demoTeams } of demo) {
    const window = demoCheckInWindow(row)
    const [tournament] = await tx
      .insert(tournaments)
      .values({ ...row, ...settledMarkers(row, window, now) })
      .returning({ id: tournaments.id })
    if (!tournament) continue
    const stageRows =
      stages.length === 0
        ? []
        : await tx
            .insert(tournamentStages)
            .values(stages.map((stage) => ({ ...stage, tournamentId: tournament.id })))
            .returning({
              id: tournamentStages.id,
              number: tournamentStages.number,
              kind: tournamentStages.kind,
            })
    stageCount += stageRows.length
    const size = row.teamPlayers ?? 5
    // Players are dealt out in order: nobody plays twice in one tournament.
    const plans = demoTeams
      .map((team, index) => ({
        team,
        name: DEMO_TEAM_NAMES[index] ?? `Team ${index + 1}`,
        members: players.slice(index * size, (index + 1) * size - (team.short ?? 0)),
        // One registration a few hours after another, in order.
        createdAt: new Date(row.registrationStart.getTime() + (index + 1) * 3 * HOUR_MS),
        // Check-ins a minute apart from the opening.
        checkedInAt: window && new Date(window.opensAt.getTime() + (index + 1) * MINUTE_MS),
      }))
      .filter((plan) => plan.members.length > 0)
    const teamRows = []
    for (const plan of plans) {
      const captain = plan.members[0]
      if (!captain) continue
      const { state, checkedIn = false, reason } = plan.team
      const [team] = await tx
        .insert(teams)
        .values({
          tournamentId: tournament.id,
          name: plan.name,
          captainId: captain.id,
          captainDiscord: captain.username,
          description: '',
          logo: teamLogo && plan.team.logo !== false ? await teamLogo(plan.name) : null,
          state,
          createdAt: plan.createdAt,
          confirmedAt:
            state === 'confirmed' || state === 'checked_in'
              ? new Date(plan.createdAt.getTime() + HOUR_MS)
              : null,
          checkedInAt: state === 'checked_in' || checkedIn ? plan.checkedInAt : null,
          waitlistedAt: state === 'waitlisted' ? plan.createdAt : null,
          droppedAt: state === 'dropped' ? row.registrationEnd : null,
          droppedReason: state === 'dropped' ? (reason ?? 'incomplete') : null,
        })
        .returning({ id: teams.id, name: teams.name })
      if (!team) continue
      // The results seeder draws brackets from the teams that hold a slot.
      if (SLOT_HOLDING_STATES.includes(state)) teamRows.push(team)
      teamCount += 1
      await tx
        .insert(teamMembers)
        .values(
          plan.members.map((member) => ({ teamId: team.id, userId: member.id, tournamentId: tournament.id })),
        )
      memberCount += plan.members.length
    }
    seeded.set(row.slug, { id: tournament.id, slug: row.slug, stages: stageRows, teams: teamRows })
  }
  return {
    tournaments: seeded.size,
    stages: stageCount,
    users: players.length,
    teams: teamCount,
    members: memberCount,
  }
}
