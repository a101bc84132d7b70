/**
 * Players' reports of their matches and the matches' history (docs/matches.md, ADR 0077). A report is
 * made by a player of one team and answered by the other team, the timer or a moderator; every step
 * of it is also an event of the match's history, written in the same transaction. States, kinds and
 * limits come from `#core/matches/reports.ts`.
 */
import { sql } from 'drizzle-orm'
import {
  bigserial,
  check,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { PAUSE_CAUSES } from '#core/matches/pauses.ts'
import { REPORT_REASON_MAX } from '#core/matches/report-forms.ts'
import {
  MATCH_EVENT_KINDS,
  MAX_PROOF_IMAGES,
  OPEN_REPORT_STATES,
  PROOF_KEY_MAX,
  REPORT_STATES,
} from '#core/matches/reports.ts'
import type { MatchReport } from '#core/tournaments/results-desk.api.ts'
import { users } from '#server/accounts/tables.ts'
import { hasLengthAtMost, hasLengthBetween, isBetween, isOneOf } from '#server/platform/db/checks.ts'
import { teams } from '#server/teams/tables.ts'
import { stageMatches } from '#server/tournaments/stages/tables.ts'
import type { StoredImageRecord } from '#server/uploads/index.ts'

export const matchReports = pgTable(
  'match_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    matchId: uuid('match_id')
      .notNull()
      .references(() => stageMatches.id, { onDelete: 'cascade' }),
    /** The team whose player reported; the other team answers. */
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    reportedBy: uuid('reported_by').references(() => users.id, { onDelete: 'set null' }),
    /** The result as reported (a player's form of the stage rules' `MatchReport`). */
    report: jsonb('report').$type<MatchReport>().notNull(),
    /** The keys of the screenshots cited (`match_proofs.key`, `/media/{key}`). */
    proof: jsonb('proof').$type<string[]>().notNull().default([]),
    state: text('state', { enum: REPORT_STATES }).notNull().default('awaiting_answer'),
    /** From this instant on the timer confirms the report, unless it was answered. */
    answerDueAt: timestamp('answer_due_at', { withTimezone: true }).notNull(),
    /** The other team's player who confirmed or disputed it; null when the timer confirmed it. */
    answeredBy: uuid('answered_by').references(() => users.id, { onDelete: 'set null' }),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    disputeReason: text('dispute_reason'),
    /** The result a moderator decided (it may differ from the report), with the reason. */
    decision: jsonb('decision').$type<MatchReport>(),
    decisionReason: text('decision_reason'),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    // One open report per match: two players reporting at once cannot both open one.
    uniqueIndex('match_reports_one_open_key')
      .on(table.matchId)
      .where(isOneOf(table.state, OPEN_REPORT_STATES)),
    index('match_reports_match_idx').on(table.matchId, table.createdAt),
    // The timer looks for the waiting reports whose time is over.
    index('match_reports_due_idx').on(table.answerDueAt).where(sql`${table.state} = 'awaiting_answer'`),
    index('match_reports_team_idx').on(table.teamId),
    // The moderators' list of disputes, oldest first.
    index('match_reports_disputed_idx').on(table.answeredAt).where(sql`${table.state} = 'disputed'`),
    check('match_reports_state_valid', isOneOf(table.state, REPORT_STATES)),
    check(
      'match_reports_proof_count',
      sql`jsonb_typeof(${table.proof}) = 'array' and ${isBetween(sql`jsonb_array_length(${table.proof})`, 0, MAX_PROOF_IMAGES)}`,
    ),
    check('match_reports_dispute_reason_length', hasLengthBetween(table.disputeReason, 1, REPORT_REASON_MAX)),
    check(
      'match_reports_decision_reason_length',
      hasLengthBetween(table.decisionReason, 1, REPORT_REASON_MAX),
    ),
    // A disputed or decided report says why; a decided one names its result.
    check(
      'match_reports_disputed_has_reason',
      sql`${table.state} not in ('disputed', 'decided') or ${table.disputeReason} is not null`,
    ),
    check(
      'match_reports_decided_has_decision',
      sql`${table.state} <> 'decided' or (${table.decision} is not null and ${table.decisionReason} is not null)`,
    ),
  ],
)

export type MatchReportRow = typeof matchReports.$inferSelect

/** The history of a match: one row per step of its reports, for the match page. Append-only. */
export const matchEvents = pgTable(
  'match_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    matchId: uuid('match_id')
      .notNull()
      .references(() => stageMatches.id, { onDelete: 'cascade' }),
    reportId: uuid('report_id').references(() => matchReports.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: MATCH_EVENT_KINDS }).notNull(),
    /** Who acted; null for the timer. */
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** The team the actor played for; null for the timer and moderators. */
    teamId: uuid('team_id').references(() => teams.id, { onDelete: 'set null' }),
    /** What the step says: the reported or decided result, the reason. Public: nothing private. */
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('match_events_match_idx').on(table.matchId, table.at, table.id),
    index('match_events_report_idx').on(table.reportId),
    // A ready check closes once: its close is recorded once per match, whichever process sweeps.
    uniqueIndex('match_events_one_no_show_key').on(table.matchId).where(sql`${table.kind} = 'no_show'`),
    check('match_events_kind_valid', isOneOf(table.kind, MATCH_EVENT_KINDS)),
    check('match_events_data_is_object', sql`jsonb_typeof(${table.data}) = 'object'`),
  ],
)

export type MatchEventRow = typeof matchEvents.$inferSelect

/**
 * Screenshots uploaded as the proof of a match, one row per upload: who uploaded it and for which of
 * the match's two teams. A report cites only its own match's screenshots of its own team, by `key`
 * (the full-size rendition's key, what the upload answers). The files are the uploads pipeline's.
 */
export const matchProofs = pgTable(
  'match_proofs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    matchId: uuid('match_id')
      .notNull()
      .references(() => stageMatches.id, { onDelete: 'cascade' }),
    /** The uploader's team in the match: only a report of this team may cite it. */
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    /** Every rendition's key (the pipeline's record): the thumbnails and the full size. */
    image: jsonb('image').$type<StoredImageRecord>().notNull(),
    /** The full size's key, the one a report cites. */
    key: text('key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    // A report looks up the keys it cites; the other two serve the cascades.
    uniqueIndex('match_proofs_key_key').on(table.key),
    index('match_proofs_match_idx').on(table.matchId),
    index('match_proofs_team_idx').on(table.teamId),
    check('match_proofs_key_length', hasLengthAtMost(table.key, PROOF_KEY_MAX)),
    check('match_proofs_image_is_object', sql`jsonb_typeof(${table.image}) = 'object'`),
  ],
)

export type MatchProofRow = typeof matchProofs.$inferSelect

/**
 * The teams that said they are ready for their match (the ready check, ADR 0083): one row per team
 * and match, written once, by the first of its players to press "Ready".
 */
export const matchReadiness = pgTable(
  'match_readiness',
  {
    matchId: uuid('match_id')
      .notNull()
      .references(() => stageMatches.id, { onDelete: 'cascade' }),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    readyBy: uuid('ready_by').references(() => users.id, { onDelete: 'set null' }),
    readyAt: timestamp('ready_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.matchId, table.teamId] }),
    index('match_readiness_team_idx').on(table.teamId),
  ],
)

/**
 * The air-raid pauses of a match (ADR 0084): one row per pause, open (`ended_at` null) while it lasts,
 * at most one open per match. The timers add the time paused to their deadlines when they read them.
 */
export const matchPauses = pgTable(
  'match_pauses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    matchId: uuid('match_id')
      .notNull()
      .references(() => stageMatches.id, { onDelete: 'cascade' }),
    cause: text('cause', { enum: PAUSE_CAUSES }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** The player who paused it by hand; null for an alert. */
    startedBy: uuid('started_by').references(() => users.id, { onDelete: 'set null' }),
    /** The player or moderator who ended it; null when the alert ended. */
    endedBy: uuid('ended_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    uniqueIndex('match_pauses_one_open_key').on(table.matchId).where(sql`${table.endedAt} is null`),
    index('match_pauses_match_idx').on(table.matchId, table.startedAt),
    // The end of an alert looks for the alerts' open pauses.
    index('match_pauses_open_alert_idx')
      .on(table.matchId)
      .where(sql`${table.endedAt} is null and ${table.cause} = 'alert'`),
    check('match_pauses_cause_valid', isOneOf(table.cause, PAUSE_CAUSES)),
    check(
      'match_pauses_ends_after_start',
      sql`${table.endedAt} is null or ${table.endedAt} >= ${table.startedAt}`,
    ),
  ],
)
