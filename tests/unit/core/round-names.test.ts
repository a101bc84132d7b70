import { describe, expect, it } from 'vitest'
import { roundName } from '#core/tournaments/round-names.ts'

describe('round names', () => {
  it('calls the last three rounds of a single-elimination bracket of 16 its quarterfinal, semifinal and final', () => {
    expect([1, 2, 3, 4].map((round) => roundName('main', round, 4))).toEqual([
      { name: 'round', number: 1 },
      { name: 'quarterfinal' },
      { name: 'semifinal' },
      { name: 'final' },
    ])
  })

  it('has no quarterfinal in a bracket of four, and only a final in a bracket of two', () => {
    expect([1, 2].map((round) => roundName('main', round, 2))).toEqual([
      { name: 'semifinal' },
      { name: 'final' },
    ])
    expect(roundName('main', 1, 1)).toEqual({ name: 'final' })
  })

  it('names the upper bracket the same way, as the upper bracket’s', () => {
    expect([1, 2, 3].map((round) => roundName('upper', round, 3))).toEqual([
      { name: 'upperQuarterfinal' },
      { name: 'upperSemifinal' },
      { name: 'upperFinal' },
    ])
  })

  it('numbers the lower bracket’s rounds but its last, the lower final', () => {
    expect([1, 2, 3, 4].map((round) => roundName('lower', round, 4))).toEqual([
      { name: 'lowerRound', number: 1 },
      { name: 'lowerRound', number: 2 },
      { name: 'lowerRound', number: 3 },
      { name: 'lowerFinal' },
    ])
  })

  it('calls the grand final’s second match its reset', () => {
    expect(roundName('grand_final', 1, 2)).toEqual({ name: 'grandFinal' })
    expect(roundName('grand_final', 2, 2)).toEqual({ name: 'grandFinalReset' })
  })
})
