/**
 * What a live-stream platform adapter answers the streams poller (server/streamers/poller.ts): the
 * channels among those asked that are live now. A channel absent from the answer is offline.
 */

export interface LiveInfo {
  readonly viewers: number
  readonly title: string | null
  readonly startedAt: Date | null
  /** YouTube: the broadcast's video id. */
  readonly videoId?: string | null
}

export interface LiveSource {
  /** Live channels by the channel key asked (Twitch login, YouTube channel id). */
  live(channels: ReadonlyArray<string>): Promise<ReadonlyMap<string, LiveInfo>>
}

/** The platform refused for now (429, quota): ask again at `until`, not before. */
export class RateLimitedError extends Error {
  override name = 'RateLimitedError'
  readonly until: Date
  constructor(until: Date) {
    super(`rate limited until ${until.toISOString()}`)
    this.until = until
  }
}

/** The platform answered something else than a success (its status), or did not answer at all. */
export class LiveSourceError extends Error {
  override name = 'LiveSourceError'
}

export type Fetch = (input: string, init?: RequestInit) => Promise<Response>

export const REQUEST_TIMEOUT_MS = 10_000
