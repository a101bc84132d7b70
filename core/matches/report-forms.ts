/**
 * The match page's forms (docs/matches.md): a player reports the result, the other team confirms it or
 * disputes it with a reason, a moderator decides a disputed one with a reason, a team says it is ready
 * for its ready check. Each form posts to the match page's own address with an `intent`, with
 * or without JavaScript; the server answers with the page again (`303` to it when the form was taken,
 * the page rendered with `MatchFormPosted` of `./reports.ts` when it was not). Free of schemas, for
 * the page; `resultFromForm` and `reasonFromForm` of `./reports.ts` decode the fields.
 */

/** The longest reason of a dispute or a decision. */
export const REPORT_REASON_MAX = 500

/** Screenshots a report may carry as its proof. */
export const MAX_PROOF_IMAGES = 5

export const MATCH_FORM_INTENTS = {
  report: 'match.report',
  confirm: 'match.confirm',
  dispute: 'match.dispute',
  decide: 'match.decide',
  ready: 'match.ready',
  pause: 'match.pause',
  resume: 'match.resume',
} as const
export type MatchFormIntent = (typeof MATCH_FORM_INTENTS)[keyof typeof MATCH_FORM_INTENTS]

export const isMatchFormIntent = (value: string): value is MatchFormIntent =>
  (Object.values(MATCH_FORM_INTENTS) as string[]).includes(value)

/**
 * The report form's fields: `result` says which of the two ways the rest is read; `proof` is its file
 * input (the screenshots, sent as multipart/form-data after the other fields).
 */
export const REPORT_FIELDS = {
  result: 'result',
  score1: 'score1',
  score2: 'score2',
  forfeiting: 'forfeiting',
  reason: 'reason',
  proof: 'proof',
} as const

/** The decision form's `forfeiting` when neither team showed up: a double forfeit. */
export const BOTH_FORFEIT = 'both'
