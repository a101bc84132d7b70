/**
 * core's InquiriesApi over REST API v1 (`core/inquiries/inquiries.api.ts`): the contact form and the
 * streamer application, sent without a session (both are open to guests) with the page's anti-spam
 * fields; a taken message answers the token of the page's next one. Refusals reject with the client's
 * typed errors (`RateLimited`, `ApiError` with the body);
 * an expired fill-time token with core's `FormRenewed`, carrying the fresh token the server handed.
 */
import { Schema } from 'effect'
import { INQUIRY_PATHS, InquiryFormExpired, InquiryReceived } from '#core/inquiries/inquiries.api.ts'
import type { InquiriesApi, InquiryGuardValues, InquiryReceipt } from '#core/inquiries/inquiries.port.ts'
import { hasTag } from '#core/shared/errors.ts'
import { FormRenewed } from '#core/shared/forms/form.machine.ts'
import type { ApiClient } from './api-client.ts'

const isFormExpired = Schema.is(InquiryFormExpired)
const isReceived = Schema.is(InquiryReceived)

export const createInquiriesApi = (client: ApiClient): InquiriesApi => {
  const send = async (path: string, form: object, guard: InquiryGuardValues): Promise<InquiryReceipt> => {
    try {
      const answer = await client.request('POST', path, { body: { ...form, ...guard }, auth: false })
      // The message is taken either way; without a next token the page's own is sent again, and the
      // server renews it then.
      return { started: isReceived(answer) ? answer.started : guard.started }
    } catch (error) {
      if (hasTag(error, 'ApiError') && isFormExpired(error.body))
        throw new FormRenewed({ token: error.body.started })
      throw error
    }
  }
  return {
    sendContact: (form, guard) => send(INQUIRY_PATHS.contact, form, guard),
    sendStreamerApplication: (form, guard) => send(INQUIRY_PATHS.streamerApplication, form, guard),
  }
}
