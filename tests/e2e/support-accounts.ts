/**
 * Accounts in end-to-end tests: unique phones, e-mails and client addresses per test, the SMS and mail
 * outboxes of the e2e server (`E2E_DATA_DIR/outbox`, set by playwright.config.ts for the runner and
 * its workers), and a signed-in user in a few REST calls instead of a walk through the screens.
 *
 * The e2e server trusts `X-Forwarded-For` (TRUST_PROXY=1), so each helper call, and each test that
 * calls `useFreshClientAddress`, counts against its own per-IP limits (20 SMS an hour per address).
 */
import { randomInt } from 'node:crypto'
import path from 'node:path'
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test'
import { readOutboxMails } from '#server/integrations/mail/read-outbox.ts'
import { readSmsOutbox } from '#server/integrations/sms/sms-outbox.ts'

/** The e2e server's data folder (created by playwright.config.ts, inherited by every worker). */
export const e2eDataDir = (): string => {
  const dir = process.env.E2E_DATA_DIR
  if (!dir) throw new Error('E2E_DATA_DIR is not set: run the tests through playwright.config.ts')
  return dir
}

export const smsOutboxFile = (): string => path.join(e2eDataDir(), 'outbox', 'sms.jsonl')
export const mailOutboxDir = (): string => path.join(e2eDataDir(), 'outbox', 'mail')

let sequence = 0
const unique = (): string =>
  `${Date.now().toString(36)}${process.pid.toString(36)}${(sequence++).toString(36)}`

/** A Ukrainian mobile number nobody else in the run uses (`+38067…`, E.164). */
export const uniquePhone = (): string => `+38067${String(randomInt(0, 10_000_000)).padStart(7, '0')}`

/** An address nobody else in the run uses. */
export const uniqueEmail = (prefix = 'player'): string => `${prefix}-${unique()}@example.com`

/** A nickname nobody else in the run uses (3-24 characters, no spaces). */
export const uniqueNickname = (prefix = 'p'): string => `${prefix}${unique()}`.slice(0, 24)

/** A client address of its own (the server believes `X-Forwarded-For` in the e2e run). */
export const freshClientAddress = (): string =>
  `10.${randomInt(0, 256)}.${randomInt(0, 256)}.${randomInt(1, 255)}`

/** Makes every request of the browser context (pages and `page.request`) come from a fresh address. */
export const useFreshClientAddress = async (context: BrowserContext): Promise<string> => {
  const address = freshClientAddress()
  await context.setExtraHTTPHeaders({ 'X-Forwarded-For': address })
  return address
}

const poll = async <T>(read: () => Promise<T | undefined>, what: string, timeoutMs = 10_000): Promise<T> => {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const found = await read()
    if (found !== undefined) return found
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

/** The SMS of the outbox to `phone`, oldest first (the server's own reader). */
const smsTo = async (phone: string) =>
  (await readSmsOutbox(smsOutboxFile())).filter((sms) => sms.to === phone)

/** How many SMS the outbox holds for a phone (to wait for the next one). */
export const smsCount = async (phone: string): Promise<number> => (await smsTo(phone)).length

/**
 * The 6-digit code of the latest SMS to `phone`; waits for it (SMS leave in the background). Pass
 * `after` (from `smsCount`) to wait for a message newer than those already there.
 */
export const latestSmsCode = (phone: string, after = 0): Promise<string> =>
  poll(async () => {
    const messages = await smsTo(phone)
    if (messages.length <= after) return undefined
    return messages.at(-1)?.text.match(/\b(\d{6})\b/)?.[1]
  }, `an SMS code for ${phone}`)

/** The mails of the outbox to `address`, oldest first, decoded by the server's own reader. */
const mailsTo = async (address: string) =>
  (await readOutboxMails(mailOutboxDir())).filter((mail) => mail.to.toLowerCase() === address.toLowerCase())

/**
 * The path (with its token) of the latest link in a mail to `address` whose path starts with
 * `pathPrefix` (`/register/confirm/`, `/en/forgot-password/`); waits for the mail to arrive.
 */
export const latestMailLink = (address: string, pathPrefix: string): Promise<string> =>
  poll(async () => {
    for (const mail of (await mailsTo(address)).reverse()) {
      // Both alternatives: either may carry the link in whatever transfer encoding.
      for (const match of `${mail.text}\n${mail.html}`.matchAll(/https?:\/\/[^\s"'<>]+/g)) {
        const url = new URL(match[0])
        if (url.pathname.startsWith(pathPrefix)) return `${url.pathname}${url.search}`
      }
    }
    return undefined
  }, `a mail to ${address} with a link to ${pathPrefix}`)

export const TEST_PASSWORD = 'e2e-password-1'

export interface TestUser {
  readonly phone: string
  readonly password: string
  /** The name given at sign-up (the nickname is made up by the server: `player` and digits). */
  readonly name: string
}

export interface SignedInUser extends TestUser {
  /** The session user's name: the nickname the header and the profile show. */
  readonly nickname: string
}

/** A string field of a JSON answer; throws when it is missing. */
const field = (body: unknown, name: string): string => {
  const value = typeof body === 'object' && body !== null ? Reflect.get(body, name) : undefined
  if (typeof value !== 'string') throw new Error(`The answer has no ${name}: ${JSON.stringify(body)}`)
  return value
}

const expectStatus = async (
  answer: Awaited<ReturnType<APIRequestContext['post']>>,
  status: number,
  what: string,
): Promise<unknown> => {
  const body = await answer.text()
  if (answer.status() !== status) throw new Error(`${what} answered ${answer.status()}: ${body}`)
  return body === '' ? undefined : JSON.parse(body)
}

/** A new account by phone, through the REST API and the SMS outbox (not signed in). */
export const createPhoneUser = async (
  request: APIRequestContext,
  { name = uniqueNickname('Player'), password = TEST_PASSWORD }: { name?: string; password?: string } = {},
): Promise<TestUser> => {
  const phone = uniquePhone()
  const headers = { 'X-Forwarded-For': freshClientAddress() }
  const before = await smsCount(phone)
  await expectStatus(
    await request.post('/api/v1/auth/phone/send-code', { data: { phone, purpose: 'signIn' }, headers }),
    200,
    'send-code',
  )
  const code = await latestSmsCode(phone, before)
  const ticket = field(
    await expectStatus(
      await request.post('/api/v1/auth/phone/verify', { data: { phone, code, purpose: 'signIn' }, headers }),
      200,
      'verify',
    ),
    'ticket',
  )
  await expectStatus(
    await request.post('/api/v1/auth/phone/sign-up', {
      data: {
        ticket,
        phone,
        name,
        device: 'PC',
        password,
        confirm_password: password,
        accept_terms: true,
      },
      headers,
    }),
    201,
    'sign-up',
  )
  return { phone, password, name }
}

/**
 * Signs in through Auth.js's credentials callback with the given request context: `page.request`
 * (or `context.request`) shares the browser context's cookies, so the browser is signed in after.
 */
export const signInWithRequest = async (
  request: APIRequestContext,
  credentials:
    | { readonly phone: string; readonly password: string }
    | { readonly email: string; readonly password: string },
): Promise<void> => {
  const csrfToken = field(await expectStatus(await request.get('/api/auth/csrf'), 200, 'csrf'), 'csrfToken')
  const url = field(
    await expectStatus(
      await request.post('/api/auth/callback/credentials', {
        form: { ...credentials, csrfToken, callbackUrl: '/profile' },
        headers: { 'X-Auth-Return-Redirect': '1', 'X-Forwarded-For': freshClientAddress() },
      }),
      200,
      'credentials sign-in',
    ),
    'url',
  )
  const error = new URL(url, 'http://localhost').searchParams.get('error')
  if (error) throw new Error(`sign-in refused: ${error}`)
}

/** A new account, signed in in the page's browser context (cookies set); the page is not navigated. */
export const signedInUser = async (
  page: Page,
  options?: { name?: string; password?: string },
): Promise<SignedInUser> => {
  const user = await createPhoneUser(page.request, options)
  await signInWithRequest(page.request, user)
  const session = await sessionOf(page.request)
  const sessionUser =
    typeof session === 'object' && session !== null ? Reflect.get(session, 'user') : undefined
  return { ...user, nickname: field(sessionUser, 'name') }
}

/**
 * Spends the session's refresh token behind the browser's back (as a second device holding the same
 * token would): the session cookie keeps a refresh token the server now refuses.
 */
export const spendSessionRefreshToken = async (request: APIRequestContext): Promise<void> => {
  const refresh = field(await sessionOf(request), 'refresh_token')
  await expectStatus(await request.post('/api/v1/token/refresh', { data: { refresh } }), 200, 'token refresh')
}

/** Signs the browser context out through Auth.js (as another tab would). */
export const signOutWithRequest = async (request: APIRequestContext): Promise<void> => {
  const csrfToken = field(await expectStatus(await request.get('/api/auth/csrf'), 200, 'csrf'), 'csrfToken')
  await expectStatus(
    await request.post('/api/auth/signout', {
      form: { csrfToken, callbackUrl: '/' },
      headers: { 'X-Auth-Return-Redirect': '1' },
    }),
    200,
    'sign-out',
  )
}

/** The session the browser context holds (`{}` without one), as `GET /api/auth/session` answers it. */
export const sessionOf = async (request: APIRequestContext): Promise<unknown> =>
  expectStatus(await request.get('/api/auth/session'), 200, 'session')
