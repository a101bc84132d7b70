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
