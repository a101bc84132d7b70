import { createHash } from 'node:crypto'

/**
 * A page asks for its start script and the modules that script imports once it has painted its first
 * content (ADR 0051), at low priority (ADR 0041). Every page is complete as the server rendered it:
 * its links are links and its forms post without JavaScript (ADR 0020). On a slow link the
 * stylesheets and fonts of the first paint get the bandwidth alone, and hydration follows.
 *
 * Vike writes the tags itself (`<script src="…" type="module" async>` and one `<link
 * rel="modulepreload">` per module); this rewrite takes them out and puts in their place one inline
 * script that adds them back after the first contentful paint. Their attribute text cannot occur in a
 * page's own content: React escapes quotes in text and attributes, and Vike escapes them in the page
 * context's JSON. tests/e2e/start-scripts.spec.ts fails if a Vike upgrade writes them differently.
 */

/**
 * The page's only inline script; the CSP allows exactly this text, by its hash. A browser without
 * paint timing starts after the first frame. A page opened in a hidden tab paints, and starts, when
 * it is first shown. The modules are preloaded as scripts with `crossorigin`, which a module script's
 * request matches: Chromium gives `modulepreload` high priority whatever its `fetchpriority` says.
 */
export const START_AFTER_PAINT = `(() => {
  const { start, preload } = document.currentScript.dataset
  const add = (tag, properties) =>
    document.head.append(Object.assign(document.createElement(tag), { fetchPriority: 'low' }, properties))
  const load = () => {
    for (const href of preload.split(' ').filter(Boolean)) add('link', { rel: 'preload', as: 'script', crossOrigin: '', href })
    for (const src of start.split(' ').filter(Boolean)) add('script', { type: 'module', src })
  }
  if (!self.PerformanceObserver?.supportedEntryTypes?.includes('paint')) {
    requestAnimationFrame(() => setTimeout(load))
    return
  }
  const observer = new PerformanceObserver((entries) => {
    if (entries.getEntriesByName('first-contentful-paint').length === 0) return
    observer.disconnect()
    load()
  })
  observer.observe({ type: 'paint', buffered: true })
})()`

/** The CSP source that allows `START_AFTER_PAINT` and no other inline script. */
export const START_AFTER_PAINT_SOURCE = `'sha256-${createHash('sha256').update(START_AFTER_PAINT).digest('base64')}'`

const START_SCRIPT = ['<script src="', '" type="module" async></script>'] as const
const MODULE_PRELOAD = ['<link rel="modulepreload" href="', '" as="script" type="text/javascript">'] as const

/** Takes out every `before…after` tag: what remains, where the first one was in it, and their URLs. */
const takeTags = (
  html: string,
  [before, after]: readonly [string, string],
): { readonly rest: string; readonly firstAt: number; readonly urls: string[] } => {
  const urls: string[] = []
  let rest = ''
  let from = 0
  for (let at = html.indexOf(before); at !== -1; at = html.indexOf(before, from)) {
    const urlStart = at + before.length
    const urlEnd = html.indexOf('"', urlStart)
    if (urlEnd === -1 || !html.startsWith(after, urlEnd)) break
    urls.push(html.slice(urlStart, urlEnd))
    rest += html.slice(from, at)
    from = urlEnd + after.length
  }
  return { rest: rest + html.slice(from), firstAt: html.indexOf(before), urls }
}

const attribute = (value: string): string => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;')

/** The page's HTML with its start scripts requested after the first contentful paint. */
export const startScriptsAfterPaint = (html: string): string => {
  const preloads = takeTags(html, MODULE_PRELOAD)
  const scripts = takeTags(preloads.rest, START_SCRIPT)
  if (scripts.urls.length === 0) return html
  const loader = `<script data-start="${attribute(scripts.urls.join(' '))}" data-preload="${attribute(preloads.urls.join(' '))}">${START_AFTER_PAINT}</script>`
  // In the place of the first start script.
  return scripts.rest.slice(0, scripts.firstAt) + loader + scripts.rest.slice(scripts.firstAt)
}
