/**
 * How much an SVG may hold before anything parses it. Parsing and sanitising (jsdom and DOMPurify)
 * cost time and memory per node, the attributes of one element cost quadratic time, and a deep
 * nesting recurses: a file of a few hundred kilobytes can hold hundreds of thousands of nodes. So the
 * text is first counted by a scan that reads each character once (no regular expression, no parser)
 * and is refused past these bounds, which real logos stay far below.
 *
 * The scan counts conservatively, as the HTML parser DOMPurify uses would read the text or more: a
 * markup declaration or processing instruction ends at its first `>` (a comment or CDATA section the
 * parser reads as longer only hides fewer tags from the count), quotes count inside tags only where
 * an attribute's value may start, and an end tag closes the innermost open element of its name (one
 * matching none is ignored, as the parser ignores it).
 */

export interface SvgBounds {
  /** Start tags, comments, processing instructions and declarations. */
  readonly elements: number
  /** Elements open inside each other. */
  readonly depth: number
  /** Attributes in the whole file. */
  readonly attributes: number
  /** Attributes of one element. */
  readonly attributesPerElement: number
}

export const SVG_BOUNDS: SvgBounds = {
  elements: 5_000,
  depth: 64,
  attributes: 20_000,
  attributesPerElement: 100,
}

export type SvgMeasure = { readonly ok: true } | { readonly ok: false; readonly exceeded: keyof SvgBounds }

const GREATER = 0x3e // >
const SLASH = 0x2f // /
const EQUALS = 0x3d // =
const QUOTE = 0x22 // "
const APOSTROPHE = 0x27 // '
const BANG = 0x21 // !
const QUESTION = 0x3f // ?

/** The characters the HTML tokenizer treats as white space inside a tag. */
const isTagSpace = (code: number): boolean =>
  code === 0x20 || code === 0x09 || code === 0x0a || code === 0x0c || code === 0x0d

const isAsciiLetter = (code: number): boolean => (code | 0x20) >= 0x61 && (code | 0x20) <= 0x7a

/** Where a tag name starting at `from` ends (white space, `/` or `>`). */
const endOfName = (text: string, from: number): number => {
  let at = from
  while (at < text.length) {
    const code = text.charCodeAt(at)
    if (isTagSpace(code) || code === SLASH || code === GREATER) break
    at += 1
  }
  return at
}

interface StartTag {
  /** The index after the tag's `>` (or the text's end). */
  readonly end: number
  readonly attributes: number
  readonly selfClosing: boolean
}

/** Reads the attributes of a start tag from `from` (after its name), as the HTML tokenizer does. */
const readStartTag = (text: string, from: number): StartTag => {
  // between: before an attribute's name; name; afterName; beforeValue; value: an unquoted value.
  let state: 'between' | 'name' | 'afterName' | 'beforeValue' | 'value' = 'between'
  let quote = 0
  let attributes = 0
  let previous = 0
  for (let at = from; at < text.length; at += 1) {
    const code = text.charCodeAt(at)
    if (quote !== 0) {
      if (code === quote) {
        quote = 0
        state = 'between'
      }
      continue
    }
    if (code === GREATER) {
      return { end: at + 1, attributes, selfClosing: previous === SLASH && state !== 'value' }
    }
    previous = code
    if (isTagSpace(code)) {
      if (state === 'name') state = 'afterName'
      else if (state === 'value') state = 'between'
    } else if (code === SLASH) {
      if (state !== 'value' && state !== 'beforeValue') state = 'between'
    } else if (code === EQUALS && (state === 'name' || state === 'afterName')) state = 'beforeValue'
    else if (state === 'beforeValue') {
      if (code === QUOTE || code === APOSTROPHE) quote = code
      else state = 'value'
    } else if (state === 'between' || state === 'afterName') {
      attributes += 1
      state = 'name'
    }
  }
  return { end: text.length, attributes, selfClosing: false }
}

/** Whether `text` stays within `bounds`; each character is read a bounded number of times. */
export const measureSvg = (text: string, bounds: SvgBounds = SVG_BOUNDS): SvgMeasure => {
  let elements = 0
  let attributes = 0
  // The names of the open elements, innermost last (never more than `bounds.depth`), and how many of
  // each name are open: an end tag that matches none is passed over without a search.
  const open: string[] = []
  const openByName = new Map<string, number>()
  const close = (name: string) => {
    if (!openByName.get(name)) return
    const innermost = open.lastIndexOf(name)
    for (const closed of open.splice(innermost)) openByName.set(closed, (openByName.get(closed) ?? 1) - 1)
  }
  let at = 0
  for (;;) {
    const start = text.indexOf('<', at)
    if (start === -1) return { ok: true }
    const next = text.charCodeAt(start + 1)
    if (next === BANG || next === QUESTION) {
      elements += 1
      if (elements > bounds.elements) return { ok: false, exceeded: 'elements' }
      const end = text.indexOf('>', start + 2)
      at = end === -1 ? text.length : end + 1
    } else if (next === SLASH && isAsciiLetter(text.charCodeAt(start + 2))) {
      close(text.slice(start + 2, endOfName(text, start + 2)).toLowerCase())
      const end = text.indexOf('>', start + 2)
      at = end === -1 ? text.length : end + 1
    } else if (isAsciiLetter(next)) {
      elements += 1
      if (elements > bounds.elements) return { ok: false, exceeded: 'elements' }
      const nameEnd = endOfName(text, start + 1)
      const tag = readStartTag(text, nameEnd)
      if (tag.attributes > bounds.attributesPerElement) return { ok: false, exceeded: 'attributesPerElement' }
      attributes += tag.attributes
      if (attributes > bounds.attributes) return { ok: false, exceeded: 'attributes' }
      if (!tag.selfClosing) {
        const name = text.slice(start + 1, nameEnd).toLowerCase()
        open.push(name)
        openByName.set(name, (openByName.get(name) ?? 0) + 1)
        if (open.length > bounds.depth) return { ok: false, exceeded: 'depth' }
      }
      at = tag.end
    } else {
      // A `<` that starts no tag is text.
      at = start + 1
    }
  }
}
