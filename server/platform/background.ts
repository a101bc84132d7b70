/**
 * Work that may leave after the answer and need not survive a restart (removing replaced avatar
 * files): a slow storage does not hold the request. Failures are logged; `settled()` waits for what
 * is still under way (shutdown, tests). Mail and SMS, which must not be lost, are jobs instead
 * (`server/platform/jobs`).
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
