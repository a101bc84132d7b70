/**
 * Mail and SMS leave after the answer: the answer's timing then does not tell whether a message was
 * sent (known vs unknown address or phone), and a slow provider does not hold the request. Failures
 * are logged; `settled()` waits for what is still under way (shutdown, tests).
 */
import type { Logger } from '#server/platform/logger.ts'

export interface Background {
  run(what: string, task: () => Promise<void>): void
  settled(): Promise<void>
}

export const createBackground = (logger: Logger): Background => {
  const pending = new Set<Promise<void>>()
  return {
    run: (what, task) => {
      const running: Promise<void> = Promise.resolve()
        .then(task)
        .catch((error: unknown) =>
          logger.error({ err: error, task: what }, 'accounts: background task failed'),
        )
        .finally(() => pending.delete(running))
      pending.add(running)
    },
    settled: async () => {
      while (pending.size > 0) await Promise.all(pending)
    },
  }
}
