/**
 * What the Auth.js session cookie (an encrypted JWT) carries, and how its backend tokens stay fresh:
 * the signed-in user (spec §3 session user) with the backend's access and refresh tokens. When the
 * access token has expired, the next read of the session rotates them through the gateway; when that
 * is refused the user stays in the session marked `code: "token_not_valid"` (spec §8), which makes
 * the browser sign out.
 */
import { Option, Schema } from 'effect'
import { decodeJwt } from 'jose'
import { TOKEN_NOT_VALID } from '#core/auth/auth.schema.ts'
import {
  type AccountGateway,
  type AccountUser,
  type IssuedTokens,
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
  user: StoredUser,
  access_token: Schema.String,
  refresh_token: Schema.String,
  /** When the access token expires, in seconds since the epoch. */
  expires_at: Schema.Number,
})
export type StoredToken = typeof StoredToken.Type

/** Tokens the browser obtained itself (`POST /api/v1/token/refresh`) and hands back to the session. */
export const TokenUpdate = Schema.Struct({
  access_token: Schema.String,
  refresh_token: Schema.String,
  expires_at: Schema.Number,
})

export const decodeStoredToken = (token: unknown): StoredToken | undefined =>
  Option.getOrUndefined(Schema.decodeUnknownOption(StoredToken)(token))

// The backend's access tokens name their user in `user_id` (SimpleJWT, ADR 0013).
const AccessClaims = Schema.Struct({ user_id: Schema.String })

/**
 * The tokens of an update (Auth.js `POST /session` with `data`), when they decode and their access
 * token names the session's own user: a session never takes another user's tokens. Their signature is
 * the API's business; a forged token only fails the API calls of whoever planted it.
 */
export const decodeTokenUpdate = (data: unknown, userId: string): typeof TokenUpdate.Type | undefined => {
  const update = Option.getOrUndefined(Schema.decodeUnknownOption(TokenUpdate)(data))
  if (!update) return undefined
  let claims: unknown
  try {
    claims = decodeJwt(update.access_token)
  } catch {
    return undefined
  }
  const owner = Option.getOrUndefined(Schema.decodeUnknownOption(AccessClaims)(claims))
  return owner?.user_id === userId ? update : undefined
}

export const storedToken = (user: AccountUser, tokens: IssuedTokens): StoredToken => ({
  sub: user.id,
  user: { id: user.id, name: user.name, email: user.email, image: user.image },
  access_token: tokens.access,
  refresh_token: tokens.refresh,
  expires_at: tokens.accessExpiresAt,
})

/** The session is past its access token's expiry and has not been given up on yet. */
export const needsRefresh = (token: StoredToken, now: Date): boolean =>
  token.user.code === undefined && token.expires_at <= Math.floor(now.getTime() / 1000)

// A used refresh token is dead (rotation with a blacklist). Two requests carrying the same cookie —
// a page render and the browser's own session check, or two tabs — would otherwise race: the loser
// presents a used token and its user is signed out. Within one process the first refresh is shared
// and its result answered to the same old token for a short while.
const REUSE_GRACE_MS = 30_000
const MAX_REMEMBERED = 1000

export interface TokenRefresher {
  /** The rotated tokens; rejects like `AccountGateway.refresh`. */
  refresh(refreshToken: string): Promise<IssuedTokens>
  /**
   * Spends the refresh token for good (sign-out): a rotation whose new tokens nobody receives, and
   * no remembered answer for it either.
   */
  spend(refreshToken: string): Promise<void>
}

export const createTokenRefresher = (gateway: Pick<AccountGateway, 'refresh'>): TokenRefresher => {
  const pending = new Map<string, Promise<IssuedTokens>>()
  const recent = new Map<string, { readonly tokens: IssuedTokens; readonly until: number }>()

  const remember = (refreshToken: string, tokens: IssuedTokens) => {
    const now = Date.now()
    for (const [key, entry] of recent) {
      if (entry.until <= now || recent.size >= MAX_REMEMBERED) recent.delete(key)
    }
    recent.set(refreshToken, { tokens, until: now + REUSE_GRACE_MS })
  }

  return {
    refresh(refreshToken) {
      const remembered = recent.get(refreshToken)
      if (remembered && remembered.until > Date.now()) return Promise.resolve(remembered.tokens)
      const inFlight = pending.get(refreshToken)
      if (inFlight) return inFlight
      const started = gateway
        .refresh(refreshToken)
        .then((tokens) => {
          remember(refreshToken, tokens)
          return tokens
        })
        .finally(() => pending.delete(refreshToken))
      pending.set(refreshToken, started)
      return started
    },
    async spend(refreshToken) {
      recent.delete(refreshToken)
      await gateway.refresh(refreshToken)
      recent.delete(refreshToken)
    },
  }
}

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
  refresher: TokenRefresher,
  now: Date,
  logger?: RefreshLogger,
): Promise<StoredToken> => {
  if (!needsRefresh(token, now)) return token
  try {
    const tokens = await refresher.refresh(token.refresh_token)
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
