import { appendFile, mkdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { Schema } from 'effect'
import type { SmsSender } from '#server/accounts/ports.ts'

export interface OutboxSms {
  readonly to: string
  readonly text: string
  /** ISO date-time of sending. */
  readonly at: string
}

/**
 * The SMS outbox used when no provider is configured: one JSON line `{"to","text","at"}` per message
 * in `DATA_DIR/outbox/sms.jsonl`. Each message is one `appendFile` of a whole line (O_APPEND): lines of
 * concurrent sends, even from several processes, never interleave.
 */
export const createSmsOutbox = (smsFile: string, now: () => Date = () => new Date()): SmsSender => ({
  send: async ({ to, text }) => {
    await mkdir(path.dirname(smsFile), { recursive: true })
    const line: OutboxSms = { to, text, at: now().toISOString() }
    await appendFile(smsFile, `${JSON.stringify(line)}\n`, { encoding: 'utf8', mode: 0o600 })
  },
})

const OutboxLine = Schema.Struct({ to: Schema.String, text: Schema.String, at: Schema.String })
const decodeLine = Schema.decodeUnknownSync(OutboxLine)

/** Every SMS of the outbox, oldest first; an absent file is an empty outbox. */
export const readSmsOutbox = async (smsFile: string): Promise<OutboxSms[]> => {
  let content: string
  try {
    content = await readFile(smsFile, 'utf8')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return []
    throw error
  }
  return content
    .split('\n')
    .map((line, index) => ({ line, number: index + 1 }))
    .filter(({ line }) => line.trim() !== '')
    .map(({ line, number }) => {
      try {
        return decodeLine(JSON.parse(line))
      } catch (error) {
        throw new Error(`${smsFile}:${number} is not an outbox line`, { cause: error })
      }
    })
}
