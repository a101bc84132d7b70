/**
 * `Authorization: Bearer` (RFC 6750): the guard that lets a request through with a token its
 * verifier accepts, and the 401 with the challenge the RFC asks for.
 */
import type { Context, Env, MiddlewareHandler } from 'hono'
import { apiError } from './problems.ts'

/** 401 with the challenge RFC 6750 asks for. */
export const unauthorized = (
  c: Context,
  code: 'not_authenticated' | 'token_not_valid' | 'no_active_account',
) => {
  c.header(
    'WWW-Authenticate',
    code === 'not_authenticated' ? 'Bearer realm="api"' : 'Bearer realm="api", error="invalid_token"',
  )
  const message =
    code === 'not_authenticated'
      ? 'notAuthenticated'
      : code === 'token_not_valid'
        ? 'tokenNotValid'
        : 'noActiveAccount'
  return apiError(c, 401, code, message)
}

/** The one token of `Authorization: Bearer {token}`; 'none' without that scheme, 'malformed' when not one token. */
export const bearerOf = (c: Context): { readonly token: string } | 'none' | 'malformed' => {
  const [scheme, token, ...rest] = (c.req.header('Authorization') ?? '').trim().split(/\s+/)
  if (scheme?.toLowerCase() !== 'bearer') return 'none'
  return !token || rest.length > 0 ? 'malformed' : { token }
}

/**
 * Lets a request through only with a token `verify` accepts, whose answer it stores as `auth`: no
 * `Authorization: Bearer` → `not_authenticated`; more than one token → `token_not_valid`; what
 * `verify` rejects is answered by `refused`.
 */
export const requireBearer =
  <E extends Env & { Variables: { auth: unknown } }>(
    verify: (token: string) => Promise<E['Variables']['auth']>,
    refused: (c: Context, error: unknown) => Response,
  ): MiddlewareHandler<E> =>
  async (c, next) => {
    const bearer = bearerOf(c)
    if (bearer === 'none') return unauthorized(c, 'not_authenticated')
    if (bearer === 'malformed') return unauthorized(c, 'token_not_valid')
    try {
      c.set('auth', await verify(bearer.token))
    } catch (error) {
      return refused(c, error)
    }
    await next()
  }
