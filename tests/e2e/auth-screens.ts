/**
 * What the end-to-end specs of the sign-in, sign-up and recovery screens share: their texts in both
 * languages (the `account` and `auth` namespaces, read from the dictionaries so that a reworded text does not
 * break a test but a wrong language does), filling the phone and code fields, reading toasts, and an
 * account with an e-mail address made through the REST API and the mail outbox.
 */
import type { APIRequestContext, Page } from '@playwright/test'
import { i18nString } from 'typesafe-i18n'
import enAccount from '../../locales/en/account/index.ts'
import enAuth from '../../locales/en/auth/index.ts'
import ukAccount from '../../locales/uk/account/index.ts'
import ukAuth from '../../locales/uk/auth/index.ts'
import { expect } from './fixtures.ts'
import { type PhoneAccountPool, RESEND_WINDOW_MS, takePhoneAccounts } from './phone-accounts.ts'
import { type Locale, localize, waitForHydration } from './support.ts'
import {
  createPhoneUser,
  freshClientAddress,
  latestMailLink,
  latestSmsCode,
  smsCount,
  TEST_PASSWORD,
  type TestUser,
  uniqueEmail,
  uniqueNickname,
  uniquePhone,
} from './support-accounts.ts'

/** The screens' own texts (`auth`) beside the fields' and the messages (`account`). */
export type AccountTexts = typeof ukAccount & typeof ukAuth

export const ACCOUNT: Readonly<Record<Locale, AccountTexts>> = {
  uk: { ...ukAccount, ...ukAuth },
  en: { ...enAccount, ...enAuth },
}

/** The spec's English texts (§5, §8), not the dictionary's: the dictionary must carry exactly these. */
export const SPEC = {
  required: 'This field is required',
  invalidEmail: 'Invalid email',
  minLength: (min: number) => `Minimum length is ${min} characters`,
  maxLength: (max: number) => `Maximum length is ${max} characters`,
  noSpaces: 'Spaces are not allowed',
  passwordsMatch: 'Passwords must match',
  phoneTooShort: 'Phone number is too short',
  pleaseWait: 'Please wait a few minutes',
  incorrectCode: 'Incorrect code',
  imageType: 'Only SVG, PNG or JPG images are allowed',
  imageTooLarge: 'The image must be at most 10 MB',
} as const

/**
 * A dictionary text rendered as a page shows it: `{name}` / `{name:type}` filled in and `{{…}}` plural
 * forms chosen, by typesafe-i18n itself (not the project's own reading of the notation). The language
 * of the plural rules is the text's own: Cyrillic is Ukrainian.
 */
export const fill = (text: string, params: Readonly<Record<string, string | number>> = {}): string =>
  i18nString(/[\u0400-\u04ff]/.test(text) ? 'uk' : 'en')(text, params)

/** The path and query the page is at. */
export const pathOf = (page: Page): string => {
  const url = new URL(page.url())
  return `${url.pathname}${url.search}`
}

/** The national part of a `+380…` number, as typed into the phone field after its `+380`. */
export const nationalPart = (e164: string): string => e164.replace(/^\+380/, '')

/** The page's heading (level 1). */
export const heading = (page: Page) => page.getByRole('heading', { level: 1 })

/** The phone field, by its label. */
export const phoneInput = (page: Page, locale: Locale) =>
  page.getByRole('textbox', { name: ACCOUNT[locale].flows.phoneCode.phoneLabel, exact: true })

/** The one-time-code field, by its label. */
export const codeInput = (page: Page, locale: Locale) =>
  page.getByRole('textbox', { name: ACCOUNT[locale].flows.phoneCode.codeLabel, exact: true })

/**
 * A password field, by its label (a password input has no role; the show/hide toggle makes it a
 * textbox): the input, not a region whose heading happens to say the same.
 */
export const passwordInput = (page: Page, label: string) =>
  page.getByLabel(label, { exact: true }).and(page.locator('input'))

/** The message of a form as a whole (the `role="alert"` region of the form). */
export const formAlert = (page: Page) => page.locator('main .form-alert')

/** The message shown under a field, found through the field's `aria-describedby`. */
export const fieldError = (page: Page, name: string) =>
  page.locator(`main .field:has([name="${name}"]) .field__error`)

/** A toast (react-toastify) with the given text. */
export const toast = (page: Page, text: string) => page.locator('.Toastify').getByText(text, { exact: true })

const post = async (
  request: APIRequestContext,
  path: string,
  data: unknown,
  status: number,
): Promise<unknown> => {
  const answer = await request.post(path, { data, headers: { 'X-Forwarded-For': freshClientAddress() } })
  const text = await answer.text()
  if (answer.status() !== status) throw new Error(`${path} answered ${answer.status()}: ${text}`)
  return text === '' ? undefined : JSON.parse(text)
}

export interface EmailUser {
  readonly email: string
  readonly nickname: string
  readonly password: string
}

/** An account registered by e-mail through the REST API and the link of its mail (not signed in). */
export const createEmailUser = async (
  request: APIRequestContext,
  {
    password = TEST_PASSWORD,
    email = uniqueEmail('mailer'),
    nickname = uniqueNickname('m'),
  }: { password?: string; email?: string; nickname?: string } = {},
): Promise<EmailUser> => {
  await post(request, '/api/v1/auth/email/register', { email, nickname, accept_terms: true }, 202)
  const link = await latestMailLink(email, '/register/confirm/')
  const token = link.split('/').at(-1) ?? ''
  await post(
    request,
    '/api/v1/auth/email/register/confirm',
    { token, password, confirm_password: password },
    201,
  )
  return { email, nickname, password }
}

/**
 * Accounts made by phone whose numbers may be sent a code now. The server sends one code a minute
 * to a number, and making an account used one: the accounts of `pool` were made when the run started
 * (tests/e2e/phone-accounts.ts), so their minute is mostly over; without them (`--no-deps`), they are
 * made together here and one wait of a minute covers them all. Call it from a `beforeAll` with a
 * longer timeout.
 */
export const phoneUsersReadyForCode = async (
  playwright: { readonly request: { newContext(options: { baseURL?: string }): Promise<APIRequestContext> } },
  baseURL: string | undefined,
  count: number,
  pool: PhoneAccountPool,
): Promise<TestUser[]> => {
  const made = await takePhoneAccounts(pool, count)
  if (made) return made
  const request = await playwright.request.newContext(baseURL === undefined ? {} : { baseURL })
  try {
    const users = await Promise.all(Array.from({ length: count }, () => createPhoneUser(request)))
    await new Promise((resolve) => setTimeout(resolve, RESEND_WINDOW_MS))
    return users
  } finally {
    await request.dispose()
  }
}

/** Sends a new number's code from `/auth`: the number, the SMS count before it, and the code it got. */
export const reachCodeStep = async (page: Page, locale: Locale) => {
  const P = ACCOUNT[locale].flows.phoneCode
  const phone = uniquePhone()
  await page.goto(localize('/auth', locale))
  await waitForHydration(page)
  const before = await smsCount(phone)
  await phoneInput(page, locale).fill(nationalPart(phone))
  await page.getByRole('button', { name: P.sendCode }).click()
  await expect(heading(page)).toHaveText(P.codeTitle)
  return { phone, before, code: await latestSmsCode(phone, before) }
}

/** `+380671234567` as the page writes it: `+380 67 123 4567`. */
export const readablePhone = (e164: string): string => {
  const n = nationalPart(e164)
  return `+380 ${n.slice(0, 2)} ${n.slice(2, 5)} ${n.slice(5)}`
}

/** The console error Chromium logs for an answer with an error status that a test provokes. */
export const failedResource = (status: number, pathEnd: string): RegExp =>
  new RegExp(`^Failed to load resource: the server responded with a status of ${status} .*${pathEnd}>$`)

/** Whether an Auth.js session answer (`GET /api/auth/session`) holds a user. */
export const hasUser = (session: unknown): boolean =>
  typeof session === 'object' && session !== null && 'user' in session && typeof session.user === 'object'

/** Signing up and in hash passwords (scrypt): on a busy machine that takes seconds. */
export const HASHING = 20_000
