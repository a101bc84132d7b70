/**
 * A browser's part in the Auth.js flows, for API tests: a cookie jar that stores what `Set-Cookie`
 * says (and drops what it expires), sends the cookies back, and knows Auth.js's calls (csrf, session,
 * credentials sign-in, sign-out). Requests go through the app in process (`app.request`) from one
 * client address (the harness trusts `X-Forwarded-For`).
 */
import { Schema } from 'effect'

/** What the browser needs of the HTTP app: Hono's in-process `request`. */
export interface InProcessApp {
  request(input: string, init?: RequestInit): Response | Promise<Response>
}

export interface StoredCookie {
  readonly name: string
  readonly value: string
  /** The attributes as sent, lower-cased names (`httponly`, `samesite`, `secure`, `path`, …). */
  readonly attributes: ReadonlyMap<string, string>
}

/** One `Set-Cookie` header, parsed. */
export const parseSetCookie = (header: string): StoredCookie => {
  const [pair = '', ...parts] = header.split(';')
  const separator = pair.indexOf('=')
  const attributes = new Map<string, string>()
  for (const part of parts) {
    const [key = '', ...rest] = part.trim().split('=')
    attributes.set(key.toLowerCase(), rest.join('='))
  }
  return { name: pair.slice(0, separator).trim(), value: pair.slice(separator + 1).trim(), attributes }
}

const isExpired = (cookie: StoredCookie): boolean =>
  cookie.value === '' || cookie.attributes.get('max-age') === '0'

const CsrfAnswer = Schema.Struct({ csrfToken: Schema.String })
const UrlAnswer = Schema.Struct({ url: Schema.String })

export interface AuthAnswer {
  readonly response: Response
  /** The JSON body, when there is one. */
  readonly body: unknown
  /** The `Set-Cookie` headers of this answer, parsed. */
  readonly setCookies: ReadonlyArray<StoredCookie>
}

export interface TestBrowser {
  readonly ip: string
  /** The jar: cookie name → value. */
  readonly cookies: Map<string, string>
  cookieHeader(): string
  /** A request with the jar's cookies; absolute URLs go elsewhere (they are not handled here). */
  request(path: string, init?: RequestInit): Promise<AuthAnswer>
  /** GET /api/auth/csrf: the token (the cookie lands in the jar). */
  csrf(): Promise<string>
  /** GET /api/auth/session: the JSON answer. */
  session(): Promise<unknown>
  /** POST form-encoded with `X-Auth-Return-Redirect: 1` (the spec §7 calls); the answer's `url`. */
  postForUrl(
    path: string,
    form: Readonly<Record<string, string>>,
  ): Promise<{ url: string; answer: AuthAnswer }>
  /** Credentials sign-in as the site does it: csrf, then the callback with the redirect header. */
  signIn(credentials: Readonly<Record<string, string>>, callbackUrl?: string): Promise<string>
  signOut(callbackUrl?: string): Promise<string>
}

export const createTestBrowser = (app: InProcessApp, origin: string, ip: string): TestBrowser => {
  const cookies = new Map<string, string>()
  const cookieHeader = () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; ')

  const request = async (path: string, init: RequestInit = {}): Promise<AuthAnswer> => {
    const headers = new Headers(init.headers)
    headers.set('X-Forwarded-For', ip)
    if (cookies.size > 0) headers.set('Cookie', cookieHeader())
    const response = await app.request(new URL(path, origin).href, { ...init, headers })
    const setCookies = response.headers.getSetCookie().map(parseSetCookie)
    for (const cookie of setCookies) {
      if (isExpired(cookie)) cookies.delete(cookie.name)
      else cookies.set(cookie.name, cookie.value)
    }
    const isJson = response.headers.get('content-type')?.startsWith('application/json') ?? false
    const body: unknown = isJson ? await response.clone().json() : undefined
    return { response, body, setCookies }
  }

  const csrf = async () =>
    Schema.decodeUnknownSync(CsrfAnswer)((await request('/api/auth/csrf')).body).csrfToken

  const postForUrl = async (path: string, form: Readonly<Record<string, string>>) => {
    const answer = await request(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Auth-Return-Redirect': '1' },
      body: new URLSearchParams(form).toString(),
    })
    return { url: Schema.decodeUnknownSync(UrlAnswer)(answer.body).url, answer }
  }

  return {
    ip,
    cookies,
    cookieHeader,
    request,
    csrf,
    session: async () => (await request('/api/auth/session')).body,
    postForUrl,
    signIn: async (credentials, callbackUrl = '/profile') =>
      (
        await postForUrl('/api/auth/callback/credentials', {
          ...credentials,
          csrfToken: await csrf(),
          callbackUrl,
        })
      ).url,
    signOut: async (callbackUrl = '/') =>
      (await postForUrl('/api/auth/signout', { csrfToken: await csrf(), callbackUrl })).url,
  }
}
