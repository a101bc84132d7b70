/**
 * Core's team rules (core/teams/team-rules.ts): which team actions a tournament's status and timeline
 * allow, at the exact instants of its windows, and the one order of the refusals of entering a team.
 * Every instant and expectation is written here by hand.
 */
import { describe, expect, it } from 'vitest'
import {
  type JoinFacts,
  joinRefusal,
  rulesTournamentOf,
  type TeamAction,
  type TeamRulesTournament,
  teamActionRefusal,
} from '#core/teams/team-rules.ts'

const at = (iso: string) => new Date(iso)

/** Registration 1-10 March, check-in 14:00-14:50 on 15 March, games 15:00 on 15 March to 18:00 on 16 March (UTC). */
const CUP: TeamRulesTournament = {
  status: 'published',
  registrationStart: at('2026-03-01T00:00:00.000Z'),
  registrationEnd: at('2026-03-10T00:00:00.000Z'),
  gamesStart: at('2026-03-15T15:00:00.000Z'),
  gamesEnd: at('2026-03-16T18:00:00.000Z'),
  checkIn: { opensAt: at('2026-03-15T14:00:00.000Z'), closesAt: at('2026-03-15T14:50:00.000Z') },
}

const ACTIONS: ReadonlyArray<TeamAction> = [
  'create',
  'join',
  'invite',
  'change',
  'leave',
  'checkIn',
  'decide',
  'moderate',
]
/** The refusals of the actions at an instant, in the order of ACTIONS. */
const refusals = (tournament: TeamRulesTournament, iso: string) =>
  ACTIONS.map((action) => teamActionRefusal(action, tournament, at(iso)))

const R = 'registration_closed'
const W = 'wrong_state'
const C = 'check_in_closed'
const OK = null

describe('teamActionRefusal', () => {
  // Columns: create, join, invite, change, leave, checkIn, decide, moderate.
  it.each([
    ['a millisecond before registration opens', '2026-02-28T23:59:59.999Z', [R, R, R, OK, OK, C, OK, OK]],
    ['at the opening of registration', '2026-03-01T00:00:00.000Z', [OK, OK, OK, OK, OK, C, OK, OK]],
    ['the last millisecond of registration', '2026-03-09T23:59:59.999Z', [OK, OK, OK, OK, OK, C, OK, OK]],
    ['at the registration close', '2026-03-10T00:00:00.000Z', [R, R, R, OK, OK, C, OK, OK]],
    ['a millisecond before check-in opens', '2026-03-15T13:59:59.999Z', [R, R, R, OK, OK, C, OK, OK]],
    ['as check-in opens', '2026-03-15T14:00:00.000Z', [R, R, R, OK, OK, OK, OK, OK]],
    ['the last millisecond of check-in', '2026-03-15T14:49:59.999Z', [R, R, R, OK, OK, OK, OK, OK]],
    ['as check-in closes', '2026-03-15T14:50:00.000Z', [R, R, R, OK, OK, C, OK, OK]],
    ['the last millisecond before the games', '2026-03-15T14:59:59.999Z', [R, R, R, OK, OK, C, OK, OK]],
    ['as the games start', '2026-03-15T15:00:00.000Z', [R, R, R, W, W, C, OK, W]],
    ['as the games end', '2026-03-16T18:00:00.000Z', [R, R, R, W, W, C, W, W]],
  ])('in a published tournament, %s', (_, iso, expected) => {
    expect(refusals(CUP, iso)).toEqual(expected)
  })

  it.each(['cancelled', 'draft'] as const)('allows nothing in a %s tournament, in any window', (status) => {
    for (const iso of ['2026-03-05T12:00:00.000Z', '2026-03-15T14:10:00.000Z'])
      expect(refusals({ ...CUP, status }, iso)).toEqual([R, R, R, W, W, C, W, W])
  })

  it('has no check-in for a tournament without one', () => {
    expect(teamActionRefusal('checkIn', { ...CUP, checkIn: null }, at('2026-03-15T14:10:00.000Z'))).toBe(
      'check_in_closed',
    )
  })

  it('reads a tournament as the API sends it', () => {
    expect(
      rulesTournamentOf({
        status: 'cancelled',
        registration_start: '2026-03-01T02:00:00+02:00',
        registration_end: '2026-03-10T00:00:00Z',
        games_start: '2026-03-15T15:00:00Z',
        games_end: '2026-03-16T18:00:00Z',
        check_in: { opens_at: '2026-03-15T14:00:00Z', closes_at: '2026-03-15T14:50:00Z' },
      }),
    ).toEqual({ ...CUP, status: 'cancelled' })
    expect(
      rulesTournamentOf({
        status: 'published',
        registration_start: '2026-03-01T00:00:00Z',
        registration_end: '2026-03-10T00:00:00Z',
        games_start: '2026-03-15T15:00:00Z',
        games_end: '2026-03-16T18:00:00Z',
      }).checkIn,
    ).toBeNull()
  })
})

describe('joinRefusal', () => {
  const OPEN = at('2026-03-05T12:00:00.000Z')
  const facts = (changes: Partial<JoinFacts> = {}): JoinFacts => ({
    tournament: CUP,
    now: OPEN,
    team: { id: 'wolves', state: 'registered', size: 3, maxSize: 7 },
    ownTeamId: undefined,
    missingProfile: [],
    ...changes,
  })
  const everything: Partial<JoinFacts> = {
    tournament: { ...CUP, status: 'cancelled' },
    team: { id: 'wolves', state: 'dropped', size: 7, maxSize: 7 },
    ownTeamId: 'bears',
    missingProfile: ['discord'],
  }

  it('lets a player with a complete profile into an open team of an open tournament', () => {
    expect(joinRefusal(facts())).toBeNull()
  })

  it('names the first refusal in its order: tournament, team state, place, size, profile', () => {
    expect(joinRefusal(facts(everything))).toBe('registration_closed')
    expect(joinRefusal(facts({ ...everything, tournament: CUP }))).toBe('wrong_state')
    expect(
      joinRefusal(
        facts({
          ...everything,
          tournament: CUP,
          team: { id: 'wolves', state: 'waitlisted', size: 7, maxSize: 7 },
        }),
      ),
    ).toBe('already_in_team')
    expect(
      joinRefusal(
        facts({
          ...everything,
          tournament: CUP,
          team: { id: 'wolves', state: 'waitlisted', size: 7, maxSize: 7 },
          ownTeamId: 'wolves',
        }),
      ),
    ).toBe('already_member')
    expect(
      joinRefusal(
        facts({
          ...everything,
          tournament: CUP,
          team: { id: 'wolves', state: 'waitlisted', size: 7, maxSize: 7 },
          ownTeamId: undefined,
        }),
      ),
    ).toBe('team_full')
    expect(joinRefusal(facts({ missingProfile: ['discord'] }))).toBe('profile_incomplete')
  })

  it('closes with the registration, to the millisecond', () => {
    expect(joinRefusal(facts({ now: at('2026-03-09T23:59:59.999Z') }))).toBeNull()
    expect(joinRefusal(facts({ now: at('2026-03-10T00:00:00.000Z') }))).toBe('registration_closed')
  })
})
