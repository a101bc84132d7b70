/**
 * A tournament's match-day settings, which the console edits and the players' match reports use:
 * how long the other team has to answer a report.
 */

/** How long the other team has to answer a report, unless the tournament sets its own time. */
export const DEFAULT_ANSWER_MINUTES = 15
/** The bounds of a tournament's answer time: a minute to a day. */
export const ANSWER_MINUTES_MIN = 1
export const ANSWER_MINUTES_MAX = 24 * 60
