/**
 * The tournaments' tables (Drizzle, pg-core); `server/platform/db/schema.ts` gathers every feature's
 * tables for the client and for drizzle-kit, which generates the migrations from them.
 */
import { sql } from 'drizzle-orm'
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'

/** A prize for one place of a tournament, in cents of the tournament's currency. */
export interface TournamentPrize {
  readonly place: number
  readonly amountCents: number
}

export const TOURNAMENT_ENTRY = ['free', 'paid'] as const
export type TournamentEntry = (typeof TOURNAMENT_ENTRY)[number]

export const tournaments = pgTable(
  'tournaments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    game: text('game').notNull(),
    format: text('format').notNull(),
    description: text('description').notNull().default(''),
    // text + check rather than a pg enum: adding a value later needs no ALTER TYPE dance.
    entry: text('entry', { enum: TOURNAMENT_ENTRY }).notNull().default('free'),
    entryFeeCents: integer('entry_fee_cents'),
    prizeFundCents: integer('prize_fund_cents').notNull().default(0),
    currency: text('currency').notNull().default('USD'),
    slots: integer('slots').notNull(),
    registrationStart: timestamp('registration_start', { withTimezone: true }).notNull(),
    registrationEnd: timestamp('registration_end', { withTimezone: true }).notNull(),
    gamesStart: timestamp('games_start', { withTimezone: true }).notNull(),
    gamesEnd: timestamp('games_end', { withTimezone: true }).notNull(),
    rules: text('rules').notNull().default(''),
    prizes: jsonb('prizes').$type<TournamentPrize[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (table) => [
    uniqueIndex('tournaments_slug_key').on(table.slug),
    // The timeline filters (upcoming / active / finished, spec §4) range over these columns.
    index('tournaments_registration_start_idx').on(table.registrationStart),
    index('tournaments_games_start_idx').on(table.gamesStart),
    index('tournaments_games_end_idx').on(table.gamesEnd),
    check('tournaments_slug_format', sql`${table.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
    check('tournaments_entry_valid', sql`${table.entry} in ('free', 'paid')`),
    // A paid entry needs a positive fee, a free one none; coalesce because a check passes on null.
    check(
      'tournaments_entry_fee_matches_entry',
      sql`(${table.entry} = 'free' and ${table.entryFeeCents} is null) or (${table.entry} = 'paid' and coalesce(${table.entryFeeCents}, 0) > 0)`,
    ),
    check('tournaments_prize_fund_non_negative', sql`${table.prizeFundCents} >= 0`),
    check('tournaments_currency_format', sql`${table.currency} ~ '^[A-Z]{3}$'`),
    check('tournaments_slots_positive', sql`${table.slots} > 0`),
    check(
      'tournaments_timeline_order',
      sql`${table.registrationStart} < ${table.registrationEnd} and ${table.registrationEnd} <= ${table.gamesStart} and ${table.gamesStart} < ${table.gamesEnd}`,
    ),
    check('tournaments_prizes_is_array', sql`jsonb_typeof(${table.prizes}) = 'array'`),
  ],
)

export type TournamentRow = typeof tournaments.$inferSelect
export type NewTournamentRow = typeof tournaments.$inferInsert
