/**
 * The answers that are the same for a known and an unknown account take the same time too (OWASP
 * ASVS 5.0 V6.3.8: no account enumeration by timing). Each endpoint is asked alternately about a
 * known and an unknown account, many times, and the two sets of times must not be told apart
 * (`tests/api/support/timing.ts`: the Mann–Whitney statistic within 0.15 of a coin toss; a steady
 * 5 ms difference lands beyond it).
 *
 * Between two requests the clock moves past every limit and the queued jobs run, so each request is
 * timed alone, from its arrival to its answer, as a prober sees it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ACCOUNT_PATHS } from '#core/accounts/accounts.api.ts'
import {
  type AccountsHarness,
  createAccountsHarness,
  freshEmail,
  freshIp,
  freshNickname,
  freshPhone,
} from './support/accounts.ts'
import { backends, type TestDatabase } from './support/database.ts'
import { probabilityLonger, SAME_TIMING_MARGIN, timeAlternately } from './support/timing.ts'

const PASSWORD = 'a long enough password'
const PAIRS = 120
const WARM_UP = 10
const HOUR_AND_A_MINUTE = 61 * 60

describe.each(backends)('known and unknown accounts answer in the same time on $name', (backend) => {
  let database: TestDatabase
  let accounts: AccountsHarness
  const known = { email: freshEmail('known'), phone: freshPhone() }
  const unknown = { email: freshEmail('unknown'), phone: freshPhone() }

  beforeAll(async () => {
    database = await backend.open()
    accounts = createAccountsHarness(database)
    await accounts.signUpByEmail(known.email, PASSWORD)
    await accounts.signUpByPhone(known.phone, PASSWORD)
  })
  afterAll(async () => {
    await accounts?.accounts.settled()
    await accounts?.jobs.stop()
    await database?.dispose()
  })

  /** Past every limit, with nothing left running from the request before. */
  const between = async () => {
    await accounts.accounts.settled()
    accounts.clock.advance(HOUR_AND_A_MINUTE)
  }

  const expectSameTiming = async (ask: (who: typeof known) => Promise<{ readonly status: number }>) => {
    const expectOk = async (who: typeof known) => {
      const answer = await ask(who)
      expect(answer.status).toBeLessThan(300)
    }
    const times = await timeAlternately({
      first: () => expectOk(known),
      second: () => expectOk(unknown),
      pairs: PAIRS,
      warmUp: WARM_UP,
      between,
    })
    const longer = probabilityLonger(times.first, times.second)
    expect(Math.abs(longer - 0.5), `P(a known account's answer takes longer) = ${longer}`).toBeLessThan(
      SAME_TIMING_MARGIN,
    )
  }

  it('forgot password by e-mail (V6.3.8)', async () => {
    await expectSameTiming((who) => accounts.post(ACCOUNT_PATHS.forgotPassword, { email: who.email }))
  }, 300_000)

  it('registration of an address that has an account and of one that has none (V6.3.8)', async () => {
    await expectSameTiming((who) =>
      accounts.post(ACCOUNT_PATHS.emailRegister, {
        email: who.email,
        nickname: freshNickname('timing'),
        accept_terms: true,
      }),
    )
  }, 300_000)

  it('a restore code for a number that has an account and for one that has none (V6.3.8)', async () => {
    await expectSameTiming((who) =>
      accounts.post(ACCOUNT_PATHS.phoneSendCode, { phone: who.phone, purpose: 'restore' }),
    )
  }, 300_000)

  it('a wrong password for an account and for no account (V6.3.8)', async () => {
    await expectSameTiming(async (who) => {
      const outcome = await accounts.accounts.gateway.signInWithPassword({
        email: who.email,
        password: 'not the password at all',
        ip: freshIp(),
      })
      expect(outcome).toEqual({ ok: false, reason: 'invalid' })
      return { status: 200 }
    })
  }, 300_000)
})
