/**
 * The HTTP app (server/platform/http/app.ts) in process: every request goes through `app.request`, no network.
 * The page renderer is a fake that records what it was asked; the API is the real v1 router over an
 * in-memory repository (the database-backed API has its own suite, api-v1.test.ts).
 */
import { createHash } from 'node:crypto'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gunzipSync } from 'node:zlib'
import { Hono } from 'hono'
import pino from 'pino'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { BuildInfo } from '#core/shared/build/build-info.ts'
import type { AccountsEnv } from '#server/accounts/index.ts'
import { createApiV1 } from '#server/platform/http/api-v1.ts'
import type { AppDependencies } from '#server/platform/http/app.ts'
import { START_AFTER_PAINT } from '#server/platform/http/start-scripts.ts'
import type { TournamentRepository } from '#server/tournaments/tournament.repository.ts'
import { createTestApp } from './support/app.ts'

/** The one inline script a page may run: the loader of its start scripts (ADR 0051). */
const START_LOADER_HASH = `'sha256-${createHash('sha256').update(START_AFTER_PAINT).digest('base64')}'`

const BUILD: BuildInfo = { id: '20260101000000-abcdef12', timestamp: '2026-01-01T00:00:00.000Z' }
const PAGE_HTML = `<!doctype html><html lang="uk"><body>${'<p>Ватра</p>'.repeat(200)}</body></html>`

interface RenderCall {
  readonly method: string
  readonly path: string
}

/** A renderPage that records its calls and answers a (compressible, > 1 KiB) HTML page. */
const recordingRenderer = () => {
  const calls: RenderCall[] = []
  const renderPage = async (request: Request, path: string): Promise<Response> => {
    calls.push({ method: request.method, path })
    return new Response(PAGE_HTML, { status: 200, headers: { 'Content-Type': 'text/html; charset=utf-8' } })
  }
  return { calls, renderPage }
}

// The accounts endpoints have suites of their own (tests/api/accounts-*.test.ts).
const noAccounts = { routes: new Hono<AccountsEnv>() }

const emptyRepository: TournamentRepository = {
  findTournamentBySlugOrId: async () => undefined,
  listTournaments: async () => ({ count: 0, results: [] }),
  listParticipants: async () => undefined,
  listPublicTournaments: async () => [],
  findUpdatedAt: async () => undefined,
  findResults: async () => undefined,
  findMatch: async () => undefined,
  findPayouts: async () => undefined,
}

const makeApp = (overrides: Partial<AppDependencies> = {}) => {
  const renderer = recordingRenderer()
  const app = createTestApp({
    build: BUILD,
    api: createApiV1({ tournaments: emptyRepository, accounts: noAccounts }),
    renderPage: renderer.renderPage,
    ...overrides,
  })
  return { app, calls: renderer.calls }
}

const problem = async (response: Response): Promise<{ detail: string; code: string }> => {
  expect(response.headers.get('Content-Type')).toMatch(/^application\/json/)
  return (await response.json()) as { detail: string; code: string }
}

describe('GET /healthz', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('answers 200 ok, uncached, when ready and the database pings', async () => {
    const { app } = makeApp()
    const response = await app.request('/healthz')
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ status: 'ok' })
    expect(response.headers.get('Cache-Control')).toBe('no-store')
  })

  it('answers 503 with Retry-After while the server is not ready, without asking the database', async () => {
    const ping = vi.fn(async () => {})
    const { app } = makeApp({ isReady: () => false, ping })
    const response = await app.request('/healthz')
    expect(response.status).toBe(503)
    expect(response.headers.get('Retry-After')).toBe('5')
    expect(await response.json()).toEqual({ status: 'unavailable' })
    expect(ping).not.toHaveBeenCalled()
  })

  it('answers 503 when the database ping rejects', async () => {
    const { app } = makeApp({ ping: () => Promise.reject(new Error('connection refused')) })
    const response = await app.request('/healthz')
    expect(response.status).toBe(503)
  })

  it('answers 503 after 2 s when the database ping hangs, not later', async () => {
    vi.useFakeTimers()
    const { app } = makeApp({ ping: () => new Promise<void>(() => {}) })
    let settled: Response | undefined
    const pending = Promise.resolve(app.request('/healthz')).then((response) => {
      settled = response
      return response
    })
    await vi.advanceTimersByTimeAsync(1_900)
    expect(settled).toBeUndefined()
    await vi.advanceTimersByTimeAsync(200)
    expect((await pending).status).toBe(503)
  })

  it('follows readiness as it changes (starting, serving, draining)', async () => {
    let ready = false
    const { app } = makeApp({ isReady: () => ready })
    expect((await app.request('/healthz')).status).toBe(503)
    ready = true
    expect((await app.request('/healthz')).status).toBe(200)
    ready = false
    expect((await app.request('/healthz')).status).toBe(503)
  })
})

describe('GET /builds/latest.json', () => {
  it('answers the running build, never cached', async () => {
    const { app, calls } = makeApp()
    const response = await app.request('/builds/latest.json')
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual(BUILD)
    expect(response.headers.get('Cache-Control')).toBe('no-store')
    expect(calls).toEqual([])
  })
})

describe('API mounting and JSON errors', () => {
  it('serves API v1 under /api/v1 and /en/api/v1, not through the page renderer', async () => {
    const { app, calls } = makeApp()
    for (const path of ['/api/v1/tournaments', '/en/api/v1/tournaments']) {
      const response = await app.request(path)
      expect(response.status, path).toBe(200)
      expect(await response.json()).toEqual({ count: 0, next: null, previous: null, results: [] })
    }
    expect(calls).toEqual([])
  })

  it('answers unknown API v1 paths with a JSON 404, Ukrainian without prefix and English under /en', async () => {
    const { app, calls } = makeApp()
    for (const path of ['/api/v1/nope', '/api/v1', '/api/v1/', '/api/v1/tournaments/x/y']) {
      const response = await app.request(path)
      expect(response.status, path).toBe(404)
      expect(await problem(response), path).toEqual({ detail: 'Не знайдено.', code: 'not_found' })
    }
    for (const path of ['/en/api/v1/nope', '/en/api/v1', '/en/api/v1/tournaments/x/y']) {
      const response = await app.request(path)
      expect(response.status, path).toBe(404)
      expect(await problem(response), path).toEqual({ detail: 'Not found.', code: 'not_found' })
    }
    expect(calls).toEqual([])
  })

  it('answers an unknown tournament with a JSON 404 in the language of the URL', async () => {
    const { app } = makeApp()
    expect(await problem(await app.request('/api/v1/tournaments/no-such-cup'))).toEqual({
      detail: 'Не знайдено.',
      code: 'not_found',
    })
    expect(await problem(await app.request('/en/api/v1/tournaments/no-such-cup'))).toEqual({
      detail: 'Not found.',
      code: 'not_found',
    })
  })

  // Issue 2, item 3: "unknown API paths are a JSON 404, never the HTML page". The app already treats
  // every /api/ path as API when it fails (onError); an unknown version or area must not render HTML.
  it('answers any other path under /api/ (or /en/api/) with a JSON 404, never the HTML page', async () => {
    const { app, calls } = makeApp()
    for (const [path, detail] of [
      ['/api/v2/tournaments', 'Не знайдено.'],
      ['/api/nope', 'Не знайдено.'],
      ['/en/api/v2/tournaments', 'Not found.'],
    ] as const) {
      const response = await app.request(path)
      expect(response.status, path).toBe(404)
      expect(await problem(response), path).toEqual({ detail, code: 'not_found' })
    }
    expect(calls).toEqual([])
  })

  it('answers a JSON 500 (not the HTML fallback) when an API handler throws', async () => {
    const failing: TournamentRepository = {
      findTournamentBySlugOrId: () => Promise.reject(new Error('db down')),
      listTournaments: () => Promise.reject(new Error('db down')),
      listParticipants: () => Promise.reject(new Error('db down')),
      listPublicTournaments: () => Promise.reject(new Error('db down')),
      findUpdatedAt: () => Promise.reject(new Error('db down')),
      findResults: () => Promise.reject(new Error('db down')),
      findMatch: () => Promise.reject(new Error('db down')),
      findPayouts: () => Promise.reject(new Error('db down')),
    }
    const { app } = makeApp({ api: createApiV1({ tournaments: failing, accounts: noAccounts }) })
    const uk = await app.request('/api/v1/tournaments')
    expect(uk.status).toBe(500)
    expect(await problem(uk)).toEqual({ detail: 'Внутрішня помилка сервера.', code: 'server_error' })
    const en = await app.request('/en/api/v1/tournaments/x')
    expect(en.status).toBe(500)
    expect(await problem(en)).toEqual({ detail: 'Internal server error.', code: 'server_error' })
  })

  it('logs an unhandled error with the request id, never its stack to the client', async () => {
    const lines: string[] = []
    const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(line) })
    const { app } = makeApp({
      logger,
      renderPage: () => Promise.reject(new Error('secret stack detail')),
    })
    const response = await app.request('/about')
    const body = await response.text()
    expect(body).not.toContain('secret stack detail')
    const requestId = response.headers.get('X-Request-Id')
    const logged = lines.map((line) => JSON.parse(line) as { msg: string; reqId?: string; level: number })
    expect(logged.find((entry) => entry.msg === 'unhandled error')).toMatchObject({
      reqId: requestId,
      level: 50,
    })
    expect(logged.find((entry) => entry.msg === 'request')).toMatchObject({ reqId: requestId })
  })
})

describe('request guards', () => {
  it('answers 405 with Allow: GET, HEAD for other methods on pages, without rendering', async () => {
    const { app, calls } = makeApp()
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']) {
      const response = await app.request('/about', { method })
      expect(response.status, method).toBe(405)
      expect(response.headers.get('Allow'), method).toBe('GET, HEAD')
      expect(await problem(response)).toEqual({
        detail: 'Метод не підтримується.',
        code: 'method_not_allowed',
      })
    }
    const en = await app.request('/en/about', { method: 'POST' })
    expect(await problem(en)).toEqual({ detail: 'Method not allowed.', code: 'method_not_allowed' })
    expect(calls).toEqual([])
  })

  it('renders HEAD requests for pages like GET, without a body', async () => {
    const { app, calls } = makeApp()
    const response = await app.request('/about', { method: 'HEAD' })
    expect(response.status).toBe(200)
    expect(await response.text()).toBe('')
    expect(calls.map((call) => call.path)).toEqual(['/about'])
  })

  it('answers 414 for a path longer than 2048 characters and accepts one of 2048', async () => {
    const { app, calls } = makeApp()
    const atLimit = `/${'a'.repeat(2047)}`
    expect((await app.request(atLimit)).status).toBe(200)
    const over = await app.request(`/${'a'.repeat(2048)}`)
    expect(over.status).toBe(414)
    expect(await problem(over)).toEqual({ detail: 'Адреса запиту задовга.', code: 'uri_too_long' })
    const overEn = await app.request(`/en/${'a'.repeat(2048)}`)
    expect(await problem(overEn)).toEqual({ detail: 'The request URI is too long.', code: 'uri_too_long' })
    expect(calls).toHaveLength(1)
  })

  it('answers 414 for a query longer than 4096 characters, on pages and on the API', async () => {
    const { app, calls } = makeApp()
    expect((await app.request(`/about?q=${'x'.repeat(4000)}`)).status).toBe(200)
    for (const path of ['/about', '/api/v1/tournaments']) {
      const response = await app.request(`${path}?q=${'x'.repeat(4097)}`)
      expect(response.status, path).toBe(414)
      expect((await problem(response)).code).toBe('uri_too_long')
    }
    expect(calls).toHaveLength(1)
  })

  it('answers 400 for malformed percent-encoding and encoded NUL bytes, never 500', async () => {
    const { app, calls } = makeApp()
    for (const path of [
      '/%',
      '/%E0%A4%A',
      '/about%zz',
      '/%c0%af',
      '/a%00b',
      '/en/a%00',
      '/api/v1/tournaments/%ff',
    ]) {
      const response = await app.request(path)
      expect(response.status, path).toBe(400)
      expect((await problem(response)).code, path).toBe('bad_request')
    }
    expect(calls).toEqual([])
  })

  it('passes well-formed encoded paths (Cyrillic) to the renderer as they came', async () => {
    const { app, calls } = makeApp()
    const path = `/${encodeURIComponent('турніри')}?q=${encodeURIComponent('кубок')}`
    expect((await app.request(path)).status).toBe(200)
    expect(calls).toEqual([{ method: 'GET', path }])
  })

  it('answers a malformed query on the API with a 400, never 500', async () => {
    const { app } = makeApp()
    for (const query of ['search=%E0%A4%A', 'page=%E0%A4%A', 'other=%E0%A4%A']) {
      const response = await app.request(`/api/v1/tournaments?${query}`)
      expect(response.status, query).toBe(400)
      expect((await problem(response)).code, query).toBe('bad_request')
    }
  })
})

describe('security headers', () => {
  const directives = (response: Response): Map<string, string> => {
    const csp = response.headers.get('Content-Security-Policy') ?? ''
    return new Map(
      csp
        .split(';')
        .map((part) => part.trim())
        .filter(Boolean)
        .map((part) => {
          const [name = '', ...values] = part.split(/\s+/)
          return [name, values.join(' ')] as const
        }),
    )
  }

  it('sends a strict CSP and the other headers on pages, API answers, errors and redirects', async () => {
    const { app } = makeApp()
    const responses = await Promise.all([
      app.request('/'),
      app.request('/api/v1/tournaments'),
      app.request('/api/v1/nope'),
      app.request('/%'),
      app.request('/about', { method: 'POST' }),
      app.request('/', { headers: { Cookie: 'lang=en' } }),
      makeApp({ renderPage: () => Promise.reject(new Error('boom')) }).app.request('/about'),
    ])
    for (const response of responses) {
      const csp = directives(response)
      expect(csp.get('default-src')).toBe("'self'")
      expect(csp.get('object-src')).toBe("'none'")
      expect(csp.get('base-uri')).toBe("'none'")
      expect(csp.get('frame-ancestors')).toBe("'none'")
      expect(csp.get('script-src')).toBe(`'self' ${START_LOADER_HASH}`)
      expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff')
      expect(response.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin')
      expect(response.headers.get('Cross-Origin-Opener-Policy')).toBe('same-origin')
      expect(response.headers.get('Strict-Transport-Security')).toBeNull()
    }
  })

  it("keeps a guest's page's own opener policy and gives every other answer its own group", async () => {
    const guestPage = async () =>
      new Response(PAGE_HTML, {
        headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cross-Origin-Opener-Policy': 'unsafe-none' },
      })
    const { app } = makeApp({ renderPage: guestPage })
    expect((await app.request('/about')).headers.get('Cross-Origin-Opener-Policy')).toBe('unsafe-none')
    const api = await app.request('/api/v1/tournaments')
    expect(api.headers.get('Cross-Origin-Opener-Policy')).toBe('same-origin')
  })

  it('allows no inline script but the start loader, and no eval, in production (development may, for Vite)', async () => {
    const production = directives(await makeApp({ development: false }).app.request('/'))
    expect(production.get('script-src')).toBe(`'self' ${START_LOADER_HASH}`)
    expect(production.get('default-src')).not.toContain('unsafe')
    const development = directives(await makeApp({ development: true }).app.request('/'))
    expect(development.get('object-src')).toBe("'none'")
  })

  it('sends HSTS only when served over HTTPS', async () => {
    const { app } = makeApp({ https: true })
    const response = await app.request('/')
    expect(response.headers.get('Strict-Transport-Security')).toMatch(/^max-age=\d{7,}/)
    expect(directives(response).has('upgrade-insecure-requests')).toBe(true)
    expect(
      directives(await makeApp({ https: false }).app.request('/')).has('upgrade-insecure-requests'),
    ).toBe(false)
  })
})

describe('compression', () => {
  it('gzips a large page when Accept-Encoding asks for it, and says so in Vary', async () => {
    const { app } = makeApp()
    const response = await app.request('/', { headers: { 'Accept-Encoding': 'gzip, deflate, br' } })
    expect(response.headers.get('Content-Encoding')).toBe('gzip')
    expect(response.headers.get('Vary') ?? '').toMatch(/accept-encoding/i)
    const body = gunzipSync(Buffer.from(await response.arrayBuffer())).toString('utf8')
    expect(body).toBe(PAGE_HTML)
  })

  it('sends the page uncompressed when the client does not accept gzip', async () => {
    const { app } = makeApp()
    const response = await app.request('/', { headers: { 'Accept-Encoding': 'identity' } })
    expect(response.headers.get('Content-Encoding')).toBeNull()
    expect(await response.text()).toBe(PAGE_HTML)
  })
})

describe('request ids', () => {
  it('gives every answer its own X-Request-Id, rendered pages included', async () => {
    const { app } = makeApp()
    const paths = ['/healthz', '/api/v1/nope', '/about', '/']
    const ids = await Promise.all(
      paths.map(async (path) => [path, (await app.request(path)).headers.get('X-Request-Id')] as const),
    )
    for (const [path, id] of ids) expect(id, path).toMatch(/^[\w-]{8,}$/)
    expect(new Set(ids.map(([, id]) => id)).size).toBe(ids.length)
  })

  it('keeps a well-formed incoming request id and replaces a malicious one', async () => {
    const { app } = makeApp()
    const kept = await app.request('/healthz', { headers: { 'X-Request-Id': 'lb-1234-abcd' } })
    expect(kept.headers.get('X-Request-Id')).toBe('lb-1234-abcd')
    const replaced = await app.request('/healthz', {
      headers: { 'X-Request-Id': '<script>alert(1)</script>' },
    })
    expect(replaced.headers.get('X-Request-Id')).toMatch(/^[\w-]{8,}$/)
  })
})

describe('static files', () => {
  let parent: string
  let root: string

  beforeAll(async () => {
    parent = await mkdtemp(join(tmpdir(), 'esports-static-'))
    root = join(parent, 'client')
    await mkdir(join(root, 'assets'), { recursive: true })
    await writeFile(join(root, 'assets', 'x.js'), 'console.log("x")\n')
    await writeFile(join(root, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')
    await writeFile(join(parent, 'secret.txt'), 'top secret')
  })
  afterAll(async () => {
    await rm(parent, { recursive: true, force: true })
  })

  it('serves hashed assets with an immutable one-year cache', async () => {
    const { app, calls } = makeApp({ staticRoot: root })
    const response = await app.request('/assets/x.js')
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toMatch(/javascript/)
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable')
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff')
    expect(await response.text()).toBe('console.log("x")\n')
    expect(calls).toEqual([])
  })

  it('serves other public files with a short cache', async () => {
    const { app } = makeApp({ staticRoot: root })
    const response = await app.request('/favicon.svg')
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toMatch(/^image\/svg\+xml/)
    const cacheControl = response.headers.get('Cache-Control') ?? ''
    expect(cacheControl).not.toContain('immutable')
    expect(Number(/max-age=(\d+)/.exec(cacheControl)?.[1])).toBeLessThanOrEqual(86_400)
  })

  it('hands missing files to the page renderer (its 404 page)', async () => {
    const { app, calls } = makeApp({ staticRoot: root })
    await app.request('/assets/missing.js')
    await app.request('/about')
    expect(calls.map((call) => call.path)).toEqual(['/assets/missing.js', '/about'])
  })

  it('never serves files outside the static root', async () => {
    const { app } = makeApp({ staticRoot: root })
    for (const path of [
      '/../secret.txt',
      '/..%2fsecret.txt',
      '/%2e%2e/secret.txt',
      '/assets/..%2f..%2fsecret.txt',
    ]) {
      const response = await app.request(path)
      expect(await response.text(), path).not.toContain('top secret')
    }
  })

  it('serves nothing statically without a static root', async () => {
    const { app, calls } = makeApp()
    await app.request('/favicon.svg')
    expect(calls.map((call) => call.path)).toEqual(['/favicon.svg'])
  })
})

describe('pages and the language cookie', () => {
  it('redirects / to /en (302, Vary: Cookie) when English is remembered, keeping the query', async () => {
    const { app, calls } = makeApp()
    const response = await app.request('/?utm=x', { headers: { Cookie: 'theme=dark; lang=en' } })
    expect(response.status).toBe(302)
    expect(response.headers.get('Location')).toBe('/en?utm=x')
    expect(response.headers.get('Vary') ?? '').toMatch(/cookie/i)
    expect(calls).toEqual([])
  })

  it('renders / in Ukrainian for lang=uk, no cookie or an unknown value, with Vary: Cookie', async () => {
    for (const cookie of ['lang=uk', undefined, 'lang=fr', 'other=en']) {
      const { app, calls } = makeApp()
      const response = await app.request('/', cookie ? { headers: { Cookie: cookie } } : {})
      expect(response.status, cookie).toBe(200)
      expect(response.headers.get('Vary') ?? '', cookie).toMatch(/cookie/i)
      expect(calls, cookie).toEqual([{ method: 'GET', path: '/' }])
    }
  })

  it('redirects every unprefixed page to its /en twin when English is remembered', async () => {
    const { app, calls } = makeApp()
    for (const [path, location] of [
      ['/about', '/en/about'],
      ['/tournaments/cup-1?tab=bracket', '/en/tournaments/cup-1?tab=bracket'],
      ['/login?redirect=%2Fprofile', '/en/login?redirect=%2Fprofile'],
    ] as const) {
      const response = await app.request(path, { headers: { Cookie: 'lang=en' } })
      expect(response.status, path).toBe(302)
      expect(response.headers.get('Location'), path).toBe(location)
      expect(response.headers.get('Vary') ?? '', path).toMatch(/cookie/i)
      expect(response.headers.get('Cache-Control'), path).toMatch(/private/)
    }
    const head = await app.request('/about', { method: 'HEAD', headers: { Cookie: 'lang=en' } })
    expect(head.status).toBe(302)
    expect(calls).toEqual([])
  })

  it("never redirects a prefixed page, a client navigation's data or a form post", async () => {
    const { app, calls } = makeApp()
    for (const path of ['/en', '/en/about', '/about/index.pageContext.json']) {
      const response = await app.request(path, { headers: { Cookie: 'lang=en' } })
      expect(response.status, path).toBe(200)
    }
    // A Ukrainian reader who opens an English link gets the English page.
    expect((await app.request('/en/about', { headers: { Cookie: 'lang=uk' } })).status).toBe(200)
    const post = await app.request('/about', { method: 'POST', headers: { Cookie: 'lang=en' } })
    expect(post.status).toBe(405)
    expect(calls.map((call) => call.path)).toEqual([
      '/en',
      '/en/about',
      '/about/index.pageContext.json',
      '/en/about',
    ])
  })

  it('says that an unprefixed page depends on the cookie and Accept-Language', async () => {
    const { app } = makeApp()
    for (const path of ['/about', '/about/index.pageContext.json']) {
      const vary = (await app.request(path)).headers.get('Vary') ?? ''
      expect(vary, path).toMatch(/cookie/i)
      expect(vary, path).toMatch(/accept-language/i)
    }
    expect((await app.request('/en/about')).headers.get('Vary') ?? '').not.toMatch(/accept-language/i)
  })

  it('remembers a language chosen without JavaScript and goes on to the page in it', async () => {
    const { app, calls } = makeApp()
    const toEnglish = await app.request(`/language/en?next=${encodeURIComponent('/about?redirect=%2Fx')}`)
    expect(toEnglish.status).toBe(303)
    expect(toEnglish.headers.get('Location')).toBe('/en/about?redirect=%2Fx')
    expect(toEnglish.headers.get('Set-Cookie')).toBe('lang=en; Max-Age=31536000; Path=/; SameSite=Lax')
    expect(toEnglish.headers.get('Cache-Control')).toBe('no-store')
    const toUkrainian = await app.request(`/language/uk?next=${encodeURIComponent('/en/news')}`)
    expect(toUkrainian.headers.get('Location')).toBe('/news')
    expect(toUkrainian.headers.get('Set-Cookie')).toBe('lang=uk; Max-Age=31536000; Path=/; SameSite=Lax')
    // Only same-site paths: anything else goes to the home page.
    for (const next of [
      '//evil.example',
      'https://evil.example/',
      '/\\evil.example',
      '/%2F%2Fevil.example',
    ]) {
      const response = await app.request(`/language/en?next=${encodeURIComponent(next)}`)
      expect(response.headers.get('Location'), next).toBe('/en')
    }
    expect((await app.request('/language/en')).headers.get('Location')).toBe('/en')
    // Not a language: an ordinary (unknown) page.
    expect((await app.request('/language/fr')).status).toBe(200)
    expect(calls.map((call) => call.path)).toEqual(['/language/fr'])
  })

  it('hands the path with its query to renderPage', async () => {
    const { app, calls } = makeApp()
    const response = await app.request('http://localhost/en/about?x=1&y=2')
    expect(response.status).toBe(200)
    expect(await response.text()).toBe(PAGE_HTML)
    expect(calls).toEqual([{ method: 'GET', path: '/en/about?x=1&y=2' }])
  })

  it('answers the fallback HTML 500 page in the language of the URL when rendering throws', async () => {
    const renderPage = () => Promise.reject(new Error('renderer crashed'))
    const { app } = makeApp({ renderPage })
    const uk = await app.request('/about')
    expect(uk.status).toBe(500)
    expect(uk.headers.get('Content-Type')).toMatch(/^text\/html/)
    const ukHtml = await uk.text()
    expect(ukHtml).toContain('<html lang="uk">')
    expect(ukHtml).toContain('Внутрішня помилка сервера')
    expect(ukHtml).toContain('500')
    expect(ukHtml).not.toContain('<script')

    const en = await app.request('/en/about')
    expect(en.status).toBe(500)
    const enHtml = await en.text()
    expect(enHtml).toContain('<html lang="en">')
    expect(enHtml).toContain('Internal Server Error')
    expect(enHtml).toContain('href="/en"')
    // Titled like every page: the status, then the site's name.
    expect(ukHtml).toContain('<title>Внутрішня помилка сервера — Vatra Esports</title>')
    expect(enHtml).toContain('<title>Internal Server Error — Vatra Esports</title>')
  })

  it('answers the fallback page when renderPage throws synchronously', async () => {
    const { app } = makeApp({
      renderPage: () => {
        throw new Error('sync crash')
      },
    })
    const response = await app.request('/')
    expect(response.status).toBe(500)
    expect(await response.text()).toContain('<html lang="uk">')
  })
})
