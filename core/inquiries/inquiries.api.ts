/**
 * The contact form's and the streamer application's endpoints of REST API v1, shared by the server's
 * routes, its no-JavaScript form answers and the browser's adapter (docs/inquiries.md). Both are open
 * to guests; the body is the form's fields (snake_case on the wire) plus two anti-spam fields:
 *
 * - `started`: the signed, expiring token the page was rendered with (its issue time), by which the
 *   server tells how long the form took to fill (a minimum fill time that no client clock decides);
 *   each token takes one message;
 * - `website`: the honeypot, a field people never see; anything in it marks a bot.
 *
 * Answers: 201 `{status: 'received', started}`, with a token issued now for a next message; 400 field
 * errors; 400 `{code: 'form_expired', started}` for a missing, forged, expired or already used
 * `started`, with a token issued now to send the form again with; 400
 * `{code: 'not_sent'}` for a filled honeypot (it does not say why, ADR 0037); 400
 * `{code: 'sent_too_soon'}` for a form sent sooner than the minimum fill time (ADR 0053); 429 'Please
 * wait a few minutes' with `Retry-After`.
 */
import { Schema } from 'effect'
import { ContactForm, StreamerApplicationForm } from './contact.schema.ts'
import { HONEYPOT_FIELD, STARTED_FIELD } from './inquiry-fields.ts'

export { HONEYPOT_FIELD, STARTED_FIELD }

export const INQUIRY_PATHS = {
  /** POST `ContactForm` + anti-spam fields → 201. */
  contact: '/contact',
  /** POST `StreamerApplicationForm` + anti-spam fields → 201. */
  streamerApplication: '/streamer-applications',
} as const

/** What an inquiry is: the contact form or a streamer's application. */
export const INQUIRY_KINDS = ['contact', 'streamer'] as const
export type InquiryKind = (typeof INQUIRY_KINDS)[number]

/** The form of each kind: one rule in one place for the browser, the API and the page's own POST. */
export const INQUIRY_FORMS = {
  contact: ContactForm,
  streamer: StreamerApplicationForm,
} as const

/** The anti-spam fields every inquiry carries beside its form's. */
export const InquiryGuard = Schema.Struct({
  [STARTED_FIELD]: Schema.optional(Schema.String),
  [HONEYPOT_FIELD]: Schema.optional(Schema.String),
})

/** The JSON body of each endpoint: the form's fields and the anti-spam fields. */
export const ContactRequest = Schema.Struct({ ...ContactForm.fields, ...InquiryGuard.fields })
export const StreamerApplicationRequest = Schema.Struct({
  ...StreamerApplicationForm.fields,
  ...InquiryGuard.fields,
})

/** The codes of an inquiry's refusals other than field errors. */
export const INQUIRY_ERROR_CODES = {
  /** 400: the page's fill-time token is missing, forged or expired: send the form again. */
  formExpired: 'form_expired',
  /** 400: the message was not taken (what looks automated); says no more on purpose. */
  notSent: 'not_sent',
  /**
   * 400: sent sooner than a person fills the form (an autofilled one, say); the same `started` is
   * taken once the minimum fill time since the page's load has passed.
   */
  sentTooSoon: 'sent_too_soon',
} as const

/** 400 `form_expired`: the refusal, and a token issued now for the form to be sent again with. */
export const InquiryFormExpired = Schema.Struct({
  detail: Schema.String,
  code: Schema.Literal(INQUIRY_ERROR_CODES.formExpired),
  [STARTED_FIELD]: Schema.String,
})
export type InquiryFormExpired = typeof InquiryFormExpired.Type

/**
 * 201: the message is taken. Each fill-time token takes one message (ADR 0037), so `started` is a token
 * issued now for the page's next one.
 */
export const InquiryReceived = Schema.Struct({
  status: Schema.Literal('received'),
  [STARTED_FIELD]: Schema.String,
})
export type InquiryReceived = typeof InquiryReceived.Type
