import { describe, expect, it } from 'vitest'
import type { BattleRoyaleStanding } from '#core/tournaments/results.schema.ts'
import { lobbyResultOf, lobbyTotals } from '#ui/features/console/results-desk/lobby-totals.ts'
import { reportOf } from '#ui/features/console/results-desk/report-form.ts'
import { moveDown, moveToSeed, moveUp } from '#ui/features/console/results-desk/seeding.ts'

const seeds = ['A', 'B', 'C', 'D'] as const

describe('the seeding list moves one team and keeps the others in order', () => {
  it('moves a team up and down by one, and not past either end', () => {
    expect(moveUp(seeds, 1)).toEqual(['B', 'A', 'C', 'D'])
    expect(moveUp(seeds, 0)).toEqual(['A', 'B', 'C', 'D'])
    expect(moveDown(seeds, 1)).toEqual(['A', 'C', 'B', 'D'])
    expect(moveDown(seeds, 3)).toEqual(['A', 'B', 'C', 'D'])
  })

  it('gives a team the seed typed for it', () => {
    expect(moveToSeed(seeds, 3, 1)).toEqual(['D', 'A', 'B', 'C'])
    expect(moveToSeed(seeds, 0, 3)).toEqual(['B', 'C', 'A', 'D'])
    expect(moveToSeed(seeds, 2, 2)).toEqual(['A', 'C', 'B', 'D'])
  })

  it('takes the nearest end for a seed past the list, and moves nothing for a broken number', () => {
    expect(moveToSeed(seeds, 0, 9)).toEqual(['B', 'C', 'D', 'A'])
    expect(moveToSeed(seeds, 3, 0)).toEqual(['D', 'A', 'B', 'C'])
    expect(moveToSeed(seeds, 1, 2.5)).toEqual(['A', 'B', 'C', 'D'])
    expect(moveToSeed(seeds, 1, Number.NaN)).toEqual(['A', 'B', 'C', 'D'])
  })
})

describe('the report form says the report it sends', () => {
  it('sends the games won per side within the best-of', () => {
    expect(reportOf({ outcome: 'score', games: ['2', '1'] }, 3)).toEqual({ kind: 'score', scores: [2, 1] })
    expect(reportOf({ outcome: 'score', games: [' 0 ', '3'] }, 5)).toEqual({ kind: 'score', scores: [0, 3] })
  })

  it('sends nothing while a games field is empty, not a whole number or over the best-of', () => {
    expect(reportOf({ outcome: 'score', games: ['', '1'] }, 3)).toBeUndefined()
    expect(reportOf({ outcome: 'score', games: ['1.5', '1'] }, 3)).toBeUndefined()
    expect(reportOf({ outcome: 'score', games: ['-1', '2'] }, 3)).toBeUndefined()
    expect(reportOf({ outcome: 'score', games: ['4', '0'] }, 3)).toBeUndefined()
  })

  it('sends a forfeit by the side chosen, or a double forfeit, whatever the games say', () => {
    expect(reportOf({ outcome: 'forfeit_1', games: ['x', ''] }, 3)).toEqual({
      kind: 'forfeit',
      forfeiting: 1,
    })
    expect(reportOf({ outcome: 'forfeit_2', games: ['', ''] }, 1)).toEqual({ kind: 'forfeit', forfeiting: 2 })
    expect(reportOf({ outcome: 'double_forfeit', games: ['', ''] }, 1)).toEqual({ kind: 'double_forfeit' })
  })
})

const team = (id: string) => ({ id, name: id, logo_url: null })
const standing = (id: string, total: number): BattleRoyaleStanding => ({
  rank: 1,
  team: team(id),
  matches: 1,
  wins: 0,
  placement_points: total,
  kills: 0,
  kill_points: 0,
  total,
})

describe('a lobby as typed gives each team its points and its new total', () => {
  // 10, 6, 5 points for 1st to 3rd, 1 a kill; A had 20 so far, C 7, B has not played yet.
  const points = { placement: [10, 6, 5], per_kill: 1 }
  const before = [standing('A', 20), standing('C', 7)]

  it('adds placement and kill points to the totals so far', () => {
    const totals = lobbyTotals(
      points,
      [
        { teamId: 'A', placement: '1', kills: '3' },
        { teamId: 'B', placement: '2', kills: '0' },
        { teamId: 'C', placement: '3', kills: '5' },
      ],
      before,
    )
    expect(totals.get('A')).toEqual({ match: 13, total: 33 })
    expect(totals.get('B')).toEqual({ match: 6, total: 6 })
    expect(totals.get('C')).toEqual({ match: 10, total: 17 })
  })

  it('gives a place past the table no placement points, and leaves an incomplete line out', () => {
    const totals = lobbyTotals(
      { placement: [10], per_kill: 2 },
      [
        { teamId: 'A', placement: '2', kills: '4' },
        { teamId: 'B', placement: '1', kills: '0' },
        { teamId: 'C', placement: '', kills: '1' },
      ],
      before,
    )
    expect(totals.get('A')).toEqual({ match: 8, total: 28 })
    expect(totals.get('B')).toEqual({ match: 10, total: 10 })
    expect(totals.get('C')).toEqual({ match: null, total: 7 })
  })

  it('reads a line only with a placement of 1 or more and whole kills', () => {
    expect(lobbyResultOf({ teamId: 'A', placement: '0', kills: '1' })).toBeUndefined()
    expect(lobbyResultOf({ teamId: 'A', placement: '2', kills: '' })).toBeUndefined()
    // Kills past the most a match allows, as the lobby file refuses them.
    expect(lobbyResultOf({ teamId: 'A', placement: '2', kills: '1000' })).toBeUndefined()
    expect(lobbyResultOf({ teamId: 'A', placement: ' 2 ', kills: ' 999 ' })).toEqual({
      team_id: 'A',
      placement: 2,
      kills: 999,
    })
    expect(lobbyResultOf({ teamId: 'A', placement: '2', kills: '4' })).toEqual({
      team_id: 'A',
      placement: 2,
      kills: 4,
    })
  })
})
