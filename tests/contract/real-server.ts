/**
 * The real server for the HTTP adapters' contracts: the HTTP app with REST API v1 (accounts, profile,
 * uploads), Auth.js and `/media`, in process but on a real port, over a test database (PGlite, and
 * PostgreSQL when DATABASE_URL is set), with the file outboxes. A fetch with a cookie jar stands in
 * for the browser's own cookie handling.
 */
import { createServer, type RequestListener, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { getRequestListener } from '@hono/node-server'
import pino from 'pino'
import { afterAll, beforeAll } from 'vitest'
import { createAccountsApi } from '#adapters/http/accounts-api.ts'
import { createApiClient } from '#adapters/http/api-client.ts'
import { createAuthApi } from '#adapters/http/auth-api.ts'
import { createPhoneCodeApi } from '#adapters/http/phone-code-api.ts'
import { createProfileApi } from '#adapters/http/profile-api.ts'
import { createTournamentsApi } from '#adapters/http/tournaments-api.ts'
import { createAuth } from '#server/accounts/authjs/authjs.ts'
import { type AccountsHarness, createAccountsHarness, IDLE_TTL } from '../api/support/accounts.ts'
import { parseSetCookie } from '../api/support/auth-browser.ts'
import { createTestClock } from '../api/support/clock.ts'
import type { Backend, TestDatabase } from '../api/support/database.ts'

const AUTH_SECRET = 'contract-auth-secret-0123456789abcdefghijklmnopqrstuvwxyz'

/** A fetch that keeps cookies like a browser does for one site (what Set-Cookie sets or expires). */
export const cookieJarFetch = (): typeof fetch => {
  const jar = new Map<string, string>()
  return async (input, init) => {
    const request = new Request(input, init)
    if (jar.size > 0) {
      request.headers.set('Cookie', [...jar].map(([name, value]) => `${name}=${value}`).join('; '))
    }
    const response = await fetch(request)
    for (const header of response.headers.getSetCookie()) {
      const cookie = parseSetCookie(header)
      if (cookie.value === '' || cookie.attributes.get('max-age') === '0') jar.delete(cookie.name)
      else jar.set(cookie.name, cookie.value)
    }
    return response
  }
}

/** The browser's HTTP adapters over a cookie jar of their own: a new browser. */
const adaptersFor = (origin: string) => {
  const fetchWithJar = cookieJarFetch()
  const auth = createAuthApi({ locale: 'uk', origin, fetch: fetchWithJar })
  const client = createApiClient({ locale: 'uk', origin, session: auth, retry: { limit: 0 } })
  return {
    auth,
    client,
    phoneCode: createPhoneCodeApi(client),
    accounts: createAccountsApi(client),
    profile: createProfileApi(client),
    tournaments: createTournamentsApi(client),
  }
}

export interface RealServer {
  readonly database: TestDatabase
  readonly harness: AccountsHarness
  readonly origin: string
  /** A new browser: the adapters over a cookie jar of their own. */
  browser(): ReturnType<typeof adaptersFor>
  close(): Promise<void>
}

export const startServer = async (database: TestDatabase): Promise<RealServer> => {
  let handler: RequestListener = (_req, res) => {
    res.writeHead(503).end()
  }
  const server: Server = createServer((req, res) => handler(req, res))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  // The accounts run on a clock the fixtures move on, so rate limits of one test do not reach the next.
  const harness = createAccountsHarness(database, {
    clock: createTestClock(new Date()),
    auth: (accounts, clock) =>
      createAuth({
        gateway: accounts.gateway,
        secret: AUTH_SECRET,
        sessionIdleTtl: IDLE_TTL,
        publicUrl: origin,
        trustProxy: false,
        oauth: {},
        logger: pino({ level: 'silent' }),
        now: clock.now,
      }),
  })
  handler = getRequestListener(harness.app.fetch)
  return {
    database,
    harness,
    origin,
    browser: () => adaptersFor(origin),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}

/**
 * The real server over `backend`'s database for the tests of a `describe` block: opened and started
 * before them, closed after. The object answered is filled in once it runs (like `useAccountsHarness`).
 */
export const useRealServer = (backend: Backend): RealServer => {
  const real = {} as RealServer
  let database: TestDatabase | undefined
  beforeAll(async () => {
    database = await backend.open()
    Object.assign(real, await startServer(database))
  })
  afterAll(async () => {
    if (database === undefined) return
    await real.close?.()
    await database.dispose()
  })
  return real
}
