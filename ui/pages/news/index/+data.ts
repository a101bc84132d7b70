import { Schema } from 'effect'
import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { NEWS_PAGE_SIZE, NewsTab } from '#core/news/news.schema.ts'
import { newsCardView } from '#ui/features/news/cards.ts'
import { pageNumber } from '#ui/shared/app/page-number.ts'

const isTab = Schema.is(NewsTab)

// Server only (client navigations fetch its result): one page of a tab through the in-process port,
// dates worked out here in Kyiv time. The tab is `?category=` (ADR 0035); an unknown one shows all.
// A page past the last one is not found.
export const data = async (pageContext: PageContextServer) => {
  const query = pageContext.urlParsed.search
  const tab = isTab(query.category) ? query.category : 'all'
  const page = pageNumber(query.page)
  const port = pageContext.news
  if (!port) throw render(404)
  const found = await port.list({ locale: pageContext.locale, tab, page, pageSize: NEWS_PAGE_SIZE.default })
  const pages = Math.max(1, Math.ceil(found.count / NEWS_PAGE_SIZE.default))
  if (page > pages) throw render(404)
  return { tab, page, pages, count: found.count, cards: found.results.map(newsCardView) }
}

export type Data = Awaited<ReturnType<typeof data>>
