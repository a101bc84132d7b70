/**
 * The header's sign-in link and the login paths (spec §2, §6). In every page's first load, so it
 * imports neither a schema (effect would come with it, docs/performance.md) nor the check of a
 * `redirect` value (redirect.ts): the server makes that check once per page (`keptQuery`).
 */
import { cookieValue } from '#core/shared/http/cookie.ts'
import { type Locale, localizePath } from '#core/shared/i18n/locale.ts'

/**
 * How this browser last signed in: by phone (`/auth`: number, SMS code, password) or on the login
 * page (e-mail and password, or a social account). A session that ends sends the person back to the
 * same way in (ADR 0058), remembered by a cookie that names nothing but the way.
 */
export type SignInMethod = 'phone' | 'login'

/** Over HTTPS the cookie carries the `__Host-` prefix (Secure, this host only), as every other does. */
export const SIGN_IN_METHOD_COOKIE = {
  name: 'signin',
  secureName: '__Host-signin',
  maxAgeSeconds: 365 * 24 * 60 * 60,
} as const

const isSignInMethod = (value: string | undefined): value is SignInMethod =>
  value === 'phone' || value === 'login'

/** The way in a `Cookie` header remembers (under either name); undefined when none. */
export const signInMethodOf = (cookies: string | null | undefined): SignInMethod | undefined =>
  [SIGN_IN_METHOD_COOKIE.secureName, SIGN_IN_METHOD_COOKIE.name]
    .map((name) => cookieValue(cookies, name))
    .find(isSignInMethod)

/** The `Set-Cookie` line that remembers the way in. */
export const signInMethodCookie = (method: SignInMethod, secure: boolean): string =>
  secure
    ? `${SIGN_IN_METHOD_COOKIE.secureName}=${method}; Max-Age=${SIGN_IN_METHOD_COOKIE.maxAgeSeconds}; Path=/; HttpOnly; SameSite=Lax; Secure`
    : `${SIGN_IN_METHOD_COOKIE.name}=${method}; Max-Age=${SIGN_IN_METHOD_COOKIE.maxAgeSeconds}; Path=/; HttpOnly; SameSite=Lax`

/**
 * The sign-in page of a language (the phone flow's for who signed in by phone), optionally with the
 * path to come back to.
 */
export const loginPath = (locale: Locale, back?: string, method: SignInMethod = 'login'): string => {
  const page = localizePath(method === 'phone' ? '/auth' : '/login', locale)
  return back === undefined ? page : `${page}?redirect=${encodeURIComponent(back)}`
}

/** The sign-in and recovery screens: nobody wants to come back to them after signing in. */
const ACCOUNT_SCREENS = ['/login', '/auth', '/register', '/forgot-password']

const isAccountScreen = (path: string): boolean =>
  ACCOUNT_SCREENS.some((screen) => path === screen || path.startsWith(`${screen}/`))

/**
 * The header's sign-in link on a page: back to that page after signing in (its path in its
 * language, no query), or, on the sign-in screens themselves, to where they were already going:
 * `keptQuery`, the page's safe `?redirect=…` or '' (redirect.ts `keptQuery`).
 */
export const signInLink = (locale: Locale, path: string, keptQuery: string): string =>
  isAccountScreen(path)
    ? `${localizePath('/login', locale)}${keptQuery}`
    : loginPath(locale, localizePath(path, locale))
