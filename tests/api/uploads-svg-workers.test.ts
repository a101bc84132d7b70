/**
 * V15.2.2 the SVG workers (server/uploads/svg-workers.ts) on their own: a worker past its time limit
 * is terminated (none is left running), no more workers run than allowed however many files come at
 * once, a loaded worker is used again, and closing stops every one of them.
 */
import { afterEach, describe, expect, it } from 'vitest'
import { createSvgWorkers, SVG_WORKER_LIMITS, type SvgWorkers } from '#server/uploads/svg-workers.ts'

const NS = 'xmlns="http://www.w3.org/2000/svg"'
const small = new TextEncoder().encode(`<svg ${NS}><rect width="10" height="10" fill="#c82814"/></svg>`)
/** 2,200 paths, 900 KB: a second or so of jsdom's work. */
const large = new TextEncoder().encode(
  `<svg ${NS}>${Array.from({ length: 2_200 }, (_, n) => `<path d="M${n % 100} 0${' l3 4 5 -6 7 8 -9 1'.repeat(20)}z"/>`).join('')}</svg>`,
)

let workers: SvgWorkers | undefined
afterEach(async () => {
  await workers?.close()
  workers = undefined
})

// A worker loads jsdom first: a second or two, more on a busy machine.
describe('V15.2.2 SVG workers', { timeout: 60_000 }, () => {
  it('terminates a worker past its time limit (20 ms here): the file fails, no worker is left', async () => {
    const failures: string[] = []
    workers = createSvgWorkers({ ...SVG_WORKER_LIMITS, workers: 1, timeoutMs: 20 }, (failure) =>
      failures.push(failure),
    )
    expect(await workers.sanitize(large)).toEqual({ ok: false, failure: 'timeout' })
    expect(failures).toEqual(['timeout'])
    expect(workers.alive).toBe(0)
  })

  it('runs no more workers than allowed for files that come at once, and keeps a loaded one', async () => {
    workers = createSvgWorkers({ ...SVG_WORKER_LIMITS, workers: 1 }, () => {})
    const pool = workers
    const answers = Promise.all([1, 2, 3].map(() => pool.sanitize(small)))
    expect(pool.alive).toBe(1)
    const results = await answers
    expect(results.map((answer) => answer.ok && answer.result.ok)).toEqual([true, true, true])
    // Idle now, and kept for the next file.
    expect(pool.alive).toBe(1)
    expect((await pool.sanitize(small)).ok).toBe(true)
    expect(pool.alive).toBe(1)
    await pool.close()
    expect(pool.alive).toBe(0)
  })

  it('closing answers a file in hand `unavailable` and stops its worker', async () => {
    workers = createSvgWorkers({ ...SVG_WORKER_LIMITS, workers: 1 }, () => {})
    const answer = workers.sanitize(small)
    await workers.close()
    expect(await answer).toEqual({ ok: false, failure: 'unavailable' })
    expect(workers.alive).toBe(0)
    expect(await workers.sanitize(small)).toEqual({ ok: false, failure: 'unavailable' })
  })
})
