import type { Page } from '@playwright/test'
import { createTestModel } from 'xstate/graph'
import { phoneCodeMachine } from '#core/accounts/phone-code.machine.ts'
import { IncorrectCode, RateLimited, SignInFailed } from '#core/shared/errors.ts'
import { browserChart, type ModelEvent } from '../model/test-machine.ts'
import {
  ACCOUNT,
  codeInput,
  failedResource,
  fieldError,
  fill,
  formAlert,
  HASHING,
  nationalPart,
  passwordInput,
  phoneInput,
  phoneUsersReadyForCode,
  toast,
} from './auth-screens.ts'
import { expect, test } from './fixtures.ts'
import { type Locale, localize, waitForHydration } from './support.ts'
import {
  freshClientAddress,
  latestSmsCode,
  smsCount,
  type TestUser,
  uniquePhone,
  useFreshClientAddress,
} from './support-accounts.ts'

// The phone-code machine's chart (core/accounts) walked through the browser: the paths that
// xstate/graph's `createTestModel` finds over the same abstract chart the model test walks
// (tests/model/phone-code.model.test.ts), each event done as a person does it on `/auth` or on the
// restore page, against the real server, and each state checked on the screen.
//
// What a browser cannot make happen on demand is left to the other tests: the resend countdown and
// its resend (the server's minute is real time: phone-auth.spec.ts runs the clock) and a server
// failure while signing up or saving the new password (tests/model covers them with fakes). Every
// other event is real: a wrong code, a refused password, 'Please wait a few minutes' (a code was sent
// to the number just before), an existing account or a new one.

type Mode = 'signIn' | 'restore'
type Step = { readonly state: ModelState; readonly event: ModelEvent }
type ModelState = {
  readonly value: unknown
  readonly context: {
    readonly fieldErrors: Readonly<
      Record<string, ReadonlyArray<{ key: string; params?: Record<string, unknown> }>>
    >
    readonly error: { key: string } | null
    readonly outcome: string | null
  }
  matches(value: unknown): boolean
}

const LEFT_TO_OTHER_TESTS = new Set([
  'resend.tick',
  'code.resend',
  'xstate.done.actor.resendCode',
  'xstate.error.actor.resendCode',
  'xstate.error.actor.signUp',
  'xstate.error.actor.resetPassword',
])

const chart = browserChart(phoneCodeMachine, LEFT_TO_OTHER_TESTS)

// The values the page sends: the phone field gives the full number with +380.
const VALID_PHONE = '+380 67 000 0000'
const SHORT_PHONE = '+380 67 12'
const SIGN_UP = {
  name: 'Olena',
  device: 'PC',
  password: 'secret-pass',
  confirmPassword: 'secret-pass',
  acceptTerms: true,
}
const NEW_PASSWORD = { password: 'new-secret-1', confirmPassword: 'new-secret-1' }

const eventsOf = (mode: Mode): ModelEvent[] => [
  { type: 'phone.change', value: SHORT_PHONE },
  { type: 'phone.change', value: VALID_PHONE },
  { type: 'phone.submit' },
  { type: 'xstate.done.actor.sendCode', output: { resendAfterSeconds: 60 } },
  { type: 'xstate.error.actor.sendCode', error: new RateLimited({}) },
  { type: 'code.change', value: '123' },
  { type: 'code.change', value: '123456' },
  { type: 'code.submit' },
  { type: 'code.back' },
  { type: 'xstate.error.actor.verifyCode', error: new IncorrectCode() },
  ...(mode === 'restore'
    ? [
        { type: 'xstate.done.actor.verifyCode', output: { ticket: 't', userExists: true } },
        { type: 'newPassword.submit', values: { password: 'short', confirmPassword: 'other' } },
        { type: 'newPassword.submit', values: NEW_PASSWORD },
        { type: 'xstate.done.actor.resetPassword', output: undefined },
      ]
    : [
        { type: 'xstate.done.actor.verifyCode', output: { ticket: 't', userExists: true } },
        { type: 'xstate.done.actor.verifyCode', output: { ticket: 't', userExists: false } },
        { type: 'password.submit', values: { password: '' } },
        { type: 'password.submit', values: { password: 'secret-pass' } },
        { type: 'xstate.done.actor.signIn', output: undefined },
        { type: 'xstate.error.actor.signIn', error: new SignInFailed({ error: 'CredentialsSignin' }) },
        { type: 'signUp.submit', values: { ...SIGN_UP, name: 'O', acceptTerms: false } },
        { type: 'signUp.submit', values: SIGN_UP },
        { type: 'xstate.done.actor.signUp', output: undefined },
      ]),
]

interface ModelPath {
  readonly description: string
  readonly steps: ReadonlyArray<Step>
}

const pathsOf = (mode: Mode): ReadonlyArray<ModelPath> =>
  (
    createTestModel(chart, { events: eventsOf(mode), input: { mode } } as never) as unknown as {
      getShortestPaths(): ModelPath[]
    }
  ).getShortestPaths()

/** Whether a path needs an account for its number (the code opens an existing account). */
const needsAccount = (mode: Mode, path: ModelPath): boolean =>
  path.steps.some(
    ({ event }) =>
      event.type === 'xstate.done.actor.verifyCode' &&
      (mode === 'restore' || (event.output as { userExists: boolean }).userExists),
  )

/** A step as a test title shows it: `phone.change(+380 67 12)`, `done:verifyCode(new)`, ... */
const stepLabel = ({ event }: Step): string => {
  const name = event.type.replace(/^xstate\.(done|error)\.actor\./, '$1:')
  if (typeof event.value === 'string') return `${name}(${event.value})`
  if (event.type === 'xstate.done.actor.verifyCode') {
    return `${name}(${(event.output as { userExists: boolean }).userExists ? 'existing' : 'new'})`
  }
  if (event.values !== undefined) {
    const valid =
      event.values === SIGN_UP ||
      event.values === NEW_PASSWORD ||
      (event.type === 'password.submit' && (event.values as { password: string }).password !== '')
    return `${name}(${valid ? 'valid' : 'invalid'})`
  }
  return name
}

const describeSteps = (path: ModelPath): string => path.steps.slice(1).map(stepLabel).join(' → ')

/** The text of a core message in a language. */
const textOf = (locale: Locale, ref: { key: string; params?: Record<string, unknown> }): string => {
  const T = ACCOUNT[locale]
  const texts: Record<string, string> = { ...T.flows.messages, ...T.validation }
  const params = Object.fromEntries(
    Object.entries(ref.params ?? {}).map(
      ([name, value]) => [name, typeof value === 'number' ? value : String(value)] as const,
    ),
  )
  return fill(texts[ref.key] ?? `missing text: ${ref.key}`, params)
}

/** Runs one path of the chart in the browser; `phone` is the number the valid phone stands for. */
const walk = async (page: Page, mode: Mode, locale: Locale, path: ModelPath, account: TestUser | null) => {
  const T = ACCOUNT[locale]
  const P = T.flows.phoneCode
  const phone = account?.phone ?? uniquePhone()
  const heading = page.getByRole('heading', { level: 1 })
  let smsBefore = 0
  let code: string | undefined
  const realCode = async () => {
    code ??= await latestSmsCode(phone, smsBefore)
    return code
  }
  /** The first event after step `index` whose type is one of `types`. */
  const next = (index: number, ...types: string[]) =>
    path.steps.slice(index + 1).find(({ event }) => types.includes(event.type))?.event

  const expectScreen = async (state: ModelState) => {
    const { fieldErrors, error } = state.context
    const fields = async () => {
      for (const [field, messages] of Object.entries(fieldErrors)) {
        await expect(fieldError(page, field)).toHaveText(messages.map((m) => textOf(locale, m)).join(''))
      }
    }
    const alert = async () =>
      error
        ? expect(formAlert(page)).toHaveText(textOf(locale, error))
        : expect(formAlert(page)).toHaveText('')
    if (state.matches('phone')) {
      await expect(heading).toHaveText(mode === 'restore' ? P.restoreTitle : P.phoneTitle)
      await expect(phoneInput(page, locale)).toBeVisible()
      await fields()
      await alert()
    } else if (state.matches({ code: 'idle' })) {
      await expect(heading).toHaveText(P.codeTitle)
      await expect(codeInput(page, locale)).toBeVisible()
      await fields()
      await alert()
    } else if (state.matches('password')) {
      await expect(heading).toHaveText(P.passwordTitle)
      await fields()
      await alert()
    } else if (state.matches('signUp')) {
      await expect(heading).toHaveText(P.signUpTitle)
      await fields()
    } else if (state.matches('newPassword')) {
      await expect(heading).toHaveText(P.newPasswordTitle)
      await fields()
    } else if (state.matches('done')) {
      const target = mode === 'restore' ? '/login' : '/profile'
      await expect(page).toHaveURL(new RegExp(`${localize(target, locale)}$`), { timeout: HASHING })
      if (state.context.outcome === 'signedUp')
        await expect(toast(page, T.flows.messages.accountCreated)).toBeVisible()
      if (state.context.outcome === 'passwordChanged') {
        await expect(toast(page, T.flows.messages.passwordChanged)).toBeVisible()
      }
    }
    // Calls in flight (sendingCode, verifying, signingIn, ...) last as long as the server takes: the
    // event that ends them is checked by the state it leads to.
  }

  await page.goto(localize(mode === 'restore' ? '/forgot-password/phone' : '/auth', locale))
  await waitForHydration(page)
  for (const [index, { state, event }] of path.steps.entries()) {
    switch (event.type) {
      case 'xstate.init':
        break
      case 'phone.change':
        await phoneInput(page, locale).fill(event.value === VALID_PHONE ? nationalPart(phone) : '67 12')
        break
      case 'phone.submit': {
        const outcome = next(
          index,
          'xstate.done.actor.sendCode',
          'xstate.error.actor.sendCode',
          'phone.change',
        )
        if (outcome?.type === 'xstate.error.actor.sendCode') {
          // A code sent to the number a moment ago: the server asks to wait.
          const sent = await page.request.post('/api/v1/auth/phone/send-code', {
            data: { phone, purpose: mode },
            headers: { 'X-Forwarded-For': freshClientAddress() },
          })
          expect(sent.status()).toBe(200)
        }
        smsBefore = await smsCount(phone)
        await page.getByRole('button', { name: P.sendCode }).click()
        break
      }
      case 'code.change': {
        if (event.value === '123') {
          await codeInput(page, locale).fill('123')
          break
        }
        const verified = next(index, 'xstate.done.actor.verifyCode', 'xstate.error.actor.verifyCode')
        let typed: string
        if (verified?.type !== 'xstate.error.actor.verifyCode') typed = await realCode()
        else if (mode === 'restore' && account === null) {
          // No account, no SMS (the answer to the send is the same): any code is wrong.
          typed = '000000'
        } else typed = (await realCode()) === '000000' ? '111111' : '000000'
        await codeInput(page, locale).fill(typed)
        break
      }
      case 'code.submit':
        await page.getByRole('button', { name: P.verify }).click()
        break
      case 'code.back':
        await page.getByRole('button', { name: P.changePhone }).click()
        break
      case 'code.forward':
        // The browser's Forward: back to the code step when one was left (else nothing happens).
        await page.goForward()
        break
      case 'code.have': {
        // Offered only while a code sent from this screen is unused (else the chart ignores it too).
        const haveCode = page.getByRole('button', {
          name: new RegExp(fill(P.haveCode, { phone: '' }).trim()),
        })
        if ((await haveCode.count()) > 0) await haveCode.click()
        break
      }
      case 'password.submit': {
        const { password } = event.values as { password: string }
        const answer = next(index, 'xstate.done.actor.signIn', 'xstate.error.actor.signIn')
        const typed =
          password === ''
            ? ''
            : answer?.type === 'xstate.error.actor.signIn'
              ? 'not-the-password'
              : (account?.password ?? '')
        await passwordInput(page, P.password).fill(typed)
        await page.getByRole('button', { name: P.signIn }).click()
        break
      }
      case 'signUp.submit': {
        const values = event.values as typeof SIGN_UP
        await page.getByLabel(P.name, { exact: true }).fill(values.name)
        await page.getByLabel(P.device, { exact: true }).fill(values.device)
        await passwordInput(page, P.password).fill(values.password)
        await passwordInput(page, P.confirmPassword).fill(values.confirmPassword)
        const checkbox = page.getByRole('checkbox')
        if ((await checkbox.isChecked()) !== values.acceptTerms) await page.locator('.checkbox__box').click()
        await page.getByRole('button', { name: P.createAccount }).click()
        break
      }
      case 'newPassword.submit': {
        const values = event.values as typeof NEW_PASSWORD
        await passwordInput(page, P.newPassword).fill(values.password)
        await passwordInput(page, P.confirmPassword).fill(values.confirmPassword)
        await page.getByRole('button', { name: P.savePassword }).click()
        break
      }
      default:
        // `xstate.done.actor.*` / `xstate.error.actor.*`: the server's answer, which the browser
        // waits for; the state it leads to is checked below.
        if (!event.type.startsWith('xstate.')) throw new Error(`No way to do ${event.type} in the browser`)
    }
    await expectScreen(state)
  }
}

for (const mode of ['signIn', 'restore'] as const) {
  const paths = pathsOf(mode)
  const own = paths.filter((path) => !needsAccount(mode, path))
  const withAccount = paths.filter((path) => needsAccount(mode, path))

  test.describe(`phone-code chart through the browser (${mode})`, () => {
    test.beforeEach(async ({ context, allowConsole }) => {
      await useFreshClientAddress(context)
      // The answers the paths provoke: a wrong code (400), 'Please wait a few minutes' (429).
      allowConsole(failedResource(400, '/phone/verify'))
      allowConsole(failedResource(429, '/phone/send-code'))
    })

    test('the chart has paths to walk', () => {
      expect(own.length).toBeGreaterThan(5)
      expect(withAccount.length).toBeGreaterThan(0)
    })

    // The languages take turns, so that both run every kind of step.
    for (const [index, path] of own.entries()) {
      const locale: Locale = index % 2 === 0 ? 'uk' : 'en'
      test(`${locale}: ${describeSteps(path) || 'the first screen'}`, async ({ page }) => {
        await walk(page, mode, locale, path, null)
      })
    }

    // Accounts whose numbers may be sent a code: made together, a minute ahead (phone-auth.spec.ts).
    test.describe('with an existing account', () => {
      test.describe.configure({ mode: 'default' })
      const accounts: TestUser[] = []
      test.beforeAll(async ({ playwright }, testInfo) => {
        testInfo.setTimeout(120_000)
        accounts.push(
          ...(await phoneUsersReadyForCode(
            playwright,
            testInfo.project.use.baseURL,
            withAccount.length,
            `phone-code-model ${mode}`,
          )),
        )
      })
      for (const [index, path] of withAccount.entries()) {
        const locale: Locale = index % 2 === 0 ? 'en' : 'uk'
        test(`${locale}: ${describeSteps(path)}`, async ({ page }) => {
          const account = accounts[index]
          if (!account) throw new Error('no account made for this path')
          await walk(page, mode, locale, path, account)
        })
      }
    })
  })
}
