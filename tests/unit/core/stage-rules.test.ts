/** Best-of-N results: who has won, what cannot end a match, where a draw is allowed. */
import { describe, expect, it } from 'vitest'
import { gamesToWin } from '#core/tournaments/best-of.ts'
import { scoreProblem } from '#core/tournaments/stage-rules.ts'

describe('best-of-N results', () => {
  it('needs a majority of the games to win', () => {
    expect([1, 2, 3, 5, 7].map(gamesToWin)).toEqual([1, 2, 2, 3, 4])
  })

  it('takes a score where the winner reached the majority and the loser did not', () => {
    for (const [scores, bestOf] of [
      [[1, 0], 1],
      [[0, 1], 1],
      [[2, 0], 3],
      [[1, 2], 3],
      [[3, 2], 5],
      [[0, 3], 5],
      [[2, 0], 2],
    ] as const)
      expect(scoreProblem(scores, bestOf, false), `${scores} of ${bestOf}`).toBeUndefined()
  })

  it('refuses a score nobody has won, one past N games, and impossible numbers', () => {
    expect(scoreProblem([1, 0], 3, false)).toBe('no_winner')
    expect(scoreProblem([3, 0], 3, false)).toBe('no_winner')
    expect(scoreProblem([2, 1], 5, false)).toBe('no_winner')
    expect(scoreProblem([0, 0], 1, true)).toBe('no_winner')
    expect(scoreProblem([2, 2], 3, false)).toBe('too_many_games')
    expect(scoreProblem([4, 2], 5, false)).toBe('too_many_games')
    expect(scoreProblem([-1, 2], 3, false)).toBe('no_winner')
    expect(scoreProblem([1.5, 2], 3, false)).toBe('no_winner')
  })

  it('allows a draw (half the games each, N even) only where the stage allows draws', () => {
    expect(scoreProblem([1, 1], 2, true)).toBeUndefined()
    expect(scoreProblem([1, 1], 2, false)).toBe('draw_not_allowed')
    expect(scoreProblem([1, 1], 3, true)).toBe('no_winner')
    expect(scoreProblem([2, 2], 4, true)).toBeUndefined()
  })
})
