/**
 * The streamers' tables (Drizzle, pg-core; docs/streams.md): the streamers, the last seen state of each
 * of their channels, their videos, and the poller's claim row per platform (one process polls a
 * platform per interval).
 */
import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import {
  STREAM_PLATFORMS,
  STREAMER_ID_MAX_LENGTH,
  STREAMER_ID_PATTERN,
  STREAMER_NAME_MAX_LENGTH,
} from '#core/streamers/streamers.ts'
import { hasLengthAtMost, hasLengthBetween, isOneOf, matches } from '#server/platform/db/checks.ts'
import type { StoredImageRecord } from '#server/uploads/index.ts'

export const streamers = pgTable(
  'streamers',
  {
    /** The slug in `/streamers/{id}`. */
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    avatar: jsonb('avatar').$type<StoredImageRecord>(),
    bioUk: text('bio_uk'),
    bioEn: text('bio_en'),
    /** Lowercase, as Helix answers `user_login`. */
    twitchLogin: text('twitch_login'),
    youtubeChannelId: text('youtube_channel_id'),
    discordUrl: text('discord_url'),
    telegramUrl: text('telegram_url'),
    instagramUrl: text('instagram_url'),
    featured: boolean('featured').notNull().default(false),
    /** The organisers' order among equals (smaller first). */
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('streamers_twitch_login_key').on(table.twitchLogin),
    uniqueIndex('streamers_youtube_channel_id_key').on(table.youtubeChannelId),
    check(
      'streamers_id_format',
      sql`${matches(table.id, STREAMER_ID_PATTERN)} and ${hasLengthAtMost(table.id, STREAMER_ID_MAX_LENGTH)}`,
    ),
    check('streamers_name_length', hasLengthBetween(table.name, 1, STREAMER_NAME_MAX_LENGTH)),
    check('streamers_twitch_login_format', sql`${table.twitchLogin} ~ '^[a-z0-9_]{3,25}$'`),
    check('streamers_youtube_channel_format', sql`${table.youtubeChannelId} ~ '^UC[A-Za-z0-9_-]{22}$'`),
    check(
      'streamers_links_https',
      sql`coalesce(${table.discordUrl}, 'https://') like 'https://%' and coalesce(${table.telegramUrl}, 'https://') like 'https://%' and coalesce(${table.instagramUrl}, 'https://') like 'https://%'`,
    ),
  ],
)

/** The last seen state of one channel of a streamer; no row: never checked (offline). */
export const streamStates = pgTable(
  'stream_states',
  {
    streamerId: text('streamer_id')
      .notNull()
      .references(() => streamers.id, { onDelete: 'cascade', onUpdate: 'cascade' }),
    platform: text('platform', { enum: STREAM_PLATFORMS }).notNull(),
    live: boolean('live').notNull().default(false),
    viewers: integer('viewers').notNull().default(0),
    title: text('title'),
    startedAt: timestamp('started_at', { withTimezone: true }),
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    /** YouTube: the live broadcast's video id. */
    videoId: text('video_id'),
  },
  (table) => [
    primaryKey({ columns: [table.streamerId, table.platform] }),
    check('stream_states_platform_valid', isOneOf(table.platform, STREAM_PLATFORMS)),
    check('stream_states_viewers_non_negative', sql`${table.viewers} >= 0`),
    check('stream_states_offline_has_no_viewers', sql`${table.live} or ${table.viewers} = 0`),
  ],
)

export const videos = pgTable(
  'videos',
  {
    youtubeId: text('youtube_id').primaryKey(),
    titleUk: text('title_uk'),
    titleEn: text('title_en'),
    streamerId: text('streamer_id').references(() => streamers.id, {
      onDelete: 'set null',
      onUpdate: 'cascade',
    }),
    /** A drawn thumbnail (ADR: nothing from YouTube loads before a click). */
    thumbnail: jsonb('thumbnail').$type<StoredImageRecord>(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('videos_published_at_idx').on(table.publishedAt),
    index('videos_streamer_published_idx').on(table.streamerId, table.publishedAt),
    check('videos_youtube_id_format', sql`${table.youtubeId} ~ '^[A-Za-z0-9_-]{11}$'`),
    check('videos_title_present', sql`coalesce(${table.titleUk}, ${table.titleEn}) is not null`),
  ],
)

/**
 * The poller's claim per platform: whoever moves `due_at` forward first polls (one process per
 * interval across every server); a 429 moves it to the platform's reset time.
 */
export const streamPolls = pgTable(
  'stream_polls',
  {
    platform: text('platform', { enum: STREAM_PLATFORMS }).primaryKey(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    /** The process that claimed the last poll (for the logs and operators). */
    holder: text('holder').notNull(),
  },
  (table) => [check('stream_polls_platform_valid', isOneOf(table.platform, STREAM_PLATFORMS))],
)

export type StreamerRow = typeof streamers.$inferSelect
export type NewStreamerRow = typeof streamers.$inferInsert
export type StreamStateRow = typeof streamStates.$inferSelect
export type VideoRow = typeof videos.$inferSelect
