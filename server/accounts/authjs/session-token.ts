/**
 * What the Auth.js session cookie (an encrypted JWT) carries, and how it follows the server-side
 * session (ADR 0018): the session id (`sid`), the signed-in user (spec §3 session user) with the
 * backend's access and refresh tokens. Every read asks the accounts whether the session still lives
 * and takes its user as they are now; when the access token has expired, it rotates the tokens. When
 * the rotation is refused the user stays in the session marked `code: "token_not_valid"` (spec §8),
 * which makes the browser sign out.
 */
import { Option, Schema } from 'effect'
import { TOKEN_NOT_VALID } from '#core/accounts/auth.schema.ts'
import {
  type AccountGateway,
  type AccountUser,
  type IssuedTokens,
  type LiveAccountSession,
  NoActiveAccount,
  TokenNotValid,
} from '#server/accounts/ports.ts'

const StoredUser = Schema.Struct({
  id: Schema.String,
  name: Schema.String,
  email: Schema.NullOr(Schema.String),
  image: Schema.NullOr(Schema.String),
  code: Schema.optional(Schema.String),
})

/** The claims of ours inside the session JWT (Auth.js adds iat, exp and jti). */
export const StoredToken = Schema.Struct({
  sub: Schema.String,
  /** The server-side session (`sessions.id`). */
  sid: Schema.String,
  user: StoredUser,
  access_token: Schema.String,
  refresh_token: Schema.String,
  /** When the access token expires, in seconds since the epoch. */
  expires_at: Schema.Number,
  /** The session's absolute end, in seconds since the epoch (known from the first read on). */
  session_ends_at: Schema.optional(Schema.Number),
})
export type StoredToken = typeof StoredToken.Type

/** Tokens the browser obtained itself and hands to the session (Auth.js update, `POST /session`). */
export const TokenUpdate = Schema.Struct({
  access_token: Schema.String,
  refresh_token: Schema.String,
  expires_at: Schema.Number,
})

export const decodeStoredToken = (token: unknown): StoredToken | undefined =>
  Option.getOrUndefined(Schema.decodeUnknownOption(StoredToken)(token))

const seconds = (date: Date): number => Math.floor(date.getTime() / 1000)

export const storedToken = (user: AccountUser, tokens: IssuedTokens): StoredToken => ({
  sub: user.id,
  sid: tokens.sessionId,
  user: { id: user.id, name: user.name, email: user.email, image: user.image },
  access_token: tokens.access,
  refresh_token: tokens.refresh,
  expires_at: tokens.accessExpiresAt,
})

/** The token with the session's user as they are now (a changed nickname or avatar), mark kept. */
export const followSession = (token: StoredToken, live: LiveAccountSession): StoredToken => ({
  ...token,
  user: token.user.code === undefined ? live.user : { ...live.user, code: token.user.code },
  session_ends_at: seconds(live.expiresAt),
})

/** Tokens verified for the session: they replace the old ones and lift a `token_not_valid` mark. */
export const withTokens = (token: StoredToken, tokens: IssuedTokens): StoredToken => {
  const { code: _code, ...user } = token.user
  return {
    ...token,
    user,
    access_token: tokens.access,
    refresh_token: tokens.refresh,
    expires_at: tokens.accessExpiresAt,
  }
}

/**
 * The tokens of an update (`POST /api/auth/session` with `data`) once the accounts verified them as
 * this session's own: signature, type, expiry, user and session, a refresh token still live. Anything
 * else (a malformed body, another session's or user's tokens, a forged or unsigned one) is undefined.
 */
export const verifiedUpdate = async (
  data: unknown,
  token: StoredToken,
  gateway: Pick<AccountGateway, 'verifyTokens'>,
): Promise<IssuedTokens | undefined> => {
  const update = Option.getOrUndefined(Schema.decodeUnknownOption(TokenUpdate)(data))
  if (!update) return undefined
  const tokens = await gateway.verifyTokens(
    { access: update.access_token, refresh: update.refresh_token },
    token.sid,
  )
  return tokens?.sessionId === token.sid ? tokens : undefined
}

/** The session is past its access token's expiry and has not been given up on yet. */
export const needsRefresh = (token: StoredToken, now: Date): boolean =>
  token.user.code === undefined && token.expires_at <= seconds(now)

export interface RefreshLogger {
  warn(obj: object, msg?: string): void
}

/**
 * The token with fresh backend tokens when its access token has expired. A refused refresh marks the
 * user `token_not_valid`; any other failure (the database away for a moment) keeps the token as it
 * is, so the next request tries again instead of signing the user out.
 */
export const refreshedToken = async (
  token: StoredToken,
  gateway: Pick<AccountGateway, 'refresh'>,
  now: Date,
  logger?: RefreshLogger,
): Promise<StoredToken> => {
  if (!needsRefresh(token, now)) return token
  try {
    const tokens = await gateway.refresh(token.refresh_token, token.sid)
    return {
      ...token,
      access_token: tokens.access,
      refresh_token: tokens.refresh,
      expires_at: tokens.accessExpiresAt,
    }
  } catch (error) {
    if (error instanceof TokenNotValid || error instanceof NoActiveAccount) {
      return { ...token, user: { ...token.user, code: TOKEN_NOT_VALID } }
    }
    logger?.warn({ err: error }, 'session token refresh failed; kept the session as it was')
    return token
  }
}
