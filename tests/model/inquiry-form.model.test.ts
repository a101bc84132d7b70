/**
 * An inquiry form whose fill-time token expired while it was open (ADR 0037): the server's refusal
 * hands a fresh token, which the browser's adapter reads from the body and the form's machine keeps,
 * so the same form is sent again with it, without a reload. The API is a fake client answering as
 * the server does (its wire format written here by hand).
 */
import { describe, expect, it } from 'vitest'
import { createActor, waitFor } from 'xstate'
import type { ApiClient } from '#adapters/http/api-client.ts'
import { createInquiriesApi } from '#adapters/http/inquiries-api.ts'
import { provideInquiryForm } from '#core/inquiries/inquiry-forms.ts'
import { ApiError } from '#core/shared/errors.ts'
import { message } from '#core/shared/validation/message.ts'
import { FakeNotifier } from '../fakes/notifier.ts'

const EXPIRED = 'mwaaaaaa.expired-token-of-the-page-rendered-a-day-ago-000000'
const FRESH = 'mwzzzzzz.fresh-token-issued-with-the-refusal-0000000000000000'
const CONTACT = { name: 'Олена Коваль', phone: '+380 67 123 4567', message: 'Хочемо провести турнір з CS2.' }

/** A client that answers each POST with the next of `answers` and keeps what was sent. */
const scriptedClient = (answers: ReadonlyArray<() => unknown>) => {
  const sent: Array<{ readonly path: string; readonly body: unknown }> = []
  let next = 0
  const client: ApiClient = {
    request: async (_method, path, options) => {
      sent.push({ path, body: options?.body })
      const answer = answers[next++]
      if (!answer) throw new Error('no more answers')
      return answer()
    },
    upload: async () => {
      throw new Error('no uploads here')
    },
    adoptTokens: async () => {},
    forgetTokens: () => {},
  }
  return { client, sent }
}

const formExpired = () => {
  throw new ApiError({
    status: 400,
    body: {
      code: 'form_expired',
      detail: 'The page was open too long. Please send the form again.',
      started: FRESH,
    },
  })
}

const NEXT = 'mwzzzzzz.next-token-issued-with-the-taken-message-000000000000'

const startForm = (answers: ReadonlyArray<() => unknown>) => {
  const { client, sent } = scriptedClient(answers)
  const notifier = new FakeNotifier()
  const received: string[] = []
  const machine = provideInquiryForm(
    'contact',
    { inquiries: createInquiriesApi(client), notifier },
    { honeypot: () => '', refine: (error) => error, received: (started) => received.push(started) },
  )
  // No check of the token on arrival (`checked`), as the page starts it: the server checks it.
  const actor = createActor(machine, {
    input: { token: EXPIRED, checked: {}, success: message('messageSent') },
  }).start()
  return { actor, sent, notifier, received }
}

describe('an inquiry form whose token expired', () => {
  it('takes the fresh token, says the form was renewed, and is sent again with it', async () => {
    const { actor, sent, notifier } = startForm([formExpired, () => ({ status: 'received', started: NEXT })])
    actor.send({ type: 'form.submit', values: CONTACT })
    const renewed = await waitFor(
      actor,
      (snapshot) => snapshot.matches('editing') && snapshot.context.error !== null,
    )
    expect(renewed.context.error).toEqual({ key: 'formRenewed' })
    expect(renewed.context.token).toBe(FRESH)

    actor.send({ type: 'form.submit', values: CONTACT })
    await waitFor(actor, (snapshot) => snapshot.matches('done'))
    expect(sent).toEqual([
      { path: '/contact', body: { ...CONTACT, phone: '+380671234567', started: EXPIRED, website: '' } },
      { path: '/contact', body: { ...CONTACT, phone: '+380671234567', started: FRESH, website: '' } },
    ])
    expect(notifier.keys()).toEqual(['success:messageSent'])
  })

  it('keeps its token when a refusal hands none (a 400 without a fresh token is a failure)', async () => {
    const { actor } = startForm([
      () => {
        throw new ApiError({ status: 400, body: { code: 'form_expired', detail: 'Expired' } })
      },
    ])
    actor.send({ type: 'form.submit', values: CONTACT })
    const failed = await waitFor(
      actor,
      (snapshot) => snapshot.matches('editing') && snapshot.context.error !== null,
    )
    expect(failed.context.error).toEqual({ key: 'formExpired' })
    expect(failed.context.token).toBe(EXPIRED)
  })
})

describe('an inquiry form whose message is taken', () => {
  it('hands the token the server answered for the page’s next message (each token takes one)', async () => {
    const { actor, received } = startForm([() => ({ status: 'received', started: NEXT })])
    actor.send({ type: 'form.submit', values: CONTACT })
    await waitFor(actor, (snapshot) => snapshot.matches('done'))
    expect(received).toEqual([NEXT])
  })

  it('hands the page’s own token again when the answer carries none (the server then renews it)', async () => {
    const { actor, received } = startForm([() => ({ status: 'received' })])
    actor.send({ type: 'form.submit', values: CONTACT })
    await waitFor(actor, (snapshot) => snapshot.matches('done'))
    expect(received).toEqual([EXPIRED])
  })
})

describe('an inquiry form sent sooner than a person fills it (autofill)', () => {
  it('says it was quick, and the same form goes again with the same token', async () => {
    const abroad = { ...CONTACT, phone: '+48 601 234 567' }
    const { actor, sent, notifier } = startForm([
      () => {
        throw new ApiError({
          status: 400,
          body: {
            code: 'sent_too_soon',
            detail: 'That was quick: please check your message and send it again.',
          },
        })
      },
      () => ({ status: 'received', started: NEXT }),
    ])
    actor.send({ type: 'form.submit', values: abroad })
    const quick = await waitFor(
      actor,
      (snapshot) => snapshot.matches('editing') && snapshot.context.error !== null,
    )
    expect(quick.context.error).toEqual({ key: 'sentTooSoon' })
    expect(quick.context.token).toBe(EXPIRED)

    actor.send({ type: 'form.submit', values: abroad })
    await waitFor(actor, (snapshot) => snapshot.matches('done'))
    expect(sent).toEqual([
      { path: '/contact', body: { ...abroad, phone: '+48601234567', started: EXPIRED, website: '' } },
      { path: '/contact', body: { ...abroad, phone: '+48601234567', started: EXPIRED, website: '' } },
    ])
    expect(notifier.keys()).toEqual(['success:messageSent'])
  })
})
