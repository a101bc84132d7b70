/**
 * The accounts ports' contracts against the browser's HTTP adapters (`adapters/http/`) talking to the
 * real server (`./real-server.ts`).
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe } from 'vitest'
import type { PhoneCodeApi } from '#core/ports/phone-code-api.ts'
import { readOutboxMails } from '#server/mail/read-outbox.ts'
import { outboxPaths } from '#server/outbox.ts'
import type { AccountsHarness } from '../api/support/accounts.ts'
import { backends, type TestDatabase } from '../api/support/database.ts'
import { type RealServer, startServer } from './real-server.ts'
import { accountsApiContract, authApiContract, phoneCodeApiContract } from './suites.ts'

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
