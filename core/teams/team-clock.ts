/**
 * What a team's page shows of time (docs/teams.md): the registration close, by which a team needs its
 * logo and its players or is dropped, and the check-in window. Pure functions of the team as the API
 * sends it and an instant; the team machine follows them with its clock.
 */
import type { Team } from './team.schema.ts'
import { lacksCompleteness } from './team-requirements.ts'

/**
 * Where a team stands with check-in: the tournament has none, it opens later, it is open, it has
 * closed, or the team has checked in.
 */
export type CheckInPhase = 'none' | 'notOpen' | 'open' | 'closed' | 'done'

const instant = (iso: string): number => new Date(iso).getTime()

export const checkInPhase = (team: Pick<Team, 'check_in'>, now: number): CheckInPhase => {
  const window = team.check_in
  if (window === null) return 'none'
  if (window.checked_in_at !== null) return 'done'
  if (now < instant(window.opens_at)) return 'notOpen'
  if (now < instant(window.closes_at)) return 'open'
  return 'closed'
}

/**
 * Who may check in (docs/teams.md): a confirmed team, or a waitlisted team that is complete (it moves
 * up checked in when a place frees before check-in closes).
 */
export const mayCheckIn = (team: Pick<Team, 'state' | 'missing'>): boolean =>
  team.state === 'confirmed' || (team.state === 'waitlisted' && !lacksCompleteness(team.missing))

export const canCheckInAt = (team: Pick<Team, 'check_in' | 'state' | 'missing'>, now: number): boolean =>
  checkInPhase(team, now) === 'open' && mayCheckIn(team)

/** Milliseconds until the check-in window's next edge (opening or close), or null when none is ahead. */
export const msUntilCheckInEdge = (team: Pick<Team, 'check_in'>, now: number): number | null => {
  const phase = checkInPhase(team, now)
  if (team.check_in === null) return null
  if (phase === 'notOpen') return instant(team.check_in.opens_at) - now
  if (phase === 'open') return instant(team.check_in.closes_at) - now
  return null
}

/**
 * Milliseconds until registration closes while the team is not complete (it is dropped then), else
 * null.
 */
export const msUntilDropForIncomplete = (
  team: Pick<Team, 'registration_end' | 'missing' | 'state'>,
  now: number,
): number | null => {
  if (team.state === 'dropped') return null
  if (!lacksCompleteness(team.missing)) return null
  const left = instant(team.registration_end) - now
  return left > 0 ? left : null
}
