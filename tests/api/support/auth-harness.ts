/**
 * Auth.js (server/accounts/authjs) in the whole HTTP app with the real accounts on a test database: the accounts
 * harness (outboxes, hand-moved clock) gives users and their tokens; Auth.js runs on the same clock,
 * behind the configured public origin, with whatever social providers a test configures.
 */
import pino from 'pino'
import { type AuthService, createAuth, type ProviderEndpoints } from '#server/accounts/authjs/authjs.ts'
import type { OAuthClient, OAuthProviderId } from '#server/platform/config.ts'
import type { createApp } from '#server/platform/http/app.ts'
import {
  type AccountsHarness,
  type AccountsHarnessOptions,
  createAccountsHarness,
  freshEmail,
  freshIp,
  IDLE_TTL,
} from './accounts.ts'
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
  /** The accounts' own options (the password hashing queue, an instrumented hasher). */
  readonly accounts?: Pick<AccountsHarnessOptions, 'hashing' | 'instrumentHasher'>
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
  const origin = options.publicUrl ?? HTTP_ORIGIN
  let auth: AuthService | undefined
  const accounts = createAccountsHarness(database, {
    ...options.accounts,
    https: origin.startsWith('https://'),
    auth: (real, clock) => {
      auth = createAuth({
        gateway: real.gateway,
        links: real.providerLinks,
        secret: TEST_AUTH_SECRET,
        sessionIdleTtl: IDLE_TTL,
        publicUrl: origin,
        trustProxy: true,
        oauth: options.oauth ?? {},
        providerEndpoints: options.providerEndpoints,
        logger: pino({ level: 'silent' }),
        now: clock.now,
      })
      return auth
    },
  })
  if (auth === undefined) throw new Error('The accounts harness did not mount Auth.js')
  const { app } = accounts

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
