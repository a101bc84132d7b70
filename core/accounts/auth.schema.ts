/**
 * Auth payloads (spec §3, §7) and the e-mail auth forms (spec §2).
 *
 * Limits: e-mail up to 254 characters (RFC 5321); nickname 3-24 characters without spaces;
 * passwords 8-128 characters, not trimmed.
 */
import { Schema } from 'effect'
import { REDIRECT_MAX } from '#core/accounts/redirect.ts'
import {
  AcceptedTerms,
  Email,
  fieldsMatch,
  hasMaxLength,
  Nickname,
  PASSWORD_MAX,
  Password,
  RequiredSecret,
} from '#core/shared/validation/rules.ts'
import { TOKEN_NOT_VALID } from './session-code.ts'

/** A one-time token from a link or a verified code: URL-safe base64 of at least 128 bits. */
export const OneTimeToken = Schema.String.check(Schema.isPattern(/^[A-Za-z0-9_-]{22,128}$/))

/** The session user; `code: "token_not_valid"` means the API tokens died and the user must sign in. */
export const SessionUser = Schema.Struct({
  id: Schema.optional(Schema.String),
  name: Schema.optional(Schema.NullOr(Schema.String)),
  email: Schema.optional(Schema.NullOr(Schema.String)),
  image: Schema.optional(Schema.NullOr(Schema.String)),
  code: Schema.optional(Schema.String),
})
export type SessionUser = typeof SessionUser.Type

/** GET /api/auth/session: the spec's session; `{}` or `null` means no session. */
export const Session = Schema.Struct({
  user: SessionUser,
  access_token: Schema.optional(Schema.String),
  refresh_token: Schema.optional(Schema.String),
  /** Seconds since the epoch. */
  expires_at: Schema.optional(Schema.Number),
  expires: Schema.optional(Schema.String),
})
export type Session = typeof Session.Type

export const SessionResponse = Schema.Union([Schema.Null, Session, Schema.Struct({})])
export type SessionResponse = typeof SessionResponse.Type

export { TOKEN_NOT_VALID }

/** A session is present only when it is an object with a user (null and `{}` are no session). */
export const isSession = (value: unknown): value is Session =>
  typeof value === 'object' &&
  value !== null &&
  'user' in value &&
  typeof value.user === 'object' &&
  value.user !== null

export const isTokenNotValid = (session: Session | null): boolean => session?.user.code === TOKEN_NOT_VALID

/** POST {api}/en/api/v1/token/refresh answer. */
export const TokenRefreshResponse = Schema.Struct({
  access: Schema.String,
  refresh: Schema.optional(Schema.String),
})
export type TokenRefreshResponse = typeof TokenRefreshResponse.Type

/** The body of an API error (SimpleJWT style): `{ detail, code }`. */
export const ApiErrorBody = Schema.Struct({
  detail: Schema.String,
  code: Schema.optional(Schema.String),
})
export type ApiErrorBody = typeof ApiErrorBody.Type

/** Answer of sign-in and sign-out: the URL to go to; a sign-in error is in its `error` query. */
export const AuthRedirect = Schema.Struct({ url: Schema.String })
export type AuthRedirect = typeof AuthRedirect.Type

const queryValueOf = (url: string, name: string): string | null => {
  try {
    return new URL(url, 'http://localhost').searchParams.get(name)
  } catch {
    return null
  }
}

/** Reads the `error` query value of a URL returned by sign-in (absolute or relative). */
export const signInErrorOf = (url: string): string | null => queryValueOf(url, 'error')

/** The `code` query value of a URL returned by sign-in (`throttled` for too many attempts). */
export const signInCodeOf = (url: string): string | null => queryValueOf(url, 'code')

/** E-mail sign-in. */
export const EmailSignInForm = Schema.Struct({
  email: Email,
  password: RequiredSecret(PASSWORD_MAX),
})
export type EmailSignInForm = typeof EmailSignInForm.Type

/**
 * E-mail registration: the address, a nickname and the terms. The password is chosen on the page
 * the e-mailed link opens (`/register/confirm/{token}`), which proves the address first.
 */
export const EmailRegisterForm = Schema.Struct({
  email: Email,
  nickname: Nickname,
  acceptTerms: AcceptedTerms,
  /**
   * The page the visitor signed up from (the `redirect` query): the mailed link carries it on when it
   * is a safe same-site path (`keptQuery`), so the new account lands back there.
   */
  redirect: Schema.optional(Schema.String.check(hasMaxLength(REDIRECT_MAX))),
})
export type EmailRegisterForm = typeof EmailRegisterForm.Type

/** Forgot password by e-mail. */
export const ForgotPasswordForm = Schema.Struct({ email: Email })
export type ForgotPasswordForm = typeof ForgotPasswordForm.Type

/** Set a new password (by the e-mailed token or after a phone code). */
export const NewPasswordForm = Schema.Struct({
  password: Password,
  confirmPassword: Schema.String,
}).check(fieldsMatch('confirmPassword', 'password'))
export type NewPasswordForm = typeof NewPasswordForm.Type
