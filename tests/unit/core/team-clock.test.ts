/**
 * The team's clock (core/teams/team-clock.ts): the check-in phase and who may check in, the time to
 * the window's next edge, and the countdown to the registration close for an incomplete team. Instants
 * and expectations written by hand.
 */
import { describe, expect, it } from 'vitest'
import type { Team } from '#core/teams/team.schema.ts'
import {
  canCheckInAt,
  checkInPhase,
  mayCheckIn,
  msUntilCheckInEdge,
  msUntilDropForIncomplete,
} from '#core/teams/team-clock.ts'

const OPENS = '2026-05-22T13:00:00.000Z'
const CLOSES = '2026-05-22T13:50:00.000Z'
const at = (iso: string) => new Date(iso).getTime()
const MINUTE = 60_000

const window = (checkedInAt: string | null = null): Team['check_in'] => ({
  opens_at: OPENS,
  closes_at: CLOSES,
  checked_in_at: checkedInAt,
})

type ClockTeam = Pick<Team, 'check_in' | 'state' | 'missing' | 'registration_end'>

const team = (overrides: Partial<ClockTeam> = {}): ClockTeam => ({
  check_in: window(),
  state: 'confirmed',
  missing: ['check_in'],
  registration_end: '2026-05-20T17:00:00.000Z',
  ...overrides,
})

describe('checkInPhase', () => {
  it('is none without a window, then not open, open and closed around its edges', () => {
    expect(checkInPhase(team({ check_in: null }), at(OPENS))).toBe('none')
    expect(checkInPhase(team(), at(OPENS) - 1)).toBe('notOpen')
    expect(checkInPhase(team(), at(OPENS))).toBe('open')
    expect(checkInPhase(team(), at(CLOSES) - 1)).toBe('open')
    expect(checkInPhase(team(), at(CLOSES))).toBe('closed')
  })

  it('is done once the team has checked in, whatever the hour', () => {
    const done = team({ check_in: window('2026-05-22T13:05:00.000Z') })
    expect(checkInPhase(done, at(OPENS) - MINUTE)).toBe('done')
    expect(checkInPhase(done, at(CLOSES) + MINUTE)).toBe('done')
  })
})

describe('mayCheckIn and canCheckInAt', () => {
  it('lets a confirmed team, or a complete waiting one, check in while the window is open', () => {
    expect(mayCheckIn(team())).toBe(true)
    expect(mayCheckIn(team({ state: 'waitlisted', missing: ['check_in'] }))).toBe(true)
    expect(mayCheckIn(team({ state: 'waitlisted', missing: ['logo'] }))).toBe(false)
    expect(mayCheckIn(team({ state: 'waitlisted', missing: ['players'] }))).toBe(false)
    expect(mayCheckIn(team({ state: 'registered', missing: ['confirmation'] }))).toBe(false)
    expect(mayCheckIn(team({ state: 'dropped' }))).toBe(false)
    expect(canCheckInAt(team(), at(OPENS) + MINUTE)).toBe(true)
    expect(canCheckInAt(team(), at(OPENS) - MINUTE)).toBe(false)
    expect(canCheckInAt(team(), at(CLOSES))).toBe(false)
    expect(canCheckInAt(team({ state: 'registered' }), at(OPENS) + MINUTE)).toBe(false)
  })
})

describe('msUntilCheckInEdge', () => {
  it('counts to the opening, then to the close, then to nothing', () => {
    expect(msUntilCheckInEdge(team(), at(OPENS) - 5 * MINUTE)).toBe(5 * MINUTE)
    expect(msUntilCheckInEdge(team(), at(OPENS) + 10 * MINUTE)).toBe(40 * MINUTE)
    expect(msUntilCheckInEdge(team(), at(CLOSES))).toBeNull()
    expect(msUntilCheckInEdge(team({ check_in: null }), at(OPENS))).toBeNull()
    expect(msUntilCheckInEdge(team({ check_in: window(OPENS) }), at(OPENS) + MINUTE)).toBeNull()
  })
})

describe('msUntilDropForIncomplete', () => {
  const before = at('2026-05-20T16:00:00.000Z')

  it('counts to the registration close while the logo or players are missing', () => {
    expect(msUntilDropForIncomplete(team({ missing: ['logo', 'confirmation'] }), before)).toBe(60 * MINUTE)
    expect(msUntilDropForIncomplete(team({ missing: ['players'] }), before)).toBe(60 * MINUTE)
  })

  it('says nothing for a complete team, a dropped one, or once the close has passed', () => {
    expect(msUntilDropForIncomplete(team({ missing: ['confirmation'] }), before)).toBeNull()
    expect(msUntilDropForIncomplete(team({ state: 'dropped', missing: ['logo'] }), before)).toBeNull()
    expect(msUntilDropForIncomplete(team({ missing: ['logo'] }), at('2026-05-20T17:00:00.000Z'))).toBeNull()
  })
})
