/** Caching of public answers (the tournaments' API, calendar files, the sitemap). */
import type { MiddlewareHandler } from 'hono'
import { etag } from 'hono/etag'

/**
 * Public answers may be kept a short while by browsers and shared caches, then revalidated with the
 * ETag (`If-None-Match` → 304 without a body): a list or page changes when teams register.
 */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=30, must-revalidate'

/** A strong ETag over the body and a short public cache, on successful GET answers only. */
export const publicCache = (): [MiddlewareHandler, MiddlewareHandler] => [
  etag(),
  async (c, next) => {
    await next()
    if (c.res.ok || c.res.status === 304) c.header('Cache-Control', PUBLIC_CACHE_CONTROL)
  },
]
