/**
 * The streamers feature (docs/streams.md): the pages' reader, the console's use cases, the seed and the
 * live-stream poller, wired from the composition root.
 */
import { createTwitchLiveSource, type TwitchSettings } from '#server/integrations/twitch/helix.ts'
import { createYouTubeLiveSource, type YouTubeSettings } from '#server/integrations/youtube/youtube.ts'
import type { AppDatabase } from '#server/platform/db/client.ts'
import type { Logger } from '#server/platform/logger.ts'
import type { StreamerArt } from './art.ts'
import {
  createStreamPoller,
  POLL_TICK_MS,
  type PolledPlatform,
  schedulePolls,
  TWITCH_POLL_EVERY_MS,
  YOUTUBE_POLL_EVERY_MS,
} from './poller.ts'
import { createStreamersReader } from './reader.ts'
import { createStreamerRepository } from './repository.ts'
import { seedStreamers } from './seed.ts'
import { createStreamerUseCases } from './use-cases.ts'

export { createStreamerArt } from './art.ts'
export { frameSourcesFor } from './embeds.ts'
export { createStreamersRoutes } from './routes.ts'

export interface LiveSettings {
  readonly twitch: TwitchSettings | undefined
  readonly youtube: YouTubeSettings | undefined
}

export const createStreamers = (deps: {
  readonly db: AppDatabase
  readonly art?: StreamerArt | undefined
  readonly live: LiveSettings
  readonly logger: Logger
  readonly now?: () => Date
}) => {
  const now = deps.now ?? (() => new Date())
  const repository = createStreamerRepository(deps.db)
  const platforms: PolledPlatform[] = [
    ...(deps.live.twitch
      ? [
          {
            platform: 'twitch' as const,
            source: createTwitchLiveSource(deps.live.twitch),
            everyMs: TWITCH_POLL_EVERY_MS,
          },
        ]
      : []),
    ...(deps.live.youtube
      ? [
          {
            platform: 'youtube' as const,
            source: createYouTubeLiveSource(deps.live.youtube),
            everyMs: YOUTUBE_POLL_EVERY_MS,
          },
        ]
      : []),
  ]
  const poller = createStreamPoller({ repository, platforms, now, logger: deps.logger })
  return {
    repository,
    reader: createStreamersReader(repository),
    useCases: createStreamerUseCases({ repository, art: deps.art, now }),
    seed: () => seedStreamers(repository, now(), deps.art),
    /** Without credentials nothing is polled: the state stays as seeded. */
    polls: platforms.length > 0 ? schedulePolls(poller, POLL_TICK_MS) : null,
    platforms: platforms.map((p) => p.platform),
  }
}
