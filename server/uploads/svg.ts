/**
 * What can be told of an SVG upload without parsing it, in time linear in its size: UTF-8 text whose
 * root element is `<svg>` (after an XML declaration, comments, processing instructions and a DOCTYPE
 * without an internal subset), within `SVG_BOUNDS` (svg-bounds.ts). svg-sanitize.ts asks it first,
 * then parses; this module loads neither jsdom nor DOMPurify.
 */
import { measureSvg, SVG_BOUNDS, type SvgBounds } from './svg-bounds.ts'

/** What `\s` matches in a regular expression, as code points (a look-up, no regex per character). */
const WHITE_SPACE = new Set([
  0x09, 0x0a, 0x0b, 0x0c, 0x0d, 0x20, 0xa0, 0x1680, 0x2000, 0x2001, 0x2002, 0x2003, 0x2004, 0x2005, 0x2006,
  0x2007, 0x2008, 0x2009, 0x200a, 0x2028, 0x2029, 0x202f, 0x205f, 0x3000, 0xfeff,
])

/** The white space of the old regex check (`\s`): one character at a time, so the scan stays linear. */
const isSpace = (text: string, at: number): boolean => WHITE_SPACE.has(text.charCodeAt(at))

const skipSpaces = (text: string, from: number): number => {
  let at = from
  while (isSpace(text, at)) at += 1
  return at
}

/** The index after a processing instruction `<?…?>` starting at `from` (no `>` inside), or -1. */
const endOfInstruction = (text: string, from: number): number => {
  const close = text.indexOf('>', from + 2)
  return close > from + 2 && text.charAt(close - 1) === '?' ? close + 1 : -1
}

/** The index after `<!DOCTYPE svg…>` starting at `from`, without an internal subset (no `[`), or -1. */
const endOfDoctype = (text: string, from: number): number => {
  let at = from + '<!DOCTYPE'.length
  if (!isSpace(text, at)) return -1
  at = skipSpaces(text, at)
  if (!text.startsWith('svg', at)) return -1
  at += 3
  if (text.charAt(at) === '>') return at + 1
  if (!isSpace(text, at)) return -1
  const close = text.indexOf('>', at)
  // No `[`: no internal subset, so no ENTITY can be declared (billion laughs, XXE).
  return close === -1 || text.slice(at, close).includes('[') ? -1 : close + 1
}

/**
 * Before the root element: an XML declaration, white space, comments, processing instructions and a
 * DOCTYPE named svg without an internal subset. Then `<svg`. A scan rather than a regex: each
 * character is looked at a bounded number of times, whatever the input (a regex with a repeated
 * group of white space and comments backtracked exponentially on a run of spaces).
 */
export const looksLikeSvg = (text: string): boolean => {
  let at = skipSpaces(text, 0)
  if (text.startsWith('<?xml', at) && isSpace(text, at + 5)) {
    at = endOfInstruction(text, at)
    if (at === -1) return false
  }
  for (;;) {
    at = skipSpaces(text, at)
    let next = -1
    if (text.startsWith('<!--', at)) {
      const close = text.indexOf('-->', at + 4)
      next = close === -1 ? -1 : close + 3
    } else if (text.startsWith('<!DOCTYPE', at)) next = endOfDoctype(text, at)
    else if (text.startsWith('<?', at)) {
      // A second XML declaration is no processing instruction.
      const xmlDeclaration =
        text.startsWith('xml', at + 2) && (isSpace(text, at + 5) || text.charAt(at + 5) === '?')
      next = xmlDeclaration ? -1 : endOfInstruction(text, at)
    } else break
    if (next === -1) return false
    at = next
  }
  return (
    text.startsWith('<svg', at) &&
    (isSpace(text, at + 4) || text.charAt(at + 4) === '/' || text.charAt(at + 4) === '>')
  )
}

const decoder = new TextDecoder('utf-8', { fatal: true })

const decodeUtf8 = (bytes: Uint8Array): string | null => {
  try {
    // Strips a byte order mark.
    return decoder.decode(bytes)
  } catch {
    return null
  }
}

/** Why an SVG was refused: not an SVG at all (or nothing drawable survived), or more than the bounds. */
export type SvgRefusal = 'not-svg' | 'too-complex'

export type SvgResult =
  | { readonly ok: true; readonly svg: Uint8Array }
  | { readonly ok: false; readonly reason: SvgRefusal }

export type SvgInspection =
  | { readonly ok: true; readonly text: string }
  | { readonly ok: false; readonly reason: SvgRefusal }

/**
 * Whether the bytes are UTF-8 text whose root is `<svg>`: a decoding and a look at the prolog, a
 * millisecond for a megabyte. The pipeline refuses other text with it before any worker is involved.
 */
export const isSvgText = (bytes: Uint8Array): boolean => {
  const text = decodeUtf8(bytes)
  return text !== null && looksLikeSvg(text)
}

/**
 * UTF-8 text whose root is `<svg>`, within `bounds` (elements, nesting, attributes): the text, or why
 * not. Asked before anything parses the text (svg-sanitize.ts).
 */
export const inspectSvg = (bytes: Uint8Array, bounds: SvgBounds = SVG_BOUNDS): SvgInspection => {
  const text = decodeUtf8(bytes)
  if (text === null || !looksLikeSvg(text)) return { ok: false, reason: 'not-svg' }
  return measureSvg(text, bounds).ok ? { ok: true, text } : { ok: false, reason: 'too-complex' }
}
