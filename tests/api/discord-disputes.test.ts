/**
 * The disputes in the moderators' Discord channel (docs/discord.md "Disputes") on PGlite and
 * PostgreSQL, against the imitation of Discord's API: the message posted after a dispute (its text
 * written out by hand), none without the bot's settings, "Uphold the report" → the reason's modal → the
 * decision by the API's own use case (the match completed, the report decided, the audit naming the
 * Discord user), a member without the moderators' role and forged custom ids refused with nothing
 * changed, and the message edited in place once the dispute is decided through the API, also when the
 * decision came before the post.
 */
import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { DISCORD_DISPUTE_MESSAGE_JOB } from '#server/matches/discord/index.ts'
import {
  auditEntries,
  discordDisputeMessages,
  jobs,
  matchReports,
  tournaments,
} from '#server/platform/db/schema.ts'
import type { ImitatedMessage } from '../fakes/discord-api.ts'
import { type AccountsHarness, useAccountsHarness } from './support/accounts.ts'
import { backends } from './support/database.ts'
import {
  type DiscordHarness,
  discordMember,
  MODERATION_CHANNEL,
  OTHER_ROLE,
  useDiscordHarness,
} from './support/discord.ts'
import { runningSemifinal } from './support/match-fixture.ts'
import { matchAt } from './support/stages.ts'
import { player } from './support/teams.ts'

const EPHEMERAL = 64

/** A nickname as Discord's markdown needs it written: `_` escaped. */
const md = (name: string) => name.replaceAll('_', '\\_')
const REASON = 'We won the second game: screenshot in the thread'

/** A semifinal Team 1 reported 2:1 and Team 4 disputed: its report, match and players. */
const disputed = async (h: AccountsHarness) => {
  const fixture = await runningSemifinal(h)
  const { matchId, a, b } = fixture
  const reported = await h.post(
    `/matches/${matchId}/reports`,
    { result: { kind: 'score', scores: [2, 1] } },
    { bearer: a.bearer },
  )
  expect(reported.status).toBe(201)
  const answer = await h.post(`/matches/${matchId}/dispute`, { reason: REASON }, { bearer: b.bearer })
  expect(answer.status).toBe(200)
  const reportId = (reported.body as { id: string }).id
  const [tournament] = await h.db
    .select({ name: tournaments.name, slug: tournaments.slug })
    .from(tournaments)
    .where(eq(tournaments.id, fixture.fixture.tournamentId))
  if (!tournament) throw new Error('no tournament')
  return { ...fixture, reportId, tournament }
}

type Dispute = Awaited<ReturnType<typeof disputed>>

const reportRow = async (h: AccountsHarness, reportId: string) =>
  (await h.db.select().from(matchReports).where(eq(matchReports.id, reportId)))[0]

const matchAudit = (h: AccountsHarness, matchId: string) =>
  h.db
    .select({
      kind: auditEntries.kind,
      actorId: auditEntries.actorId,
      via: auditEntries.via,
      discordUserId: auditEntries.discordUserId,
      discordUsername: auditEntries.discordUsername,
      after: auditEntries.after,
    })
    .from(auditEntries)
    .where(and(eq(auditEntries.subjectType, 'match'), eq(auditEntries.subjectId, matchId)))

/** What a refused interaction may not change: the report, the match, its audit, the message. */
const footprint = async (d: DiscordHarness, dispute: Dispute) => ({
  report: await reportRow(d.h, dispute.reportId),
  match: (await matchAt(d.h.db, dispute.stageId, 1, 1, 1)).status,
  audit: await matchAudit(d.h, dispute.matchId),
  messages: JSON.stringify(d.imitation.messagesIn(MODERATION_CHANNEL)),
})

/** The lines the message writes while the dispute waits, in each language, after the reporter's names. */
const waitingText = (dispute: Dispute) =>
  `**Стан:** Чекає на рішення модератора\n` +
  `Етап 1, раунд 1, матч 1\n` +
  `Звіт від Team 1 (${md(dispute.a.user.username)}): Team 1 2:1 Team 4\n` +
  `Оскаржила Team 4 (${md(dispute.b.user.username)}): ${REASON}\n` +
  `«Підтримати звіт» залишає повідомлений результат. Інший результат (інший рахунок, технічну поразку) модератор вирішує на сторінці матчу.\n\n` +
  `**Status:** Awaiting a moderator’s decision\n` +
  `Stage 1, round 1, match 1\n` +
  `Reported by Team 1 (${md(dispute.a.user.username)}): Team 1 2:1 Team 4\n` +
  `Disputed by Team 4 (${md(dispute.b.user.username)}): ${REASON}\n` +
  `“Uphold the report” keeps the reported result. Any other outcome (another score, a forfeit) is decided on the match page.`

const matchUrl = (dispute: Dispute) =>
  `https://vatra.test/tournaments/${dispute.tournament.slug}/matches/${dispute.matchId}`

describe.each(backends)('disputes in Discord on $name', (backend) => {
  const d = useDiscordHarness(backend)

  const messageOf = async (reportId: string): Promise<ImitatedMessage> => {
    const [row] = await d.h.db
      .select({ messageId: discordDisputeMessages.messageId })
      .from(discordDisputeMessages)
      .where(eq(discordDisputeMessages.reportId, reportId))
    const found = d.imitation
      .messagesIn(MODERATION_CHANNEL)
      .filter((message) => message.id === row?.messageId)
    if (found.length !== 1) throw new Error(`no message of report ${reportId}`)
    return found[0] as ImitatedMessage
  }
  const upholdClick = (
    message: ImitatedMessage,
    customId: string,
    member = discordMember(),
    locale?: string,
  ) => d.click(message, customId, member, locale)
  const upholdSubmit = (
    message: ImitatedMessage,
    customId: string,
    reason: string,
    member = discordMember(),
  ) => {
    const payload = d.click(message, customId, member) as Record<string, unknown>
    return {
      ...payload,
      type: 5,
      data: {
        custom_id: customId,
        components: [{ type: 1, components: [{ type: 4, custom_id: 'reason', value: reason }] }],
      },
    }
  }

  it('posts the dispute to the moderators’ channel: the match, who reported what, the reason, the buttons', async () => {
    const dispute = await disputed(d.h)
    await d.runJobs()
    // One message of this match (on PostgreSQL the worker beside the test may have posted it already).
    expect(
      d.imitation.messagesIn(MODERATION_CHANNEL).filter((one) => one.embeds[0]?.url === matchUrl(dispute)),
    ).toHaveLength(1)
    const message = await messageOf(dispute.reportId)
    expect(message.embeds).toEqual([
      {
        type: 'rich',
        title: 'Спір про результат · Disputed result: Team 1 — Team 4',
        url: matchUrl(dispute),
        color: 0xd97706,
        description: waitingText(dispute),
        fields: [{ name: 'Турнір · Tournament', value: dispute.tournament.name }],
      },
    ])
    expect(message.components).toEqual([
      {
        type: 1,
        components: [
          {
            type: 2,
            style: 3,
            label: 'Підтримати звіт · Uphold the report',
            custom_id: `dispute:uphold:${dispute.reportId}`,
          },
          { type: 2, style: 5, label: 'Відкрити матч · Open the match', url: matchUrl(dispute) },
        ],
      },
    ])
    // Nothing private: no e-mail, no phone of the players.
    expect(JSON.stringify(message)).not.toContain(dispute.a.user.email)
    expect(JSON.stringify(message)).not.toContain(dispute.b.user.email)
    // Another run changes nothing: no second post, no edit.
    await d.h.jobs.enqueue(DISCORD_DISPUTE_MESSAGE_JOB, { report_id: dispute.reportId })
    await d.runJobs()
    expect(await messageOf(dispute.reportId)).toEqual(message)
    expect(message.edited_timestamp).toBeNull()
  })

  it('upholds the report from the button and the modal, as the Discord user: the match completed, the message decided', async () => {
    const dispute = await disputed(d.h)
    await d.runJobs()
    const message = await messageOf(dispute.reportId)
    const customId = `dispute:uphold:${dispute.reportId}`
    const moderator = discordMember()

    const opened = await d.send(upholdClick(message, customId, moderator, 'uk'))
    expect(opened).toEqual({
      status: 200,
      body: {
        type: 9,
        data: {
          custom_id: customId,
          title: 'Підтримати звіт',
          components: [
            {
              type: 1,
              components: [
                {
                  type: 4,
                  custom_id: 'reason',
                  style: 2,
                  label: 'Причина рішення (її бачать обидві команди)',
                  min_length: 1,
                  max_length: 500,
                  required: true,
                },
              ],
            },
          ],
        },
      },
    })
    // Opening the modal decides nothing.
    expect((await reportRow(d.h, dispute.reportId))?.state).toBe('disputed')

    // A reason too long is refused; nothing changes.
    const tooLong = await d.send(upholdSubmit(message, customId, 'x'.repeat(501), moderator))
    expect(tooLong.body.type).toBe(4)
    expect(tooLong.body.data?.flags).toBe(EPHEMERAL)
    expect((await reportRow(d.h, dispute.reportId))?.state).toBe('disputed')

    const mailsBefore = d.h.teamMails.length
    const answer = await d.send(upholdSubmit(message, customId, '  The screenshots show 2:1  ', moderator))
    expect(answer.status).toBe(200)
    expect(answer.body.type).toBe(7)
    const decidedLines =
      `Рішення <@${moderator.id}>, 01.03.2026 12:00 (Київ, UTC+2): Team 1 2:1 Team 4\n` +
      `Причина рішення: The screenshots show 2:1`
    const description = answer.body.data?.embeds?.[0]?.description as string
    expect(description).toContain(decidedLines)
    expect(description).toContain(
      `Decided by <@${moderator.id}>, 01.03.2026 12:00 (Kyiv, UTC+2): Team 1 2:1 Team 4\nReason of the decision: The screenshots show 2:1`,
    )
    expect(description.startsWith('**Стан:** Вирішено\n')).toBe(true)
    expect(description).not.toContain('Uphold the report')
    // Only the link stays.
    expect(answer.body.data?.components?.[0]?.components).toEqual([
      { type: 2, style: 5, label: 'Відкрити матч · Open the match', url: matchUrl(dispute) },
    ])

    expect(await reportRow(d.h, dispute.reportId)).toMatchObject({
      state: 'decided',
      decision: { kind: 'score', scores: [2, 1] },
      decisionReason: 'The screenshots show 2:1',
      decidedBy: null,
    })
    const played = await matchAt(d.h.db, dispute.stageId, 1, 1, 1)
    expect(played.status).toBe('completed')
    expect(played.opponent1?.result).toBe('win')
    expect(await matchAudit(d.h, dispute.matchId)).toEqual([
      {
        kind: 'match.reported',
        actorId: null,
        via: 'discord',
        discordUserId: moderator.id,
        discordUsername: moderator.username,
        after: expect.objectContaining({
          report: { kind: 'score', scores: [2, 1] },
          source: {
            match_report_id: dispute.reportId,
            source: 'decided',
            reason: 'The screenshots show 2:1',
          },
        }),
      },
    ])
    // Both teams are told, as after a decision through the API.
    expect(
      d.h.teamMails.slice(mailsBefore).filter((mail) => mail.template === 'disputeDecided'),
    ).toHaveLength(3)

    // The message's job brings the channel to what the answer showed.
    await d.runJobs()
    expect(await messageOf(dispute.reportId)).toMatchObject({
      id: message.id,
      embeds: [{ description, color: 0x16a34a }],
    })

    // A second submission (a double click, another moderator) decides nothing more.
    const again = await d.send(upholdSubmit(message, customId, 'Once more', discordMember()))
    expect(again.body).toEqual({
      type: 4,
      data: {
        content: 'Nothing was changed: this dispute is no longer awaiting a decision.',
        flags: EPHEMERAL,
        allowed_mentions: { parse: [] },
      },
    })
    expect(await matchAudit(d.h, dispute.matchId)).toHaveLength(1)
  })

  it('names the site account of a moderator who linked Discord to it', async () => {
    const dispute = await disputed(d.h)
    await d.runJobs()
    const message = await messageOf(dispute.reportId)
    const moderator = discordMember()
    const account = await player(d.h)
    const { userAccounts } = await import('#server/platform/db/schema.ts')
    await d.h.db
      .insert(userAccounts)
      .values({ userId: account.user.id, provider: 'discord', providerAccountId: moderator.id })
    const answer = await d.send(
      upholdSubmit(message, `dispute:uphold:${dispute.reportId}`, 'Upheld', moderator),
    )
    expect(answer.body.type).toBe(7)
    expect(await matchAudit(d.h, dispute.matchId)).toMatchObject([
      { kind: 'match.reported', actorId: account.user.id, via: 'discord', discordUserId: moderator.id },
    ])
    expect((await reportRow(d.h, dispute.reportId))?.decidedBy).toBe(account.user.id)
  })

  it('refuses a member without the moderators’ role, in their language, and changes nothing', async () => {
    const dispute = await disputed(d.h)
    await d.runJobs()
    const message = await messageOf(dispute.reportId)
    const customId = `dispute:uphold:${dispute.reportId}`
    const before = await footprint(d, dispute)
    const stranger = discordMember([OTHER_ROLE])
    const refusal = (content: string) => ({
      status: 200,
      body: { type: 4, data: { content, flags: EPHEMERAL, allowed_mentions: { parse: [] } } },
    })
    expect(await d.send(upholdClick(message, customId, stranger))).toEqual(
      refusal('Only moderators with the role <@&920000000000000001> decide disputes. Nothing was changed.'),
    )
    expect(await d.send(upholdClick(message, customId, stranger, 'uk'))).toEqual(
      refusal('Вирішувати спори можуть лише модератори з роллю <@&920000000000000001>. Нічого не змінено.'),
    )
    expect(await d.send(upholdSubmit(message, customId, 'Upheld', stranger))).toEqual(
      refusal('Only moderators with the role <@&920000000000000001> decide disputes. Nothing was changed.'),
    )
    expect(await footprint(d, dispute)).toEqual(before)
  })

  it('refuses a custom id it did not make, and changes nothing', async () => {
    const dispute = await disputed(d.h)
    await d.runJobs()
    const message = await messageOf(dispute.reportId)
    const before = await footprint(d, dispute)
    const unknown = {
      status: 200,
      body: {
        type: 4,
        data: {
          content: 'Unknown action: nothing was changed.',
          flags: EPHEMERAL,
          allowed_mentions: { parse: [] },
        },
      },
    }
    for (const customId of [
      'dispute:uphold:not-a-report',
      `dispute:uphold:${dispute.reportId}x`,
      `dispute:decide:${dispute.reportId}`,
      `dispute:uphold:${dispute.reportId}:2:0`,
      'dispute:',
    ]) {
      expect(await d.send(upholdClick(message, customId, discordMember()))).toEqual(unknown)
      expect(await d.send(upholdSubmit(message, customId, 'Upheld', discordMember()))).toEqual(unknown)
    }
    // A well-formed id of no report: told so.
    const none = await d.send(
      upholdSubmit(message, 'dispute:uphold:00000000-0000-4000-8000-000000000000', 'Upheld', discordMember()),
    )
    expect(none.body.data?.content).toBe('This report no longer exists.')
    expect(await footprint(d, dispute)).toEqual(before)
  })

  it('edits the message in place once the dispute is decided through the API', async () => {
    const dispute = await disputed(d.h)
    await d.runJobs()
    const message = await messageOf(dispute.reportId)
    const moderator = await player(d.h, { role: 'moderator' })
    const decided = await d.h.post(
      `/matches/${dispute.matchId}/decision`,
      { report: { kind: 'forfeit', forfeiting: 1 }, reason: 'Team 1 played with a substitute' },
      { bearer: moderator.bearer },
    )
    expect(decided.status).toBe(200)
    await d.runJobs()
    const edited = await messageOf(dispute.reportId)
    expect(edited.id).toBe(message.id)
    expect(edited.edited_timestamp).not.toBeNull()
    const description = edited.embeds[0]?.description as string
    expect(description).toBe(
      `**Стан:** Вирішено\n` +
        `Етап 1, раунд 1, матч 1\n` +
        `Звіт від Team 1 (${md(dispute.a.user.username)}): Team 1 2:1 Team 4\n` +
        `Оскаржила Team 4 (${md(dispute.b.user.username)}): ${REASON}\n` +
        `Рішення ${md(moderator.user.username)} (у консолі), 01.03.2026 12:00 (Київ, UTC+2): технічна поразка команди Team 1\n` +
        `Причина рішення: Team 1 played with a substitute\n\n` +
        `**Status:** Decided\n` +
        `Stage 1, round 1, match 1\n` +
        `Reported by Team 1 (${md(dispute.a.user.username)}): Team 1 2:1 Team 4\n` +
        `Disputed by Team 4 (${md(dispute.b.user.username)}): ${REASON}\n` +
        `Decided by ${md(moderator.user.username)} (in the console), 01.03.2026 12:00 (Kyiv, UTC+2): Team 1 forfeits\n` +
        `Reason of the decision: Team 1 played with a substitute`,
    )
    expect(edited.components).toEqual([
      {
        type: 1,
        components: [{ type: 2, style: 5, label: 'Відкрити матч · Open the match', url: matchUrl(dispute) }],
      },
    ])
    // The button clicked on a message still showing it is told the dispute is settled.
    const late = await d.send(upholdClick(message, `dispute:uphold:${dispute.reportId}`, discordMember()))
    expect(late.body.data?.content).toBe(
      'Nothing was changed: this dispute is no longer awaiting a decision.',
    )
  })

  it('posts the decision when it came before the post went out (Discord down meanwhile)', async () => {
    await d.imitation.goDown('bad_gateway')
    const dispute = await disputed(d.h)
    await d.h.jobs.drain()
    const moderator = await player(d.h, { role: 'moderator' })
    const decided = await d.h.post(
      `/matches/${dispute.matchId}/decision`,
      { report: { kind: 'score', scores: [1, 2] }, reason: 'Team 4 won' },
      { bearer: moderator.bearer },
    )
    expect(decided.status).toBe(200)
    await d.imitation.comeBack()
    // The failed runs wait for their backoff.
    d.h.clock.advance(3600)
    await d.runJobs()
    const message = await messageOf(dispute.reportId)
    expect(message.embeds[0]?.description).toContain(
      `Decided by ${md(moderator.user.username)} (in the console), 01.03.2026 12:00 (Kyiv, UTC+2): Team 1 1:2 Team 4`,
    )
    expect(message.components).toHaveLength(1)
    expect(
      d.imitation
        .messagesIn(MODERATION_CHANNEL)
        .filter((one) => JSON.stringify(one).includes(dispute.reportId)),
    ).toHaveLength(0)
    expect(
      d.imitation.messagesIn(MODERATION_CHANNEL).filter((one) => one.embeds[0]?.url === matchUrl(dispute)),
    ).toHaveLength(1)
  })
})

describe.each(backends)('disputes without Discord on $name', (backend) => {
  const h = useAccountsHarness(backend)

  it('enqueues and keeps nothing for Discord', async () => {
    const dispute = await disputed(h)
    expect(await reportRow(h, dispute.reportId)).toMatchObject({ state: 'disputed' })
    expect(await h.db.select().from(jobs).where(eq(jobs.kind, 'discord-dispute-message'))).toEqual([])
    expect(await h.db.select().from(discordDisputeMessages)).toEqual([])
  })
})
