/**
 * What the community channels (Discord, Telegram) hear of a tournament: the moments of its timeline
 * and its final standings, each once. The timeline's moments come with time (a sweep finds them); the
 * final standings when the last stage is finished.
 */
import { checkInWindowOf } from './tournament.schema.ts'

/** In the order they happen. */
export const ANNOUNCEMENT_EVENTS = [
  'registration_opened',
  'check_in_opened',
  'games_started',
  'final_standings',
] as const
export type AnnouncementEvent = (typeof ANNOUNCEMENT_EVENTS)[number]

/** The moments that come with time, as the sweep looks for them. */
export type TimedAnnouncement = Exclude<AnnouncementEvent, 'final_standings'>

export interface AnnouncedTimeline {
  readonly registrationStart: Date
  readonly registrationEnd: Date
  readonly gamesStart: Date
  readonly gamesEnd: Date
  readonly checkInOpensMinutes: number | null
  readonly checkInClosesMinutes: number
}

interface MomentWindow {
  readonly event: TimedAnnouncement
  readonly from: Date
  readonly until: Date
}

/** Each timed moment: when it comes and until when telling it is still true. */
const windowsOf = (tournament: AnnouncedTimeline): ReadonlyArray<MomentWindow> => {
  const checkIn = checkInWindowOf(
    tournament.gamesStart,
    tournament.checkInOpensMinutes,
    tournament.checkInClosesMinutes,
  )
  const checkInWindow: ReadonlyArray<MomentWindow> = checkIn
    ? [{ event: 'check_in_opened', from: checkIn.opensAt, until: checkIn.closesAt }]
    : []
  return [
    { event: 'registration_opened', from: tournament.registrationStart, until: tournament.registrationEnd },
    ...checkInWindow,
    { event: 'games_started', from: tournament.gamesStart, until: tournament.gamesEnd },
  ]
}

export interface DueAnnouncements {
  /** Every moment that has come by now: each is marked as told, whether or not it is posted. */
  readonly came: ReadonlyArray<TimedAnnouncement>
  /**
   * The one to post: the latest that came, while it still holds. Of moments found at once (a
   * tournament published late, a server that was down) only the latest is told ("registration is
   * open" beside "the games have begun" would mislead), and a moment already over (check-in found
   * closed) is not told at all.
   */
  readonly tell: TimedAnnouncement | undefined
}

export const dueAnnouncements = (tournament: AnnouncedTimeline, now: Date): DueAnnouncements => {
  const at = now.getTime()
  // By when they come: check-in may open before registration closes.
  const came = windowsOf(tournament)
    .filter((window) => window.from.getTime() <= at)
    .sort((a, b) => a.from.getTime() - b.from.getTime())
  const latest = came.at(-1)
  return {
    came: came.map((window) => window.event),
    tell: latest !== undefined && at < latest.until.getTime() ? latest.event : undefined,
  }
}
