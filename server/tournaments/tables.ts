/**
 * The tournaments' tables (Drizzle, pg-core); `server/platform/db/schema.ts` gathers every feature's
 * tables for the client and for drizzle-kit, which generates the migrations from them.
 */
import { sql } from 'drizzle-orm'
import {
  boolean,
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
import {
  ANSWER_MINUTES_MAX,
  ANSWER_MINUTES_MIN,
  DEFAULT_ANSWER_MINUTES,
  READY_CHECK_MINUTES_MAX,
  READY_CHECK_MINUTES_MIN,
} from '#core/tournaments/match-day.ts'
import {
  CURRENCIES,
  GRAND_FINALS,
  GroupFill,
  type LocalizedSteps,
  type PotSourceKind,
  type Sponsor,
  STAGE_KINDS,
  STAGE_STATUSES,
  TOURNAMENT_ENTRIES,
  TOURNAMENT_STATUSES,
} from '#core/tournaments/tournament.schema.ts'
import { isBetween, isOneOf } from '#server/platform/db/checks.ts'

/** A prize for one place of a tournament, in cents of the tournament's currency. */
export interface TournamentPrize {
  readonly place: number
  readonly amountCents: number
}

/** A sponsor as stored: what the page shows, and the partner it was picked from in the console. */
export interface StoredSponsor extends Sponsor {
  readonly partner_id?: string
}

/** One source of the prize fund, in cents. */
export interface PotSource {
  readonly kind: PotSourceKind
  readonly amountCents: number
}

export const tournaments = pgTable(
  'tournaments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    game: text('game').notNull(),
    format: text('format').notNull(),
    status: text('status', { enum: TOURNAMENT_STATUSES }).notNull().default('draft'),
    // The organiser's texts in both languages; null where a language is not written (the page falls
    // back to the other one).
    descriptionUk: text('description_uk'),
    descriptionEn: text('description_en'),
    rulesUk: text('rules_uk'),
    rulesEn: text('rules_en'),
    potDetailsUk: text('pot_details_uk'),
    potDetailsEn: text('pot_details_en'),
    howToPlay: jsonb('how_to_play').$type<LocalizedSteps>().notNull().default({ uk: null, en: null }),
    // text + check rather than a pg enum: adding a value later needs no ALTER TYPE dance.
    entry: text('entry', { enum: TOURNAMENT_ENTRIES }).notNull().default('free'),
    entryFeeCents: integer('entry_fee_cents'),
    prizeFundCents: integer('prize_fund_cents').notNull().default(0),
    currency: text('currency', { enum: CURRENCIES }).notNull().default('USD'),
    potSources: jsonb('pot_sources').$type<PotSource[]>().notNull().default([]),
    sponsors: jsonb('sponsors').$type<StoredSponsor[]>().notNull().default([]),
    slots: integer('slots').notNull(),
    teamPlayers: integer('team_players').notNull().default(5),
    teamSubstitutes: integer('team_substitutes').notNull().default(0),
    /** The cover image's public URL (a media path or an absolute https URL), null for the game's art. */
    coverUrl: text('cover_url'),
    registrationStart: timestamp('registration_start', { withTimezone: true }).notNull(),
    registrationEnd: timestamp('registration_end', { withTimezone: true }).notNull(),
    gamesStart: timestamp('games_start', { withTimezone: true }).notNull(),
    gamesEnd: timestamp('games_end', { withTimezone: true }).notNull(),
    /**
     * Check-in opens this many minutes before the games and closes `check_in_closes_minutes` before
     * them; null: the tournament has no check-in.
     */
    checkInOpensMinutes: integer('check_in_opens_minutes').default(60),
    checkInClosesMinutes: integer('check_in_closes_minutes').notNull().default(10),
    /**
     * When the registration close was settled (incomplete teams dropped, the waiting list moved up),
     * the opening of check-in announced, and its close settled: each happens once, by whichever
     * server process gets there first.
     */
    registrationSettledAt: timestamp('registration_settled_at', { withTimezone: true }),
    checkInAnnouncedAt: timestamp('check_in_announced_at', { withTimezone: true }),
    checkInSettledAt: timestamp('check_in_settled_at', { withTimezone: true }),
    prizes: jsonb('prizes').$type<TournamentPrize[]>().notNull().default([]),
    /** Minutes a team has to answer the other team's report of their match before the timer confirms it. */
    reportAnswerMinutes: integer('report_answer_minutes').notNull().default(DEFAULT_ANSWER_MINUTES),
    /** A match's ready-check window from its scheduled time, in minutes; null: no ready check. */
    readyCheckMinutes: integer('ready_check_minutes'),
    /** Whether an air-raid alert where a player of a match is pauses the match's timers. */
    airRaidPause: boolean('air_raid_pause').notNull().default(true),
    /** Whether the community channels hear of its moments (`core/tournaments/announcements.ts`). */
    announce: boolean('announce').notNull().default(true),
    /** Why a cancelled tournament was cancelled, shown publicly in both languages; null otherwise. */
    cancellationReasonUk: text('cancellation_reason_uk'),
    cancellationReasonEn: text('cancellation_reason_en'),
    /**
     * Raised by every change made in the console or the API: an edit names the version it was made
     * on, and one made on an older version is refused rather than overwriting someone else's change.
     */
    version: integer('version').notNull().default(1),
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
    // The team lifecycle's sweeps look for the closes not yet settled.
    index('tournaments_registration_unsettled_idx')
      .on(table.registrationEnd)
      .where(sql`${table.registrationSettledAt} is null`),
    index('tournaments_check_in_unsettled_idx')
      .on(table.gamesStart)
      .where(sql`${table.checkInSettledAt} is null and ${table.checkInOpensMinutes} is not null`),
    check('tournaments_slug_format', sql`${table.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
    check('tournaments_entry_valid', isOneOf(table.entry, TOURNAMENT_ENTRIES)),
    check('tournaments_status_valid', isOneOf(table.status, TOURNAMENT_STATUSES)),
    check(
      'tournaments_report_answer_minutes_range',
      isBetween(table.reportAnswerMinutes, ANSWER_MINUTES_MIN, ANSWER_MINUTES_MAX),
    ),
    check(
      'tournaments_ready_check_minutes_range',
      isBetween(table.readyCheckMinutes, READY_CHECK_MINUTES_MIN, READY_CHECK_MINUTES_MAX),
    ),
    // The public list filters by status and orders by the dates.
    index('tournaments_status_games_start_idx').on(table.status, table.gamesStart),
    // The list's search (`ilike '%…%'` on name or game) is served by trigram indexes (pg_trgm, which
    // the migration creates; PGlite loads it as an extension, server/platform/db/client.ts).
    index('tournaments_name_trgm_idx').using('gin', table.name.op('gin_trgm_ops')),
    index('tournaments_game_trgm_idx').using('gin', table.game.op('gin_trgm_ops')),
    // A paid entry needs a positive fee, a free one none; coalesce because a check passes on null.
    check(
      'tournaments_entry_fee_matches_entry',
      sql`(${table.entry} = 'free' and ${table.entryFeeCents} is null) or (${table.entry} = 'paid' and coalesce(${table.entryFeeCents}, 0) > 0)`,
    ),
    check('tournaments_prize_fund_non_negative', sql`${table.prizeFundCents} >= 0`),
    check('tournaments_currency_valid', isOneOf(table.currency, CURRENCIES)),
    check('tournaments_slots_positive', sql`${table.slots} > 0`),
    check(
      'tournaments_check_in_window_valid',
      sql`${table.checkInOpensMinutes} is null or ${table.checkInOpensMinutes} > ${table.checkInClosesMinutes}`,
    ),
    check('tournaments_check_in_closes_non_negative', sql`${table.checkInClosesMinutes} >= 0`),
    check('tournaments_team_size_valid', sql`${table.teamPlayers} >= 1 and ${table.teamSubstitutes} >= 0`),
    check('tournaments_pot_sources_is_array', sql`jsonb_typeof(${table.potSources}) = 'array'`),
    check('tournaments_sponsors_is_array', sql`jsonb_typeof(${table.sponsors}) = 'array'`),
    check(
      'tournaments_timeline_order',
      sql`${table.registrationStart} < ${table.registrationEnd} and ${table.registrationEnd} <= ${table.gamesStart} and ${table.gamesStart} < ${table.gamesEnd}`,
    ),
    check('tournaments_prizes_is_array', sql`jsonb_typeof(${table.prizes}) = 'array'`),
    check('tournaments_version_positive', sql`${table.version} >= 1`),
  ],
)

export type TournamentRow = typeof tournaments.$inferSelect
export type NewTournamentRow = typeof tournaments.$inferInsert

/**
 * The stage plan: a tournament's stages in order (groups, then a playoff …). What is played in a
 * stage (brackets, matches, results) hangs off its id.
 */
export const tournamentStages = pgTable(
  'tournament_stages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tournamentId: uuid('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    kind: text('kind', { enum: STAGE_KINDS }).notNull(),
    nameUk: text('name_uk'),
    nameEn: text('name_en'),
    status: text('status', { enum: STAGE_STATUSES }).notNull().default('pending'),
    bestOf: integer('best_of').notNull().default(1),
    groups: integer('groups'),
    /** Round robin: how the seeds are spread over the groups; null: the default (a snake). */
    groupFill: text('group_fill', { enum: GroupFill.literals }),
    rounds: integer('rounds'),
    grandFinal: text('grand_final', { enum: GRAND_FINALS }),
    advancing: integer('advancing'),
    /** Kind-specific settings that no query filters on (a battle-royale points table, its grouping). */
    settings: jsonb('settings').$type<Record<string, unknown>>().notNull().default({}),
  },
  (table) => [
    uniqueIndex('tournament_stages_tournament_number_key').on(table.tournamentId, table.number),
    check('tournament_stages_number_positive', sql`${table.number} >= 1`),
    check('tournament_stages_kind_valid', isOneOf(table.kind, STAGE_KINDS)),
    check('tournament_stages_status_valid', isOneOf(table.status, STAGE_STATUSES)),
    check('tournament_stages_best_of_positive', sql`${table.bestOf} >= 1`),
    check('tournament_stages_group_fill_valid', isOneOf(table.groupFill, GroupFill.literals)),
    check('tournament_stages_grand_final_valid', isOneOf(table.grandFinal, GRAND_FINALS)),
  ],
)

export type TournamentStageRow = typeof tournamentStages.$inferSelect
export type NewTournamentStageRow = typeof tournamentStages.$inferInsert
