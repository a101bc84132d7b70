/**
 * The inbox's reply to a person who wrote (docs/inquiries.md "The inbox"): in the language of the page
 * they wrote from, their message quoted under the reply, threaded under a stable Message-ID of their
 * message (`In-Reply-To`, `References`) so their mail program keeps the conversation together. Sent by
 * the `inquiry-reply` job's worker; `Reply-To` is the organisers' address when there is one.
 */
import { Schema } from 'effect'
import { INQUIRY_KINDS } from '#core/inquiries/inquiries.api.ts'
import { formatKyivDateTime } from '#core/shared/format/datetime.ts'
import { LOCALES } from '#core/shared/i18n/locale.ts'
import { interpolate } from '#core/shared/validation/message.ts'
import type { InquiryReplyMail, InquiryReplyMailer } from '#server/inquiries/ports.ts'
import { defineJobType, type JobQueue } from '#server/platform/jobs/queue.ts'
import { escapeHtml, MAIL_TEXTS } from './templates.ts'
import type { MailTransport } from './transport.ts'

const InquiryReplyJob = Schema.Struct({
  to: Schema.String,
  inquiryId: Schema.String,
  replyId: Schema.String,
  kind: Schema.Literals(INQUIRY_KINDS),
  locale: Schema.Literals(LOCALES),
  name: Schema.String,
  message: Schema.String,
  receivedAt: Schema.String,
  text: Schema.String,
})

export const INQUIRY_REPLY_JOB = defineJobType('inquiry-reply', InquiryReplyJob)

/** The domain of the sender's address (`Name <no-reply@example.org>` → `example.org`). */
export const mailDomain = (from: string): string => {
  const at = from.lastIndexOf('@')
  const afterAt = at < 0 ? '' : from.slice(at + 1)
  const close = afterAt.indexOf('>')
  const domain = (close < 0 ? afterAt : afterAt.slice(0, close)).trim()
  return domain === '' ? 'localhost' : domain
}

/** The stable Message-ID of an inquiry: what every reply to it names in `In-Reply-To`. */
export const inquiryMessageId = (inquiryId: string, domain: string): string =>
  `<inquiry-${inquiryId}@${domain}>`

const quote = (text: string): string =>
  text
    .split(/\r?\n/u)
    .map((line) => `> ${line}`)
    .join('\n')

export const renderInquiryReply = (mail: InquiryReplyMail) => {
  const texts = MAIL_TEXTS[mail.locale]
  const reply = texts.inquiries.reply
  const subject = mail.kind === 'contact' ? reply.subjectContact : reply.subjectStreamer
  const greeting = interpolate(mail.locale, reply.greeting, { name: mail.name.replace(/\s+/gu, ' ') })
  const quoted = interpolate(mail.locale, reply.quoted, {
    date: formatKyivDateTime(mail.receivedAt, texts.kyiv, mail.locale),
  })
  const text = [greeting, '', mail.text, '', reply.closing, '', quoted, quote(mail.message)].join('\n')
  const paragraphs = (value: string) => `<p style="white-space:pre-wrap">${escapeHtml(value)}</p>`
  const html = [
    `<!doctype html><html lang="${mail.locale}"><head><meta charset="utf-8">`,
    `<title>${escapeHtml(subject)}</title></head><body style="font-family:Arial,sans-serif">`,
    `<p>${escapeHtml(greeting)}</p>`,
    paragraphs(mail.text),
    `<p style="color:#555">${escapeHtml(reply.closing)}</p>`,
    `<p>${escapeHtml(quoted)}</p>`,
    `<blockquote style="margin:0 0 0 8px;padding-left:8px;border-left:3px solid #ccc;white-space:pre-wrap">${escapeHtml(mail.message)}</blockquote>`,
    '</body></html>',
  ].join('')
  return { subject, text, html }
}

export const createInquiryReplyMailer = ({
  transport,
  from,
  replyTo,
}: {
  readonly transport: MailTransport
  readonly from: string
  /** The organisers' address (`CONTACT_EMAIL`): where the person's answer goes. */
  readonly replyTo: string | undefined
}): InquiryReplyMailer => {
  const domain = mailDomain(from)
  return {
    reply: async (mail) => {
      const { subject, text, html } = renderInquiryReply(mail)
      const original = inquiryMessageId(mail.inquiryId, domain)
      await transport.send({
        from,
        to: mail.to,
        subject,
        text,
        html,
        headers: {
          // Stable per reply: a job run again after a lost acknowledgement sends the same message.
          'Message-ID': `<inquiry-${mail.inquiryId}-reply-${mail.replyId}@${domain}>`,
          'In-Reply-To': original,
          References: original,
          'Content-Language': mail.locale,
          ...(replyTo ? { 'Reply-To': replyTo } : {}),
        },
      })
    },
  }
}

/** The use case's side: the reply becomes a job, in the transaction that keeps it. */
export const createQueuedInquiryReplyMailer = (jobs: Pick<JobQueue, 'enqueue'>): InquiryReplyMailer => ({
  reply: (mail) => jobs.enqueue(INQUIRY_REPLY_JOB, mail),
})

/** The worker's side: a refused mail rejects, so the job is retried. */
export const handleInquiryReplyJobs = (jobs: Pick<JobQueue, 'handle'>, mailer: InquiryReplyMailer): void =>
  jobs.handle(INQUIRY_REPLY_JOB, (job) => mailer.reply(job))
