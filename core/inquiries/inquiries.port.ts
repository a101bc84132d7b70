/**
 * Sending an inquiry (the contact form, a streamer's application). The browser's adapter posts it to
 * REST API v1; refusals reject with the HTTP client's typed errors (`RateLimited`, `ApiError` with the
 * body's code or field errors).
 */
import type { ContactForm, StreamerApplicationForm } from './contact.schema.ts'

export interface InquiryGuardValues {
  /** The page's fill-time token. */
  readonly started: string
  /** The honeypot's value (empty from a person). */
  readonly website: string
}

export interface InquiriesApi {
  sendContact(form: ContactForm, guard: InquiryGuardValues): Promise<void>
  sendStreamerApplication(form: StreamerApplicationForm, guard: InquiryGuardValues): Promise<void>
}
