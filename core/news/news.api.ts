/**
 * The news endpoints of REST API v1: paths and query schemas shared by the server's routes and the
 * OpenAPI document. Public, cached answers; drafts are never listed or found (docs/news.md).
 */
import { Schema } from 'effect'
import { WholeNumber } from '#core/shared/http/page-query.ts'
import { NEWS_PAGE_MAX, NEWS_PAGE_SIZE, NewsTab } from './news.schema.ts'

export const NEWS_PATHS = {
  /** GET `?category&page&page_size` → `NewsPage`, newest first. */
  list: '/news',
  /** GET → `NewsArticle` with its Markdown body; 404 for an unknown id or a draft. */
  item: '/news/:id',
} as const

/** The list's query string; unknown parameters are ignored, a bad value of a known one is a 400. */
export const NewsListQuery = Schema.Struct({
  category: Schema.optional(NewsTab),
  page: Schema.optional(WholeNumber(NEWS_PAGE_MAX)),
  page_size: Schema.optional(WholeNumber(NEWS_PAGE_SIZE.max)),
})
export type NewsListQuery = typeof NewsListQuery.Type
