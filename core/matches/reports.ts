/**
 * Players report their own matches (docs/matches.md, ADR 0077): a player of either team reports the
 * result of a head-to-head match while it is played, the other team confirms it or disputes it with a
 * reason, and a report nobody answers in time is confirmed by the timer. A dispute freezes the match
 * until a moderator decides it with a reason. The result itself is the stage rules' `MatchReport`
 * (`#core/tournaments/results-desk.api.ts`): a player's report is one of its forms, checked by the same
 * rules when it is made and written by the same stage use cases when it is confirmed.
 *
 * This module holds the schemas the API decodes, the states and limits the tables' checks are written
 * from, and the pure rules of who may act when. Pure: no I/O.
 */
import { Option, Schema } from 'effect'
import { RequiredMultiLineText } from '#core/shared/validation/rules.ts'
import type { MatchStatus } from '#core/tournaments/results.schema.ts'
import { MatchReport, type StageConflictReason } from '#core/tournaments/results-desk.api.ts'
import {
  BOTH_FORFEIT,
  MAX_PROOF_IMAGES,
  type MatchFormIntent,
  REPORT_FIELDS,
  REPORT_REASON_MAX,
} from './report-forms.ts'

export { MAX_PROOF_IMAGES }
/** The longest stored image key a proof names (`{prefix}/{id}.{ext}`). */
export const PROOF_KEY_MAX = 200

/**
 * A report's life: it waits for the other team's answer; it is confirmed by them or by the timer, or
 * disputed; a disputed one is decided by a moderator. `withdrawn`: the match got its result another
 * way (the results desk) while the report waited, so the report no longer counts.
 */
export const REPORT_STATES = [
  'awaiting_answer',
  'confirmed',
  'auto_confirmed',
  'disputed',
  'decided',
  'withdrawn',
] as const
export type ReportState = (typeof REPORT_STATES)[number]

/** The states of a report still open: a match has at most one such report (a unique index). */
export const OPEN_REPORT_STATES = [
  'awaiting_answer',
  'disputed',
] as const satisfies ReadonlyArray<ReportState>
export type OpenReportState = (typeof OPEN_REPORT_STATES)[number]

/**
 * What a match's history records: one event per step of a report, a team saying it is ready, the
 * close of the ready check that found a team missing (`no_show`, once per match), and the start and
 * end of an air-raid pause.
 */
export const MATCH_EVENT_KINDS = [
  'reported',
  'confirmed',
  'auto_confirmed',
  'disputed',
  'decided',
  'withdrawn',
  'ready',
  'no_show',
  'paused',
  'resumed',
] as const
export type MatchEventKind = (typeof MATCH_EVENT_KINDS)[number]

const [ScoreReport, ForfeitReport] = MatchReport.members

/**
 * What a player reports: the games each side won (a best-of series' score, checked against the
 * stage's best-of when it is reported) or the side that forfeits; a double forfeit is a moderator's
 * call. The proof is up to `MAX_PROOF_IMAGES` screenshots uploaded for this match by a player of the
 * reporting team (`POST …/proofs`), named by the keys the upload answered.
 */
export const PlayerResult = Schema.Union([ScoreReport, ForfeitReport])
export type PlayerResult = typeof PlayerResult.Type

/** A stored image's key as the upload pipeline names it: `{prefix}/{name}.{png|jpg|webp}`. */
const ProofKey = Schema.String.check(
  Schema.isMaxLength(PROOF_KEY_MAX),
  Schema.isPattern(/^[a-z0-9-]{1,32}\/[a-z0-9-]{1,128}\.(?:png|jpg|webp)$/),
)

export const PlayerReport = Schema.Struct({
  result: PlayerResult,
  proof: Schema.optional(Schema.Array(ProofKey).check(Schema.isMaxLength(MAX_PROOF_IMAGES))),
})
export type PlayerReport = typeof PlayerReport.Type

const Reason = RequiredMultiLineText(REPORT_REASON_MAX)

/** The other team disputes the report, saying why. */
export const DisputeRequest = Schema.Struct({ reason: Reason })
export type DisputeRequest = typeof DisputeRequest.Type

/** A moderator's decision of a disputed match: the result that stands, and why. */
export const Decision = Schema.Struct({ report: MatchReport, reason: Reason })
export type Decision = typeof Decision.Type

/** The match as the rules below read it. */
export interface ReportableMatch {
  readonly status: MatchStatus
  /** Its stage is running (results may be written). */
  readonly stageRunning: boolean
  /** The teams of side 1 and side 2; null while a place is open or a bye. */
  readonly teamIds: readonly [string | null, string | null]
}

/** The open report of a match, as the rules below read it. */
export interface OpenReport {
  readonly state: OpenReportState
  /** The team whose player reported it. */
  readonly teamId: string
}

/** Why a player may not report the match now. */
export type ReportRefusal =
  | 'not_a_player'
  | 'match_not_ready'
  | 'match_already_reported'
  | 'match_disputed'
  | 'report_open'

/** Why a player may not confirm or dispute the match's report now. */
export type AnswerRefusal = 'not_a_player' | 'no_open_report' | 'match_disputed' | 'own_report'

/** Why a player may not say their team is ready now (`./ready-check.ts`). */
export type ReadyRefusal =
  | 'not_a_player'
  /** The tournament has no ready check, or the match has no scheduled time to count from. */
  | 'no_ready_check'
  | 'match_not_ready'
  | 'match_already_reported'
  | 'ready_check_closed'
  | 'already_ready'

/** Why a player may not pause the match for an air-raid alert now (`./pauses.ts`). */
export type PauseRefusal = 'not_a_player' | 'pauses_off' | 'match_not_ready' | 'already_paused'

/** Why a player or moderator may not end the match's pause now (`./pauses.ts`). */
export type ResumeRefusal = 'not_a_player' | 'not_paused' | 'alert_still_on'

/** Why a moderator may not decide the match now. */
export type DecisionRefusal = 'no_open_report' | 'not_disputed'

/** The side (1 or 2) of the match one of `actorTeams` plays, or undefined when none does. */
export const sideOf = (match: ReportableMatch, actorTeams: ReadonlyArray<string>): 1 | 2 | undefined => {
  const [first, second] = match.teamIds
  if (first !== null && actorTeams.includes(first)) return 1
  if (second !== null && actorTeams.includes(second)) return 2
  return undefined
}

/**
 * Whether the match waits to be played: its stage is running, both its teams are known, and it is
 * ready or running. Reports, ready checks and pauses are taken only then.
 */
export const isWaitingToBePlayed = (match: ReportableMatch): boolean =>
  match.stageRunning &&
  match.teamIds[0] !== null &&
  match.teamIds[1] !== null &&
  (match.status === 'ready' || match.status === 'running')

/**
 * Whether a player of `actorTeams` (the teams they are a member of) may report the match: only a
 * player of one of its two teams, only while it is ready or running in a running stage with both
 * teams known, only before it has a result, and only when no report of it is open (a disputed match
 * is frozen until a moderator decides it).
 */
export const reportRefusal = (
  match: ReportableMatch,
  actorTeams: ReadonlyArray<string>,
  openReport: OpenReport | undefined,
): ReportRefusal | null => {
  if (sideOf(match, actorTeams) === undefined) return 'not_a_player'
  if (match.status === 'completed' || match.status === 'archived') return 'match_already_reported'
  if (!isWaitingToBePlayed(match)) return 'match_not_ready'
  if (openReport?.state === 'disputed') return 'match_disputed'
  if (openReport) return 'report_open'
  return null
}

/**
 * Whether a player of `actorTeams` may confirm or dispute the match's open report: only a player of
 * the other team than the one that reported it, and only while the report waits for its answer.
 */
export const answerRefusal = (
  match: ReportableMatch,
  actorTeams: ReadonlyArray<string>,
  openReport: OpenReport | undefined,
): AnswerRefusal | null => {
  const side = sideOf(match, actorTeams)
  if (side === undefined) return 'not_a_player'
  if (!openReport) return 'no_open_report'
  if (openReport.state === 'disputed') return 'match_disputed'
  if (match.teamIds[side - 1] === openReport.teamId) return 'own_report'
  return null
}

/** Whether a moderator may decide the match: only a disputed one. */
export const decisionRefusal = (openReport: OpenReport | undefined): DecisionRefusal | null => {
  if (!openReport) return 'no_open_report'
  return openReport.state === 'disputed' ? null : 'not_disputed'
}

/** When the other team's time to answer a report made at `reportedAt` ends. */
export const answerDueAt = (reportedAt: Date, answerMinutes: number): Date =>
  new Date(reportedAt.getTime() + answerMinutes * 60_000)

/** Whether the timer confirms a report due at `dueAt` at the instant `now`: once its time is over. */
export const isAnswerOverdue = (dueAt: Date, now: Date): boolean => now.getTime() >= dueAt.getTime()

/** What a viewer may do on the match now (its page's forms): the side their team plays, if any. */
export interface MatchActions {
  readonly side: 1 | 2 | null
  readonly mayReport: boolean
  readonly mayAnswer: boolean
  /** A moderator or organiser, and the match is disputed. */
  readonly mayDecide: boolean
  /** A player of the match whose team has not said it is ready, while its ready check is open. */
  readonly mayReady: boolean
  /** A player of the match, in a tournament that pauses for alerts, while it is not paused. */
  readonly mayPause: boolean
  /** A player or moderator, while a pause made by hand lasts (a moderator ends an alert's too). */
  readonly mayResume: boolean
}

/**
 * The match page's forms for a viewer who plays in `actorTeams` (none: not a player of it) and is
 * staff or not, by the same rules the actions are checked by; `readyRefused` is the ready check's
 * (`readyRefusal` of `./ready-check.ts`, which needs the clock and the teams already ready).
 */
export const matchActions = (
  match: ReportableMatch,
  actorTeams: ReadonlyArray<string>,
  openReport: OpenReport | undefined,
  staff: boolean,
  readyRefused: ReadyRefusal | null,
  pauses: { readonly pause: PauseRefusal | null; readonly resume: ResumeRefusal | null },
): MatchActions => ({
  side: sideOf(match, actorTeams) ?? null,
  mayReport: reportRefusal(match, actorTeams, openReport) === null,
  mayAnswer: answerRefusal(match, actorTeams, openReport) === null,
  mayDecide: staff && decisionRefusal(openReport) === null,
  mayReady: readyRefused === null,
  mayPause: pauses.pause === null,
  mayResume: pauses.resume === null,
})

/** The fields as the browser sent them. */
export interface FormFields {
  get(name: string): string | null
}

const decodeResult = Schema.decodeUnknownOption(PlayerResult)
const GAMES = /^\d{1,2}$/

/** The report form as a player's result, or undefined when it holds none. */
export const resultFromForm = (fields: FormFields): PlayerResult | undefined => {
  const kind = fields.get(REPORT_FIELDS.result)
  if (kind === 'forfeit') {
    const side = fields.get(REPORT_FIELDS.forfeiting)
    return Option.getOrUndefined(
      decodeResult({ kind: 'forfeit', forfeiting: side === '1' ? 1 : side === '2' ? 2 : 0 }),
    )
  }
  if (kind !== 'score') return undefined
  const games = [fields.get(REPORT_FIELDS.score1) ?? '', fields.get(REPORT_FIELDS.score2) ?? ''].map(
    (value) => value.trim(),
  )
  if (!games.every((value) => GAMES.test(value))) return undefined
  return Option.getOrUndefined(decodeResult({ kind: 'score', scores: games.map(Number) }))
}

const decodeDecided = Schema.decodeUnknownOption(MatchReport)

/**
 * The decision form as a moderator's result: a player's result, or a double forfeit (`forfeiting` of
 * `both`); undefined when it holds none.
 */
export const decisionFromForm = (fields: FormFields): MatchReport | undefined =>
  fields.get(REPORT_FIELDS.result) === 'forfeit' && fields.get(REPORT_FIELDS.forfeiting) === BOTH_FORFEIT
    ? Option.getOrUndefined(decodeDecided({ kind: 'double_forfeit' }))
    : resultFromForm(fields)

const decodeReason = Schema.decodeUnknownOption(Reason)

/** A dispute's or decision's reason as the rules take it, or undefined when it is missing or too long. */
export const reasonFromForm = (fields: FormFields): string | undefined =>
  Option.getOrUndefined(decodeReason(fields.get(REPORT_FIELDS.reason) ?? ''))

/** Why a screenshot sent with the report form was refused; each is said with the limit it broke. */
export type ProofRefusal =
  /** Not a PNG or JPG image (by its bytes), or one that does not decode. */
  | 'proof_type'
  /** Over IMAGE_MAX_MB. */
  | 'proof_too_large'
  /** Over IMAGE_MAX_MEGAPIXELS. */
  | 'proof_pixels'
  /** More than MAX_PROOF_IMAGES. */
  | 'too_many_proofs'

/** Why a match page's form was not taken. */
export type MatchFormRefusal =
  | ReadyRefusal
  | PauseRefusal
  | ResumeRefusal
  | ReportRefusal
  | AnswerRefusal
  | DecisionRefusal
  | ProofRefusal
  /** The stage's rules refuse the score (best-of, draws). */
  | 'invalid_result'
  /** The stage takes no result for the match now (it changed meanwhile). */
  | 'stage_not_running'
  /** Neither a score nor a forfeit was filled in. */
  | 'invalid_report'
  /** A dispute or a decision without its reason, or with one too long. */
  | 'invalid_reason'
  /** A decision by someone who is not a moderator or organiser. */
  | 'not_staff'
  /** The page's form token is not this browser's (a forged form, or a page open too long). */
  | 'expired'
  /** Too many images wait to be worked on, or too many uploads of this player this hour: later. */
  | 'busy'
  | 'throttled'

/** What a match page's form says when the stage refused the result: the match's own reason where it has one. */
export const stageConflictRefusal = (reason: StageConflictReason): MatchFormRefusal =>
  reason === 'match_already_reported' || reason === 'match_not_ready' ? reason : 'stage_not_running'

/** What a match page's form came to when it was not taken, rendered into the page. */
export interface MatchFormPosted {
  readonly intent: MatchFormIntent
  readonly reason: MatchFormRefusal
}
