import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { startVersionPoller } from '#adapters/browser/version-poller.ts'
import type { BuildInfo } from '#core/shared/build/build-info.ts'

const INTERVAL = 60_000
const RUNNING: BuildInfo = { id: 'build-1', timestamp: '2026-11-01T00:00:00.000Z' }
const NEWER: BuildInfo = { id: 'build-2', timestamp: '2026-11-02T00:00:00.000Z' }

/** A document with just what the poller uses: a visibility state and its change listeners. */
class FakeDocument extends EventTarget {
  visibilityState: DocumentVisibilityState
  readonly listeners = new Set<EventListenerOrEventListenerObject>()

  constructor(visibilityState: DocumentVisibilityState) {
    super()
    this.visibilityState = visibilityState
  }

  override addEventListener(type: string, listener: EventListenerOrEventListenerObject | null): void {
    if (listener && type === 'visibilitychange') this.listeners.add(listener)
    super.addEventListener(type, listener)
  }

  override removeEventListener(type: string, listener: EventListenerOrEventListenerObject | null): void {
    if (listener && type === 'visibilitychange') this.listeners.delete(listener)
    super.removeEventListener(type, listener)
  }

  show(): void {
    this.visibilityState = 'visible'
    this.dispatchEvent(new Event('visibilitychange'))
  }

  hide(): void {
    this.visibilityState = 'hidden'
    this.dispatchEvent(new Event('visibilitychange'))
  }
}

const setup = (
  options: { visibility?: DocumentVisibilityState; fetchLatest?: () => Promise<BuildInfo> } = {},
) => {
  const document = new FakeDocument(options.visibility ?? 'visible')
  const fetchLatest = vi.fn(options.fetchLatest ?? (async () => RUNNING))
  const onNewVersion = vi.fn<(latest: BuildInfo) => void>()
  const stop = startVersionPoller({
    runningBuildId: RUNNING.id,
    fetchLatest,
    onNewVersion,
    document,
    intervalMs: INTERVAL,
  })
  return { document, fetchLatest, onNewVersion, stop }
}

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('startVersionPoller', () => {
  it('polls once per interval while the tab is visible, not at start', async () => {
    const { fetchLatest, onNewVersion, stop } = setup()
    expect(fetchLatest).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(INTERVAL - 1)
    expect(fetchLatest).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(fetchLatest).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(INTERVAL * 3)
    expect(fetchLatest).toHaveBeenCalledTimes(4)
    expect(onNewVersion).not.toHaveBeenCalled()
    stop()
  })

  it('polls every 5 minutes by default', async () => {
    const document = new FakeDocument('visible')
    const fetchLatest = vi.fn(async () => RUNNING)
    const stop = startVersionPoller({
      runningBuildId: RUNNING.id,
      fetchLatest,
      onNewVersion: () => {},
      document,
    })
    await vi.advanceTimersByTimeAsync(5 * 60_000 - 1)
    expect(fetchLatest).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(fetchLatest).toHaveBeenCalledTimes(1)
    stop()
  })

  it('started when its first poll is due (its code loaded late), checks at once, then keeps the rhythm', async () => {
    const document = new FakeDocument('visible')
    const fetchLatest = vi.fn(async () => RUNNING)
    const stop = startVersionPoller({
      runningBuildId: RUNNING.id,
      fetchLatest,
      onNewVersion: () => {},
      document,
      intervalMs: INTERVAL,
      startedAt: Date.now() - INTERVAL,
    })
    // No timer tick in between: the check has begun before the start returns.
    expect(fetchLatest).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(INTERVAL - 1)
    expect(fetchLatest).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(fetchLatest).toHaveBeenCalledTimes(2)
    stop()
  })

  it('started late in a hidden tab, checks when the tab comes back', async () => {
    const document = new FakeDocument('hidden')
    const fetchLatest = vi.fn(async () => RUNNING)
    const stop = startVersionPoller({
      runningBuildId: RUNNING.id,
      fetchLatest,
      onNewVersion: () => {},
      document,
      intervalMs: INTERVAL,
      startedAt: Date.now() - INTERVAL,
    })
    await vi.advanceTimersByTimeAsync(INTERVAL * 3)
    expect(fetchLatest).not.toHaveBeenCalled()
    document.show()
    await vi.advanceTimersByTimeAsync(0)
    expect(fetchLatest).toHaveBeenCalledTimes(1)
    stop()
  })

  it('started a part of the interval late, polls when the interval since its start is over', async () => {
    const document = new FakeDocument('visible')
    const fetchLatest = vi.fn(async () => RUNNING)
    const stop = startVersionPoller({
      runningBuildId: RUNNING.id,
      fetchLatest,
      onNewVersion: () => {},
      document,
      intervalMs: INTERVAL,
      startedAt: Date.now() - INTERVAL / 4,
    })
    await vi.advanceTimersByTimeAsync((INTERVAL * 3) / 4 - 1)
    expect(fetchLatest).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(fetchLatest).toHaveBeenCalledTimes(1)
    stop()
  })

  it('keeps its rhythm from when each check began, so a slow answer does not delay the next poll', async () => {
    const { fetchLatest, stop } = setup({
      fetchLatest: () =>
        new Promise<BuildInfo>((resolve) => setTimeout(() => resolve(RUNNING), INTERVAL / 4)),
    })
    await vi.advanceTimersByTimeAsync(INTERVAL)
    expect(fetchLatest).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(INTERVAL - 1)
    expect(fetchLatest).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(fetchLatest).toHaveBeenCalledTimes(2)
    stop()
  })

  it('checks at once when an answer took longer than the interval', async () => {
    const { fetchLatest, stop } = setup({
      fetchLatest: () =>
        new Promise<BuildInfo>((resolve) => setTimeout(() => resolve(RUNNING), INTERVAL * 2)),
    })
    await vi.advanceTimersByTimeAsync(INTERVAL)
    expect(fetchLatest).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(INTERVAL * 2 - 1)
    expect(fetchLatest).toHaveBeenCalledTimes(1)
    // The answer lands at 3 intervals; the next check follows it at once (a 0 ms timeout is 1 ms).
    await vi.advanceTimersByTimeAsync(2)
    expect(fetchLatest).toHaveBeenCalledTimes(2)
    stop()
  })

  it('does not poll while the tab is hidden', async () => {
    const { fetchLatest, stop } = setup({ visibility: 'hidden' })
    await vi.advanceTimersByTimeAsync(INTERVAL * 10)
    expect(fetchLatest).not.toHaveBeenCalled()
    stop()
  })

  it('stops polling when the tab is hidden mid-interval', async () => {
    const { document, fetchLatest, stop } = setup()
    await vi.advanceTimersByTimeAsync(INTERVAL)
    expect(fetchLatest).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(INTERVAL / 2)
    document.hide()
    await vi.advanceTimersByTimeAsync(INTERVAL * 10)
    expect(fetchLatest).toHaveBeenCalledTimes(1)
    stop()
  })

  it('checks at once when the tab becomes visible after a full interval', async () => {
    const { document, fetchLatest, stop } = setup({ visibility: 'hidden' })
    await vi.advanceTimersByTimeAsync(INTERVAL * 2)
    document.show()
    await vi.advanceTimersByTimeAsync(0)
    expect(fetchLatest).toHaveBeenCalledTimes(1)
    // Then back to the regular rhythm.
    await vi.advanceTimersByTimeAsync(INTERVAL - 1)
    expect(fetchLatest).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(fetchLatest).toHaveBeenCalledTimes(2)
    stop()
  })

  it('waits for the rest of the interval when the tab comes back sooner', async () => {
    const { document, fetchLatest, stop } = setup()
    await vi.advanceTimersByTimeAsync(INTERVAL / 4)
    document.hide()
    await vi.advanceTimersByTimeAsync(INTERVAL / 4)
    document.show()
    await vi.advanceTimersByTimeAsync(INTERVAL / 2 - 1)
    expect(fetchLatest).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(fetchLatest).toHaveBeenCalledTimes(1)
    stop()
  })

  it('does not start extra polls when visibility flickers', async () => {
    const { document, fetchLatest, stop } = setup()
    for (let i = 0; i < 5; i += 1) {
      document.hide()
      document.show()
    }
    await vi.advanceTimersByTimeAsync(INTERVAL)
    expect(fetchLatest).toHaveBeenCalledTimes(1)
    stop()
  })

  it('reports a new build once with what the server said, then stops polling', async () => {
    const { document, fetchLatest, onNewVersion, stop } = setup({ fetchLatest: async () => NEWER })
    await vi.advanceTimersByTimeAsync(INTERVAL)
    expect(onNewVersion).toHaveBeenCalledTimes(1)
    expect(onNewVersion).toHaveBeenCalledWith(NEWER)
    await vi.advanceTimersByTimeAsync(INTERVAL * 5)
    document.hide()
    document.show()
    await vi.advanceTimersByTimeAsync(INTERVAL * 5)
    expect(fetchLatest).toHaveBeenCalledTimes(1)
    expect(onNewVersion).toHaveBeenCalledTimes(1)
    stop()
  })

  it('survives failed fetches and keeps polling until it sees the new build', async () => {
    const answers: (() => Promise<BuildInfo>)[] = [
      () => Promise.reject(new TypeError('Failed to fetch')),
      () => Promise.reject(new Error('503')),
      async () => RUNNING,
      async () => NEWER,
    ]
    const { fetchLatest, onNewVersion, stop } = setup({
      fetchLatest: () => (answers.shift() ?? (async () => NEWER))(),
    })
    await vi.advanceTimersByTimeAsync(INTERVAL * 3)
    expect(fetchLatest).toHaveBeenCalledTimes(3)
    expect(onNewVersion).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(INTERVAL)
    expect(onNewVersion).toHaveBeenCalledExactlyOnceWith(NEWER)
    stop()
  })

  it('stop() clears the timer and the visibility listener', async () => {
    const { document, fetchLatest, stop } = setup()
    expect(document.listeners.size).toBe(1)
    stop()
    expect(document.listeners.size).toBe(0)
    expect(vi.getTimerCount()).toBe(0)
    document.hide()
    document.show()
    await vi.advanceTimersByTimeAsync(INTERVAL * 10)
    expect(fetchLatest).not.toHaveBeenCalled()
  })

  it('does not report a build that arrives after stop()', async () => {
    let answer: (latest: BuildInfo) => void = () => {}
    const { fetchLatest, onNewVersion, stop } = setup({
      fetchLatest: () =>
        new Promise<BuildInfo>((resolve) => {
          answer = resolve
        }),
    })
    await vi.advanceTimersByTimeAsync(INTERVAL)
    expect(fetchLatest).toHaveBeenCalledTimes(1)
    stop()
    answer(NEWER)
    await vi.advanceTimersByTimeAsync(INTERVAL * 3)
    expect(onNewVersion).not.toHaveBeenCalled()
    expect(fetchLatest).toHaveBeenCalledTimes(1)
    expect(vi.getTimerCount()).toBe(0)
  })
})
