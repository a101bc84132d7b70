/**
 * V1.3.12 The scans that replaced backtracking patterns accept and refuse what the patterns did, and
 * take time linear in their input (a long hostile input is read in a few milliseconds).
 */
import { describe, expect, it } from 'vitest'
import { withoutTrailingSlashes } from '#core/shared/http/app-path.ts'
import { interpolate, templateParts } from '#core/shared/validation/message.ts'
import { isEmailAddress, isPlainText } from '#core/shared/validation/rules.ts'
import { decodeEncodedWords, decodeQuotedPrintable } from '#server/integrations/mail/parse-mail.ts'
import { isValidKey } from '#server/integrations/storage/storage.ts'
import { looksLikeSvg } from '#server/uploads/svg.ts'

/** Milliseconds `work` takes. */
const timed = (work: () => unknown): number => {
  const started = performance.now()
  work()
  return performance.now() - started
}

// Far above what a linear scan of these inputs needs on a busy machine, far below what a quadratic
// one takes (seconds to hours at this length).
const FAST_MS = 250
const LONG = 100_000

describe('the SVG prolog check', () => {
  it.each([
    '<svg xmlns="http://www.w3.org/2000/svg"/>',
    '<svg>',
    '<svg\n viewBox="0 0 1 1">',
    '  \n<svg>',
    '<?xml version="1.0" encoding="UTF-8"?>\n<svg>',
    '<?xml version="1.0"?><!-- made by hand --><svg>',
    '<!-- a -- comment --><?editor keep?>\n<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "x.dtd"><svg/>',
    '<!DOCTYPE svg><svg>',
    '\ufeff<svg>',
  ])('accepts %j', (text) => {
    expect(looksLikeSvg(text)).toBe(true)
  })

  it.each([
    '',
    'x',
    '<svgx>',
    '<html><svg>',
    '<!-- never closed <svg>',
    '<?xml version="1.0"?><?xml version="1.0"?><svg>',
    '<?xml?><svg>',
    '<?pi><svg>',
    '<!DOCTYPE svg [<!ENTITY lol "lol">]><svg>',
    '<!DOCTYPE svg SYSTEM "a" [<!ENTITY x "x">]><svg>',
    '<!DOCTYPE html><svg>',
    '<!DOCTYPEsvg><svg>',
    `${' '.repeat(30)}x`,
  ])('refuses %j', (text) => {
    expect(looksLikeSvg(text)).toBe(false)
  })

  it.each([
    ['white space', `${' '.repeat(LONG)}x`],
    ['empty comments', `${'<!---->'.repeat(LONG / 7)}x`],
    ['unclosed comments', '<!--'.repeat(LONG / 4)],
    ['instructions without their end', '<?a'.repeat(LONG / 3)],
    ['doctypes with a subset', '<!DOCTYPE svg ['.repeat(LONG / 15)],
  ])('reads a long run of %s in linear time', (_name, text) => {
    expect(timed(() => looksLikeSvg(text))).toBeLessThan(FAST_MS)
  })
})

describe('e-mail addresses, length first', () => {
  it.each(['a@b.co', 'first.last+tag@mail.example.com.ua', 'ім’я@приклад.укр'])('accepts %s', (address) => {
    expect(isEmailAddress(address)).toBe(true)
  })

  it.each(['a@b', 'a@.b', 'a@b.', 'a@b..c', '@b.c', 'a b@c.d', 'a@b@c.d', `a@${'b'.repeat(251)}.c`])(
    'refuses %s',
    (address) => {
      expect(isEmailAddress(address)).toBe(false)
    },
  )

  it('reads a long hostile address in linear time', () => {
    const hostile = `a@${'b.'.repeat(LONG)}c@`
    expect(timed(() => isEmailAddress(hostile.slice(0, 254)))).toBeLessThan(FAST_MS)
  })
})

describe('plain text', () => {
  it.each(['Олена', 'name with spaces', 'emoji 🎮', ''])('accepts %j', (text) => {
    expect(isPlainText(text)).toBe(true)
  })

  it.each([
    'a\u0000b',
    'tab\there',
    'line\nbreak',
    'del\u007f',
    'c1\u0085',
    'lone \ud800 high',
    'lone \udc00 low',
  ])('refuses %j in a single line', (text) => {
    expect(isPlainText(text)).toBe(false)
  })

  it('keeps line breaks and tabs in a text area, still without a NUL', () => {
    expect(isPlainText('two\nlines\r\n\tindented', true)).toBe(true)
    expect(isPlainText('a\u0000b', true)).toBe(false)
  })
})

describe('message templates', () => {
  it('fills placeholders with and without a type, and keeps unknown ones', () => {
    expect(interpolate('en', 'Minimum {min:number} of {max}, {missing}', { min: 8, max: 9 })).toBe(
      'Minimum 8 of 9, {missing}',
    )
    expect(interpolate('en', '{a{b}c} {} {x:y:z} {', { b: 1 })).toBe('{a1c} {} {x:y:z} {')
  })

  it('cuts a template into text and placeholders', () => {
    expect(templateParts('a {n} b')).toEqual([
      { kind: 'text', text: 'a ' },
      { kind: 'placeholder', name: 'n', text: '{n}' },
      { kind: 'text', text: ' b' },
    ])
  })

  it('reads long hostile texts in linear time', () => {
    expect(timed(() => templateParts('{a'.repeat(LONG)))).toBeLessThan(FAST_MS)
    expect(timed(() => templateParts(`${'{'.repeat(LONG)}}`))).toBeLessThan(FAST_MS)
  })
})

describe('storage keys', () => {
  it.each(['avatars/ab12/cd-34.webp', 'a/b/c/d.svg', 'x--y/z.png'])('accepts %s', (key) => {
    expect(isValidKey(key)).toBe(true)
  })

  it.each([
    'a.png',
    'a/b/c/d/e.png',
    '/a/b.png',
    'a//b.png',
    'a/../b.png',
    'A/b.png',
    'a/-b.png',
    'a/b.gif',
    'a/b-.png',
  ])('refuses %s', (key) => {
    expect(isValidKey(key)).toBe(false)
  })
})

describe('small text helpers', () => {
  it('drops trailing slashes in linear time', () => {
    expect(withoutTrailingSlashes('https://x.example//')).toBe('https://x.example')
    expect(withoutTrailingSlashes('/')).toBe('')
    expect(timed(() => withoutTrailingSlashes(`${'/'.repeat(LONG)}x`))).toBeLessThan(FAST_MS)
  })

  it('decodes quoted-printable padding and encoded words in linear time', () => {
    expect(decodeQuotedPrintable('a=3Db  \r\nc \t\nd').toString()).toBe('a=b\r\nc\nd')
    expect(decodeEncodedWords('=?UTF-8?B?0J/RgNC40LLRltGC?= =?UTF-8?Q?_=D1=81=D0=B2=D1=96=D1=82?=')).toBe(
      'Привіт світ',
    )
    expect(timed(() => decodeQuotedPrintable(`${' '.repeat(LONG)}x`))).toBeLessThan(FAST_MS)
    expect(timed(() => decodeEncodedWords('=?a?B?'.repeat(LONG / 6)))).toBeLessThan(FAST_MS)
  })
})
