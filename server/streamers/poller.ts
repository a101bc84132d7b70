/**
 * The streams poller: about once a minute per platform, whichever server process claims the poll
 * first (the `stream_polls` row, docs/streams.md) asks the platform which of our channels are live
 * and writes every polled channel's state. Pages only read that state; they never wait for Twitch.
 *
 * A 429 moves the platform's next poll to the time it names (every process then waits); a network or
 * HTTP error is logged and the stored state stays as it was until the next poll.
 */
import { randomUUID } from 'node:crypto'
import type { StreamPlatform } from '#core/streamers/streamers.ts'
import { type LiveSource, RateLimitedError } from '#server/integrations/live-source.ts'
import type { Logger } from '#server/platform/logger.ts'
import { scheduleTicks } from '#server/platform/ticks.ts'
import type { LiveChannel, StreamerRepository } from './repository.ts'

export const TWITCH_POLL_EVERY_MS = 60_000
/** YouTube's daily quota is small (docs/streams.md "YouTube quota"): every five minutes. */
export const YOUTUBE_POLL_EVERY_MS = 5 * 60_000
/** How often a process looks whether a poll is due (the claim decides who polls). */
export const POLL_TICK_MS = 15_000

export interface PolledPlatform {
  readonly platform: StreamPlatform
  readonly source: LiveSource
  readonly everyMs: number
}

export type PollOutcome =
  | { readonly platform: StreamPlatform; readonly outcome: 'not-due' }
  | {
      readonly platform: StreamPlatform
      readonly outcome: 'polled'
      readonly channels: number
      readonly live: number
    }
  | { readonly platform: StreamPlatform; readonly outcome: 'rate-limited'; readonly until: Date }
  | { readonly platform: StreamPlatform; readonly outcome: 'failed' }

export const createStreamPoller = (deps: {
  readonly repository: StreamerRepository
  readonly platforms: ReadonlyArray<PolledPlatform>
  readonly now: () => Date
  readonly logger: Logger
  /** This process's name in the claim row. */
  readonly holder?: string
}) => {
  const holder = deps.holder ?? randomUUID()

  const pollOne = async ({ platform, source, everyMs }: PolledPlatform): Promise<PollOutcome> => {
    const now = deps.now()
    const claimed = await deps.repository.claimPoll(platform, now, new Date(now.getTime() + everyMs), holder)
    if (!claimed) return { platform, outcome: 'not-due' }
    const channels = await deps.repository.channelsOf(platform)
    if (channels.size === 0) return { platform, outcome: 'polled', channels: 0, live: 0 }
    try {
      const answer = await source.live([...channels.keys()])
      const live = new Map<string, LiveChannel>()
      for (const [channel, info] of answer) {
        const streamerId = channels.get(channel)
        if (streamerId !== undefined) live.set(streamerId, info)
      }
      await deps.repository.writeStates(platform, [...channels.values()], live, deps.now())
      return { platform, outcome: 'polled', channels: channels.size, live: live.size }
    } catch (error) {
      if (error instanceof RateLimitedError) {
        await deps.repository.deferPoll(platform, error.until)
        deps.logger.warn({ platform, until: error.until.toISOString() }, 'live streams: rate limited')
        return { platform, outcome: 'rate-limited', until: error.until }
      }
      deps.logger.warn({ platform, err: error }, 'live streams: poll failed, state kept')
      return { platform, outcome: 'failed' }
    }
  }

  /** One look at every platform: polls those due and claimed here. */
  const tick = async (): Promise<PollOutcome[]> => {
    const outcomes: PollOutcome[] = []
    for (const platform of deps.platforms) {
      try {
        outcomes.push(await pollOne(platform))
      } catch (error) {
        // The database itself failed (the claim or the write): the next tick tries again.
        deps.logger.warn({ platform: platform.platform, err: error }, 'live streams: poll failed')
        outcomes.push({ platform: platform.platform, outcome: 'failed' })
      }
    }
    return outcomes
  }

  return { tick }
}

export type StreamPoller = ReturnType<typeof createStreamPoller>

/** Runs the poller's ticks on a timer; the interval is injected (tests call `tick` themselves). */
export const schedulePolls = (
  poller: StreamPoller,
  everyMs: number,
): { start(): void; stop(): Promise<void> } => scheduleTicks(() => poller.tick(), everyMs)
