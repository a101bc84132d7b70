/**
 * A news card as the pages show it, worked out on the server in the data hooks: the date as
 * `dd.mm.yyyy` in Kyiv time, so the browser needs no time-zone code.
 */
import type { NewsCard } from '#core/news/news.schema.ts'
import { formatDate, isoInstant } from '#core/shared/format/datetime.ts'

export interface NewsCardView extends Omit<NewsCard, 'published_at'> {
  readonly date: { readonly iso: string; readonly text: string }
}

export const newsCardView = ({ published_at: publishedAt, ...card }: NewsCard): NewsCardView => ({
  ...card,
  date: { iso: isoInstant(publishedAt), text: formatDate(publishedAt) },
})

/** The list's URL of a tab and page, without the language prefix (`/news?category=cases&page=2`). */
export const newsListHref = (tab: string, page: number): string => {
  const query = new URLSearchParams()
  if (tab !== 'all') query.set('category', tab)
  if (page > 1) query.set('page', String(page))
  const search = query.toString()
  return search === '' ? '/news' : `/news?${search}`
}
