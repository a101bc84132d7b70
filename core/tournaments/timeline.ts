/**
 * The tournament timeline of spec §4 as pure functions of a schedule and an instant.
 *
 * Boundaries are instants: registration is open for `registrationStart <= now < registrationEnd`,
 * games run for `gamesStart <= now < gamesEnd`. Games outrank registration, so inconsistent data
 * (games starting before registration ends) still yields one phase. Date-times the API sends
 * without an offset are Kyiv wall-clock times (spec §1), converted with the Europe/Kyiv rules so
 * that daylight-saving changes are respected.
 */
import { fromKyivWallClock, KYIV_TIME_ZONE } from '#core/shared/format/datetime.ts'

export { KYIV_TIME_ZONE }

export const PHASES = [
  'registrationNotStarted',
  'registrationOpen',
  'registrationClosed',
  'gamesInProgress',
  'gamesFinished',
] as const
export type Phase = (typeof PHASES)[number]

export const FILTER_GROUPS = ['upcoming', 'active', 'finished'] as const
export type FilterGroup = (typeof FILTER_GROUPS)[number]

export interface Schedule {
  readonly registrationStart: Date
  readonly registrationEnd: Date
  /** Not every tournament publishes its game dates; without them the timeline stops at 'closed'. */
  readonly gamesStart: Date | null
  readonly gamesEnd: Date | null
}

/** The API's field names (spec §3, §7). */
export interface ScheduleDto {
  readonly registration_start: string
  readonly registration_end: string
  readonly games_start?: string | null
  readonly games_end?: string | null
}

const HAS_OFFSET = /(Z|[+-]\d{2}(:?\d{2})?)$/i

/** An instant from an API date-time; one without an offset is read as Kyiv wall-clock time. */
export const toInstant = (value: string): Date => {
  const text = value.trim()
  return HAS_OFFSET.test(text) ? new Date(text) : fromKyivWallClock(text)
}

export const scheduleFromDto = (dto: ScheduleDto): Schedule => ({
  registrationStart: toInstant(dto.registration_start),
  registrationEnd: toInstant(dto.registration_end),
  gamesStart: dto.games_start ? toInstant(dto.games_start) : null,
  gamesEnd: dto.games_end ? toInstant(dto.games_end) : null,
})

const at = (date: Date | null): number | null => (date === null ? null : date.getTime())

export const phaseAt = (schedule: Schedule, now: Date): Phase => {
  const t = now.getTime()
  const gamesEnd = at(schedule.gamesEnd)
  const gamesStart = at(schedule.gamesStart)
  if (gamesEnd !== null && t >= gamesEnd) return 'gamesFinished'
  if (gamesStart !== null && t >= gamesStart) return 'gamesInProgress'
  if (t < schedule.registrationStart.getTime()) return 'registrationNotStarted'
  if (t < schedule.registrationEnd.getTime()) return 'registrationOpen'
  return 'registrationClosed'
}

/** Active = games being played; upcoming = before the games; finished = after them. */
export const filterGroupOf = (phase: Phase): FilterGroup =>
  phase === 'gamesInProgress' ? 'active' : phase === 'gamesFinished' ? 'finished' : 'upcoming'

export const filterGroupAt = (schedule: Schedule, now: Date): FilterGroup =>
  filterGroupOf(phaseAt(schedule, now))

/** Spec §4: registration is reachable only while now is between start and end. */
export const isRegistrationOpen = (
  window: Pick<Schedule, 'registrationStart' | 'registrationEnd'>,
  now: Date,
): boolean => {
  const t = now.getTime()
  return t >= window.registrationStart.getTime() && t < window.registrationEnd.getTime()
}

/** The boundaries of a schedule in time order. */
export const boundaries = (schedule: Schedule): ReadonlyArray<Date> =>
  [schedule.registrationStart, schedule.registrationEnd, schedule.gamesStart, schedule.gamesEnd]
    .filter((date): date is Date => date !== null)
    .sort((a, b) => a.getTime() - b.getTime())

/** The first boundary after `now` where the phase may change, or null once nothing is ahead. */
export const nextTransitionAt = (schedule: Schedule, now: Date): Date | null =>
  boundaries(schedule).find((date) => date.getTime() > now.getTime()) ?? null

/**
 * What a page shows of the timeline at `now`: the phase, its filter group and the live countdown, with
 * when it ends (epoch milliseconds), so that a browser can count down on its own clock.
 */
export const timelineView = (at: {
  readonly schedule: ScheduleDto
  readonly now: number
}): { phase: Phase; group: FilterGroup; msUntilNext: number | null; nextAt: number | null } => {
  const schedule = scheduleFromDto(at.schedule)
  const now = new Date(at.now)
  const phase = phaseAt(schedule, now)
  const nextAt = nextTransitionAt(schedule, now)?.getTime() ?? null
  return {
    phase,
    group: filterGroupOf(phase),
    msUntilNext: nextAt === null ? null : nextAt - at.now,
    nextAt,
  }
}
