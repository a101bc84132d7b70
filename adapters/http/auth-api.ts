/**
 * core's AuthApi over Auth.js at `/api/auth` (spec §7) and the token refresh of REST API v1.
 *
 * - `getSession`: `GET /api/auth/session`; `{}` (or null) is no session.
 * - `signIn`: `GET /api/auth/csrf`, then a form-encoded POST of `csrfToken`, `callbackUrl` and the
 *   credentials to `/api/auth/callback/credentials` (or `/api/auth/signin/{provider}` for social
 *   providers) with `X-Auth-Return-Redirect: 1`, which answers `{url}`; a refused sign-in comes back
 *   in that URL's `error` query, not as a rejection.
 * - `signOut`: the same to `/api/auth/signout`.
 * - `updateTokens`: `POST /api/auth/session` `{csrfToken, data}`, Auth.js's session update, which
 *   hands tokens renewed in the browser to the session cookie.
 * URLs on the site's own origin come back as paths, so the navigation adapter routes them client-side.
 */

import { Schema } from 'effect'
import ky, { isHTTPError } from 'ky'
import { ACCOUNT_PATHS } from '#core/accounts/accounts.api.ts'
import type { AuthApi, AuthProvider, SignInRequest } from '#core/accounts/auth.port.ts'
import {
  type AuthRedirect,
  AuthRedirect as AuthRedirectSchema,
  isSession,
  type Session,
  SessionResponse,
  type TokenRefreshResponse,
  TokenRefreshResponse as TokenRefreshResponseSchema,
} from '#core/accounts/auth.schema.ts'
import { ServerError, TokenRefreshFailed } from '#core/shared/errors.ts'
import { appPath } from '#core/shared/http/app-path.ts'
import { type Locale, localizePath } from '#core/shared/i18n/locale.ts'
import type { ApiTokens, SessionSource } from './api-client.ts'

export interface AuthApiOptions {
  readonly locale: Locale
  /** The site's origin; '' (the default) in the browser. */
  readonly origin?: string
  /** Tests pass a fetch with a cookie jar; browsers keep cookies themselves. */
  readonly fetch?: typeof fetch
}

/** The adapter is also the API client's session source. */
export type AuthJsApi = AuthApi & Required<SessionSource>

const CREDENTIALS = 'credentials'

const Csrf = Schema.Struct({ csrfToken: Schema.String })
const Providers = Schema.Record(
  Schema.String,
  Schema.Struct({ id: Schema.String, name: Schema.String, type: Schema.String }),
)

const decodeCsrf = Schema.decodeUnknownPromise(Csrf)
const decodeSession = Schema.decodeUnknownPromise(SessionResponse)
const decodeRedirect = Schema.decodeUnknownPromise(AuthRedirectSchema)
const decodeProviders = Schema.decodeUnknownPromise(Providers)
const decodeRefresh = Schema.decodeUnknownPromise(TokenRefreshResponseSchema)

export const createAuthApi = (options: AuthApiOptions): AuthJsApi => {
  const origin = options.origin ?? ''
  const http = ky.create({
    prefix: `${origin}/api/auth`,
    credentials: 'same-origin',
    timeout: 15_000,
    // Only reads are retried (ky's default methods); a sign-in is never sent twice.
    retry: { limit: 2, statusCodes: [408, 429, 500, 502, 503, 504] },
    ...(options.fetch ? { fetch: options.fetch } : {}),
  })
  const api = ky.create({
    prefix: `${origin}${localizePath('/api/v1', options.locale)}`,
    credentials: 'same-origin',
    timeout: 15_000,
    retry: 0,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  })

  /** A same-origin URL as a path (`/profile?x#y`); any other URL as it came. */
  const local = (url: string): string => {
    const base = origin || globalThis.location?.origin
    return base ? (appPath(url, base) ?? url) : url
  }

  const csrfToken = async (): Promise<string> =>
    (await decodeCsrf(await http.get('csrf', { cache: 'no-store' }).json())).csrfToken

  /** A form POST that answers `{url}` (Auth.js with `X-Auth-Return-Redirect: 1`). */
  const postForm = async (path: string, fields: Readonly<Record<string, string>>): Promise<AuthRedirect> => {
    const body = new URLSearchParams({ ...fields, csrfToken: await csrfToken() })
    const answer = await http
      .post(path, { body, headers: { 'X-Auth-Return-Redirect': '1' }, cache: 'no-store' })
      .json()
    const { url } = await decodeRedirect(answer)
    return { url: local(url) }
  }

  const getSession = async (): Promise<Session | null> => {
    const session = await decodeSession(await http.get('session', { cache: 'no-store' }).json())
    return isSession(session) ? session : null
  }

  return {
    getSession,

    signIn: ({ provider, credentials, callbackUrl }: SignInRequest) =>
      provider === CREDENTIALS || credentials !== undefined
        ? postForm(`callback/${encodeURIComponent(provider)}`, { ...credentials, callbackUrl })
        : postForm(`signin/${encodeURIComponent(provider)}`, { callbackUrl }),

    signOut: ({ callbackUrl }) => postForm('signout', { callbackUrl }),

    async getProviders(): Promise<ReadonlyArray<AuthProvider>> {
      const providers = await decodeProviders(await http.get('providers').json())
      return Object.values(providers).map(({ id, name, type }) => ({ id, name, type }))
    },

    async refreshToken(refresh: string): Promise<TokenRefreshResponse> {
      let answer: unknown
      try {
        answer = await api.post(ACCOUNT_PATHS.tokenRefresh.slice(1), { json: { refresh } }).json()
      } catch (error) {
        if (isHTTPError(error)) {
          if (error.response.status >= 500) throw new ServerError({ status: error.response.status })
          throw new TokenRefreshFailed({ body: error.data ?? null })
        }
        throw error
      }
      return decodeRefresh(answer)
    },

    async updateTokens(tokens: ApiTokens): Promise<void> {
      await http.post('session', { json: { csrfToken: await csrfToken(), data: tokens }, cache: 'no-store' })
    },
  }
}
