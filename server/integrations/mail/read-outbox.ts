import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { parseMail } from '#server/integrations/mail/parse-mail.ts'

export interface OutboxMail {
  /** Absolute path of the .eml file. */
  readonly file: string
  readonly to: string
  readonly subject: string
  readonly text: string
  readonly html: string
}

/**
 * Every mail of the file outbox, oldest first (the file names sort by time). For tests, end-to-end
 * runs and people reading their local mail; an absent folder is an empty outbox.
 */
export const readOutboxMails = async (mailDir: string): Promise<OutboxMail[]> => {
  let names: string[]
  try {
    names = await readdir(mailDir)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return []
    throw error
  }
  const files = names
    .filter((name) => name.endsWith('.eml') && !name.startsWith('.'))
    .sort()
    .map((name) => path.join(path.resolve(mailDir), name))
  return Promise.all(
    files.map(async (file) => {
      const { to, subject, text, html } = parseMail(await readFile(file))
      return { file, to, subject, text, html }
    }),
  )
}
