/**
 * The API's JWTs with SimpleJWT semantics (ADR 0013): HS256 with the JWT secret, a `token_type`
 * claim (`access` or `refresh`) so neither is ever accepted as the other, every refresh token
 * recorded, and a refresh rotating the token and blacklisting the used one.
 */
import { randomUUID } from 'node:crypto'
import { Schema } from 'effect'
import { jwtVerify, SignJWT } from 'jose'
import { type IssuedTokens, NoActiveAccount, TokenNotValid } from './ports.ts'
import type { AccountStore, UserRecord } from './store.ts'

export type TokenType = 'access' | 'refresh'

const Uuid = Schema.String.check(
  Schema.isPattern(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i),
)

const Claims = Schema.Struct({
  token_type: Schema.Literals(['access', 'refresh']),
  user_id: Uuid,
  jti: Uuid,
  iat: Schema.Int,
  exp: Schema.Int,
})
const decodeClaims = Schema.decodeUnknownOption(Claims)

export interface TokenClaims {
  readonly type: TokenType
  readonly userId: string
  readonly jti: string
  /** Seconds since the epoch. */
  readonly issuedAt: number
  readonly expiresAt: number
}

export interface Authenticated {
  readonly user: UserRecord
  readonly claims: TokenClaims
}

export interface TokenService {
  /** A new access and refresh pair; the refresh token is recorded. */
  issue(userId: string): Promise<IssuedTokens>
  /** The claims of a valid token of `type`; rejects with `TokenNotValid` otherwise. */
  verify(token: string, type: TokenType): Promise<TokenClaims>
  /**
   * The user of a valid access token. Rejects with `TokenNotValid` (bad, expired, refresh-typed,
   * or issued before the password changed) or `NoActiveAccount` (user disabled or gone).
   */
  authenticate(accessToken: string): Promise<Authenticated>
  /** Rotates: blacklists the used refresh token and issues a new pair. */
  refresh(refreshToken: string): Promise<IssuedTokens>
  /** Blacklists every live refresh token of the user but `exceptJti` (password reset, sign-out everywhere). */
  revokeAllRefreshTokens(userId: string, exceptJti?: string): Promise<number>
}

export interface TokenServiceOptions {
  readonly secret: string
  /** Seconds. */
  readonly accessTokenTtl: number
  readonly refreshTokenTtl: number
  readonly store: AccountStore
  readonly now: () => Date
}

// Far beyond any token we issue: a longer one is refused before it is parsed.
const MAX_TOKEN_LENGTH = 4096

export const createTokenService = (options: TokenServiceOptions): TokenService => {
  const { store, now } = options
  const key = new TextEncoder().encode(options.secret)

  const sign = (type: TokenType, userId: string, jti: string, issuedAt: number, ttl: number) =>
    new SignJWT({ token_type: type, user_id: userId })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setJti(jti)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + ttl)
      .sign(key)

  const issue = async (userId: string): Promise<IssuedTokens> => {
    const issuedAt = Math.floor(now().getTime() / 1000)
    const refreshJti = randomUUID()
    await store.refreshTokens.record({
      jti: refreshJti,
      userId,
      createdAt: new Date(issuedAt * 1000),
      expiresAt: new Date((issuedAt + options.refreshTokenTtl) * 1000),
    })
    return {
      access: await sign('access', userId, randomUUID(), issuedAt, options.accessTokenTtl),
      refresh: await sign('refresh', userId, refreshJti, issuedAt, options.refreshTokenTtl),
      accessExpiresAt: issuedAt + options.accessTokenTtl,
    }
  }

  const verify = async (token: string, type: TokenType): Promise<TokenClaims> => {
    if (token.length === 0 || token.length > MAX_TOKEN_LENGTH) throw new TokenNotValid()
    let payload: unknown
    try {
      // Only HS256: `alg: none`, RS/ES algorithms (key confusion) and anything else are refused.
      ;({ payload } = await jwtVerify(token, key, {
        algorithms: ['HS256'],
        currentDate: now(),
        requiredClaims: ['exp', 'iat', 'jti'],
      }))
    } catch {
      throw new TokenNotValid()
    }
    const claims = decodeClaims(payload)
    if (claims._tag === 'None' || claims.value.token_type !== type) throw new TokenNotValid()
    return {
      type,
      userId: claims.value.user_id.toLowerCase(),
      jti: claims.value.jti.toLowerCase(),
      issuedAt: claims.value.iat,
      expiresAt: claims.value.exp,
    }
  }

  return {
    issue,
    verify,
    authenticate: async (accessToken) => {
      const claims = await verify(accessToken, 'access')
      const user = await store.users.findById(claims.userId)
      if (!user || user.disabled) throw new NoActiveAccount()
      // Whole seconds, like `iat`: a token issued in the second of the change still counts.
      const changed = user.passwordChangedAt && Math.floor(user.passwordChangedAt.getTime() / 1000)
      if (changed && claims.issuedAt < changed) throw new TokenNotValid()
      return { user, claims }
    },
    refresh: async (refreshToken) => {
      const claims = await verify(refreshToken, 'refresh')
      const owner = await store.refreshTokens.blacklist(claims.jti, now())
      if (owner !== claims.userId) throw new TokenNotValid()
      const user = await store.users.findById(owner)
      if (!user || user.disabled) throw new NoActiveAccount()
      return issue(user.id)
    },
    revokeAllRefreshTokens: (userId, exceptJti) => store.refreshTokens.revokeAll(userId, now(), exceptJti),
  }
}
