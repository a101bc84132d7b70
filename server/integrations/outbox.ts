import { mkdir } from 'node:fs/promises'
import path from 'node:path'

export interface OutboxPaths {
  /** One RFC 5322 `.eml` file per mail (`server/integrations/mail/transport.ts`, read by `readOutboxMails`). */
  readonly mailDir: string
  /** One JSON line `{"to","text","at"}` per SMS (`server/integrations/sms/sms-outbox.ts`, read by `readSmsOutbox`). */
  readonly smsFile: string
}

/**
 * Without SMTP_URL every e-mail is written to DATA_DIR/outbox/mail/*.eml, and without an SMS provider
 * every SMS is appended to DATA_DIR/outbox/sms.jsonl (design.md contracts; docs/mail-and-sms.md). The
 * folders exist from the first start so operators and tests know where to look.
 */
export const outboxPaths = (dataDir: string): OutboxPaths => ({
  mailDir: path.join(dataDir, 'outbox', 'mail'),
  smsFile: path.join(dataDir, 'outbox', 'sms.jsonl'),
})

export const prepareOutboxes = async (dataDir: string): Promise<void> => {
  await mkdir(outboxPaths(dataDir).mailDir, { recursive: true })
}
