import type { MiddlewareHandler } from 'hono'
import { START_AFTER_PAINT_SOURCE } from '#server/platform/http/start-scripts.ts'

/**
 * Strict response headers (OWASP ASVS V3.4). Scripts only from this origin, and the one inline script
 * that starts a page after its first paint, allowed by its hash (ADR 0051): Vike's page data is a
 * JSON script, which a CSP does not execute. Styles allow inline because React Aria positions overlays
 * and react-toastify injects its stylesheet with inline styles.
 */
export const contentSecurityPolicy = ({
  development,
  https,
  frameSources = [],
}: {
  development: boolean
  https: boolean
  /** The third-party players the page may frame (a live stream's page); none elsewhere. */
  frameSources?: ReadonlyArray<string>
}): string =>
  [
    "default-src 'self'",
    ...(frameSources.length > 0 ? [`frame-src ${frameSources.join(' ')}`] : []),
    development ? "script-src 'self' 'unsafe-inline'" : `script-src 'self' ${START_AFTER_PAINT_SOURCE}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    development ? "connect-src 'self' ws:" : "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
    ...(https ? ['upgrade-insecure-requests'] : []),
  ].join('; ')

export const securityHeaders =
  ({
    development,
    https,
    frameSourcesFor = () => [],
  }: {
    development: boolean
    https: boolean
    /** The players a page may frame, by its path (server/streamers/embeds.ts); decided here, not by the page. */
    frameSourcesFor?: ((path: string) => ReadonlyArray<string>) | undefined
  }): MiddlewareHandler =>
  async (c, next) => {
    await next()
    const headers = c.res.headers
    // A route that writes its own policy (an uploaded SVG under /media: a sandbox that loads nothing)
    // answers with that one alone, written to be stricter than the site's: a second policy beside it
    // would be enforced as the intersection of both, a policy nobody wrote down (ADR 0038).
    if (!headers.has('Content-Security-Policy')) {
      const isPage = (headers.get('Content-Type') ?? '').startsWith('text/html')
      const frameSources = isPage ? frameSourcesFor(c.req.path) : []
      headers.set('Content-Security-Policy', contentSecurityPolicy({ development, https, frameSources }))
    }
    headers.set('X-Content-Type-Options', 'nosniff')
    headers.set('Referrer-Policy', 'strict-origin-when-cross-origin')
    headers.set('X-Frame-Options', 'DENY')
    // A guest's page may say it needs no window of its own (its renderer: vike.ts, ADR 0085).
    if (!headers.has('Cross-Origin-Opener-Policy')) headers.set('Cross-Origin-Opener-Policy', 'same-origin')
    headers.set('Cross-Origin-Resource-Policy', 'same-origin')
    headers.set('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=()')
    if (https) headers.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains')
  }
