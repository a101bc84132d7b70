/**
 * The accounts ports' contracts against the browser's HTTP adapters (`adapters/http/`) talking to the
 * real server: the HTTP app with the accounts REST API and Auth.js, in process but on a real port,
 * over a test database (PGlite, and PostgreSQL when DATABASE_URL is set), with the file outboxes. A
 * fetch with a cookie jar stands in for the browser's own cookie handling.
 */
import { readFileSync } from 'node:fs'
import { createServer, type RequestListener, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import { getRequestListener } from '@hono/node-server'
import pino from 'pino'
import { afterAll, beforeAll, describe } from 'vitest'
import { createAccountsApi } from '#adapters/http/accounts-api.ts'
import { createApiClient } from '#adapters/http/api-client.ts'
import { createAuthApi } from '#adapters/http/auth-api.ts'
import { createPhoneCodeApi } from '#adapters/http/phone-code-api.ts'
import type { PhoneCodeApi } from '#core/ports/phone-code-api.ts'
import { createApiV1 } from '#server/api/v1.ts'
import { createAuth } from '#server/auth/authjs.ts'
import { createApp } from '#server/http/app.ts'
import { readOutboxMails } from '#server/mail/read-outbox.ts'
import { outboxPaths } from '#server/outbox.ts'
import { createTournamentRepository } from '#server/tournaments/tournament.repository.ts'
import { type AccountsHarness, createAccountsHarness } from '../api/support/accounts.ts'
import { parseSetCookie } from '../api/support/auth-browser.ts'
import { createTestClock } from '../api/support/clock.ts'
import { backends, type TestDatabase } from '../api/support/database.ts'
import { accountsApiContract, authApiContract, phoneCodeApiContract } from './suites.ts'

const AUTH_SECRET = 'contract-auth-secret-0123456789abcdefghijklmnopqrstuvwxyz'

/** A fetch that keeps cookies like a browser does for one site (what Set-Cookie sets or expires). */
const cookieJarFetch = (): typeof fetch => {
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

interface RealServer {
  readonly harness: AccountsHarness
  readonly origin: string
  /** A new browser: the adapters over a cookie jar of their own. */
  browser(): ReturnType<typeof adaptersFor>
  close(): Promise<void>
}

const adaptersFor = (origin: string) => {
  const fetchWithJar = cookieJarFetch()
  const auth = createAuthApi({ locale: 'uk', origin, fetch: fetchWithJar })
  const client = createApiClient({ locale: 'uk', origin, session: auth, retry: { limit: 0 } })
  return { auth, phoneCode: createPhoneCodeApi(client), accounts: createAccountsApi(client) }
}

const startServer = async (database: TestDatabase): Promise<RealServer> => {
  // The accounts run on a clock the fixtures move on, so rate limits of one test do not reach the next.
  const clock = createTestClock(new Date())
  const harness = createAccountsHarness(database, { clock })
  let handler: RequestListener = (_req, res) => {
    res.writeHead(503).end()
  }
  const server: Server = createServer((req, res) => handler(req, res))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const logger = pino({ level: 'silent' })
  const app = createApp({
    logger,
    build: { id: 'contract', timestamp: '2026-01-01T00:00:00.000Z' },
    development: false,
    https: false,
    ping: () => database.database.ping(),
    isReady: () => true,
    api: createApiV1({
      tournaments: createTournamentRepository(database.database.db),
      accounts: harness.accounts,
    }),
    auth: createAuth({
      gateway: harness.accounts.gateway,
      secret: AUTH_SECRET,
      publicUrl: origin,
      trustProxy: false,
      oauth: {},
      logger,
      now: clock.now,
    }),
    renderPage: async () => new Response('page', { status: 200 }),
  })
  handler = getRequestListener(app.fetch)
  return {
    harness,
    origin,
    browser: () => adaptersFor(origin),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}

/** An account by e-mail through the API: the mailed link, then its password. */
const emailAccount = async (harness: AccountsHarness, email: string, nickname: string, password: string) => {
  const registered = await harness.post('/auth/email/register', { email, nickname, accept_terms: true })
  if (registered.status !== 202) throw new Error(`register answered ${registered.status}`)
  const token = await harness.lastLinkToken(email, '/register/confirm')
  const confirmed = await harness.post('/auth/email/register/confirm', {
    token,
    password,
    confirm_password: password,
  })
  if (confirmed.status !== 201) throw new Error(`confirm answered ${confirmed.status}`)
}

/** The token of the newest link to `{path}/{token}` mailed to `email` after `since`, if any. */
const mailedToken = async (
  harness: AccountsHarness,
  email: string,
  path: string,
  since: ReadonlySet<string>,
): Promise<string | undefined> => {
  const pattern = new RegExp(`${path.replaceAll('/', '\\/')}\\/([A-Za-z0-9_-]{22,})`)
  for (const mail of (await harness.mailsTo(email)).filter((mail) => !since.has(mail.file)).reverse()) {
    const token = mail.text.match(pattern)?.[1]
    if (token) return token
  }
  return undefined
}

describe.each(backends)('HTTP adapters against the real server on $name', (backend) => {
  let database: TestDatabase
  let real: RealServer

  beforeAll(async () => {
    database = await backend.open()
    real = await startServer(database)
    await emailAccount(real.harness, 'user@example.com', 'contractuser', 'password-1')
    await emailAccount(real.harness, 'taken@example.com', 'takenuser', 'password-1')
    await real.harness.signUpByPhone('+380671111111', 'password-1')
  })

  afterAll(async () => {
    await real?.close()
    await database?.dispose()
  })

  /** Each test starts an hour or two later: the limits of the previous one have passed. */
  const nextTest = () => real.harness.clock.advance(2 * 60 * 60)

  authApiContract(() => {
    nextTest()
    return { api: real.browser().auth }
  })

  phoneCodeApiContract(() => {
    nextTest()
    const { phoneCode } = real.browser()
    const { smsFile } = outboxPaths(join(database.dataDir, 'outbox-data'))
    // SMS leave in the background: a send resolves once its message is in the outbox, so that the
    // contract can read the code right after.
    const api: PhoneCodeApi = {
      ...phoneCode,
      sendCode: async (request) => {
        try {
          return await phoneCode.sendCode(request)
        } finally {
          await real.harness.accounts.settled()
        }
      },
    }
    const readCode = (phone: string): string | undefined => {
      let text = ''
      try {
        text = readFileSync(smsFile, 'utf8')
      } catch {
        return undefined
      }
      const last = text
        .split('\n')
        .filter((line) => line.includes(`"${phone}"`))
        .at(-1)
      return last?.match(/\b(\d{6})\b/)?.[1]
    }
    return { api, readCode }
  })

  accountsApiContract(async () => {
    nextTest()
    // Only links mailed during the test count (the set-up mailed its own).
    await real.harness.accounts.settled()
    const since = new Set(
      (await readOutboxMails(outboxPaths(join(database.dataDir, 'outbox-data')).mailDir)).map(
        (mail) => mail.file,
      ),
    )
    return {
      api: real.browser().accounts,
      readToken: (email, kind) =>
        mailedToken(
          real.harness,
          email,
          kind === 'register' ? '/register/confirm' : '/forgot-password',
          since,
        ),
    }
  })
})
