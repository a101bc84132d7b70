/**
 * The e-mail account forms (spec §2), each the form machine wired to core's ports: sign-in with
 * e-mail and password (Auth.js credentials), registration, its confirmation link (which signs the
 * new account in), forgot password and the reset link. Composition roots in `ui/flows` call these
 * with the browser's adapters; the model tests call them with the fakes.
 */
import { Schema } from 'effect'
import { fromPromise } from 'xstate'
import {
  EmailRegisterForm,
  EmailSignInForm,
  ForgotPasswordForm,
  NewPasswordForm,
  OneTimeToken,
} from '#core/accounts/auth.schema.ts'
import { signInWithPassword } from '#core/accounts/credentials.ts'
import {
  type Checked,
  createFormMachine,
  type FormMessage,
  MalformedToken,
  type SubmitInput,
} from '#core/shared/forms/form.machine.ts'
import type { Ports } from '#core/shared/ports/index.ts'
import type { ToastKind } from '#core/shared/ports/notifier.ts'

/** What a composition root adds to the ports. */
export interface FormWiring {
  /**
   * Turns an adapter's failure into what the machine reads, e.g. a 400 with field errors into
   * `FieldsRefused`; failures it does not know are returned as they are.
   */
  readonly refine?: (error: unknown) => unknown | Promise<unknown>
  /** The page to come back to after sign-in, in the page's language (Auth.js localises by it). */
  readonly callbackUrl: () => string
}

// The login page reads it without loading the forms (it lives on its own).
export { signInMessage } from '#core/shared/forms/sign-in-message.ts'

const isOneTimeToken = Schema.is(OneTimeToken)

/** The token of a link, checked for its shape before it is sent anywhere (else `MalformedToken`). */
export const wellFormed = (token: string | null): string => {
  if (token === null || !isOneTimeToken(token)) throw new MalformedToken()
  return token
}

/** Runs a port call, handing its failure to the wiring's `refine` (e.g. a 400 → `FieldsRefused`). */
export const refined =
  (wiring: Pick<FormWiring, 'refine'>) =>
  async <T>(call: () => Promise<T>): Promise<T> => {
    try {
      return await call()
    } catch (error) {
      throw wiring.refine ? await wiring.refine(error) : error
    }
  }

type FormPorts = Pick<Ports, 'accounts' | 'auth' | 'notifier'>

// One chart per form, made once: machines provided for another language keep the same chart (and
// so a page keeps its actor, its values and its errors when the language is switched).
export const emailSignInForm = createFormMachine(EmailSignInForm)
export const registerForm = createFormMachine(EmailRegisterForm)
export const newPasswordForm = createFormMachine(NewPasswordForm)
export const forgotPasswordForm = createFormMachine(ForgotPasswordForm)

const notifyWith = (ports: Pick<Ports, 'notifier'>) => ({
  notify: (_: unknown, params: { kind: ToastKind; message: FormMessage }) => ports.notifier.notify(params),
})

/** `/login`: e-mail and password. */
export const provideEmailSignIn = (ports: FormPorts, wiring: FormWiring) =>
  emailSignInForm.provide({
    actors: {
      submit: fromPromise(({ input }: { input: SubmitInput<EmailSignInForm> }) =>
        refined(wiring)(() =>
          signInWithPassword(
            ports.auth,
            { email: input.values.email, password: input.values.password },
            wiring.callbackUrl(),
          ),
        ),
      ),
    },
    actions: notifyWith(ports),
  })

/** `/register`: e-mail, nickname, terms; the server mails the confirmation link. */
export const provideRegister = (ports: FormPorts, wiring: FormWiring) =>
  registerForm.provide({
    actors: {
      submit: fromPromise(({ input }: { input: SubmitInput<EmailRegisterForm> }) =>
        refined(wiring)(() => ports.accounts.register(input.values)),
      ),
    },
    actions: notifyWith(ports),
  })

/**
 * `/register/confirm/{token}`: the link is checked (answering its address), the password set, and
 * the new account signed in with it.
 */
export const provideConfirmRegistration = (ports: FormPorts, wiring: FormWiring) =>
  newPasswordForm.provide({
    actors: {
      checkToken: fromPromise(
        ({ input }: { input: { token: string } }): Promise<Checked> =>
          refined(wiring)(() => ports.accounts.checkRegistration(wellFormed(input.token))),
      ),
      submit: fromPromise(async ({ input }: { input: SubmitInput<NewPasswordForm> }) => {
        const { email } = await refined(wiring)(() =>
          ports.accounts.confirmRegistration(wellFormed(input.token), input.values),
        )
        try {
          await signInWithPassword(
            ports.auth,
            { email, password: input.values.password },
            wiring.callbackUrl(),
          )
        } catch {
          // The account exists and its link is spent: failing here would leave no way back to the
          // form. The account-created page follows either way; its profile link asks to sign in.
        }
      }),
    },
    actions: notifyWith(ports),
  })

/** `/forgot-password/email`: the same answer whether the address has an account or not. */
export const provideForgotPassword = (ports: FormPorts, wiring: FormWiring) =>
  forgotPasswordForm.provide({
    actors: {
      submit: fromPromise(({ input }: { input: SubmitInput<ForgotPasswordForm> }) =>
        refined(wiring)(() => ports.accounts.forgotPassword(input.values)),
      ),
    },
    actions: notifyWith(ports),
  })

/** `/forgot-password/{token}`: the link is checked, then the new password set. */
export const provideResetPassword = (ports: FormPorts, wiring: FormWiring) =>
  newPasswordForm.provide({
    actors: {
      checkToken: fromPromise(({ input }: { input: { token: string } }) =>
        refined(wiring)(async (): Promise<Checked> => {
          await ports.accounts.checkPasswordReset(wellFormed(input.token))
          return {}
        }),
      ),
      submit: fromPromise(({ input }: { input: SubmitInput<NewPasswordForm> }) =>
        refined(wiring)(() => ports.accounts.resetPassword(wellFormed(input.token), input.values)),
      ),
    },
    actions: notifyWith(ports),
  })
