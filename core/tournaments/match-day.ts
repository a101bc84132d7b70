/**
 * A tournament's match-day settings, which the console edits and the players' match reports use:
 * how long the other team has to answer a report, the ready check, and whether an air-raid alert
 * pauses the matches.
 */

/** How long the other team has to answer a report, unless the tournament sets its own time. */
export const DEFAULT_ANSWER_MINUTES = 15
/** The bounds of a tournament's answer time: a minute to a day. */
export const ANSWER_MINUTES_MIN = 1
export const ANSWER_MINUTES_MAX = 24 * 60

/**
 * A ready check's window: from the match's scheduled time, this many minutes for each team to say it
 * is there, unless the tournament sets its own; a tournament may also have none.
 */
export const DEFAULT_READY_CHECK_MINUTES = 10
/** The bounds of a tournament's ready-check window: a minute to two hours. */
export const READY_CHECK_MINUTES_MIN = 1
export const READY_CHECK_MINUTES_MAX = 120
