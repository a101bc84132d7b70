/**
 * The published news as the pages and the API read them, in one language with the other as a
 * fallback. Drafts are never returned. Each read takes a fixed number of SQL queries.
 */
import type { Locale } from '#core/shared/i18n/locale.ts'
import type { NewsArticle, NewsCard, NewsPage, NewsTab } from './news.schema.ts'

export interface NewsReader {
  /** One page of the list, newest first (1-based `page`). */
  list(options: {
    readonly locale: Locale
    readonly tab: NewsTab
    readonly page: number
    readonly pageSize: number
  }): Promise<NewsPage>
  /** A published item, or null (unknown or a draft). */
  find(id: string, locale: Locale): Promise<NewsArticle | null>
  /** The newest published items (the landing page's latest news). */
  latest(locale: Locale, limit: number): Promise<ReadonlyArray<NewsCard>>
  /** The newest published items but one (an article's "more items"). */
  more(exceptId: string, locale: Locale, limit: number): Promise<ReadonlyArray<NewsCard>>
}
