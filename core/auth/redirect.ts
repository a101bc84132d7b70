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

/** Longer values are refused rather than parsed (the server caps URLs at 2048 characters too). */
const MAX_LENGTH = 2048
const MAX_DECODE_ROUNDS = 5
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/

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

const isSafe = (value: string): boolean => {
  if (value.length === 0 || value.length > MAX_LENGTH) return false
  if (!value.startsWith('/') || CONTROL.test(value)) return false
  const path = decodedPath(value)
  if (path === null || CONTROL.test(path)) return false
  if (path.includes('\\') || path.startsWith('//')) return false
  // The last word: the URL parser must keep it on this origin.
  const base = 'http://same-site.invalid'
  try {
    return new URL(value, base).origin === base
  } catch {
    return false
  }
}

/** `value` when it is a safe same-site relative path; otherwise `fallback`. */
export const safeRedirect = (value: unknown, fallback = '/profile'): string =>
  typeof value === 'string' && isSafe(value) ? value : fallback

/**
 * The query a link built from the current page may carry: its `redirect` when that is safe, else
 * nothing. Links that copy the current URL (the language switch, a form's action, the way between
 * the sign-in screens) go through here, so no other query value (`?password=…`) is echoed into them.
 */
export const keptQuery = (redirect: unknown): string =>
  typeof redirect === 'string' && isSafe(redirect) ? `?redirect=${encodeURIComponent(redirect)}` : ''
