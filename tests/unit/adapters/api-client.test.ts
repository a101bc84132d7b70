/**
 * The ky API client against a local HTTP server that plays the backend: Auth.js's session endpoints
 * and REST API v1 (token refresh and a few resources). The client reads its tokens through the real
 * Auth.js adapter, as in the browser.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { JSDOM } from 'jsdom'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import {
  type ApiClient,
  createApiClient,
  jwtExpiry,
  RETRY_STATUS_CODES,
  retryAfterSeconds,
  type SessionLoss,
} from '#adapters/http/api-client.ts'
import { createAuthApi } from '#adapters/http/auth-api.ts'
import { asFieldsRefused, fieldErrorsOf } from '#adapters/http/field-errors.ts'
import { FieldsRefused } from '#core/shared/forms/form.machine.ts'
import type { Locale } from '#core/shared/i18n/locale.ts'

const nowSeconds = () => Math.floor(Date.now() / 1000)
const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')
/** A JWT-shaped token (the client only reads `exp`; the server here checks tokens by value). */
const token = (name: string, exp: number) => `${base64url({ alg: 'HS256' })}.${base64url({ exp, name })}.sig`

interface Recorded {
  readonly method: string
  readonly path: string
  readonly authorization: string | undefined
  readonly idempotencyKey: string | undefined
  readonly body: unknown
}

interface Reply {
  readonly status: number
  readonly body?: unknown
  readonly headers?: Readonly<Record<string, string>>
}

interface Backend {
  session: Record<string, unknown> | null
  /** The refresh token the server accepts; anything else is refused. */
  liveRefresh: string
  refreshDelayMs: number
  /** An answer the refresh endpoint gives instead of renewing (a failing server). */
  refreshReply: Reply | null
  /** Access tokens the API accepts (others answer 401). */
  readonly liveAccess: Set<string>
  readonly requests: Recorded[]
  readonly updates: unknown[]
  /** `/api/v1/things…` answers, in order (the last one repeats). */
  replies: Reply[]
  issued: number
}

const backend: Backend = {
  session: null,
  liveRefresh: '',
  refreshDelayMs: 0,
  refreshReply: null,
  liveAccess: new Set(),
  requests: [],
  updates: [],
  replies: [],
  issued: 0,
}

const readBody = async (req: IncomingMessage): Promise<unknown> => {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(Buffer.from(chunk))
  const text = Buffer.concat(chunks).toString('utf8')
  // Uploads: what matters is how the body came, not its parts.
  if ((req.headers['content-type'] ?? '').startsWith('multipart/form-data'))
    return { multipart: req.headers['content-type'], bytes: Buffer.concat(chunks).length, text }
  if (text === '') return undefined
  if ((req.headers['content-type'] ?? '').includes('application/x-www-form-urlencoded'))
    return Object.fromEntries(new URLSearchParams(text))
  return JSON.parse(text)
}

const send = (res: ServerResponse, { status, body, headers = {} }: Reply) => {
  res.writeHead(status, { ...(body === undefined ? {} : { 'Content-Type': 'application/json' }), ...headers })
  res.end(body === undefined ? undefined : JSON.stringify(body))
}

const field = (value: unknown, name: string): unknown =>
  typeof value === 'object' && value !== null ? Reflect.get(value, name) : undefined

const handle = async (req: IncomingMessage, res: ServerResponse) => {
  const url = new URL(req.url ?? '/', 'http://local')
  const body = await readBody(req)
  const path = url.pathname
  backend.requests.push({
    method: req.method ?? '',
    path,
    authorization: req.headers.authorization,
    idempotencyKey: req.headers['idempotency-key']?.toString(),
    body,
  })
  if (path === '/api/auth/session' && req.method === 'GET')
    return send(res, { status: 200, body: backend.session ?? {} })
  if (path === '/api/auth/csrf') return send(res, { status: 200, body: { csrfToken: 'csrf-1' } })
  if (path === '/api/auth/session' && req.method === 'POST') {
    backend.updates.push(body)
    const data = field(body, 'data')
    if (field(body, 'csrfToken') === 'csrf-1' && backend.session)
      backend.session = { ...backend.session, ...Object(data) }
    return send(res, { status: 200, body: backend.session ?? {} })
  }
  if (/^(\/en)?\/api\/v1\/token\/refresh$/.test(path)) {
    await new Promise((resolve) => setTimeout(resolve, backend.refreshDelayMs))
    if (backend.refreshReply) return send(res, backend.refreshReply)
    if (field(body, 'refresh') !== backend.liveRefresh)
      return send(res, {
        status: 401,
        body: { detail: 'Token is invalid or expired', code: 'token_not_valid' },
      })
    backend.issued += 1
    const access = token(`access-${backend.issued}`, nowSeconds() + 900)
    backend.liveRefresh = `refresh-${backend.issued}`
    backend.liveAccess.add(access)
    return send(res, { status: 200, body: { access, refresh: backend.liveRefresh } })
  }
  if (/^(\/en)?\/api\/v1\/(things|uploads)/.test(path)) {
    const reply = backend.replies.length > 1 ? (backend.replies.shift() as Reply) : backend.replies[0]
    if (reply) return send(res, reply)
    const bearer = req.headers.authorization?.replace(/^Bearer /, '')
    if (bearer !== undefined && !backend.liveAccess.has(bearer))
      return send(res, { status: 401, body: { detail: 'Given token not valid', code: 'token_not_valid' } })
    return send(res, { status: 200, body: { ok: true, path } })
  }
  return send(res, { status: 404, body: { detail: 'Not found.', code: 'not_found' } })
}

let server: Server
let origin = ''

beforeAll(async () => {
  server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => send(res, { status: 599, body: { error: String(error) } }))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve))
})

/** A signed-in session whose access token expires `inSeconds` from now. */
const signIn = (inSeconds: number) => {
  const access = token('access-0', nowSeconds() + inSeconds)
  backend.liveAccess.add(access)
  backend.liveRefresh = 'refresh-0'
  backend.session = {
    user: { id: 'u1', name: 'olena' },
    access_token: access,
    refresh_token: 'refresh-0',
    expires_at: nowSeconds() + inSeconds,
  }
  return access
}

beforeEach(() => {
  backend.session = null
  backend.liveRefresh = ''
  backend.refreshDelayMs = 0
  backend.refreshReply = null
  backend.liveAccess.clear()
  backend.requests.length = 0
  backend.updates.length = 0
  backend.replies = []
  backend.issued = 0
})

/** jsdom's XMLHttpRequest (a real HTTP implementation) stands in for the browser's. */
let dom: JSDOM

const client = (options: { locale?: Locale; losses?: SessionLoss[] } = {}): ApiClient => {
  const locale = options.locale ?? 'uk'
  dom ??= new JSDOM('', { url: origin })
  return createApiClient({
    locale,
    origin,
    session: createAuthApi({ locale, origin }),
    onSessionLost: (reason) => options.losses?.push(reason),
    retry: { limit: 2, delayMs: 1, maxDelayMs: 50 },
    xhr: () => new dom.window.XMLHttpRequest(),
  })
}

const calls = (predicate: (request: Recorded) => boolean) => backend.requests.filter(predicate)
const apiCalls = () => calls((request) => request.path.includes('/things'))
const refreshCalls = () => calls((request) => request.path.endsWith('/token/refresh'))
const sessionReads = () =>
  calls((request) => request.path === '/api/auth/session' && request.method === 'GET')

const failure = async (promise: Promise<unknown>): Promise<Record<string, unknown>> => {
  try {
    await promise
  } catch (error) {
    return Object(error)
  }
  throw new Error('expected a failure')
}

describe('the API client: tokens', () => {
  it('sends the Bearer access token of the session on every call, reading the session once', async () => {
    const access = signIn(900)
    const api = client()
    expect(await api.request('GET', '/things/1')).toEqual({ ok: true, path: '/api/v1/things/1' })
    await api.request('POST', '/things', { body: { a: 1 } })
    expect(apiCalls().map((call) => call.authorization)).toEqual([`Bearer ${access}`, `Bearer ${access}`])
    expect(sessionReads()).toHaveLength(1)
  })

  it('calls without a token when there is no session, and asks again next time (a guest may sign in)', async () => {
    const api = client()
    await api.request('GET', '/things/1')
    const access = signIn(900)
    await api.request('GET', '/things/2')
    expect(apiCalls().map((call) => call.authorization)).toEqual([undefined, `Bearer ${access}`])
    expect(sessionReads()).toHaveLength(2)
  })

  it('uses the English API under /en', async () => {
    await client({ locale: 'en' }).request('GET', '/things/1')
    expect(apiCalls()[0]?.path).toBe('/en/api/v1/things/1')
  })

  it('renews an expired access token before the call and hands the new pair to the session', async () => {
    const expired = signIn(-60)
    const api = client()
    await api.request('GET', '/things/1')
    expect(refreshCalls()).toHaveLength(1)
    expect(refreshCalls()[0]?.body).toEqual({ refresh: 'refresh-0' })
    expect(refreshCalls()[0]?.authorization).toBeUndefined()
    expect(apiCalls()[0]?.authorization).toBe(`Bearer ${backend.session?.access_token}`)
    expect(apiCalls()[0]?.authorization).not.toBe(`Bearer ${expired}`)
    // The session cookie now holds the live refresh token (Auth.js session update).
    expect(backend.updates).toHaveLength(1)
    expect(field(backend.updates[0], 'csrfToken')).toBe('csrf-1')
    expect(backend.session?.refresh_token).toBe('refresh-1')
    // Still fresh: the next call neither reads the session nor refreshes.
    await api.request('GET', '/things/2')
    expect(refreshCalls()).toHaveLength(1)
  })

  it('takes tokens the session renewed itself (server-side) without refreshing them again', async () => {
    signIn(900)
    let clock = Date.now()
    const api = createApiClient({
      locale: 'uk',
      origin,
      session: createAuthApi({ locale: 'uk', origin }),
      now: () => clock,
    })
    await api.request('GET', '/things/1')
    // Later: the held token has expired, and the session was renewed server-side meanwhile.
    clock += 1000 * 1000
    const fresh = token('server-renewed', nowSeconds() + 2000 * 1000)
    backend.liveAccess.add(fresh)
    backend.session = { ...backend.session, access_token: fresh, expires_at: nowSeconds() + 2000 * 1000 }
    await api.request('GET', '/things/2')
    expect(refreshCalls()).toHaveLength(0)
    expect(sessionReads()).toHaveLength(2)
    expect(apiCalls()[1]?.authorization).toBe(`Bearer ${fresh}`)
  })

  it('shares one refresh between concurrent calls', async () => {
    signIn(-60)
    backend.refreshDelayMs = 50
    const api = client()
    const answers = await Promise.all([1, 2, 3, 4, 5].map((n) => api.request('GET', `/things/${n}`)))
    expect(answers).toHaveLength(5)
    expect(refreshCalls()).toHaveLength(1)
    expect(new Set(apiCalls().map((call) => call.authorization)).size).toBe(1)
    expect(apiCalls()[0]?.authorization).toBe(`Bearer ${backend.session?.access_token}`)
  })

  it('V7.4.1 a refused refresh signs out and fails TokenRefreshFailed with the server body', async () => {
    signIn(-60)
    backend.liveRefresh = 'someone-else-used-it'
    const losses: SessionLoss[] = []
    const error = await failure(client({ losses }).request('GET', '/things/1'))
    expect(error._tag).toBe('TokenRefreshFailed')
    expect(error.body).toEqual({ detail: 'Token is invalid or expired', code: 'token_not_valid' })
    expect(losses).toEqual(['refreshFailed'])
    expect(apiCalls()).toHaveLength(0)
  })

  it('a refresh the server cannot answer (5xx) fails ServerError and keeps the session', async () => {
    signIn(-60)
    backend.refreshReply = { status: 503, body: { detail: 'down' } }
    const losses: SessionLoss[] = []
    const error = await failure(client({ losses }).request('GET', '/things/1'))
    expect(error).toMatchObject({ _tag: 'ServerError', status: 503 })
    expect(losses).toEqual([])
    expect(refreshCalls()).toHaveLength(1)
    expect(apiCalls()).toHaveLength(0)
  })

  it('V7.4.1 a session whose tokens died (token_not_valid) signs out without calling the API', async () => {
    signIn(900)
    backend.session = { ...backend.session, user: { id: 'u1', code: 'token_not_valid' } }
    const losses: SessionLoss[] = []
    const error = await failure(client({ losses }).request('GET', '/things/1'))
    expect(error._tag).toBe('TokenRefreshFailed')
    expect(losses).toEqual(['refreshFailed'])
    expect(apiCalls()).toHaveLength(0)
  })

  it('V7.2.1 a 401 signs out, fails Unauthorized and forgets the token', async () => {
    signIn(900)
    const losses: SessionLoss[] = []
    const api = client({ losses })
    backend.liveAccess.clear()
    const error = await failure(api.request('GET', '/things/1'))
    expect(error._tag).toBe('Unauthorized')
    expect(losses).toEqual(['unauthorized'])
    // 401 is not retried, and the next call reads the session again.
    expect(apiCalls()).toHaveLength(1)
    backend.session = null
    await api.request('GET', '/things/2')
    expect(apiCalls()[1]?.authorization).toBeUndefined()
  })
})

describe('the API client: answers and errors', () => {
  it('sends bodies in snake_case and passes answers through; an empty answer is undefined', async () => {
    backend.replies = [{ status: 200, body: { resend_after_seconds: 60 } }]
    const api = client()
    expect(
      await api.request('POST', '/things', { body: { confirmPassword: 'x', acceptTerms: true } }),
    ).toEqual({
      resend_after_seconds: 60,
    })
    expect(apiCalls()[0]?.body).toEqual({ confirm_password: 'x', accept_terms: true })
    backend.replies = [{ status: 204 }]
    expect(await api.request('DELETE', '/things/1')).toBeUndefined()
  })

  it('maps 404 to NotFound and 500 to ServerError (after its retries)', async () => {
    backend.replies = [{ status: 404, body: { detail: 'Not found.', code: 'not_found' } }]
    expect((await failure(client().request('GET', '/things/9')))._tag).toBe('NotFound')
    backend.replies = [{ status: 500, body: { detail: 'Internal server error.' } }]
    const error = await failure(client().request('GET', '/things/9'))
    expect(error).toMatchObject({ _tag: 'ServerError', status: 500 })
  })

  it('passes the body of any other error on as ApiError', async () => {
    backend.replies = [{ status: 400, body: { detail: 'Bad token', code: 'invalid_token' } }]
    const error = await failure(client().request('POST', '/things', { body: {} }))
    expect(error).toMatchObject({
      _tag: 'ApiError',
      status: 400,
      body: { detail: 'Bad token', code: 'invalid_token' },
    })
    backend.replies = [{ status: 403, body: 'forbidden, plainly', headers: { 'Content-Type': 'text/plain' } }]
    expect(await failure(client().request('GET', '/things/1'))).toMatchObject({
      _tag: 'ApiError',
      status: 403,
    })
  })

  it('maps 429 to RateLimited with Retry-After, without waiting minutes for a retry', async () => {
    backend.replies = [
      { status: 429, body: { detail: 'Wait', code: 'throttled' }, headers: { 'Retry-After': '120' } },
    ]
    const error = await failure(client().request('GET', '/things/1'))
    expect(error).toMatchObject({ _tag: 'RateLimited', retryAfterSeconds: 120 })
    expect(apiCalls()).toHaveLength(1)
  })
})

describe('the API client: retries (spec §7)', () => {
  it.each(RETRY_STATUS_CODES)('retries an idempotent request answered %i', async (status) => {
    backend.replies = [
      { status, body: { detail: 'later' }, headers: status === 429 ? { 'Retry-After': '0' } : {} },
      { status: 200, body: { ok: true } },
    ]
    expect(await client().request('GET', '/things/1')).toEqual({ ok: true })
    expect(apiCalls()).toHaveLength(2)
  })

  it('retries GET, PUT and DELETE twice at most, then fails', async () => {
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      backend.requests.length = 0
      backend.replies = [{ status: 503, body: { detail: 'down' } }]
      expect((await failure(client().request(method, '/things/1')))._tag).toBe('ServerError')
      expect(apiCalls(), method).toHaveLength(3)
    }
  })

  it('sends POST and PATCH with an Idempotency-Key, a new UUID each call, and nothing else with one', async () => {
    const uuid = /^"[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}"$/
    for (const method of ['POST', 'POST', 'PATCH'] as const) {
      await client().request(method, '/things', { body: {} })
    }
    for (const method of ['GET', 'PUT', 'DELETE'] as const) await client().request(method, '/things/1')
    const keys = apiCalls().map((call) => call.idempotencyKey)
    expect(keys.slice(0, 3).every((key) => uuid.test(key ?? ''))).toBe(true)
    expect(new Set(keys.slice(0, 3)).size).toBe(3)
    expect(keys.slice(3)).toEqual([undefined, undefined, undefined])
  })

  it('retries POST and PATCH with the same Idempotency-Key, the server answering the repeat', async () => {
    for (const method of ['POST', 'PATCH'] as const) {
      backend.requests.length = 0
      backend.replies = [
        { status: 503, body: { detail: 'down' }, headers: { 'Retry-After': '0' } },
        { status: 502, body: { detail: 'bad gateway' } },
        { status: 201, body: { ok: true } },
      ]
      expect(await client().request(method, '/things', { body: { name: 'Kyiv Wolves' } })).toEqual({
        ok: true,
      })
      const sent = apiCalls()
      expect(sent, method).toHaveLength(3)
      expect(new Set(sent.map((call) => call.idempotencyKey)).size, method).toBe(1)
      expect(sent.map((call) => call.body)).toEqual(Array(3).fill({ name: 'Kyiv Wolves' }))
    }
  })

  it("retries a keyed write's 409 only while its key is in flight; another 409 is the answer", async () => {
    backend.replies = [
      { status: 409, body: { detail: 'still working', code: 'idempotency_key_in_use' } },
      { status: 201, body: { ok: true } },
    ]
    expect(await client().request('POST', '/things', { body: {} })).toEqual({ ok: true })
    expect(apiCalls()).toHaveLength(2)
    backend.requests.length = 0
    backend.replies = [
      { status: 409, body: { detail: 'You already play in a team', code: 'already_in_team' } },
      { status: 201, body: { ok: true } },
    ]
    const refused = await failure(client().request('POST', '/things', { body: {} }))
    expect(refused).toMatchObject({ _tag: 'ApiError', status: 409, body: { code: 'already_in_team' } })
    expect(apiCalls()).toHaveLength(1)
  })

  it('does not retry statuses outside the list', async () => {
    for (const status of [400, 403, 404, 422, 501]) {
      backend.requests.length = 0
      backend.replies = [
        { status, body: { detail: 'no' } },
        { status: 200, body: { ok: true } },
      ]
      await failure(client().request('GET', '/things/1'))
      expect(apiCalls(), String(status)).toHaveLength(1)
    }
  })
})

describe('helpers', () => {
  it('reads the expiry of a JWT without verifying it, and nothing from what is not one', () => {
    expect(jwtExpiry(token('a', 1234))).toBe(1234)
    expect(jwtExpiry('not-a-token')).toBeUndefined()
    expect(jwtExpiry('a.%%%.c')).toBeUndefined()
    expect(jwtExpiry(`a.${base64url({ sub: 'x' })}.c`)).toBeUndefined()
  })

  it('reads Retry-After as seconds or as an HTTP date', () => {
    expect(retryAfterSeconds('30')).toBe(30)
    expect(retryAfterSeconds(null)).toBeUndefined()
    expect(retryAfterSeconds('soon')).toBeUndefined()
    const now = Date.UTC(2026, 0, 1)
    expect(retryAfterSeconds(new Date(now + 90_000).toUTCString(), now)).toBe(90)
    expect(retryAfterSeconds(new Date(now - 5000).toUTCString(), now)).toBe(0)
  })
})

describe('field errors of a 400 answer', () => {
  it('keys them by form field as validation keys with their parameters, whatever the language', async () => {
    backend.replies = [
      {
        status: 400,
        body: {
          confirm_password: [{ code: 'passwordsMatch', params: {}, message: 'Паролі мають збігатися' }],
          email: [
            { code: 'invalidEmail', params: {}, message: 'Invalid email' },
            { code: 'addressRefused', params: {}, message: 'This address is on a list we cannot accept' },
          ],
          password: [{ code: 'minLength', params: { min: 8 }, message: 'Minimum length is 8 characters' }],
          non_field_errors: [{ code: 'required', params: {}, message: 'This field is required' }],
        },
      },
    ]
    const error = await failure(client({ locale: 'en' }).request('POST', '/things', { body: {} }))
    expect(fieldErrorsOf(error)).toEqual({
      // The code counts, not the language of the message.
      confirmPassword: [{ key: 'passwordsMatch' }],
      email: [
        { key: 'invalidEmail' },
        // A code this build has no text for keeps the server's text.
        { key: 'server', params: { text: 'This address is on a list we cannot accept' } },
      ],
      password: [{ key: 'minLength', params: { min: 8 } }],
      _form: [{ key: 'required' }],
    })
  })

  it('answers undefined for failures without field errors', async () => {
    expect(fieldErrorsOf(new Error('x'))).toBeUndefined()
    for (const reply of [
      { status: 400, body: { detail: 'Invalid token', code: 'invalid_token' } },
      { status: 409, body: { email: [{ code: 'emailTaken', params: {}, message: 'taken' }] } },
      { status: 400, body: ['not', 'an', 'object'] },
      // Texts without their codes (the shape before codes) are not read back into keys.
      { status: 400, body: { email: ['Invalid email'] } },
      { status: 400, body: { email: [] } },
      { status: 400, body: {} },
    ]) {
      backend.replies = [reply]
      expect(
        fieldErrorsOf(await failure(client().request('POST', '/things', { body: {} }))),
        JSON.stringify(reply),
      ).toBeUndefined()
    }
  })

  it("become core's FieldsRefused for a composition root's refine; other failures stay", async () => {
    backend.replies = [
      {
        status: 400,
        body: { new_password: [{ code: 'passwordsMatch', params: {}, message: 'Passwords must match' }] },
      },
    ]
    const refused = asFieldsRefused(await failure(client().request('POST', '/things', { body: {} })))
    expect(refused).toBeInstanceOf(FieldsRefused)
    expect((refused as FieldsRefused).fields).toEqual({ newPassword: [{ key: 'passwordsMatch' }] })
    const other = new Error('x')
    expect(asFieldsRefused(other)).toBe(other)
  })
})

describe('the API client: uploads (multipart over XMLHttpRequest)', () => {
  /** A multipart body of jsdom's own kind, which its XMLHttpRequest sends. */
  const formWith = (bytes: number): FormData => {
    const form = new dom.window.FormData()
    form.append('file', new dom.window.Blob([new Uint8Array(bytes).fill(65)], { type: 'image/png' }), 'a.png')
    return form
  }

  it('posts the multipart body with the Bearer token, reports the upload progress and answers the JSON', async () => {
    const api = client()
    const access = signIn(900)
    const progress: Array<{ loaded: number; total: number }> = []
    const answer = await api.upload('/uploads', formWith(200_000), { onProgress: (p) => progress.push(p) })
    expect(answer).toEqual({ ok: true, path: '/api/v1/uploads' })
    const [request] = calls((r) => r.path === '/api/v1/uploads')
    expect(request?.authorization).toBe(`Bearer ${access}`)
    expect(field(request?.body, 'multipart')).toMatch(/^multipart\/form-data; boundary=/)
    expect(field(request?.body, 'bytes')).toBeGreaterThan(200_000)
    expect(field(request?.body, 'text')).toContain('filename="a.png"')
    expect(progress.length).toBeGreaterThan(0)
    const last = progress.at(-1)
    expect(last?.loaded).toBe(last?.total)
    expect(last?.total).toBeGreaterThan(200_000)
  })

  it('renews an expired access token before uploading', async () => {
    const api = client()
    const stale = signIn(-5)
    await api.upload('/uploads', formWith(10))
    expect(refreshCalls()).toHaveLength(1)
    const sent = calls((r) => r.path === '/api/v1/uploads')[0]?.authorization?.replace(/^Bearer /, '')
    expect(sent).not.toBe(stale)
    expect(backend.liveAccess.has(sent ?? '')).toBe(true)
  })

  it('maps error answers like every other call: 413 and 400 pass their body on, 401 signs out, 429 waits', async () => {
    const losses: SessionLoss[] = []
    const api = client({ losses })
    signIn(900)
    backend.replies = [{ status: 413, body: { file: ['The image must be at most 10 MB'] } }]
    expect(await failure(api.upload('/uploads', formWith(10)))).toMatchObject({
      _tag: 'ApiError',
      status: 413,
      body: { file: ['The image must be at most 10 MB'] },
    })
    backend.replies = [
      { status: 429, body: { detail: 'Please wait', code: 'throttled' }, headers: { 'Retry-After': '120' } },
    ]
    expect(await failure(api.upload('/uploads', formWith(10)))).toMatchObject({
      _tag: 'RateLimited',
      retryAfterSeconds: 120,
    })
    backend.replies = [{ status: 401, body: { detail: 'Given token not valid', code: 'token_not_valid' } }]
    expect(await failure(api.upload('/uploads', formWith(10)))).toMatchObject({ _tag: 'Unauthorized' })
    expect(losses).toEqual(['unauthorized'])
    expect(calls((r) => r.path === '/api/v1/uploads')).toHaveLength(3)
  })

  it('is cancelled by its signal, before or while it is sent', async () => {
    const api = client()
    signIn(900)
    const aborted = new AbortController()
    aborted.abort()
    expect(await failure(api.upload('/uploads', formWith(10), { signal: aborted.signal }))).toMatchObject({
      name: 'AbortError',
    })
    const controller = new AbortController()
    const pending = api.upload('/uploads', formWith(5_000_000), {
      signal: controller.signal,
      onProgress: () => controller.abort(),
    })
    expect(await failure(pending)).toMatchObject({ name: 'AbortError' })
  })
})

describe('the API client: tokens issued outside a refresh (password change)', () => {
  it('holds the adopted pair for the next calls and hands it to the session', async () => {
    const api = client()
    signIn(900)
    await api.request('GET', '/things')
    const adopted = token('access-new', nowSeconds() + 900)
    backend.liveAccess.add(adopted)
    await api.adoptTokens({ access: adopted, refresh: 'refresh-new' })
    await api.request('GET', '/things')
    expect(apiCalls().at(-1)?.authorization).toBe(`Bearer ${adopted}`)
    expect(field(backend.updates.at(-1), 'data')).toEqual({
      access_token: adopted,
      refresh_token: 'refresh-new',
      expires_at: jwtExpiry(adopted),
    })
    expect(backend.session).toMatchObject({ access_token: adopted, refresh_token: 'refresh-new' })
  })
})
