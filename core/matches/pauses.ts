/**
 * Air-raid pauses of a match (docs/matches.md, ADR 0084): while an air-raid alert is on in the oblast
 * of any player of the match (their opt-in profile setting), or while a player has paused it for an
 * alert by hand, the match's timers stand still: the ready check's window and the time to answer a
 * report. When the pause ends they go on with the time that was left. Pure: no I/O.
 *
 * A timer's deadline is never rewritten: the time paused after the timer started is added to it
 * whenever it is read, so one rule serves the sweeps, the pages and the API.
 */
import {
  isWaitingToBePlayed,
  type PauseRefusal,
  type ReportableMatch,
  type ResumeRefusal,
  sideOf,
} from './reports.ts'

export type { PauseRefusal, ResumeRefusal }

/** What paused a match: an alert the poller recorded, or a player's button. */
export const PAUSE_CAUSES = ['alert', 'manual'] as const
export type PauseCause = (typeof PAUSE_CAUSES)[number]

/** A pause as the rules read it; `endedAt` null while it lasts. */
export interface Pause {
  readonly startedAt: Date
  readonly endedAt: Date | null
}

/**
 * How long `pauses` held the timer that started at `from`, up to `now`: the part of each pause after
 * `from` (a pause that ended before it took nothing from this timer), an open one counted until now.
 */
export const pausedMs = (pauses: ReadonlyArray<Pause>, from: Date, now: Date): number =>
  pauses.reduce((sum, pause) => {
    const start = Math.max(pause.startedAt.getTime(), from.getTime())
    const end = (pause.endedAt ?? now).getTime()
    return sum + Math.max(0, end - start)
  }, 0)

/**
 * A timer's deadline at `now`: its own deadline `due`, set when it started at `from`, moved on by the
 * time the match was paused since. While a pause lasts it moves on with the clock: it never comes.
 */
export const deadlineAt = (due: Date, from: Date, pauses: ReadonlyArray<Pause>, now: Date): Date =>
  new Date(due.getTime() + pausedMs(pauses, from, now))

/** Whether a pause lasts now. */
export const isPaused = (pauses: ReadonlyArray<Pause>): boolean =>
  pauses.some((pause) => pause.endedAt === null)

/**
 * Whether a player of `actorTeams` may pause the match by hand: a player of either team, in a
 * tournament that pauses for alerts, while the match waits to be played, and not while it is paused.
 */
export const pauseRefusal = (
  match: ReportableMatch,
  actorTeams: ReadonlyArray<string>,
  pausesOn: boolean,
  pauses: ReadonlyArray<Pause>,
): PauseRefusal | null => {
  if (sideOf(match, actorTeams) === undefined) return 'not_a_player'
  if (!pausesOn) return 'pauses_off'
  if (!isWaitingToBePlayed(match)) return 'match_not_ready'
  if (isPaused(pauses)) return 'already_paused'
  return null
}

/**
 * Whether the actor may end the match's pause: a player of either team or a moderator ends a pause
 * made by hand (the shelter is left, the game goes on); a pause the alert made ends with the alert,
 * or by a moderator's hand.
 */
export const resumeRefusal = (
  match: ReportableMatch,
  actorTeams: ReadonlyArray<string>,
  staff: boolean,
  open: { readonly cause: PauseCause } | undefined,
): ResumeRefusal | null => {
  const player = sideOf(match, actorTeams) !== undefined
  if (!player && !staff) return 'not_a_player'
  if (!open) return 'not_paused'
  if (open.cause === 'alert' && !staff) return 'alert_still_on'
  return null
}
