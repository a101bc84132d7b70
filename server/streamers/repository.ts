/**
 * The streamers' repository (Drizzle): the pages' reads in a fixed number of queries, the console's
 * writes, and the poller's channel list, claim and state writes.
 */
import { asc, desc, eq, isNotNull, lte, sql } from 'drizzle-orm'
import type { ChannelState, Streamer, StreamPlatform, Video } from '#core/streamers/streamers.ts'
import type { AppDatabase } from '#server/platform/db/client.ts'
import { type StoredImageRecord, storedImageUrl } from '#server/uploads/index.ts'
import {
  type NewStreamerRow,
  type StreamerRow,
  type StreamStateRow,
  streamers,
  streamPolls,
  streamStates,
  type VideoRow,
  videos,
} from './tables.ts'

/** What the poller learnt of one live channel. */
export interface LiveChannel {
  readonly viewers: number
  readonly title: string | null
  readonly startedAt: Date | null
  readonly videoId?: string | null
}

export interface NewVideo {
  readonly youtubeId: string
  readonly titleUk: string | null
  readonly titleEn: string | null
  readonly streamerId: string | null
  readonly publishedAt: Date
  readonly thumbnail: StoredImageRecord | null
}

const channelOf = (row: StreamStateRow): ChannelState => ({
  platform: row.platform,
  live: row.live,
  viewers: row.viewers,
  title: row.title,
  startedAt: row.startedAt?.toISOString() ?? null,
  checkedAt: row.checkedAt?.toISOString() ?? null,
  videoId: row.videoId,
})

export const streamerOf = (row: StreamerRow, states: ReadonlyArray<StreamStateRow>): Streamer => ({
  id: row.id,
  name: row.name,
  avatarUrl: row.avatar ? storedImageUrl(row.avatar) : null,
  bio: { uk: row.bioUk, en: row.bioEn },
  twitchLogin: row.twitchLogin,
  youtubeChannelId: row.youtubeChannelId,
  links: {
    twitch: row.twitchLogin ? `https://www.twitch.tv/${row.twitchLogin}` : null,
    youtube: row.youtubeChannelId ? `https://www.youtube.com/channel/${row.youtubeChannelId}` : null,
    discord: row.discordUrl,
    telegram: row.telegramUrl,
    instagram: row.instagramUrl,
  },
  featured: row.featured,
  order: row.position,
  // A channel's state counts only while the streamer still has that channel.
  channels: states
    .filter((s) => (s.platform === 'twitch' ? row.twitchLogin !== null : row.youtubeChannelId !== null))
    .map(channelOf),
})

export const videoOf = (row: VideoRow): Video => ({
  youtubeId: row.youtubeId,
  title: { uk: row.titleUk, en: row.titleEn },
  thumbnailUrl: row.thumbnail ? storedImageUrl(row.thumbnail) : null,
  streamerId: row.streamerId,
  publishedAt: row.publishedAt.toISOString(),
})

const statesByStreamer = (rows: ReadonlyArray<StreamStateRow>): Map<string, StreamStateRow[]> => {
  const map = new Map<string, StreamStateRow[]>()
  for (const row of rows) map.set(row.streamerId, [...(map.get(row.streamerId) ?? []), row])
  return map
}

export const createStreamerRepository = (db: AppDatabase) => ({
  /** Every streamer with their channels' states: two queries. */
  async listStreamers(): Promise<Streamer[]> {
    const rows = await db.select().from(streamers).orderBy(asc(streamers.position), asc(streamers.id))
    const states = await db.select().from(streamStates)
    const by = statesByStreamer(states)
    return rows.map((row) => streamerOf(row, by.get(row.id) ?? []))
  },

  /** One streamer and their channels' states: two queries (one when there is no such streamer). */
  async findStreamer(id: string): Promise<Streamer | null> {
    const [row] = await db.select().from(streamers).where(eq(streamers.id, id))
    if (!row) return null
    const states = await db.select().from(streamStates).where(eq(streamStates.streamerId, id))
    return streamerOf(row, states)
  },

  async latestVideos(limit: number, streamerId?: string): Promise<Video[]> {
    const rows = await db
      .select()
      .from(videos)
      .where(streamerId === undefined ? undefined : eq(videos.streamerId, streamerId))
      .orderBy(desc(videos.publishedAt), asc(videos.youtubeId))
      .limit(limit)
    return rows.map(videoOf)
  },

  /** Every public streamer's id and last change, for the sitemap: one query. */
  async sitemapEntries(): Promise<Array<{ id: string; updatedAt: Date }>> {
    return db
      .select({ id: streamers.id, updatedAt: streamers.updatedAt })
      .from(streamers)
      .orderBy(asc(streamers.id))
  },

  async countStreamers(): Promise<number> {
    const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(streamers)
    return row?.n ?? 0
  },

  async insertStreamer(row: NewStreamerRow): Promise<boolean> {
    const inserted = await db
      .insert(streamers)
      .values(row)
      .onConflictDoNothing()
      .returning({ id: streamers.id })
    return inserted.length > 0
  },

  async updateStreamer(id: string, changes: Partial<NewStreamerRow>, now: Date): Promise<boolean> {
    const updated = await db
      .update(streamers)
      .set({ ...changes, updatedAt: now })
      .where(eq(streamers.id, id))
      .returning({ id: streamers.id })
    return updated.length > 0
  },

  async deleteStreamer(id: string): Promise<boolean> {
    const deleted = await db.delete(streamers).where(eq(streamers.id, id)).returning({ id: streamers.id })
    return deleted.length > 0
  },

  async insertVideo(video: NewVideo): Promise<boolean> {
    const inserted = await db
      .insert(videos)
      .values(video)
      .onConflictDoNothing()
      .returning({ id: videos.youtubeId })
    return inserted.length > 0
  },

  async deleteVideo(youtubeId: string): Promise<StoredImageRecord | null | undefined> {
    const [deleted] = await db
      .delete(videos)
      .where(eq(videos.youtubeId, youtubeId))
      .returning({ thumbnail: videos.thumbnail })
    return deleted === undefined ? undefined : deleted.thumbnail
  },

  /** The channels of a platform to poll: streamer id by Twitch login or YouTube channel id. */
  async channelsOf(platform: StreamPlatform): Promise<Map<string, string>> {
    const column = platform === 'twitch' ? streamers.twitchLogin : streamers.youtubeChannelId
    const rows = await db
      .select({ id: streamers.id, channel: column })
      .from(streamers)
      .where(isNotNull(column))
      .orderBy(asc(streamers.id))
    return new Map(rows.flatMap((r) => (r.channel === null ? [] : [[r.channel, r.id] as const])))
  },

  /**
   * Claims the platform's poll due at `now`: true for exactly one caller across processes (the
   * conflicting insert waits for the other's commit and then sees the moved `due_at`).
   */
  async claimPoll(platform: StreamPlatform, now: Date, nextDue: Date, holder: string): Promise<boolean> {
    const claimed = await db
      .insert(streamPolls)
      .values({ platform, dueAt: nextDue, holder })
      .onConflictDoUpdate({
        target: streamPolls.platform,
        set: { dueAt: nextDue, holder },
        setWhere: lte(streamPolls.dueAt, now),
      })
      .returning({ platform: streamPolls.platform })
    return claimed.length > 0
  },

  /** Moves the platform's next poll to `at` (a rate limit's reset) unless it is already later. */
  async deferPoll(platform: StreamPlatform, at: Date): Promise<void> {
    await db
      .update(streamPolls)
      .set({ dueAt: sql`greatest(${streamPolls.dueAt}, ${at.toISOString()}::timestamptz)` })
      .where(eq(streamPolls.platform, platform))
  },

  /**
   * Writes one poll's outcome in one statement: the live channels with their numbers, every other
   * polled channel offline with no viewers.
   */
  async writeStates(
    platform: StreamPlatform,
    polled: ReadonlyArray<string>,
    live: ReadonlyMap<string, LiveChannel>,
    checkedAt: Date,
  ): Promise<void> {
    if (polled.length === 0) return
    const rows = polled.map((streamerId) => {
      const channel = live.get(streamerId)
      return {
        streamerId,
        platform,
        live: channel !== undefined,
        viewers: channel?.viewers ?? 0,
        title: channel?.title ?? null,
        startedAt: channel?.startedAt ?? null,
        videoId: channel?.videoId ?? null,
        checkedAt,
      }
    })
    await db
      .insert(streamStates)
      .values(rows)
      .onConflictDoUpdate({
        target: [streamStates.streamerId, streamStates.platform],
        set: {
          live: sql`excluded.live`,
          viewers: sql`excluded.viewers`,
          title: sql`excluded.title`,
          startedAt: sql`excluded.started_at`,
          videoId: sql`excluded.video_id`,
          checkedAt: sql`excluded.checked_at`,
        },
      })
  },

  /** The seed's states, written as they are. */
  async setStates(rows: ReadonlyArray<typeof streamStates.$inferInsert>): Promise<void> {
    if (rows.length > 0)
      await db
        .insert(streamStates)
        .values([...rows])
        .onConflictDoNothing()
  },
})

export type StreamerRepository = ReturnType<typeof createStreamerRepository>
