/**
 * The header's sign-in link and the login paths (spec §2, §6). In every page's first load, so it
 * imports neither a schema (effect would come with it, docs/performance.md) nor the check of a
 * `redirect` value (redirect.ts): the server makes that check once per page (`keptQuery`).
 */
import { type Locale, localizePath } from '#core/shared/i18n/locale.ts'

/** The login page of a language, optionally with the path to come back to. */
export const loginPath = (locale: Locale, back?: string): string =>
  back === undefined
    ? localizePath('/login', locale)
    : `${localizePath('/login', locale)}?redirect=${encodeURIComponent(back)}`

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
