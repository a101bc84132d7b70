/**
 * The match page's read model (`GET /api/v1/tournaments/{id}/matches/{matchId}`): one head-to-head
 * match with its tournament, stage, round name, both sides and their public rosters, and the matches
 * its winner and loser go to. Two queries whatever the size of the stage: the match with its stage,
 * tournament, next matches and the last round of each of their brackets; then the two teams with
 * their players (none when neither side is known yet).
 */
import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import {
  HEAD_TO_HEAD_KINDS,
  type MatchPosition,
  type MatchSide,
  type MatchTeam,
  type MatchView,
  type RoundTitle,
} from '#core/tournaments/match-view.ts'
import type { BracketKind } from '#core/tournaments/results.schema.ts'
import { roundName } from '#core/tournaments/round-names.ts'
import type { StageKind } from '#core/tournaments/tournament.schema.ts'
import type { AppDatabase } from '#server/platform/db/client.ts'
import {
  type StoredOpponent,
  stageMatches,
  stageParticipants,
  teamMembers,
  teams,
  tournamentStages,
  tournaments,
  users,
} from '#server/platform/db/schema.ts'
import { storedImageUrl } from '#server/uploads/index.ts'

/** The brackets of an elimination stage by brackets-manager's group number (as the results tab reads them). */
const BRACKET_OF_GROUP: Record<'single_elimination' | 'double_elimination', Record<number, BracketKind>> = {
  single_elimination: { 1: 'main' },
  double_elimination: { 1: 'upper', 2: 'lower', 3: 'grand_final' },
}

interface PlacedRow {
  readonly id: string
  readonly groupNumber: number
  readonly roundNumber: number
  readonly number: number
  /** The last round of the match's bracket or group. */
  readonly lastRound: number
}

/** Where a match of a stage of this kind sits, with its round named as the results tab names it. */
export const positionOf = (kind: StageKind, row: PlacedRow): MatchPosition => {
  const bracketKinds =
    kind === 'single_elimination' || kind === 'double_elimination' ? BRACKET_OF_GROUP[kind] : null
  const bracket = bracketKinds?.[row.groupNumber] ?? null
  const round_name: RoundTitle = bracket
    ? roundName(bracket, row.roundNumber, row.lastRound)
    : { name: 'round', number: row.roundNumber }
  return {
    id: row.id,
    bracket,
    group: kind === 'round_robin' ? row.groupNumber : null,
    round: row.roundNumber,
    round_name,
    number: row.number,
  }
}

/** The last round of the bracket or group of the match in `table` (served by the position key). */
const lastRoundOf = (table: string) =>
  sql<number>`(select max("last"."round_number") from "stage_matches" as "last" where "last"."stage_id" = ${sql.identifier(table)}."stage_id" and "last"."group_number" = ${sql.identifier(table)}."group_number")`.mapWith(
    Number,
  )

const winnerNext = alias(stageMatches, 'winner_next')
const loserNext = alias(stageMatches, 'loser_next')

const nextColumns = (table: typeof winnerNext | typeof loserNext) => ({
  id: table.id,
  groupNumber: table.groupNumber,
  roundNumber: table.roundNumber,
  number: table.number,
})

/**
 * The match `matchId` of a head-to-head stage of the tournament that `tournamentWhere` selects (the
 * caller's rule of a public tournament and its key); undefined when there is none.
 */
export const readMatchView = async (
  db: AppDatabase,
  tournamentWhere: SQL | undefined,
  matchId: string,
): Promise<MatchView | undefined> => {
  const [found] = await db
    .select({
      match: stageMatches,
      lastRound: lastRoundOf('stage_matches'),
      stage: {
        id: tournamentStages.id,
        number: tournamentStages.number,
        kind: tournamentStages.kind,
        nameUk: tournamentStages.nameUk,
        nameEn: tournamentStages.nameEn,
        bestOf: tournamentStages.bestOf,
      },
      tournament: { id: tournaments.id, slug: tournaments.slug, name: tournaments.name },
      winnerNext: nextColumns(winnerNext),
      winnerNextLast: lastRoundOf('winner_next'),
      loserNext: nextColumns(loserNext),
      loserNextLast: lastRoundOf('loser_next'),
    })
    .from(stageMatches)
    .innerJoin(tournamentStages, eq(tournamentStages.id, stageMatches.stageId))
    .innerJoin(tournaments, eq(tournaments.id, tournamentStages.tournamentId))
    .leftJoin(winnerNext, eq(winnerNext.id, stageMatches.winnerToId))
    .leftJoin(loserNext, eq(loserNext.id, stageMatches.loserToId))
    .where(
      and(
        eq(stageMatches.id, matchId),
        inArray(tournamentStages.kind, [...HEAD_TO_HEAD_KINDS]),
        tournamentWhere,
      ),
    )
    .limit(1)
  if (!found) return undefined
  const { match, stage } = found
  const localIds = [match.opponent1?.id, match.opponent2?.id].filter(
    (id): id is number => typeof id === 'number',
  )
  const rosterRows = localIds.length
    ? await db
        .select({
          localId: stageParticipants.localId,
          seed: stageParticipants.seed,
          team: { id: teams.id, name: teams.name, logo: teams.logo, captainId: teams.captainId },
          player: { id: users.id, nickname: users.username, avatar: users.avatar },
        })
        .from(stageParticipants)
        .innerJoin(teams, eq(teams.id, stageParticipants.teamId))
        .leftJoin(teamMembers, eq(teamMembers.teamId, teams.id))
        .leftJoin(users, eq(users.id, teamMembers.userId))
        .where(and(eq(stageParticipants.stageId, stage.id), inArray(stageParticipants.localId, localIds)))
        .orderBy(
          asc(stageParticipants.localId),
          desc(sql`${users.id} = ${teams.captainId}`),
          asc(teamMembers.joinedAt),
          asc(users.username),
        )
    : []
  const teamsByLocalId = new Map<number, MatchTeam & { players: MatchTeam['players'][number][] }>()
  for (const row of rosterRows) {
    const team = teamsByLocalId.get(row.localId) ?? {
      id: row.team.id,
      name: row.team.name,
      logo_url: row.team.logo ? storedImageUrl(row.team.logo) : null,
      seed: row.seed,
      players: [],
    }
    teamsByLocalId.set(row.localId, team)
    if (row.player)
      team.players.push({
        nickname: row.player.nickname,
        avatar_url: row.player.avatar ? storedImageUrl(row.player.avatar) : null,
        is_captain: row.player.id === row.team.captainId,
      })
  }
  const sideOf = (opponent: StoredOpponent | null): MatchSide | null =>
    opponent === null
      ? null
      : {
          team: opponent.id === null ? null : (teamsByLocalId.get(opponent.id) ?? null),
          score: opponent.score ?? null,
          result: opponent.result ?? null,
          forfeit: opponent.forfeit ?? false,
        }
  // A left join's columns come back null when there is no next match.
  type Nullable<T> = { readonly [K in keyof T]: T[K] | null }
  const next = (row: Nullable<Omit<PlacedRow, 'lastRound'>> | null, lastRound: number | null) => {
    const { id, groupNumber, roundNumber, number } = row ?? {}
    if (id == null || groupNumber == null || roundNumber == null || number == null) return null
    return positionOf(stage.kind, {
      id,
      groupNumber,
      roundNumber,
      number,
      lastRound: lastRound ?? roundNumber,
    })
  }
  return {
    ...positionOf(stage.kind, { ...match, lastRound: found.lastRound }),
    tournament: found.tournament,
    stage: {
      id: stage.id,
      number: stage.number,
      name: { uk: stage.nameUk, en: stage.nameEn },
      kind: stage.kind,
    },
    status: match.status,
    best_of: stage.bestOf,
    scheduled_at: match.scheduledAt?.toISOString() ?? null,
    sides: [sideOf(match.opponent1), sideOf(match.opponent2)],
    winner_to: next(found.winnerNext, found.winnerNextLast),
    loser_to: next(found.loserNext, found.loserNextLast),
  }
}
