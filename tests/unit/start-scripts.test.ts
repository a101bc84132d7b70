import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import {
  START_AFTER_PAINT,
  START_AFTER_PAINT_SOURCE,
  startScriptsAfterPaint,
} from '#server/platform/http/start-scripts.ts'

// The tags as Vike 0.4 writes them in a production page.
const VIKE_PAGE = [
  '<!DOCTYPE html><html lang="uk"><head><meta charset="utf-8">',
  '<link rel="stylesheet" type="text/css" href="/assets/static/entry.css">',
  '<link rel="modulepreload" href="/assets/entries/page.js" as="script" type="text/javascript">',
  '<link rel="modulepreload" href="/assets/chunks/chunk-a.js" as="script" type="text/javascript">',
  '</head><body><div id="root"><p>Текст &quot;сторінки&quot;</p></div>',
  '<script id="vike_pageContext" type="application/json">{"title":"a \\u003cscript\\u003e"}</script>',
  '<script src="/assets/entries/entry-client-routing.js" type="module" async></script>',
  '</body></html>',
].join('')

describe('the start scripts after the first paint', () => {
  it('takes out the start script and the module preloads, and names them to one inline loader', () => {
    const html = startScriptsAfterPaint(VIKE_PAGE)
    expect(html).not.toContain('<link rel="modulepreload"')
    expect(html).not.toContain('<script src=')
    expect(html).toContain(
      '<script data-start="/assets/entries/entry-client-routing.js" data-preload="/assets/entries/page.js /assets/chunks/chunk-a.js">',
    )
    // Everything else stays where it was.
    expect(html).toContain('<link rel="stylesheet" type="text/css" href="/assets/static/entry.css">')
    expect(html).toContain('<p>Текст &quot;сторінки&quot;</p>')
    expect(html).toContain('<script id="vike_pageContext" type="application/json">')
    expect(html.indexOf('data-start=')).toBeGreaterThan(html.indexOf('vike_pageContext'))
  })

  it('leaves a page without a start script as it is', () => {
    const page = '<!DOCTYPE html><html><body><p>Static</p></body></html>'
    expect(startScriptsAfterPaint(page)).toBe(page)
  })

  it('allows the loader by the hash of exactly its text', () => {
    const html = startScriptsAfterPaint(VIKE_PAGE)
    const inline = [...html.matchAll(/<script data-start="[^"]*" data-preload="[^"]*">([^<]*)<\/script>/g)]
    expect(inline).toHaveLength(1)
    const text = inline[0]?.[1] ?? ''
    expect(text).toBe(START_AFTER_PAINT)
    expect(START_AFTER_PAINT_SOURCE).toBe(
      `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`,
    )
  })
})
