import { describe, expect, it } from 'vitest'
import { dueAnnouncements } from '#core/tournaments/announcements.ts'

// Registration 1–10 March, check-in from 60 to 10 minutes before the games (12 March 18:00 UTC), games
// until 14 March.
const cup = {
  registrationStart: new Date('2026-03-01T10:00:00Z'),
  registrationEnd: new Date('2026-03-10T10:00:00Z'),
  gamesStart: new Date('2026-03-12T18:00:00Z'),
  gamesEnd: new Date('2026-03-14T18:00:00Z'),
  checkInOpensMinutes: 60,
  checkInClosesMinutes: 10,
}
const at = (iso: string) => new Date(iso)

describe('announcements due', () => {
  it('has nothing to tell before registration opens', () => {
    expect(dueAnnouncements(cup, at('2026-03-01T09:59:59Z'))).toEqual({ came: [], tell: undefined })
  })

  it('tells each moment as it comes, from its very instant', () => {
    expect(dueAnnouncements(cup, at('2026-03-01T10:00:00Z'))).toEqual({
      came: ['registration_opened'],
      tell: 'registration_opened',
    })
    expect(dueAnnouncements(cup, at('2026-03-12T17:00:00Z'))).toEqual({
      came: ['registration_opened', 'check_in_opened'],
      tell: 'check_in_opened',
    })
    expect(dueAnnouncements(cup, at('2026-03-12T18:00:00Z'))).toEqual({
      came: ['registration_opened', 'check_in_opened', 'games_started'],
      tell: 'games_started',
    })
  })

  it('tells only the latest of moments found at once', () => {
    // Published (or a server back) during check-in: registration's opening is not told any more.
    expect(dueAnnouncements(cup, at('2026-03-12T17:30:00Z')).tell).toBe('check_in_opened')
  })

  it('does not tell a moment that is already over', () => {
    // Between registration's close and check-in: registration is no longer open.
    expect(dueAnnouncements(cup, at('2026-03-11T12:00:00Z'))).toEqual({
      came: ['registration_opened'],
      tell: undefined,
    })
    // Check-in closed 10 minutes before the games: found at 17:55, it is not told.
    expect(dueAnnouncements(cup, at('2026-03-12T17:55:00Z'))).toEqual({
      came: ['registration_opened', 'check_in_opened'],
      tell: undefined,
    })
    expect(dueAnnouncements(cup, at('2026-03-14T18:00:00Z')).tell).toBeUndefined()
  })

  it('has no check-in moment for a tournament without check-in', () => {
    const open = { ...cup, checkInOpensMinutes: null }
    expect(dueAnnouncements(open, at('2026-03-12T17:30:00Z'))).toEqual({
      came: ['registration_opened'],
      tell: undefined,
    })
  })

  it('orders the moments by when they come: check-in may open before registration does', () => {
    // Check-in a week before the games opens on 5 March; registration runs from the 8th to the 10th.
    const early = {
      ...cup,
      registrationStart: new Date('2026-03-08T10:00:00Z'),
      checkInOpensMinutes: 7 * 24 * 60,
    }
    expect(dueAnnouncements(early, at('2026-03-06T12:00:00Z'))).toEqual({
      came: ['check_in_opened'],
      tell: 'check_in_opened',
    })
    expect(dueAnnouncements(early, at('2026-03-09T12:00:00Z'))).toEqual({
      came: ['check_in_opened', 'registration_opened'],
      tell: 'registration_opened',
    })
  })
})
