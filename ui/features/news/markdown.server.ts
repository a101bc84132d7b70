/**
 * A news item's Markdown body as HTML, rendered on the server only (the browser ships no Markdown
 * library). Raw HTML in the text is escaped, never passed (`html: false`); a link goes only to an
 * http(s) or mailto address or a path of this site (anything else stays plain text); links to other
 * sites tell them nothing about the page (`rel="noopener noreferrer"`); images are not rendered (the
 * cover is the item's picture, and nothing third-party loads); a `#` heading becomes an `h2` under the
 * page's title.
 */
import MarkdownIt from 'markdown-it'

const markdown = new MarkdownIt({ html: false, linkify: true, typographer: false })
markdown.disable('image')
type RenderRule = NonNullable<typeof markdown.renderer.rules.link_open>

const SCHEME = /^([a-z][a-z0-9+.-]{0,30}):/i
const ALLOWED_SCHEMES = new Set(['http', 'https', 'mailto'])

/** http(s) and mailto addresses, and paths of this site (`/…`, never `//host`). */
export const isAllowedLink = (url: string): boolean => {
  const trimmed = url.trim()
  if (trimmed.length > 2000) return false
  const scheme = SCHEME.exec(trimmed)?.[1]
  if (scheme !== undefined) return ALLOWED_SCHEMES.has(scheme.toLowerCase())
  return trimmed.startsWith('/') && !trimmed.startsWith('//') && !trimmed.startsWith('/\\')
}
markdown.validateLink = isAllowedLink

const isExternal = (href: string): boolean => /^(https?:)?\/\//i.test(href)

const markExternal: RenderRule = (tokens, index, options, _env, self) => {
  const token = tokens[index]
  if (token && isExternal(String(token.attrGet('href') ?? ''))) token.attrSet('rel', 'noopener noreferrer')
  return self.renderToken(tokens, index, options)
}
markdown.renderer.rules.link_open = markExternal

/** The page's title is its only `h1`. */
const demoteTitle: RenderRule = (tokens, index, options, _env, self) => {
  const token = tokens[index]
  if (token?.tag === 'h1') token.tag = 'h2'
  return self.renderToken(tokens, index, options)
}
markdown.renderer.rules.heading_open = demoteTitle
markdown.renderer.rules.heading_close = demoteTitle

/** The body's Markdown as safe HTML. */
export const renderNewsBody = (text: string): string => markdown.render(text)
