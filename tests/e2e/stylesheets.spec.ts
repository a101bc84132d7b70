import { expect, test } from './fixtures.ts'

// Every stylesheet a page's HTML links blocks its first render, and each one is a request of its own:
// no page names the same rules twice. (The chunk groups of vite.config.ts once put the layout's
// stylesheets into the framework chunk's stylesheet while every page still linked them on their own
// too: the same 11 KiB of rules twice, two more render-blocking requests on every page.)

const PAGES = ['/', '/en', '/login', '/register/confirm', '/tournaments']

const STYLESHEET = /<link\b[^>]*\brel="stylesheet"[^>]*\bhref="([^"]+)"/g

for (const path of PAGES) {
  test(`the stylesheets of ${path} hold no rules twice`, async ({ request }) => {
    const html = await (await request.get(path)).text()
    const hrefs = [...html.matchAll(STYLESHEET)].map(([, href]) => href ?? '')
    expect(hrefs.length, 'the page links its stylesheets').toBeGreaterThan(0)
    expect(new Set(hrefs).size, hrefs.join(', ')).toBe(hrefs.length)
    const sheets = await Promise.all(
      hrefs.map(async (href) => ({ href, css: (await (await request.get(href)).text()).trim() })),
    )
    for (const sheet of sheets) {
      expect(sheet.css.length, sheet.href).toBeGreaterThan(0)
      for (const other of sheets) {
        if (other !== sheet)
          expect(other.css.includes(sheet.css), `${sheet.href} in ${other.href}`).toBe(false)
      }
    }
  })
}
