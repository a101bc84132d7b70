import { getConnInfo } from '@hono/node-server/conninfo'
import type { Context } from 'hono'

/** Used when no socket is behind the request (the app called in-process, as tests do). */
export const UNKNOWN_IP = 'unknown'

/**
 * The client's address, for per-IP rate limits. `X-Forwarded-For` is believed only behind a
 * trusted proxy (TRUST_PROXY=1), and then only its last hop, the one that proxy appended: the
 * earlier entries are whatever the client chose to send.
 */
export const clientIp = (c: Context, trustProxy: boolean): string => {
  if (trustProxy) {
    const forwarded = c.req.header('X-Forwarded-For')
    const last = forwarded
      ?.split(',')
      .map((hop) => hop.trim())
      .filter(Boolean)
      .at(-1)
    if (last) return last
  }
  try {
    return getConnInfo(c).remote.address ?? UNKNOWN_IP
  } catch {
    return UNKNOWN_IP
  }
}
