/**
 * The inquiry forms' machines started for a page (`core/inquiries/inquiry-forms.ts`), wired to the
 * API of the page's language. Loaded by `inquiry-form.ts` on the first focus in the form or at the
 * first submit (ADR 0027): this module is where XState, effect/Schema, ky and the form's chart come in.
 */
import { createApiClient } from '#adapters/http/api-client.ts'
import { asFieldsRefused } from '#adapters/http/field-errors.ts'
import { createInquiriesApi } from '#adapters/http/inquiries-api.ts'
import { HONEYPOT_FIELD, type InquiryKind } from '#core/inquiries/inquiries.api.ts'
import { provideInquiryForm } from '#core/inquiries/inquiry-forms.ts'
import type { FormInput } from '#core/shared/forms/form.machine.ts'
import type { Locale } from '#core/shared/i18n/locale.ts'
import { startFollowingActor } from '#ui/shared/app/following-actor.ts'
import type { BrowserPorts } from '#ui/shared/app/ports.ts'

// The inquiries go without a session: the client never asks for one.
const NO_SESSION = {
  getSession: async () => null,
  refreshToken: async () => {
    throw new Error('Inquiries need no token')
  },
}

type InquiryMachine = ReturnType<typeof provideInquiryForm>

// The token each kind's last taken message answered: the page's next message is sent with it.
const nextTokens = new Map<InquiryKind, string>()

// One machine per form, language and ports: a language switch keeps the chart (and the actor).
const machines = new Map<string, WeakMap<BrowserPorts, InquiryMachine>>()

/** What the page's honeypot holds when the form is sent (a person leaves it empty). */
const honeypot = (): string =>
  document.querySelector<HTMLInputElement>(`input[name="${HONEYPOT_FIELD}"]`)?.value ?? ''

const machineFor = (kind: InquiryKind, ports: BrowserPorts, locale: Locale): InquiryMachine => {
  const key = `${kind}:${locale}`
  const byPorts = machines.get(key) ?? new WeakMap<BrowserPorts, InquiryMachine>()
  machines.set(key, byPorts)
  let machine = byPorts.get(ports)
  if (!machine) {
    const client = createApiClient({ locale, session: NO_SESSION })
    machine = provideInquiryForm(
      kind,
      { inquiries: createInquiriesApi(client), notifier: ports.notifier },
      { honeypot, refine: asFieldsRefused, received: (started) => nextTokens.set(kind, started) },
    )
    byPorts.set(ports, machine)
  }
  return machine
}

/**
 * Starts a form's actor; `follow` hands it another language's API (a language switch); `nextStarted`
 * is the fill-time token a next message goes with, once this one is taken.
 */
export const startInquiryForm = (
  kind: InquiryKind,
  ports: BrowserPorts,
  locale: Locale,
  input: FormInput,
) => ({
  ...startFollowingActor(
    (nextPorts: BrowserPorts, nextLocale: Locale) => machineFor(kind, nextPorts, nextLocale),
    input,
    ports,
    locale,
  ),
  nextStarted: (): string | undefined => nextTokens.get(kind),
})

export type StartedInquiryForm = ReturnType<typeof startInquiryForm>
