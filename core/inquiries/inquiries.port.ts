/**
 * Sending an inquiry (the contact form, a streamer's application). The browser's adapter posts it to
 * REST API v1; refusals reject with the HTTP client's typed errors (`RateLimited`, `ApiError` with the
 * body's code or field errors). A taken message answers the fill-time token of the page's next one
 * (each token takes one message, ADR 0037).
 */
import type { ContactForm, StreamerApplicationForm } from './contact.schema.ts'

export interface InquiryGuardValues {
  /** The page's fill-time token. */
  readonly started: string
  /** The honeypot's value (empty from a person). */
  readonly website: string
}

/** A taken message: `started` is the token a next message of the page is sent with. */
export interface InquiryReceipt {
  readonly started: string
}

export interface InquiriesApi {
  sendContact(form: ContactForm, guard: InquiryGuardValues): Promise<InquiryReceipt>
  sendStreamerApplication(form: StreamerApplicationForm, guard: InquiryGuardValues): Promise<InquiryReceipt>
}
