/**
 * The prize payout ledger (docs/tournaments.md "Prize payouts"): one row per tournament and place, the
 * payout an organiser recorded for it. Money in cents; the lists checked are core's.
 */
import { sql } from 'drizzle-orm'
import { check, date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { PAYOUT_METHODS, PAYOUT_REFERENCE_MAX } from '#core/tournaments/payouts.ts'
import { CURRENCIES } from '#core/tournaments/tournament.schema.ts'
import { hasLengthAtMost, isOneOf } from '#server/platform/db/checks.ts'
import { teams } from '#server/teams/tables.ts'
import { tournaments } from '#server/tournaments/tables.ts'

export const prizePayouts = pgTable(
  'prize_payouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tournamentId: uuid('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    place: integer('place').notNull(),
    /** The team that took the place; null when none is named, or once the team is deleted. */
    teamId: uuid('team_id').references(() => teams.id, { onDelete: 'set null' }),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency', { enum: CURRENCIES }).notNull(),
    method: text('method', { enum: PAYOUT_METHODS }).notNull(),
    /** The Kyiv calendar day the money left. */
    paidOn: date('paid_on', { mode: 'string' }).notNull(),
    /** Shown publicly (a transfer's id, a transaction hash). */
    reference: text('reference'),
    /** Raised by every change: a change made on an older version is refused. */
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    // One payout per place; also serves the ledger's read of a tournament's payouts.
    uniqueIndex('prize_payouts_tournament_place_key').on(table.tournamentId, table.place),
    // Deleting a team sets its payouts' team to null: found through this index.
    index('prize_payouts_team_idx').on(table.teamId),
    check('prize_payouts_place_positive', sql`${table.place} >= 1`),
    check('prize_payouts_amount_positive', sql`${table.amountCents} > 0`),
    check('prize_payouts_currency_valid', isOneOf(table.currency, CURRENCIES)),
    check('prize_payouts_method_valid', isOneOf(table.method, PAYOUT_METHODS)),
    check('prize_payouts_reference_length', hasLengthAtMost(table.reference, PAYOUT_REFERENCE_MAX)),
    check('prize_payouts_version_positive', sql`${table.version} >= 1`),
  ],
)

export type PrizePayoutRow = typeof prizePayouts.$inferSelect
export type NewPrizePayoutRow = typeof prizePayouts.$inferInsert
