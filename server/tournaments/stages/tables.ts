/**
 * What is played in a stage (docs/tournaments.md): its teams with their seeds, and its head-to-head
 * matches. Elimination and round-robin stages are brackets-manager's data, held here in its own shape
 * (numbers for groups, rounds and matches, the opponents as the library writes them) so that a stage
 * loads into the library's in-memory storage and writes back without translation; Swiss stages use the
 * same match rows. Each match has a UUID for the API; `local_id` is the library's id inside its stage.
 */
import { sql } from 'drizzle-orm'
import {
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { MATCH_STATUSES } from '#core/tournaments/results.schema.ts'
import { isOneOf } from '#server/platform/db/checks.ts'
import { teams } from '#server/teams/tables.ts'
import { tournamentStages } from '#server/tournaments/tables.ts'

/** A stage's settings as brackets-manager keeps them (size, seed ordering, grand final …). */
export const stageBrackets = pgTable('stage_brackets', {
  stageId: uuid('stage_id')
    .primaryKey()
    .references(() => tournamentStages.id, { onDelete: 'cascade' }),
  settings: jsonb('settings').$type<Record<string, unknown>>().notNull(),
})

/** The teams of a stage in seed order (seed 1 is the strongest). */
export const stageParticipants = pgTable(
  'stage_participants',
  {
    stageId: uuid('stage_id')
      .notNull()
      .references(() => tournamentStages.id, { onDelete: 'cascade' }),
    /** brackets-manager's participant id inside the stage. */
    localId: integer('local_id').notNull(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    seed: integer('seed').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.stageId, table.localId] }),
    uniqueIndex('stage_participants_stage_team_key').on(table.stageId, table.teamId),
    uniqueIndex('stage_participants_stage_seed_key').on(table.stageId, table.seed),
    index('stage_participants_team_idx').on(table.teamId),
    check('stage_participants_seed_positive', sql`${table.seed} >= 1`),
  ],
)

export type StageParticipantRow = typeof stageParticipants.$inferSelect

/** One side of a match as brackets-manager writes it; `id` is a participant's `local_id`. */
export interface StoredOpponent {
  readonly id: number | null
  readonly position?: number
  readonly forfeit?: boolean
  readonly score?: number
  readonly result?: 'win' | 'draw' | 'loss'
}

export const stageMatches = pgTable(
  'stage_matches',
  {
    id: uuid('id').primaryKey(),
    stageId: uuid('stage_id')
      .notNull()
      .references(() => tournamentStages.id, { onDelete: 'cascade' }),
    localId: integer('local_id').notNull(),
    /**
     * Elimination: 1 the upper (or only) bracket, 2 the lower bracket, 3 the grand final. Round robin: the group. Swiss: always 1.
     */
    groupNumber: integer('group_number').notNull(),
    roundNumber: integer('round_number').notNull(),
    number: integer('number').notNull(),
    status: text('status', { enum: MATCH_STATUSES }).notNull(),
    /** null: a bye (no opponent will come). */
    opponent1: jsonb('opponent1').$type<StoredOpponent | null>(),
    opponent2: jsonb('opponent2').$type<StoredOpponent | null>(),
    /** Where the winner and the loser play next: fixed when the stage is drawn. */
    winnerToId: uuid('winner_to_id'),
    loserToId: uuid('loser_to_id'),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (table) => [
    uniqueIndex('stage_matches_stage_local_key').on(table.stageId, table.localId),
    uniqueIndex('stage_matches_stage_position_key').on(
      table.stageId,
      table.groupNumber,
      table.roundNumber,
      table.number,
    ),
    foreignKey({ columns: [table.winnerToId], foreignColumns: [table.id] }).onDelete('set null'),
    foreignKey({ columns: [table.loserToId], foreignColumns: [table.id] }).onDelete('set null'),
    // The ready checks' sweep looks for the matches waiting to be played whose time has come.
    index('stage_matches_playable_scheduled_idx')
      .on(table.scheduledAt)
      .where(sql`${table.status} in ('ready', 'running') and ${table.scheduledAt} is not null`),
    check('stage_matches_status_valid', isOneOf(table.status, MATCH_STATUSES)),
    check(
      'stage_matches_numbers_positive',
      sql`${table.groupNumber} >= 1 and ${table.roundNumber} >= 1 and ${table.number} >= 1`,
    ),
  ],
)

export type StageMatchRow = typeof stageMatches.$inferSelect
export type NewStageMatchRow = typeof stageMatches.$inferInsert

/**
 * A battle-royale match (one lobby) of a stage: every team of it has a placement and kills. `day` is
 * the day or week it belongs to (the stage's `settings.grouping` says which), 1-based.
 */
export const battleRoyaleMatches = pgTable(
  'battle_royale_matches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    stageId: uuid('stage_id')
      .notNull()
      .references(() => tournamentStages.id, { onDelete: 'cascade' }),
    /** 1-based over the stage, in the order played. */
    number: integer('number').notNull(),
    day: integer('day').notNull(),
    map: text('map'),
    playedAt: timestamp('played_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('battle_royale_matches_stage_number_key').on(table.stageId, table.number),
    check('battle_royale_matches_numbers_positive', sql`${table.number} >= 1 and ${table.day} >= 1`),
  ],
)

export type BattleRoyaleMatchRow = typeof battleRoyaleMatches.$inferSelect

/** A team's placement and kills in a battle-royale match. */
export const battleRoyaleResults = pgTable(
  'battle_royale_results',
  {
    matchId: uuid('match_id')
      .notNull()
      .references(() => battleRoyaleMatches.id, { onDelete: 'cascade' }),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    placement: integer('placement').notNull(),
    kills: integer('kills').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.matchId, table.teamId] }),
    uniqueIndex('battle_royale_results_match_placement_key').on(table.matchId, table.placement),
    index('battle_royale_results_team_idx').on(table.teamId),
    check('battle_royale_results_placement_positive', sql`${table.placement} >= 1`),
    check('battle_royale_results_kills_non_negative', sql`${table.kills} >= 0`),
  ],
)

export type BattleRoyaleResultRow = typeof battleRoyaleResults.$inferSelect
