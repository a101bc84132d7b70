/**
 * The inbox's reply through a real SMTP server (smtp-server on port 0): the envelope, the sender's
 * language, the quoted message, the threading headers under the message's stable Message-ID, and a
 * server that refuses for a while making the job fail and run again with the same Message-ID.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { InquiryReplyMail } from '#server/inquiries/index.ts'
import { createInquiryReplyMailer, inquiryMessageId } from '#server/integrations/mail/inquiry-reply-mailer.ts'
import { parseMail } from '#server/integrations/mail/parse-mail.ts'
import { createMailTransport, type MailTransport } from '#server/integrations/mail/transport.ts'
import { startSmtpServer, type TestSmtpServer } from './support/smtp.ts'

const reply: InquiryReplyMail = {
  to: 'guest@example.com',
  inquiryId: '0b0c6f7e-1d2a-4c3b-9e8f-112233445566',
  replyId: '7f6e5d4c-3b2a-4190-8e7d-665544332211',
  kind: 'streamer',
  locale: 'en',
  name: 'Ola <script>',
  message: 'I stream <b>every</b> evening.\nSee you!',
  // 15:30 in Kyiv (UTC+3 in summer).
  receivedAt: '2026-07-10T12:30:00.000Z',
  text: 'Welcome aboard: your page is up.',
}

describe('the inbox reply over SMTP', () => {
  let smtp: TestSmtpServer
  let transport: MailTransport

  beforeAll(async () => {
    smtp = await startSmtpServer()
    transport = createMailTransport({ smtpUrl: `smtp://127.0.0.1:${smtp.port}`, mailDir: '/nonexistent' })
  })
  afterAll(async () => {
    transport.close()
    await smtp.close()
  })

  it('threads the reply under the message, quoting it in the sender’s language', async () => {
    const mailer = createInquiryReplyMailer({
      transport,
      from: 'Vatra Esports <no-reply@vatra.test>',
      replyTo: 'team@vatra.test',
    })
    await mailer.reply(reply)
    const received = smtp.received.at(-1)
    expect(received?.from).toBe('no-reply@vatra.test')
    expect(received?.to).toEqual(['guest@example.com'])
    const mail = parseMail(received?.raw ?? '')
    const header = (name: string) => mail.headers.get(name.toLowerCase())
    const original = '<inquiry-0b0c6f7e-1d2a-4c3b-9e8f-112233445566@vatra.test>'
    expect(inquiryMessageId(reply.inquiryId, 'vatra.test')).toBe(original)
    expect(header('Message-ID')).toEqual([
      '<inquiry-0b0c6f7e-1d2a-4c3b-9e8f-112233445566-reply-7f6e5d4c-3b2a-4190-8e7d-665544332211@vatra.test>',
    ])
    expect(header('In-Reply-To')).toEqual([original])
    expect(header('References')).toEqual([original])
    expect(header('Reply-To')).toEqual(['team@vatra.test'])
    expect(header('Content-Language')).toEqual(['en'])
    expect(mail.subject).toBe('Re: your streamer application to Vatra Esports')
    expect(mail.text).toContain('Hello, Ola <script>!')
    expect(mail.text).toContain('On 10 Jul 2026 15:30 (Kyiv, UTC+3) you wrote:')
    expect(mail.text).toContain('> I stream <b>every</b> evening.\n> See you!')
    // The HTML part escapes what the stranger typed.
    expect(mail.html).toContain('Hello, Ola &lt;script&gt;!')
    expect(mail.html).toContain('I stream &lt;b&gt;every&lt;/b&gt; evening.')
  })

  it('rejects while the server refuses, so the job is retried', async () => {
    const mailer = createInquiryReplyMailer({ transport, from: 'no-reply@vatra.test', replyTo: undefined })
    smtp.refusing = true
    await expect(mailer.reply(reply)).rejects.toThrow()
    smtp.refusing = false
    await mailer.reply({ ...reply, locale: 'uk', kind: 'contact' })
    const mail = parseMail(smtp.received.at(-1)?.raw ?? '')
    expect(mail.headers.get('reply-to')).toBeUndefined()
    expect(mail.headers.get('content-language')).toEqual(['uk'])
    expect(mail.subject).toBe('Re: ваше звернення до Vatra Esports')
    expect(mail.text).toContain('10.07.2026 15:30 (Київ, UTC+3) ви написали:')
  })
})
