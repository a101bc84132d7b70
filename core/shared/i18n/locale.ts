/**
 * Languages of the platform (spec §1, §9). Ukrainian is the default and lives at the root;
 * English is prefixed with `/en`. Pure functions, shared by the server, Vike hooks and the browser.
 */
import { cookieValue } from '#core/shared/http/cookie.ts'

export const LOCALES = ['uk', 'en'] as const
export type Locale = (typeof LOCALES)[number]
export const DEFAULT_LOCALE: Locale = 'uk'

/** A locale entry of spec §3: code, iso, dir, domain (the path prefix it is served under). */
export interface LocaleEntry {
  readonly code: Locale
  readonly iso: string
  readonly dir: 'ltr' | 'rtl'
  readonly domain: string
}

export const LOCALE_ENTRIES: Readonly<Record<Locale, LocaleEntry>> = {
  uk: { code: 'uk', iso: 'uk-UA', dir: 'ltr', domain: '' },
  en: { code: 'en', iso: 'en-US', dir: 'ltr', domain: '/en' },
}

/** The language cookie of spec §9: 365 days, path /, SameSite=Lax. */
export const LOCALE_COOKIE = {
  name: 'lang',
  maxAgeSeconds: 365 * 24 * 60 * 60,
  path: '/',
  sameSite: 'Lax',
} as const

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (LOCALES as readonly string[]).includes(value)

/** Splits a URL path into its locale and the path without the prefix (`/en/about` → en, `/about`). */
export const splitLocale = (path: string): { locale: Locale; path: string } => {
  for (const locale of LOCALES) {
    const prefix = LOCALE_ENTRIES[locale].domain
    if (prefix === '') continue
    if (path === prefix) return { locale, path: '/' }
    if (path.startsWith(`${prefix}/`)) return { locale, path: path.slice(prefix.length) }
  }
  return { locale: DEFAULT_LOCALE, path }
}

/** The path of a page in the given locale (`/about`, en → `/en/about`; `/`, en → `/en`). */
export const localizePath = (path: string, locale: Locale): string => {
  const logical = splitLocale(path).path
  const prefix = LOCALE_ENTRIES[locale].domain
  if (prefix === '') return logical
  return logical === '/' ? prefix : `${prefix}${logical}`
}

/** The value a `Cookie` header carries for the language cookie, when it names a known locale. */
export const localeFromCookieHeader = (header: string | null | undefined): Locale | undefined => {
  const value = cookieValue(header, LOCALE_COOKIE.name)
  return isLocale(value) ? value : undefined
}

/** The `Set-Cookie`/`document.cookie` text that remembers a language choice. */
export const localeCookie = (locale: Locale): string =>
  `${LOCALE_COOKIE.name}=${locale}; Max-Age=${LOCALE_COOKIE.maxAgeSeconds}; Path=${LOCALE_COOKIE.path}; SameSite=${LOCALE_COOKIE.sameSite}`

// An `Accept-Language` longer than this is read only up to here, and no more entries than this are
// looked at: the header is the client's, and the work it causes stays small and linear.
const ACCEPT_LANGUAGE_MAX = 512
const ACCEPT_LANGUAGE_ENTRIES_MAX = 32
// RFC 9110 §12.4.2: a weight is 0 to 1 with at most three decimals.
const WEIGHT = /^(?:0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/

/**
 * The platform's language the browser prefers most by its `Accept-Language` (`en-GB,en;q=0.9` → en),
 * or undefined when it accepts neither. Of equal weights the one named first wins; a malformed entry
 * is skipped, never an error.
 */
export const preferredLocale = (header: string | null | undefined): Locale | undefined => {
  if (!header) return undefined
  let best: { locale: Locale; weight: number } | undefined
  const entries = header.slice(0, ACCEPT_LANGUAGE_MAX).split(',', ACCEPT_LANGUAGE_ENTRIES_MAX)
  for (const entry of entries) {
    const [range = '', ...params] = entry.split(';')
    const language = range.trim().toLowerCase().split('-', 1)[0]
    if (!isLocale(language)) continue
    const q = params.map((param) => param.trim()).find((param) => param.toLowerCase().startsWith('q='))
    const weightText = q === undefined ? '1' : q.slice(2)
    if (!WEIGHT.test(weightText)) continue
    const weight = Number(weightText)
    if (weight > 0 && (best === undefined || weight > best.weight)) best = { locale: language, weight }
  }
  return best?.locale
}

/**
 * The language to offer on a page (spec: a first visit from a browser that prefers English): only on
 * a Ukrainian page, only before any choice was remembered in the cookie, never a redirect.
 */
export const offeredLocale = (
  pageLocale: Locale,
  cookieHeader: string | null | undefined,
  acceptLanguage: string | null | undefined,
): Locale | null => {
  if (pageLocale !== DEFAULT_LOCALE || localeFromCookieHeader(cookieHeader) !== undefined) return null
  const preferred = preferredLocale(acceptLanguage)
  return preferred !== undefined && preferred !== pageLocale ? preferred : null
}

/** Where a language choice made without JavaScript is sent; the server sets the cookie there. */
export const LANGUAGE_CHOICE_PATH = '/language'

/** The address that remembers `locale` and goes on to `path` (a same-site path) in that language. */
export const languageChoiceHref = (locale: Locale, path: string): string =>
  `${LANGUAGE_CHOICE_PATH}/${locale}?next=${encodeURIComponent(path)}`
