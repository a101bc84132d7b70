/**
 * The database schema (Drizzle, pg-core): every feature's tables, gathered here for the client and
 * for drizzle-kit, and the platform's own (the rate-limit log, the job queue). One PostgreSQL schema
 * for PGlite and a real server; migrations are generated with `npm run db:generate` and committed.
 */
import { sql } from 'drizzle-orm'
import { bigserial, check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { isOneOf } from './checks.ts'

export * from '#server/accounts/tables.ts'
export * from '#server/alerts/tables.ts'
export * from '#server/audit/tables.ts'
export * from '#server/inquiries/tables.ts'
export * from '#server/matches/discord/tables.ts'
export * from '#server/matches/tables.ts'
export * from '#server/news/tables.ts'
export * from '#server/notifications/tables.ts'
export * from '#server/partners/tables.ts'
export * from '#server/streamers/tables.ts'
export * from '#server/teams/tables.ts'
export * from '#server/tournaments/announcements/tables.ts'
export * from '#server/tournaments/payouts/tables.ts'
export * from '#server/tournaments/stages/tables.ts'
export * from '#server/tournaments/tables.ts'

/**
 * The rate-limit log: one row per counted event (`bucket` such as `sms:phone:+380...` or
 * `signin:ip:1.2.3.4`). Kept in the database so the limits hold across server processes.
 */
export const rateLimitEvents = pgTable(
  'rate_limit_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    bucket: text('bucket').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('rate_limit_events_bucket_at_idx').on(table.bucket, table.at)],
)

// ---------------------------------------------------------------------------------------------
// The job queue (server/platform/jobs, ADR 0026): work that must survive a restart and be retried,
// such as mails and SMS. Shared by every server process; a done job is deleted.
// ---------------------------------------------------------------------------------------------

/** `pending`: waits for `run_at`; `running`: claimed until `run_at` (its lease); `failed`: given up. */
export const JOB_STATES = ['pending', 'running', 'failed'] as const
export type JobState = (typeof JOB_STATES)[number]

export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull(),
    state: text('state', { enum: JOB_STATES }).notNull().default('pending'),
    /** Claims so far; a claim counts even when its worker dies before finishing. */
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull(),
    /** When a pending job is due, or when a running job's lease ends and another worker may take it. */
    runAt: timestamp('run_at', { withTimezone: true }).notNull(),
    /** The worker holding a running job's lease (for the logs and operators). */
    lockedBy: text('locked_by'),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    failedAt: timestamp('failed_at', { withTimezone: true }),
  },
  (table) => [
    // The claim scans due jobs in order; failed ones stay out of the index.
    index('jobs_due_idx').on(table.runAt, table.id).where(sql`${table.state} in ('pending', 'running')`),
    index('jobs_failed_at_idx').on(table.failedAt),
    check('jobs_state_valid', isOneOf(table.state, JOB_STATES)),
    check('jobs_attempts_non_negative', sql`${table.attempts} >= 0 and ${table.maxAttempts} > 0`),
  ],
)

export type JobRow = typeof jobs.$inferSelect

// ---------------------------------------------------------------------------------------------
// Idempotency keys of the API (server/platform/http/idempotency.ts, ADR 0044): a POST or PATCH sent
// with `Idempotency-Key` is answered once; a repeat gets the stored answer. Nothing in clear: the key
// and its owner are an HMAC, the request a keyed fingerprint, the answer sealed with the client's key.
// ---------------------------------------------------------------------------------------------

export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    /** HMAC of the owner (`user:{id}` or `ip:{address}`) and the client's key. */
    keyHash: text('key_hash').primaryKey(),
    /** HMAC of the method, the path and the body: the same key with another request is refused. */
    fingerprint: text('fingerprint').notNull(),
    /** Random per claim: only the request that claimed the key completes or releases it. */
    holder: text('holder').notNull(),
    /** Null while the first request is in flight; then the status of its answer. */
    status: integer('status'),
    /** The answer's kept headers and body, AES-256-GCM sealed with a key derived from the client's key. */
    response: text('response'),
    /** While in flight: after this instant the claim counts as abandoned (its process died). */
    lockedUntil: timestamp('locked_until', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** After this instant the key is forgotten (purged, or taken again by a new request). */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('idempotency_keys_expires_at_idx').on(table.expiresAt)],
)

export type IdempotencyKeyRow = typeof idempotencyKeys.$inferSelect
