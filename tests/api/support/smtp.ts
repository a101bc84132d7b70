/** A real SMTP server for mail tests (smtp-server on port 0): no TLS, every message kept raw. */
import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'

export interface ReceivedMail {
  readonly from: string
  readonly to: readonly string[]
  readonly raw: Buffer
}

export interface TestSmtpServer {
  readonly port: number
  /** Every message received so far, oldest first. */
  readonly received: ReceivedMail[]
  close(): Promise<void>
}

export const startSmtpServer = async (): Promise<TestSmtpServer> => {
  const received: ReceivedMail[] = []
  const server = new SMTPServer({
    secure: false,
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        const mailFrom = session.envelope.mailFrom
        received.push({
          from: mailFrom ? mailFrom.address : '',
          to: session.envelope.rcptTo.map((address) => address.address),
          raw: Buffer.concat(chunks),
        })
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()))
  const { port } = server.server.address() as AddressInfo
  return { port, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) }
}
