/**
 * Who may see a page (spec §2, §6), as pure functions the page guard calls on the server:
 * - `guest`: guest-only pages (`/auth`, `/login`, `/login/{provider}/callback`); a signed-in user
 *   is sent to the `redirect` query value when it is a safe same-site path, else to `/profile`;
 * - `user`: signed-in only (`/profile` and its children, `/tournaments/join/{id}`, `/join/**`); a
 *   guest goes to `/login?redirect={path}` (`/auth?…` when this browser last signed in by phone) and
 *   comes back there after signing in.
 * - `moderator` and `organiser`: the console (`/console/**`), for staff of at least that role; anyone
 *   else gets the 404 page, as for an unknown path, so that the console's existence is not revealed
 *   (a moderator at an organisers' page too: the console shows them no link to it).
 * Every target keeps the page's language (`/en/login`, `/en/profile`).
 */
import type { Locale } from '#core/shared/i18n/locale.ts'
import { signedInTarget } from './redirect.ts'
import { type StaffRole, staffAccess, type UserRole } from './roles.ts'
import { loginPath, type SignInMethod } from './sign-in-link.ts'

/** A page's `+access.ts` value (typed by Vike's config, see ui/global.d.ts). */
export type Access = 'guest' | 'user' | StaffRole

export type AccessDecision =
  | { readonly kind: 'allow' }
  | { readonly kind: 'redirect'; readonly to: string }
  | { readonly kind: 'not_found' }

/** The page levels only staff pass, which ask for the user's role. */
export const isStaffAccess = (access: Access | undefined): access is StaffRole =>
  access === 'moderator' || access === 'organiser'

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
  /** The signed-in user's role as the database has it now; read only for staff pages. */
  readonly role?: UserRole | undefined
}

const ALLOW: AccessDecision = { kind: 'allow' }
const NOT_FOUND: AccessDecision = { kind: 'not_found' }

export const decideAccess = (request: AccessRequest): AccessDecision => {
  const { access, signedIn, locale } = request
  switch (access) {
    case 'guest':
      return signedIn ? { kind: 'redirect', to: signedInTarget(locale, request.redirectQuery) } : ALLOW
    case 'user':
      return signedIn
        ? ALLOW
        : { kind: 'redirect', to: loginPath(locale, request.pathWithQuery, request.signInMethod) }
    case 'moderator':
    case 'organiser':
      return signedIn && staffAccess(request.role, access) === 'allowed' ? ALLOW : NOT_FOUND
    default:
      return ALLOW
  }
}
