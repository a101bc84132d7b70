/**
 * The players' match reports as the API serves them (docs/matches.md): the paths under the API root
 * and what they answer. Players of the match's two teams report, confirm and dispute; moderators and
 * organisers decide a disputed match; anyone reads a match's report and history (public fields only).
 */
import { Schema } from 'effect'
import { StoredImage } from '#core/shared/uploads/image.ts'
import { MatchReport } from '#core/tournaments/results-desk.api.ts'
import { PAUSE_CAUSES } from './pauses.ts'
import { MATCH_EVENT_KINDS, REPORT_STATES } from './reports.ts'

export const MATCH_REPORT_PATHS = {
  /** POST `PlayerReport` → 201 `MatchReportView` (a player of either team); GET → `MatchHistory` (anyone). */
  reports: '/matches/:matchId/reports',
  /** POST multipart, one PNG or JPG in the part `file` → 201 `MatchProofView` (a player of either team). */
  proofs: '/matches/:matchId/proofs',
  /** POST, no body → `MatchReportView` (a player of the other team). */
  confirm: '/matches/:matchId/confirm',
  /** POST `DisputeRequest` → `MatchReportView` (a player of the other team). */
  dispute: '/matches/:matchId/dispute',
  /** POST, no body → `ReadyCheckView` (a player of either team, while the ready check is open). */
  ready: '/matches/:matchId/ready',
  /** POST, no body → `MatchPauseView` (a player of either team, for an air-raid alert). */
  pause: '/matches/:matchId/pause',
  /** POST, no body → 204 (a player of either team ends a pause made by hand; a moderator any pause). */
  resume: '/matches/:matchId/resume',
  /** POST `Decision` → `MatchReportView` (moderators and organisers). */
  decision: '/matches/:matchId/decision',
  /** GET → `DisputeList`: the disputes waiting for a decision, oldest first (moderators and organisers). */
  disputes: '/console/disputes',
} as const

/** A match path with its id filled in. */
export const matchReportPath = (
  path: Exclude<keyof typeof MATCH_REPORT_PATHS, 'disputes'>,
  matchId: string,
): string => MATCH_REPORT_PATHS[path].replace(':matchId', encodeURIComponent(matchId))

const Uuid = Schema.String.check(Schema.isUUID())
const IsoInstant = Schema.String

/** A report as everyone sees it: no user's private data, players named by their public nickname. */
export const MatchReportView = Schema.Struct({
  id: Uuid,
  match_id: Uuid,
  /** The team whose player reported it. */
  team_id: Uuid,
  reported_by: Schema.NullOr(Schema.String),
  result: MatchReport,
  /**
   * The screenshots, in the order they were cited: `url` the full size (PNG or JPG, at most 3840 px on
   * either side), `variants` the WebP thumbnails and the full size, each `/media/…` URL with its width.
   */
  proof: Schema.Array(StoredImage),
  state: Schema.Literals(REPORT_STATES),
  reported_at: IsoInstant,
  /** From this instant on, an unanswered report is confirmed by the timer. */
  answer_due_at: IsoInstant,
  answered_at: Schema.NullOr(IsoInstant),
  dispute_reason: Schema.NullOr(Schema.String),
  decision: Schema.NullOr(MatchReport),
  decision_reason: Schema.NullOr(Schema.String),
})
export type MatchReportView = typeof MatchReportView.Type

/** One step of a match's history, oldest first. */
export const MatchEventView = Schema.Struct({
  id: Schema.Int,
  kind: Schema.Literals(MATCH_EVENT_KINDS),
  report_id: Schema.NullOr(Uuid),
  /** The acting player's or moderator's nickname; null for the timer. */
  actor: Schema.NullOr(Schema.String),
  team_id: Schema.NullOr(Uuid),
  /** The result reported or decided; null for the other steps. */
  result: Schema.NullOr(MatchReport),
  /** The sides a closed ready check found missing (`no_show`); empty for the other steps. */
  absent: Schema.Array(Schema.Literals([1, 2])),
  /** The reason of a dispute, a decision or a withdrawal; null for the other steps. */
  reason: Schema.NullOr(Schema.String),
  at: IsoInstant,
})
export type MatchEventView = typeof MatchEventView.Type

/**
 * A match's ready check (ADR 0083): when its window closes, and when each side said it was ready (by
 * the match's order of sides; null: not yet).
 */
export const ReadyCheckView = Schema.Struct({
  closes_at: IsoInstant,
  ready: Schema.Tuple([Schema.NullOr(IsoInstant), Schema.NullOr(IsoInstant)]),
})
export type ReadyCheckView = typeof ReadyCheckView.Type

/**
 * An air-raid pause lasting now: an alert where a player of the match is (never whose oblast), or a
 * player's button; since when.
 */
export const MatchPauseView = Schema.Struct({
  cause: Schema.Literals(PAUSE_CAUSES),
  since: IsoInstant,
})
export type MatchPauseView = typeof MatchPauseView.Type

/**
 * A match's latest report (open or last settled; null before any), its whole history, its ready
 * check (null when its tournament has none or it has no scheduled time), and the pause lasting now.
 * The deadlines (`answer_due_at`, `closes_at`) include the time paused since they started.
 */
export const MatchHistory = Schema.Struct({
  match_id: Uuid,
  report: Schema.NullOr(MatchReportView),
  events: Schema.Array(MatchEventView),
  ready_check: Schema.NullOr(ReadyCheckView),
  pause: Schema.NullOr(MatchPauseView),
})
export type MatchHistory = typeof MatchHistory.Type

/**
 * A dispute waiting for a moderator, as the console lists it: where the match is, who plays it, what
 * one team reported and why the other disputes it. The decision is taken on the match's page.
 */
export const OpenDispute = Schema.Struct({
  report_id: Uuid,
  match_id: Uuid,
  match_number: Schema.Int,
  round: Schema.Int,
  tournament: Schema.Struct({ id: Uuid, slug: Schema.String, name: Schema.String }),
  stage_number: Schema.Int,
  /** The two teams' names in the match's order of sides. */
  teams: Schema.Tuple([Schema.String, Schema.String]),
  /** The side whose player reported. */
  reporting_side: Schema.Literals([1, 2]),
  reported_by: Schema.NullOr(Schema.String),
  result: MatchReport,
  proof_count: Schema.Int,
  reported_at: IsoInstant,
  disputed_by: Schema.NullOr(Schema.String),
  disputed_at: IsoInstant,
  dispute_reason: Schema.String,
})
export type OpenDispute = typeof OpenDispute.Type

/** The disputes waiting, oldest first (at most `DISPUTES_LISTED`), and how many wait in all. */
export const DisputeList = Schema.Struct({ count: Schema.Int, results: Schema.Array(OpenDispute) })
export type DisputeList = typeof DisputeList.Type

/** The most disputes one answer lists: more than a moderator can take on at once. */
export const DISPUTES_LISTED = 100

/**
 * A screenshot uploaded as the proof of a match (`POST …/proofs`): `key` is what a report's `proof`
 * cites; `url` and `variants` as in `StoredImage`.
 */
export const MatchProofView = Schema.Struct({
  key: Schema.String,
  ...StoredImage.fields,
})
export type MatchProofView = typeof MatchProofView.Type
