/**
 * A battle-royale lobby as it is typed, and the totals it would give: the points come from core's
 * `battleRoyaleStandings` (the public standings' rule) over the stage's points table, added to each
 * team's total so far.
 */
import {
  battleRoyaleStandings,
  DEFAULT_BATTLE_ROYALE_TIE_BREAKS,
} from '#core/tournaments/competition/battle-royale.ts'
import { wholeNumber } from '#core/tournaments/lobby-csv.ts'
import type { BattleRoyaleStanding, PointsTable } from '#core/tournaments/results.schema.ts'
import { type LobbyResult, MAX_KILLS } from '#core/tournaments/results-desk.api.ts'

/** One team's line of the form, as typed. */
export interface LobbyRow {
  readonly teamId: string
  readonly placement: string
  readonly kills: string
}

export interface LobbyTotal {
  /** What this match earns the team; null while its line is incomplete. */
  readonly match: number | null
  /** Its total after this match (the total so far when its line is incomplete). */
  readonly total: number
}

/**
 * A line as the API takes it; undefined while its placement (1 or more) or kills (at most the
 * match's limit) are not whole numbers, read as a lobby file's are.
 */
export const lobbyResultOf = (row: LobbyRow): LobbyResult | undefined => {
  const placement = wholeNumber(row.placement.trim())
  const kills = wholeNumber(row.kills.trim())
  if (placement === undefined || placement < 1 || kills === undefined || kills > MAX_KILLS) return undefined
  return { team_id: row.teamId, placement, kills }
}

/** Each team's points in this match and its total after it, by team id. */
export const lobbyTotals = (
  points: PointsTable,
  rows: ReadonlyArray<LobbyRow>,
  standings: ReadonlyArray<BattleRoyaleStanding>,
): ReadonlyMap<string, LobbyTotal> => {
  const results = rows.flatMap((row) => {
    const result = lobbyResultOf(row)
    return result ? [{ teamId: result.team_id, placement: result.placement, kills: result.kills }] : []
  })
  const earned = new Map(
    battleRoyaleStandings([{ id: 'typed', order: 0, group: 'typed', results }], {
      placementPoints: points.placement,
      pointsPerKill: points.per_kill,
      tieBreaks: DEFAULT_BATTLE_ROYALE_TIE_BREAKS,
    }).map((row) => [row.teamId, row.totalPoints]),
  )
  const before = new Map(standings.map((row) => [row.team.id, row.total]))
  return new Map(
    rows.map((row) => {
      const match = earned.get(row.teamId) ?? null
      const soFar = before.get(row.teamId) ?? 0
      return [row.teamId, { match, total: soFar + (match ?? 0) }]
    }),
  )
}
