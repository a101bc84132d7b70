/**
 * Runs an inquiry form for a page (the contact form, the streamer application). The page renders the
 * form at once from what the server rendered (also the server's answer to the form sent without
 * JavaScript: its messages, values and success state); the machine loads on the first focus in the
 * form or at the first submit (ADR 0027). A language switch keeps the actor, so typed values and
 * shown errors stay, translated again.
 */
import { useEffect, useRef, useState } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import type { InquiryKind } from '#core/inquiries/inquiries.api.ts'
import type { FormContext, FormEvent, FormInput } from '#core/shared/forms/form.machine.ts'
import { formContextOf } from '#core/shared/forms/form-context.ts'
import { message } from '#core/shared/validation/message.ts'
import { useLazyActor } from '#ui/shared/app/lazy-actor.ts'
import { usePorts } from '#ui/shared/app/ports.ts'
import type { StartedInquiryForm } from './inquiry-form-actor.ts'

export interface InquiryFormView {
  /** `editing`, `submitting` or `done` (the message was taken). */
  readonly state: string
  readonly busy: boolean
  readonly context: FormContext
  send(event: FormEvent): void
  prepare(): void
  /** The fill-time token of a next message, once this one is taken (each token takes one message). */
  nextStarted(): string | undefined
}

interface FormSnapshot {
  readonly value: unknown
  readonly context: FormContext
}

/**
 * `started`: the page's fill-time token (`+data.ts`); `fresh`: a new form after a sent one (the
 * server's answer to a form sent without JavaScript no longer applies).
 */
export const useInquiryForm = (kind: InquiryKind, started: string, fresh: boolean): InquiryFormView => {
  const ports = usePorts()
  const { locale, postedForm: answered } = usePageContext()
  const postedForm = fresh ? null : answered
  const input: FormInput = {
    token: started,
    // No check of the token on arrival: the server checks it with the message.
    checked: {},
    error: postedForm?.error ?? null,
    fieldErrors: postedForm?.fieldErrors ?? {},
    serverErrors: postedForm?.serverErrors ?? {},
    success: message('messageSent'),
  }
  const [start] = useState(() => ({
    value: postedForm?.sent ? 'done' : 'editing',
    context: formContextOf(input),
  }))
  const live = useRef<StartedInquiryForm | null>(null)
  const form = useLazyActor<FormSnapshot, FormEvent>(async () => {
    const { startInquiryForm } = await import('./inquiry-form-actor.ts')
    live.current = startInquiryForm(kind, ports, locale, input)
    return live.current.actor
  })
  useEffect(() => {
    live.current?.follow(ports, locale)
  }, [ports, locale])
  const snapshot = form.snapshot ?? start
  const state = String(snapshot.value)
  return {
    state,
    busy: form.waiting || state === 'submitting',
    context: snapshot.context,
    send: form.send,
    prepare: form.load,
    nextStarted: () => live.current?.nextStarted(),
  }
}
