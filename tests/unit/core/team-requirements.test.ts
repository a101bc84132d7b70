/**
 * What a team still needs (core/teams/team-requirements.ts, docs/teams.md "What is missing"): the
 * list in the API's order, completeness (logo and players) and the reading of a `missing` list the
 * server sent. Teams and expectations written by hand.
 */
import { describe, expect, it } from 'vitest'
import {
  isComplete,
  lacksCompleteness,
  missingRequirements,
  type TeamStanding,
} from '#core/teams/team-requirements.ts'

/** A confirmed team of 5 players with its logo, check-in not open: nothing missing. */
const standing = (overrides: Partial<TeamStanding> = {}): TeamStanding => ({
  state: 'confirmed',
  hasLogo: true,
  size: 5,
  minSize: 5,
  checkInOpen: false,
  checkedIn: false,
  ...overrides,
})

describe('missingRequirements', () => {
  it('lists nothing for a confirmed team with its logo and players before check-in opens', () => {
    expect(missingRequirements(standing())).toEqual([])
  })

  it('lists logo, players, confirmation and check-in, in that order', () => {
    expect(
      missingRequirements(
        standing({ state: 'registered', hasLogo: false, size: 4, checkInOpen: true, checkedIn: false }),
      ),
    ).toEqual(['logo', 'players', 'confirmation', 'check_in'])
  })

  it('asks for players only below the format’s number, and for check-in only while it is open and not done', () => {
    expect(missingRequirements(standing({ size: 4 }))).toEqual(['players'])
    expect(missingRequirements(standing({ size: 7 }))).toEqual([])
    expect(missingRequirements(standing({ checkInOpen: true }))).toEqual(['check_in'])
    expect(missingRequirements(standing({ checkInOpen: true, checkedIn: true }))).toEqual([])
  })

  it('asks a waiting team for nothing but what it lacks, and a dropped team for nothing', () => {
    expect(missingRequirements(standing({ state: 'waitlisted', hasLogo: false }))).toEqual(['logo'])
    expect(missingRequirements(standing({ state: 'dropped', hasLogo: false, size: 1 }))).toEqual([])
  })
})

describe('completeness', () => {
  it('is the logo and the format’s players, whatever the state', () => {
    expect(isComplete({ hasLogo: true, size: 5, minSize: 5 })).toBe(true)
    expect(isComplete({ hasLogo: false, size: 5, minSize: 5 })).toBe(false)
    expect(isComplete({ hasLogo: true, size: 4, minSize: 5 })).toBe(false)
  })

  it('is lacking in a missing list that names the logo or players, not confirmation or check-in', () => {
    expect(lacksCompleteness(['logo'])).toBe(true)
    expect(lacksCompleteness(['players', 'confirmation'])).toBe(true)
    expect(lacksCompleteness(['confirmation', 'check_in'])).toBe(false)
    expect(lacksCompleteness([])).toBe(false)
  })
})
