/**
 * The teams' messages in the moderators' channel, kept by jobs (ADR 0026, ADR 0065). A change of a
 * team enqueues `discord-team-message` with its id, in the change's transaction (`TeamWatch`); the
 * job reads the team as it is when it runs and posts its message, or edits the one posted before, so
 * several changes come to one edit showing the latest state, and an edit that would change nothing
 * is not sent. A team gets its message once it is complete; after that it is kept as the team goes.
 *
 * A post carries a nonce drawn once per message and kept until Discord's answer is stored: a run
 * repeated after a lost answer gets Discord's one message back instead of a second. An edit of a
 * message deleted in Discord posts it again, under a new nonce.
 */
import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { Schema } from 'effect'
import { type DiscordRest, DiscordUnknownMessage } from '#server/integrations/discord/rest.ts'
import type { AppDatabase } from '#server/platform/db/client.ts'
import { defineJobType, type JobQueue } from '#server/platform/jobs/queue.ts'
import type { TeamWatch } from '../ports.ts'
import type { TeamRepository } from '../repository.ts'
import { DISCORD_NONCE_LENGTH, discordTeamMessages } from '../tables.ts'
import { contentHash, teamMessage } from './team-message.ts'
import { teamNow } from './team-view.ts'

export const DISCORD_TEAM_MESSAGE_JOB = defineJobType(
  'discord-team-message',
  Schema.Struct({ team_id: Schema.String.check(Schema.isUUID()) }),
)

/** How often one run reads the team again after sending, should it have changed meanwhile. */
const MAX_ROUNDS = 3

/** The `TeamWatch` of the teams' use cases: one job per team changed. */
export const queuedTeamMessages = (jobs: Pick<JobQueue, 'enqueue'>): TeamWatch => ({
  changed: async (teamIds) => {
    for (const teamId of new Set(teamIds)) await jobs.enqueue(DISCORD_TEAM_MESSAGE_JOB, { team_id: teamId })
  },
})

export interface TeamMessageDeps {
  readonly db: AppDatabase
  readonly repository: TeamRepository
  readonly rest: DiscordRest
  readonly channelId: string
  readonly publicUrl: string
  readonly now: () => Date
}

/** Random and at most Discord's 25 characters. */
const newNonce = (): string => randomBytes(15).toString('base64url').slice(0, DISCORD_NONCE_LENGTH)

export const createTeamMessages = ({ db, repository, rest, channelId, publicUrl, now }: TeamMessageDeps) => {
  const stored = async (teamId: string) =>
    (await db.select().from(discordTeamMessages).where(eq(discordTeamMessages.teamId, teamId)))[0]

  /** The row of a message about to be posted: made with a nonce unless there is one; answers it. */
  const toPost = async (teamId: string) => {
    await db
      .insert(discordTeamMessages)
      .values({ teamId, channelId, nonce: newNonce(), updatedAt: now() })
      .onConflictDoNothing()
    const row = await stored(teamId)
    if (!row) throw new Error(`The Discord message of team ${teamId} vanished`)
    return row
  }

  /** Posts the team's message, or edits the one it has; answers what Discord shows now. */
  const send = async (teamId: string, body: ReturnType<typeof teamMessage>, hash: string): Promise<void> => {
    const row = await stored(teamId)
    if (row?.messageId) {
      try {
        await rest.editMessage(row.channelId, row.messageId, body)
        await db
          .update(discordTeamMessages)
          .set({ contentHash: hash, updatedAt: now() })
          .where(eq(discordTeamMessages.teamId, teamId))
        return
      } catch (error) {
        if (!(error instanceof DiscordUnknownMessage)) throw error
        // Deleted in Discord: posted again, as a new message with a nonce of its own.
        await db
          .update(discordTeamMessages)
          .set({ messageId: null, contentHash: null, nonce: newNonce(), updatedAt: now() })
          .where(eq(discordTeamMessages.teamId, teamId))
      }
    }
    const target = await toPost(teamId)
    const posted = await rest.createMessage(target.channelId, body, { nonce: target.nonce })
    await db
      .update(discordTeamMessages)
      .set({ messageId: posted.id, contentHash: hash, postedAt: now(), updatedAt: now() })
      .where(eq(discordTeamMessages.teamId, teamId))
  }

  /**
   * Brings the team's message to the team's state now. After sending it reads the team again: a
   * process running the same job at once may have sent an older state after this one's.
   */
  const refresh = async (teamId: string): Promise<void> => {
    for (let round = 0; round < MAX_ROUNDS; round += 1) {
      const head = await repository.head(teamId)
      // Gone with its tournament: so is its row; the message stays in Discord as it was.
      if (!head) return
      const row = await stored(teamId)
      const { view, postable } = await teamNow(repository, db, head, now(), publicUrl)
      if (!row?.messageId && !postable) return
      const body = teamMessage(view, publicUrl)
      const hash = contentHash(body)
      if (row?.messageId && row.contentHash === hash) return
      await send(teamId, body, hash)
    }
  }

  return {
    refresh,
    view: (head: Parameters<typeof teamNow>[2]) => teamNow(repository, db, head, now(), publicUrl),
  }
}

export type TeamMessages = ReturnType<typeof createTeamMessages>

export const handleTeamMessageJobs = (jobs: Pick<JobQueue, 'handle'>, messages: TeamMessages): void =>
  jobs.handle(DISCORD_TEAM_MESSAGE_JOB, (payload) => messages.refresh(payload.team_id))
