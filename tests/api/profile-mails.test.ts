/**
 * The profile's mails (ProfileMailer of server/mail) over SMTP into a real SMTP server: the link to a
 * changed address and the notices of changes to the account, in both languages, with user data
 * escaped and the notice's own closing line.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { mail as enMail } from '#locales/en/mail.ts'
import { mail as ukMail } from '#locales/uk/mail.ts'
import { ACCOUNT_CHANGES } from '#server/accounts/ports.ts'
import { createAccountMailer } from '#server/mail/account-mailer.ts'
import { parseMail } from '#server/mail/parse-mail.ts'
import { createMailTransport, type MailTransport } from '#server/mail/transport.ts'
import { startSmtpServer, type TestSmtpServer } from './support/smtp.ts'

const FROM = 'Vatra Esports <no-reply@vatra.test>'
const PUBLIC_URL = 'https://vatra.test'
const HOSTILE_NICKNAME = '<img src=x onerror=alert(1)>'

describe('profile mails over SMTP', () => {
  let smtp: TestSmtpServer
  let transport: MailTransport
  let mailer: ReturnType<typeof createAccountMailer>

  beforeAll(async () => {
    smtp = await startSmtpServer()
    transport = createMailTransport({ smtpUrl: `smtp://127.0.0.1:${smtp.port}`, mailDir: '/nonexistent' })
    mailer = createAccountMailer({ transport, from: FROM, publicUrl: PUBLIC_URL })
  })
  afterAll(async () => {
    transport.close()
    await smtp.close()
  })
  beforeEach(() => {
    smtp.received.length = 0
  })

  const onlyMail = () => {
    expect(smtp.received).toHaveLength(1)
    const [received] = smtp.received
    if (!received) throw new Error('no mail')
    return { ...parseMail(received.raw), envelopeTo: received.to }
  }

  it('sends the link of a changed address to the new one, valid 24 hours, a path made absolute', async () => {
    await mailer.sendEmailChangeLink({
      to: 'olena.new@example.com',
      locale: 'uk',
      nickname: 'Olena',
      url: '/confirm-email/tok_Change-123',
    })
    const mail = onlyMail()
    expect(mail.envelopeTo).toEqual(['olena.new@example.com'])
    expect(mail.subject).toBe(ukMail.emailChange.subject)
    expect(mail.text).toContain('Вітаємо, Olena!')
    expect(mail.text).toContain(`${PUBLIC_URL}/confirm-email/tok_Change-123`)
    expect(mail.text).toContain(ukMail.emailChange.validity)
    expect(mail.text).toContain(ukMail.ignore)
    expect(mail.html).toContain(`href="${PUBLIC_URL}/confirm-email/tok_Change-123"`)
    expect(mail.headers.get('auto-submitted')).toEqual(['auto-generated'])
    expect(mail.headers.get('content-language')).toEqual(['uk'])
  })

  it('writes in English and escapes the nickname in the HTML part', async () => {
    await mailer.sendEmailChangeLink({
      to: 'olena.new@example.com',
      locale: 'en',
      nickname: HOSTILE_NICKNAME,
      url: `${PUBLIC_URL}/en/confirm-email/tok_Change-456`,
    })
    const mail = onlyMail()
    expect(mail.subject).toBe(enMail.emailChange.subject)
    expect(mail.text).toContain(`Hello, ${HOSTILE_NICKNAME}!`)
    expect(mail.html).not.toContain('<img')
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;')
  })

  it('V6.3.7 notices say what changed and how to take the account back, instead of “ignore this e-mail”', async () => {
    for (const locale of ['uk', 'en'] as const) {
      const texts = (locale === 'uk' ? ukMail : enMail).accountChanged
      const all = locale === 'uk' ? ukMail : enMail
      for (const change of ACCOUNT_CHANGES) {
        smtp.received.length = 0
        await mailer.sendAccountChanged({
          to: 'olena@example.com',
          locale,
          nickname: 'Olena',
          change,
          resetUrl: `${locale === 'en' ? '/en' : ''}/forgot-password/email`,
        })
        const mail = onlyMail()
        expect(mail.subject, `${locale} ${change}`).toBe(texts[change].subject)
        expect(mail.text).toContain(texts[change].intro)
        expect(mail.text).toContain(
          `${texts.action}:\n${PUBLIC_URL}${locale === 'en' ? '/en' : ''}/forgot-password/email`,
        )
        expect(mail.text).toContain(texts.closing)
        expect(mail.text).not.toContain(all.ignore)
        expect(mail.html).toContain(texts.closing)
      }
    }
  })

  it('refuses a link that is not http(s)', async () => {
    await expect(
      mailer.sendAccountChanged({
        to: 'olena@example.com',
        locale: 'uk',
        nickname: 'Olena',
        change: 'passwordChanged',
        resetUrl: 'javascript:alert(1)',
      }),
    ).rejects.toThrow(/http/)
    expect(smtp.received).toHaveLength(0)
  })
})
