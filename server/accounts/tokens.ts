/**
 * The API's JWTs with SimpleJWT semantics (ADR 0013): HS256 with the JWT secret, a `token_type`
 * claim (`access` or `refresh`) so neither is ever accepted as the other, every refresh token
 * recorded, and a refresh rotating the token and blacklisting the used one.
 *
 * Each token also carries `pwd_at`: the user's `password_changed_at` in milliseconds when it was
 * issued (0 before any change). A token is good only while that is still the user's, so a password
 * change kills every token issued before it, even within the same second, and no clock is compared:
 * servers whose clocks disagree still agree on equality.
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
  // Optional: a token without it counts as issued before any password change.
  pwd_at: Schema.optionalKey(Schema.Int),
})
const decodeClaims = Schema.decodeUnknownOption(Claims)

export interface TokenClaims {
  readonly type: TokenType
  readonly userId: string
  readonly jti: string
  /** Seconds since the epoch. */
  readonly issuedAt: number
  readonly expiresAt: number
  /** The user's password change (ms since the epoch, 0 for none) the token was issued under. */
  readonly passwordStamp: number
}

export interface Authenticated {
  readonly user: UserRecord
  readonly claims: TokenClaims
}

export interface TokenService {
  /** A new access and refresh pair under the user's current password; the refresh token is recorded. */
  issue(user: Pick<UserRecord, 'id' | 'passwordChangedAt'>): Promise<IssuedTokens>
  /** The claims of a valid token of `type`; rejects with `TokenNotValid` otherwise. */
  verify(token: string, type: TokenType): Promise<TokenClaims>
  /**
   * The user of a valid access token. Rejects with `TokenNotValid` (bad, expired, refresh-typed,
   * or issued under an earlier password) or `NoActiveAccount` (user disabled or gone).
   */
  authenticate(accessToken: string): Promise<Authenticated>
  /** Rotates: blacklists the used refresh token and issues a new pair (not across a password change). */
  refresh(refreshToken: string): Promise<IssuedTokens>
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

/** The `pwd_at` of tokens issued to `user` now. */
const passwordStampOf = (user: Pick<UserRecord, 'passwordChangedAt'>): number =>
  user.passwordChangedAt?.getTime() ?? 0

export const createTokenService = (options: TokenServiceOptions): TokenService => {
  const { store, now } = options
  const key = new TextEncoder().encode(options.secret)

  const sign = (
    type: TokenType,
    user: Pick<UserRecord, 'id' | 'passwordChangedAt'>,
    jti: string,
    issuedAt: number,
    ttl: number,
  ) =>
    new SignJWT({ token_type: type, user_id: user.id, pwd_at: passwordStampOf(user) })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setJti(jti)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + ttl)
      .sign(key)

  const issue = async (user: Pick<UserRecord, 'id' | 'passwordChangedAt'>): Promise<IssuedTokens> => {
    const issuedAt = Math.floor(now().getTime() / 1000)
    const refreshJti = randomUUID()
    await store.refreshTokens.record({
      jti: refreshJti,
      userId: user.id,
      createdAt: new Date(issuedAt * 1000),
      expiresAt: new Date((issuedAt + options.refreshTokenTtl) * 1000),
    })
    return {
      access: await sign('access', user, randomUUID(), issuedAt, options.accessTokenTtl),
      refresh: await sign('refresh', user, refreshJti, issuedAt, options.refreshTokenTtl),
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
      passwordStamp: claims.value.pwd_at ?? 0,
    }
  }

  /** An active user whose password is still the one the token was issued under. */
  const currentUser = async (claims: TokenClaims): Promise<UserRecord> => {
    const user = await store.users.findById(claims.userId)
    if (!user || user.disabled) throw new NoActiveAccount()
    if (claims.passwordStamp !== passwordStampOf(user)) throw new TokenNotValid()
    return user
  }

  return {
    issue,
    verify,
    authenticate: async (accessToken) => {
      const claims = await verify(accessToken, 'access')
      return { user: await currentUser(claims), claims }
    },
    refresh: async (refreshToken) => {
      const claims = await verify(refreshToken, 'refresh')
      const owner = await store.refreshTokens.blacklist(claims.jti, now())
      if (owner !== claims.userId) throw new TokenNotValid()
      // A refresh that raced a password change (recorded after its revocation) still dies here.
      return issue(await currentUser(claims))
    },
  }
}
