/**
 * The ky client of REST API v1 (spec §7, §8; design.md "How a request flows" 4), shared by every
 * HTTP adapter of core's ports. Loaded with the adapters that use it, never on first paint.
 *
 * - Base `{'' | '/en'}/api/v1`: the language of the page picks the language of error details.
 * - Every call carries `Authorization: Bearer {access}` when there is a session. The tokens are read
 *   from the session (`GET /api/auth/session`) on first use and kept for the page's life.
 * - Before a call whose access token has expired (`expires_at` passed) and a refresh token exists,
 *   the tokens are renewed first, once for all concurrent calls: the session is read again (the
 *   Auth.js JWT refreshes itself server-side when it is read), and when it still holds an expired
 *   token, the session source's `refreshToken` (`POST {api}/token/refresh {refresh}`) renews it here
 *   and the pair goes back to the session, so the cookie never keeps a spent refresh token. A refused
 *   refresh signs out and fails `TokenRefreshFailed` with the server's body.
 * - 401 signs out and fails `Unauthorized`; 404 `NotFound`; 5xx `ServerError`; 429 `RateLimited`
 *   with `Retry-After`; any other error `ApiError` with the server's body.
 * - POSTs and PATCHes carry an `Idempotency-Key` (a random UUID per call, the same on its retries):
 *   the server answers a repeat with the first answer, so they are idempotent too (docs/api.md).
 * - Idempotent requests (GET, PUT, DELETE, HEAD, OPTIONS, and the keyed POSTs and PATCHes) are retried
 *   on 408, 409, 425, 429, 500, 502, 503, 504, twice at most, with a short exponential backoff; a 429
 *   asking for a longer wait than that is not retried (the user sees 'Please wait a few minutes'), nor
 *   is a keyed write's 409 unless its key was still in flight (any other 409 is the kept answer).
 * - JSON bodies go out in snake_case (`toWire`); 400 field errors come back through `fieldErrorsOf`.
 * - `upload` sends a multipart body over XMLHttpRequest, the one browser API that reports the
 *   request's upload progress (fetch can only stream uploads over HTTP/2), with the same token and
 *   error handling; uploads are never retried.
 */
import ky, { type HTTPError, isHTTPError } from 'ky'
import type { AuthApi } from '#core/accounts/auth.port.ts'
import { isTokenNotValid, type Session, type TokenRefreshResponse } from '#core/accounts/auth.schema.ts'
import {
  ApiError,
  hasTag,
  NotFound,
  RateLimited,
  ServerError,
  TokenRefreshFailed,
  Unauthorized,
} from '#core/shared/errors.ts'
import { toWire } from '#core/shared/http/wire-case.ts'
import { type Locale, localizePath } from '#core/shared/i18n/locale.ts'

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

/** The API's tokens as a session carries them (spec §3). */
export interface ApiTokens {
  readonly access_token: string
  readonly refresh_token: string
  /** Seconds since the epoch. */
  readonly expires_at: number
}

/**
 * Where the client finds the session's tokens, renews them and hands renewed ones back (the Auth.js
 * adapter): `getSession` answers null without a session; `refreshToken` fails `TokenRefreshFailed`
 * when the server refuses the refresh token.
 */
export interface SessionSource extends Pick<AuthApi, 'refreshToken'> {
  getSession(): Promise<Session | null>
  /** Stores tokens this client renewed in the session, so its cookie holds the live refresh token. */
  updateTokens?(tokens: ApiTokens): Promise<void>
}

/** Why the client dropped the session: an API 401, or a refresh the server refused. */
export type SessionLoss = 'unauthorized' | 'refreshFailed'

export interface ApiClientOptions {
  readonly locale: Locale
  /** The API's origin; '' (the default) in the browser, where the page's origin is used. */
  readonly origin?: string
  readonly session: SessionSource
  /** Signs the user out (the composition root wires the auth machine or Auth.js sign-out here). */
  readonly onSessionLost?: (reason: SessionLoss) => void
  /** Milliseconds since the epoch (tests move it). */
  readonly now?: () => number
  readonly retry?: { readonly limit?: number; readonly delayMs?: number; readonly maxDelayMs?: number }
  readonly timeoutMs?: number
  /** Uploads take longer than other calls. Default: 5 minutes. */
  readonly uploadTimeoutMs?: number
  /** Makes the request object of `upload` (tests outside a browser pass jsdom's). */
  readonly xhr?: () => XMLHttpRequest
}

export interface RequestOptions {
  /** Sent as JSON with snake_case keys. */
  readonly body?: unknown
  /** `false` for calls that must go without a token (the refresh itself). Default: true. */
  readonly auth?: boolean
  /**
   * Asks the server even when the browser holds a copy it may still use (`Cache-Control: max-age`):
   * the caller knows the data changed. A copy still current costs a `304 Not Modified`.
   */
  readonly revalidate?: boolean
}

export interface UploadRequestOptions {
  /** Bytes of the body sent so far, as the browser reports them. */
  readonly onProgress?: (progress: { readonly loaded: number; readonly total: number }) => void
  readonly signal?: AbortSignal
}

export interface ApiClient {
  /** The JSON answer (undefined for an empty one), or a typed error of `#core/shared/errors.ts`. */
  request(method: HttpMethod, path: string, options?: RequestOptions): Promise<unknown>
  /** A multipart POST with upload progress; the JSON answer, or a typed error like `request`. */
  upload(path: string, body: FormData, options?: UploadRequestOptions): Promise<unknown>
  /**
   * Takes a pair the API issued to this session outside a refresh (a password change revokes every
   * other token): held from now on and handed to the session, so the cookie keeps the live one.
   */
  adoptTokens(pair: { readonly access: string; readonly refresh: string }): Promise<void>
  /** Forgets the tokens it holds (after a sign-in or sign-out); the next call reads the session. */
  forgetTokens(): void
}

/** Spec §7: the statuses a generic HTTP client retries idempotent requests on. */
export const RETRY_STATUS_CODES = [408, 409, 425, 429, 500, 502, 503, 504] as const
/** The idempotent methods, and POST and PATCH, which carry an `Idempotency-Key`. */
export const RETRY_METHODS = ['get', 'put', 'delete', 'head', 'options', 'post', 'patch'] as const
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key'
const KEYED_METHODS: ReadonlySet<HttpMethod> = new Set(['POST', 'PATCH'])
/** The server's 409 for a key whose first request is still being processed. */
const KEY_IN_FLIGHT = 'idempotency_key_in_use'

/**
 * A random UUID (version 4) from the browser's secure random source; `crypto.randomUUID` exists in
 * secure contexts only, this works on any page.
 */
export const newIdempotencyKey = (): string => {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

/** Treat a token as expired a little early, so it does not die on the way to the server. */
const EXPIRY_SKEW_SECONDS = 10

interface Held {
  readonly access: string
  readonly refresh: string | undefined
  /** Seconds since the epoch; undefined when unknown (the token is then used until a 401). */
  readonly expiresAt: number | undefined
}

const fromSession = (session: Session): Held | null =>
  session.access_token
    ? { access: session.access_token, refresh: session.refresh_token, expiresAt: session.expires_at }
    : null

/** The `exp` claim of a JWT, read without verifying it: only to know when to renew (seconds). */
export const jwtExpiry = (token: string): number | undefined => {
  const payload = token.split('.')[1]
  if (!payload) return undefined
  try {
    const json: unknown = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/')))
    return typeof json === 'object' && json !== null && 'exp' in json && typeof json.exp === 'number'
      ? json.exp
      : undefined
  } catch {
    return undefined
  }
}

/** `Retry-After` in seconds (delay-seconds or an HTTP date); undefined when absent or unreadable. */
export const retryAfterSeconds = (header: string | null, now: number = Date.now()): number | undefined => {
  if (header === null || header.trim() === '') return undefined
  const seconds = Number(header)
  if (Number.isFinite(seconds)) return Math.max(0, Math.ceil(seconds))
  const date = Date.parse(header)
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - now) / 1000))
}

const hasCode = (body: unknown, code: string): boolean =>
  typeof body === 'object' && body !== null && 'code' in body && body.code === code

/** An error answer's body as ky read it: JSON when it is JSON, else its text; null when empty. */
const bodyOf = (error: HTTPError): unknown => error.data ?? null

export const createApiClient = (options: ApiClientOptions): ApiClient => {
  const now = options.now ?? Date.now
  const retryLimit = options.retry?.limit ?? 2
  const baseDelay = options.retry?.delayMs ?? 300
  const maxDelay = options.retry?.maxDelayMs ?? 2000
  const prefix = `${options.origin ?? ''}${localizePath('/api/v1', options.locale)}`

  const http = ky.create({
    prefix,
    timeout: options.timeoutMs ?? 15_000,
    credentials: 'same-origin',
    retry: {
      limit: retryLimit,
      methods: [...RETRY_METHODS],
      statusCodes: [...RETRY_STATUS_CODES],
      afterStatusCodes: [429, 503],
      maxRetryAfter: maxDelay,
      backoffLimit: maxDelay,
      delay: (attempt) => baseDelay * 2 ** (attempt - 1),
      shouldRetry: ({ error }) => {
        if (!isHTTPError(error)) return undefined
        // A keyed write's 409 is its answer (a repeat is only given it again), unless the key was in flight.
        if (error.response.status === 409 && error.request.headers.has(IDEMPOTENCY_KEY_HEADER))
          return hasCode(error.data, KEY_IN_FLIGHT) ? undefined : false
        // A server asking for a longer pause than we would wait: answer at once ('Please wait').
        if (error.response.status !== 429) return undefined
        const wait = retryAfterSeconds(error.response.headers.get('Retry-After'), now())
        return wait === undefined || wait * 1000 <= maxDelay ? undefined : false
      },
    },
  })

  let held: Held | null = null
  let renewing: Promise<Held> | null = null

  const expired = (tokens: Held): boolean =>
    tokens.expiresAt !== undefined && tokens.expiresAt - EXPIRY_SKEW_SECONDS <= now() / 1000

  const lose = (reason: SessionLoss): void => {
    held = null
    options.onSessionLost?.(reason)
  }

  /** The session's tokens, read again; a session whose tokens died is a refused refresh (spec §8). */
  const readSession = async (): Promise<Held | null> => {
    const session = await options.session.getSession()
    if (session && isTokenNotValid(session)) {
      lose('refreshFailed')
      throw new TokenRefreshFailed({ body: session.user })
    }
    return session ? fromSession(session) : null
  }

  /**
   * Holds a pair the API issued to this client and hands it to the session, so its cookie keeps the
   * live refresh token; the expiry is read from the access token (else a minute from now). Held
   * first: a call made while the session takes it already sends the new token. Best effort: a session
   * that cannot take them notices the spent token at its own next refresh or read.
   */
  const hold = async (access: string, refresh: string): Promise<Held> => {
    const tokens: ApiTokens = {
      access_token: access,
      refresh_token: refresh,
      expires_at: jwtExpiry(access) ?? Math.floor(now() / 1000) + 60,
    }
    const issued: Held = { access, refresh, expiresAt: tokens.expires_at }
    held = issued
    await options.session.updateTokens?.(tokens).catch(() => undefined)
    return issued
  }

  const refreshHere = async (refresh: string): Promise<Held> => {
    let pair: TokenRefreshResponse
    try {
      pair = await options.session.refreshToken(refresh)
    } catch (error) {
      if (hasTag(error, 'TokenRefreshFailed')) lose('refreshFailed')
      throw error
    }
    return hold(pair.access, pair.refresh ?? refresh)
  }

  /** One renewal for every call that finds the token expired. */
  const renew = (stale: Held, justRead: boolean): Promise<Held> => {
    renewing ??= (async () => {
      // The session renews itself when read (Auth.js jwt callback); read it again unless we just did.
      const current = justRead ? stale : await readSession()
      if (current === null) {
        lose('unauthorized')
        throw new Unauthorized()
      }
      if (!expired(current)) return current
      if (current.refresh === undefined) return current
      return refreshHere(current.refresh)
    })().finally(() => {
      renewing = null
    })
    return renewing.then((tokens) => {
      held = tokens
      return tokens
    })
  }

  /** The access token to send, renewed first when it has expired; null without a session. */
  const accessToken = async (): Promise<string | null> => {
    if (renewing) return (await renewing).access
    let tokens = held
    let justRead = false
    if (tokens === null) {
      // Guests are asked again on each call: they may have signed in since.
      tokens = await readSession()
      justRead = true
      if (tokens === null) return null
      held = tokens
    }
    if (expired(tokens) && tokens.refresh !== undefined) tokens = await renew(tokens, justRead)
    return tokens.access
  }

  /** Spec §8's catalogue for an error answer. */
  const errorForStatus = (status: number, retryAfter: string | null, body: unknown): unknown => {
    if (status === 401) {
      lose('unauthorized')
      return new Unauthorized()
    }
    if (status === 404) return new NotFound()
    if (status === 429) {
      const wait = retryAfterSeconds(retryAfter, now())
      return new RateLimited(wait === undefined ? {} : { retryAfterSeconds: wait })
    }
    if (status >= 500) return new ServerError({ status })
    return new ApiError({ status, body })
  }

  const toAppError = (error: unknown): unknown =>
    isHTTPError(error)
      ? errorForStatus(error.response.status, error.response.headers.get('Retry-After'), bodyOf(error))
      : error

  const makeXhr = options.xhr ?? (() => new XMLHttpRequest())

  const sendUpload = (token: string | null, path: string, body: FormData, upload: UploadRequestOptions) =>
    new Promise<unknown>((resolve, reject) => {
      // An XMLHttpRequest aborted before `send` fires no event at all.
      if (upload.signal?.aborted) {
        reject(new DOMException('The upload was cancelled', 'AbortError'))
        return
      }
      const xhr = makeXhr()
      xhr.open('POST', `${prefix}/${path.replace(/^\//, '')}`)
      xhr.timeout = options.uploadTimeoutMs ?? 300_000
      xhr.setRequestHeader('Accept', 'application/json')
      if (token !== null) xhr.setRequestHeader('Authorization', `Bearer ${token}`)
      const onProgress = upload.onProgress
      if (onProgress) {
        xhr.upload.addEventListener('progress', (event) => {
          if (event.lengthComputable) onProgress({ loaded: event.loaded, total: event.total })
        })
      }
      const abort = () => xhr.abort()
      upload.signal?.addEventListener('abort', abort, { once: true })
      const settle = () => upload.signal?.removeEventListener('abort', abort)
      xhr.addEventListener('load', () => {
        settle()
        const text = xhr.responseText
        let answer: unknown = text === '' ? undefined : text
        try {
          if (text !== '') answer = JSON.parse(text)
        } catch {
          // Not JSON (a proxy's error page): passed on as text, like ky's error data.
        }
        if (xhr.status >= 200 && xhr.status < 300) resolve(answer)
        else reject(errorForStatus(xhr.status, xhr.getResponseHeader('Retry-After'), answer ?? null))
      })
      xhr.addEventListener('error', () => {
        settle()
        reject(new TypeError('Network error while uploading'))
      })
      xhr.addEventListener('timeout', () => {
        settle()
        reject(new DOMException('The upload timed out', 'TimeoutError'))
      })
      xhr.addEventListener('abort', () => {
        settle()
        reject(new DOMException('The upload was cancelled', 'AbortError'))
      })
      xhr.send(body)
    })

  return {
    async request(method, path, { body, auth = true, revalidate = false } = {}) {
      const token = auth ? await accessToken() : null
      try {
        const response = await http(path.replace(/^\//, ''), {
          method,
          headers: {
            ...(token === null ? {} : { Authorization: `Bearer ${token}` }),
            // A Structured Field string (the draft's syntax); ky sends the same headers on each retry.
            ...(KEYED_METHODS.has(method) ? { [IDEMPOTENCY_KEY_HEADER]: `"${newIdempotencyKey()}"` } : {}),
          },
          ...(body === undefined ? {} : { json: toWire(body) }),
          ...(revalidate ? { cache: 'no-cache' as const } : {}),
        })
        const text = await response.text()
        return text === '' ? undefined : JSON.parse(text)
      } catch (error) {
        throw toAppError(error)
      }
    },
    async upload(path, body, upload = {}) {
      return sendUpload(await accessToken(), path, body, upload)
    },
    async adoptTokens(pair) {
      await hold(pair.access, pair.refresh)
    },
    forgetTokens() {
      held = null
    },
  }
}
