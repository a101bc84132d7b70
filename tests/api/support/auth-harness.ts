/**
 * Auth.js (server/auth) in the whole HTTP app with the real accounts on a test database: the accounts
 * harness (outboxes, hand-moved clock) gives users and their tokens; Auth.js runs on the same clock,
 * behind the configured public origin, with whatever social providers a test configures.
 */
import pino from 'pino'
import { createApiV1 } from '#server/api/v1.ts'
import { type AuthService, createAuth, type ProviderEndpoints } from '#server/auth/authjs.ts'
import type { OAuthClient, OAuthProviderId } from '#server/config.ts'
import { createApp } from '#server/http/app.ts'
import { createTournamentRepository } from '#server/tournaments/tournament.repository.ts'
import { type AccountsHarness, createAccountsHarness, freshEmail, freshIp } from './accounts.ts'
import { createTestBrowser, type TestBrowser } from './auth-browser.ts'
import type { TestDatabase } from './database.ts'

export const TEST_AUTH_SECRET = 'test-auth-secret-0123456789abcdefghijklmnopqrstuvwxyz'
export const HTTP_ORIGIN = 'http://localhost:3000'
export const PASSWORD = 'correct horse battery'

export interface AuthHarnessOptions {
  /** The public origin (config.publicUrl); `https://…` turns on Secure cookies. */
  readonly publicUrl?: string
  readonly oauth?: Partial<Record<OAuthProviderId, OAuthClient>>
  readonly providerEndpoints?: Partial<Record<OAuthProviderId, ProviderEndpoints>>
}

export interface AuthHarness {
  readonly accounts: AccountsHarness
  readonly auth: AuthService
  readonly app: ReturnType<typeof createApp>
  readonly origin: string
  /** A new browser (empty jar) at its own client address unless one is given. */
  browser(ip?: string): TestBrowser
  /** Registers by e-mail through the API (mail, link, password) and answers the address and user id. */
  emailUser(password?: string): Promise<{ readonly email: string; readonly id: string }>
}

export const createAuthHarness = (database: TestDatabase, options: AuthHarnessOptions = {}): AuthHarness => {
  const accounts = createAccountsHarness(database)
  const origin = options.publicUrl ?? HTTP_ORIGIN
  const logger = pino({ level: 'silent' })
  const auth = createAuth({
    gateway: accounts.accounts.gateway,
    secret: TEST_AUTH_SECRET,
    publicUrl: origin,
    trustProxy: true,
    oauth: options.oauth ?? {},
    providerEndpoints: options.providerEndpoints,
    logger,
    now: accounts.clock.now,
  })
  const app = createApp({
    logger,
    build: { id: 'test', timestamp: '2026-01-01T00:00:00.000Z' },
    development: false,
    https: origin.startsWith('https://'),
    ping: () => database.database.ping(),
    isReady: () => true,
    api: createApiV1({
      tournaments: createTournamentRepository(database.database.db),
      accounts: accounts.accounts,
    }),
    auth,
    renderPage: async () => new Response('page', { status: 200 }),
  })

  return {
    accounts,
    auth,
    app,
    origin,
    browser: (ip = freshIp()) => createTestBrowser(app, origin, ip),
    emailUser: async (password = PASSWORD) => {
      const email = freshEmail()
      const user = await accounts.signUpByEmail(email, password)
      return { email, id: user.id }
    },
  }
}
