import { serveStatic } from '@hono/node-server/serve-static'
import { Hono, type MiddlewareHandler } from 'hono'
import { compress } from 'hono/compress'
import { requestId } from 'hono/request-id'
import type { BuildInfo } from '#core/shared/build/build-info.ts'
import type { AuthHandler } from '#server/accounts/authjs/authjs.ts'
import { isDatabaseUnavailable } from '#server/platform/db/unavailable.ts'
import type { Logger } from '#server/platform/logger.ts'
import { clientIp } from './client-ip.ts'
import { fallbackErrorPage } from './fallback-error-page.ts'
import type { FormPosts } from './form-posts.ts'
import { applyLanguageCookie } from './language.ts'
import { apiError, retryLater, serviceUnavailable } from './problems.ts'
import { securityHeaders } from './security-headers.ts'

/** What the HTTP app needs from the rest of the server; main.ts wires the real parts, tests their own. */
export interface AppDependencies {
  readonly logger: Logger
  readonly build: BuildInfo
  readonly development: boolean
  readonly https: boolean
  /** Resolves when the database answers; rejects otherwise. */
  readonly ping: () => Promise<void>
  /** False while starting and shutting down: /healthz then answers 503. */
  readonly isReady: () => boolean
  /** The REST API v1, mounted under /api/v1 and /en/api/v1. */
  readonly api: Hono
  /**
   * `Idempotency-Key` on the API's POSTs and PATCHes (`createIdempotency(...).middleware`), before its
   * routes; without it the header is ignored.
   */
  readonly idempotency?: MiddlewareHandler | undefined
  /** Auth.js at /api/auth; without it (tests of other parts) those paths are JSON 404s like any /api. */
  readonly auth?: AuthHandler | undefined
  /**
   * Discord's interactions endpoint (`POST /api/discord/interactions`, docs/discord.md), mounted at
   * `/api/discord`; without it (the part is off) those paths are JSON 404s like any /api.
   */
  readonly discord?: Hono | undefined
  /**
   * The Telegram bot's webhook, `POST /api/telegram/webhook` (`createNotifications(...).webhook` of
   * server/notifications); without it (Telegram off) that path is a JSON 404 like any /api.
   */
  readonly telegram?: Hono | undefined
  /**
   * Uploaded images at `/media/*` (`createMediaRoutes` of server/uploads); without it (tests of other
   * parts) those paths render the 404 page like any unknown path.
   */
  readonly media?: Hono | undefined
  /**
   * Documents beside the pages, answered before the static files, the API's catch-all and the pages:
   * calendar files, `sitemap.xml`, `robots.txt`, the API's reference page.
   */
  readonly siteFiles?: Hono | undefined
  /** The built browser assets (dist/client); absent in development, where Vite serves them. */
  readonly staticRoot?: string | undefined
  /** Renders a page with Vike. */
  readonly renderPage: (request: Request, path: string) => Promise<Response>
  /**
   * The forms sent without JavaScript (form-posts.ts, ADR 0020): POSTs to their pages; without it
   * those are refused like any other method on a page.
   */
  readonly forms?: FormPosts | undefined
  /** Whether the client's address may be taken from `X-Forwarded-For` (config.trustProxy). */
  readonly trustProxy?: boolean | undefined
  /** The third-party players a page may frame, by its path (its CSP's frame-src); none when absent. */
  readonly frameSourcesFor?: ((path: string) => ReadonlyArray<string>) | undefined
}

/** Per-request values: the request id and whether a static file answered. */
export type AppEnv = { Variables: { requestId: string; staticFile?: boolean } }

// Limits that keep absurd requests away from routing and rendering (answered 414, never 500).
const MAX_PATH_LENGTH = 2048
const MAX_QUERY_LENGTH = 4096
const PAGE_METHODS = new Set(['GET', 'HEAD'])
const HEALTH_TIMEOUT_MS = 2000

/**
 * A path that decodes, holds no NUL, and does not start with `//`: the URL parser has already resolved
 * dot segments (`//x/%2e%2e` arrives as `//`), and a page URL that starts with `//` is read by the
 * renderer as another host (a protocol-relative URL).
 */
const isValidPath = (rawPath: string): boolean => {
  if (rawPath.startsWith('//')) return false
  try {
    decodeURIComponent(rawPath)
    return !rawPath.includes('\0') && !/%00/i.test(rawPath)
  } catch {
    return false
  }
}

export const createApp = (deps: AppDependencies): Hono<AppEnv> => {
  const app = new Hono<AppEnv>()

  app.use(requestId())
  app.use(async (c, next) => {
    const started = performance.now()
    await next()
    // Set on the final response: pages come back from Vike as their own Response objects.
    c.res.headers.set('X-Request-Id', c.get('requestId'))
    deps.logger.info(
      {
        reqId: c.get('requestId'),
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round(performance.now() - started),
      },
      'request',
    )
  })
  app.use(
    securityHeaders({
      development: deps.development,
      https: deps.https,
      frameSourcesFor: deps.frameSourcesFor,
    }),
  )
  app.use(compress())

  // Malformed or oversized URLs are refused before anything else looks at them.
  app.use(async (c, next) => {
    const url = new URL(c.req.url)
    const rawPath = c.req.url.slice(url.origin.length).split('?')[0] ?? '/'
    const query = url.search.slice(1)
    if (rawPath.length > MAX_PATH_LENGTH || query.length > MAX_QUERY_LENGTH) {
      return apiError(c, 414, 'uri_too_long', 'uriTooLong')
    }
    if (!isValidPath(rawPath)) return apiError(c, 400, 'bad_request', 'badRequest')
    await next()
  })

  app.get('/healthz', async (c) => {
    c.header('Cache-Control', 'no-store')
    const unavailable = () => {
      retryLater(c)
      return c.json({ status: 'unavailable' }, 503)
    }
    if (!deps.isReady()) return unavailable()
    let timer: ReturnType<typeof setTimeout> | undefined
    try {
      await Promise.race([
        deps.ping(),
        new Promise((_, reject) => {
          timer = setTimeout(() => reject(new Error('timeout')), HEALTH_TIMEOUT_MS)
        }),
      ])
      return c.json({ status: 'ok' })
    } catch {
      return unavailable()
    } finally {
      clearTimeout(timer)
    }
  })

  app.get('/builds/latest.json', (c) => {
    c.header('Cache-Control', 'no-store')
    return c.json(deps.build)
  })

  // Before the static files and pages, in development too (Vite passes /media/* through to here).
  if (deps.media) app.route('/', deps.media)
  if (deps.siteFiles) app.route('/', deps.siteFiles)

  for (const prefix of ['/api/v1', '/en/api/v1']) {
    if (deps.idempotency) app.use(`${prefix}/*`, deps.idempotency)
    app.route(prefix, deps.api)
  }
  const auth = deps.auth
  if (auth) app.all('/api/auth/*', (c) => auth.handle(c.req.raw, clientIp(c, auth.trustProxy)))
  if (deps.discord) app.route('/api/discord', deps.discord)
  if (deps.telegram) app.route('/', deps.telegram)
  // Anything else under /api is a JSON 404, never the HTML page.
  for (const prefix of ['/api', '/en/api']) {
    app.all(`${prefix}/*`, (c) => apiError(c, 404, 'not_found', 'notFound'))
    app.all(prefix, (c) => apiError(c, 404, 'not_found', 'notFound'))
  }

  if (deps.staticRoot) {
    app.on(['GET', 'HEAD'], '*', async (c, next) => {
      await next()
      if (!c.get('staticFile')) return
      // Vite names built files by content hash: they never change, so browsers keep them for a year.
      c.res.headers.set(
        'Cache-Control',
        c.req.path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
      )
    })
    app.on(
      ['GET', 'HEAD'],
      '*',
      serveStatic({
        root: deps.staticRoot,
        // .br/.gz files written by scripts/compress-assets.ts at build time.
        precompressed: true,
        onFound: (_path, c) => c.set('staticFile', true),
      }),
    )
  }

  applyLanguageCookie(app)

  app.all('*', async (c) => {
    const forms = deps.forms
    if (forms && c.req.method === 'POST') {
      const answer = await forms.answer(c.req.raw, c.env, clientIp(c, deps.trustProxy ?? false))
      if (answer) return answer
    }
    if (!PAGE_METHODS.has(c.req.method)) {
      c.header('Allow', 'GET, HEAD')
      return apiError(c, 405, 'method_not_allowed', 'methodNotAllowed')
    }
    const url = new URL(c.req.url)
    return deps.renderPage(c.req.raw, `${url.pathname}${url.search}`)
  })

  app.onError((error, c) => {
    const isApi = /^(\/en)?\/api\//.test(c.req.path)
    // The database away (restarting, out of reach, closing): nothing was wrong with the request, which
    // may be sent again shortly. A page or a form post gets the error page with the same status.
    if (isDatabaseUnavailable(error)) {
      deps.logger.warn({ reqId: c.get('requestId'), err: error }, 'database unavailable')
      if (isApi) return serviceUnavailable(c)
      retryLater(c)
      return c.html(fallbackErrorPage(c.req.path, 503), 503)
    }
    deps.logger.error({ reqId: c.get('requestId'), err: error }, 'unhandled error')
    if (isApi) return apiError(c, 500, 'server_error', 'internal')
    // Vike renders the error page for failures inside pages; this is the last resort when rendering
    // itself failed, so the browser still gets a page rather than a blank screen.
    return c.html(fallbackErrorPage(c.req.path), 500)
  })

  return app
}
