/** The `redirect` query of the guest pages: only same-site relative paths (OWASP ASVS V3.7.2). */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { keptQueryOf, returnTarget, safeRedirect } from '#core/accounts/redirect.ts'

const FALLBACK = '/profile'
const BASE = 'https://esports.example'

/** Where a browser would go from a page of the site when following `value`. */
const originOf = (value: string): string => new URL(value, `${BASE}/login`).origin

/** Whether two relative URLs are the same URL once parsed (the answer may be percent-encoded). */
const sameUrl = (a: string, b: string): boolean => {
  try {
    return new URL(a, BASE).href === new URL(b, BASE).href
  } catch {
    return false
  }
}

describe('V3.7.2 safeRedirect: same-site relative paths only', () => {
  it.each([
    '/profile',
    '/en/profile',
    '/tournaments/cup-2026?tab=rules#top',
    '/en/join/t1/x?ref=mail',
    '/',
    '/en',
    '/news/%D0%BD%D0%BE%D0%B2%D0%B8%D0%BD%D0%B0',
    '/search?q=a%2Fb',
  ])('keeps %s', (value) => {
    expect(safeRedirect(value)).toBe(value)
  })

  it.each([
    'https://evil.example',
    'http://evil.example/profile',
    '//evil.example',
    '//evil.example/profile',
    '/\\evil.example',
    '\\\\evil.example',
    '/profile\\..\\x',
    '/a\\b',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    '%2F%2Fevil.example',
    '/%2F%2Fevil.example',
    '/%2fevil.example',
    '/%5Cevil.example',
    '/%5cevil.example',
    '/x%5Cy',
    '/%252F%252Fevil.example',
    '/%25252F%25252Fevil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '/%09/evil.example',
    '/%0d%0a/evil.example',
    '/profile\u0000',
    ' /profile',
    '/%E0%A4%A',
    'profile',
    '',
    '?redirect=/x',
    '#/x',
    `/${'a'.repeat(3000)}`,
  ])('refuses %j', (value) => {
    expect(safeRedirect(value)).toBe(FALLBACK)
  })

  it('refuses what is not a string, and uses the given fallback', () => {
    for (const value of [undefined, null, 42, ['/profile'], { to: '/profile' }]) {
      expect(safeRedirect(value)).toBe(FALLBACK)
    }
    expect(safeRedirect('//evil.example', '/en/profile')).toBe('/en/profile')
  })

  it('never answers anything that leaves the site, whatever the input (property)', () => {
    const tricky = fc.constantFrom(
      '/',
      '\\',
      '%2F',
      '%5C',
      '%25',
      '/\\',
      '//',
      ':',
      '@',
      '.',
      '\t',
      '%09',
      'evil.example',
      'http:',
      'javascript:',
      '?',
      '#',
      ' ',
      '\u3000',
      '%E3%80%80',
    )
    const value = fc.oneof(
      fc.string({ unit: 'grapheme-ascii' }),
      fc.string(),
      fc.webUrl(),
      fc.array(tricky, { maxLength: 8 }).map((parts) => parts.join('')),
      fc.array(tricky, { maxLength: 8 }).map((parts) => `/${parts.join('')}`),
    )
    fc.assert(
      fc.property(value, (input) => {
        const answer = safeRedirect(input, FALLBACK)
        // The input itself, or the same URL as the URL parser writes it (percent-encoded).
        expect(answer === FALLBACK || answer === input || sameUrl(answer, input)).toBe(true)
        expect(answer.startsWith('/')).toBe(true)
        expect(answer.startsWith('//')).toBe(false)
        expect(originOf(answer)).toBe(BASE)
        // Decoding it (as a later hop might) still stays on the site.
        let decoded = answer
        try {
          decoded = decodeURIComponent(answer)
        } catch {}
        expect(originOf(decoded.split(/[?#]/, 1)[0] ?? '/')).toBe(BASE)
      }),
      { numRuns: 2000 },
    )
  })

  it('V16.5 answers a non-ASCII path percent-encoded (fit for a Location header), never garbled', () => {
    expect(safeRedirect('/профіль?tab=пароль#x')).toBe(
      '/%D0%BF%D1%80%D0%BE%D1%84%D1%96%D0%BB%D1%8C?tab=%D0%BF%D0%B0%D1%80%D0%BE%D0%BB%D1%8C#x',
    )
    expect(safeRedirect('/en/tournaments/a b')).toBe('/en/tournaments/a%20b')
    expect(safeRedirect('/%D0%BF')).toBe('/%D0%BF')
    for (const target of [safeRedirect('/профіль'), safeRedirect('/a b?c=д')]) {
      expect(/^[\x21-\x7e]+$/.test(target)).toBe(true)
    }
  })

  it('V16.5 refuses a lone surrogate and dot segments that climb to another host', () => {
    expect(safeRedirect('/x\ud800y', FALLBACK)).toBe(FALLBACK)
    expect(safeRedirect('/\udc00', FALLBACK)).toBe(FALLBACK)
    expect(safeRedirect('/a/../..//evil.example', FALLBACK)).toBe(FALLBACK)
    expect(safeRedirect('/.//evil.example', FALLBACK)).toBe(FALLBACK)
  })

  it('keeps every plain same-site path (property)', () => {
    const segment = fc.stringMatching(/^[a-z0-9-]{1,12}$/)
    fc.assert(
      fc.property(fc.boolean(), fc.array(segment, { minLength: 1, maxLength: 5 }), (english, segments) => {
        const path = `${english ? '/en' : ''}/${segments.join('/')}`
        expect(safeRedirect(path)).toBe(path)
      }),
    )
  })
})

describe('V3.7.2 returnTarget: the profile offers a way back only to the site itself', () => {
  it.each(['/tournaments/join/cup-2026', '/en/tournaments/join/cup-2026', '/join/wolves/inv-1?x=1'])(
    'offers %s',
    (value) => {
      expect(returnTarget(value)).toBe(value)
    },
  )

  it.each([
    '//evil.example',
    'https://evil.example',
    '/\\evil',
    '/%2F%2Fevil.example',
    'javascript:alert(1)',
    '',
    undefined,
    ['/tournaments'],
  ])('offers nothing for %s', (value) => {
    expect(returnTarget(value)).toBeNull()
  })
})

describe("V14.2.1 keptQueryOf: the page's redirect that links built from it carry on", () => {
  it('keeps a safe redirect, encoded, and nothing else of the query', () => {
    expect(keptQueryOf('/en/login?redirect=%2Fen%2Fjoin%2Fa%2Fb')).toBe('?redirect=%2Fen%2Fjoin%2Fa%2Fb')
    expect(keptQueryOf('/login?password=hunter2&redirect=/tournaments&email=a%40b.c')).toBe(
      '?redirect=%2Ftournaments',
    )
    expect(keptQueryOf('/login/index.pageContext.json?redirect=%2Fprofile')).toBe('?redirect=%2Fprofile')
  })

  it('keeps nothing without a redirect, or with one that could lead off the site', () => {
    expect(keptQueryOf('/')).toBe('')
    expect(keptQueryOf('/about?password=hunter2')).toBe('')
    for (const unsafe of [
      '//evil.example',
      'https://evil.example',
      '/%2F%2Fevil.example',
      '/\\evil.example',
      '',
    ])
      expect(keptQueryOf(`/login?redirect=${encodeURIComponent(unsafe)}`), unsafe).toBe('')
  })

  it('reads the last of several redirects, as the page does (Vike: urlParsed.search)', () => {
    expect(keptQueryOf('/login?redirect=%2Fa&redirect=%2Fb')).toBe('?redirect=%2Fb')
    expect(keptQueryOf('/login?redirect=%2Fa&redirect=%2F%2Fevil.example')).toBe('')
  })
})
