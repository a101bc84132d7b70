import { expect, test } from './fixtures.ts'

// The fonts a page's stylesheets name start downloading with the stylesheets, not after them: the
// head preloads each one, once. A Ukrainian page needs the Latin files too (spaces, digits, the
// brand's name), so every page preloads all of them (docs/performance.md).

const PAGES = ['/', '/en', '/login', '/en/login', '/tournaments', '/en/about']

const STYLESHEET = /<link\b[^>]*\brel="stylesheet"[^>]*\bhref="([^"]+)"/g
const FONT_PRELOAD = /<link\b[^>]*\brel="preload"[^>]*\bas="font"[^>]*>/g
const CSS_FONT_URL = /url\(["']?([^"')]+\.woff2)["']?\)/g

for (const path of PAGES) {
  test(`${path} preloads each font its stylesheets use, once`, async ({ request }) => {
    const html = await (await request.get(path)).text()
    const css = await Promise.all(
      [...html.matchAll(STYLESHEET)].map(async ([, href]) => (await request.get(href ?? '')).text()),
    )
    const used = new Set(css.flatMap((sheet) => [...sheet.matchAll(CSS_FONT_URL)].map(([, url]) => url)))
    expect(used.size, 'the stylesheets name the Latin and Cyrillic files of both families').toBe(4)

    const preloads = [...html.matchAll(FONT_PRELOAD)].map(([tag]) => tag)
    const hrefs = preloads.map((tag) => /\bhref="([^"]+)"/.exec(tag)?.[1])
    expect(hrefs.toSorted()).toEqual([...used].toSorted())
    for (const tag of preloads) {
      // Fonts are fetched in CORS mode; a preload without `crossorigin` would be fetched twice.
      expect(tag).toMatch(/\bcrossorigin\b/)
      expect(tag).toContain('type="font/woff2"')
    }
    for (const href of used) {
      const response = await request.get(href ?? '')
      expect(response.headers()['content-type']).toBe('font/woff2')
      expect(response.headers()['cache-control']).toContain('immutable')
    }
  })
}
