/**
 * The audit log's table (ADR 0059): append-only. Rows are inserted by `server/audit/audit-log.ts` in
 * the transaction of the change they record, and never updated or deleted: a trigger of the
 * migration that creates the table refuses UPDATE, DELETE and TRUNCATE, whoever asks.
 *
 * No foreign keys: the log outlives what it names. A user or a tournament deleted later must neither
 * take its entries with it nor be kept alive by them; ids stay as they were written.
 */
import { sql } from 'drizzle-orm'
import { bigserial, check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { AUDIT_KINDS, AUDIT_SUBJECTS, AUDIT_VIA, DISCORD_USERNAME_MAX } from '#core/audit/audit.api.ts'
import { hasLengthBetween, isOneOf, matches } from '#server/platform/db/checks.ts'

const DISCORD_USER_ID = /^[0-9]{1,20}$/

export type AuditSnapshot = Readonly<Record<string, unknown>>

export const auditEntries = pgTable(
  'audit_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    /** The person who made the change; null when the system did (`via`). */
    actorId: uuid('actor_id'),
    via: text('via', { enum: AUDIT_VIA }),
    kind: text('kind', { enum: AUDIT_KINDS }).notNull(),
    subjectType: text('subject_type', { enum: AUDIT_SUBJECTS }).notNull(),
    subjectId: text('subject_id').notNull(),
    /** The tournament the change belongs to, for the console's filter; null for accounts. */
    tournamentId: uuid('tournament_id'),
    /**
     * Who acted in Discord (`via` = `discord`): their user id and username then. `actor_id` is their
     * site account when they linked Discord to one, null otherwise.
     */
    discordUserId: text('discord_user_id'),
    discordUsername: text('discord_username'),
    before: jsonb('before').$type<AuditSnapshot>(),
    after: jsonb('after').$type<AuditSnapshot>(),
  },
  (table) => [
    // The console lists newest first, filtered by tournament, by person or by kind.
    index('audit_entries_at_idx').on(table.at, table.id),
    index('audit_entries_tournament_idx')
      .on(table.tournamentId, table.at, table.id)
      .where(sql`${table.tournamentId} is not null`),
    index('audit_entries_actor_idx').on(table.actorId, table.at, table.id),
    index('audit_entries_kind_idx').on(table.kind, table.at, table.id),
    index('audit_entries_subject_idx').on(table.subjectType, table.subjectId, table.at),
    check('audit_entries_kind_valid', isOneOf(table.kind, AUDIT_KINDS)),
    check('audit_entries_subject_type_valid', isOneOf(table.subjectType, AUDIT_SUBJECTS)),
    check('audit_entries_via_valid', isOneOf(table.via, AUDIT_VIA)),
    // Someone made every change: a person, the system by one of its ways, or a Discord user (with
    // their site account when linked). Discord's columns are set exactly when the way is Discord.
    check(
      'audit_entries_actor_or_via',
      sql`case when ${table.via} = 'discord' then ${table.discordUserId} is not null and ${table.discordUsername} is not null else (${table.actorId} is null) <> (${table.via} is null) and ${table.discordUserId} is null and ${table.discordUsername} is null end`,
    ),
    check('audit_entries_discord_user_id_shape', matches(table.discordUserId, DISCORD_USER_ID)),
    check(
      'audit_entries_discord_username_length',
      hasLengthBetween(table.discordUsername, 1, DISCORD_USERNAME_MAX),
    ),
    check('audit_entries_before_is_object', sql`jsonb_typeof(${table.before}) = 'object'`),
    check('audit_entries_after_is_object', sql`jsonb_typeof(${table.after}) = 'object'`),
  ],
)

export type AuditEntryRow = typeof auditEntries.$inferSelect
export type NewAuditEntryRow = typeof auditEntries.$inferInsert
