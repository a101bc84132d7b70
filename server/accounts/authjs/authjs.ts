/**
 * Auth.js (`@auth/core`) at `/api/auth` (spec §7, issue 4 items 3 and 6): csrf, providers, session,
 * signin, callback and signout for the credentials provider (e-mail or phone with a password) and
 * the configured social providers. The session is a JWT in an encrypted cookie naming a session of
 * the accounts (ADR 0018) and carrying spec §3's session: the user and the backend's access and
 * refresh tokens, refreshed when they expire. Every read asks whether the session still lives.
 *
 * Around Auth.js: requests are rebuilt on the configured public origin (the Host header is never
 * trusted), the client's address reaches `authorize` through an async context (never a header a
 * client could send), `GET /session` answers `{}` without a session, and redirects land on our pages.
 */
import { AsyncLocalStorage } from 'node:async_hooks'
import { Auth, type AuthConfig, isAuthAction } from '@auth/core'
import { CredentialsSignin } from '@auth/core/errors'
import { getToken, type JWT } from '@auth/core/jwt'
import type { User } from '@auth/core/types'
import { Option, Schema } from 'effect'
import {
  AuthRedirect,
  isSession,
  type Session,
  Session as SessionSchema,
} from '#core/accounts/auth.schema.ts'
import { providerLinkResultPath } from '#core/accounts/provider-link.ts'
import { type SignInMethod, signInMethodCookie } from '#core/accounts/sign-in-link.ts'
import { cookieValue } from '#core/shared/http/cookie.ts'
import type { Locale } from '#core/shared/i18n/locale.ts'
import { isPlainText } from '#core/shared/validation/rules.ts'
import type { AccountGateway, AccountUser, IssuedTokens } from '#server/accounts/ports.ts'
import type { ProviderLinks } from '#server/accounts/provider-links.ts'
import { ServerBusy } from '#server/platform/busy.ts'
import type { OAuthClient, OAuthProviderId } from '#server/platform/config.ts'
import { DATABASE_RETRY_AFTER_SECONDS, DatabaseUnavailableError } from '#server/platform/db/unavailable.ts'
import { UNKNOWN_IP } from '#server/platform/http/client-ip.ts'
import { seeOther } from '#server/platform/http/form-posts.ts'
import { readBodyText } from '#server/platform/http/read-body.ts'
import { apiMessage } from '#server/platform/i18n.ts'
import {
  CREDENTIALS_PROVIDER_ID,
  credentialsProvider,
  decodeCredentials,
  oauthProviders,
  type ProviderEndpoints,
  type ProviderSummary,
  providerProfile,
  ThrottledSignIn,
} from './providers.ts'
import {
  AUTH_BASE_PATH,
  LOGIN_PATH,
  localizePageUrl,
  providerErrorUrl,
  requestLocale,
  SIGN_OUT_PATH,
  sameOriginUrl,
} from './redirects.ts'
import {
  decodeStoredToken,
  followSession,
  refreshedToken,
  type StoredToken,
  storedToken,
  verifiedUpdate,
  withTokens,
} from './session-token.ts'

/**
 * Whether a `Set-Cookie` line sets a non-empty session cookie (any prefix, a chunk `.N` or not).
 * Read by its parts: a regex over the whole line backtracked on long names.
 */
export const setsSessionCookie = (cookie: string): boolean => {
  const equals = cookie.indexOf('=')
  if (equals === -1) return false
  const name = cookie.slice(0, equals).replace(/\.\d{1,3}$/, '')
  const value = cookie.slice(equals + 1).split(';', 1)[0] ?? ''
  return name.endsWith('authjs.session-token') && value !== ''
}

export type { ProviderEndpoints, ProviderSummary } from './providers.ts'

/** What the HTTP app mounts at `/api/auth/*`. */
export interface AuthHandler {
  /** Answers a request under `/api/auth`; `clientIp` feeds the per-IP sign-in limit. */
  handle(request: Request, clientIp: string): Promise<Response>
  /** Whether the caller may take the client's address from `X-Forwarded-For` (config.trustProxy). */
  readonly trustProxy: boolean
}

export interface AuthService extends AuthHandler {
  /**
   * The session of a page request, read in-process through the same session endpoint the browser
   * calls. `setCookie` holds the session cookies it re-issued (a refreshed token among them) or
   * cleared (an ended session): the page's response must carry them. Rejects when the accounts could
   * not be asked whether the session lives.
   */
  readSession(request: Request): Promise<{ session: Session | null; setCookie: string[] }>
  /** Credentials first, then the configured social providers. */
  readonly providers: ReadonlyArray<ProviderSummary>
  /**
   * Starts a social provider's round trip for the browser of `request`, as its sign-in button would
   * (Auth.js's CSRF token, state and PKCE cookies): the answer sends the browser to the provider.
   * While the browser is signed in, the round trip links the provider account (ADR 0076).
   */
  startProviderRoundTrip(request: Request, provider: OAuthProviderId, callbackPath: string): Promise<Response>
}

export interface AuthLogger {
  info(obj: object, msg?: string): void
  warn(obj: object, msg?: string): void
  error(obj: object, msg?: string): void
  debug(obj: object, msg?: string): void
}

export interface AuthOptions {
  readonly gateway: AccountGateway
  /** Signs and encrypts the session cookie and the CSRF token (`Secrets.authSecret`). */
  readonly secret: string
  /** Seconds without a read after which the session cookie expires (config.sessionIdleTtl). */
  readonly sessionIdleTtl: number
  /** The public origin (config.publicUrl); `https://` turns on Secure cookies with their prefixes. */
  readonly publicUrl: string
  /** Handed back on the handler: the HTTP app resolves the client's address with it. */
  readonly trustProxy: boolean
  /** Social providers with a client id and secret (config.oauth). */
  readonly oauth: Partial<Record<OAuthProviderId, OAuthClient>>
  /** A social round trip while signed in links the provider account to this account (ADR 0076). */
  readonly links?: Pick<ProviderLinks, 'link'> | undefined
  /** Tests only: a local OAuth/OIDC server in place of a provider. */
  readonly providerEndpoints?: Partial<Record<OAuthProviderId, ProviderEndpoints>> | undefined
  readonly logger?: AuthLogger | undefined
  /** The clock the backend tokens' expiry is compared with (the accounts' own clock in tests). */
  readonly now?: (() => Date) | undefined
}

/** Per request: who is asking, in which language, and whom the providers signed in. */
/** Auth.js URL-encodes the values it keeps in cookies; a malformed one counts as none. */
const decoded = (value: string | undefined): string | undefined => {
  if (value === undefined) return undefined
  try {
    return decodeURIComponent(value)
  } catch {
    return undefined
  }
}

interface RequestContext {
  readonly ip: string
  readonly locale: Locale
  /** The request's Cookie header: a sign-in ends the session the browser held before it. */
  readonly cookies: string | null
  signedIn?: { readonly user: AccountUser; readonly tokens: IssuedTokens } | undefined
  /** The way this sign-in came in, remembered in the browser once the session is set. */
  method?: SignInMethod
  /** A signed-in account linked the provider account: the round trip ends on the profile. */
  linked?: boolean
  /** The accounts could not be asked (the database away): the answer is a 503, and no cookie changes. */
  unavailable?: boolean
  /** The password could not be checked now (the hashing queue is full): 503 with this `Retry-After`. */
  busyFor?: number
}

const CsrfAnswer = Schema.Struct({ csrfToken: Schema.String })

// Auth.js bodies are a few form fields; anything larger is not a sign-in.
const MAX_BODY_BYTES = 16 * 1024
const OAUTH_ACTIONS = new Set(['signin', 'callback'])
const PROVIDER_ACTIONS = new Set(['signin', 'callback', 'webauthn-options'])

const jsonError = (
  status: 400 | 404 | 405 | 413 | 503,
  code: string,
  key:
    | 'badRequest'
    | 'notFound'
    | 'methodNotAllowed'
    | 'payloadTooLarge'
    | 'internal'
    | 'busy'
    | 'unavailable',
  headers?: Headers,
  locale: Locale = 'uk',
) => Response.json({ detail: apiMessage(locale, key), code }, { status, ...(headers ? { headers } : {}) })

/** `/api/auth/{action}[/{provider}]`, or undefined when it names no Auth.js action. */
const parseRoute = (pathname: string): { action: string; providerId: string | undefined } | undefined => {
  if (!pathname.startsWith(`${AUTH_BASE_PATH}/`)) return undefined
  const segments = pathname.slice(AUTH_BASE_PATH.length + 1).split('/')
  const [action, providerId, ...rest] = segments
  if (!action || !isAuthAction(action) || rest.length > 0 || providerId === '') return undefined
  if (providerId !== undefined && !PROVIDER_ACTIONS.has(action)) return undefined
  return { action, providerId }
}

const callbackUrlParam = (url: URL, body: string | undefined, contentType: string | null): string | null => {
  if (body !== undefined && contentType?.includes('application/x-www-form-urlencoded')) {
    return new URLSearchParams(body).get('callbackUrl')
  }
  return url.searchParams.get('callbackUrl')
}

const readBody = (request: Request): Promise<string | undefined> => readBodyText(request, MAX_BODY_BYTES)

// Auth.js's cookies by their unprefixed names (defaultCookies in @auth/core); options stay its own:
// HttpOnly, SameSite=Lax, Path=/, Secure over HTTPS.
const AUTHJS_COOKIES = {
  sessionToken: 'authjs.session-token',
  callbackUrl: 'authjs.callback-url',
  csrfToken: 'authjs.csrf-token',
  pkceCodeVerifier: 'authjs.pkce.code_verifier',
  state: 'authjs.state',
  nonce: 'authjs.nonce',
  webauthnChallenge: 'authjs.challenge',
} as const

export const createAuth = (options: AuthOptions): AuthService => {
  const { gateway, logger } = options
  const now = options.now ?? (() => new Date())
  const origin = new URL(options.publicUrl).origin
  const secure = origin.startsWith('https://')
  // Over HTTPS every cookie is `__Host-` (Secure, Path=/, no Domain: bound to this host); Auth.js
  // would give most of them only `__Secure-`.
  const cookiePrefix = secure ? '__Host-' : ''
  const cookieNames = Object.fromEntries(
    Object.entries(AUTHJS_COOKIES).map(([key, name]) => [key, { name: `${cookiePrefix}${name}` }]),
  )
  const sessionCookie = `${cookiePrefix}${AUTHJS_COOKIES.sessionToken}`
  const callbackUrlCookie = `${cookiePrefix}${AUTHJS_COOKIES.callbackUrl}`

  const requests = new AsyncLocalStorage<RequestContext>()
  const social = oauthProviders(options.oauth, options.providerEndpoints)
  const providerIds = new Set<string>([CREDENTIALS_PROVIDER_ID, ...social.summaries.map((p) => p.id)])
  const oauthIds = new Set<string>(social.summaries.map((p) => p.id))

  const hasSessionCookie = (header: string | null): boolean =>
    header?.split(';').some((part) => part.trim().startsWith(sessionCookie)) ?? false

  /** The session the browser's cookie names, as stored in it (not asked whether it lives). */
  const storedSessionOf = async (cookies: string | null): Promise<StoredToken | undefined> => {
    if (!cookies || !hasSessionCookie(cookies)) return undefined
    return decodeStoredToken(
      await getToken({
        req: { headers: { cookie: cookies } },
        secret: options.secret,
        secureCookie: secure,
        cookieName: sessionCookie,
        salt: sessionCookie,
      }),
    )
  }

  /**
   * A sign-in replaces the browser's session: the one its cookie named ends at once, so a copy of the
   * old cookie does not outlive it (V7.2.4).
   */
  const endPreviousSession = async (cookies: string | null): Promise<void> => {
    const previous = await storedSessionOf(cookies)
    if (previous) await gateway.endSession(previous.sid)
  }

  /** The account the browser is signed in to now: its session lives, for the same user. */
  const signedInUserOf = async (cookies: string | null): Promise<string | undefined> => {
    const stored = await storedSessionOf(cookies)
    if (!stored) return undefined
    const live = await gateway.session(stored.sid)
    return live?.user.id === stored.user.id ? live.user.id : undefined
  }

  const authorize = async (credentials: Readonly<Record<string, unknown>>): Promise<User | null> => {
    const context = requests.getStore()
    const attempt = decodeCredentials(credentials)
    if (!context || !attempt) return null
    let outcome: Awaited<ReturnType<AccountGateway['signInWithPassword']>>
    try {
      outcome = await gateway.signInWithPassword({ ...attempt, ip: context.ip })
    } catch (error) {
      if (!(error instanceof ServerBusy)) throw error
      context.busyFor = error.retryAfterSeconds
      return null
    }
    if (!outcome.ok) {
      // 'disabled' answers like a wrong password: the page shows one message for both.
      if (outcome.reason === 'throttled') throw new ThrottledSignIn()
      return null
    }
    context.signedIn = { user: outcome.user, tokens: outcome.tokens }
    context.method = attempt.phone === undefined ? 'login' : 'phone'
    return {
      id: outcome.user.id,
      name: outcome.user.name,
      email: outcome.user.email,
      image: outcome.user.image,
    }
  }

  const config: AuthConfig = {
    basePath: AUTH_BASE_PATH,
    secret: options.secret,
    // The request URL is rebuilt on the configured origin below, so no Host header is believed.
    trustHost: true,
    useSecureCookies: secure,
    cookies: cookieNames,
    // The cookie is only a handle: the session lives in the accounts' table (ADR 0018) and is asked
    // for on every read. Its cookie expires after the idle time; the session itself ends at its
    // absolute end at the latest.
    session: { strategy: 'jwt', maxAge: options.sessionIdleTtl },
    // Our pages in place of every page Auth.js would render itself (localised in `adapt`).
    pages: { signIn: LOGIN_PATH, error: LOGIN_PATH, verifyRequest: LOGIN_PATH, signOut: SIGN_OUT_PATH },
    providers: [credentialsProvider(authorize), ...social.providers],
    callbacks: {
      // Only targets on our own origin; `//host` and `/\host` resolve to another origin and are refused.
      redirect: ({ url, baseUrl }) => sameOriginUrl(url, baseUrl)?.href ?? baseUrl,
      signIn: async ({ user, account, profile }) => {
        if (!account || account.type === 'credentials') return true
        const context = requests.getStore()
        if (!context) return false
        const found = providerProfile(user, account, profile, context.locale)
        // Signed in already: the round trip links the provider account to this account, and the
        // session stays as it is (Auth.js's own rule for a signed-in browser).
        const current = options.links && (await signedInUserOf(context.cookies))
        if (options.links && current) {
          const linked = await options.links.link(current, found.provider, found.providerAccountId)
          context.linked = true
          return `${origin}${providerLinkResultPath(linked, context.locale)}`
        }
        const outcome = await gateway.signInWithProvider(found)
        if (!outcome.ok) return false
        context.signedIn = { user: outcome.user, tokens: outcome.tokens }
        context.method = 'login'
        return true
      },
      jwt: async ({ token, trigger, session: update }): Promise<JWT | null> => {
        if (trigger === 'signIn' || trigger === 'signUp') {
          const signedIn = requests.getStore()?.signedIn
          if (!signedIn) throw new Error('Signed in without a user from the accounts')
          await endPreviousSession(requests.getStore()?.cookies ?? null)
          return storedToken(signedIn.user, signedIn.tokens)
        }
        const stored = decodeStoredToken(token)
        // Not ours (an old or foreign cookie): Auth.js then clears it.
        if (!stored) return null
        const context = requests.getStore()
        try {
          const live = await gateway.session(stored.sid)
          // Ended (signed out, a new password, a reused refresh token), past its absolute end, or its
          // user disabled: no session, and Auth.js clears the cookie.
          if (!live || live.user.id !== stored.user.id) return null
          const current = followSession(stored, live)
          if (trigger === 'update') {
            const tokens = await verifiedUpdate(update, current, gateway)
            if (tokens) return withTokens(current, tokens)
          }
          return await refreshedToken(current, gateway, now(), logger)
        } catch (error) {
          // Not knowing whether the session lives is no answer either way: a 503, the cookie kept.
          logger?.warn({ err: error }, 'session read: the accounts could not be asked')
          if (context) context.unavailable = true
          return token
        }
      },
      session: ({ session, token }) => {
        const stored: StoredToken | undefined = decodeStoredToken(token)
        if (!stored) return session
        // The idle expiry this read pushed back, or the session's absolute end when that comes first.
        const idleEnd = now().getTime() + options.sessionIdleTtl * 1000
        const end =
          stored.session_ends_at === undefined ? idleEnd : Math.min(idleEnd, stored.session_ends_at * 1000)
        const answer = {
          user: stored.user,
          access_token: stored.access_token,
          refresh_token: stored.refresh_token,
          expires_at: stored.expires_at,
          expires: new Date(end).toISOString(),
        }
        return answer
      },
    },
    events: {
      // The session ends in the accounts, so a copy of the cookie (and every API token of the
      // session) dies with it at once, not only the cookie this browser holds.
      signOut: async (message) => {
        const stored = 'token' in message ? decodeStoredToken(message.token) : undefined
        if (!stored) return
        try {
          await gateway.endSession(stored.sid)
        } catch (error) {
          logger?.error({ err: error }, 'sign-out: the session could not be ended')
          const context = requests.getStore()
          if (context) context.unavailable = true
        }
      },
    },
    ...(logger
      ? {
          logger: {
            error: (error: Error) => {
              // A refused sign-in is an answer, not a fault.
              if (error instanceof CredentialsSignin)
                logger.info({ code: error.code }, 'credentials sign-in refused')
              else logger.error({ err: error }, 'auth.js error')
            },
            warn: (code: string) => logger.warn({ code }, 'auth.js warning'),
            debug: (message: string, metadata?: unknown) => logger.debug({ metadata }, message),
          },
        }
      : {}),
  }

  /** Rewrites where the browser is sent: our login pages, and the callback page for social errors. */
  const redirectTarget = (
    target: string,
    route: { action: string; providerId: string | undefined },
    setCookies: string[],
    context: RequestContext,
    callbackUrl: URL | undefined,
  ): string => {
    const provider = route.providerId
    if (context.linked) return target
    if (provider && oauthIds.has(provider) && OAUTH_ACTIONS.has(route.action)) {
      const ours = sameOriginUrl(target, origin)
      const succeeded = route.action === 'signin' ? ours === undefined : setCookies.some(setsSessionCookie)
      if (!succeeded) {
        const error =
          ours?.searchParams.get('error') ?? (route.action === 'signin' ? 'OAuthSignInError' : 'Callback')
        return providerErrorUrl(provider, error, origin, context.locale, callbackUrl)
      }
      return target
    }
    return localizePageUrl(target, origin, context.locale)
  }

  /** Auth.js's answer, adapted: `{}` for no session, redirects onto our pages. */
  const adapt = async (
    response: Response,
    route: { action: string; providerId: string | undefined },
    context: RequestContext,
    callbackUrl: URL | undefined,
  ): Promise<Response> => {
    const headers = new Headers(response.headers)
    headers.delete('content-length')
    if (context.unavailable) {
      // Neither a renewed nor a cleared cookie: the session is as it was, and so is the browser's.
      headers.delete('set-cookie')
      headers.delete('location')
      headers.set('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS))
      return jsonError(503, 'service_unavailable', 'unavailable', headers)
    }
    if (context.busyFor !== undefined) {
      // Not a wrong password: nothing was checked, so no error page and no cookie, only 'try again'.
      headers.delete('set-cookie')
      headers.delete('location')
      headers.set('Retry-After', String(context.busyFor))
      return jsonError(503, 'busy', 'busy', headers, context.locale)
    }
    const setCookies = response.headers.getSetCookie()
    if (context.method && setCookies.some(setsSessionCookie)) {
      headers.append('Set-Cookie', signInMethodCookie(context.method, secure))
    }
    const location = headers.get('location')
    if (location) {
      headers.set('location', redirectTarget(location, route, setCookies, context, callbackUrl))
    }
    const isJson = headers.get('content-type')?.startsWith('application/json') ?? false
    if (!isJson) return new Response(response.body, { status: response.status, headers })
    const body: unknown = await response.json()
    if (route.action === 'session' && body === null) {
      return Response.json({}, { status: response.status, headers })
    }
    const redirect = Option.getOrUndefined(Schema.decodeUnknownOption(AuthRedirect)(body))
    if (redirect) {
      const url = redirectTarget(redirect.url, route, setCookies, context, callbackUrl)
      return Response.json({ url }, { status: response.status, headers })
    }
    return Response.json(body, { status: response.status, headers })
  }

  const handle = async (request: Request, clientIp: string): Promise<Response> => {
    const incoming = new URL(request.url)
    const route = parseRoute(incoming.pathname)
    if (!route || (route.providerId !== undefined && !providerIds.has(route.providerId))) {
      return jsonError(404, 'not_found', 'notFound')
    }
    if (request.method !== 'GET' && request.method !== 'POST') {
      return jsonError(405, 'method_not_allowed', 'methodNotAllowed')
    }
    const body = request.method === 'POST' ? await readBody(request) : undefined
    if (request.method === 'POST' && body === undefined)
      return jsonError(413, 'payload_too_large', 'payloadTooLarge')

    const headers = new Headers(request.headers)
    headers.delete('content-length')
    const url = new URL(`${incoming.pathname}${incoming.search}`, origin)
    const cookies = request.headers.get('cookie')
    const callbackParam = callbackUrlParam(url, body, request.headers.get('content-type'))
    // Auth.js answers a callbackUrl with control characters with a 500 ("server configuration").
    if (callbackParam !== null && !isPlainText(callbackParam))
      return jsonError(400, 'bad_request', 'badRequest')
    const callbackUrl = sameOriginUrl(
      callbackParam ?? decoded(cookieValue(cookies, callbackUrlCookie)),
      origin,
    )
    const context: RequestContext = { ip: clientIp, locale: requestLocale(callbackUrl, cookies), cookies }
    const authRequest = new Request(url, { method: request.method, headers, body: body ?? null })
    const response = await requests.run(context, () => Auth(authRequest, config))
    return adapt(response, route, context, callbackUrl)
  }

  const readSession = async (request: Request): Promise<{ session: Session | null; setCookie: string[] }> => {
    const cookies = request.headers.get('cookie')
    // Guests have nothing to read, and get no cookie from a page view.
    if (!cookies || !hasSessionCookie(cookies)) return { session: null, setCookie: [] }
    const response = await handle(
      new Request(new URL(`${AUTH_BASE_PATH}/session`, origin), { headers: { cookie: cookies } }),
      UNKNOWN_IP,
    )
    if (response.status === 503)
      throw new DatabaseUnavailableError('The session could not be read: the accounts are unavailable')
    const body: unknown = await response.json()
    const decoded = Option.getOrUndefined(Schema.decodeUnknownOption(SessionSchema)(body))
    const setCookie = response.headers
      .getSetCookie()
      .filter((cookie) => cookie.startsWith(`${sessionCookie}=`) || cookie.startsWith(`${sessionCookie}.`))
    return { session: decoded && isSession(decoded) ? decoded : null, setCookie }
  }

  const startProviderRoundTrip = async (
    request: Request,
    provider: OAuthProviderId,
    callbackPath: string,
  ): Promise<Response> => {
    const cookies = request.headers.get('cookie')
    const csrf = await handle(
      new Request(new URL(`${AUTH_BASE_PATH}/csrf`, origin), { headers: cookies ? { cookie: cookies } : {} }),
      UNKNOWN_IP,
    )
    // The accounts away (503): that answer, as any other request would get it.
    if (!csrf.ok) return csrf
    const { csrfToken } = Schema.decodeUnknownSync(CsrfAnswer)(await csrf.json())
    const issued = csrf.headers.getSetCookie()
    // The browser's cookies with the CSRF cookie just issued, as the browser would send them next.
    const pairs = [
      ...(cookies ? cookies.split(';').map((pair) => pair.trim()) : []),
      ...issued.map((cookie) => cookie.split(';', 1)[0] ?? ''),
    ].filter((pair) => pair !== '')
    const started = await handle(
      new Request(new URL(`${AUTH_BASE_PATH}/signin/${provider}`, origin), {
        method: 'POST',
        headers: { cookie: pairs.join('; '), 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ csrfToken, callbackUrl: new URL(callbackPath, origin).href }),
      }),
      UNKNOWN_IP,
    )
    return seeOther(started.headers.get('location') ?? new URL(callbackPath, origin).href, [
      ...issued,
      ...started.headers.getSetCookie(),
    ])
  }

  return {
    handle,
    trustProxy: options.trustProxy,
    readSession,
    startProviderRoundTrip,
    providers: [
      { id: CREDENTIALS_PROVIDER_ID, name: 'Credentials', type: 'credentials' },
      ...social.summaries,
    ],
  }
}
