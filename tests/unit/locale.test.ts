import { describe, expect, it } from 'vitest'
import {
  DEFAULT_LOCALE,
  isLocale,
  LOCALE_COOKIE,
  LOCALES,
  localeCookie,
  localeFromCookieHeader,
  localizePath,
  offeredLocale,
  preferredLocale,
  splitLocale,
} from '#core/shared/i18n/locale.ts'

describe('locales', () => {
  it('has Ukrainian as the default and English as the other language', () => {
    expect(DEFAULT_LOCALE).toBe('uk')
    expect([...LOCALES].sort()).toEqual(['en', 'uk'])
    expect(isLocale('en')).toBe(true)
    expect(isLocale('uk')).toBe(true)
    for (const value of ['EN', 'ua', 'ru', '', undefined, null, 1]) expect(isLocale(value)).toBe(false)
  })
})

describe('splitLocale', () => {
  it('reads English from the /en prefix and strips it', () => {
    expect(splitLocale('/en')).toEqual({ locale: 'en', path: '/' })
    expect(splitLocale('/en/')).toEqual({ locale: 'en', path: '/' })
    expect(splitLocale('/en/about')).toEqual({ locale: 'en', path: '/about' })
    expect(splitLocale('/en/api/v1/tournaments')).toEqual({ locale: 'en', path: '/api/v1/tournaments' })
  })

  it('reads Ukrainian from paths without the prefix and leaves them alone', () => {
    expect(splitLocale('/')).toEqual({ locale: 'uk', path: '/' })
    expect(splitLocale('/about')).toEqual({ locale: 'uk', path: '/about' })
  })

  it('does not mistake paths that merely start with "en" for English', () => {
    expect(splitLocale('/english')).toEqual({ locale: 'uk', path: '/english' })
    expect(splitLocale('/enroll/en')).toEqual({ locale: 'uk', path: '/enroll/en' })
    expect(splitLocale('/uk/about')).toEqual({ locale: 'uk', path: '/uk/about' })
  })
})

describe('localizePath', () => {
  it('gives the English twin of a page', () => {
    expect(localizePath('/', 'en')).toBe('/en')
    expect(localizePath('/about', 'en')).toBe('/en/about')
    expect(localizePath('/en/about', 'en')).toBe('/en/about')
    expect(localizePath('/en', 'en')).toBe('/en')
  })

  it('gives the Ukrainian twin of a page', () => {
    expect(localizePath('/en', 'uk')).toBe('/')
    expect(localizePath('/en/about', 'uk')).toBe('/about')
    expect(localizePath('/about', 'uk')).toBe('/about')
    expect(localizePath('/', 'uk')).toBe('/')
  })

  it('round-trips between the languages', () => {
    for (const path of ['/', '/about', '/tournaments/cs2-kyiv-cup', '/english']) {
      expect(localizePath(localizePath(path, 'en'), 'uk')).toBe(path)
    }
  })
})

describe('localeFromCookieHeader', () => {
  it('reads the language cookie alone or among others', () => {
    expect(localeFromCookieHeader('lang=en')).toBe('en')
    expect(localeFromCookieHeader('lang=uk')).toBe('uk')
    expect(localeFromCookieHeader('theme=dark; lang=en; session=abc')).toBe('en')
    expect(localeFromCookieHeader('theme=dark;lang=en')).toBe('en')
  })

  it('ignores a missing header, other cookies and cookies whose name only contains "lang"', () => {
    expect(localeFromCookieHeader(undefined)).toBeUndefined()
    expect(localeFromCookieHeader(null)).toBeUndefined()
    expect(localeFromCookieHeader('')).toBeUndefined()
    expect(localeFromCookieHeader('theme=dark; session=en')).toBeUndefined()
    expect(localeFromCookieHeader('xlang=en; language=en; lang_x=en')).toBeUndefined()
  })

  it('ignores unknown values and garbage', () => {
    for (const header of [
      'lang=fr',
      'lang=EN',
      'lang=',
      'lang',
      'lang=en=1',
      ';;;',
      '=',
      '=en',
      'lang=%65n',
      '\u0000',
    ]) {
      expect(localeFromCookieHeader(header), header).toBeUndefined()
    }
  })
})

describe('localeCookie', () => {
  it('remembers the choice for 365 days on every path with SameSite=Lax', () => {
    expect(localeCookie('en')).toBe('lang=en; Max-Age=31536000; Path=/; SameSite=Lax')
    expect(localeCookie('uk')).toBe('lang=uk; Max-Age=31536000; Path=/; SameSite=Lax')
    expect(LOCALE_COOKIE.maxAgeSeconds).toBe(365 * 24 * 60 * 60)
  })

  it('is read back by localeFromCookieHeader', () => {
    for (const locale of LOCALES) {
      const pair = localeCookie(locale).split(';')[0]
      expect(localeFromCookieHeader(`a=b; ${pair}`)).toBe(locale)
    }
  })
})

describe('preferredLocale', () => {
  it('takes the platform language of the highest weight, the first of equal weights', () => {
    expect(preferredLocale('en-GB,en;q=0.9')).toBe('en')
    expect(preferredLocale('en-US,en;q=0.9,uk;q=0.8')).toBe('en')
    expect(preferredLocale('uk-UA,uk;q=0.9,en-US;q=0.8,en;q=0.7')).toBe('uk')
    expect(preferredLocale('de-DE,de;q=0.9,en;q=0.5')).toBe('en')
    expect(preferredLocale('uk;q=0.5,en;q=0.8')).toBe('en')
    expect(preferredLocale('en;q=0.5, uk;q=0.5')).toBe('en')
    expect(preferredLocale('EN-us')).toBe('en')
  })

  it('accepts neither when the browser names neither, or refuses them', () => {
    for (const header of [undefined, null, '', '*', 'de,fr;q=0.5', 'en;q=0', 'en;q=0.000']) {
      expect(preferredLocale(header)).toBeUndefined()
    }
  })

  it('skips malformed weights rather than failing', () => {
    expect(preferredLocale('en;q=2,uk;q=0.1')).toBe('uk')
    expect(preferredLocale('en;q=abc,uk;q=0.1')).toBe('uk')
    expect(preferredLocale('en;q=0.12345,uk;q=0.1')).toBe('uk')
    expect(preferredLocale('en;q=-1')).toBeUndefined()
  })

  it('reads only the start of an oversized header, quickly', () => {
    const padding = 'de;q=0.1,'.repeat(100_000)
    const started = performance.now()
    expect(preferredLocale(`${padding}en`)).toBeUndefined()
    expect(preferredLocale(`en,${padding}`)).toBe('en')
    expect(preferredLocale(`en;q=${'0'.repeat(100_000)}`)).toBeUndefined()
    expect(performance.now() - started).toBeLessThan(200)
  })
})

describe('offeredLocale', () => {
  it('offers English on a Ukrainian page to a browser preferring it, before any choice', () => {
    expect(offeredLocale('uk', undefined, 'en-US,en;q=0.9')).toBe('en')
    expect(offeredLocale('uk', 'session=x', 'en-US,en;q=0.9')).toBe('en')
  })

  it('offers nothing once a language was chosen, on an English page, or to a Ukrainian reader', () => {
    expect(offeredLocale('uk', 'lang=uk', 'en-US,en;q=0.9')).toBeNull()
    expect(offeredLocale('uk', 'lang=en', 'en-US,en;q=0.9')).toBeNull()
    expect(offeredLocale('en', undefined, 'en-US,en;q=0.9')).toBeNull()
    expect(offeredLocale('en', undefined, 'uk')).toBeNull()
    expect(offeredLocale('uk', undefined, 'uk,en;q=0.9')).toBeNull()
    expect(offeredLocale('uk', undefined, undefined)).toBeNull()
  })
})
