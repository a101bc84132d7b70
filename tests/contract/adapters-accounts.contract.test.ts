/**
 * The accounts ports' contracts against the browser's HTTP adapters (`adapters/http/`) talking to the
 * real server (`./real-server.ts`).
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { beforeAll, describe } from 'vitest'
import type { PhoneCodeApi } from '#core/accounts/phone-code.port.ts'
import { readOutboxMails } from '#server/integrations/mail/read-outbox.ts'
import { outboxPaths } from '#server/integrations/outbox.ts'
import type { AccountsHarness } from '../api/support/accounts.ts'
import { backends } from '../api/support/database.ts'
import { useRealServer } from './real-server.ts'
import { accountsApiContract, authApiContract, phoneCodeApiContract } from './suites.ts'

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
  const real = useRealServer(backend)

  beforeAll(async () => {
    await real.harness.signUpByEmail('user@example.com', 'password-1')
    await real.harness.signUpByEmail('taken@example.com', 'password-1')
    await real.harness.signUpByPhone('+380671111111', 'password-1')
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
    const { smsFile } = outboxPaths(join(real.database.dataDir, 'outbox-data'))
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
      (await readOutboxMails(outboxPaths(join(real.database.dataDir, 'outbox-data')).mailDir)).map(
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
