/**
 * Getting the teams' messages to Discord through the job queue (ADR 0026) when Discord does not take
 * them at once, on PGlite and PostgreSQL with the imitation of Discord's API and the queue's clock
 * moved by hand: Discord down for a while (connection refused, its proxy's 502) then back, every
 * message arriving once; a 429's `retry_after` waited exactly; an answer lost after Discord posted,
 * repeated under the same nonce into Discord's one message, then edited, never posted twice; a message
 * deleted in Discord posted again; a channel the bot may not write to given up at once; and a server
 * restarted with messages pending, whose new queue on the same database finishes them.
 */

import { eq } from 'drizzle-orm'
import pino from 'pino'
import { describe, expect, it } from 'vitest'
import { memberPath } from '#core/teams/teams.api.ts'
import { createDiscordRest } from '#server/integrations/discord/rest.ts'
import { createBackground } from '#server/platform/background.ts'
import { discordTeamMessages, jobs } from '#server/platform/db/schema.ts'
import { createJobQueue } from '#server/platform/jobs/queue.ts'
import { createTeams } from '#server/teams/index.ts'
import { createImageUploads } from '#server/uploads/index.ts'
import { IMITATION_APPLICATION_ID, IMITATION_BOT_TOKEN } from '../fakes/discord-api.ts'
import { PUBLIC_URL } from './support/accounts.ts'
import { backends } from './support/database.ts'
import { MODERATION_CHANNEL, MODERATOR_ROLE, makeKeyPair, useDiscordHarness } from './support/discord.ts'
import { createRecordingTeamMailer } from './support/team-mailer.ts'

/** The harness queue's first retry waits this long (JOBS_RETRY_BASE_MS's default), then doubles. */
const RETRY_BASE_SECONDS = 10

describe.each(backends)('delivering the teams messages to Discord on $name', (backend) => {
  const d = useDiscordHarness(backend)

  const channel = () => d.imitation.messagesIn(MODERATION_CHANNEL)
  const posts = () => d.imitation.callsTo('POST', /\/channels\/\d+\/messages$/)
  const edits = () => d.imitation.callsTo('PATCH', /\/channels\/\d+\/messages\/\d+$/)
  const pendingJobs = () => d.h.db.select().from(jobs)
  const rowOf = async (teamId: string) =>
    (await d.h.db.select().from(discordTeamMessages).where(eq(discordTeamMessages.teamId, teamId)))[0]

  it('delivers every message once when Discord is down for a while, then back', async () => {
    d.imitation.reset()
    await d.imitation.goDown('refused')
    const first = await d.completeTeam()
    const second = await d.completeTeam({ tournamentId: first.tournamentId })
    expect(channel()).toEqual([])
    expect((await pendingJobs()).map((job) => [job.state, job.attempts])).toEqual([
      ['pending', 1],
      ['pending', 1],
    ])
    // Still down at the first retry; its proxy answers 502 at the second.
    d.h.clock.advance(RETRY_BASE_SECONDS)
    await d.runJobs()
    await d.imitation.comeBack()
    await d.imitation.goDown('bad_gateway')
    d.h.clock.advance(2 * RETRY_BASE_SECONDS)
    await d.runJobs()
    expect(d.imitation.calls.map((call) => call.status)).toEqual([502, 502])
    expect(channel()).toEqual([])

    await d.imitation.comeBack()
    d.h.clock.advance(4 * RETRY_BASE_SECONDS)
    await d.runJobs()
    expect(
      channel()
        .map((message) => message.embeds[0]?.title)
        .sort(),
    ).toEqual([first.name, second.name].sort())
    expect(posts().filter((call) => call.status === 200)).toHaveLength(2)
    expect(await pendingJobs()).toEqual([])
  })

  it("waits exactly as long as a 429's retry_after asks, then posts", async () => {
    d.imitation.reset()
    d.imitation.rateLimit(1, 2.5)
    const team = await d.completeTeam()
    expect(channel()).toEqual([])
    const [job] = await pendingJobs()
    expect(job?.runAt.getTime()).toBe(d.h.clock.now().getTime() + 2500)
    d.h.clock.advance(2.4)
    await d.runJobs()
    expect(posts().map((call) => call.status)).toEqual([429])
    d.h.clock.advance(0.1)
    await d.runJobs()
    expect(posts().map((call) => call.status)).toEqual([429, 200])
    expect(d.messageOf(team.name).channel_id).toBe(MODERATION_CHANNEL)
  })

  it('repeats a post whose answer was lost under the same nonce, then edits: one message', async () => {
    d.imitation.reset()
    d.imitation.loseNextAnswer()
    const team = await d.completeTeam()
    // Discord made the message; the job never heard, so it knows no message yet.
    expect(channel()).toHaveLength(1)
    const row = await rowOf(team.id)
    expect(row).toMatchObject({ messageId: null })
    d.h.clock.advance(RETRY_BASE_SECONDS)
    await d.runJobs()
    const nonces = posts().map((call) => JSON.parse(call.body).nonce as string)
    expect(nonces).toEqual([row?.nonce, row?.nonce])
    expect(channel()).toHaveLength(1)
    expect(await rowOf(team.id)).toMatchObject({ messageId: channel()[0]?.id })

    // The next change edits that message.
    await d.h.delete(memberPath(team.id, team.second.user.id), { bearer: team.second.bearer })
    await d.runJobs()
    expect(posts()).toHaveLength(2)
    expect(edits()).toHaveLength(1)
    expect(channel()).toHaveLength(1)
  })

  it('posts a message deleted in Discord again at the next change, under a new nonce', async () => {
    d.imitation.reset()
    const team = await d.completeTeam()
    const first = d.messageOf(team.name)
    const { nonce } = (await rowOf(team.id)) ?? {}
    d.imitation.deleteMessage(first.id)
    await d.h.delete(memberPath(team.id, team.second.user.id), { bearer: team.second.bearer })
    await d.runJobs()
    const again = d.messageOf(team.name)
    expect(again.id).not.toBe(first.id)
    expect(edits().map((call) => call.status)).toEqual([404])
    const row = await rowOf(team.id)
    expect(row?.messageId).toBe(again.id)
    expect(row?.nonce).not.toBe(nonce)
    expect(await pendingJobs()).toEqual([])
  })

  it('gives a message up at once when the bot may not write to the channel', async () => {
    d.imitation.reset()
    d.imitation.denyAccess(MODERATION_CHANNEL)
    await d.completeTeam()
    d.h.clock.advance(3600)
    await d.runJobs()
    expect(posts().map((call) => call.status)).toEqual([403])
    const failed = (await pendingJobs()).filter((job) => job.state === 'failed')
    expect(failed.map((job) => [job.kind, job.attempts, job.lastError])).toEqual([
      [
        'discord-team-message',
        1,
        `Discord create message in channel ${MODERATION_CHANNEL}: HTTP 403 50001 Missing Access`,
      ],
    ])
    // No secret in what operators read.
    expect(JSON.stringify(failed)).not.toContain(IMITATION_BOT_TOKEN)
  })
})

describe.each(backends)('a restart with Discord messages pending on $name', (backend) => {
  const d = useDiscordHarness(backend)

  it("finishes them in the new server's queue on the same database", async () => {
    await d.imitation.goDown('refused')
    const team = await d.completeTeam()
    // The old server stops: its job waits in the database.
    await d.h.jobs.stop()
    await d.imitation.comeBack()
    d.h.clock.advance(RETRY_BASE_SECONDS)

    // A new server process: its own queue and teams, over the same database, as main.ts wires them.
    const logger = pino({ level: 'silent' })
    const queue = createJobQueue({ db: d.h.db, logger, now: d.h.clock.now, workerId: 'after-restart' })
    createTeams({
      db: d.h.db,
      hasher: d.h.accounts.hasher,
      mailer: createRecordingTeamMailer(),
      uploads: createImageUploads({ storage: d.h.storage, logger }),
      background: createBackground(logger),
      requireUser: d.h.accounts.requireUser,
      requireStaff: d.h.accounts.requireStaff,
      publicUrl: PUBLIC_URL,
      now: d.h.clock.now,
      discord: {
        rest: createDiscordRest({
          apiUrl: d.imitation.apiUrl,
          botToken: IMITATION_BOT_TOKEN,
          userAgent: 'DiscordBot (https://vatra.test, restarted)',
        }),
        jobs: queue,
        settings: {
          applicationId: IMITATION_APPLICATION_ID,
          publicKey: makeKeyPair().publicKeyHex,
          moderationChannelId: MODERATION_CHANNEL,
          moderatorRoleId: MODERATOR_ROLE,
        },
        logger,
      },
    })
    await queue.drain()
    await queue.stop()
    expect(d.messageOf(team.name).channel_id).toBe(MODERATION_CHANNEL)
    expect(d.imitation.callsTo('POST', /\/messages$/).at(-1)?.headers['user-agent']).toBe(
      'DiscordBot (https://vatra.test, restarted)',
    )
    expect(await d.h.db.select().from(jobs)).toEqual([])
  })
})
