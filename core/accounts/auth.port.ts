/**
 * The session/auth API (spec §7): Auth.js endpoints under /api/auth and the token refresh.
 * Implementations reject with the errors of `#core/shared/errors.ts`.
 */
import type { AuthRedirect, Session, TokenRefreshResponse } from '#core/accounts/auth.schema.ts'

export interface SignInRequest {
  /** An Auth.js provider id: 'credentials' style providers post to /callback, others to /signin. */
  readonly provider: string
  /** Form fields for credentials providers (e.g. phone and password, or e-mail and password). */
  readonly credentials?: Readonly<Record<string, string>>
  readonly callbackUrl: string
}

export interface AuthProvider {
  readonly id: string
  readonly name: string
  readonly type: string
}

/** A social sign-in provider as pages offer it: Auth.js's id and its name for people. */
export type SignInProvider = Pick<AuthProvider, 'id' | 'name'>

export interface AuthApi {
  /** The current session; `null` when there is none (the adapter maps `{}` to null). */
  getSession(): Promise<Session | null>
  /** Answers the URL to go to; a failed sign-in carries `?error=` in it rather than rejecting. */
  signIn(request: SignInRequest): Promise<AuthRedirect>
  signOut(request: { readonly callbackUrl: string }): Promise<AuthRedirect>
  getProviders(): Promise<ReadonlyArray<AuthProvider>>
  /** Rejects with TokenRefreshFailed carrying the server body. */
  refreshToken(refresh: string): Promise<TokenRefreshResponse>
}
