/**
 * The profile port's contract against the browser's HTTP adapter talking to the real server
 * (`./real-server.ts`): each test signs a new e-mail account in through Auth.js, like the page does,
 * and reads the mailed links and SMS codes from the outboxes.
 */
import { afterAll, beforeAll, describe } from 'vitest'
import { freshEmail, freshPhone } from '../api/support/accounts.ts'
import { backends, type TestDatabase } from '../api/support/database.ts'
import { type RealServer, startServer } from './real-server.ts'
import { profileApiContract } from './suites.ts'

const PASSWORD = 'password-1'

describe.each(backends)('the profile adapter against the real server on $name', (backend) => {
  let database: TestDatabase
  let real: RealServer

  beforeAll(async () => {
    database = await backend.open()
    real = await startServer(database)
  })

  afterAll(async () => {
    await real?.close()
    await database?.dispose()
  })

  profileApiContract(async () => {
    // Each test an hour or two later: the limits of the previous one have passed.
    real.harness.clock.advance(2 * 60 * 60)
    const email = freshEmail('profile')
    await real.harness.signUpByEmail(email, PASSWORD)
    const browser = real.browser()
    const signedIn = await browser.auth.signIn({
      provider: 'credentials',
      credentials: { email, password: PASSWORD },
      callbackUrl: '/profile',
    })
    if (signedIn.url.includes('error=')) throw new Error(`sign-in failed: ${signedIn.url}`)
    return {
      api: browser.profile,
      password: PASSWORD,
      mailedToken: (to) => real.harness.lastLinkToken(to, '/confirm-email'),
      smsCode: (phone) => real.harness.lastCode(phone),
      freshEmail: () => freshEmail('changed'),
      freshPhone,
    }
  })
})
