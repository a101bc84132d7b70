/**
 * Phone accounts made when the run starts, for the tests that send an existing account's number a
 * code. The server sends one code a minute to a number and making an account used one: made first
 * (tests/e2e/phone-accounts.setup.ts, a project the others depend on), their minute runs while the
 * other tests do, instead of a minute's wait in each spec that needs them.
 */
import { open, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { createPhoneUser, e2eDataDir, type TestUser } from './support-accounts.ts'

/** The server's minute between two codes to one number, and a second to spare. */
export const RESEND_WINDOW_MS = 61_000

/**
 * How many accounts each user of the pool takes. A spec that asks for more than its share (or runs
 * without the setup project, `--no-deps`) makes its own and waits the minute.
 */
export const PHONE_ACCOUNT_POOLS = {
  'no-script-forms': 4,
  'phone-auth': 4,
  'phone-code-model signIn': 6,
  'phone-code-model restore': 6,
  'flows-survive': 4,
} as const
export type PhoneAccountPool = keyof typeof PHONE_ACCOUNT_POOLS

interface PoolFile {
  /** When the last account was made (ms since the epoch): the minute counts from then. */
  readonly madeAt: number
  readonly accounts: Readonly<Record<string, ReadonlyArray<TestUser>>>
}

const poolFile = (): string => path.join(e2eDataDir(), 'phone-accounts.json')

/** Makes every pool's accounts (the setup project). */
export const makePhoneAccountPools = async (
  request: Parameters<typeof createPhoneUser>[0],
): Promise<void> => {
  const accounts: Record<string, TestUser[]> = {}
  // One after another: a burst of sign-ups fills the server's bounded hashing queue (ADR 0042), and a
  // busy machine then answers 503 `busy`, as it should to a flood.
  for (const [pool, count] of Object.entries(PHONE_ACCOUNT_POOLS)) {
    const made: TestUser[] = []
    for (let index = 0; index < count; index += 1) made.push(await createPhoneUser(request))
    accounts[pool] = made
  }
  const file: PoolFile = { madeAt: Date.now(), accounts }
  await writeFile(poolFile(), JSON.stringify(file))
}

/** Claims `pool` once per run: a `beforeAll` run again (a new worker after a failure) makes its own. */
const claim = async (pool: PhoneAccountPool): Promise<boolean> => {
  const marker = await open(`${poolFile()}.${pool.replaceAll(' ', '-')}.taken`, 'wx').catch(() => undefined)
  await marker?.close()
  return marker !== undefined
}

/**
 * `count` accounts of `pool` whose numbers may be sent a code now (waiting what is left of their
 * minute), or undefined when the pool was not made, is too small or was taken already.
 */
export const takePhoneAccounts = async (
  pool: PhoneAccountPool,
  count: number,
): Promise<TestUser[] | undefined> => {
  const text = await readFile(poolFile(), 'utf8').catch(() => undefined)
  if (text === undefined || !(await claim(pool))) return undefined
  const file = JSON.parse(text) as PoolFile
  const accounts = file.accounts[pool]
  if (!accounts || accounts.length < count) return undefined
  const left = file.madeAt + RESEND_WINDOW_MS - Date.now()
  if (left > 0) await new Promise((resolve) => setTimeout(resolve, left))
  return accounts.slice(0, count)
}
