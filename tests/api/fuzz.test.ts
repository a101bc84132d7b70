/**
 * V16.5.3 (and V2.2.1) Bad input is a 4xx, never a 5xx: the whole HTTP app (API v1 in both languages,
 * Auth.js, media, pages) on a real database gets malformed requests — NUL bytes, control characters,
 * lone surrogates, huge strings, values of the wrong JSON type, arrays and nested objects, invalid
 * JSON, wrong content types, odd paths — and no answer may be a 5xx.
 *
 * The API's endpoints are read from the app itself (`app.routes`), so a new route is fuzzed as soon
 * as it exists. Auth.js answers one catch-all route, so its actions are listed below; page paths
 * too. The page renderer here records the paths it is handed and refuses any that Vike would misread
 * (one that starts with `//`, or that the URL parser would rewrite), so a path that slips past the
 * app's URL checks fails here instead of inside Vike.
 */
import fc from 'fast-check'
import pino from 'pino'
import { beforeAll, describe, expect, it } from 'vitest'
import { createAuth } from '#server/accounts/authjs/authjs.ts'
import { seedDemoData } from '#server/platform/db/seed.ts'
import { type AccountsHarness, createAccountsHarness, freshIp, IDLE_TTL } from './support/accounts.ts'
import { TEST_AUTH_SECRET } from './support/auth-harness.ts'
import { backends, type TestDatabase } from './support/database.ts'
import { type SignedIn, signedInByPhone } from './support/profile.ts'

const ORIGIN = 'http://localhost:3000'

/** Auth.js's actions (one catch-all route in the app), with the method each answers. */
const AUTH_ENDPOINTS: ReadonlyArray<readonly [method: string, path: string]> = [
  ['GET', '/api/auth/csrf'],
  ['GET', '/api/auth/session'],
  ['POST', '/api/auth/session'],
  ['GET', '/api/auth/providers'],
  ['GET', '/api/auth/signin'],
  ['POST', '/api/auth/signin/credentials'],
  ['POST', '/api/auth/callback/credentials'],
  ['GET', '/api/auth/callback/credentials'],
  ['GET', '/api/auth/callback/discord'],
  ['POST', '/api/auth/signout'],
  ['GET', '/api/auth/signout'],
  ['GET', '/api/auth/error'],
  ['GET', '/api/auth/verify-request'],
  ['GET', '/api/auth/unknown-action'],
]

/** Page paths, including the odd ones (the query's `redirect` is read by the guest pages). */
const PAGE_PATHS: ReadonlyArray<string> = [
  '/',
  '/en',
  '/login',
  '/en/login?redirect=/profile',
  '/login?redirect=%2F%D0%BF%D1%80%D0%BE%D1%84%D1%96%D0%BB%D1%8C',
  '/login?redirect=%2F%ED%A0%80',
  '/login?redirect=%FF%FE',
  '/login?redirect=%2F%2Fevil.example',
  '/auth?redirect=%00',
  '/%D0%BF%D1%80%D0%BE%D1%84%D1%96%D0%BB%D1%8C',
  '//x/%2e%2e',
  '//x',
  '//',
  '///x',
  '/a/%2e%2e/%2e%2e/%2e%2e/etc/passwd',
  '/%2e%2e',
  '/./x/../y',
  '/x%00y',
  '/%00',
  '/x%',
  '/x%zz',
  '/%C0%AF',
  '/%ED%A0%80',
  '/en/%2F%2Fevil.example',
  '/media/../secret',
  '/media/%2e%2e/%2e%2e/etc/passwd',
  '/media/avatars/x.png',
  `/${'a'.repeat(3000)}`,
  `/?${'q=1&'.repeat(2000)}`,
  '/tournaments/%00',
  '/tournaments/x?redirect=\u0000',
  '/tournaments/cs2-kyiv-cup.ics',
  '/en/tournaments/cs2-kyiv-cup.ics',
  '/tournaments/%ED%A0%80.ics',
  `/tournaments/${'x'.repeat(2000)}.ics`,
  '/tournaments/.ics',
  '/sitemap.xml',
  '/robots.txt',
  '/api/docs',
  '/en/api/docs',
]

/** The public reads' query parameters, and values no decoder should pass to the database. */
const QUERY_NAMES = ['filter', 'search', 'page', 'page_size', 'limit', 'filter[]'] as const
const HOSTILE_QUERY_VALUES = [
  '%00',
  'a%00b',
  '%ED%A0%80',
  '%E0%A4%A',
  '%FF%FE',
  '%1B%5B31m',
  encodeURIComponent('\u202e'),
  'x'.repeat(3000),
  '-1',
  '0',
  '1.5',
  '1e308',
  '99999999999999999999',
  'Infinity',
  '%25',
  '_',
  '%5C',
  encodeURIComponent("' OR '1'='1"),
  encodeURIComponent('{"$ne":null}'),
  'active&filter=finished',
  '',
] as const

/** The public reads whose query strings are fuzzed: the API's lists and pages, and the site files. */
const QUERY_PATHS = [
  '/api/v1/tournaments',
  '/en/api/v1/tournaments',
  '/api/v1/tournaments/cs2-kyiv-cup',
  '/api/v1/tournaments/cs2-kyiv-cup/participants',
  '/en/api/v1/tournaments/no-such-cup/participants',
  '/api/v1/openapi.json',
  '/api/v1/tournaments/cs2-kyiv-cup/teams',
  '/en/api/v1/tournaments/no-such-cup/teams',
  '/api/v1/me/tournaments',
  '/tournaments/cs2-kyiv-cup.ics',
  '/sitemap.xml',
  '/api/docs',
] as const

/** Every wire field the API and Auth.js read, so a malformed value reaches each decoder. */
const FIELDS = [
  'email',
  'nickname',
  'username',
  'password',
  'confirm_password',
  'old_password',
  'new_password',
  'repeat_password',
  'phone',
  'code',
  'purpose',
  'ticket',
  'token',
  'refresh',
  'name',
  'device',
  'accept_terms',
  'first_name',
  'last_name',
  'playing_device',
  'input_device',
  'discord',
  'telegram',
  'instagram',
  'redirect',
  'callbackUrl',
  'csrfToken',
  // Teams.
  'captain_discord',
  'description',
  'join_password',
  'invite',
  'decision',
] as const

/** Strings no form should let through to a database: NUL, controls, lone surrogates, huge ones. */
const hostileString = fc.oneof(
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    'player\u0000@mail.example',
    '\u0007\u001b[31m',
    '\u007f\u0085\u009f',
    '\ud800',
    'x\udfffy',
    '\ufeff',
    '\u202e',
    'a'.repeat(20_000),
    `${'a'.repeat(70)}@${'b.'.repeat(3_000)}c`,
    '+380 (67) 123-45-67\u0000',
    ' '.repeat(5_000),
    '%00',
    '../../etc/passwd',
    '{"$ne":null}',
    "' OR '1'='1",
  ),
  fc.string({ unit: 'binary', maxLength: 64 }),
  fc.string({ unit: 'grapheme', maxLength: 64 }),
)

/** A value of any JSON type, hostile strings included. */
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { depthSize: 'small' },
  hostileString,
  fc.constantFrom(null, true, false, 0, -1, 1e308, Number.MAX_SAFE_INTEGER + 2, 1.5),
  fc.array(hostileString, { maxLength: 3 }),
  fc.dictionary(fc.constantFrom(...FIELDS, '__proto__', 'constructor'), hostileString, { maxKeys: 3 }),
)

/** A body: an object of known fields with hostile values, or something that is not one at all. */
const hostileJson: fc.Arbitrary<unknown> = fc.oneof(
  fc.dictionary(fc.constantFrom(...FIELDS), hostileValue, { minKeys: 1, maxKeys: 8 }),
  fc.array(hostileValue, { maxLength: 3 }),
  hostileValue,
)

interface Attempt {
  readonly body?: string
  readonly contentType?: string
}

/** Raw bodies that are no JSON or not what the route reads. */
const RAW_BODIES: ReadonlyArray<Attempt> = [
  { body: '{', contentType: 'application/json' },
  { body: '{"email":"a\u0000"', contentType: 'application/json' },
  { body: '\u0000', contentType: 'application/json' },
  { body: '"\\ud800"', contentType: 'application/json' },
  { body: '{"email": "\\u0000"}', contentType: 'application/json' },
  { body: '{"email": "\\udc00@x.y", "phone": "\\ud83d"}', contentType: 'application/json' },
  { body: `{"a":${'['.repeat(5_000)}${']'.repeat(5_000)}}`, contentType: 'application/json' },
  { body: '[]', contentType: 'application/json' },
  { body: 'null', contentType: 'application/json' },
  { body: '', contentType: 'application/json' },
  { body: JSON.stringify({ email: 'x'.repeat(100_000) }), contentType: 'application/json' },
  { body: 'email=a%00b&password=x', contentType: 'application/x-www-form-urlencoded' },
  { body: 'email=a\u0000b', contentType: 'text/plain' },
  { body: '--x\r\n\r\n', contentType: 'multipart/form-data; boundary=x' },
  {
    body: '--x\r\nContent-Disposition: form-data; name="file"\r\n\r\n\u0000\r\n--x--',
    contentType: 'multipart/form-data; boundary=x',
  },
  { body: '{}', contentType: 'application/json; charset=utf-16' },
  { body: '{}', contentType: 'application/json; charset="\\"' },
  { body: '{}', contentType: 'x/\u00ff' },
  { body: '{}' },
]

/** An example value for a route parameter (`:id`), then hostile ones. */
const PARAM_VALUES = [
  '1',
  'spring-cup',
  'cs2-kyiv-cup',
  '00000000-0000-4000-8000-000000000000',
  '%00',
  '%ED%A0%80',
  '..%2F..',
  'x'.repeat(300),
  '%25%32%65',
]

const withParams = (path: string): string[] =>
  path.includes(':') ? PARAM_VALUES.map((value) => path.replace(/:[A-Za-z]+/g, value)) : [path]

/** A path that Vike reads as this site's own: one leading slash, and as the URL parser writes it. */
const isPlainPagePath = (path: string): boolean => {
  if (!path.startsWith('/') || path.startsWith('//')) return false
  const url = new URL(path, ORIGIN)
  return url.origin === ORIGIN && `${url.pathname}${url.search}` === path
}

describe.each(backends)('V16.5.3 no malformed request gets a 5xx, on $name', (backend) => {
  const renderedPaths: string[] = []
  const refusedByRenderer: string[] = []
  let database: TestDatabase
  let h: AccountsHarness
  let user: SignedIn

  beforeAll(async () => {
    database = await backend.open()
    h = createAccountsHarness(database, {
      auth: (accounts, clock) =>
        createAuth({
          gateway: accounts.gateway,
          secret: TEST_AUTH_SECRET,
          sessionIdleTtl: IDLE_TTL,
          publicUrl: ORIGIN,
          trustProxy: true,
          oauth: {},
          providerEndpoints: undefined,
          logger: pino({ level: 'silent' }),
          now: clock.now,
        }),
      renderPage: async (_request, path) => {
        renderedPaths.push(path)
        if (!isPlainPagePath(path)) {
          refusedByRenderer.push(path)
          return new Response('a path the renderer would misread', { status: 500 })
        }
        return new Response('<!doctype html><title>page</title>', {
          status: 200,
          headers: { 'Content-Type': 'text/html; charset=utf-8' },
        })
      },
    })
    await seedDemoData(database.database)
    user = await signedInByPhone(h)
    return async () => {
      await h.accounts.settled()
      await database.dispose()
    }
  })

  /** The app's own API routes (both languages), parameters filled in. */
  const apiRoutes = () => {
    const seen = new Set<string>()
    for (const route of h.app.routes) {
      const isApi = /^(?:\/en)?\/api\/v1\//.test(route.path)
      if (!isApi || route.method === 'ALL' || route.path.endsWith('*')) continue
      for (const path of withParams(route.path)) seen.add(`${route.method} ${path}`)
    }
    return [...seen].map((entry) => {
      const [method = 'GET', path = '/'] = entry.split(' ')
      return { method, path }
    })
  }

  const send = async (method: string, path: string, attempt: Attempt, bearer?: string) => {
    const headers: Record<string, string> = { 'X-Forwarded-For': freshIp(), Origin: ORIGIN }
    if (attempt.contentType !== undefined) headers['Content-Type'] = attempt.contentType
    if (bearer !== undefined) headers.Authorization = `Bearer ${bearer}`
    const hasBody = method !== 'GET' && method !== 'HEAD' && attempt.body !== undefined
    const response = await h.app.request(path, {
      method,
      headers,
      ...(hasBody ? { body: attempt.body } : {}),
    })
    await response.arrayBuffer()
    return response.status
  }

  it('finds the API routes in the app (accounts, profile, tournaments, in both languages)', () => {
    const paths = apiRoutes().map((route) => `${route.method} ${route.path}`)
    expect(paths).toContain('POST /api/v1/auth/email/register')
    expect(paths).toContain('PATCH /en/api/v1/profile')
    expect(paths).toContain('POST /api/v1/profile/avatar')
    expect(paths).toContain('GET /api/v1/tournaments')
    expect(paths).toContain('GET /en/api/v1/tournaments/cs2-kyiv-cup/participants')
    expect(paths).toContain('GET /api/v1/openapi.json')
    expect(paths).toContain('POST /en/api/v1/teams/00000000-0000-4000-8000-000000000000/members')
    expect(paths).toContain('POST /api/v1/teams/00000000-0000-4000-8000-000000000000/logo')
    expect(paths.length).toBeGreaterThan(40)
  })

  // Every route × every bad input: thousands of requests, whose time is not the subject.
  it('answers every API and Auth.js endpoint below 500 for malformed bodies', async () => {
    const endpoints = [...apiRoutes(), ...AUTH_ENDPOINTS.map(([method, path]) => ({ method, path }))]
    const failures: string[] = []
    for (const { method, path } of endpoints) {
      for (const bearer of [undefined, user.tokens.access]) {
        for (const attempt of RAW_BODIES) {
          const status = await send(method, path, attempt, bearer)
          if (status >= 500)
            failures.push(`${status} ${method} ${path} ${JSON.stringify(attempt).slice(0, 120)}`)
        }
      }
    }
    expect(failures).toEqual([])
  }, 120_000)

  it('answers every API and Auth.js endpoint below 500 for JSON with hostile values (property)', async () => {
    const endpoints = [...apiRoutes(), ...AUTH_ENDPOINTS.map(([method, path]) => ({ method, path }))]
    const bodyOf = (value: unknown): string => JSON.stringify(value) ?? 'null'
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...endpoints),
        hostileJson,
        fc.boolean(),
        fc.constantFrom('application/json', 'application/x-www-form-urlencoded'),
        async ({ method, path }, value, signedIn, contentType) => {
          const body =
            contentType === 'application/json'
              ? bodyOf(value)
              : new URLSearchParams(
                  Object.entries(typeof value === 'object' && value !== null ? value : { value }).map(
                    ([k, v]) => [k, typeof v === 'string' ? v : bodyOf(v)],
                  ),
                ).toString()
          const status = await send(
            method,
            path,
            { body, contentType },
            signedIn ? user.tokens.access : undefined,
          )
          expect(status, `${method} ${path} ${body.slice(0, 200)}`).toBeLessThan(500)
        },
      ),
      { numRuns: 400 },
    )
  })

  // Every route × every bad input: thousands of requests, whose time is not the subject.
  it('answers the public reads below 500 for hostile query parameters', async () => {
    const failures: string[] = []
    for (const path of QUERY_PATHS) {
      for (const name of QUERY_NAMES) {
        for (const value of HOSTILE_QUERY_VALUES) {
          const url = `${path}?${name}=${value}`
          const status = await send('GET', url, {})
          if (status >= 500) failures.push(`${status} GET ${url.slice(0, 160)}`)
        }
      }
    }
    expect(failures).toEqual([])
    // The bad values of the known parameters are refused, not ignored.
    expect(await send('GET', '/api/v1/tournaments?page=%00', {})).toBe(400)
    expect(await send('GET', '/api/v1/tournaments?search=a%00b', {})).toBe(400)
  }, 120_000)

  it('answers odd paths and page paths below 500, and hands the renderer plain paths only', async () => {
    const failures: string[] = []
    for (const path of PAGE_PATHS) {
      for (const method of ['GET', 'HEAD', 'POST']) {
        const status = await send(method, path, { body: '{}', contentType: 'application/json' })
        if (status >= 500) failures.push(`${status} ${method} ${path}`)
      }
    }
    expect(failures).toEqual([])
    expect(refusedByRenderer).toEqual([])
    expect(renderedPaths.length).toBeGreaterThan(0)
  })

  it.each(['\u0000', '\u0007', '\u001b', '\u0085', '\ud800', '\n'])(
    'V2.2.1 answers %j in any text field with the translated validation error, in both languages',
    async (bad) => {
      const fields: ReadonlyArray<
        readonly [path: string, method: string, body: Record<string, unknown>, field: string]
      > = [
        [
          '/auth/email/register',
          'POST',
          { email: `pl${bad}ayer@mail.example`, nickname: 'fuzzer', accept_terms: true },
          'email',
        ],
        [
          '/auth/email/register',
          'POST',
          { email: 'fuzz@mail.example', nickname: `fu${bad}zz`, accept_terms: true },
          'nickname',
        ],
        ['/auth/email/forgot-password', 'POST', { email: `a${bad}@mail.example` }, 'email'],
        ['/auth/phone/send-code', 'POST', { phone: `+38067123456${bad}7`, purpose: 'signIn' }, 'phone'],
        ...[
          'username',
          'email',
          'first_name',
          'last_name',
          'playing_device',
          'discord',
          'telegram',
          'instagram',
          'phone',
        ].map((field) => ['/profile', 'PATCH', { [field]: `ab${bad}cd` }, field] as const),
        [
          '/profile/password',
          'POST',
          {
            old_password: user.password,
            new_password: `fresh${bad}password 2026`,
            repeat_password: `fresh${bad}password 2026`,
          },
          'new_password',
        ],
      ]
      for (const en of [false, true]) {
        for (const [path, method, body, field] of fields) {
          const response = await h.app.request(`${en ? '/en' : ''}/api/v1${path}`, {
            method,
            headers: {
              'Content-Type': 'application/json',
              'X-Forwarded-For': freshIp(),
              Authorization: `Bearer ${user.tokens.access}`,
            },
            body: JSON.stringify(body),
          })
          const answer = (await response.json()) as Record<string, unknown>
          expect(response.status, `${method} ${path} ${field}`).toBe(400)
          expect(answer[field], `${method} ${path} ${field}`).toContainEqual({
            code: 'controlCharacters',
            params: {},
            message: en
              ? 'This field contains characters that are not allowed'
              : 'Поле містить недопустимі символи',
          })
        }
      }
    },
  )

  it('answers a path of the API with a NUL, a lone surrogate or dot segments below 500', async () => {
    const failures: string[] = []
    for (const path of [
      '/api/v1/%00',
      '/api/v1/tournaments/%00',
      '/en/api/v1/%ED%A0%80',
      '/api/v1/../../etc/passwd',
      '/api/v1/%2e%2e/%2e%2e/healthz',
      '//api/v1/profile',
      '/api/auth/%00',
      '/api/auth/callback/%2e%2e',
      '/api/auth/signin/%ED%A0%80',
      '/api/auth/session?callbackUrl=%00',
      '/api/auth/signin?callbackUrl=%2F%2Fevil.example',
    ]) {
      for (const method of ['GET', 'POST']) {
        const status = await send(method, path, { body: '{}', contentType: 'application/json' })
        if (status >= 500) failures.push(`${status} ${method} ${path}`)
      }
    }
    expect(failures).toEqual([])
  })
})
