/**
 * At most `concurrency` tasks at a time; the rest wait in order, at most `maxWaiting` of them. Image
 * decoding takes a lot of CPU and memory (a 40-megapixel image is 160 MB of pixels, an SVG a worker
 * of its own), and every upload waiting holds its file (up to 10 MB), so a burst of uploads queues up
 * here instead of taking the whole machine, and past the queue's end is turned away (`LimiterFull`).
 */
export interface Limiter {
  /** Runs `task` in its turn; rejects with `LimiterFull` at once when the queue is full. */
  run<T>(task: () => Promise<T>): Promise<T>
  /** Tasks running now. */
  readonly active: number
  /** Tasks waiting for a slot. */
  readonly waiting: number
}

/** Every slot is taken and the queue is full: the task was not run. */
export class LimiterFull extends Error {
  constructor() {
    super('Every slot is taken and the queue is full')
    this.name = 'LimiterFull'
  }
}

export const createLimiter = (concurrency: number, maxWaiting = Number.POSITIVE_INFINITY): Limiter => {
  let running = 0
  const waiting: Array<() => void> = []
  return {
    get active() {
      return running
    },
    get waiting() {
      return waiting.length
    },
    async run(task) {
      // A finishing task hands its slot straight to the next one, so no newcomer can slip in between.
      if (running >= concurrency) {
        if (waiting.length >= maxWaiting) throw new LimiterFull()
        await new Promise<void>((start) => waiting.push(start))
      } else running += 1
      try {
        return await task()
      } finally {
        const next = waiting.shift()
        if (next) next()
        else running -= 1
      }
    },
  }
}
