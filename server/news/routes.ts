/** The news endpoints of REST API v1 (core/news/news.api.ts), mounted at the API root. */
import { Hono } from 'hono'
import { NEWS_PATHS, NewsListQuery } from '#core/news/news.api.ts'
import type { NewsReader } from '#core/news/news.port.ts'
import { NEWS_PAGE_SIZE } from '#core/news/news.schema.ts'
import { apiError, apiLocale } from '#server/platform/http/problems.ts'
import { publicCache } from '#server/platform/http/public-cache.ts'
import { decodeQuery } from '#server/platform/http/query.ts'

export const createNewsRoutes = (news: NewsReader): Hono => {
  const routes = new Hono()

  routes.get(NEWS_PATHS.list, ...publicCache(), async (c) => {
    const query = decodeQuery(c, NewsListQuery)
    if (!query.ok) return query.response
    return c.json(
      await news.list({
        locale: apiLocale(c.req.path),
        tab: query.value.category ?? 'all',
        page: query.value.page ?? 1,
        pageSize: query.value.page_size ?? NEWS_PAGE_SIZE.default,
      }),
    )
  })

  routes.get(NEWS_PATHS.item, ...publicCache(), async (c) => {
    const item = await news.find(c.req.param('id') ?? '', apiLocale(c.req.path))
    if (!item) return apiError(c, 404, 'not_found', 'notFound')
    return c.json(item)
  })

  return routes
}
