import { expect, test } from './fixtures.ts'
import { waitForHydration } from './support.ts'

// A page's start script and the modules it imports are fetched at low priority, so that on a slow link
// the stylesheets and fonts of the first paint get the bandwidth first (ADR 0041); the page still
// hydrates.

const PAGES = ['/', '/en/login', '/tournaments', '/en/news']

for (const path of PAGES) {
  test(`${path}: the browser fetches the scripts at low priority, the stylesheets and fonts first`, async ({
    page,
  }) => {
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Network.enable')
    const priorities = new Map<string, string>()
    cdp.on('Network.requestWillBeSent', ({ request, type }) => {
      if (type === 'Script' || type === 'Stylesheet' || type === 'Font')
        priorities.set(new URL(request.url).pathname, `${type} ${request.initialPriority}`)
    })
    await page.goto(path)
    await waitForHydration(page)

    const html = await (await page.request.get(path)).text()
    const startScripts = [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"[^>]*>/g)]
    const modulePreloads = [...html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"[^>]*>/g)]
    expect(startScripts).toHaveLength(1)
    expect(modulePreloads.length).toBeGreaterThan(0)
    for (const [tag, href = ''] of [...startScripts, ...modulePreloads]) {
      expect(tag).toContain('fetchpriority="low"')
      expect(priorities.get(href), href).toBe('Script Low')
    }
    const firstPaint = [...priorities].filter(([, kind]) => !kind.startsWith('Script'))
    expect(firstPaint.map(([, kind]) => kind)).toEqual(
      expect.arrayContaining(['Stylesheet VeryHigh', 'Font High']),
    )
    for (const [url, kind] of firstPaint) expect(kind, url).not.toMatch(/Low$/)
  })
}
