/**
 * A real SMTP server for mail tests (smtp-server on port 0): no TLS, every message kept raw.
 * Authentication is optional; when a client signs in, only `SMTP_USER`/`SMTP_PASSWORD` pass.
 * Recipients at `@refused.test` are refused, as a mailbox that does not exist. While `refusing`
 * is set, every mail is refused with a temporary error (451), as a server in trouble.
 */
import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'

export const SMTP_USER = 'mailer'
export const SMTP_PASSWORD = 'p@ss:word'

export interface ReceivedMail {
  readonly from: string
  readonly to: readonly string[]
  /** The user the client signed in as, if it did. */
  readonly user: string | undefined
  readonly raw: Buffer
}

export interface TestSmtpServer {
  readonly port: number
  /** Every message received so far, oldest first. */
  readonly received: ReceivedMail[]
  /** Refuse every mail for now (451), or accept again. */
  refusing: boolean
  close(): Promise<void>
}

export const startSmtpServer = async (options: { readonly port?: number } = {}): Promise<TestSmtpServer> => {
  const received: ReceivedMail[] = []
  const state = { refusing: false }
  const server = new SMTPServer({
    secure: false,
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === SMTP_USER && auth.password === SMTP_PASSWORD) callback(null, { user: SMTP_USER })
      else callback(new Error('Invalid username or password'))
    },
    onMailFrom(_address, _session, callback) {
      if (state.refusing) callback(Object.assign(new Error('Try again later'), { responseCode: 451 }))
      else callback()
    },
    onRcptTo(address, _session, callback) {
      if (address.address.endsWith('@refused.test')) callback(new Error('Mailbox unavailable'))
      else callback()
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        const mailFrom = session.envelope.mailFrom
        received.push({
          from: mailFrom ? mailFrom.address : '',
          to: session.envelope.rcptTo.map((address) => address.address),
          user: session.user,
          raw: Buffer.concat(chunks),
        })
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', () => resolve()))
  const { port } = server.server.address() as AddressInfo
  return {
    port,
    received,
    get refusing() {
      return state.refusing
    },
    set refusing(refusing: boolean) {
      state.refusing = refusing
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
