/**
 * The streamers' content on PGlite and PostgreSQL: the seed, the pages' reads (their order and their
 * bounded number of queries), the console's use cases, the public API, the sitemap entries and the
 * players' CSP. Expected values are written out by hand from the seed's data.
 */
import { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { securityHeaders } from '#server/platform/http/security-headers.ts'
import { createSiteMapRoutes } from '#server/platform/http/site-map.ts'
import { createStreamerArt, createStreamersRoutes, frameSourcesFor } from '#server/streamers/index.ts'
import { createStreamersReader } from '#server/streamers/reader.ts'
import { createStreamerRepository, type StreamerRepository } from '#server/streamers/repository.ts'
import { seedStreamers } from '#server/streamers/seed.ts'
import { createStreamerUseCases, type StreamerUseCases } from '#server/streamers/use-cases.ts'
import { createObjectStorage } from '#server/uploads/index.ts'
import { createTestClock } from './support/clock.ts'
import { backends, type TestDatabase } from './support/database.ts'
import { type QueryLog, withQueryLog } from './support/query-log.ts'

const SEED_AT = new Date('2026-03-01T10:00:00.000Z')

describe.each(backends)('streamers on $name', (backend) => {
  let database: TestDatabase
  let repository: StreamerRepository
  let log: QueryLog
  let useCases: StreamerUseCases

  beforeAll(async () => {
    database = await backend.open()
    repository = createStreamerRepository(database.database.db)
    log = withQueryLog(database.database)
    const art = createStreamerArt(createObjectStorage({ kind: 'disk' }, database.dataDir))
    expect(await seedStreamers(repository, SEED_AT, art)).toEqual({ streamers: 7, videos: 5 })
    useCases = createStreamerUseCases({ repository, art, now: createTestClock(SEED_AT).now })
  })
  afterAll(async () => {
    await database?.dispose()
  })

  const logged = () => createStreamersReader(createStreamerRepository(log.db))
  const queriesOf = async (read: () => Promise<unknown>): Promise<number> => {
    log.clear()
    await read()
    return log.queries.length
  }

  it('seeds once: a second seed into a non-empty table writes nothing', async () => {
    expect(await seedStreamers(repository, SEED_AT)).toEqual({ streamers: 0, videos: 0 })
  })

  it('lists live streamers first (most watched first), then the featured, then the others in order', async () => {
    const list = await logged().list()
    expect(list.map((s) => s.id)).toEqual([
      'sasha-vovk',
      'marta-nova',
      'oksana-lysytsia',
      'taras-kyivbear',
      'iryna-wave',
      'dmytro-flash',
      'bohdan-tank',
    ])
    const vovk = list[0]
    expect(vovk?.channels).toEqual([
      {
        platform: 'twitch',
        live: true,
        viewers: 1243,
        title: 'Ранкед CS2 з глядачами: шлях до 25 000',
        startedAt: '2026-03-01T08:25:00.000Z',
        checkedAt: '2026-03-01T10:00:00.000Z',
        videoId: null,
      },
    ])
    expect(vovk?.avatarUrl).toMatch(/^\/media\/streamer-avatars\/[0-9a-f]{32}\.svg$/)
    expect(vovk?.links).toEqual({
      twitch: 'https://www.twitch.tv/vovk_cs',
      youtube: 'https://www.youtube.com/channel/UCk3vOvkPlAy5CsUa2Kyiv0A',
      discord: 'https://discord.gg/vovkcs',
      telegram: 'https://t.me/vovk_cs',
      instagram: 'https://www.instagram.com/vovk.cs',
    })
  })

  it('gives the landing the live streams then the featured offline streamers, and the latest videos', async () => {
    const landing = await logged().landing('en')
    expect(landing.streams).toEqual([
      {
        id: 'sasha-vovk',
        name: 'Олександр «Vovk» Вовченко',
        avatarUrl: expect.stringMatching(/^\/media\//),
        live: true,
        viewers: 1243,
        href: '/streams/sasha-vovk',
      },
      {
        id: 'marta-nova',
        name: 'Марта «Nova» Литвин',
        avatarUrl: expect.stringMatching(/^\/media\//),
        live: true,
        viewers: 587,
        href: '/streams/marta-nova',
      },
      {
        id: 'oksana-lysytsia',
        name: 'Оксана «Lysytsia» Гнатюк',
        avatarUrl: expect.stringMatching(/^\/media\//),
        live: true,
        viewers: 312,
        href: '/streams/oksana-lysytsia',
      },
      {
        id: 'taras-kyivbear',
        name: 'Тарас «KyivBear» Мельник',
        avatarUrl: expect.stringMatching(/^\/media\//),
        live: false,
        viewers: 0,
        href: '/streamers/taras-kyivbear',
      },
      {
        id: 'iryna-wave',
        name: 'Ірина «Wave» Бондар',
        avatarUrl: expect.stringMatching(/^\/media\//),
        live: false,
        viewers: 0,
        href: '/streamers/iryna-wave',
      },
    ])
    expect(landing.videos.map((v) => [v.youtubeId, v.title.value, v.title.lang])).toEqual([
      ['q7Vc2Kf9XbM', 'Vatra Cup CS2 final: highlights', 'en'],
      ['bN8sYr3HdUo', 'Drafting on patch 7.39: what to pick in pubs', 'en'],
      ['Wv0eLq5RmsI', 'Weekend League: supports who win the lane', 'en'],
      ['Zk4LpT1wQeA', 'Holding mid on Mirage: a breakdown by Vovk', 'en'],
    ])
    expect(landing.videos[0]?.thumbnailUrl).toMatch(/^\/media\/video-thumbnails\/[0-9a-f]{32}\.svg$/)
    expect((await logged().landing('uk', { streams: 2, videos: 1 })).streams.map((s) => s.id)).toEqual([
      'sasha-vovk',
      'marta-nova',
    ])
  })

  it('reads in a fixed number of queries, however many streamers there are', async () => {
    const before = {
      list: await queriesOf(() => logged().list()),
      find: await queriesOf(() => logged().find('sasha-vovk')),
      landing: await queriesOf(() => logged().landing('uk')),
    }
    expect(before).toEqual({ list: 2, find: 3, landing: 3 })
    for (let i = 0; i < 12; i += 1) {
      expect(
        await useCases.createStreamer({ id: `extra-${i}`, name: `Extra ${i}`, twitchLogin: `extra_${i}` }),
      ).toEqual({ ok: true })
    }
    expect({
      list: await queriesOf(() => logged().list()),
      find: await queriesOf(() => logged().find('sasha-vovk')),
      landing: await queriesOf(() => logged().landing('uk')),
    }).toEqual(before)
    for (let i = 0; i < 12; i += 1) expect(await useCases.deleteStreamer(`extra-${i}`)).toEqual({ ok: true })
  })

  it('finds a streamer with their latest videos; an unknown one is null', async () => {
    const found = await logged().find('sasha-vovk')
    expect(found?.videos.map((v) => v.youtubeId)).toEqual(['q7Vc2Kf9XbM', 'Zk4LpT1wQeA'])
    expect(await logged().find('nobody')).toBeNull()
  })

  it('creates, updates and deletes a streamer through the console use cases', async () => {
    expect(
      await useCases.createStreamer({
        id: 'yana-frost',
        name: 'Яна «Frost» Кравець',
        bioUk: 'Стримить Fortnite.',
        twitchLogin: 'frost_ua',
        telegramUrl: 'https://t.me/frost_ua',
        featured: true,
        order: 3,
      }),
    ).toEqual({ ok: true })
    const created = await repository.findStreamer('yana-frost')
    expect(created).toMatchObject({
      name: 'Яна «Frost» Кравець',
      bio: { uk: 'Стримить Fortnite.', en: null },
      twitchLogin: 'frost_ua',
      featured: true,
      order: 3,
      channels: [],
    })
    expect(created?.avatarUrl).toMatch(/^\/media\/streamer-avatars\//)
    expect(
      await useCases.updateStreamer('yana-frost', {
        bioEn: 'Streams Fortnite.',
        featured: false,
        telegramUrl: null,
      }),
    ).toEqual({ ok: true })
    expect(await repository.findStreamer('yana-frost')).toMatchObject({
      bio: { uk: 'Стримить Fortnite.', en: 'Streams Fortnite.' },
      featured: false,
      links: { telegram: null },
    })
    expect(await useCases.deleteStreamer('yana-frost')).toEqual({ ok: true })
    expect(await repository.findStreamer('yana-frost')).toBeNull()
    expect(await useCases.deleteStreamer('yana-frost')).toEqual({ ok: false, error: 'not_found' })
  })

  it('refuses what the rules forbid, as typed answers', async () => {
    const refused = async (input: Record<string, unknown>) =>
      await useCases.createStreamer({ id: 'new-one', name: 'New', ...input })
    expect(await refused({ id: 'Bad Slug' })).toEqual({ ok: false, error: 'invalid' })
    expect(await refused({ id: 'a'.repeat(101) })).toEqual({ ok: false, error: 'invalid' })
    expect(await refused({ id: 'ends-' })).toEqual({ ok: false, error: 'invalid' })
    expect(await refused({ name: '   ' })).toEqual({ ok: false, error: 'invalid' })
    expect(await refused({ twitchLogin: 'Has Space' })).toEqual({ ok: false, error: 'invalid' })
    expect(await refused({ youtubeChannelId: 'UCshort' })).toEqual({ ok: false, error: 'invalid' })
    expect(await refused({ discordUrl: 'javascript:alert(1)' })).toEqual({ ok: false, error: 'invalid' })
    expect(await refused({ instagramUrl: 'http://instagram.com/x' })).toEqual({ ok: false, error: 'invalid' })
    expect(await refused({ id: 'sasha-vovk' })).toEqual({ ok: false, error: 'taken' })
    expect(await refused({ twitchLogin: 'vovk_cs' })).toEqual({ ok: false, error: 'taken' })
    expect(await useCases.updateStreamer('marta-nova', { twitchLogin: 'vovk_cs' })).toEqual({
      ok: false,
      error: 'taken',
    })
    expect(await useCases.updateStreamer('nobody', { featured: true })).toEqual({
      ok: false,
      error: 'not_found',
    })
    expect(await useCases.updateStreamer('marta-nova', { name: '' })).toEqual({ ok: false, error: 'invalid' })
  })

  it('adds and removes videos; a deleted streamer leaves their videos without a streamer', async () => {
    expect(await useCases.createStreamer({ id: 'temp-streamer', name: 'Temp' })).toEqual({ ok: true })
    const video = {
      youtubeId: 'AbCdEfGhIj0',
      titleUk: 'Нове відео',
      streamerId: 'temp-streamer',
      publishedAt: '2026-03-02T10:00:00Z',
    }
    expect(await useCases.addVideo(video)).toEqual({ ok: true })
    expect(await useCases.addVideo(video)).toEqual({ ok: false, error: 'taken' })
    expect(await useCases.addVideo({ ...video, youtubeId: 'AbCdEfGhIj1', titleUk: null })).toEqual({
      ok: false,
      error: 'no_title',
    })
    expect(await useCases.addVideo({ ...video, youtubeId: 'short' })).toEqual({ ok: false, error: 'invalid' })
    expect(await useCases.addVideo({ ...video, youtubeId: 'AbCdEfGhIj3', publishedAt: 'yesterday' })).toEqual(
      {
        ok: false,
        error: 'invalid',
      },
    )
    expect(await useCases.addVideo({ ...video, youtubeId: 'AbCdEfGhIj2', streamerId: 'nobody' })).toEqual({
      ok: false,
      error: 'not_found',
    })
    const latest = await repository.latestVideos(1)
    expect(latest.map((v) => [v.youtubeId, v.title, v.streamerId])).toEqual([
      ['AbCdEfGhIj0', { uk: 'Нове відео', en: null }, 'temp-streamer'],
    ])
    expect(await useCases.deleteStreamer('temp-streamer')).toEqual({ ok: true })
    expect((await repository.latestVideos(1))[0]?.streamerId).toBeNull()
    expect(await useCases.removeVideo('AbCdEfGhIj0')).toEqual({ ok: true })
    expect(await useCases.removeVideo('AbCdEfGhIj0')).toEqual({ ok: false, error: 'not_found' })
    expect((await repository.latestVideos(1))[0]?.youtubeId).toBe('q7Vc2Kf9XbM')
  })

  it('answers the public API: the list live first, a streamer with videos, 404 for an unknown or malformed id', async () => {
    const api = createStreamersRoutes(createStreamersReader(repository))
    const list = await api.request('/streamers')
    expect(list.status).toBe(200)
    expect(list.headers.get('Cache-Control')).toBe('public, max-age=30, must-revalidate')
    const body = (await list.json()) as { results: Array<{ id: string }> }
    expect(body.results.slice(0, 3).map((s) => s.id)).toEqual(['sasha-vovk', 'marta-nova', 'oksana-lysytsia'])
    const one = (await (await api.request('/streamers/taras-kyivbear')).json()) as {
      streamer: { name: string }
      videos: Array<{ youtubeId: string }>
    }
    expect(one.streamer.name).toBe('Тарас «KyivBear» Мельник')
    expect(one.videos.map((v) => v.youtubeId)).toEqual(['bN8sYr3HdUo'])
    expect((await api.request('/streamers/nobody')).status).toBe(404)
    expect((await api.request(`/streamers/${'x'.repeat(200)}`)).status).toBe(404)
    expect((await api.request('/streamers/Bad%20Id')).status).toBe(404)
  })

  it('lists every streamer page in the sitemap, in both languages', async () => {
    const files = createSiteMapRoutes(
      { tournaments: async () => [], streamers: () => repository.sitemapEntries() },
      'https://vatra.example',
    )
    const xml = await (await files.request('/sitemap.xml')).text()
    for (const id of ['sasha-vovk', 'bohdan-tank']) {
      expect(xml).toContain(`<loc>https://vatra.example/streamers/${id}</loc>`)
      expect(xml).toContain(`<loc>https://vatra.example/en/streamers/${id}</loc>`)
    }
    expect(xml).toContain('<loc>https://vatra.example/streamers</loc>')
    expect(xml).toContain('<loc>https://vatra.example/en/streamers</loc>')
  })
})

describe('the players in the CSP', () => {
  const app = new Hono()
  app.use(securityHeaders({ development: false, https: true, frameSourcesFor }))
  app.get('/api/*', (c) => c.json({}))
  app.get('*', (c) => c.html('<p>page</p>'))
  const frameSrc = async (path: string) => {
    const policy = (await app.request(path)).headers.get('Content-Security-Policy') ?? ''
    return policy.split('; ').find((part) => part.startsWith('frame-src')) ?? null
  }

  it('the live stream page frames exactly the players: Twitch (player, chat) and YouTube', async () => {
    const players =
      'frame-src https://player.twitch.tv https://www.twitch.tv https://www.youtube-nocookie.com'
    expect(await frameSrc('/streams/sasha-vovk')).toBe(players)
    expect(await frameSrc('/en/streams/sasha-vovk')).toBe(players)
  })

  it('a streamer’s page and the landing frame only the YouTube player; every other page nothing', async () => {
    for (const path of ['/streamers/sasha-vovk', '/en/streamers/sasha-vovk', '/', '/en'])
      expect(await frameSrc(path), path).toBe('frame-src https://www.youtube-nocookie.com')
    for (const path of [
      '/streamers',
      '/about',
      '/streams',
      '/streams/a/b',
      '/api/streams/x',
      '/tournaments/x',
    ]) {
      expect(await frameSrc(path), path).toBeNull()
    }
  })
})
