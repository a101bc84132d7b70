import { BUILD_POLL_INTERVAL_MS, type BuildInfo, isNewerBuild } from '#core/shared/build/build-info.ts'

interface VersionPollerOptions {
  readonly runningBuildId: string
  readonly fetchLatest: () => Promise<BuildInfo>
  readonly onNewVersion: (latest: BuildInfo) => void
  readonly document: Pick<Document, 'visibilityState' | 'addEventListener' | 'removeEventListener'>
  readonly intervalMs?: number
  readonly now?: () => number
  /** When the interval began: the page's load, when the poller's code loads with its first poll. */
  readonly startedAt?: number
}

/**
 * Polls /builds/latest.json while the tab is visible (a hidden tab costs the server nothing); when the
 * tab comes back after a full interval it checks at once. Reports a new build once. Returns `stop`.
 */
export const startVersionPoller = ({
  runningBuildId,
  fetchLatest,
  onNewVersion,
  document,
  intervalMs = BUILD_POLL_INTERVAL_MS,
  now = Date.now,
  startedAt = now(),
}: VersionPollerOptions): (() => void) => {
  let timer: ReturnType<typeof setTimeout> | undefined
  let lastCheck = startedAt
  let stopped = false

  const schedule = (delay: number) => {
    clearTimeout(timer)
    timer = setTimeout(check, delay)
  }

  const untilNextCheck = () => Math.max(0, intervalMs - (now() - lastCheck))

  const check = async () => {
    lastCheck = now()
    try {
      const latest = await fetchLatest()
      if (stopped) return
      if (isNewerBuild(runningBuildId, latest)) {
        stopped = true
        onNewVersion(latest)
        return
      }
    } catch {
      // Offline or a deploy in progress: the next poll tries again.
    }
    // The rhythm counts from when the check began, so a slow answer does not push later polls back.
    if (!stopped && document.visibilityState === 'visible') schedule(untilNextCheck())
  }

  const onVisibilityChange = () => {
    if (stopped) return
    if (document.visibilityState !== 'visible') {
      clearTimeout(timer)
      return
    }
    schedule(untilNextCheck())
  }

  document.addEventListener('visibilitychange', onVisibilityChange)
  if (document.visibilityState === 'visible') {
    // Started late (its first poll is due), it checks at once rather than a timer tick later.
    const wait = untilNextCheck()
    if (wait === 0) void check()
    else schedule(wait)
  }

  return () => {
    stopped = true
    clearTimeout(timer)
    document.removeEventListener('visibilitychange', onVisibilityChange)
  }
}
