/**
 * "My next match is ready" (ADR 0071), derived in one place from a stage as it was before a change and
 * as it is after it: a team's next match is its first match of a running stage that waits for a result
 * with both teams known (by round, then bracket or group, then number). A team whose next match is a
 * new one, or the same one against another team (a correction moved the bracket), is told: in an
 * elimination bracket both teams of a match at once, as the match's second team becomes known; in a
 * round robin each team as it reaches the match. A stage that starts tells every team of its first match.
 * Pure: the stage use cases load the stage again after each change and hand on what this finds.
 */
import type { StageMatchRow } from '#server/platform/db/schema.ts'
import type { StageData } from './stage-store.ts'

/** A team's next match that just became ready: the match, the team and whom it plays. */
export interface ReadyMatch {
  readonly matchId: string
  readonly tournamentId: string
  readonly teamId: string
  readonly opponentId: string
}

export const WAITING_FOR_RESULT: ReadonlyArray<StageMatchRow['status']> = ['ready', 'running']
const waiting = new Set(WAITING_FOR_RESULT)

const byPlayOrder = (a: StageMatchRow, b: StageMatchRow): number =>
  a.roundNumber - b.roundNumber || a.groupNumber - b.groupNumber || a.number - b.number

/** What finding the next matches needs of a stage: only its waiting matches count. */
export type StagePlay = Pick<StageData, 'participants' | 'matches'> & {
  readonly stage: Pick<StageData['stage'], 'status'>
}

/** Each team's next match in the stage, with its opponent; none while the stage is not running. */
export const nextMatches = (
  data: StagePlay,
): ReadonlyMap<string, { match: StageMatchRow; opponentId: string }> => {
  const next = new Map<string, { match: StageMatchRow; opponentId: string }>()
  if (data.stage.status !== 'running') return next
  const teamOf = new Map(data.participants.map((participant) => [participant.localId, participant.teamId]))
  const playable = data.matches.filter((match) => waiting.has(match.status)).sort(byPlayOrder)
  for (const match of playable) {
    const first = match.opponent1?.id == null ? undefined : teamOf.get(match.opponent1.id)
    const second = match.opponent2?.id == null ? undefined : teamOf.get(match.opponent2.id)
    if (first === undefined || second === undefined) continue
    if (!next.has(first)) next.set(first, { match, opponentId: second })
    if (!next.has(second)) next.set(second, { match, opponentId: first })
  }
  return next
}

/** The teams whose next match is ready after the change and was not theirs before it. */
export const newlyReadyMatches = (before: StageData, after: StageData): ReadyMatch[] => {
  const was = nextMatches(before)
  return [...nextMatches(after)].flatMap(([teamId, { match, opponentId }]) => {
    const earlier = was.get(teamId)
    if (earlier && earlier.match.id === match.id && earlier.opponentId === opponentId) return []
    return [{ matchId: match.id, tournamentId: after.stage.tournamentId, teamId, opponentId }]
  })
}
