/**
 * core's InquiriesApi over REST API v1 (`core/inquiries/inquiries.api.ts`): the contact form and the
 * streamer application, sent without a session (both are open to guests) with the page's anti-spam
 * fields. Refusals reject with the client's typed errors (`RateLimited`, `ApiError` with the body).
 */
import { INQUIRY_PATHS } from '#core/inquiries/inquiries.api.ts'
import type { InquiriesApi } from '#core/inquiries/inquiries.port.ts'
import type { ApiClient } from './api-client.ts'

export const createInquiriesApi = (client: ApiClient): InquiriesApi => ({
  sendContact: async (form, guard) => {
    await client.request('POST', INQUIRY_PATHS.contact, { body: { ...form, ...guard }, auth: false })
  },
  sendStreamerApplication: async (form, guard) => {
    await client.request('POST', INQUIRY_PATHS.streamerApplication, {
      body: { ...form, ...guard },
      auth: false,
    })
  },
})
