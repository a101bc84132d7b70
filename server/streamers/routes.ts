/**
 * The streamers' public endpoints of REST API v1: `GET /streamers` (live first) and
 * `GET /streamers/{id}` (with the latest videos). Read-only, cached briefly like every public answer.
 */

import { Schema } from 'effect'
import { Hono } from 'hono'
import { STREAMER_PATHS } from '#core/streamers/streamers.api.ts'
import { StreamerId, type StreamersReader } from '#core/streamers/streamers.ts'
import { apiError } from '#server/platform/http/problems.ts'
import { publicCache } from '#server/platform/http/public-cache.ts'

export const createStreamersRoutes = (reader: StreamersReader): Hono => {
  const routes = new Hono()
  routes.get(STREAMER_PATHS.streamers, ...publicCache(), async (c) =>
    c.json({ results: await reader.list() }),
  )
  routes.get(STREAMER_PATHS.streamer, ...publicCache(), async (c) => {
    const id = Schema.decodeUnknownOption(StreamerId)(c.req.param('id'))
    const found = id._tag === 'Some' ? await reader.find(id.value) : null
    if (!found) return apiError(c, 404, 'not_found', 'notFound')
    return c.json(found)
  })
  return routes
}
