/**
 * The live-stream poller and the Twitch and YouTube adapters against a local imitation of the
 * platforms (tests/api/support/live-platforms.ts), on PGlite and PostgreSQL. The clock is a test
 * clock: no test waits on wall-clock time.
 */
import pino from 'pino'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { RateLimitedError } from '#server/integrations/live-source.ts'
import { createTwitchLiveSource } from '#server/integrations/twitch/helix.ts'
import { createYouTubeLiveSource } from '#server/integrations/youtube/youtube.ts'
import { ConfigError, loadConfig } from '#server/platform/config.ts'
import { openDatabase } from '#server/platform/db/client.ts'
import { streamers, streamPolls } from '#server/platform/db/schema.ts'
import { createStreamers } from '#server/streamers/index.ts'
import { createStreamPoller, type PolledPlatform } from '#server/streamers/poller.ts'
import { createStreamerRepository, type StreamerRepository } from '#server/streamers/repository.ts'
import { createStreamerUseCases } from '#server/streamers/use-cases.ts'
import { createTestClock, type TestClock } from './support/clock.ts'
import { backends, type TestDatabase } from './support/database.ts'
import {
  type LivePlatforms,
  startLivePlatforms,
  TWITCH_CLIENT_ID,
  TWITCH_CLIENT_SECRET,
  YOUTUBE_API_KEY,
} from './support/live-platforms.ts'

const MINUTE = 60
const LYSYTSIA_CHANNEL = 'UCLysYtsiaApexLviv0PubGQ'
const WAVE_CHANNEL = 'UCWaveOdesaLoLsupport01Q'

const capturingLogger = () => {
  const lines: Array<{ level: number; msg: string; platform?: string }> = []
  const logger = pino({ level: 'warn' }, { write: (line: string) => void lines.push(JSON.parse(line)) })
  return { logger, lines }
}

let platforms: LivePlatforms
beforeAll(async () => {
  platforms = await startLivePlatforms()
})
afterAll(async () => {
  await platforms?.close()
})
beforeEach(() => {
  platforms.reset()
})

const twitchSettings = () => ({
  clientId: TWITCH_CLIENT_ID,
  clientSecret: TWITCH_CLIENT_SECRET,
  apiUrl: platforms.url,
  authUrl: platforms.url,
})

const twitchPollerOn = (
  repository: StreamerRepository,
  clock: TestClock,
  options: { holder?: string; apiUrl?: string } = {},
) => {
  const capture = capturingLogger()
  const platform: PolledPlatform = {
    platform: 'twitch',
    source: createTwitchLiveSource(
      { ...twitchSettings(), apiUrl: options.apiUrl ?? platforms.url },
      { now: clock.now },
    ),
    everyMs: MINUTE * 1000,
  }
  const poller = createStreamPoller({
    repository,
    platforms: [platform],
    now: clock.now,
    logger: capture.logger,
    holder: options.holder ?? 'test',
  })
  return { poller, lines: capture.lines }
}

describe('the Twitch adapter against the Helix imitation', () => {
  it('asks for at most 100 logins per call and finds the live ones in every batch', async () => {
    const logins = Array.from({ length: 250 }, (_, i) => `channel_${String(i).padStart(3, '0')}`)
    for (const login of ['channel_000', 'channel_150', 'channel_249']) {
      platforms.twitch.set(login, { login, viewers: 10, title: 'Стрім', startedAt: '2026-03-01T09:00:00Z' })
    }
    const live = await createTwitchLiveSource(twitchSettings()).live(logins)
    expect([...live.keys()].sort()).toEqual(['channel_000', 'channel_150', 'channel_249'])
    expect(platforms.callsTo('/helix/streams').map((c) => c.query.getAll('user_login').length)).toEqual([
      100, 100, 50,
    ])
    // One token for the three calls.
    expect(platforms.callsTo('/oauth2/token')).toHaveLength(1)
  })

  it('takes the app token by client credentials and sends it with the client id', async () => {
    await createTwitchLiveSource(twitchSettings()).live(['vovk_cs'])
    const [tokenCall] = platforms.callsTo('/oauth2/token')
    expect(tokenCall?.method).toBe('POST')
    expect(Object.fromEntries(new URLSearchParams(tokenCall?.body))).toEqual({
      client_id: TWITCH_CLIENT_ID,
      client_secret: TWITCH_CLIENT_SECRET,
      grant_type: 'client_credentials',
    })
    const [streamsCall] = platforms.callsTo('/helix/streams')
    expect(streamsCall?.headers['client-id']).toBe(TWITCH_CLIENT_ID)
    expect(streamsCall?.headers.authorization).toBe('Bearer imitation-token-1')
  })

  it('answers a 429 with the time of its Ratelimit-Reset', async () => {
    const clock = createTestClock()
    const reset = Math.floor(clock.now().getTime() / 1000) + 45
    platforms.rateLimitNextStreams(reset)
    const source = createTwitchLiveSource(twitchSettings(), { now: clock.now })
    const failure = await source.live(['vovk_cs']).catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(RateLimitedError)
    expect((failure as RateLimitedError).until.toISOString()).toBe(new Date(reset * 1000).toISOString())
  })
})

describe.each(backends)('the streams poller on $name', (backend) => {
  let database: TestDatabase
  let repository: StreamerRepository
  let clock: TestClock

  const twitchPoller = (options: { holder?: string; apiUrl?: string } = {}) =>
    twitchPollerOn(repository, clock, options)

  const stateOf = async (id: string, platform: 'twitch' | 'youtube' = 'twitch') => {
    const streamer = await repository.findStreamer(id)
    const state = streamer?.channels.find((c) => c.platform === platform)
    return state ? { live: state.live, viewers: state.viewers, title: state.title } : null
  }

  beforeAll(async () => {
    database = await backend.open()
    repository = createStreamerRepository(database.database.db)
  })
  afterAll(async () => {
    await database?.dispose()
  })

  beforeEach(async () => {
    // A fresh set of streamers and no poll claimed yet (deleting a streamer deletes its states).
    await database.database.db.delete(streamPolls)
    await database.database.db.delete(streamers)
    clock = createTestClock()
    const useCases = createStreamerUseCases({ repository, now: clock.now })
    for (const [id, twitchLogin, youtubeChannelId] of [
      ['sasha-vovk', 'vovk_cs', null],
      ['marta-nova', 'nova_valorant', null],
      ['taras-kyivbear', 'kyivbear', null],
      ['oksana-lysytsia', null, LYSYTSIA_CHANNEL],
      ['iryna-wave', 'wave_lol_ua', WAVE_CHANNEL],
    ] as const) {
      expect(await useCases.createStreamer({ id, name: id, twitchLogin, youtubeChannelId })).toEqual({
        ok: true,
      })
    }
    // Nova was live when last seen.
    await repository.setStates([
      {
        streamerId: 'marta-nova',
        platform: 'twitch',
        live: true,
        viewers: 587,
        title: 'Valorant',
        startedAt: clock.now(),
        checkedAt: clock.now(),
        videoId: null,
      },
    ])
  })
  it('stores who is live with viewers and title; a channel absent from the answer goes offline with 0 viewers', async () => {
    platforms.twitch.set('vovk_cs', {
      login: 'vovk_cs',
      viewers: 1243,
      title: 'Ранкед CS2',
      startedAt: '2026-03-01T08:25:00Z',
    })
    const { poller } = twitchPoller()
    expect(await poller.tick()).toEqual([{ platform: 'twitch', outcome: 'polled', channels: 4, live: 1 }])
    expect(await stateOf('sasha-vovk')).toEqual({ live: true, viewers: 1243, title: 'Ранкед CS2' })
    expect(await stateOf('marta-nova')).toEqual({ live: false, viewers: 0, title: null })
    expect(await stateOf('taras-kyivbear')).toEqual({ live: false, viewers: 0, title: null })
    const vovk = await repository.findStreamer('sasha-vovk')
    expect(vovk?.channels[0]?.startedAt).toBe('2026-03-01T08:25:00.000Z')
    expect(vovk?.channels[0]?.checkedAt).toBe(clock.now().toISOString())
  })

  it('polls once per interval: a tick before the next due time asks nothing', async () => {
    const { poller } = twitchPoller()
    await poller.tick()
    clock.advance(MINUTE - 1)
    expect(await poller.tick()).toEqual([{ platform: 'twitch', outcome: 'not-due' }])
    expect(platforms.callsTo('/helix/streams')).toHaveLength(1)
    clock.advance(1)
    expect((await poller.tick())[0]?.outcome).toBe('polled')
    expect(platforms.callsTo('/helix/streams')).toHaveLength(2)
    // The token is kept between polls.
    expect(platforms.callsTo('/oauth2/token')).toHaveLength(1)
  })

  it('an expired or revoked token (401) fetches a new token once and retries', async () => {
    const { poller } = twitchPoller()
    await poller.tick()
    platforms.revokeTokens()
    platforms.twitch.set('kyivbear', {
      login: 'kyivbear',
      viewers: 77,
      title: 'Dota',
      startedAt: '2026-03-01T09:00:00Z',
    })
    clock.advance(MINUTE)
    expect((await poller.tick())[0]?.outcome).toBe('polled')
    expect(platforms.callsTo('/oauth2/token')).toHaveLength(2)
    expect(platforms.callsTo('/helix/streams').map((c) => c.headers.authorization)).toEqual([
      'Bearer imitation-token-1',
      'Bearer imitation-token-1',
      'Bearer imitation-token-2',
    ])
    expect(await stateOf('taras-kyivbear')).toEqual({ live: true, viewers: 77, title: 'Dota' })
  })

  it('a 429 keeps the state and waits until its Ratelimit-Reset, with no call before it', async () => {
    const { poller } = twitchPoller()
    const reset = new Date(clock.now().getTime() + 5 * MINUTE * 1000)
    platforms.rateLimitNextStreams(reset.getTime() / 1000)
    expect(await poller.tick()).toEqual([{ platform: 'twitch', outcome: 'rate-limited', until: reset }])
    expect(await stateOf('marta-nova')).toEqual({ live: true, viewers: 587, title: 'Valorant' })
    for (let minute = 1; minute < 5; minute += 1) {
      clock.advance(MINUTE)
      expect(await poller.tick()).toEqual([{ platform: 'twitch', outcome: 'not-due' }])
    }
    expect(platforms.callsTo('/helix/streams')).toHaveLength(1)
    clock.set(reset)
    expect((await poller.tick())[0]?.outcome).toBe('polled')
    expect(platforms.callsTo('/helix/streams')).toHaveLength(2)
  })

  it('a network error is logged and the state kept', async () => {
    const { poller, lines } = twitchPoller({ apiUrl: 'http://127.0.0.1:1' })
    expect(await poller.tick()).toEqual([{ platform: 'twitch', outcome: 'failed' }])
    expect(await stateOf('marta-nova')).toEqual({ live: true, viewers: 587, title: 'Valorant' })
    expect(lines.map((l) => l.msg)).toContain('live streams: poll failed, state kept')
  })

  it('polls YouTube through the uploads playlists and one videos call, with concurrent viewers', async () => {
    platforms.youtube.set(LYSYTSIA_CHANNEL, [
      {
        channelId: LYSYTSIA_CHANNEL,
        videoId: 'Lys1ApexLv0',
        title: 'Кастомки Apex',
        live: true,
        viewers: 312,
        startedAt: '2026-03-01T09:35:00Z',
      },
      {
        channelId: LYSYTSIA_CHANNEL,
        videoId: 'OldApexVid0',
        title: 'Минулий ефір',
        live: false,
        viewers: 0,
        startedAt: '2026-02-20T18:00:00Z',
      },
    ])
    platforms.youtube.set(WAVE_CHANNEL, [
      {
        channelId: WAVE_CHANNEL,
        videoId: 'WaveOldVid0',
        title: 'Ліга',
        live: false,
        viewers: 0,
        startedAt: '2026-02-25T18:00:00Z',
      },
    ])
    const poller = createStreamPoller({
      repository,
      platforms: [
        {
          platform: 'youtube',
          source: createYouTubeLiveSource(
            { apiKey: YOUTUBE_API_KEY, apiUrl: platforms.url },
            { now: clock.now },
          ),
          everyMs: 5 * MINUTE * 1000,
        },
      ],
      now: clock.now,
      logger: capturingLogger().logger,
    })
    expect(await poller.tick()).toEqual([{ platform: 'youtube', outcome: 'polled', channels: 2, live: 1 }])
    expect(await stateOf('oksana-lysytsia', 'youtube')).toEqual({
      live: true,
      viewers: 312,
      title: 'Кастомки Apex',
    })
    expect((await repository.findStreamer('oksana-lysytsia'))?.channels[0]?.videoId).toBe('Lys1ApexLv0')
    expect(await stateOf('iryna-wave', 'youtube')).toEqual({ live: false, viewers: 0, title: null })
    // 1 quota unit per channel and 1 for all the videos: no search (100 units a call).
    expect(platforms.callsTo('/youtube/v3/playlistItems')).toHaveLength(2)
    expect(platforms.callsTo('/youtube/v3/videos')).toHaveLength(1)
    expect(platforms.callsTo('/youtube/v3/search')).toHaveLength(0)

    platforms.exhaustYouTubeQuota()
    clock.advance(5 * MINUTE)
    const [outcome] = await poller.tick()
    expect(outcome).toEqual({
      platform: 'youtube',
      outcome: 'rate-limited',
      until: new Date(clock.now().getTime() + 60 * MINUTE * 1000),
    })
    expect(await stateOf('oksana-lysytsia', 'youtube')).toEqual({
      live: true,
      viewers: 312,
      title: 'Кастомки Apex',
    })
  })

  it('without credentials nothing polls and the state stays as seeded', async () => {
    const streamers = createStreamers({
      db: database.database.db,
      live: { twitch: undefined, youtube: undefined },
      logger: capturingLogger().logger,
    })
    expect(streamers.polls).toBeNull()
    expect(streamers.platforms).toEqual([])
  })
})

describe.each(backends.filter((backend) => backend.name === 'postgres'))(
  'two server processes on $name',
  (backend) => {
    it('poll one at a time: of two pollers ticking at once, one polls', async () => {
      const database = await backend.open()
      const clock = createTestClock()
      const url = database.url
      if (!url) throw new Error('PostgreSQL database without URL')
      const second = await openDatabase({ dataDir: database.dataDir, databaseUrl: url })
      try {
        const repository = createStreamerRepository(database.database.db)
        await createStreamerUseCases({ repository }).createStreamer({
          id: 'sasha-vovk',
          name: 'Vovk',
          twitchLogin: 'vovk_cs',
        })
        const first = twitchPollerOn(repository, clock, { holder: 'first' })
        const other = twitchPollerOn(createStreamerRepository(second.db), clock, { holder: 'second' })
        const outcomes = (await Promise.all([first.poller.tick(), other.poller.tick()])).flat()
        expect(outcomes.map((o) => o.outcome).sort()).toEqual(['not-due', 'polled'])
        expect(platforms.callsTo('/helix/streams')).toHaveLength(1)
        // Once due again, either may poll, still only one of them.
        clock.advance(MINUTE)
        const again = (await Promise.all([other.poller.tick(), first.poller.tick()])).flat()
        expect(again.map((o) => o.outcome).sort()).toEqual(['not-due', 'polled'])
        expect(platforms.callsTo('/helix/streams')).toHaveLength(2)
      } finally {
        await second.close()
        await database.dispose()
      }
    })
  },
)

describe('the live streams settings', () => {
  it('poll Twitch only with both the client id and the secret, at the real URLs by default', () => {
    expect(loadConfig({}).live).toEqual({ twitch: undefined, youtube: undefined })
    expect(() => loadConfig({ TWITCH_CLIENT_ID: 'id' })).toThrow(ConfigError)
    expect(
      loadConfig({ TWITCH_CLIENT_ID: 'id', TWITCH_CLIENT_SECRET: 'secret', YOUTUBE_API_KEY: 'key' }).live,
    ).toEqual({
      twitch: {
        clientId: 'id',
        clientSecret: 'secret',
        apiUrl: 'https://api.twitch.tv',
        authUrl: 'https://id.twitch.tv',
      },
      youtube: { apiKey: 'key', apiUrl: 'https://www.googleapis.com' },
    })
  })
})
