/**
 * A tournament with a stage plan and teams, written straight to the tables, for the stage use cases'
 * tests; and a reader of a stage's matches by their place in the bracket.
 */
import { and, asc, eq } from 'drizzle-orm'
import type { AppDatabase } from '#server/platform/db/client.ts'
import {
  type NewTournamentStageRow,
  type StageMatchRow,
  stageMatches,
  stageParticipants,
  teams,
  tournamentStages,
  tournaments,
  users,
} from '#server/platform/db/schema.ts'

export type StagePlanInput = Omit<NewTournamentStageRow, 'tournamentId' | 'number'>

export interface TournamentFixture {
  readonly tournamentId: string
  readonly slug: string
  /** Stage ids in plan order. */
  readonly stageIds: ReadonlyArray<string>
  /** Team ids in seed order (seed 1 first). */
  readonly teamIds: ReadonlyArray<string>
  /** Team name by id. */
  readonly names: ReadonlyMap<string, string>
}

let serial = 0

/** A published tournament with `teamCount` teams named "Team 1" … and the given stages. */
export const createTournament = async (
  db: AppDatabase,
  teamCount: number,
  stages: ReadonlyArray<StagePlanInput>,
): Promise<TournamentFixture> => {
  serial += 1
  const slug = `stage-test-${process.pid}-${serial}`
  const [tournament] = await db
    .insert(tournaments)
    .values({
      slug,
      name: `Stage test ${serial}`,
      game: 'Counter-Strike 2',
      format: '5v5',
      status: 'published',
      slots: Math.max(teamCount, 1),
      registrationStart: new Date('2026-01-01T10:00:00Z'),
      registrationEnd: new Date('2026-01-05T10:00:00Z'),
      gamesStart: new Date('2026-01-06T10:00:00Z'),
      gamesEnd: new Date('2026-01-08T10:00:00Z'),
    })
    .returning({ id: tournaments.id })
  if (!tournament) throw new Error('no tournament')
  const stageRows = stages.length
    ? await db
        .insert(tournamentStages)
        .values(stages.map((stage, index) => ({ ...stage, tournamentId: tournament.id, number: index + 1 })))
        .returning({ id: tournamentStages.id, number: tournamentStages.number })
    : []
  const captains = teamCount
    ? await db
        .insert(users)
        .values(Array.from({ length: teamCount }, (_, i) => ({ username: `cap${serial}x${i + 1}` })))
        .returning({ id: users.id })
    : []
  const teamRows = teamCount
    ? await db
        .insert(teams)
        .values(
          captains.map((captain, i) => ({
            tournamentId: tournament.id,
            name: `Team ${i + 1}`,
            captainId: captain.id,
            captainDiscord: `cap${serial}x${i + 1}`,
            state: 'confirmed' as const,
          })),
        )
        .returning({ id: teams.id, name: teams.name })
    : []
  const byName = (name: string) => Number(name.replace('Team ', ''))
  const ordered = [...teamRows].sort((a, b) => byName(a.name) - byName(b.name))
  return {
    tournamentId: tournament.id,
    slug,
    stageIds: [...stageRows].sort((a, b) => a.number - b.number).map((row) => row.id),
    teamIds: ordered.map((team) => team.id),
    names: new Map(ordered.map((team) => [team.id, team.name])),
  }
}

/** A stage's team ids by brackets-manager's participant id (the `id` of a stored opponent). */
export const stageTeams = async (db: AppDatabase, stageId: string): Promise<string[]> => {
  const rows = await db.select().from(stageParticipants).where(eq(stageParticipants.stageId, stageId))
  const teamIds: string[] = []
  for (const row of rows) teamIds[row.localId] = row.teamId
  return teamIds
}

/** A stage's matches in bracket order. */
export const matchesOf = (db: AppDatabase, stageId: string): Promise<StageMatchRow[]> =>
  db
    .select()
    .from(stageMatches)
    .where(eq(stageMatches.stageId, stageId))
    .orderBy(asc(stageMatches.groupNumber), asc(stageMatches.roundNumber), asc(stageMatches.number))

/** The match at a place of the bracket (group 1 = upper or only bracket, 2 = lower, 3 = grand final). */
export const matchAt = async (
  db: AppDatabase,
  stageId: string,
  group: number,
  round: number,
  number: number,
): Promise<StageMatchRow> => {
  const [match] = await db
    .select()
    .from(stageMatches)
    .where(
      and(
        eq(stageMatches.stageId, stageId),
        eq(stageMatches.groupNumber, group),
        eq(stageMatches.roundNumber, round),
        eq(stageMatches.number, number),
      ),
    )
  if (!match) throw new Error(`no match at ${group}.${round}.${number}`)
  return match
}
