/**
 * SVG uploads sanitised: the text (already found to be an SVG within its bounds, svg.ts) parsed and
 * cleaned by DOMPurify (isomorphic-dompurify 3, over jsdom) with its SVG profiles, then written out
 * again by a small serializer that applies this project's stricter policy and produces a standalone,
 * well-formed SVG document:
 *
 * - no script, event handler, `foreignObject`, `animate`/`set`, `iframe`/`object`/`embed`;
 * - no external reference: `href`/`xlink:href` only to `#fragment` (an `<image>` may also hold an
 *   inline PNG/JPEG/WebP/GIF `data:` URL), `url(…)` only to `#fragment`, no CSS `@import`;
 * - no `javascript:` anywhere, no DOCTYPE with an internal subset (entities: billion laughs, XXE),
 *   no processing instruction, comment or CDATA in the output;
 * - the root carries `xmlns` (and `xmlns:xlink` when used), so browsers render it in `<img>`.
 *
 * jsdom parses synchronously, in time and memory that grow with the file: uploads run this in a
 * worker thread (svg-worker.ts), never on the event loop.
 */
import DOMPurify, { type Config } from 'isomorphic-dompurify'
import { inspectSvg, type SvgResult } from './svg.ts'
import { SVG_BOUNDS, type SvgBounds } from './svg-bounds.ts'

const SVG_NS = 'http://www.w3.org/2000/svg'
const XLINK_NS = 'http://www.w3.org/1999/xlink'
const XML_NS = 'http://www.w3.org/XML/1998/namespace'

/** Elements DOMPurify's SVG profiles would keep that this policy still refuses (content and all). */
const FORBIDDEN = ['foreignObject', 'script', 'animate', 'set', 'iframe', 'object', 'embed', 'audio', 'video']

const PURIFY_CONFIG = {
  USE_PROFILES: { svg: true, svgFilters: true },
  // `use` is refused by default because it can pull in another document; the serializer below
  // keeps it only with a same-document `#fragment`, like every other reference.
  ADD_TAGS: ['use'],
  FORBID_TAGS: FORBIDDEN,
  ADD_FORBID_CONTENTS: FORBIDDEN.map((tag) => tag.toLowerCase()),
  ALLOW_DATA_ATTR: false,
  RETURN_DOM: true,
} satisfies Config

// Control characters and white space inside `java\tscript:` are ignored by URL parsers.
const squeezed = (value: string): string =>
  // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping them is the point
  value.replace(/[\u0000-\u0020\u007f-\u00a0\u1680\u180e\u2000-\u2029\u205f\u3000\ufeff]+/g, '').toLowerCase()

const FRAGMENT = /^#[A-Za-z_][\w.:-]*$/
const INLINE_RASTER = /^data:image\/(?:png|jpeg|webp|gif);base64,[a-z0-9+/=]+$/i

/** `url(…)` only to `#fragment`; no `@import`, `expression(`, `javascript:`, bindings or escapes. */
const isSafeCss = (css: string): boolean => {
  const compact = squeezed(css)
  if (/@import|expression\(|javascript:|-moz-binding|behavior:|\\/.test(compact)) return false
  for (const match of compact.matchAll(/url\(([^)]*)\)?/g)) {
    const target = (match[1] ?? '').replace(/^['"]|['"]$/g, '')
    if (!FRAGMENT.test(target)) return false
  }
  return true
}

const isSafeReference = (element: string, value: string): boolean => {
  const target = value.trim()
  return FRAGMENT.test(target) || (element === 'image' && INLINE_RASTER.test(target.replace(/\s+/g, '')))
}

const NAME = /^[A-Za-z_][\w.-]*$/

const escapeText = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
const escapeAttribute = (text: string): string =>
  escapeText(text)
    .replace(/"/g, '&quot;')
    .replace(/\t/g, '&#9;')
    .replace(/\n/g, '&#10;')
    .replace(/\r/g, '&#13;')

/** The attribute as written in the output, or null to drop it. */
const outputAttribute = (element: string, attribute: Attr): string | null => {
  const { localName, namespaceURI, value } = attribute
  let name: string
  if (namespaceURI === null && NAME.test(localName) && !localName.includes(':')) name = localName
  else if (namespaceURI === XLINK_NS && localName === 'href') name = 'xlink:href'
  else if (namespaceURI === XML_NS && (localName === 'space' || localName === 'lang'))
    name = `xml:${localName}`
  else return null
  const lower = localName.toLowerCase()
  if (lower === 'xmlns' || lower.startsWith('on')) return null
  if (lower === 'href') {
    if (!isSafeReference(element, value)) return null
  } else if (lower === 'style') {
    if (!isSafeCss(value)) return null
  } else {
    const compact = squeezed(value)
    // An animation must not retarget a link; no other attribute may carry a script or a document.
    if (lower === 'attributename' && compact.includes('href')) return null
    if (/javascript:|vbscript:|data:/.test(compact)) return null
    // Presentation attributes (fill, filter, mask, clip-path, marker-*) may point at `url(#id)` only.
    if (compact.includes('url(') && !isSafeCss(value)) return null
  }
  return `${name}="${escapeAttribute(value)}"`
}

/** Elements that draw something: without one, nothing meaningful survived. */
const DRAWING = new Set([
  'path',
  'rect',
  'circle',
  'ellipse',
  'line',
  'polyline',
  'polygon',
  'text',
  'image',
  'use',
])

/** Elements that are nothing without the reference they hold. */
const REFERENCING = new Set(['use', 'image', 'feImage', 'mpath', 'textPath', 'tref'])

// jsdom's nodes: Node has no `Element` class to test against outside a window.
const isElement = (node: Node): node is Element => node.nodeType === 1

interface Output {
  readonly parts: string[]
  usesXlink: boolean
  draws: boolean
  /** Elements open inside each other at most (the bounds' depth). */
  readonly maxDepth: number
  /** Set when the parsed tree is deeper than that after all (markup the scan read differently). */
  tooDeep: boolean
}

const writeElement = (element: Element, out: Output, depth: number): void => {
  if (element.namespaceURI !== SVG_NS) return
  if (depth > out.maxDepth) {
    out.tooDeep = true
    return
  }
  const name = element.localName
  if (!NAME.test(name) || FORBIDDEN.some((tag) => tag.toLowerCase() === name.toLowerCase())) return
  if (name === 'style' && !isSafeCss(element.textContent ?? '')) return
  const attributes: string[] = []
  for (const attribute of Array.from(element.attributes)) {
    const written = outputAttribute(name, attribute)
    if (written === null) continue
    if (written.startsWith('xlink:')) out.usesXlink = true
    attributes.push(written)
  }
  if (REFERENCING.has(name) && !attributes.some((a) => /^(?:xlink:)?href=/.test(a))) return
  if (DRAWING.has(name) && (name !== 'text' || (element.textContent ?? '').trim() !== '')) out.draws = true
  const start = out.parts.length
  out.parts.push(`<${name}${attributes.map((a) => ` ${a}`).join('')}`)
  const inner = out.parts.length
  for (const child of Array.from(element.childNodes)) {
    if (isElement(child)) writeElement(child, out, depth + 1)
    // Text only; comments, processing instructions and CDATA markers are gone (their text stays).
    else if (child.nodeType === 3 || child.nodeType === 4) out.parts.push(escapeText(child.nodeValue ?? ''))
  }
  if (out.parts.length === inner) out.parts[start] += '/>'
  else {
    out.parts[start] += '>'
    out.parts.push(`</${name}>`)
  }
}

/** The sanitised SVG document, or why it is refused: no SVG, nothing meaningful left, or more than `bounds`. */
export const sanitizeSvg = (bytes: Uint8Array, bounds: SvgBounds = SVG_BOUNDS): SvgResult => {
  const inspected = inspectSvg(bytes, bounds)
  if (!inspected.ok) return inspected
  const body = DOMPurify.sanitize(inspected.text, PURIFY_CONFIG)
  const root = Array.from(body.childNodes).find(
    (node) => isElement(node) && node.namespaceURI === SVG_NS && node.localName === 'svg',
  )
  if (root === undefined || !isElement(root)) return { ok: false, reason: 'not-svg' }
  const out: Output = { parts: [], usesXlink: false, draws: false, maxDepth: bounds.depth, tooDeep: false }
  writeElement(root, out, 1)
  if (out.tooDeep) return { ok: false, reason: 'too-complex' }
  if (!out.draws) return { ok: false, reason: 'not-svg' }
  // The root's own start tag is the first part; it gets the namespace declarations.
  const namespaces = `xmlns="${SVG_NS}"${out.usesXlink ? ` xmlns:xlink="${XLINK_NS}"` : ''}`
  const svg = out.parts.join('').replace(/^<svg/, `<svg ${namespaces}`)
  return { ok: true, svg: new TextEncoder().encode(svg) }
}
