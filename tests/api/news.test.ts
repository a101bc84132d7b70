/**
 * News and cases on a seeded database, PGlite always and PostgreSQL when DATABASE_URL is set: the
 * public API (tabs, pages, the query schema's 400s, drafts never public, the fallback language and
 * its `lang`), the page port's reads with a fixed number of queries (the landing page's latest
 * included), the feeds and the sitemap as well-formed XML, and the organiser's use cases.
 */
import { Schema } from 'effect'
import { Hono } from 'hono'
import { JSDOM } from 'jsdom'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { NewsReader } from '#core/news/news.port.ts'
import { NewsArticle, NewsPage } from '#core/news/news.schema.ts'
import type { AccountsEnv } from '#server/accounts/index.ts'
import {
  createNewsReader,
  createNewsRepository,
  createNewsUseCases,
  type NewsUseCases,
  seedNews,
} from '#server/news/index.ts'
import { newsItems } from '#server/platform/db/schema.ts'
import { createApiV1 } from '#server/platform/http/api-v1.ts'
import { createSiteFiles } from '#server/platform/http/site-files.ts'
import { createTournamentRepository } from '#server/tournaments/tournament.repository.ts'
import { createTournamentUseCases } from '#server/tournaments/use-cases.ts'
import type { StoredImageRecord } from '#server/uploads/index.ts'
import { createObjectStorage } from '#server/uploads/index.ts'
import { createTestApp } from './support/app.ts'
import { backends, type TestDatabase } from './support/database.ts'
import { type QueryLog, withQueryLog } from './support/query-log.ts'

const ORIGIN = 'https://vatra.test'
const NOW = new Date('2026-11-20T10:00:00.000Z')

/** The seed's published items, newest first (written by hand from seed-content.ts). */
const PUBLISHED = [
  'vatra-cup-cs2-autumn-recap',
  'case-horizon-telecom-dota-2-cup',
  'forge-peripherals-partner',
  'kozak-tv-joins-vatra',
  'case-kharkiv-school-valorant-league',
  'kyiv-community-meetup',
  'vatra-at-european-community-summit',
  'case-kolo-bank-charity-stream',
  'dota-2-winter-league-registration',
  'case-university-league-final-broadcast',
]
const CASES = PUBLISHED.filter((id) => id.startsWith('case-'))
const DRAFT = 'vatra-cup-winter-announcement'
const UK_ONLY = 'kyiv-community-meetup'
const EN_ONLY = 'vatra-at-european-community-summit'

interface Card {
  readonly id: string
  readonly category: string
  readonly lang: string
  readonly title: string
  readonly summary: string
  readonly published_at: string
  readonly cover: { readonly url: string; readonly width: number; readonly height: number } | null
}

const TEXTS = { title: 'Заголовок', summary: 'Коротко', body: 'Текст **новини**.' }

describe.each(backends)('news on $name', (backend) => {
  let database: TestDatabase
  let app: ReturnType<typeof createTestApp>
  let log: QueryLog
  let logged: NewsReader
  let useCases: NewsUseCases
  const removedCovers: StoredImageRecord[] = []
  let clock = NOW

  beforeAll(async () => {
    database = await backend.open()
    const db = database.database.db
    const storage = createObjectStorage({ kind: 'disk' }, database.dataDir)
    expect((await seedNews(db, storage, NOW)).inserted).toBe(11)
    // A second seed into a table that has items adds nothing.
    expect((await seedNews(db, storage, NOW)).inserted).toBe(0)
    const repository = createNewsRepository(db)
    const news = createNewsReader(repository)
    log = withQueryLog(database.database)
    logged = createNewsReader(createNewsRepository(log.db))
    useCases = createNewsUseCases({
      repository,
      now: () => clock,
      removeCover: async (image) => void removedCovers.push(image),
    })
    const tournaments = createTournamentRepository(db)
    app = createTestApp({
      api: createApiV1({ tournaments, accounts: { routes: new Hono<AccountsEnv>() }, news }),
      siteFiles: createSiteFiles({
        tournaments: createTournamentUseCases(tournaments),
        repository: tournaments,
        origin: ORIGIN,
        news: { reader: news, repository },
      }),
    })
  })
  afterAll(async () => {
    await database?.dispose()
  })

  const getJson = async (path: string) => {
    const response = await app.request(path)
    return { status: response.status, body: (await response.json()) as Record<string, unknown>, response }
  }
  const ids = (body: Record<string, unknown>) => (body.results as Card[]).map((card) => card.id)

  describe('the public API', () => {
    it('lists published items newest first, a page at a time, with a public cache', async () => {
      const first = await getJson('/api/v1/news')
      expect(first.status).toBe(200)
      expect(first.response.headers.get('Cache-Control')).toBe('public, max-age=30, must-revalidate')
      expect(first.body.count).toBe(10)
      expect(ids(first.body)).toEqual(PUBLISHED.slice(0, 9))
      expect(ids((await getJson('/api/v1/news?page=2')).body)).toEqual(PUBLISHED.slice(9))
      expect(ids((await getJson('/api/v1/news?page=3')).body)).toEqual([])
      expect(ids((await getJson('/api/v1/news?page=2&page_size=4')).body)).toEqual(PUBLISHED.slice(4, 8))
    })

    it('lists one category per tab', async () => {
      const cases = await getJson('/api/v1/news?category=cases')
      expect(cases.body.count).toBe(4)
      expect(ids(cases.body)).toEqual(CASES)
      const news = await getJson('/api/v1/news?category=news&page_size=50')
      expect(ids(news.body)).toEqual(PUBLISHED.filter((id) => !CASES.includes(id)))
      expect((await getJson('/api/v1/news?category=all')).body.count).toBe(10)
    })

    it.each([
      ['category=drafts', 'category'],
      ['category=', 'category'],
      ['page=0', 'page'],
      ['page=-1', 'page'],
      ['page=1.5', 'page'],
      ['page=1001', 'page'],
      ['page=abc', 'page'],
      ['page_size=51', 'page_size'],
      ['page_size=0', 'page_size'],
    ])('refuses ?%s with a 400 naming %s', async (query, field) => {
      const { status, body } = await getJson(`/api/v1/news?${query}`)
      expect(status).toBe(400)
      expect(Object.keys(body)).toContain(field)
    })

    it('refuses a query string that does not percent-decode', async () => {
      expect((await app.request('/api/v1/news?category=%E0%A4%A')).status).toBe(400)
    })

    it('answers an item with its Markdown body in the path language', async () => {
      const uk = await getJson('/api/v1/news/forge-peripherals-partner')
      expect(uk.status).toBe(200)
      expect(uk.body).toMatchObject({
        id: 'forge-peripherals-partner',
        category: 'news',
        lang: 'uk',
        title: 'Forge Peripherals — новий партнер спільноти',
        languages: ['uk', 'en'],
      })
      expect(uk.body.body).toContain('**Forge Peripherals**')
      const en = await getJson('/en/api/v1/news/forge-peripherals-partner')
      expect(en.body).toMatchObject({ lang: 'en', title: 'Forge Peripherals joins as a community partner' })
    })

    it('falls back to the written language and says which', async () => {
      const ukOnly = await getJson(`/en/api/v1/news/${UK_ONLY}`)
      expect(ukOnly.body).toMatchObject({
        lang: 'uk',
        title: 'Зустріч спільноти в Києві: дякуємо, що прийшли',
        languages: ['uk'],
      })
      const enOnly = (await getJson('/api/v1/news?page_size=50')).body.results as Card[]
      expect(enOnly.find((card) => card.id === EN_ONLY)).toMatchObject({
        lang: 'en',
        title: 'Vatra speaks at the European Esports Community Summit',
      })
      expect(enOnly.filter((card) => card.lang === 'en').map((card) => card.id)).toEqual([EN_ONLY])
    })

    it('never shows a draft, and answers 404 for an unknown or malformed id', async () => {
      expect((await getJson(`/api/v1/news/${DRAFT}`)).status).toBe(404)
      expect((await getJson(`/en/api/v1/news/${DRAFT}`)).status).toBe(404)
      expect((await getJson('/api/v1/news/no-such-item')).status).toBe(404)
      expect((await getJson('/api/v1/news/Bad_Id')).status).toBe(404)
      expect((await getJson(`/api/v1/news/${'a'.repeat(101)}`)).status).toBe(404)
      const all = await getJson('/api/v1/news?page_size=50')
      expect(ids(all.body)).not.toContain(DRAFT)
    })

    it('answers what the OpenAPI document describes', async () => {
      Schema.decodeUnknownSync(NewsPage)((await getJson('/api/v1/news?page_size=50')).body)
      Schema.decodeUnknownSync(NewsArticle)((await getJson(`/en/api/v1/news/${UK_ONLY}`)).body)
      const document = (await getJson('/api/v1/openapi.json')).body as { paths: Record<string, unknown> }
      expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(['/news', '/news/{id}']))
    })
  })

  describe('the page port', () => {
    const queriesOf = async (read: () => Promise<unknown>): Promise<number> => {
      log.clear()
      await read()
      return log.queries.length
    }

    it('reads a page in two queries, an item in one, the latest in one', async () => {
      expect(await queriesOf(() => logged.list({ locale: 'uk', tab: 'all', page: 1, pageSize: 9 }))).toBe(2)
      expect(await queriesOf(() => logged.list({ locale: 'en', tab: 'cases', page: 1, pageSize: 50 }))).toBe(
        2,
      )
      expect(await queriesOf(() => logged.find(PUBLISHED[0] ?? '', 'uk'))).toBe(1)
      expect(await queriesOf(() => logged.find('Not An Id', 'uk'))).toBe(0)
      expect(await queriesOf(() => logged.latest('uk', 3))).toBe(1)
      expect(await queriesOf(() => logged.more(PUBLISHED[0] ?? '', 'uk', 3))).toBe(1)
    })

    it('gives the landing page the latest published items with their language and cover size', async () => {
      const latest = await logged.latest('en', 4)
      expect(latest.map((card) => card.id)).toEqual(PUBLISHED.slice(0, 4))
      expect(latest[0]).toMatchObject({
        id: 'vatra-cup-cs2-autumn-recap',
        category: 'news',
        lang: 'en',
        title: 'Vatra Cup CS2 “Autumn”: Kyiv Wolves lift the trophy',
        summary:
          '32 teams, three weekends and a best-of-three final: how the community’s biggest autumn event went.',
        published_at: '2026-11-18T22:30:00.000Z',
        cover: { width: 1200, height: 630 },
      })
      expect(latest[0]?.cover?.url).toMatch(/^\/media\/news-covers\/[0-9a-f]{32}\.svg$/)
      const uk = await logged.latest('uk', 10)
      expect(uk.find((card) => card.id === EN_ONLY)).toMatchObject({ lang: 'en' })
    })

    it('suggests the newest other items under an article', async () => {
      const more = await logged.more(PUBLISHED[0] ?? '', 'uk', 3)
      expect(more.map((card) => card.id)).toEqual(PUBLISHED.slice(1, 4))
    })
  })

  describe('the feeds and the sitemap', () => {
    const parse = (xml: string) => {
      const document = new JSDOM(xml, { contentType: 'application/xml' }).window.document
      expect(document.querySelector('parsererror')).toBeNull()
      return document
    }

    it.each([
      ['/news/feed.xml', '', 'Vatra Esports — новини та кейси', 'uk-UA'],
      ['/en/news/feed.xml', '/en', 'Vatra Esports — news and cases', 'en-US'],
    ])('serves %s as well-formed RSS 2.0 with absolute links', async (path, prefix, title, language) => {
      const response = await app.request(path)
      expect(response.status).toBe(200)
      expect(response.headers.get('Content-Type')).toBe('application/rss+xml; charset=utf-8')
      const document = parse(await response.text())
      expect(document.documentElement.getAttribute('version')).toBe('2.0')
      const channel = document.getElementsByTagName('channel')[0]
      expect(channel?.getElementsByTagName('title')[0]?.textContent).toBe(title)
      expect(channel?.getElementsByTagName('language')[0]?.textContent).toBe(language)
      const links = [...document.getElementsByTagName('item')].map(
        (item) => item.getElementsByTagName('link')[0]?.textContent,
      )
      expect(links).toEqual(PUBLISHED.map((id) => `${ORIGIN}${prefix}/news/${id}`))
    })

    it('escapes the text it carries', async () => {
      const id = 'escaped-title-check'
      clock = new Date('2026-11-20T09:00:00.000Z')
      const texts = { title: 'Fish & <chips> "quoted"', summary: 'a < b && c > d', body: 'x' }
      expect((await useCases.create({ id, category: 'news', uk: null, en: texts })).ok).toBe(true)
      expect((await useCases.publish(id)).ok).toBe(true)
      const document = parse(await (await app.request('/en/news/feed.xml')).text())
      const item = [...document.getElementsByTagName('item')].find((element) =>
        element.getElementsByTagName('link')[0]?.textContent?.endsWith(`/${id}`),
      )
      expect(item?.getElementsByTagName('title')[0]?.textContent).toBe(texts.title)
      expect(item?.getElementsByTagName('description')[0]?.textContent).toBe(texts.summary)
      expect((await useCases.remove(id)).ok).toBe(true)
    })

    it('lists published items in the sitemap with both languages, never a draft', async () => {
      const document = parse(await (await app.request('/sitemap.xml')).text())
      const urls = [...document.getElementsByTagName('url')]
      const locs = urls.map((url) => url.getElementsByTagName('loc')[0]?.textContent ?? '')
      const items = locs.filter((loc) => /\/news\/[a-z0-9-]+$/.test(loc))
      expect(items.sort()).toEqual(
        PUBLISHED.flatMap((id) => [`${ORIGIN}/news/${id}`, `${ORIGIN}/en/news/${id}`]).sort(),
      )
      const entry = urls.find(
        (url) => url.getElementsByTagName('loc')[0]?.textContent === `${ORIGIN}/en/news/${UK_ONLY}`,
      )
      const alternates = [
        ...(entry?.getElementsByTagNameNS('http://www.w3.org/1999/xhtml', 'link') ?? []),
      ].map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')])
      expect(alternates).toEqual([
        ['uk', `${ORIGIN}/news/${UK_ONLY}`],
        ['en', `${ORIGIN}/en/news/${UK_ONLY}`],
        ['x-default', `${ORIGIN}/news/${UK_ONLY}`],
      ])
    })
  })

  describe("the organiser's use cases", () => {
    const cover: StoredImageRecord = {
      source: 'image/svg+xml',
      variants: [],
      fallbackKey: 'news-covers/abc.svg',
    }

    it('creates a draft that is not public until published, then keeps its first date', async () => {
      clock = new Date('2026-11-21T08:00:00.000Z')
      const created = await useCases.create(
        { id: 'new-partner-draft', category: 'news', uk: TEXTS, en: null },
        { image: cover, width: 800, height: 420 },
      )
      expect(created).toMatchObject({ ok: true, item: { status: 'draft', publishedAt: null } })
      expect((await getJson('/api/v1/news/new-partner-draft')).status).toBe(404)

      expect((await useCases.publish('new-partner-draft')).ok).toBe(true)
      const shown = await getJson('/en/api/v1/news/new-partner-draft')
      expect(shown.body).toMatchObject({
        lang: 'uk',
        title: 'Заголовок',
        published_at: '2026-11-21T08:00:00.000Z',
        cover: { url: '/media/news-covers/abc.svg', width: 800, height: 420 },
      })
      expect(ids((await getJson('/api/v1/news')).body)[0]).toBe('new-partner-draft')

      clock = new Date('2026-11-22T08:00:00.000Z')
      expect((await useCases.unpublish('new-partner-draft')).ok).toBe(true)
      expect((await getJson('/api/v1/news/new-partner-draft')).status).toBe(404)
      expect((await useCases.publish('new-partner-draft')).ok).toBe(true)
      expect((await getJson('/api/v1/news/new-partner-draft')).body.published_at).toBe(
        '2026-11-21T08:00:00.000Z',
      )
    })

    it('updates texts, the category and the cover, removing the replaced cover', async () => {
      const en = { title: 'Title', summary: 'Short', body: 'Body' }
      const updated = await useCases.update('new-partner-draft', { category: 'cases', en }, null)
      expect(updated).toMatchObject({ ok: true, item: { category: 'cases', titleEn: 'Title', cover: null } })
      expect(removedCovers).toEqual([cover])
      expect((await getJson('/en/api/v1/news/new-partner-draft')).body).toMatchObject({
        lang: 'en',
        cover: null,
      })
      expect(await useCases.update('new-partner-draft', { uk: null, en: null })).toEqual({
        ok: false,
        error: 'no_language',
      })
      expect(await useCases.update('no-such-item', { category: 'news' })).toEqual({
        ok: false,
        error: 'not_found',
      })
    })

    it('deletes an item', async () => {
      expect(await useCases.remove('new-partner-draft')).toEqual({ ok: true })
      expect((await getJson('/api/v1/news/new-partner-draft')).status).toBe(404)
      expect(await useCases.remove('new-partner-draft')).toEqual({ ok: false })
      expect(await useCases.publish('new-partner-draft')).toEqual({ ok: false, error: 'not_found' })
    })

    it('refuses bad input per field, a taken id and an item with no language', async () => {
      const bad = await useCases.create({
        id: 'Bad Id!',
        category: 'blog',
        uk: { title: ' ', summary: 'x', body: 'x' },
        en: null,
      })
      expect(bad.ok).toBe(false)
      if (bad.ok || bad.error !== 'invalid') throw new Error('expected field errors')
      expect(Object.keys(bad.fields).sort()).toEqual(['category', 'id', 'uk.title'])
      expect(
        await useCases.create({
          id: 'x',
          category: 'news',
          uk: { ...TEXTS, title: 'x'.repeat(161) },
          en: null,
        }),
      ).toMatchObject({ ok: false, error: 'invalid' })
      expect(await useCases.create({ id: PUBLISHED[0], category: 'news', uk: TEXTS, en: null })).toEqual({
        ok: false,
        error: 'id_taken',
      })
      expect(await useCases.create({ id: 'no-language', category: 'news', uk: null, en: null })).toEqual({
        ok: false,
        error: 'no_language',
      })
    })

    it('keeps the rules in the table too: a slug id and whole languages', async () => {
      const db = database.database.db
      const row = {
        category: 'news' as const,
        createdAt: NOW,
        updatedAt: NOW,
        ...{ titleUk: 'a', summaryUk: 'b', bodyUk: 'c' },
      }
      await expect(db.insert(newsItems).values({ ...row, id: 'Upper-Case' })).rejects.toThrow()
      await expect(
        db.insert(newsItems).values({ ...row, id: 'half-written', bodyUk: null }),
      ).rejects.toThrow()
      await expect(
        db.insert(newsItems).values({ ...row, id: 'undated', status: 'published' }),
      ).rejects.toThrow()
      await expect(
        db.insert(newsItems).values({ category: 'news', id: 'no-text', createdAt: NOW, updatedAt: NOW }),
      ).rejects.toThrow()
    })
  })
})
