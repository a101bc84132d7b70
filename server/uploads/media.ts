/**
 * `GET`/`HEAD /media/{key}`: stored images, same-origin. A key outside the storage grammar is a 404
 * before any I/O. Keys are never reused for other bytes, so browsers and proxies may keep a file for
 * a year; the type comes from the key's extension (the allow-list), `nosniff` stops browsers from
 * guessing another, and an SVG opened directly runs in a sandbox without scripts or outside loads.
 */

import type { Context } from 'hono'
import { Hono } from 'hono'
import {
  isValidKey,
  type ObjectStorage,
  type StoredObjectInfo,
} from '#server/integrations/storage/storage.ts'

/** Where stored files are served: `/media/{key}`. */
export const MEDIA_PATH = '/media/'

export const MEDIA_CACHE_CONTROL = 'public, max-age=31536000, immutable'

/**
 * For an SVG document, its only policy (the site's is not added beside it): no script, plugin, form,
 * base or outside load, framed by no page; inline styles and inline images only. Stricter than the
 * site's policy in every directive that one sets.
 */
export const SVG_CONTENT_SECURITY_POLICY = [
  'sandbox',
  "default-src 'none'",
  "style-src 'unsafe-inline'",
  'img-src data:',
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ')

const notFound = (c: Context) => {
  c.header('Cache-Control', 'no-store')
  c.header('X-Content-Type-Options', 'nosniff')
  return c.text('Not found', 404)
}

/** `If-None-Match` lists the validator (or is `*`). */
const matches = (header: string | undefined, etag: string): boolean =>
  (header ?? '').split(',').some((candidate) => {
    const tag = candidate.trim()
    return tag === '*' || tag === etag || tag === `W/${etag}`
  })

const setHeaders = (c: Context, key: string, info: StoredObjectInfo) => {
  c.header('Content-Type', info.contentType)
  c.header('Cache-Control', MEDIA_CACHE_CONTROL)
  c.header('ETag', info.etag)
  c.header('X-Content-Type-Options', 'nosniff')
  // The server's own name, never the uploader's (the key's grammar needs no quoting).
  c.header('Content-Disposition', `inline; filename="${key.slice(key.lastIndexOf('/') + 1)}"`)
  if (info.contentType === 'image/svg+xml') c.header('Content-Security-Policy', SVG_CONTENT_SECURITY_POLICY)
}

export const createMediaApp = (storage: ObjectStorage): Hono => {
  const app = new Hono()

  app.on(['GET', 'HEAD'], `${MEDIA_PATH}*`, async (c) => {
    const key = c.req.path.slice(MEDIA_PATH.length)
    if (!isValidKey(key)) return notFound(c)
    const conditional = c.req.header('If-None-Match')
    if (c.req.method === 'HEAD' || conditional !== undefined) {
      const info = await storage.stat(key)
      if (info === null) return notFound(c)
      setHeaders(c, key, info)
      if (matches(conditional, info.etag)) return c.body(null, 304)
      if (c.req.method === 'HEAD') {
        c.header('Content-Length', String(info.size))
        return c.body(null, 200)
      }
    }
    const object = await storage.get(key)
    if (object === null) return notFound(c)
    setHeaders(c, key, object)
    c.header('Content-Length', String(object.size))
    return c.body(object.body, 200)
  })

  return app
}
