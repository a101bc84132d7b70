/**
 * Air-raid alerts (docs/alerts.md): the regions under alert now, as the one polling process last
 * recorded them, shared by every server process; and the poll's claim row.
 */
import { check, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { OBLAST_IDS } from '#core/alerts/oblasts.ts'
import { isOneOf } from '#server/platform/db/checks.ts'

/** One row per region under an air-raid alert; no row, no alert. */
export const oblastAlerts = pgTable(
  'oblast_alerts',
  {
    oblastId: text('oblast_id', { enum: OBLAST_IDS }).primaryKey(),
    /** When the provider says the alert started. */
    since: timestamp('since', { withTimezone: true }).notNull(),
  },
  (table) => [check('oblast_alerts_oblast_valid', isOneOf(table.oblastId, OBLAST_IDS))],
)

/**
 * The claim on the next poll (one row, `source` = `alerts`): a process polls only when it moves
 * `due_at` from the past to the next interval, so one process polls per interval across all of them;
 * a 429 moves it to the provider's retry time.
 */
export const alertPolls = pgTable('alert_polls', {
  source: text('source').primaryKey(),
  dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
  /** The process that claimed the last poll (for the logs and operators). */
  holder: text('holder').notNull(),
})

export type OblastAlertRow = typeof oblastAlerts.$inferSelect
