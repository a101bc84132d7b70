/**
 * Caching of public, read-only API answers: a strong ETag over the body (`If-None-Match` → 304
 * without a body) and a short public cache, then revalidation. Live results change while games are
 * played, so the cache is short; the ETag spares the body when nothing changed.
 */
import type { MiddlewareHandler } from 'hono'
import { etag } from 'hono/etag'

export const PUBLIC_CACHE_CONTROL = 'public, max-age=30, must-revalidate'

/** The ETag and the public cache, on successful GET answers only. */
export const publicCache = (): [MiddlewareHandler, MiddlewareHandler] => [
  etag(),
  async (c, next) => {
    await next()
    if (c.res.ok || c.res.status === 304) c.header('Cache-Control', PUBLIC_CACHE_CONTROL)
  },
]
