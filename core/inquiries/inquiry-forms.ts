/**
 * The two inquiry forms' machines: the shared form chart (`core/shared/forms/form.machine.ts`) with
 * the inquiry port as its `submit`. The form's `token` slot carries the page's fill-time token (never
 * checked on arrival: the server checks it with the message). A refusal the server explains by field
 * lands at the field; 'Please wait a few minutes' and the other refusals above the button; the typed
 * values stay in the form either way. Success toasts 'Message sent' and ends in `done`, and hands the
 * token the server answered for the page's next message to the wiring (`received`): each fill-time
 * token takes one message.
 */
import { fromPromise } from 'xstate'
import { createFormMachine, type SubmitInput } from '#core/shared/forms/form.machine.ts'
import type { FormMessage } from '#core/shared/forms/form-context.ts'
import type { Notifier, ToastKind } from '#core/shared/ports/notifier.ts'
import { ContactForm, StreamerApplicationForm } from './contact.schema.ts'
import type { InquiryKind } from './inquiries.api.ts'
import type { InquiriesApi, InquiryReceipt } from './inquiries.port.ts'

export const contactForm = createFormMachine(ContactForm)
export const streamerApplicationForm = createFormMachine(StreamerApplicationForm)

export interface InquiryWiring {
  /** The honeypot's value when sent (a person leaves it empty). */
  readonly honeypot: () => string
  /** Turns an adapter's failure into what the machine reads (a 400 with field errors: `FieldsRefused`). */
  readonly refine: (error: unknown) => unknown | Promise<unknown>
  /** Keeps the token a taken message answered, for the page's next message (ADR 0037). */
  readonly received: (started: string) => void
}

interface InquiryPorts {
  readonly inquiries: InquiriesApi
  readonly notifier: Notifier
}

const guardOf = (input: { readonly token: string | null }, wiring: InquiryWiring) => ({
  started: input.token ?? '',
  website: wiring.honeypot(),
})

const refined = async (wiring: InquiryWiring, call: () => Promise<InquiryReceipt>): Promise<void> => {
  let receipt: InquiryReceipt
  try {
    receipt = await call()
  } catch (error) {
    throw await wiring.refine(error)
  }
  wiring.received(receipt.started)
}

const notify = (ports: InquiryPorts) => ({
  notify: (_: unknown, params: { kind: ToastKind; message: FormMessage }) => ports.notifier.notify(params),
})

export const provideInquiryForm = (kind: InquiryKind, ports: InquiryPorts, wiring: InquiryWiring) =>
  kind === 'contact'
    ? contactForm.provide({
        actors: {
          submit: fromPromise(({ input }: { input: SubmitInput<ContactForm> }) =>
            refined(wiring, () => ports.inquiries.sendContact(input.values, guardOf(input, wiring))),
          ),
        },
        actions: notify(ports),
      })
    : streamerApplicationForm.provide({
        actors: {
          submit: fromPromise(({ input }: { input: SubmitInput<StreamerApplicationForm> }) =>
            refined(wiring, () =>
              ports.inquiries.sendStreamerApplication(input.values, guardOf(input, wiring)),
            ),
          ),
        },
        actions: notify(ports),
      })
