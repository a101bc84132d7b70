/**
 * The in-process adapter of core's `NewsReader`: the pages' data hooks (page context `news`) and the
 * REST routes read through it, so both answer the same. An item shows the page's language when it is
 * written, else the other one with that `lang` (the table keeps each language whole).
 */
import type { NewsReader } from '#core/news/news.port.ts'
import {
  NEWS_ID_MAX,
  NEWS_ID_PATTERN,
  NEWS_PAGE_MAX,
  NEWS_PAGE_SIZE,
  type NewsArticle,
  type NewsCard,
} from '#core/news/news.schema.ts'
import type { Locale } from '#core/shared/i18n/locale.ts'
import { pickLocalized } from '#core/tournaments/localized.ts'
import { storedImageUrl } from '#server/uploads/index.ts'
import type { NewsRepository } from './repository.ts'
import type { NewsItemRow } from './tables.ts'

/** Anything else cannot name an item: not found, without a query. */
export const isNewsId = (value: string): boolean => value.length <= NEWS_ID_MAX && NEWS_ID_PATTERN.test(value)

/** The written languages of an item, the page's own first when written. */
const languageOf = (row: NewsItemRow, locale: Locale): Locale =>
  pickLocalized({ uk: row.titleUk, en: row.titleEn }, locale)?.lang ?? locale

const textsIn = (row: NewsItemRow, lang: Locale) =>
  lang === 'uk'
    ? { title: row.titleUk, summary: row.summaryUk, body: row.bodyUk }
    : { title: row.titleEn, summary: row.summaryEn, body: row.bodyEn }

export const toNewsCard = (row: NewsItemRow, locale: Locale): NewsCard => {
  const lang = languageOf(row, locale)
  const texts = textsIn(row, lang)
  return {
    id: row.id,
    category: row.category,
    lang,
    title: texts.title ?? '',
    summary: texts.summary ?? '',
    published_at: (row.publishedAt ?? row.createdAt).toISOString(),
    cover:
      row.cover && row.coverWidth && row.coverHeight
        ? { url: storedImageUrl(row.cover), width: row.coverWidth, height: row.coverHeight }
        : null,
  }
}

const toNewsArticle = (row: NewsItemRow, locale: Locale): NewsArticle => {
  const card = toNewsCard(row, locale)
  return {
    ...card,
    body: textsIn(row, card.lang).body ?? '',
    updated_at: row.updatedAt.toISOString(),
    languages: [
      ...(row.titleUk === null ? [] : ['uk' as const]),
      ...(row.titleEn === null ? [] : ['en' as const]),
    ],
  }
}

/** A whole number within bounds, or the default for anything else (the routes refuse such values). */
const bounded = (value: number, fallback: number, max: number): number =>
  Number.isInteger(value) && value >= 1 ? Math.min(value, max) : fallback

export const createNewsReader = (repository: NewsRepository): NewsReader => ({
  list: async ({ locale, tab, page, pageSize }) => {
    const size = bounded(pageSize, NEWS_PAGE_SIZE.default, NEWS_PAGE_SIZE.max)
    const offset = (bounded(page, 1, NEWS_PAGE_MAX) - 1) * size
    const found = await repository.listPublished({
      category: tab === 'all' ? null : tab,
      offset,
      limit: size,
    })
    return { count: found.count, results: found.rows.map((row) => toNewsCard(row, locale)) }
  },
  find: async (id, locale) => {
    if (!isNewsId(id)) return null
    const row = await repository.findPublished(id)
    return row ? toNewsArticle(row, locale) : null
  },
  latest: async (locale, limit) =>
    (await repository.latestPublished(bounded(limit, 3, NEWS_PAGE_SIZE.max))).map((row) =>
      toNewsCard(row, locale),
    ),
  more: async (exceptId, locale, limit) =>
    (await repository.latestPublished(bounded(limit, 3, NEWS_PAGE_SIZE.max), exceptId)).map((row) =>
      toNewsCard(row, locale),
    ),
})
