/**
 * `GET`/`HEAD /media/{key}` through the whole HTTP app (security headers, compression), on both
 * storage adapters: the headers that make stored images safe to serve and cache (V3.2.1 sandbox,
 * V3.4.4 nosniff, V5.4.1 the server's own file name), validators, and 404s that never reach the
 * storage for a key outside the grammar.
 */
import { createHash } from 'node:crypto'
import { mkdir, writeFile } from 'node:fs/promises'
import { createServer, get } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createNodeListener } from '#server/platform/http/node-listener.ts'
import { START_AFTER_PAINT } from '#server/platform/http/start-scripts.ts'
import { createMediaRoutes, type ObjectStorage } from '#server/uploads/index.ts'
import { createTestApp } from './support/app.ts'
import {
  createUploadHarness,
  type OpenedStorage,
  png,
  storageBackends,
  svgOfSize,
  type UploadHarness,
  uploadAnswer,
} from './support/images.ts'

const YEAR = 'public, max-age=31536000, immutable'
/** An uploaded SVG's policy: a sandbox that loads nothing but inline styles and images, framed by no page. */
const SVG_POLICY = [
  'sandbox',
  "default-src 'none'",
  "style-src 'unsafe-inline'",
  'img-src data:',
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
]
/** The site's policy over plain HTTP in production (ADR 0006). */
const SITE_POLICY = [
  "default-src 'self'",
  `script-src 'self' 'sha256-${createHash('sha256').update(START_AFTER_PAINT).digest('base64')}'`,
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
  "form-action 'self'",
]

/** Counts what reaches the storage, to show that bad keys never do. */
const observed = (inner: ObjectStorage) => {
  const calls: string[] = []
  const storage: ObjectStorage = {
    ...inner,
    stat: (key) => {
      calls.push(`stat ${key}`)
      return inner.stat(key)
    },
    get: (key) => {
      calls.push(`get ${key}`)
      return inner.get(key)
    },
  }
  return { storage, calls }
}

describe.each(storageBackends)('media routes on $name', (backend) => {
  let opened: OpenedStorage
  let harness: UploadHarness
  let calls: string[]
  let pngKey: string
  let svgKey: string
  let pngBytes: Buffer

  beforeAll(async () => {
    opened = await backend.open()
    const watched = observed(opened.storage)
    calls = watched.calls
    harness = await createUploadHarness({ storage: watched.storage })
    const raster = await uploadAnswer(await harness.upload(await png({ width: 128, height: 128 })))
    pngKey = raster.record.fallbackKey
    const vector = await uploadAnswer(
      await harness.upload(svgOfSize(400), { filename: 'logo.svg', type: 'image/svg+xml' }),
    )
    svgKey = vector.record.fallbackKey
    const stored = await opened.storage.get(pngKey)
    if (stored === null) throw new Error('not stored')
    pngBytes = Buffer.from(await new Response(stored.body).arrayBuffer())
  })
  afterAll(async () => {
    await harness.dispose()
    await opened.dispose()
  })

  it('serves a stored PNG with its type, length, a year of caching, a validator and nosniff (V3.4.4)', async () => {
    const response = await harness.app.request(`/media/${pngKey}`)
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toBe('image/png')
    expect(response.headers.get('Content-Length')).toBe(String(pngBytes.length))
    expect(response.headers.get('Cache-Control')).toBe(YEAR)
    expect(response.headers.get('ETag')).toMatch(/^"[^"]+"$/)
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff')
    expect(Buffer.from(await response.arrayBuffer()).equals(pngBytes)).toBe(true)
  })

  it("V5.4.1 names the file with the server's own name in Content-Disposition", async () => {
    const response = await harness.app.request(`/media/${pngKey}`)
    const name = pngKey.slice(pngKey.lastIndexOf('/') + 1)
    expect(response.headers.get('Content-Disposition')).toBe(`inline; filename="${name}"`)
    await response.body?.cancel()
  })

  it('V3.2.1 serves an SVG in a CSP sandbox without scripts or outside loads, its only policy', async () => {
    const response = await harness.app.request(`/media/${svgKey}`)
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toBe('image/svg+xml')
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff')
    // One policy (policies are separated by commas), stricter than the site's in all it sets.
    expect(response.headers.get('Content-Security-Policy')?.split('; ')).toEqual(SVG_POLICY)
    expect(await response.text()).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/)
  })

  it('sends one Content-Security-Policy header on the wire: an SVG its own, an image and a page the site’s', async () => {
    const app = createTestApp({
      api: new Hono(),
      media: createMediaRoutes(opened.storage),
      renderPage: async () =>
        new Response('<!doctype html><title>page</title>', {
          headers: { 'Content-Type': 'text/html; charset=utf-8' },
        }),
    })
    const server = createServer(createNodeListener(app.fetch))
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    /** Every `Content-Security-Policy` header line of the answer, as the socket carried them. */
    const policiesOf = (path: string) =>
      new Promise<string[]>((resolve, reject) => {
        get(`${origin}${path}`, (response) => {
          response.resume()
          const values: string[] = []
          for (let at = 0; at < response.rawHeaders.length; at += 2) {
            if (response.rawHeaders[at]?.toLowerCase() === 'content-security-policy') {
              values.push(response.rawHeaders[at + 1] ?? '')
            }
          }
          response.on('end', () => resolve(values))
        }).on('error', reject)
      })
    try {
      expect((await policiesOf(`/media/${svgKey}`)).map((policy) => policy.split('; '))).toEqual([SVG_POLICY])
      expect((await policiesOf(`/media/${pngKey}`)).map((policy) => policy.split('; '))).toEqual([
        SITE_POLICY,
      ])
      expect((await policiesOf('/')).map((policy) => policy.split('; '))).toEqual([SITE_POLICY])
    } finally {
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
    }
  })

  it('gives a raster image the site policy only (no sandbox needed, nothing is replaced)', async () => {
    const response = await harness.app.request(`/media/${pngKey}`)
    expect(response.headers.get('Content-Security-Policy')).not.toContain('sandbox')
    expect(response.headers.get('Content-Security-Policy')).toContain("default-src 'self'")
    await response.body?.cancel()
  })

  it('answers HEAD with the headers and no body', async () => {
    const response = await harness.app.request(`/media/${svgKey}`, { method: 'HEAD' })
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toBe('image/svg+xml')
    expect(response.headers.get('Cache-Control')).toBe(YEAR)
    expect(response.headers.get('Content-Security-Policy')).toMatch(/^sandbox;/)
    expect(Number(response.headers.get('Content-Length'))).toBeGreaterThan(0)
    expect(await response.text()).toBe('')
  })

  it('answers 304 to a matching If-None-Match, 200 to another', async () => {
    const first = await harness.app.request(`/media/${pngKey}`)
    const etag = first.headers.get('ETag') ?? ''
    await first.body?.cancel()
    const again = await harness.app.request(`/media/${pngKey}`, { headers: { 'If-None-Match': etag } })
    expect(again.status).toBe(304)
    expect(again.headers.get('ETag')).toBe(etag)
    expect(again.headers.get('Cache-Control')).toBe(YEAR)
    expect(await again.text()).toBe('')
    const weak = await harness.app.request(`/media/${pngKey}`, {
      headers: { 'If-None-Match': `"other", W/${etag}` },
    })
    expect(weak.status).toBe(304)
    const other = await harness.app.request(`/media/${pngKey}`, { headers: { 'If-None-Match': '"other"' } })
    expect(other.status).toBe(200)
    await other.body?.cancel()
  })

  it('answers 404 (not cached) for a well-formed key that holds nothing', async () => {
    const response = await harness.app.request('/media/avatars/0123456789abcdef0123456789abcdef-64.png')
    expect(response.status).toBe(404)
    expect(response.headers.get('Cache-Control')).toBe('no-store')
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff')
    const head = await harness.app.request('/media/avatars/0123456789abcdef0123456789abcdef-64.png', {
      method: 'HEAD',
    })
    expect(head.status).toBe(404)
  })

  it('V5.3.2 answers 404 for a key outside the grammar without asking the storage', async () => {
    const before = calls.length
    for (const path of [
      '/media/',
      '/media/x.png',
      '/media/avatars/x.exe',
      '/media/avatars/x.html',
      '/media/avatars/X.PNG',
      '/media/avatars/..%2f..%2fsecrets.png',
      '/media/avatars/%2e%2e/x.png',
      '/media/avatars//x.png',
      '/media/avatars/x.png%00.jpg',
      `/media/avatars/${'a'.repeat(300)}.png`,
    ]) {
      const response = await harness.app.request(path)
      // A NUL byte is refused by the app's URL check (400) before routing; the rest are 404s.
      expect(path.includes('%00') ? 400 : 404, path).toBe(response.status)
    }
    expect(calls.slice(before)).toEqual([])
  })

  it('refuses other methods', async () => {
    const response = await harness.app.request(`/media/${pngKey}`, { method: 'DELETE' })
    expect(response.status).toBe(405)
    expect((await opened.storage.stat(pngKey))?.size).toBe(pngBytes.length)
  })
})

describe('media in the disk folder', () => {
  let harness: UploadHarness
  beforeAll(async () => {
    harness = await createUploadHarness()
  })
  afterAll(() => harness.dispose())

  it('never serves a file of another type put into the folder by hand', async () => {
    await mkdir(join(harness.root, 'avatars'), { recursive: true })
    await writeFile(join(harness.root, 'avatars', 'evil.html'), '<script>alert(1)</script>')
    await writeFile(join(harness.root, 'avatars', 'evil.png.html'), '<script>alert(1)</script>')
    expect((await harness.app.request('/media/avatars/evil.html')).status).toBe(404)
    expect((await harness.app.request('/media/avatars/evil.png.html')).status).toBe(404)
  })

  it('serves a PNG-named file as image/png whatever its bytes, with nosniff so no browser guesses HTML', async () => {
    await mkdir(join(harness.root, 'avatars'), { recursive: true })
    await writeFile(join(harness.root, 'avatars', 'planted.png'), '<html><script>alert(1)</script></html>')
    const response = await harness.app.request('/media/avatars/planted.png')
    expect(response.headers.get('Content-Type')).toBe('image/png')
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff')
    await response.body?.cancel()
  })
})

describe('media in development (npm run dev)', () => {
  it('is served by the same app Vite hands unknown paths to, with the same headers', async () => {
    const harness = await createUploadHarness()
    try {
      const { record } = await uploadAnswer(await harness.upload(await png({ width: 64, height: 64 })))
      const development = createTestApp({
        development: true,
        api: new Hono(),
        media: createMediaRoutes(harness.storage),
        renderPage: async () => new Response('page', { status: 404 }),
      })
      const response = await development.request(`/media/${record.fallbackKey}`)
      expect(response.status).toBe(200)
      expect(response.headers.get('Content-Type')).toBe('image/png')
      expect(response.headers.get('Cache-Control')).toBe(YEAR)
      await response.body?.cancel()
    } finally {
      await harness.dispose()
    }
  })
})
