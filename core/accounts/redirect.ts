/**
 * The `redirect` query of the guest pages (spec §2: `/auth`, `/login`, the provider callback): where
 * a signed-in user goes next. Only a same-site relative path is honoured (`/x?y#z`, the `/en` prefix
 * kept); anything that a browser could read as another origin falls back (OWASP ASVS V3.7.2, V5.1.5).
 *
 * Refused: absolute URLs and schemes (`https:`, `javascript:`), protocol-relative `//host`, `/\host`
 * and backslashes anywhere in the path, control characters (browsers drop tabs and newlines, so
 * `/\t/host` would become `//host`), and the same tricks percent-encoded once or more
 * (`/%2F%2Fhost`, `/%5Chost`, `/%252F%252Fhost`).
 */
import { type Locale, localizePath } from '#core/shared/i18n/locale.ts'

/** Longer values are refused rather than parsed (the server caps URLs at 2048 characters too). */
export const REDIRECT_MAX = 2048
const MAX_DECODE_ROUNDS = 5
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/
const PRINTABLE_ASCII = /^[\x21-\x7e]*$/

/** The path part (before `?` or `#`), decoded until stable; null when it cannot be decoded. */
const decodedPath = (value: string): string | null => {
  let path = value.split(/[?#]/, 1)[0] ?? ''
  for (let round = 0; round < MAX_DECODE_ROUNDS; round += 1) {
    let next: string
    try {
      next = decodeURIComponent(path)
    } catch {
      return null
    }
    if (next === path) return path
    path = next
  }
  // Still changing after several rounds: nobody writes a link like that by accident.
  return null
}

/**
 * The safe same-site target of `value`, as the URL parser writes it (non-ASCII characters and spaces
 * percent-encoded, so it can go into a `Location` header as it is); null when it is not safe.
 */
const safeTarget = (value: string): string | null => {
  if (value.length === 0 || value.length > REDIRECT_MAX) return null
  if (!value.startsWith('/') || CONTROL.test(value) || !isWellFormed(value)) return null
  const path = decodedPath(value)
  if (path === null || CONTROL.test(path)) return null
  if (path.includes('\\') || path.startsWith('//')) return null
  // The last word: the URL parser must keep it on this origin.
  const base = 'http://same-site.invalid'
  try {
    const url = new URL(value, base)
    if (url.origin !== base) return null
    // Printable ASCII goes out as it came; anything else as the URL parser encodes it.
    const target = PRINTABLE_ASCII.test(value) ? value : url.href.slice(base.length)
    // Dot segments resolved into `//host` would be a protocol-relative URL after all.
    return url.pathname.startsWith('//') || target.length > REDIRECT_MAX ? null : target
  } catch {
    return null
  }
}

/** False when a UTF-16 surrogate stands alone: such a value cannot be percent-encoded. */
const isWellFormed = (value: string): boolean => {
  try {
    encodeURI(value)
    return true
  } catch {
    return false
  }
}

/**
 * `value` when it is a safe same-site relative path (percent-encoded where it was not: `/профіль` →
 * `/%D0%BF…`); otherwise `fallback`.
 */
export const safeRedirect = (value: unknown, fallback = '/profile'): string =>
  (typeof value === 'string' ? safeTarget(value) : null) ?? fallback

/**
 * Where a "go back" link may lead (the profile's `?redirect=`, sent by a page that needs a detail
 * filled in): the safe same-site target, or null when there is none to offer.
 */
export const returnTarget = (redirect: unknown): string | null =>
  typeof redirect === 'string' ? safeTarget(redirect) : null

/**
 * The query a link built from the current page may carry: its `redirect` when that is safe, else
 * nothing. Links that copy the current URL (the language switch, a form's action, the way between
 * the sign-in screens) go through here, so no other query value (`?password=…`) is echoed into them.
 */
export const keptQuery = (redirect: unknown): string => {
  const target = typeof redirect === 'string' ? safeTarget(redirect) : null
  return target === null ? '' : `?redirect=${encodeURIComponent(target)}`
}

/**
 * The kept query of a page's address (`/login?redirect=…`): its `redirect` value as the page reads it
 * (the last one, like Vike's `urlParsed.search`), through `keptQuery`. The server reads it for every
 * page (`pageContext.keptQuery`), so the browser's start code carries no part of these checks.
 */
export const keptQueryOf = (url: string): string =>
  keptQuery(new URL(url, 'http://same-site.invalid').searchParams.getAll('redirect').at(-1))

/**
 * Where a signed-in user goes from a guest page, by the guard or after signing in there: the
 * `redirect` query value when it is a safe same-site path, else the profile in their language.
 */
export const signedInTarget = (locale: Locale, redirectQuery: unknown): string =>
  safeRedirect(redirectQuery, localizePath('/profile', locale))
