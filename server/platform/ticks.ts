/**
 * A task run on a timer, one run at a time: a tick due while the last still runs is skipped, and
 * `stop()` waits for the one under way (shutdown). The interval is injected; tests call the task
 * themselves.
 */
export const scheduleTicks = (
  tick: () => Promise<unknown>,
  everyMs: number,
): { start(): void; stop(): Promise<void> } => {
  let running: Promise<unknown> | undefined
  let timer: NodeJS.Timeout | undefined
  const run = () => {
    if (running) return
    running = tick().finally(() => {
      running = undefined
    })
  }
  return {
    start: () => {
      run()
      timer = setInterval(run, everyMs)
      timer.unref()
    },
    stop: async () => {
      clearInterval(timer)
      await running
    },
  }
}
