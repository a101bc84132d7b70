/**
 * Who may see a page (spec §2, §6), as pure functions the page guard calls on the server:
 * - `guest`: guest-only pages (`/auth`, `/login`, `/login/{provider}/callback`); a signed-in user
 *   is sent to the `redirect` query value when it is a safe same-site path, else to `/profile`;
 * - `user`: signed-in only (`/profile` and its children, `/tournaments/join/{id}`, `/join/**`); a
 *   guest goes to `/login?redirect={path}` (`/auth?…` when this browser last signed in by phone) and
 *   comes back there after signing in.
 * Every target keeps the page's language (`/en/login`, `/en/profile`).
 */
import { type Locale, localizePath } from '#core/shared/i18n/locale.ts'
import { safeRedirect } from './redirect.ts'
import { loginPath, type SignInMethod } from './sign-in-link.ts'

/** A page's `+access.ts` value (typed by Vike's config, see ui/global.d.ts). */
export type Access = 'guest' | 'user'

export type AccessDecision = { readonly kind: 'allow' } | { readonly kind: 'redirect'; readonly to: string }

export interface AccessRequest {
  /** The page's access level; undefined for public pages. */
  readonly access: Access | undefined
  readonly signedIn: boolean
  readonly locale: Locale
  /** The URL asked for as the browser shows it, language prefix included (`/en/join/t1/x?a=1`). */
  readonly pathWithQuery: string
  /** The page's `redirect` query value, if any (only guest pages read it). */
  readonly redirectQuery: unknown
  /** How this browser last signed in: a guest is sent back to that way in. */
  readonly signInMethod?: SignInMethod | undefined
}

const ALLOW: AccessDecision = { kind: 'allow' }

/**
 * Where a signed-in user goes from a guest page, by the guard or after signing in there: the
 * `redirect` query value when it is a safe same-site path, else the profile in their language.
 */
export const signedInTarget = (locale: Locale, redirectQuery: unknown): string =>
  safeRedirect(redirectQuery, localizePath('/profile', locale))

export const decideAccess = (request: AccessRequest): AccessDecision => {
  const { access, signedIn, locale } = request
  switch (access) {
    case 'guest':
      return signedIn ? { kind: 'redirect', to: signedInTarget(locale, request.redirectQuery) } : ALLOW
    case 'user':
      return signedIn
        ? ALLOW
        : { kind: 'redirect', to: loginPath(locale, request.pathWithQuery, request.signInMethod) }
    default:
      return ALLOW
  }
}
