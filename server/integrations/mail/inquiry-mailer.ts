/**
 * The organisers' mail about a new inquiry (the contact form, a streamer's application): in the
 * site's default language, every field as the sender typed it, escaped in the HTML part (the text is
 * a stranger's), with a plain-text alternative. Sent by the `inquiry-mail` job's worker.
 */
import { formatKyivDateTime } from '#core/shared/format/datetime.ts'
import { DEFAULT_LOCALE } from '#core/shared/i18n/locale.ts'
import { interpolate } from '#core/shared/validation/message.ts'
import type { InquiryMail, InquiryMailer } from '#server/inquiries/ports.ts'
import { escapeHtml, MAIL_TEXTS } from '#server/integrations/mail/templates.ts'
import type { MailTransport } from '#server/integrations/mail/transport.ts'

const FIELD_ORDER = ['name', 'phone', 'twitch', 'discord', 'youtube', 'message'] as const

export const renderInquiryMail = (mail: InquiryMail) => {
  const texts = MAIL_TEXTS[DEFAULT_LOCALE].inquiries
  const contact = mail.kind === 'contact'
  const subject = interpolate(DEFAULT_LOCALE, contact ? texts.subjectContact : texts.subjectStreamer, {
    // A subject is one line.
    name: (mail.fields.name ?? '').replace(/\s+/g, ' '),
  })
  const rows: Array<readonly [string, string]> = []
  for (const field of FIELD_ORDER) {
    const value = mail.fields[field]
    if (value !== undefined && value !== '') rows.push([texts[field], value])
  }
  rows.push(
    [texts.locale, mail.locale],
    [texts.receivedAt, formatKyivDateTime(mail.receivedAt, MAIL_TEXTS[DEFAULT_LOCALE].kyiv)],
  )
  const intro = contact ? texts.introContact : texts.introStreamer
  const text = [intro, '', ...rows.map(([label, value]) => `${label}: ${value}`), '', texts.closing].join(
    '\n',
  )
  const html = [
    '<!doctype html><html lang="uk"><head><meta charset="utf-8">',
    `<title>${escapeHtml(subject)}</title></head><body style="font-family:Arial,sans-serif">`,
    `<p>${escapeHtml(intro)}</p><table cellpadding="6" style="border-collapse:collapse">`,
    ...rows.map(
      ([label, value]) =>
        `<tr><th align="left" valign="top">${escapeHtml(label)}</th><td style="white-space:pre-wrap">${escapeHtml(value)}</td></tr>`,
    ),
    `</table><p style="color:#555">${escapeHtml(texts.closing)}</p></body></html>`,
  ].join('')
  return { subject, text, html }
}

export const createInquiryMailer = ({
  transport,
  from,
}: {
  readonly transport: MailTransport
  readonly from: string
}): InquiryMailer => ({
  inquiryReceived: async (mail) => {
    const { subject, text, html } = renderInquiryMail(mail)
    await transport.send({
      from,
      to: mail.to,
      subject,
      text,
      html,
      headers: { 'Auto-Submitted': 'auto-generated', 'Content-Language': DEFAULT_LOCALE },
    })
  },
})
