/**
 * V15.2.2 the count of an SVG's markup before it is parsed (server/uploads/svg-bounds.ts): each bound
 * holds exactly (its value passes, one more is refused), the count is never less than what the HTML
 * parser behind DOMPurify would build, and it takes time linear in the text.
 */
import { describe, expect, it } from 'vitest'
import { measureSvg, SVG_BOUNDS } from '#server/uploads/svg-bounds.ts'

const NS = 'xmlns="http://www.w3.org/2000/svg"'
const svg = (inner: string, rootAttributes = '') => `<svg ${NS}${rootAttributes}>${inner}</svg>`
const attributes = (count: number) => Array.from({ length: count }, (_, n) => ` a${n}="${n}"`).join('')

describe('the bounds of an SVG', () => {
  it('are 5,000 elements, 64 levels, 20,000 attributes, 100 on one element', () => {
    expect(SVG_BOUNDS).toEqual({ elements: 5_000, depth: 64, attributes: 20_000, attributesPerElement: 100 })
  })

  it('5,000 elements pass (the root among them), 5,001 do not', () => {
    expect(measureSvg(svg('<rect/>'.repeat(4_999)))).toEqual({ ok: true })
    expect(measureSvg(svg('<rect/>'.repeat(5_000)))).toEqual({ ok: false, exceeded: 'elements' })
  })

  it('comments, processing instructions, CDATA and declarations count as elements', () => {
    expect(measureSvg(svg('<!-- x -->'.repeat(4_999)))).toEqual({ ok: true })
    for (const markup of ['<!-- x -->', '<?pi x?>', '<![CDATA[x]]>', '<!x>'])
      expect(measureSvg(svg(markup.repeat(5_000))), markup).toEqual({ ok: false, exceeded: 'elements' })
  })

  it('64 levels pass (the root the first), 65 do not', () => {
    const nested = (levels: number) => svg(`${'<g>'.repeat(levels - 1)}<rect/>${'</g>'.repeat(levels - 1)}`)
    expect(measureSvg(nested(64))).toEqual({ ok: true })
    expect(measureSvg(nested(65))).toEqual({ ok: false, exceeded: 'depth' })
  })

  it('closes elements as the parser does: a stray end tag closes nothing, one deeper closes all above', () => {
    // Each `</a>` matches no open element: the groups stay open and nest.
    expect(measureSvg(svg('<g></a>'.repeat(64)))).toEqual({ ok: false, exceeded: 'depth' })
    // `</G>` is `</g>` (the parser lowers the names); `</svg>` closes the groups inside it too.
    expect(measureSvg(svg('<g></G>'.repeat(1_000)))).toEqual({ ok: true })
    expect(measureSvg(`${svg('<g><g><g>')}${svg('<g></g>').repeat(100)}`)).toEqual({ ok: true })
  })

  it('self-closing elements and unmatched text open nothing', () => {
    expect(measureSvg(svg('<g/>'.repeat(4_000)))).toEqual({ ok: true })
    expect(measureSvg(svg('a < b, 3<4 and <> '.repeat(1_000)))).toEqual({ ok: true })
  })

  it('100 attributes on one element pass, 101 do not, however they are written', () => {
    expect(measureSvg(svg(`<rect${attributes(100)}/>`))).toEqual({ ok: true })
    expect(measureSvg(svg(`<rect${attributes(101)}/>`))).toEqual({
      ok: false,
      exceeded: 'attributesPerElement',
    })
    // Without values, unquoted, with `/` and `>` inside quotes: each still one attribute.
    const odd = Array.from({ length: 101 }, (_, n) =>
      n % 3 === 0 ? ` b${n}` : n % 3 === 1 ? ` c${n}=x/y` : ` d${n}='>/'`,
    )
    expect(measureSvg(svg(`<rect${odd.join('')}>`))).toEqual({ ok: false, exceeded: 'attributesPerElement' })
  })

  it('20,000 attributes in all pass, 20,001 do not (the root’s xmlns the first of them)', () => {
    const many = (inside: number) =>
      svg(`${`<rect${attributes(100)}/>`.repeat(Math.floor(inside / 100))}<rect${attributes(inside % 100)}/>`)
    expect(measureSvg(many(19_999))).toEqual({ ok: true })
    expect(measureSvg(many(20_000))).toEqual({ ok: false, exceeded: 'attributes' })
  })

  it('a `>` inside a quoted value does not end the tag; text after a tag is not an attribute', () => {
    expect(measureSvg(svg(`<text a=">${'<g>'.repeat(100)}">${'x="1" '.repeat(200)}</text>`))).toEqual({
      ok: true,
    })
  })
})

describe('the count is linear in the text', () => {
  const timed = (text: string): number => {
    const started = performance.now()
    measureSvg(text, {
      elements: Number.MAX_SAFE_INTEGER,
      depth: 64,
      attributes: Number.MAX_SAFE_INTEGER,
      attributesPerElement: Number.MAX_SAFE_INTEGER,
    })
    return performance.now() - started
  }
  // A megabyte of each shape (the most an SVG may have) in a second: a linear scan needs some tens of
  // milliseconds, a quadratic one minutes.
  it.each([
    ['empty groups', '<g/>'.repeat(250_000)],
    ['unclosed tags', '<g a="1" '.repeat(100_000)],
    ['attributes of one element', `<rect${' a=b'.repeat(250_000)}>`],
    ['stray end tags', '</g>'.repeat(250_000)],
    ['open comments', '<!--'.repeat(250_000)],
    ['lone angle brackets', '<'.repeat(1_000_000)],
    ['64 levels closed by far end tags', `${'<g>'.repeat(63)}${'</x>'.repeat(250_000)}`],
  ])('%s', (_name, text) => {
    expect(timed(svg(text))).toBeLessThan(1_000)
  })
})
