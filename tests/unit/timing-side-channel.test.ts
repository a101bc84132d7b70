/**
 * The statistic the timing tests judge by (`tests/api/support/timing.ts`): worked by hand on small
 * samples, then on made-up request times (fixed, evenly spread, with stalls) where the answer is
 * known, so that its margin lets noise through and stops a 5 ms difference.
 */
import { describe, expect, it } from 'vitest'
import { probabilityLonger, SAME_TIMING_MARGIN } from '../api/support/timing.ts'

/** The fractional part: `fraction(i · α)` for an irrational α spreads evenly over [0, 1) (Weyl). */
const fraction = (value: number): number => value - Math.floor(value)

/**
 * Request times as a loaded machine gives them: 10 ms, plus up to 3 ms of jitter, plus a stall of
 * 20 to 60 ms in about one request of twenty. `offset` picks where in the (fixed, evenly spread)
 * sequences a sample starts, so two samples are different draws of the same kind of times.
 */
const requestTimes = (offset: number, count: number, extraMs: number): number[] =>
  Array.from({ length: count }, (_, index) => {
    const i = offset + index
    const jitter = fraction(i * Math.SQRT2)
    const stalled = fraction(i * Math.E) < 0.05
    return 10 + 3 * jitter + (stalled ? 20 + 40 * fraction(i * Math.PI) : 0) + extraMs
  })

describe('probabilityLonger', () => {
  it('is 1 when every time of the first is longer, 0 when every one is shorter', () => {
    expect(probabilityLonger([3, 4], [1, 2])).toBe(1)
    expect(probabilityLonger([1, 2], [3, 4])).toBe(0)
  })

  it('counts each pair once and ties as half', () => {
    // (1,2) no, (1,4) no, (3,2) yes, (3,4) no: 1 of 4.
    expect(probabilityLonger([1, 3], [2, 4])).toBe(0.25)
    // (2,2) half, (2,1) yes, (5,2) yes, (5,1) yes: 3.5 of 4.
    expect(probabilityLonger([2, 5], [2, 1])).toBe(0.875)
  })

  it('refuses an empty sample', () => {
    expect(() => probabilityLonger([], [1])).toThrow('Both samples need times')
  })

  it('stays within the margin for two draws of the same request times', () => {
    for (const offset of [0, 1000, 2000, 3000, 4000, 5000, 6000, 7000]) {
      const p = probabilityLonger(requestTimes(offset, 120, 0), requestTimes(offset + 500, 120, 0))
      expect(Math.abs(p - 0.5)).toBeLessThan(SAME_TIMING_MARGIN)
    }
  })

  it('goes beyond the margin for 5 ms more', () => {
    for (const offset of [0, 1000, 2000, 3000, 4000, 5000, 6000, 7000]) {
      const p = probabilityLonger(requestTimes(offset, 120, 5), requestTimes(offset + 500, 120, 0))
      expect(p - 0.5).toBeGreaterThan(SAME_TIMING_MARGIN)
    }
  })
})
