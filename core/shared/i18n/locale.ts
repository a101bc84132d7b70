/**
 * Languages of the platform (spec §1, §9). Ukrainian is the default and lives at the root;
 * English is prefixed with `/en`. Pure functions, shared by the server, Vike hooks and the browser.
 */
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
  if (!header) return undefined
  for (const part of header.split(';')) {
    const [name, ...rest] = part.trim().split('=')
    if (name === LOCALE_COOKIE.name) {
      const value = rest.join('=')
      return isLocale(value) ? value : undefined
    }
  }
  return undefined
}

/** The `Set-Cookie`/`document.cookie` text that remembers a language choice. */
export const localeCookie = (locale: Locale): string =>
  `${LOCALE_COOKIE.name}=${locale}; Max-Age=${LOCALE_COOKIE.maxAgeSeconds}; Path=${LOCALE_COOKIE.path}; SameSite=${LOCALE_COOKIE.sameSite}`
