/**
 * Phone login (spec §2, §4): phone → SMS code → password for an existing user, or sign-up for a
 * new one → done. The same chart serves the restore-by-phone variant (`mode: 'restore'`):
 * phone → code → new password. The SMS may take up to a minute, so the code step offers a resend
 * after a visible cooldown that the `resendTicker` counts down.
 *
 * The number and the code are steps a reader goes back and forth between (the browser's Back and
 * Forward): `code.back` returns to the number with it kept, and while the code sent to that number
 * is unused, `code.forward` (or sending the same number again) returns to the code step without a
 * new SMS; the server still decides whether the code is valid. After a reload the page starts the
 * chart where the tab's flow rested (ui/features/accounts/phone-flow-memory.ts), and the number's
 * screen offers 'I already have a code' (`code.have`) while a code sent from it is unused.
 *
 * A flow can start on any screen (`resume`): the server runs this chart for a form the browser sent
 * without JavaScript and answers with the screen it reached (ADR 0020); the page starts from it.
 */
import { Schema } from 'effect'
import { assign, fromCallback, fromPromise, setup } from 'xstate'
import type { PhoneCodePurpose, SendCodeResult, VerifyCodeResult } from '#core/accounts/phone-code.port.ts'
import { hasTag, NotProvided } from '#core/shared/errors.ts'
import { isFieldsRefused } from '#core/shared/forms/form.machine.ts'
import type { FlowMessage } from '#core/shared/messages.ts'
import type { Ports } from '#core/shared/ports/index.ts'
import type { ToastKind } from '#core/shared/ports/notifier.ts'
import { decodeForm, formErrors } from '#core/shared/validation/decode-form.ts'
import { message } from '#core/shared/validation/message.ts'
import { signInWithPassword } from './credentials.ts'
import {
  CodeForm,
  PhoneForm,
  PhoneNewPasswordForm,
  PhonePasswordForm,
  PhoneSignUpForm,
} from './phone-code.schema.ts'
import {
  DEFAULT_RESEND_COOLDOWN_SECONDS,
  PHONE_STEPS,
  type PhoneCodeContext,
  type PhoneCodeInput,
  type PhoneCodeOutcome,
  type PhoneCodeResume,
  type PhoneStep,
  phoneCodeContextOf,
} from './phone-code-start.ts'

export type { PhoneCodeContext, PhoneCodeInput, PhoneCodeOutcome, PhoneCodeResume, PhoneStep }
export { DEFAULT_RESEND_COOLDOWN_SECONDS, PHONE_STEPS }

export type PhoneCodeEvent =
  | { readonly type: 'phone.change'; readonly value: string }
  | { readonly type: 'phone.submit' }
  | { readonly type: 'code.change'; readonly value: string }
  | { readonly type: 'code.submit' }
  | { readonly type: 'code.resend' }
  | { readonly type: 'code.back' }
  | { readonly type: 'code.forward' }
  /** 'I already have a code': to the code screen of the number the unused code went to. */
  | { readonly type: 'code.have' }
  | { readonly type: 'resend.tick' }
  | { readonly type: 'password.submit'; readonly values: unknown }
  | { readonly type: 'signUp.submit'; readonly values: unknown }
  | { readonly type: 'newPassword.submit'; readonly values: unknown }

export interface SignInInput {
  readonly phone: string
  readonly ticket: string
  readonly password: string
}
export interface SignUpInput {
  readonly phone: string
  readonly ticket: string
  readonly form: typeof PhoneSignUpForm.Type
}
export interface ResetInput {
  readonly ticket: string
  readonly form: typeof PhoneNewPasswordForm.Type
}

const failure = (error: unknown): FlowMessage =>
  hasTag(error, 'RateLimited')
    ? message('pleaseWait')
    : hasTag(error, 'IncorrectCode')
      ? message('incorrectCode')
      : hasTag(error, 'SignInFailed')
        ? message('invalidCredentials')
        : message('somethingWentWrong')

const valid = (schema: Parameters<typeof decodeForm>[0], values: unknown): boolean =>
  decodeForm(schema, values).ok

// Only used behind the guard that validated the same values, so decoding succeeds.
const decode = <S extends Schema.Decoder<unknown>>(schema: S, values: unknown): S['Type'] =>
  Schema.decodeUnknownSync(schema)(values)

type Submitted = { readonly values: unknown }

export const phoneCodeMachine = setup({
  types: {
    context: {} as PhoneCodeContext,
    events: {} as PhoneCodeEvent,
    input: {} as PhoneCodeInput,
    output: {} as { mode: PhoneCodePurpose; outcome: PhoneCodeOutcome | null },
  },
  actors: {
    sendCode: fromPromise<SendCodeResult, { phone: string; purpose: PhoneCodePurpose }>(async () => {
      throw new NotProvided('sendCode')
    }),
    verifyCode: fromPromise<VerifyCodeResult, { phone: string; code: string; purpose: PhoneCodePurpose }>(
      async () => {
        throw new NotProvided('verifyCode')
      },
    ),
    signIn: fromPromise<void, SignInInput>(async () => {
      throw new NotProvided('signIn')
    }),
    signUp: fromPromise<void, SignUpInput>(async () => {
      throw new NotProvided('signUp')
    }),
    resetPassword: fromPromise<void, ResetInput>(async () => {
      throw new NotProvided('resetPassword')
    }),
    /** Sends `resend.tick` every second while the code step is shown. */
    resendTicker: fromCallback<PhoneCodeEvent>(() => {
      throw new NotProvided('resendTicker')
    }),
  },
  actions: {
    notify: (_, _params: { kind: ToastKind; message: FlowMessage }) => {},
    clearErrors: assign({ fieldErrors: {}, error: null }),
    showFailure: assign({ error: (_, params: { error: unknown }) => failure(params.error) }),
    /** A password the server refused (too common, the account's own number) goes next to its field. */
    showRefusal: assign((_, params: { error: unknown }) =>
      isFieldsRefused(params.error)
        ? { fieldErrors: params.error.fields, error: null }
        : { error: failure(params.error) },
    ),
  },
  guards: {
    phoneValid: ({ context }) => valid(PhoneForm, { phone: context.phone }),
    /** The number as typed is the one an unused code went to. */
    codePending: ({ context }) =>
      context.codeSentTo !== '' &&
      valid(PhoneForm, { phone: context.phone }) &&
      decode(PhoneForm, { phone: context.phone }).phone === context.codeSentTo,
    codeSent: ({ context }) => context.codeSentTo !== '',
    codeValid: ({ context }) => valid(CodeForm, { code: context.code }),
    canResend: ({ context }) => context.resendIn === 0,
    restoring: ({ context }) => context.mode === 'restore',
    startedAt: ({ context }, params: { step: PhoneStep }) => context.startedAt === params.step,
    userExists: (_, params: { userExists: boolean }) => params.userExists,
    passwordValid: (_, params: { values: unknown }) => valid(PhonePasswordForm, params.values),
    signUpValid: (_, params: { values: unknown }) => valid(PhoneSignUpForm, params.values),
    newPasswordValid: (_, params: { values: unknown }) => valid(PhoneNewPasswordForm, params.values),
  },
}).createMachine({
  id: 'phoneCode',
  context: ({ input }) => phoneCodeContextOf(input),
  initial: 'start',
  states: {
    start: {
      always: [
        ...(['code', 'password', 'signUp', 'newPassword'] as const).map((step) => ({
          guard: { type: 'startedAt' as const, params: { step } },
          target: step,
        })),
        { target: 'phone' },
      ],
    },
    phone: {
      on: {
        'code.forward': { guard: 'codePending', target: 'code', actions: 'clearErrors' },
        // Whatever was typed since: the code is checked against the number it went to.
        'code.have': {
          guard: 'codeSent',
          target: 'code',
          actions: ['clearErrors', assign({ e164: ({ context }) => context.codeSentTo })],
        },
        'phone.change': { actions: [assign({ phone: ({ event }) => event.value }), 'clearErrors'] },
        'phone.submit': [
          { guard: 'codePending', target: 'code', actions: 'clearErrors' },
          {
            guard: 'phoneValid',
            target: 'sendingCode',
            actions: [
              'clearErrors',
              assign({ e164: ({ context }) => decode(PhoneForm, { phone: context.phone }).phone }),
            ],
          },
          {
            actions: assign({
              fieldErrors: ({ context }) => formErrors(PhoneForm, { phone: context.phone }),
            }),
          },
        ],
      },
    },
    sendingCode: {
      invoke: {
        id: 'sendCode',
        src: 'sendCode',
        input: ({ context }) => ({ phone: context.e164, purpose: context.mode }),
        onDone: {
          target: 'code',
          actions: assign({
            code: '',
            codeSentTo: ({ context }) => context.e164,
            resendIn: ({ event }) => event.output.resendAfterSeconds,
          }),
        },
        onError: {
          target: 'phone',
          actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    code: {
      invoke: { id: 'resendTicker', src: 'resendTicker' },
      on: {
        'resend.tick': { actions: assign({ resendIn: ({ context }) => Math.max(0, context.resendIn - 1) }) },
      },
      initial: 'idle',
      states: {
        idle: {
          on: {
            'code.change': { actions: [assign({ code: ({ event }) => event.value }), 'clearErrors'] },
            'code.submit': [
              { guard: 'codeValid', target: 'verifying', actions: 'clearErrors' },
              {
                actions: assign({
                  fieldErrors: ({ context }) => formErrors(CodeForm, { code: context.code }),
                }),
              },
            ],
            'code.resend': { guard: 'canResend', target: 'resending', actions: 'clearErrors' },
            'code.back': { target: '#phoneCode.phone', actions: [assign({ code: '' }), 'clearErrors'] },
          },
        },
        verifying: {
          invoke: {
            id: 'verifyCode',
            src: 'verifyCode',
            input: ({ context }) => ({
              phone: context.e164,
              code: decode(CodeForm, { code: context.code }).code,
              purpose: context.mode,
            }),
            onDone: [
              {
                guard: 'restoring',
                target: '#phoneCode.newPassword',
                actions: assign({ ticket: ({ event }) => event.output.ticket, codeSentTo: '' }),
              },
              {
                guard: {
                  type: 'userExists',
                  params: ({ event }) => ({ userExists: event.output.userExists }),
                },
                target: '#phoneCode.password',
                actions: assign({ ticket: ({ event }) => event.output.ticket, codeSentTo: '' }),
              },
              {
                target: '#phoneCode.signUp',
                actions: assign({ ticket: ({ event }) => event.output.ticket, codeSentTo: '' }),
              },
            ],
            onError: {
              target: 'idle',
              actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        resending: {
          invoke: {
            id: 'resendCode',
            src: 'sendCode',
            input: ({ context }) => ({ phone: context.e164, purpose: context.mode }),
            onDone: {
              target: 'idle',
              actions: [
                assign({ code: '', resendIn: ({ event }) => event.output.resendAfterSeconds }),
                { type: 'notify', params: { kind: 'info', message: message('codeSent') } },
              ],
            },
            onError: {
              target: 'idle',
              actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
      },
    },
    password: {
      description: 'An account exists: sign in with its password.',
      on: {
        'password.submit': [
          {
            guard: { type: 'passwordValid', params: ({ event }) => ({ values: event.values }) },
            target: 'signingIn',
            actions: 'clearErrors',
          },
          { actions: assign({ fieldErrors: ({ event }) => formErrors(PhonePasswordForm, event.values) }) },
        ],
      },
    },
    signingIn: {
      invoke: {
        id: 'signIn',
        src: 'signIn',
        input: ({ context, event }) => ({
          phone: context.e164,
          ticket: context.ticket,
          password: decode(PhonePasswordForm, (event as Submitted).values).password,
        }),
        onDone: { target: 'done', actions: assign({ outcome: 'signedIn' }) },
        onError: {
          target: 'password',
          actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    signUp: {
      description: 'A new user: name, playing device, password twice, terms.',
      on: {
        'signUp.submit': [
          {
            guard: { type: 'signUpValid', params: ({ event }) => ({ values: event.values }) },
            target: 'signingUp',
            actions: 'clearErrors',
          },
          { actions: assign({ fieldErrors: ({ event }) => formErrors(PhoneSignUpForm, event.values) }) },
        ],
      },
    },
    signingUp: {
      invoke: {
        id: 'signUp',
        src: 'signUp',
        input: ({ context, event }) => ({
          phone: context.e164,
          ticket: context.ticket,
          form: decode(PhoneSignUpForm, (event as Submitted).values),
        }),
        onDone: {
          target: 'done',
          actions: [
            assign({ outcome: 'signedUp' }),
            { type: 'notify', params: { kind: 'success', message: message('accountCreated') } },
          ],
        },
        onError: {
          target: 'signUp',
          actions: { type: 'showRefusal', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    newPassword: {
      description: 'Restore by phone: the new password, twice.',
      on: {
        'newPassword.submit': [
          {
            guard: { type: 'newPasswordValid', params: ({ event }) => ({ values: event.values }) },
            target: 'settingPassword',
            actions: 'clearErrors',
          },
          { actions: assign({ fieldErrors: ({ event }) => formErrors(PhoneNewPasswordForm, event.values) }) },
        ],
      },
    },
    settingPassword: {
      invoke: {
        id: 'resetPassword',
        src: 'resetPassword',
        input: ({ context, event }) => ({
          ticket: context.ticket,
          form: decode(PhoneNewPasswordForm, (event as Submitted).values),
        }),
        onDone: {
          target: 'done',
          actions: [
            assign({ outcome: 'passwordChanged' }),
            { type: 'notify', params: { kind: 'success', message: message('passwordChanged') } },
          ],
        },
        onError: {
          target: 'newPassword',
          actions: { type: 'showRefusal', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    done: { type: 'final' },
  },
  output: ({ context }) => ({ mode: context.mode, outcome: context.outcome }),
})

/**
 * The machine wired to its ports. Sign-in goes through the Auth.js credentials provider
 * (`credentials`, with `phone` and `password`); a new account is signed in the same way.
 */
export const providePhoneCodeMachine = (ports: Pick<Ports, 'phoneCode' | 'auth' | 'clock' | 'notifier'>) => {
  const signIn = (input: SignInInput): Promise<void> =>
    signInWithPassword(ports.auth, { phone: input.phone, password: input.password }, '/profile')
  return phoneCodeMachine.provide({
    actors: {
      sendCode: fromPromise(({ input }: { input: { phone: string; purpose: PhoneCodePurpose } }) =>
        ports.phoneCode.sendCode(input),
      ),
      verifyCode: fromPromise(
        ({ input }: { input: { phone: string; code: string; purpose: PhoneCodePurpose } }) =>
          ports.phoneCode.verifyCode(input),
      ),
      signIn: fromPromise(({ input }: { input: SignInInput }) => signIn(input)),
      // A new account is signed in at once with the password just chosen.
      signUp: fromPromise(async ({ input }: { input: SignUpInput }) => {
        await ports.phoneCode.signUp(input)
        await signIn({ phone: input.phone, ticket: input.ticket, password: input.form.password })
      }),
      resetPassword: fromPromise(({ input }: { input: ResetInput }) => ports.phoneCode.resetPassword(input)),
      resendTicker: fromCallback<PhoneCodeEvent>(({ sendBack }) =>
        ports.clock.setInterval(() => sendBack({ type: 'resend.tick' }), 1000),
      ),
    },
    actions: {
      notify: (_, params) => ports.notifier.notify(params),
    },
  })
}
