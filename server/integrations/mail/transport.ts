import { randomBytes } from 'node:crypto'
import { mkdir, rename, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import nodemailer, { type Transporter } from 'nodemailer'
import { parseConnectionUrl } from 'nodemailer/lib/shared/index.js'

/** A composed message, ready to leave: both alternatives, already in the reader's language. */
export interface OutgoingMail {
  readonly from: string
  readonly to: string
  readonly subject: string
  readonly text: string
  readonly html: string
  readonly headers?: Readonly<Record<string, string>>
}

/** The low-level way out for mails: SMTP, or the file outbox when no SMTP server is configured. */
export interface MailTransport {
  /** Where mails go, for the start-up log. */
  readonly kind: 'smtp' | 'outbox'
  /** Resolves once the SMTP server accepted the message or the .eml file is in place. */
  send(mail: OutgoingMail): Promise<void>
  close(): void
}

export interface MailTransportOptions {
  /** `smtp://user:pass@host:587` or `smtps://…:465`; without it mails go to `mailDir`. */
  readonly smtpUrl: string | undefined
  /** `DATA_DIR/outbox/mail` (see `outboxPaths`). */
  readonly mailDir: string
}

// nodemailer waits up to 2 min for a connection and 10 min on a silent socket by default: far longer
// than anyone waits for a form to answer. Query parameters of SMTP_URL (`?socketTimeout=…`) still win.
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 }

export const createMailTransport = ({ smtpUrl, mailDir }: MailTransportOptions): MailTransport =>
  smtpUrl ? smtpTransport(smtpUrl) : outboxTransport(mailDir)

const toNodemailer = (mail: OutgoingMail) => ({
  from: mail.from,
  to: mail.to,
  subject: mail.subject,
  text: mail.text,
  html: mail.html,
  headers: { ...mail.headers },
})

const smtpTransport = (smtpUrl: string): MailTransport => {
  const transporter: Transporter = nodemailer.createTransport({
    ...SMTP_TIMEOUTS,
    ...parseConnectionUrl(smtpUrl),
  })
  return {
    kind: 'smtp',
    send: async (mail) => {
      await transporter.sendMail(toNodemailer(mail))
    },
    close: () => transporter.close(),
  }
}

let sequence = 0

/**
 * `2026-05-01T12-30-00.123Z-000042-9f86d081.eml`: the ISO time (colons made file-name safe), a
 * per-process counter so mails of the same millisecond keep their order, and random bits so several
 * processes never pick the same name. Sorting the names sorts the mails by time.
 */
const outboxFileName = (now: Date): string => {
  sequence = (sequence + 1) % 1_000_000
  const time = now.toISOString().replaceAll(':', '-')
  return `${time}-${String(sequence).padStart(6, '0')}-${randomBytes(4).toString('hex')}.eml`
}

const outboxTransport = (mailDir: string): MailTransport => {
  // streamTransport composes exactly what SMTP would carry; CRLF line ends as RFC 5322 requires.
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' })
  return {
    kind: 'outbox',
    send: async (mail) => {
      const info = await composer.sendMail(toNodemailer(mail))
      if (!Buffer.isBuffer(info.message)) throw new Error('The mail composer did not return a buffer')
      await mkdir(mailDir, { recursive: true })
      const name = outboxFileName(new Date())
      const temporary = path.join(mailDir, `.${name}.tmp`)
      // Readers list `*.eml` only: a mail appears whole or not at all. Owner-only: links carry tokens.
      try {
        await writeFile(temporary, info.message, { flag: 'wx', mode: 0o600 })
        await rename(temporary, path.join(mailDir, name))
      } catch (error) {
        await rm(temporary, { force: true })
        throw error
      }
    },
    close: () => composer.close(),
  }
}
