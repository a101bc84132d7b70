/**
 * Whether two kinds of request can be told apart by how long they take: a timing side channel test
 * (ASVS 5.0 V6.3.8). The two are timed alternately, many times, and compared by the Mann–Whitney
 * statistic as a probability: how likely a random time of the one is longer than a random time of
 * the other. 0.5 means no order between them; a steady difference pushes it toward 0 or 1 even
 * under the noise of a shared machine, because it compares ranks, not means (one stall of 200 ms
 * weighs as much as any other slow sample).
 */

/** P(a random `a` is longer than a random `b`), ties counting half: Mann–Whitney U / (n·m). */
export const probabilityLonger = (a: ReadonlyArray<number>, b: ReadonlyArray<number>): number => {
  if (a.length === 0 || b.length === 0) throw new Error('Both samples need times')
  let wins = 0
  for (const x of a) for (const y of b) wins += x > y ? 1 : x === y ? 0.5 : 0
  return wins / (a.length * b.length)
}

/**
 * How far from 0.5 two kinds of request may land and still count as the same. For 120 times of each
 * with no difference, the statistic's standard deviation is √((n+m+1)/(12·n·m)) ≈ 0.037, so 0.15 is
 * four of them (a false alarm about once in 30,000 runs); a steady 5 ms difference over the few
 * milliseconds of noise of a request lands beyond 0.85 (tests/unit/timing-side-channel.test.ts).
 */
export const SAME_TIMING_MARGIN = 0.15

export interface AlternateTiming {
  /** The two requests; each resolves when its answer is in. */
  readonly first: () => Promise<unknown>
  readonly second: () => Promise<unknown>
  /** Timed pairs. */
  readonly pairs: number
  /** Untimed pairs first (the JIT, the caches, the database's plans). */
  readonly warmUp: number
  /** Runs untimed before each request (move the clock past the limits, let the queued jobs finish). */
  readonly between: () => Promise<void>
}

/** The times, in milliseconds, of `first` and of `second`; the order flips each pair, so drift favours neither. */
export const timeAlternately = async (
  timing: AlternateTiming,
): Promise<{ readonly first: number[]; readonly second: number[] }> => {
  const times = { first: [] as number[], second: [] as number[] }
  const timed = async (which: 'first' | 'second', keep: boolean) => {
    await timing.between()
    const started = performance.now()
    await timing[which]()
    const took = performance.now() - started
    if (keep) times[which].push(took)
  }
  for (let pair = 0; pair < timing.warmUp + timing.pairs; pair += 1) {
    const keep = pair >= timing.warmUp
    const order: ReadonlyArray<'first' | 'second'> =
      pair % 2 === 0 ? ['first', 'second'] : ['second', 'first']
    for (const which of order) await timed(which, keep)
  }
  return times
}
