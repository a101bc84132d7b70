/**
 * V1.3.4 SVG sanitising through the real HTTP app: a corpus of hostile SVGs is uploaded, and what is
 * stored is parsed as XML (jsdom) and searched for every kind of active or outside content. Benign
 * drawing survives; files that are no SVG, or whose DOCTYPE declares entities, are refused.
 */
import { JSDOM } from 'jsdom'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createUploadHarness, storedBytes, type UploadHarness, uploadAnswer } from './support/images.ts'

const SVG_NS = 'http://www.w3.org/2000/svg'
const XLINK = 'xmlns:xlink="http://www.w3.org/1999/xlink"'
const KEEP = '<rect id="keep" width="10" height="10" fill="#c82814"/>'
const svg = (inner: string, attributes = '') =>
  `<svg xmlns="${SVG_NS}" ${XLINK} viewBox="0 0 100 100"${attributes}>${KEEP}${inner}</svg>`

const FORBIDDEN_ELEMENTS = new Set([
  'script',
  'foreignobject',
  'iframe',
  'object',
  'embed',
  'animate',
  'set',
  'html',
  'body',
  'img',
  'div',
  'handler',
  'listener',
])

/** Everything in a stored SVG that could run a script or load something from outside. */
const violations = (text: string): string[] => {
  const found: string[] = []
  if (/<!DOCTYPE|<!ENTITY|<\?|<!--|<!\[CDATA\[/i.test(text))
    found.push('markup declaration, PI, comment or CDATA')
  // Throws on anything that is not well-formed XML.
  const document = new JSDOM(text, { contentType: 'image/svg+xml' }).window.document
  const root = document.documentElement
  if (root.localName !== 'svg' || root.namespaceURI !== SVG_NS) found.push(`root ${root.localName}`)
  for (const element of [root, ...Array.from(root.querySelectorAll('*'))]) {
    const name = element.localName.toLowerCase()
    if (FORBIDDEN_ELEMENTS.has(name) || element.namespaceURI !== SVG_NS) found.push(`element ${name}`)
    if (name === 'style') {
      const css = (element.textContent ?? '').toLowerCase()
      // A backslash is a CSS escape, which can spell url( or @import in disguise.
      if (/@import|url\((?!\s*['"]?#)|javascript:|\\/.test(css)) found.push(`style ${css}`)
    }
    for (const attribute of Array.from(element.attributes)) {
      const attributeName = attribute.name.toLowerCase()
      // biome-ignore lint/suspicious/noControlCharactersInRegex: URL parsers skip them, so must the check
      const value = attribute.value.toLowerCase().replace(/[\s\u0000-\u001f]+/g, '')
      if (attributeName.startsWith('on')) found.push(`handler ${attributeName}`)
      if (/javascript:|vbscript:|data:text/.test(value)) found.push(`${attributeName}=${value}`)
      if (/url\((?!['"]?#)/.test(value) || value.includes('@import')) found.push(`${attributeName}=${value}`)
      if (attributeName === 'style' && value.includes('\\')) found.push(`css escape ${value}`)
      if (
        (attributeName === 'href' || attributeName === 'xlink:href') &&
        !value.startsWith('#') &&
        !(name === 'image' && /^data:image\/(png|jpeg|webp|gif);base64,/.test(value))
      ) {
        found.push(`${name} ${attributeName}=${value}`)
      }
      if (attributeName === 'attributename' && value.includes('href')) found.push(`animates ${value}`)
    }
  }
  return found
}

const HOSTILE: ReadonlyArray<readonly [string, string]> = [
  ['a script element', svg('<script>alert(document.cookie)</script>')],
  ['a script in CDATA', svg('<script type="text/ecmascript"><![CDATA[alert(1)]]></script>')],
  ['an external script', svg('<script xlink:href="https://evil.example/x.js"/>')],
  ['onload on the root', svg('', ' onload="alert(1)"')],
  ['ONLOAD in capitals', svg('', ' ONLOAD="alert(1)"')],
  ['onclick and onmouseover on a shape', svg('<circle r="5" onclick="alert(1)" onmouseover="alert(2)"/>')],
  [
    'onbegin on an animation',
    svg('<animateTransform attributeName="transform" type="rotate" dur="1s" onbegin="alert(1)"/>'),
  ],
  [
    'foreignObject with an HTML iframe',
    svg(
      '<foreignObject width="100" height="100"><body xmlns="http://www.w3.org/1999/xhtml"><iframe src="https://evil.example/"></iframe></body></foreignObject>',
    ),
  ],
  [
    'foreignObject with a script',
    svg(
      '<foreignObject><div xmlns="http://www.w3.org/1999/xhtml"><script>alert(1)</script></div></foreignObject>',
    ),
  ],
  ['use of another document', svg('<use href="https://evil.example/sprite.svg#icon"/>')],
  ['use through xlink:href', svg('<use xlink:href="https://evil.example/sprite.svg#icon"/>')],
  [
    'use of a data: document',
    svg('<use href="data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciLz4=#x"/>'),
  ],
  [
    'an outside image (tracking pixel)',
    svg('<image href="https://evil.example/track.png" width="10" height="10"/>'),
  ],
  [
    'an outside image through xlink:href',
    svg('<image xlink:href="//evil.example/track.png" width="10" height="10"/>'),
  ],
  ['feImage of an outside file', svg('<filter id="f"><feImage href="https://evil.example/x.png"/></filter>')],
  ['a javascript: link', svg('<a xlink:href="javascript:alert(1)"><text x="1" y="20">click</text></a>')],
  [
    'a javascript: link hidden by a tab and an entity',
    svg('<a href=" jav&#x09;ascript:alert(1)"><text y="20">x</text></a>'),
  ],
  [
    'a data:text/html link',
    svg('<a href="data:text/html,&lt;script&gt;alert(1)&lt;/script&gt;"><text y="20">x</text></a>'),
  ],
  [
    'animate setting href to javascript:',
    svg('<a><animate attributeName="href" values="javascript:alert(1)"/><text y="20">x</text></a>'),
  ],
  [
    'set setting xlink:href to javascript:',
    svg('<a><set attributeName="xlink:href" to="javascript:alert(1)"/><text y="20">x</text></a>'),
  ],
  [
    'animateMotion pointing outside',
    svg('<animateMotion dur="1s"><mpath href="https://evil.example/p.svg#p"/></animateMotion>'),
  ],
  ['style with @import', svg('<style>@import url(https://evil.example/x.css); rect { fill: red }</style>')],
  ['style loading an outside image', svg('<style>rect { fill: url(https://evil.example/x.svg#p) }</style>')],
  ['style in CDATA with @import', svg('<style><![CDATA[@import "https://evil.example/x.css";]]></style>')],
  [
    'a style attribute with url(http…)',
    svg('<circle r="4" style="fill: url(https://evil.example/t.svg#p)"/>'),
  ],
  [
    'a style attribute with an escaped url',
    svg('<circle r="4" style="fill: u\\72l(https://evil.example/t.svg#p)"/>'),
  ],
  [
    'presentation attributes pointing outside',
    svg(
      '<circle r="4" fill="url(https://evil.example/p.svg#g)" mask="url(//evil.example/m#m)" filter="url(http://evil.example/f#f)"/>',
    ),
  ],
  [
    'iframe, embed and object',
    svg('<iframe src="https://evil.example"/><embed src="x.swf"/><object data="x.pdf"/>'),
  ],
  [
    'XML events listener',
    svg('<listener xmlns="http://www.w3.org/2001/xml-events" event="load" handler="#s"/>'),
  ],
  [
    'an xml-stylesheet processing instruction',
    `<?xml-stylesheet href="https://evil.example/x.css"?>${svg('')}`,
  ],
  ['HTML after the SVG (polyglot)', `${svg('')}<html><body><script>alert(1)</script></body></html>`],
  ['HTML inside the SVG (polyglot)', svg('<html><body><img src="x" onerror="alert(1)"/></body></html>')],
  ['mutation XSS through style', svg('<style><a id="</style><img src=1 onerror=alert(1)>"></a></style>')],
  ['a comment hiding markup', svg('<!--<script>alert(1)</script>-->')],
]

let harness: UploadHarness
beforeAll(async () => {
  harness = await createUploadHarness()
})
afterAll(() => harness.dispose())

const uploadSvg = (text: string | Uint8Array, filename = 'logo.svg') =>
  harness.upload(typeof text === 'string' ? new TextEncoder().encode(text) : text, {
    filename,
    type: 'image/svg+xml',
  })

const storedSvg = async (text: string): Promise<string> => {
  const { record, payload } = await uploadAnswer(await uploadSvg(text))
  expect(record.source).toBe('image/svg+xml')
  expect(record.variants).toEqual([])
  expect(payload.url).toMatch(/^\/media\/avatars\/[0-9a-f]{32}\.svg$/)
  return (await storedBytes(harness.storage, record.fallbackKey)).toString('utf8')
}

describe('V1.3.4 hostile SVGs are stored without script, handler, foreignObject or outside reference', () => {
  it.each(HOSTILE)('%s', async (_name, text) => {
    const stored = await storedSvg(text)
    expect(violations(stored)).toEqual([])
    // The benign drawing beside the attack survives.
    const document = new JSDOM(stored, { contentType: 'image/svg+xml' }).window.document
    expect(document.getElementById('keep')?.getAttribute('fill')).toBe('#c82814')
    expect(document.documentElement.getAttribute('xmlns')).toBe(SVG_NS)
  })

  it('the corpus is really hostile: before sanitising, each file breaks a rule (or is not even XML)', () => {
    for (const [name, text] of HOSTILE) {
      let found: string[]
      try {
        found = violations(text)
      } catch {
        found = ['not well-formed XML']
      }
      expect(found, name).not.toEqual([])
    }
  })
})

describe('V1.5.1 no DOCTYPE tricks: entity declarations are refused, never expanded', () => {
  const refusal = {
    file: [{ code: 'imageType', params: {}, message: 'Підтримуються лише зображення SVG, PNG або JPG' }],
  }

  it('refuses a billion-laughs SVG', async () => {
    const laughs = `<?xml version="1.0"?>
<!DOCTYPE svg [
  <!ENTITY lol "lol">
  <!ENTITY lol1 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
  <!ENTITY lol2 "&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;">
  <!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">
]>
<svg xmlns="${SVG_NS}"><text>&lol3;</text>${KEEP}</svg>`
    const answer = await uploadSvg(laughs)
    expect(answer.status).toBe(400)
    expect(await answer.json()).toEqual(refusal)
  })

  it('refuses an external entity (XXE) reading a local file', async () => {
    const xxe = `<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY xxe SYSTEM "file:///etc/passwd">]><svg xmlns="${SVG_NS}"><text>&xxe;</text>${KEEP}</svg>`
    const answer = await uploadSvg(xxe)
    expect(answer.status).toBe(400)
    expect(await answer.json()).toEqual(refusal)
  })

  it('accepts the plain SVG 1.1 DOCTYPE of older editors and drops it', async () => {
    const stored = await storedSvg(
      `<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">\n${svg('')}`,
    )
    expect(violations(stored)).toEqual([])
    expect(stored).not.toContain('DOCTYPE')
  })
})

describe('V5.2.2 only real SVG text passes as SVG', () => {
  const refused = async (bytes: string | Uint8Array, filename = 'logo.svg') => {
    const answer = await uploadSvg(bytes, filename)
    expect(answer.status).toBe(400)
    expect(await answer.json()).toEqual({
      file: [{ code: 'imageType', params: {}, message: 'Підтримуються лише зображення SVG, PNG або JPG' }],
    })
  }

  it('refuses an HTML file named .svg', () =>
    refused('<!DOCTYPE html><html><body><svg><rect width="1" height="1"/></svg></body></html>'))

  it('refuses an SVG behind PNG magic bytes', () =>
    refused(
      Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from(svg(''))]),
    ))

  it('refuses an SVG in UTF-16 and bytes that are not UTF-8', async () => {
    const utf16 = Buffer.from(`\ufeff${svg('')}`, 'utf16le')
    await refused(utf16)
    await refused(
      Buffer.concat([
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg">'),
        Buffer.from([0xff, 0xfe, 0xc0]),
        Buffer.from(`${KEEP}</svg>`),
      ]),
    )
  })

  it('refuses an SVG where nothing drawable survives', async () => {
    await refused(`<svg xmlns="${SVG_NS}"><script>alert(1)</script></svg>`)
    await refused(
      `<svg xmlns="${SVG_NS}"><foreignObject><div xmlns="http://www.w3.org/1999/xhtml">hi</div></foreignObject></svg>`,
    )
    await refused(`<svg xmlns="${SVG_NS}"></svg>`)
  })

  it('refuses XML whose root is not svg', () =>
    refused(
      `<?xml version="1.0"?><html xmlns="http://www.w3.org/1999/xhtml"><svg xmlns="${SVG_NS}">${KEEP}</svg></html>`,
    ))
})

describe('benign SVGs survive as standalone, well-formed documents', () => {
  const LOGO = `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="${SVG_NS}" ${XLINK} width="120" height="120" viewBox="0 0 120 120" preserveAspectRatio="xMidYMid meet">
  <title>Vatra</title>
  <defs>
    <linearGradient id="flame" x1="0" y1="0" x2="0" y2="1" gradientUnits="objectBoundingBox">
      <stop offset="0" stop-color="#ffb000"/><stop offset="1" stop-color="#c82814"/>
    </linearGradient>
    <clipPath id="round"><circle cx="60" cy="60" r="58"/></clipPath>
    <filter id="soft"><feGaussianBlur stdDeviation="1.5"/></filter>
    <path id="spark" d="M0 0 L4 8 L8 0 Z"/>
    <style>.label { font: bold 14px sans-serif; fill: #fff }</style>
  </defs>
  <g clip-path="url(#round)">
    <rect width="120" height="120" fill="url(#flame)" filter="url(#soft)"/>
    <use xlink:href="#spark" x="20" y="20"/>
    <use href="#spark" x="90" y="20"/>
    <text x="60" y="70" text-anchor="middle" class="label" xml:space="preserve">Vatra &amp; co</text>
  </g>
  <a href="#spark"><circle cx="10" cy="110" r="4"/></a>
  <image width="2" height="2" href="data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGP4z8DwHwAFAAH/iZk9HQAAAABJRU5ErkJggg=="/>
  <animateTransform attributeName="transform" type="rotate" from="0 60 60" to="360 60 60" dur="10s" repeatCount="indefinite"/>
</svg>`

  it('keeps shapes, gradients, clip paths, filters, same-document use, text, styles and inline images', async () => {
    const stored = await storedSvg(LOGO)
    expect(violations(stored)).toEqual([])
    const document = new JSDOM(stored, { contentType: 'image/svg+xml' }).window.document
    const root = document.documentElement
    expect(root.getAttribute('viewBox')).toBe('0 0 120 120')
    expect(root.getAttribute('preserveAspectRatio')).toBe('xMidYMid meet')
    expect(document.querySelector('linearGradient')?.getAttribute('gradientUnits')).toBe('objectBoundingBox')
    expect(document.querySelectorAll('stop')).toHaveLength(2)
    expect(document.querySelector('clipPath circle')).not.toBeNull()
    expect(document.querySelector('feGaussianBlur')?.getAttribute('stdDeviation')).toBe('1.5')
    expect(document.querySelector('rect')?.getAttribute('fill')).toBe('url(#flame)')
    const uses = Array.from(document.querySelectorAll('use'))
    expect(
      uses.map(
        (use) => use.getAttribute('href') ?? use.getAttributeNS('http://www.w3.org/1999/xlink', 'href'),
      ),
    ).toEqual(['#spark', '#spark'])
    expect(document.querySelector('text')?.textContent).toBe('Vatra & co')
    expect(document.querySelector('style')?.textContent).toContain('.label')
    expect(document.querySelector('title')?.textContent).toBe('Vatra')
    expect(document.querySelector('image')?.getAttribute('href')).toMatch(/^data:image\/png;base64,/)
    expect(document.querySelector('animateTransform')?.getAttribute('type')).toBe('rotate')
  })

  it('renders as an image on its own (librsvg through sharp draws the gradient)', async () => {
    const stored = await storedSvg(LOGO)
    const { data, info } = await sharp(Buffer.from(stored)).raw().toBuffer({ resolveWithObject: true })
    expect([info.width, info.height]).toEqual([120, 120])
    const centre = (60 * info.width + 60) * info.channels
    expect(data[centre]).toBeGreaterThan(150)
  })

  it('adds the SVG namespace to a root written without it, so browsers render it in <img>', async () => {
    const stored = await storedSvg('<svg viewBox="0 0 10 10"><rect width="10" height="10"/></svg>')
    expect(stored.startsWith(`<svg xmlns="${SVG_NS}"`)).toBe(true)
    expect(violations(stored)).toEqual([])
  })
})
