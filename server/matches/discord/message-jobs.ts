/**
 * The disputes' messages in the moderators' channel, kept by jobs as the teams' are (ADR 0064). A
 * dispute and its decision each enqueue `discord-dispute-message` with the report's id, in their own
 * transaction (`DisputeWatch`): a rolled-back change posts nothing, and Discord being down delays the
 * message without failing the change. The job reads the report when it runs and posts its message, or
 * edits the one posted before: a decision made before the post went out is posted as decided.
 *
 * A post carries a nonce kept until Discord's answer is stored, so a run repeated after a lost answer
 * gets Discord's one message back. Two runs at once may both post under that nonce, and Discord keeps
 * the first one's body: the run that stores second forgets the hash, and its next round edits the
 * message to the report as it is then.
 */
import { randomBytes } from 'node:crypto'
import { and, eq, isNull } from 'drizzle-orm'
import { Schema } from 'effect'
import { type DiscordRest, DiscordUnknownMessage } from '#server/integrations/discord/rest.ts'
import type { AppDatabase } from '#server/platform/db/client.ts'
import { defineJobType, type JobQueue } from '#server/platform/jobs/queue.ts'
import { DISCORD_NONCE_LENGTH } from '#server/teams/tables.ts'
import type { DisputeWatch } from '../reports.ts'
import { contentHash, disputeMessage } from './dispute-message.ts'
import { disputeNow } from './dispute-view.ts'
import { discordDisputeMessages } from './tables.ts'

export const DISCORD_DISPUTE_MESSAGE_JOB = defineJobType(
  'discord-dispute-message',
  Schema.Struct({ report_id: Schema.String.check(Schema.isUUID()) }),
)

/** How often one run reads the report again after sending, should it have changed meanwhile. */
const MAX_ROUNDS = 3

/** The `DisputeWatch` of the reports' use cases: one job per dispute or decision. */
export const queuedDisputeMessages = (jobs: Pick<JobQueue, 'enqueue'>): DisputeWatch => ({
  changed: ({ reportId }) => jobs.enqueue(DISCORD_DISPUTE_MESSAGE_JOB, { report_id: reportId }),
})

export interface DisputeMessageDeps {
  readonly db: AppDatabase
  readonly rest: DiscordRest
  readonly channelId: string
  readonly publicUrl: string
  readonly now: () => Date
}

/** Random and at most Discord's 25 characters. */
const newNonce = (): string => randomBytes(15).toString('base64url').slice(0, DISCORD_NONCE_LENGTH)

export const createDisputeMessages = ({ db, rest, channelId, publicUrl, now }: DisputeMessageDeps) => {
  const stored = async (reportId: string) =>
    (await db.select().from(discordDisputeMessages).where(eq(discordDisputeMessages.reportId, reportId)))[0]

  const toPost = async (reportId: string) => {
    await db
      .insert(discordDisputeMessages)
      .values({ reportId, channelId, nonce: newNonce(), updatedAt: now() })
      .onConflictDoNothing()
    const row = await stored(reportId)
    if (!row) throw new Error(`The Discord message of report ${reportId} vanished`)
    return row
  }

  const send = async (reportId: string, body: ReturnType<typeof disputeMessage>, hash: string) => {
    const row = await stored(reportId)
    if (row?.messageId) {
      try {
        await rest.editMessage(row.channelId, row.messageId, body)
        await db
          .update(discordDisputeMessages)
          .set({ contentHash: hash, updatedAt: now() })
          .where(eq(discordDisputeMessages.reportId, reportId))
        return
      } catch (error) {
        if (!(error instanceof DiscordUnknownMessage)) throw error
        // Deleted in Discord: posted again, as a new message with a nonce of its own.
        await db
          .update(discordDisputeMessages)
          .set({ messageId: null, contentHash: null, nonce: newNonce(), updatedAt: now() })
          .where(eq(discordDisputeMessages.reportId, reportId))
      }
    }
    const target = await toPost(reportId)
    const posted = await rest.createMessage(target.channelId, body, { nonce: target.nonce })
    const first = await db
      .update(discordDisputeMessages)
      .set({ messageId: posted.id, contentHash: hash, postedAt: now(), updatedAt: now() })
      .where(and(eq(discordDisputeMessages.reportId, reportId), isNull(discordDisputeMessages.messageId)))
      .returning({ reportId: discordDisputeMessages.reportId })
    if (first.length === 0) {
      // Another run stored the message first: which body Discord kept is unknown, so the next round edits.
      await db
        .update(discordDisputeMessages)
        .set({ contentHash: null, updatedAt: now() })
        .where(eq(discordDisputeMessages.reportId, reportId))
    }
  }

  /** Brings the report's message to the report as it is now. */
  const refresh = async (reportId: string): Promise<void> => {
    for (let round = 0; round < MAX_ROUNDS; round += 1) {
      const view = await disputeNow(db, reportId)
      // Gone with its match, or never disputed: nothing to show the moderators.
      if (!view) return
      const body = disputeMessage(view, publicUrl)
      const hash = contentHash(body)
      const row = await stored(reportId)
      if (row?.messageId && row.contentHash === hash) return
      await send(reportId, body, hash)
    }
  }

  return { refresh }
}

export type DisputeMessages = ReturnType<typeof createDisputeMessages>

export const handleDisputeMessageJobs = (jobs: Pick<JobQueue, 'handle'>, messages: DisputeMessages): void =>
  jobs.handle(DISCORD_DISPUTE_MESSAGE_JOB, (payload) => messages.refresh(payload.report_id))
