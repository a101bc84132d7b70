/**
 * A tournament's announcements to the community channels (Discord, Telegram): a sweep finds the
 * timeline's moments that have come (`core/tournaments/announcements.ts`), the results desk tells the
 * final standings when the last stage is finished. Each moment is claimed once in
 * `tournament_announcements` and becomes one job per channel, in the claiming transaction: a channel
 * that is down delays its own post and no other. The text is written when the job runs, from the
 * tournament as it is then, in the languages the organiser wrote its description in.
 */
import { and, eq, gt, inArray, lte, notExists } from 'drizzle-orm'
import { Schema } from 'effect'
import { formatKyivDateTime } from '#core/shared/format/datetime.ts'
import { type Locale, localizePath } from '#core/shared/i18n/locale.ts'
import { interpolate } from '#core/shared/validation/message.ts'
import {
  ANNOUNCEMENT_EVENTS,
  type AnnouncementEvent,
  dueAnnouncements,
} from '#core/tournaments/announcements.ts'
import { podium } from '#core/tournaments/podium.ts'
import { checkInWindowOf } from '#core/tournaments/tournament.schema.ts'
import { tournamentPath } from '#core/tournaments/tournaments.api.ts'
import { announcements as enTexts } from '#locales/en/announcements.ts'
import { announcements as ukTexts } from '#locales/uk/announcements.ts'
import type { AppDatabase } from '#server/platform/db/client.ts'
import { inTransaction } from '#server/platform/db/transactions.ts'
import { defineJobType, type JobQueue } from '#server/platform/jobs/queue.ts'
import { readTournamentResults } from '#server/tournaments/stages/results.ts'
import { tournaments } from '#server/tournaments/tables.ts'
import { tournamentAnnouncements } from './tables.ts'

type AnnouncementTexts = { readonly [Key in keyof typeof ukTexts]: string }
// Typed against the Ukrainian texts' keys: a text missing in English does not compile.
const TEXTS: Readonly<Record<Locale, AnnouncementTexts>> = { uk: ukTexts, en: enTexts }

export const ANNOUNCEMENT_CHANNELS = ['discord', 'telegram'] as const
export type AnnouncementChannel = (typeof ANNOUNCEMENT_CHANNELS)[number]

/**
 * Posts a text to a channel (its adapter makes it a message). `key` names the announcement (tournament
 * and moment), for a channel that can refuse a second post of the same one after a retry.
 */
export type PostAnnouncement = (text: string, key: string) => Promise<void>
export type AnnouncementChannels = Partial<Record<AnnouncementChannel, PostAnnouncement>>

export const ANNOUNCEMENT_JOB = defineJobType(
  'announcement',
  Schema.Struct({
    tournamentId: Schema.String,
    event: Schema.Literals(ANNOUNCEMENT_EVENTS),
    channel: Schema.Literals(ANNOUNCEMENT_CHANNELS),
  }),
)

export interface AnnouncementsDeps {
  readonly db: AppDatabase
  readonly jobs: Pick<JobQueue, 'enqueue' | 'handle'>
  readonly channels: AnnouncementChannels
  /** The public origin (PUBLIC_URL): the posts link to the tournament's page on it. */
  readonly publicUrl: string
}

export interface Told {
  readonly tournamentId: string
  readonly event: AnnouncementEvent
}

export interface Announcements {
  /** Claims the timeline's moments that have come by `now`; answers those it will post. */
  sweep(now: Date): Promise<ReadonlyArray<Told>>
  /**
   * After a stage finished, in its transaction: when that gives the tournament its podium, the final
   * standings are claimed and posted once the transaction commits.
   */
  afterStageFinished(tx: AppDatabase, tournamentId: string, now: Date): Promise<void>
  /** Registers the job's handler with the queue. */
  handleJobs(): void
}

/** The languages a tournament speaks: those its description is written in; Ukrainian by default. */
const languagesOf = (row: {
  readonly descriptionUk: string | null
  readonly descriptionEn: string | null
}): ReadonlyArray<Locale> => {
  const written = (['uk', 'en'] as const).filter(
    (locale) => (locale === 'uk' ? row.descriptionUk : row.descriptionEn) !== null,
  )
  return written.length > 0 ? written : ['uk']
}

export const createAnnouncements = ({ db, jobs, channels, publicUrl }: AnnouncementsDeps): Announcements => {
  const configured = ANNOUNCEMENT_CHANNELS.filter((channel) => channels[channel] !== undefined)

  const enqueue = async (tournamentId: string, event: AnnouncementEvent) => {
    for (const channel of configured) await jobs.enqueue(ANNOUNCEMENT_JOB, { tournamentId, event, channel })
  }

  const textOf = async (tournamentId: string, event: AnnouncementEvent): Promise<string | undefined> => {
    const [row] = await db.select().from(tournaments).where(eq(tournaments.id, tournamentId))
    // Turned off (or unpublished) since it was claimed: the organiser's latest word holds.
    if (!row?.announce || row.status !== 'published') return undefined
    const places =
      event === 'final_standings' ? podium(await readTournamentResults(db, tournamentId)) : undefined
    if (event === 'final_standings' && !places) return undefined
    const checkIn = checkInWindowOf(row.gamesStart, row.checkInOpensMinutes, row.checkInClosesMinutes)
    return languagesOf(row)
      .map((locale) => {
        const texts = TEXTS[locale]
        const page = `${publicUrl}${localizePath(tournamentPath(row.slug), locale)}`
        const until =
          event === 'registration_opened'
            ? row.registrationEnd
            : event === 'check_in_opened'
              ? (checkIn?.closesAt ?? row.gamesStart)
              : row.gamesEnd
        const podiumLines = (places ?? [])
          .filter((placement) => placement.teams.length > 0)
          .map((placement) =>
            interpolate(locale, texts.place, {
              place: placement.place,
              teams: placement.teams.map((team) => team.name).join(', '),
            }),
          )
        return interpolate(locale, texts[event], {
          tournament: row.name,
          game: row.game,
          until: formatKyivDateTime(until, texts.kyiv, locale),
          url: event === 'final_standings' || event === 'games_started' ? `${page}/results` : page,
          podium: podiumLines.join('\n'),
        })
      })
      .join('\n\n')
  }

  return {
    sweep: async (now) => {
      if (configured.length === 0) return []
      const told: Told[] = []
      // Published, announced, under way, and not yet past its last timed moment.
      const candidates = await db
        .select({
          id: tournaments.id,
          registrationStart: tournaments.registrationStart,
          registrationEnd: tournaments.registrationEnd,
          gamesStart: tournaments.gamesStart,
          gamesEnd: tournaments.gamesEnd,
          checkInOpensMinutes: tournaments.checkInOpensMinutes,
          checkInClosesMinutes: tournaments.checkInClosesMinutes,
        })
        .from(tournaments)
        .where(
          and(
            eq(tournaments.status, 'published'),
            eq(tournaments.announce, true),
            lte(tournaments.registrationStart, now),
            gt(tournaments.gamesEnd, now),
            notExists(
              db
                .select({ event: tournamentAnnouncements.event })
                .from(tournamentAnnouncements)
                .where(
                  and(
                    eq(tournamentAnnouncements.tournamentId, tournaments.id),
                    eq(tournamentAnnouncements.event, 'games_started'),
                  ),
                ),
            ),
          ),
        )
      if (candidates.length === 0) return []
      const marked = await db
        .select({ tournamentId: tournamentAnnouncements.tournamentId, event: tournamentAnnouncements.event })
        .from(tournamentAnnouncements)
        .where(
          inArray(
            tournamentAnnouncements.tournamentId,
            candidates.map((candidate) => candidate.id),
          ),
        )
      for (const tournament of candidates) {
        const due = dueAnnouncements(tournament, now)
        const fresh = due.came.filter(
          (event) => !marked.some((mark) => mark.tournamentId === tournament.id && mark.event === event),
        )
        if (fresh.length === 0) continue
        await inTransaction(db, async (tx) => {
          // Of two processes sweeping at once, each moment's row goes to one of them.
          const claimed = await tx
            .insert(tournamentAnnouncements)
            .values(fresh.map((event) => ({ tournamentId: tournament.id, event, at: now })))
            .onConflictDoNothing()
            .returning({ event: tournamentAnnouncements.event })
          if (due.tell !== undefined && claimed.some((row) => row.event === due.tell)) {
            await enqueue(tournament.id, due.tell)
            told.push({ tournamentId: tournament.id, event: due.tell })
          }
        })
      }
      return told
    },

    afterStageFinished: async (tx, tournamentId, now) => {
      if (configured.length === 0) return
      const [row] = await tx
        .select({ announce: tournaments.announce, status: tournaments.status })
        .from(tournaments)
        .where(eq(tournaments.id, tournamentId))
      if (!row?.announce || row.status !== 'published') return
      if (!podium(await readTournamentResults(tx, tournamentId))) return
      const claimed = await tx
        .insert(tournamentAnnouncements)
        .values({ tournamentId, event: 'final_standings', at: now })
        .onConflictDoNothing()
        .returning({ event: tournamentAnnouncements.event })
      if (claimed.length > 0) await enqueue(tournamentId, 'final_standings')
    },

    handleJobs: () =>
      jobs.handle(ANNOUNCEMENT_JOB, async ({ tournamentId, event, channel }) => {
        const post = channels[channel]
        if (!post) throw new Error(`announcement channel ${channel} is not configured in this process`)
        const text = await textOf(tournamentId, event)
        if (text !== undefined) await post(text, `${tournamentId}:${event}`)
      }),
  }
}
