/**
 * The e-mail account forms of the pages (`core/forms`): sign-in with e-mail and password,
 * registration, the registration link, forgot password and the reset link. The page renders the form
 * at once from what the server rendered; the form's machine, wired to the browser's ports of the
 * page's language (`email-form-actor.ts`), loads on the first focus in the form, at the first submit
 * (which it then handles), or at once on the pages of links, whose token is checked on arrival
 * (ADR 0027). A 400 with field errors becomes `FieldsRefused` through the HTTP client's
 * `asFieldsRefused`, so server messages land next to their fields.
 */
import { useEffect, useRef, useState } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import type {
  Checked,
  FormContext,
  FormEvent,
  FormInput,
  FormMessage,
} from '#core/shared/forms/form.machine.ts'
import { formContextOf, formStartState } from '#core/shared/forms/form-context.ts'
import type { Locale } from '#core/shared/i18n/locale.ts'
import { useLazyActor } from '#ui/shared/app/lazy-actor.ts'
import { type BrowserPorts, usePorts } from '#ui/shared/app/ports.ts'
import type { EmailFormKind, StartedEmailForm } from './email-form-actor.ts'

export { signInTarget } from './sign-in-target.ts'
export type { EmailFormKind }

export interface EmailFormOptions {
  /** The token of the page's link (registration or reset): checked before the form shows. */
  readonly token?: string
  /** A message to show from the start (the sign-in error the login page's query carries). */
  readonly error?: FormMessage | null
  /** The success toast ('Account created', 'Password changed'). */
  readonly success?: FormMessage | null
  /** Called once the form is through (navigate on from here). */
  readonly onDone?: () => void
  /** What the server's check of the page's link found (`linkOptions` of `checked-link.ts`). */
  readonly checked?: Checked
  readonly invalidToken?: boolean
}

export interface EmailFormView {
  /** `checking`, `checkFailed`, `editing`, `submitting`, `invalidToken` or `done`. */
  readonly state: string
  /** Sent and not back yet, or through and moving on: the submit button shows it is working. */
  readonly busy: boolean
  readonly context: FormContext
  send(event: FormEvent): void
  /** Loads the form's machine ahead of its use (the `prepare` of `<Form>`: the first focus in it). */
  prepare(): void
}

/** What the view reads of the machine's snapshot. */
interface FormSnapshot {
  readonly value: unknown
  readonly context: FormContext
}

/**
 * Runs one e-mail form for a page. The machine is the same chart in both languages, so a language
 * switch keeps the actor: typed values and shown errors stay, and the errors (keys) are translated
 * again in the new language.
 */
export const useEmailForm = (kind: EmailFormKind, options: EmailFormOptions = {}): EmailFormView => {
  const ports = usePorts()
  const { locale, postedForm } = usePageContext()
  const input: FormInput = {
    ...(options.token === undefined ? {} : { token: options.token }),
    // The server's answer to this form sent without JavaScript, when that is how the page came.
    error: postedForm?.error ?? options.error ?? null,
    fieldErrors: postedForm?.fieldErrors ?? {},
    serverErrors: postedForm?.serverErrors ?? {},
    invalidToken: (postedForm?.invalidToken || options.invalidToken) ?? false,
    ...(options.checked === undefined ? {} : { checked: options.checked }),
    success: options.success ?? null,
  }
  // Where the machine starts, rendered by the server and by the browser until the machine runs.
  const [start] = useState(() => {
    const context = formContextOf(input)
    return { value: formStartState(context), context }
  })
  const started = useRef<StartedEmailForm | null>(null)
  const form = useLazyActor<FormSnapshot, FormEvent>(async () => {
    const { startEmailForm } = await import('./email-form-actor.ts')
    started.current = startEmailForm(kind, ports, locale, input)
    return started.current.actor
  })

  // The link's token is checked on arrival ('Invalid token' needs no click).
  const { load } = form
  const checksOnArrival = start.value === 'checking'
  useEffect(() => {
    if (checksOnArrival) load()
  }, [checksOnArrival, load])

  // A language switch: the running actor calls the new language's ports.
  useFollow(started, ports, locale)

  const { actor } = form
  const { onDone } = options
  useEffect(() => {
    if (!actor || !onDone) return
    // The chart has two final states; only `done` goes on (`invalidToken` stays on the page).
    const subscription = actor.subscribe((snapshot) => {
      if (snapshot.value === 'done') onDone()
    })
    return () => subscription.unsubscribe()
  }, [actor, onDone])

  const snapshot = form.snapshot ?? start
  const state = String(snapshot.value)
  return {
    state,
    busy: form.waiting || state === 'submitting' || state === 'done',
    context: snapshot.context,
    send: form.send,
    prepare: form.load,
  }
}

const useFollow = (
  started: { readonly current: StartedEmailForm | null },
  ports: BrowserPorts,
  locale: Locale,
): void => {
  useEffect(() => {
    started.current?.follow(ports, locale)
  }, [started, ports, locale])
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
