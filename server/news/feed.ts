/**
 * The news feed of each language, RSS 2.0: `/news/feed.xml` (Ukrainian) and `/en/news/feed.xml`
 * (English), the newest published items with absolute links. An item written only in the other
 * language is listed in it (its `dc:language` says which). Text is escaped, never wrapped in CDATA.
 */
import { Hono } from 'hono'
import type { NewsReader } from '#core/news/news.port.ts'
import type { NewsCard } from '#core/news/news.schema.ts'
import { LOCALE_ENTRIES, type Locale, localizePath } from '#core/shared/i18n/locale.ts'
import enNews from '#locales/en/news/index.ts'
import ukNews from '#locales/uk/news/index.ts'
import { publicCache } from '#server/platform/http/public-cache.ts'

const TEXTS = { uk: ukNews, en: enNews } as const

export const FEED_ITEMS = 20
export const NEWS_FEED_PATH = '/news/feed.xml'

const escapeXml = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

const element = (name: string, text: string): string => `<${name}>${escapeXml(text)}</${name}>`

export const newsFeedXml = (origin: string, locale: Locale, items: ReadonlyArray<NewsCard>): string => {
  const texts = TEXTS[locale]
  const home = `${origin}${localizePath('/news', locale)}`
  const self = `${origin}${localizePath(NEWS_FEED_PATH, locale)}`
  const latest = items[0]?.published_at
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '<channel>',
    element('title', texts.feed.title),
    element('link', home),
    element('description', texts.feed.description),
    element('language', LOCALE_ENTRIES[locale].iso),
    `<atom:link href="${escapeXml(self)}" rel="self" type="application/rss+xml"/>`,
    ...(latest ? [element('lastBuildDate', new Date(latest).toUTCString())] : []),
    ...items.map((item) => {
      const link = `${origin}${localizePath(`/news/${item.id}`, locale)}`
      return [
        '<item>',
        element('title', item.title),
        element('link', link),
        `<guid isPermaLink="true">${escapeXml(link)}</guid>`,
        element('description', item.summary),
        element('category', texts.category[item.category]),
        element('pubDate', new Date(item.published_at).toUTCString()),
        element('dc:language', LOCALE_ENTRIES[item.lang].iso),
        '</item>',
      ].join('')
    }),
    '</channel>',
    '</rss>',
    '',
  ].join('\n')
}

export interface NewsFeedDependencies {
  readonly news: NewsReader
  /** PUBLIC_URL: every link of a feed is absolute. */
  readonly origin: string
}

export const createNewsFeedRoutes = ({ news, origin }: NewsFeedDependencies): Hono => {
  const routes = new Hono()
  for (const locale of ['uk', 'en'] as const) {
    routes.get(localizePath(NEWS_FEED_PATH, locale), ...publicCache(), async (c) => {
      const items = (await news.list({ locale, tab: 'all', page: 1, pageSize: FEED_ITEMS })).results
      c.header('Content-Type', 'application/rss+xml; charset=utf-8')
      return c.body(newsFeedXml(origin, locale, items))
    })
  }
  return routes
}
