/**
 * A news item's body as the server renders it: raw HTML never passes, links go only to http(s),
 * mailto or this site's paths, links to other sites carry `rel="noopener noreferrer"`, images are not
 * rendered, and a `#` heading sits under the page's `h1`. The JSON-LD of an item cannot end its script.
 */
import { describe, expect, it } from 'vitest'
import { newsArticleJsonLd } from '#ui/features/news/head.ts'
import { renderNewsBody } from '#ui/features/news/markdown.server.ts'
import { jsonForScript } from '#ui/shared/components/json-for-script.ts'

describe('renderNewsBody', () => {
  it('escapes raw HTML instead of passing it', () => {
    const html = renderNewsBody('<script>alert(1)</script>\n\nHi <img src=x onerror=alert(1)> **there**')
    expect(html).toBe(
      '<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>\n<p>Hi &lt;img src=x onerror=alert(1)&gt; <strong>there</strong></p>\n',
    )
  })

  it.each([
    '[x](javascript:alert(1))',
    '[x](JaVaScRiPt:alert(1))',
    '[x](vbscript:msgbox)',
    '[x](data:text/html;base64,PHNjcmlwdD4=)',
    '[x](file:///etc/passwd)',
    '[x](//evil.example/path)',
    '[x](ftp://example.com/file)',
  ])('leaves %s as text, not a link', (source) => {
    expect(renderNewsBody(source)).not.toContain('<a ')
  })

  it('links to other sites without telling them about the page', () => {
    expect(renderNewsBody('[Twitch](https://www.twitch.tv/vatra)')).toBe(
      '<p><a href="https://www.twitch.tv/vatra" rel="noopener noreferrer">Twitch</a></p>\n',
    )
    expect(renderNewsBody('see https://example.com/a')).toBe(
      '<p>see <a href="https://example.com/a" rel="noopener noreferrer">https://example.com/a</a></p>\n',
    )
  })

  it('links to mail and to the site own pages as they are', () => {
    expect(renderNewsBody('[mail](mailto:hello@vatra.gg) [partners](/partners)')).toBe(
      '<p><a href="mailto:hello@vatra.gg">mail</a> <a href="/partners">partners</a></p>\n',
    )
  })

  it('renders no image, and a top heading as h2', () => {
    expect(renderNewsBody('![tracker](https://evil.example/pixel.png)')).not.toContain('<img')
    expect(renderNewsBody('# Top\n\n## Next')).toBe('<h2>Top</h2>\n<h2>Next</h2>\n')
  })
})

describe('newsArticleJsonLd', () => {
  it('describes the item and stays inside its script', () => {
    const jsonLd = newsArticleJsonLd(
      {
        id: 'x',
        category: 'news',
        lang: 'uk',
        title: '</script><script>alert(1)</script>',
        summary: 'Коротко',
        cover: { url: '/media/news-covers/a.svg', width: 1200, height: 630 },
        date: { iso: '2026-11-18T16:00:00.000Z', text: '18.11.2026' },
        updatedAt: '2026-11-19T16:00:00.000Z',
      },
      { url: 'https://vatra.test/news/x', origin: 'https://vatra.test', siteName: 'Vatra Esports' },
    )
    expect(jsonLd).toMatchObject({
      '@type': 'NewsArticle',
      inLanguage: 'uk-UA',
      datePublished: '2026-11-18T16:00:00.000Z',
      dateModified: '2026-11-19T16:00:00.000Z',
      image: ['https://vatra.test/media/news-covers/a.svg'],
      publisher: { '@type': 'Organization', name: 'Vatra Esports', url: 'https://vatra.test' },
    })
    const script = jsonForScript(jsonLd)
    expect(script).not.toContain('<')
    expect(JSON.parse(script).headline).toBe('</script><script>alert(1)</script>')
  })
})
