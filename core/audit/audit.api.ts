/**
 * The audit log (issue 24, ADR 0059): every privileged change — by a moderator or an organiser, or by
 * the system on their behalf (the admin CLI, `ADMIN_EMAIL` at start, the demo seed) — is one entry of
 * an append-only table: who, what, when, on what, before and after. The lists below are the one place
 * the kinds, subjects and system paths are named: the server's column checks are written from them,
 * the API decodes its filters with them.
 */
import { Schema } from 'effect'
import { WholeNumber } from '#core/shared/http/page-query.ts'

/** What happened: `<subject>.<change>`, one per privileged change. */
export const AUDIT_KINDS = [
  /** A staff account made by the system (`ADMIN_EMAIL`, the demo seed); `after` has its role. */
  'account.created',
  /** A role raised or set to moderator or organiser (`before.role` → `after.role`). */
  'role.granted',
  /** A role withdrawn: back to player. */
  'role.revoked',
  /** An account disabled: its sessions and refresh tokens ended with it. */
  'account.disabled',
  'account.enabled',
  /** A password set by the system (`ADMIN_PASSWORD`); never the password or its hash. */
  'account.password_set',
  /** A tournament made in the console, as a draft; `after` has its fields. */
  'tournament.created',
  /** A tournament's fields changed; `before` and `after` hold only the fields that changed. */
  'tournament.updated',
  'tournament.published',
  /** Back to draft: no longer public. */
  'tournament.unpublished',
  /** Cancelled, with the reason shown publicly in `after`. */
  'tournament.cancelled',
  /** A moderator confirmed a registered team. */
  'team.confirmed',
  /** A moderator rejected a team, with the reason mailed to its captain. */
  'team.rejected',
  /** A moderator dropped a team from the tournament. */
  'team.dropped',
  /** A moderator moved a team up from the waiting list into a slot. */
  'team.promoted',
  /** A stage drawn from its teams in seed order; `after` has the seeding. */
  'stage.drawn',
  'stage.started',
  'stage.finished',
  /** The next stage drawn from this one's standings. */
  'stage.advanced',
  /** A head-to-head match's first result. */
  'match.reported',
  /** A reported result replaced; `after` names the matches that were reset with it. */
  'match.corrected',
  /** A match's timers paused for an air-raid alert (`after.cause`: `alert` or `manual`). */
  'match.paused',
  /** A pause ended: `before` its cause and start, `after.paused_seconds`. */
  'match.resumed',
  /** A battle-royale match entered (placements and kills per team), by hand or from a CSV file. */
  'battle_royale.recorded',
  'battle_royale.corrected',
  /** A prize payout recorded for a place. */
  'payout.recorded',
  /** A recorded payout changed; `before` and `after` hold the changed fields. */
  'payout.corrected',
  /** An inquiry's status changed in the inbox (`before.status` → `after.status`). */
  'inquiry.status_changed',
  /** An inquiry given to an organiser, or given back (`after.assignee_id` null). */
  'inquiry.assigned',
  /** An internal note added; `after` has its id, not its text. */
  'inquiry.noted',
  /** A reply mailed to the sender from the desk; `after` has its id and language. */
  'inquiry.replied',
  /** A streamer's application accepted: `after.streamer_id` is the entry it made. */
  'inquiry.accepted',
  /** A person's messages exported on their request; `after` has the messages' ids, not the address. */
  'inquiry.exported',
  /** A person's messages deleted on their request; `before` has the messages' ids, not the address. */
  'inquiry.erased',
  /** Closed messages past the retention deleted by the job; `before` has their ids. */
  'inquiry.expired',
] as const
export type AuditKind = (typeof AUDIT_KINDS)[number]

/** What an entry is about: its `subject_type`, with the subject's id beside it. */
export const AUDIT_SUBJECTS = ['user', 'tournament', 'team', 'stage', 'match', 'payout', 'inquiry'] as const
export type AuditSubject = (typeof AUDIT_SUBJECTS)[number]

/**
 * A change made another way than signed in to the site: `cli` (`npm run admin`), `env` (`ADMIN_EMAIL`
 * and `ADMIN_PASSWORD` at start), `seed` (the embedded demo's staff), `job` (a scheduled job such as
 * the inbox's retention), and `discord`: a moderator's
 * button in Discord, the entry naming the Discord user and, when they linked Discord to an account
 * of the site, that account as its actor; `timer`: a player's match report nobody answered in time,
 * confirmed or a ready check closed by the server's sweep (docs/matches.md); `alerts`: a match paused or
 * resumed as an air-raid alert began or ended. Any other entry has either an actor or a way, not both.
 */
export const AUDIT_VIA = ['cli', 'env', 'seed', 'discord', 'timer', 'job', 'alerts'] as const
export type AuditVia = (typeof AUDIT_VIA)[number]

/** The longest Discord username an entry keeps (Discord's are 2 to 32 characters). */
export const DISCORD_USERNAME_MAX = 100

export const AUDIT_PATHS = {
  /** GET `?tournament&actor&kind&page&page_size` → `AuditPage`, newest first (organisers). */
  entries: '/console/audit',
} as const

export const AUDIT_PAGE_SIZE = { default: 50, max: 100 } as const
/** Pages beyond this are refused rather than scanned. */
export const AUDIT_PAGE_MAX = 10_000

const Uuid = Schema.String.check(Schema.isUUID())

/** The list's query string; unknown parameters are ignored, a bad value of a known one is a 400. */
export const AuditQuery = Schema.Struct({
  /** Entries about this tournament (its UUID). */
  tournament: Schema.optional(Uuid),
  /** Entries of this person (their user UUID). */
  actor: Schema.optional(Uuid),
  kind: Schema.optional(Schema.Literals(AUDIT_KINDS)),
  /** 1-based. */
  page: Schema.optional(WholeNumber(AUDIT_PAGE_MAX)),
  page_size: Schema.optional(WholeNumber(AUDIT_PAGE_SIZE.max)),
})
export type AuditQuery = typeof AuditQuery.Type

/** What a change was before and after: plain JSON, never a secret. */
const Snapshot = Schema.NullOr(Schema.Record(Schema.String, Schema.Unknown))

/** One entry as the API shows it. */
export const AuditEntry = Schema.Struct({
  id: Schema.Int,
  /** ISO 8601, UTC. */
  at: Schema.String,
  /** The person who made the change; null when the system made it (`via`). */
  actor_id: Schema.NullOr(Uuid),
  /** Their nickname now; null for the system, or when the account is gone. */
  actor_name: Schema.NullOr(Schema.String),
  via: Schema.NullOr(Schema.Literals(AUDIT_VIA)),
  /** Who acted in Discord (`via` = `discord`): their Discord user id and username then. */
  discord_user: Schema.NullOr(Schema.Struct({ id: Schema.String, username: Schema.String })),
  kind: Schema.Literals(AUDIT_KINDS),
  subject_type: Schema.Literals(AUDIT_SUBJECTS),
  subject_id: Schema.String,
  tournament_id: Schema.NullOr(Uuid),
  before: Snapshot,
  after: Snapshot,
})
export type AuditEntry = typeof AuditEntry.Type

export const AuditPage = Schema.Struct({
  /** How many entries match the filters in all. */
  count: Schema.Int.check(Schema.isGreaterThanOrEqualTo(0)),
  results: Schema.Array(AuditEntry),
})
export type AuditPage = typeof AuditPage.Type
