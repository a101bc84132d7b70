/**
 * The ready check of a match (docs/matches.md, ADR 0083): where its tournament asks for one, each team
 * says it is there by pressing "Ready" before the window closes, `ready_check_minutes` after the
 * match's scheduled time. When it closes, a team that did not loses by forfeit, and when neither did,
 * both do where the stage takes a double forfeit; elsewhere the moderators decide. A report made
 * before the close shows both teams came: the check then takes nothing away. Pure: no I/O.
 */
import type { MatchReport } from '#core/tournaments/results-desk.api.ts'
import { isWaitingToBePlayed, type ReadyRefusal, type ReportableMatch, sideOf } from './reports.ts'

export type { ReadyRefusal }

/** When the window of a match scheduled at `scheduledAt` closes, with a window of `minutes`. */
export const readyClosesAt = (scheduledAt: Date, minutes: number): Date =>
  new Date(scheduledAt.getTime() + minutes * 60_000)

/** Whether the window closing at `closesAt` is over at `now`. */
export const isReadyCheckOver = (closesAt: Date, now: Date): boolean => now.getTime() >= closesAt.getTime()

/**
 * Whether a player of `actorTeams` may say their team is ready: a player of one of the match's two
 * teams, while the match waits to be played (as for a report), its window is open, and their team has
 * not said so yet. `closesAt`: the window's close, undefined when the match has no ready check.
 */
export const readyRefusal = (
  match: ReportableMatch,
  actorTeams: ReadonlyArray<string>,
  closesAt: Date | undefined,
  readyTeams: ReadonlyArray<string>,
  now: Date,
): ReadyRefusal | null => {
  const side = sideOf(match, actorTeams)
  if (side === undefined) return 'not_a_player'
  if (closesAt === undefined) return 'no_ready_check'
  if (match.status === 'completed' || match.status === 'archived') return 'match_already_reported'
  if (!isWaitingToBePlayed(match)) return 'match_not_ready'
  if (isReadyCheckOver(closesAt, now)) return 'ready_check_closed'
  if (readyTeams.includes(match.teamIds[side - 1] as string)) return 'already_ready'
  return null
}

/** What the close of a ready check does to its match. */
export type NoShow =
  /** Both teams were ready: nothing. */
  | { readonly kind: 'none' }
  /** The result the timer writes: one side's forfeit, or both sides' where the stage takes it. */
  | { readonly kind: 'result'; readonly absent: ReadonlyArray<1 | 2>; readonly result: MatchReport }
  /** Neither was ready in a stage without double forfeits (a table has no row for it): a moderator decides. */
  | { readonly kind: 'moderators'; readonly absent: ReadonlyArray<1 | 2> }

/**
 * What the close does, given which sides were ready and whether the match's stage takes a double
 * forfeit (`allowsDoubleForfeit` of its kind).
 */
export const noShowOf = (ready: readonly [boolean, boolean], doubleForfeitAllowed: boolean): NoShow => {
  const [first, second] = ready
  if (first && second) return { kind: 'none' }
  if (first) return { kind: 'result', absent: [2], result: { kind: 'forfeit', forfeiting: 2 } }
  if (second) return { kind: 'result', absent: [1], result: { kind: 'forfeit', forfeiting: 1 } }
  return doubleForfeitAllowed
    ? { kind: 'result', absent: [1, 2], result: { kind: 'double_forfeit' } }
    : { kind: 'moderators', absent: [1, 2] }
}
