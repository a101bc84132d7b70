import { readFileSync } from 'node:fs'
import path from 'node:path'
import { ASSETS, importGraph, staticClosure } from './build-output.ts'
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

// The files a page loads at start ask V8 to compile every function while they download (the explicit
// compile hint, vite.config.ts `compileHints`); a chunk the page loads only on demand does not, since
// much of its code may never run. The hint counts only as the file's very first line.
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n'

test('the start scripts carry the compile hint on their first line, a chunk loaded on demand does not', async ({
  page,
}) => {
  const html = await (await page.request.get('/en/login')).text()
  const startFiles = [
    ...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g),
    ...html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"/g),
  ].map(([, href = '']) => href)
  expect(startFiles.length).toBeGreaterThan(1)
  for (const href of startFiles) {
    expect((await (await page.request.get(href)).text()).startsWith(COMPILE_HINT), href).toBe(true)
  }
  // What the page imports on demand as it starts (its dictionary, among others) loads after these.
  const later: string[] = []
  page.on('request', (request) => {
    const { pathname } = new URL(request.url())
    if (request.resourceType() === 'script' && !startFiles.includes(pathname)) later.push(pathname)
  })
  await page.goto('/en/login')
  await waitForHydration(page)
  expect(later.length).toBeGreaterThan(0)
  const hinted = await Promise.all(
    later.map(async (href) => (await (await page.request.get(href)).text()).startsWith(COMPILE_HINT)),
  )
  expect(hinted, later.join(', ')).toContain(false)
})

// Across the whole build: the hint is on exactly the files some page loads at start, a page's entry
// (Vike's `entries/`) and what it imports statically, not on a chunk only on-demand imports reach
// (the forms' machines, effect, ky), whose code may never run.
test('the compile hint is on exactly the entries and the chunks they import statically', () => {
  const graph = importGraph()
  const entries = [...graph.keys()].filter((file) => file.startsWith(path.join(ASSETS, 'entries')))
  const atStart = staticClosure(graph, entries)
  const onDemand = [...graph.keys()].filter((file) => !atStart.has(file))
  expect(atStart.size).toBeGreaterThan(1)
  expect(onDemand.length).toBeGreaterThan(0)
  const hinted = (file: string) => readFileSync(file, 'utf8').startsWith(COMPILE_HINT)
  expect([...atStart].filter((file) => !hinted(file)).map((file) => path.relative(ASSETS, file))).toEqual([])
  expect(onDemand.filter(hinted).map((file) => path.relative(ASSETS, file))).toEqual([])
})
