/**
 * Where Auth.js sends the browser, adapted to the site: its sign-in and error pages are our `/login`
 * (in the reader's language), and a failed social sign-in returns to `/login/{provider}/callback`
 * with Auth.js's error type, where the page offers to try again.
 */
import {
  DEFAULT_LOCALE,
  type Locale,
  localeFromCookieHeader,
  localizePath,
  splitLocale,
} from '#core/shared/i18n/locale.ts'

/** Auth.js's own sign-in, error and verify-request pages are replaced by this page (`pages` in authjs.ts). */
export const LOGIN_PATH = '/login'

/** Auth.js's own sign-out page is replaced by ours: the profile with its sign-out confirmation open. */
export const SIGN_OUT_PATH = '/profile#sign-out'

/** The path Auth.js answers under. */
export const AUTH_BASE_PATH = '/api/auth'

/** The callbackUrl as a URL of our own origin, or undefined (absent, foreign or malformed). */
export const sameOriginUrl = (value: string | null | undefined, origin: string): URL | undefined => {
  if (!value) return undefined
  try {
    const url = new URL(value, origin)
    return url.origin === origin ? url : undefined
  } catch {
    return undefined
  }
}

/**
 * The reader's language: the page they came from (the callbackUrl sent with the request, or the one
 * Auth.js kept in its cookie during a social sign-in), else the language cookie, else Ukrainian.
 */
export const requestLocale = (callbackUrl: URL | undefined, cookieHeader: string | null): Locale => {
  if (callbackUrl) return splitLocale(callbackUrl.pathname).locale
  return localeFromCookieHeader(cookieHeader) ?? DEFAULT_LOCALE
}

/** `{/en}/login/{provider}/callback`, the page a social sign-in returns to. */
export const providerCallbackPath = (provider: string, locale: Locale): string =>
  localizePath(`${LOGIN_PATH}/${provider}/callback`, locale)

/**
 * The page a failed social sign-in lands on: the callback page the sign-in started from (keeping its
 * `redirect`) or the provider's callback page in the reader's language, with `error` set.
 */
export const providerErrorUrl = (
  provider: string,
  error: string,
  origin: string,
  locale: Locale,
  callbackUrl: URL | undefined,
): string => {
  const expected = `${LOGIN_PATH}/${provider}/callback`
  const fromCallback =
    callbackUrl && splitLocale(callbackUrl.pathname).path === expected ? callbackUrl : undefined
  const target = new URL(fromCallback?.href ?? providerCallbackPath(provider, locale), origin)
  target.searchParams.set('error', error)
  return target.href
}

const signOutPage = new URL(SIGN_OUT_PATH, 'http://localhost')

/** Whether the URL is one of the pages Auth.js's own pages are replaced by. */
const isReplacementPage = (url: URL): boolean =>
  url.pathname === LOGIN_PATH || (url.pathname === signOutPage.pathname && url.hash === signOutPage.hash)

/**
 * Auth.js's `/login?…` (its sign-in, error or verify-request page) or the sign-out confirmation, in
 * the reader's language; other URLs unchanged.
 */
export const localizePageUrl = (target: string, origin: string, locale: Locale): string => {
  const url = sameOriginUrl(target, origin)
  if (!url || !isReplacementPage(url)) return target
  url.pathname = localizePath(url.pathname, locale)
  return url.href
}
