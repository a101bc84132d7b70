/**
 * The results read model (`GET /api/v1/tournaments/{id}/results`, the tournament page's results tab):
 * every stage of the plan in order with what was played in it. Four queries whatever the number of
 * stages, teams and matches (the stages, all their head-to-head matches, all their teams, all their
 * battle-royale results); the rest is mapping.
 */
import { asc, eq } from 'drizzle-orm'
import type {
  Bracket,
  BracketKind,
  Match,
  MatchOpponent,
  Round,
  StageResults,
  TeamRef,
  TournamentResults,
} from '#core/tournaments/results.schema.ts'
import type { AppDatabase } from '#server/platform/db/client.ts'
import {
  type BattleRoyaleResultRow,
  battleRoyaleMatches,
  battleRoyaleResults,
  type StageMatchRow,
  type StageParticipantRow,
  type StoredOpponent,
  stageMatches,
  stageParticipants,
  type TournamentStageRow,
  teams,
  tournamentStages,
} from '#server/platform/db/schema.ts'
import { type StoredImageRecord, storedImageUrl } from '#server/uploads/index.ts'
import { battleRoyaleStage, type StoredBattleRoyaleMatch } from './battle-royale-stage.ts'
import { groupStandings } from './group-standings.ts'
import { swissTable } from './swiss-stage.ts'

interface StageRows {
  readonly participants: StageParticipantRow[]
  readonly teams: Map<number, TeamRef>
  readonly matches: StageMatchRow[]
  readonly battleRoyale: StoredBattleRoyaleMatch[]
}

const emptyRows = (): StageRows => ({ participants: [], teams: new Map(), matches: [], battleRoyale: [] })

const BRACKETS: Record<'single_elimination' | 'double_elimination', Record<number, BracketKind>> = {
  single_elimination: { 1: 'main' },
  double_elimination: { 1: 'upper', 2: 'lower', 3: 'grand_final' },
}

const toOpponent = (
  opponent: StoredOpponent | null,
  teamsById: Map<number, TeamRef>,
): MatchOpponent | null => {
  if (opponent === null) return null
  return {
    team: opponent.id === null ? null : (teamsById.get(opponent.id) ?? null),
    score: opponent.score ?? null,
    result: opponent.result ?? null,
    forfeit: opponent.forfeit ?? false,
  }
}

const toMatch = (row: StageMatchRow, stage: TournamentStageRow, teamsById: Map<number, TeamRef>): Match => ({
  id: row.id,
  number: row.number,
  status: row.status,
  best_of: stage.bestOf,
  opponents: [toOpponent(row.opponent1, teamsById), toOpponent(row.opponent2, teamsById)],
  winner_to: row.winnerToId,
  loser_to: row.loserToId,
  scheduled_at: row.scheduledAt?.toISOString() ?? null,
})

/** Matches in rounds, both in order (the rows come sorted by group, round and number). */
const toRounds = (rows: ReadonlyArray<StageMatchRow>, toOne: (row: StageMatchRow) => Match): Round[] => {
  const rounds = new Map<number, Match[]>()
  for (const row of rows) {
    const round = rounds.get(row.roundNumber) ?? []
    round.push(toOne(row))
    rounds.set(row.roundNumber, round)
  }
  return [...rounds].map(([number, matches]) => ({ number, matches }))
}

const byGroup = (rows: ReadonlyArray<StageMatchRow>): Map<number, StageMatchRow[]> => {
  const groups = new Map<number, StageMatchRow[]>()
  for (const row of rows) groups.set(row.groupNumber, [...(groups.get(row.groupNumber) ?? []), row])
  return groups
}

/** A grand final reset that will not be played (the upper-bracket team won the first final) is left out. */
const isUnplayedReset = (row: StageMatchRow, finals: ReadonlyArray<StageMatchRow>): boolean =>
  row.roundNumber === 2 &&
  finals.some((final) => final.roundNumber === 1 && final.opponent1?.result === 'win')

const toStageResults = (
  stage: TournamentStageRow,
  rows: StageRows,
  teamsById: ReadonlyMap<string, TeamRef>,
): StageResults => {
  const head = {
    id: stage.id,
    number: stage.number,
    name: { uk: stage.nameUk, en: stage.nameEn },
    status: stage.status,
  }
  const toOne = (row: StageMatchRow) => toMatch(row, stage, rows.teams)
  const teamOf = (teamId: string): TeamRef =>
    teamsById.get(teamId) ?? { id: teamId, name: '', logo_url: null }
  switch (stage.kind) {
    case 'single_elimination':
    case 'double_elimination': {
      const kinds = BRACKETS[stage.kind]
      const brackets: Bracket[] = []
      for (const [group, groupRows] of byGroup(rows.matches)) {
        const kind = kinds[group]
        if (!kind) continue
        const shown =
          kind === 'grand_final' ? groupRows.filter((row) => !isUnplayedReset(row, groupRows)) : groupRows
        brackets.push({ kind, rounds: toRounds(shown, toOne) })
      }
      return { ...head, kind: stage.kind, brackets }
    }
    case 'round_robin': {
      const tables = new Map(groupStandings(rows).map((table) => [table.number, table.rows]))
      return {
        ...head,
        kind: 'round_robin',
        groups: [...byGroup(rows.matches)].map(([number, groupRows]) => ({
          number,
          rounds: toRounds(groupRows, toOne),
          standings: (tables.get(number) ?? []).map((row) => ({
            rank: row.rank,
            team: teamOf(row.teamId),
            played: row.played,
            wins: row.wins,
            draws: row.draws,
            losses: row.losses,
            score_for: row.scoreFor,
            score_against: row.scoreAgainst,
            points: row.points,
          })),
        })),
      }
    }
    case 'swiss':
      return {
        ...head,
        kind: 'swiss',
        rounds: toRounds(rows.matches, toOne),
        standings: swissTable(rows).map((row) => ({
          rank: row.rank,
          team: teamOf(row.teamId),
          played: row.played,
          wins: row.wins,
          draws: row.draws,
          losses: row.losses,
          points: row.points,
          buchholz: row.buchholz,
        })),
      }
    case 'battle_royale':
      return { ...head, kind: 'battle_royale', ...battleRoyaleStage(stage, rows.battleRoyale, teamOf) }
  }
}

/** The stage being played now, else the last one finished; null before the first starts. */
const currentStage = (stages: ReadonlyArray<TournamentStageRow>): string | null =>
  stages.find((stage) => stage.status === 'running')?.id ??
  stages.filter((stage) => stage.status === 'finished').at(-1)?.id ??
  null

/** A tournament's results (its id must name an existing tournament; the caller checks it is public). */
export const readTournamentResults = async (
  db: AppDatabase,
  tournamentId: string,
): Promise<TournamentResults> => {
  const stages = await db
    .select()
    .from(tournamentStages)
    .where(eq(tournamentStages.tournamentId, tournamentId))
    .orderBy(asc(tournamentStages.number))
  const matchRows = await db
    .select({ match: stageMatches })
    .from(stageMatches)
    .innerJoin(tournamentStages, eq(tournamentStages.id, stageMatches.stageId))
    .where(eq(tournamentStages.tournamentId, tournamentId))
    .orderBy(
      asc(stageMatches.stageId),
      asc(stageMatches.groupNumber),
      asc(stageMatches.roundNumber),
      asc(stageMatches.number),
    )
  const participantRows = await db
    .select({ participant: stageParticipants, team: { id: teams.id, name: teams.name, logo: teams.logo } })
    .from(stageParticipants)
    .innerJoin(tournamentStages, eq(tournamentStages.id, stageParticipants.stageId))
    .innerJoin(teams, eq(teams.id, stageParticipants.teamId))
    .where(eq(tournamentStages.tournamentId, tournamentId))
    .orderBy(asc(stageParticipants.stageId), asc(stageParticipants.seed))

  const battleRoyaleRows = await db
    .select({
      match: battleRoyaleMatches,
      result: battleRoyaleResults,
      team: { id: teams.id, name: teams.name, logo: teams.logo },
    })
    .from(battleRoyaleResults)
    .innerJoin(battleRoyaleMatches, eq(battleRoyaleMatches.id, battleRoyaleResults.matchId))
    .innerJoin(tournamentStages, eq(tournamentStages.id, battleRoyaleMatches.stageId))
    .innerJoin(teams, eq(teams.id, battleRoyaleResults.teamId))
    .where(eq(tournamentStages.tournamentId, tournamentId))
    .orderBy(
      asc(battleRoyaleMatches.stageId),
      asc(battleRoyaleMatches.number),
      asc(battleRoyaleResults.placement),
    )

  const byStage = new Map<string, StageRows>(stages.map((stage) => [stage.id, emptyRows()]))
  const teamsById = new Map<string, TeamRef>()
  const teamRef = (team: { id: string; name: string; logo: StoredImageRecord | null }): TeamRef => {
    const ref = teamsById.get(team.id) ?? {
      id: team.id,
      name: team.name,
      logo_url: team.logo ? storedImageUrl(team.logo) : null,
    }
    teamsById.set(team.id, ref)
    return ref
  }
  for (const { match, result, team } of battleRoyaleRows) {
    teamRef(team)
    const list = byStage.get(match.stageId)?.battleRoyale
    const last = list?.at(-1)
    if (last?.match.id === match.id) (last.results as BattleRoyaleResultRow[]).push(result)
    else list?.push({ match, results: [result] })
  }
  for (const { participant, team } of participantRows) {
    const rows = byStage.get(participant.stageId)
    if (!rows) continue
    rows.participants.push(participant)
    rows.teams.set(participant.localId, teamRef(team))
  }
  for (const { match } of matchRows) byStage.get(match.stageId)?.matches.push(match)
  return {
    current_stage: currentStage(stages),
    stages: stages.map((stage) => toStageResults(stage, byStage.get(stage.id) ?? emptyRows(), teamsById)),
  }
}
