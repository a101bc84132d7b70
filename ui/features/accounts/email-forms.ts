/**
 * Composition root of the e-mail account forms (`core/forms`): sign-in with e-mail and password,
 * registration, the registration link, forgot password and the reset link, each wired by core to
 * the browser's ports of the page's language. A 400 with field errors becomes `FieldsRefused`
 * through the HTTP client's `asFieldsRefused`, so server messages land next to their fields.
 */
import { useActorRef, useSelector } from '@xstate/react'
import { useEffect } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import { signedInTarget } from '#core/accounts/access.ts'
import {
  type FormWiring,
  provideConfirmRegistration,
  provideEmailSignIn,
  provideForgotPassword,
  provideRegister,
  provideResetPassword,
} from '#core/accounts/account-forms.ts'
import { keptQuery } from '#core/accounts/redirect.ts'
import type { FormContext, FormEvent, FormMessage } from '#core/shared/forms/form.machine.ts'
import { type Locale, localizePath } from '#core/shared/i18n/locale.ts'
import { inspect } from '#ui/shared/app/inspect.ts'
import { type BrowserPorts, usePorts } from '#ui/shared/app/ports.ts'

export type EmailFormKind = 'signIn' | 'register' | 'confirmRegistration' | 'forgotPassword' | 'resetPassword'

/** The page a signed-in user goes on to (core's rule, the guard's too), from a page's query string. */
export const signInTarget = (locale: Locale, search: string): string =>
  signedInTarget(locale, new URLSearchParams(search).get('redirect'))

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

export interface EmailFormOptions {
  /** The token of the page's link (registration or reset): checked before the form shows. */
  readonly token?: string
  /** A message to show from the start (the sign-in error the login page's query carries). */
  readonly error?: FormMessage | null
  /** The success toast ('Account created', 'Password changed'). */
  readonly success?: FormMessage | null
  /** Called once the form is through (navigate on from here). */
  readonly onDone?: () => void
}

export interface EmailFormView {
  /** `checking`, `checkFailed`, `editing`, `submitting`, `invalidToken` or `done`. */
  readonly state: string
  /** Sent and not back yet, or through and moving on: the submit button shows it is working. */
  readonly busy: boolean
  readonly context: FormContext
  send(event: FormEvent): void
}

/**
 * Runs one e-mail form for a page. The machine is the same chart in both languages, so a language
 * switch keeps the actor: typed values and shown errors stay, and the errors (keys) are translated
 * again in the new language.
 */
export const useEmailForm = (kind: EmailFormKind, options: EmailFormOptions = {}): EmailFormView => {
  const ports = usePorts()
  const { locale, postedForm } = usePageContext()
  const actor = useActorRef(machineFor(kind, ports, locale), {
    input: {
      ...(options.token === undefined ? {} : { token: options.token }),
      // The server's answer to this form sent without JavaScript, when that is how the page came.
      error: postedForm?.error ?? options.error ?? null,
      fieldErrors: postedForm?.fieldErrors ?? {},
      serverErrors: postedForm?.serverErrors ?? {},
      invalidToken: postedForm?.invalidToken ?? false,
      success: options.success ?? null,
    },
    inspect,
  })
  const state = useSelector(actor, (snapshot) => String(snapshot.value))
  const context = useSelector(actor, (snapshot) => snapshot.context)
  const { onDone } = options
  useEffect(() => {
    if (!onDone) return
    // The chart has two final states; only `done` goes on (`invalidToken` stays on the page).
    const subscription = actor.subscribe({
      complete: () => {
        if (actor.getSnapshot().value === 'done') onDone()
      },
    })
    return () => subscription.unsubscribe()
  }, [actor, onDone])
  return { state, busy: state === 'submitting' || state === 'done', context, send: actor.send }
}

const REGISTERED = 'vatra.registeredEmail'

/** Keeps the address just registered for the check-your-e-mail page (this tab only). */
export const rememberRegistration = (email: string): void => {
  try {
    window.sessionStorage.setItem(REGISTERED, email)
  } catch {
    // Storage disabled: the page then says "we sent you an e-mail" without the address.
  }
}

/** The address just registered in this tab, if any (read in the browser only). */
export const registeredEmail = (): string | null => {
  try {
    return window.sessionStorage.getItem(REGISTERED)
  } catch {
    return null
  }
}
