/** What the inquiries' use cases need from outside: the organisers' mail. */
import type { InquiryKind } from '#core/inquiries/inquiries.api.ts'
import type { Locale } from '#core/shared/i18n/locale.ts'

/** A new inquiry for the organisers' address, as typed (the mail escapes it). */
export interface InquiryMail {
  readonly to: string
  readonly kind: InquiryKind
  /** The sender's page language (the organisers answer in it). */
  readonly locale: Locale
  readonly fields: Readonly<Record<string, string>>
  /** ISO 8601. */
  readonly receivedAt: string
}

export interface InquiryMailer {
  inquiryReceived(mail: InquiryMail): Promise<void>
}

/** A reply from the inbox to the person who wrote, in their language, quoting their message. */
export interface InquiryReplyMail {
  readonly to: string
  readonly inquiryId: string
  readonly replyId: string
  readonly kind: InquiryKind
  /** The sender's page language: the reply's. */
  readonly locale: Locale
  readonly name: string
  /** What they wrote, quoted under the reply. */
  readonly message: string
  /** ISO 8601: when they wrote it. */
  readonly receivedAt: string
  readonly text: string
}

export interface InquiryReplyMailer {
  reply(mail: InquiryReplyMail): Promise<void>
}
