/**
 * At most `concurrency` tasks at a time; the rest wait in order. Image decoding takes a lot of CPU and
 * memory (a 40-megapixel image is 160 MB of pixels), so a burst of uploads queues up here instead of
 * taking the whole machine.
 */
export interface Limiter {
  run<T>(task: () => Promise<T>): Promise<T>
  /** Tasks running now. */
  readonly active: number
}

export const createLimiter = (concurrency: number): Limiter => {
  let running = 0
  const waiting: Array<() => void> = []
  return {
    get active() {
      return running
    },
    async run(task) {
      // A finishing task hands its slot straight to the next one, so no newcomer can slip in between.
      if (running >= concurrency) await new Promise<void>((start) => waiting.push(start))
      else running += 1
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
