/**
 * The e-mail forms' machines started for a page (`core/accounts/account-forms.ts`, wired to the
 * browser's ports of the page's language). Loaded by `email-forms.ts` when the page first needs the
 * form (ADR 0027): this module is where XState, effect/Schema and the forms' flows come in.
 */
import {
  type FormWiring,
  provideConfirmRegistration,
  provideEmailSignIn,
  provideForgotPassword,
  provideRegister,
  provideResetPassword,
} from '#core/accounts/account-forms.ts'
import { keptQuery } from '#core/accounts/redirect.ts'
import type { FormInput } from '#core/shared/forms/form.machine.ts'
import { type Locale, localizePath } from '#core/shared/i18n/locale.ts'
import { startFollowingActor } from '#ui/shared/app/following-actor.ts'
import type { BrowserPorts } from '#ui/shared/app/ports.ts'
import { signInTarget } from './sign-in-target.ts'

export type EmailFormKind = 'signIn' | 'register' | 'confirmRegistration' | 'forgotPassword' | 'resetPassword'

const wiringFor = (kind: EmailFormKind, locale: Locale): FormWiring => ({
  // The mapping (and the validation texts it reads) loads on demand.
  refine: async (error) => (await import('#adapters/http/field-errors.ts')).asFieldsRefused(error),
  // Auth.js answers a credentials sign-in with this URL (and localises its error redirects by it).
  callbackUrl: () =>
    kind === 'confirmRegistration'
      ? `${localizePath('/register/success', locale)}${keptQuery(new URLSearchParams(window.location.search).get('redirect'))}`
      : signInTarget(locale, window.location.search),
})

const PROVIDERS = {
  signIn: provideEmailSignIn,
  register: provideRegister,
  confirmRegistration: provideConfirmRegistration,
  forgotPassword: provideForgotPassword,
  resetPassword: provideResetPassword,
} as const

type EmailFormMachine = ReturnType<(typeof PROVIDERS)[EmailFormKind]>

// One machine per form and language: one chart, provided with that language's ports.
const machines = new Map<EmailFormKind, WeakMap<BrowserPorts, EmailFormMachine>>()

const machineFor = (kind: EmailFormKind, ports: BrowserPorts, locale: Locale): EmailFormMachine => {
  const byPorts = machines.get(kind) ?? new WeakMap<BrowserPorts, EmailFormMachine>()
  machines.set(kind, byPorts)
  let machine = byPorts.get(ports)
  if (!machine) {
    machine = PROVIDERS[kind](ports, wiringFor(kind, locale))
    byPorts.set(ports, machine)
  }
  return machine
}

/**
 * Starts a form's actor; `follow` gives it another language's ports and wiring (a language switch,
 * `startFollowingActor`).
 */
export const startEmailForm = (kind: EmailFormKind, ports: BrowserPorts, locale: Locale, input: FormInput) =>
  startFollowingActor(
    (nextPorts: BrowserPorts, nextLocale: Locale) => machineFor(kind, nextPorts, nextLocale),
    input,
    ports,
    locale,
  )

export type StartedEmailForm = ReturnType<typeof startEmailForm>
