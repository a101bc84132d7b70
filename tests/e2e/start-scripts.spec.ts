import { readFileSync } from 'node:fs'
import path from 'node:path'
import { ASSETS, importGraph, startFilesOf, staticClosure } from './build-output.ts'
import { expect, test } from './fixtures.ts'
import { waitForHydration } from './support.ts'

// A page requests its start script and the modules it imports only once it has painted its first
// content (ADR 0051), at low priority (ADR 0041), so that on a slow link the stylesheets and fonts of
// the first paint have the bandwidth to themselves; the page still hydrates, under the site's CSP.

const PAGES = ['/', '/en/login', '/tournaments', '/en/news']

for (const path of PAGES) {
  test(`${path}: the browser requests the start scripts after the first contentful paint, at low priority`, async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const blocked: string[] = []
      Object.assign(window, { blockedByPolicy: blocked })
      document.addEventListener('securitypolicyviolation', (event) =>
        blocked.push(`${event.violatedDirective} ${event.blockedURI}`),
      )
    })
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Network.enable')
    const priorities = new Map<string, string>()
    const scriptRequests: string[] = []
    cdp.on('Network.requestWillBeSent', ({ request, type }) => {
      if (type === 'Script') scriptRequests.push(new URL(request.url).pathname)
      if (type === 'Script' || type === 'Stylesheet' || type === 'Font')
        priorities.set(new URL(request.url).pathname, `${type} ${request.initialPriority}`)
    })
    const answer = await page.goto(path)
    await waitForHydration(page)

    const html = (await answer?.text()) ?? ''
    expect(html).not.toMatch(/<script\b[^>]*\bsrc=/)
    expect(html).not.toContain('<link rel="modulepreload"')
    const { scripts, preloads } = startFilesOf(html)
    expect(scripts).toHaveLength(1)
    expect(preloads.length).toBeGreaterThan(0)

    const { firstContentfulPaint, requested, blocked } = await page.evaluate(() => ({
      firstContentfulPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
      requested: Object.fromEntries(
        performance
          .getEntriesByType('resource')
          .map((entry) => [new URL(entry.name).pathname, entry.startTime] as const),
      ),
      blocked: (window as unknown as { blockedByPolicy: string[] }).blockedByPolicy,
    }))
    expect(blocked).toEqual([])
    expect(firstContentfulPaint).not.toBeNull()
    for (const href of [...scripts, ...preloads]) {
      expect(requested[href], `${href} is requested`).toBeDefined()
      expect(requested[href], `${href} after the first paint`).toBeGreaterThanOrEqual(
        firstContentfulPaint ?? Infinity,
      )
      expect(priorities.get(href), href).toBe('Script Low')
      // The module script's request is answered by the preload rather than asked for again.
      expect(
        scriptRequests.filter((requested) => requested === href),
        href,
      ).toHaveLength(1)
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
  const { scripts, preloads } = startFilesOf(await (await page.request.get('/en/login')).text())
  const startFiles = [...scripts, ...preloads]
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
