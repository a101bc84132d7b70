import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { newsCardView } from '#ui/features/news/cards.ts'
import { renderNewsBody } from '#ui/features/news/markdown.server.ts'

/** How many other items the page suggests under the article. */
const MORE_ITEMS = 3

// Server only (client navigations fetch its result): the published item, its Markdown body as HTML
// rendered here, and the newest other items. An unknown id or a draft is the 404 page.
export const data = async (pageContext: PageContextServer) => {
  const { id = '' } = pageContext.routeParams as { id?: string }
  const port = pageContext.news
  const item = await port?.find(id, pageContext.locale)
  if (!port || !item) throw render(404)
  const { body, updated_at: updatedAt, languages: _languages, ...card } = item
  const more = await port.more(item.id, pageContext.locale, MORE_ITEMS)
  return {
    article: { ...newsCardView(card), bodyHtml: renderNewsBody(body), updatedAt },
    more: more.map(newsCardView),
  }
}

export type Data = Awaited<ReturnType<typeof data>>
