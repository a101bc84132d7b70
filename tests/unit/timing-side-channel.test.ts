/**
 * The statistic the timing tests judge by (`tests/api/support/timing.ts`): worked by hand on small
 * samples, then on made-up request times where the answer is known, so that its margin lets noise
 * through and stops a 5 ms difference.
 */
import { describe, expect, it } from 'vitest'
import { probabilityLonger, SAME_TIMING_MARGIN } from '../api/support/timing.ts'

/** A fixed sequence of numbers in [0, 1) (mulberry32), so the made-up times are the same every run. */
const seeded = (seed: number) => {
  let state = seed
  return () => {
    state = (state + 0x6d2b79f5) | 0
    let t = Math.imul(state ^ (state >>> 15), 1 | state)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/**
 * Request times as a loaded machine gives them: 10 ms, plus up to 3 ms of jitter, plus a stall of
 * 20 to 60 ms in one request of twenty.
 */
const requestTimes = (random: () => number, count: number, extraMs: number): number[] =>
  Array.from({ length: count }, () => {
    const stall = random() < 0.05 ? 20 + 40 * random() : 0
    return 10 + 3 * random() + stall + extraMs
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

  it('stays within the margin for the same request times, whatever the seed', () => {
    for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
      const random = seeded(seed)
      const p = probabilityLonger(requestTimes(random, 120, 0), requestTimes(random, 120, 0))
      expect(Math.abs(p - 0.5)).toBeLessThan(SAME_TIMING_MARGIN)
    }
  })

  it('goes beyond the margin for 5 ms more, whatever the seed', () => {
    for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
      const random = seeded(seed)
      const p = probabilityLonger(requestTimes(random, 120, 5), requestTimes(random, 120, 0))
      expect(p - 0.5).toBeGreaterThan(SAME_TIMING_MARGIN)
    }
  })
})
