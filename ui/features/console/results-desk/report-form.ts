/**
 * The report form of a head-to-head match as typed, and the `MatchReport` it sends. Whether a score
 * ends the match is the server's rule (`scoreProblem` with the stage's draws), answered in its refusal.
 */
import type { MatchReport } from '#core/tournaments/stage-rules.ts'

export const REPORT_OUTCOMES = ['score', 'forfeit_1', 'forfeit_2', 'double_forfeit'] as const
export type ReportOutcome = (typeof REPORT_OUTCOMES)[number]

export interface ReportForm {
  readonly outcome: ReportOutcome
  /** Games won by side 1 and side 2, as typed. */
  readonly games: readonly [string, string]
}

export const emptyReportForm: ReportForm = { outcome: 'score', games: ['', ''] }

/** A games field: a whole number from 0 to the match's best-of; undefined otherwise. */
const gamesOf = (typed: string, bestOf: number): number | undefined => {
  const trimmed = typed.trim()
  if (!/^\d{1,2}$/u.test(trimmed)) return undefined
  const games = Number(trimmed)
  return games <= bestOf ? games : undefined
}

/** The report the form says; undefined while a games field is empty or out of 0..best-of. */
export const reportOf = (form: ReportForm, bestOf: number): MatchReport | undefined => {
  switch (form.outcome) {
    case 'forfeit_1':
      return { kind: 'forfeit', forfeiting: 1 }
    case 'forfeit_2':
      return { kind: 'forfeit', forfeiting: 2 }
    case 'double_forfeit':
      return { kind: 'double_forfeit' }
    case 'score': {
      const first = gamesOf(form.games[0], bestOf)
      const second = gamesOf(form.games[1], bestOf)
      return first === undefined || second === undefined
        ? undefined
        : { kind: 'score', scores: [first, second] }
    }
  }
}
