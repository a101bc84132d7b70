import { expect, test } from './fixtures.ts'
import { LOCALES, localize, PAGES, pageTexts } from './support.ts'

// Both languages come from the server: the HTML itself, before any JavaScript, carries the language,
// the head of the page and its heading (issue 2 items 4 and 13).

/** HTML entities the server's renderer escapes in text and attributes. */
const decode = (html: string): string =>
  html
    .replaceAll('&quot;', '"')
    .replaceAll('&#x27;', "'")
    .replaceAll('&#39;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&')

const attribute = (tag: string, name: string): string | undefined => {
  const match = new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)
  return match?.[1] === undefined ? undefined : decode(match[1])
}

const tags = (html: string, name: string): string[] => html.match(new RegExp(`<${name}\\b[^>]*>`, 'gi')) ?? []

const headOf = (html: string): string => html.slice(0, html.search(/<\/head>/i))

const textOf = (fragment: string): string =>
  decode(fragment.replace(/<!--.*?-->/g, '').replace(/<[^>]+>/g, ''))
    .replace(/\s+/g, ' ')
    .trim()

for (const locale of LOCALES) {
  for (const path of PAGES) {
    const url = localize(path, locale)
    test(`${url} is rendered on the server in ${locale}`, async ({ request, baseURL }) => {
      const response = await request.get(url, { headers: { Accept: 'text/html' }, maxRedirects: 0 })
      expect(response.status()).toBe(200)
      expect(response.headers()['content-type']).toContain('text/html')
      const html = await response.text()
      const head = headOf(html)
      const expected = pageTexts(path, locale)

      expect(attribute(tags(html, 'html')[0] ?? '', 'lang')).toBe(locale)

      const titles = [...head.matchAll(/<title>([^<]*)<\/title>/gi)].map((match) => decode(match[1] ?? ''))
      expect(titles).toEqual([expected.title])

      const descriptions = tags(head, 'meta')
        .filter((tag) => attribute(tag, 'name') === 'description')
        .map((tag) => attribute(tag, 'content'))
      expect(descriptions).toEqual([expected.description])

      const links = tags(head, 'link')
      const canonical = links
        .filter((tag) => attribute(tag, 'rel') === 'canonical')
        .map((tag) => attribute(tag, 'href'))
      expect(canonical).toEqual([new URL(url, baseURL).href])

      const alternates = Object.fromEntries(
        links
          // The language alternates (a feed is an alternate too, of another type and no hreflang).
          .filter((tag) => attribute(tag, 'rel') === 'alternate' && attribute(tag, 'hreflang') !== undefined)
          .map((tag) => [attribute(tag, 'hreflang'), attribute(tag, 'href')]),
      )
      expect(alternates).toEqual({
        uk: new URL(localize(path, 'uk'), baseURL).href,
        en: new URL(localize(path, 'en'), baseURL).href,
        'x-default': new URL(localize(path, 'uk'), baseURL).href,
      })

      const headings = [...html.matchAll(/<h1\b[^>]*>(.*?)<\/h1>/gis)].map((match) => textOf(match[1] ?? ''))
      expect(headings).toEqual([expected.h1])

      // The page hydrates with the language it was rendered in.
      const state = /<script id="vike_pageContext" type="application\/json">(.*?)<\/script>/s.exec(html)
      expect(state, 'vike_pageContext script').not.toBeNull()
      expect(JSON.parse(state?.[1] ?? '{}')).toMatchObject({ locale })
    })
  }
}

test('the root without a language cookie stays Ukrainian; with lang=en it redirects to /en', async ({
  request,
}) => {
  const plain = await request.get('/', { maxRedirects: 0 })
  expect(plain.status()).toBe(200)

  const english = await request.get('/?from=test', { headers: { Cookie: 'lang=en' }, maxRedirects: 0 })
  expect(english.status()).toBe(302)
  expect(english.headers().location).toBe('/en?from=test')

  const ukrainian = await request.get('/', { headers: { Cookie: 'lang=uk' }, maxRedirects: 0 })
  expect(ukrainian.status()).toBe(200)
})

test('/builds/latest.json names the running build, the one the page was built with', async ({ request }) => {
  const response = await request.get('/builds/latest.json')
  expect(response.status()).toBe(200)
  expect(response.headers()['cache-control']).toContain('no-store')
  const build = (await response.json()) as { id: unknown; timestamp: unknown }
  expect(build).toEqual({ id: expect.any(String), timestamp: expect.any(String) })
  expect(Number.isNaN(Date.parse(String(build.timestamp)))).toBe(false)

  const html = await (await request.get('/')).text()
  const state = /<script id="vike_pageContext" type="application\/json">(.*?)<\/script>/s.exec(html)
  expect(JSON.parse(state?.[1] ?? '{}')).toMatchObject({ buildId: build.id })
})
