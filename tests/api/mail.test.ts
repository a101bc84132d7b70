/**
 * The account mails (server/integrations/mail) for real, the profile's too: through nodemailer's SMTP transport into
 * an SMTP server started by the test (support/smtp.ts), and into the file outbox, read back with the
 * outbox reader.
 */
import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { mail as enMail } from '#locales/en/mail.ts'
import { mail as ukMail } from '#locales/uk/mail.ts'
import { ACCOUNT_CHANGES, type AccountMailer, type ProfileMailer } from '#server/accounts/ports.ts'
import { createAccountMailer } from '#server/integrations/mail/account-mailer.ts'
import { decodeEncodedWords, decodeQuotedPrintable, parseMail } from '#server/integrations/mail/parse-mail.ts'
import { readOutboxMails } from '#server/integrations/mail/read-outbox.ts'
import { createMailTransport, type MailTransport } from '#server/integrations/mail/transport.ts'
import { outboxPaths } from '#server/integrations/outbox.ts'
import { SMTP_PASSWORD, SMTP_USER, startSmtpServer, type TestSmtpServer } from './support/smtp.ts'

const FROM = 'Vatra Esports <no-reply@vatra.test>'
const PUBLIC_URL = 'https://vatra.test'
const HOSTILE_NICKNAME = '<img src=x onerror=alert(1)>'
const CONFIRM_URL = 'https://vatra.test/register/confirm/tok_Reg-123'
const RESET_URL = 'https://vatra.test/en/forgot-password/tok_Reset-456'

let workDir: string
beforeAll(async () => {
  workDir = await mkdtemp(join(tmpdir(), 'vatra-mail-'))
})
afterAll(async () => {
  await rm(workDir, { recursive: true, force: true })
})

describe('mails over SMTP (a real SMTP server)', () => {
  let smtp: TestSmtpServer
  let transport: MailTransport
  let mailer: AccountMailer & ProfileMailer
  let mailDir: string

  beforeAll(async () => {
    smtp = await startSmtpServer()
    mailDir = join(workDir, 'smtp-mode-outbox')
    transport = createMailTransport({ smtpUrl: `smtp://127.0.0.1:${smtp.port}`, mailDir })
    mailer = createAccountMailer({ transport, from: FROM, publicUrl: PUBLIC_URL })
  })
  afterAll(async () => {
    transport.close()
    await smtp.close()
  })
  beforeEach(() => {
    smtp.received.length = 0
  })

  const onlyMessage = () => {
    expect(smtp.received).toHaveLength(1)
    const [message] = smtp.received
    if (!message) throw new Error('no message')
    return { ...message, parsed: parseMail(message.raw), source: message.raw.toString('utf8') }
  }

  it('delivers the registration link in Ukrainian, HTML and plain text, valid 24 hours', async () => {
    expect(transport.kind).toBe('smtp')
    await mailer.sendRegistrationLink({
      to: 'olena@example.com',
      locale: 'uk',
      nickname: 'Olena',
      url: CONFIRM_URL,
    })
    const { from, to, parsed, source } = onlyMessage()
    expect(from).toBe('no-reply@vatra.test')
    expect(to).toEqual(['olena@example.com'])
    expect(parsed.to).toBe('olena@example.com')
    expect(parsed.from).toBe(FROM)
    expect(parsed.subject).toBe('Підтвердіть реєстрацію у Vatra Esports')
    expect(source).toMatch(/^Content-Type: multipart\/alternative;/m)
    expect(parsed.headers.get('content-language')).toEqual(['uk'])
    expect(parsed.headers.get('auto-submitted')).toEqual(['auto-generated'])

    expect(parsed.text).toContain('Вітаємо, Olena!')
    expect(parsed.text).toContain(CONFIRM_URL)
    expect(parsed.text).toContain('Посилання дійсне 24 години')
    expect(parsed.text).toContain('Якщо ви цього не робили, просто проігноруйте цей лист')
    expect(parsed.text).not.toMatch(/<[a-z]/i)

    expect(parsed.html).toContain('<html lang="uk">')
    expect(parsed.html).toContain(`<a href="${CONFIRM_URL}"`)
    expect(parsed.html).toContain('Підтвердити реєстрацію')
    expect(parsed.html).toContain('Посилання дійсне 24 години')
    expect(parsed.html).toContain('проігноруйте цей лист')
  })

  it('V1.2.1 encodes user data for HTML: a hostile nickname is text, never markup', async () => {
    await mailer.sendRegistrationLink({
      to: 'mallory@example.com',
      locale: 'en',
      nickname: HOSTILE_NICKNAME,
      url: CONFIRM_URL,
    })
    const { parsed } = onlyMessage()
    expect(parsed.html).toContain('Hello, &lt;img src=x onerror=alert(1)&gt;!')
    expect(parsed.html).not.toContain('<img')
    expect(parsed.html).not.toMatch(/onerror=alert\(1\)>/)
    // The plain-text part shows the nickname as the person typed it.
    expect(parsed.text).toContain(`Hello, ${HOSTILE_NICKNAME}!`)
  })

  it('delivers the password reset in English, valid 1 hour', async () => {
    await mailer.sendPasswordReset({ to: 'sam@example.com', locale: 'en', url: RESET_URL })
    const { to, parsed } = onlyMessage()
    expect(to).toEqual(['sam@example.com'])
    expect(parsed.subject).toBe('Reset your Vatra Esports password')
    for (const part of [parsed.text, parsed.html]) {
      expect(part).toContain(RESET_URL)
      expect(part).toContain('valid for 1 hour')
      expect(part).toContain('If you did not ask for this, just ignore this e-mail')
    }
    expect(parsed.html).toContain('<html lang="en">')
  })

  it('tells a known address to sign in or reset, with both links made absolute', async () => {
    await mailer.sendAlreadyRegistered({
      to: 'known@example.com',
      locale: 'uk',
      loginUrl: '/login',
      resetUrl: '/forgot-password/email',
    })
    const { parsed } = onlyMessage()
    expect(parsed.subject).toBe('Ця адреса вже зареєстрована у Vatra Esports')
    for (const part of [parsed.text, parsed.html]) {
      expect(part).toContain('https://vatra.test/login')
      expect(part).toContain('https://vatra.test/forgot-password/email')
    }
    expect(parsed.html).toContain('<a href="https://vatra.test/login"')
  })

  it('signs in with the credentials of SMTP_URL', async () => {
    const authenticated = createMailTransport({
      smtpUrl: `smtp://${SMTP_USER}:${encodeURIComponent(SMTP_PASSWORD)}@127.0.0.1:${smtp.port}`,
      mailDir,
    })
    try {
      await createAccountMailer({ transport: authenticated, from: FROM }).sendPasswordReset({
        to: 'auth@example.com',
        locale: 'uk',
        url: RESET_URL,
      })
    } finally {
      authenticated.close()
    }
    expect(onlyMessage().user).toBe(SMTP_USER)
  })

  it('rejects when the SMTP server refuses the recipient', async () => {
    await expect(
      mailer.sendPasswordReset({ to: 'nobody@refused.test', locale: 'en', url: RESET_URL }),
    ).rejects.toThrow(/Mailbox unavailable/)
    expect(smtp.received).toHaveLength(0)
  })

  describe('the profile’s mails (ProfileMailer)', () => {
    it('sends the link of a changed address to the new one, valid 24 hours, a path made absolute', async () => {
      await mailer.sendEmailChangeLink({
        to: 'olena.new@example.com',
        locale: 'uk',
        nickname: 'Olena',
        url: '/confirm-email/tok_Change-123',
      })
      const { to, parsed: mail } = onlyMessage()
      expect(to).toEqual(['olena.new@example.com'])
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
      const { parsed: mail } = onlyMessage()
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
          const { parsed: mail } = onlyMessage()
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

  it('writes nothing to the outbox while SMTP is configured', async () => {
    await expect(stat(mailDir)).rejects.toMatchObject({ code: 'ENOENT' })
  })
})

describe('mails in the file outbox', () => {
  let mailDir: string
  let mailer: AccountMailer
  let transport: MailTransport

  beforeAll(async () => {
    mailDir = outboxPaths(join(workDir, 'data')).mailDir
    transport = createMailTransport({ smtpUrl: undefined, mailDir })
    mailer = createAccountMailer({ transport, from: FROM, publicUrl: `${PUBLIC_URL}/` })
    await mailer.sendRegistrationLink({
      to: 'olena@example.com',
      locale: 'uk',
      nickname: HOSTILE_NICKNAME,
      url: '/register/confirm/tok_Reg-123',
    })
    await mailer.sendPasswordReset({
      to: 'sam@example.com',
      locale: 'en',
      url: '/en/forgot-password/tok_Reset-456',
    })
    await mailer.sendAlreadyRegistered({
      to: 'known@example.com',
      locale: 'en',
      loginUrl: '/en/login',
      resetUrl: '/en/forgot-password/email',
    })
  })
  afterAll(() => transport.close())

  it('writes one RFC 5322 .eml file per mail, named by time, whole (no temporary file left)', async () => {
    expect(transport.kind).toBe('outbox')
    const names = (await readdir(mailDir)).sort()
    expect(names).toHaveLength(3)
    for (const name of names) {
      expect(name).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}\.\d{3}Z-\d{6}-[0-9a-f]{8}\.eml$/)
      const raw = await readFile(join(mailDir, name), 'latin1')
      const [head = '', body = ''] = raw.split('\r\n\r\n')
      for (const field of ['From', 'To', 'Subject', 'Date', 'Message-ID', 'MIME-Version', 'Content-Type']) {
        expect(head).toMatch(new RegExp(`^${field}: \\S`, 'm'))
      }
      expect(raw.replaceAll('\r\n', '')).not.toContain('\n')
      expect(head).toMatch(/^Date: [A-Z][a-z]{2}, \d{1,2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} [+-]\d{4}$/m)
      expect(body.length).toBeGreaterThan(0)
      // Only ASCII on the wire: non-ASCII text is transfer-encoded.
      expect(raw).toMatch(/^[\x20-\x7e\r\n\t]*$/)
      expect((await stat(join(mailDir, name))).mode & 0o077).toBe(0)
    }
  })

  it('reads the mails back in order, in the language each was written in', async () => {
    const mails = await readOutboxMails(mailDir)
    expect(mails.map((mail) => mail.to)).toEqual([
      'olena@example.com',
      'sam@example.com',
      'known@example.com',
    ])
    const [registration, reset, known] = mails
    if (!registration || !reset || !known) throw new Error('missing mails')

    expect(registration.file.startsWith(mailDir)).toBe(true)
    expect(registration.subject).toBe('Підтвердіть реєстрацію у Vatra Esports')
    expect(registration.text).toContain('https://vatra.test/register/confirm/tok_Reg-123')
    expect(registration.text).toContain('Посилання дійсне 24 години')
    expect(registration.html).toContain('<a href="https://vatra.test/register/confirm/tok_Reg-123"')
    expect(registration.html).toContain('&lt;img src=x onerror=alert(1)&gt;')
    expect(registration.html).not.toContain('<img')

    expect(reset.subject).toBe('Reset your Vatra Esports password')
    expect(reset.text).toContain('https://vatra.test/en/forgot-password/tok_Reset-456')
    expect(reset.text).toContain('The link is valid for 1 hour and works only once.')
    expect(reset.html).toContain('href="https://vatra.test/en"')

    expect(known.subject).toBe('This address is already registered at Vatra Esports')
    expect(known.text).toContain('https://vatra.test/en/login')
    expect(known.text).toContain('https://vatra.test/en/forgot-password/email')
  })

  it('reads an absent outbox as empty', async () => {
    await expect(readOutboxMails(join(workDir, 'no-such-folder'))).resolves.toEqual([])
  })

  it('V1.2.2 refuses to put a link with an unsafe scheme in a mail', async () => {
    const before = (await readdir(mailDir)).length
    await expect(
      mailer.sendPasswordReset({ to: 'x@example.com', locale: 'en', url: 'javascript:alert(1)' }),
    ).rejects.toThrow(/http\(s\)/)
    await expect(
      createAccountMailer({ transport, from: FROM }).sendPasswordReset({
        to: 'x@example.com',
        locale: 'en',
        url: '/forgot-password/relative-without-origin',
      }),
    ).rejects.toThrow(/absolute URL/)
    expect(await readdir(mailDir)).toHaveLength(before)
  })
})

describe('the mail reader', () => {
  it('decodes quoted-printable with soft line breaks and UTF-8 bytes', () => {
    expect(decodeQuotedPrintable('Caf=C3=A9 =\r\nau lait=3D=\nok   \r\nnext').toString('utf8')).toBe(
      'Café au lait=ok\r\nnext',
    )
  })

  it('decodes RFC 2047 words, joining a character split across two words', () => {
    // "Ї" is D0 87 in UTF-8: split between two encoded words.
    expect(decodeEncodedWords('=?UTF-8?Q?=D0?= =?UTF-8?Q?=87_and?= plain =?utf-8?B?0YLQtdC60YHRgg==?=')).toBe(
      'Ї and plain текст',
    )
    expect(decodeEncodedWords('no words here')).toBe('no words here')
  })

  it('finds both alternatives in nested multiparts and skips attachments', () => {
    const raw = [
      'From: a@example.com',
      'To: =?UTF-8?B?0J7Qu9C10L3QsA==?= <olena@example.com>',
      'Subject: =?ISO-8859-1?Q?Caf=E9?=',
      'MIME-Version: 1.0',
      'Content-Type: multipart/mixed; boundary="outer"',
      '',
      'preamble',
      '--outer',
      'Content-Type: multipart/alternative;',
      ' boundary=inner',
      '',
      '--inner',
      'Content-Type: text/plain; charset=utf-8',
      'Content-Transfer-Encoding: quoted-printable',
      '',
      'Hello =E2=80=94 w=',
      'orld',
      '--inner',
      'Content-Type: text/html; charset="utf-8"',
      'Content-Transfer-Encoding: base64',
      '',
      Buffer.from('<p>Привіт</p>').toString('base64'),
      '--inner--',
      '--outer',
      'Content-Type: text/plain',
      'Content-Disposition: attachment; filename="x.txt"',
      '',
      'not the body',
      '--outer--',
      'epilogue',
    ].join('\r\n')
    const mail = parseMail(raw)
    expect(mail.to).toBe('Олена <olena@example.com>')
    expect(mail.subject).toBe('Café')
    expect(mail.text).toBe('Hello — world')
    expect(mail.html).toBe('<p>Привіт</p>')
  })

  it('refuses a multipart without its closing boundary', () => {
    expect(() =>
      parseMail('Content-Type: multipart/alternative; boundary=b\n\n--b\nContent-Type: text/plain\n\nx\n'),
    ).toThrow(/closing boundary/)
  })
})
