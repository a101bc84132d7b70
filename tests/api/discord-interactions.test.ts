/**
 * `POST /api/discord/interactions` on PGlite and PostgreSQL, signed as Discord signs (an Ed25519 key
 * pair made here), against the imitation of Discord's API: the signature, its age and the body it
 * covers; PING; who may act (the moderators' role) and in which language the others are told; confirm
 * and reject (through the reason's modal) by the console's use cases, with the captain's mail and the
 * audit entry naming the Discord user and their linked account; a double click, two moderators at
 * once, a team decided in the console before, an unknown button. Each case says what it answers and
 * what it changes, or leaves as it was: the team, the audit log, the mails, the messages in Discord.
 */
import { generateKeyPairSync } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { describe, expect, it, vi } from 'vitest'
import { bulkConfirmPath } from '#core/teams/moderation.api.ts'
import {
  auditEntries,
  discordTeamMessages,
  teams,
  tournaments,
  userAccounts,
} from '#server/platform/db/schema.ts'
import type { ImitatedMessage } from '../fakes/discord-api.ts'
import { backends } from './support/database.ts'
import {
  type DiscordHarness,
  discordMember,
  MODERATION_CHANNEL,
  OTHER_ROLE,
  useDiscordHarness,
} from './support/discord.ts'
import { player } from './support/teams.ts'

const EPHEMERAL = 64

/**
 * The team's own message in the channel: another test's team may still have its message edited by a
 * job of its own while this one runs (on PostgreSQL the worker runs beside the test).
 */
const messageOf = async (d: DiscordHarness, teamId: string) => {
  const [row] = await d.h.db
    .select({ messageId: discordTeamMessages.messageId })
    .from(discordTeamMessages)
    .where(eq(discordTeamMessages.teamId, teamId))
  return JSON.stringify(
    d.imitation.messagesIn(MODERATION_CHANNEL).find((message) => message.id === row?.messageId),
  )
}

/** What a case may change: the team's state, its audit entries, its mails, its message in the channel. */
const footprint = async (d: DiscordHarness, teamId: string) => ({
  state: (await d.h.db.select({ state: teams.state }).from(teams).where(eq(teams.id, teamId)))[0]?.state,
  audit: await d.h.db
    .select({ kind: auditEntries.kind })
    .from(auditEntries)
    .where(and(eq(auditEntries.subjectType, 'team'), eq(auditEntries.subjectId, teamId))),
  mails: d.h.teamMails.length,
  message: await messageOf(d, teamId),
})

const auditOf = (d: DiscordHarness, teamId: string) =>
  d.h.db
    .select({
      kind: auditEntries.kind,
      actorId: auditEntries.actorId,
      via: auditEntries.via,
      discordUserId: auditEntries.discordUserId,
      discordUsername: auditEntries.discordUsername,
      after: auditEntries.after,
    })
    .from(auditEntries)
    .where(and(eq(auditEntries.subjectType, 'team'), eq(auditEntries.subjectId, teamId)))

describe.each(backends)('Discord interactions on $name', (backend) => {
  const d = useDiscordHarness(backend)

  const ready = async () => {
    const team = await d.completeTeam()
    return { team, message: d.messageOf(team.name) }
  }
  const confirmClick = (
    message: ImitatedMessage,
    teamId: string,
    member = discordMember(),
    locale?: string,
  ) => d.click(message, `team:confirm:${teamId}`, member, locale)

  describe('the signature', () => {
    it('answers PING with PONG when Discord signed it', async () => {
      expect(
        await d.send({
          id: '950000000000000001',
          application_id: '1100000000000000001',
          type: 1,
          token: 'x',
          version: 1,
        }),
      ).toEqual({
        status: 200,
        body: { type: 1 },
      })
    })

    it('refuses with 401 and changes nothing: another key, a tampered body, a stale or future time, no headers', async () => {
      const { team, message } = await ready()
      const before = await footprint(d, team.id)
      const body = JSON.stringify(confirmClick(message, team.id))
      const now = d.timestamp()
      const stranger = generateKeyPairSync('ed25519').privateKey
      const refused = { status: 401, body: { detail: 'Недійсний підпис запиту.', code: 'invalid_signature' } }
      const post = (text: string, timestamp: string, signature: string) =>
        d.postRaw(text, { 'X-Signature-Ed25519': signature, 'X-Signature-Timestamp': timestamp })

      // Signed by someone else's key.
      expect(await post(body, now, d.signature(now, body, stranger))).toEqual(refused)
      // Signed, then changed on the way: another team, another character.
      const signature = d.signature(now, body)
      expect(await post(body.replace('"type":3', '"type":3 '), now, signature)).toEqual(refused)
      expect(await post(body, String(Number(now) + 1), signature)).toEqual(refused)
      // Older than five minutes, or more than a minute ahead.
      const at = (seconds: number) => String(Number(now) + seconds)
      expect(await post(body, at(-301), d.signature(at(-301), body))).toEqual(refused)
      expect(await post(body, at(61), d.signature(at(61), body))).toEqual(refused)
      // Not a signature, not a time, nothing at all.
      expect(await post(body, now, 'zz'.repeat(64))).toEqual(refused)
      expect(await post(body, 'yesterday', d.signature('yesterday', body))).toEqual(refused)
      expect(await d.postRaw(body, {})).toEqual(refused)
      expect(await footprint(d, team.id)).toEqual(before)

      // Just within the bounds on either side, the same click is taken.
      expect((await post(body, at(-299), d.signature(at(-299), body))).body.type).toBe(7)
    })

    it('refuses a body too long for an interaction before reading it', async () => {
      const huge = JSON.stringify({ type: 1, padding: 'x'.repeat(70 * 1024) })
      const now = d.timestamp()
      const answer = await d.postRaw(huge, {
        'X-Signature-Ed25519': d.signature(now, huge),
        'X-Signature-Timestamp': now,
      })
      expect(answer).toEqual({
        status: 413,
        body: { detail: 'Тіло запиту завелике.', code: 'payload_too_large' },
      })
    })

    it('answers a signed body that is no interaction 400', async () => {
      expect((await d.send({ type: 'ping' })).status).toBe(400)
    })
  })

  describe('confirm', () => {
    it("confirms by the console's use case: the message changes in place, the captain is mailed, the audit names the Discord user", async () => {
      const { team, message } = await ready()
      const moderator = discordMember()
      const mailsBefore = d.h.teamMails.length
      const answer = await d.send(confirmClick(message, team.id, moderator))

      expect(answer.status).toBe(200)
      expect(answer.body.type).toBe(7)
      const embed = answer.body.data?.embeds?.[0]
      expect(embed?.description).toBe(
        `**Стан:** Підтверджена\nПідтвердив(-ла) <@${moderator.id}>, 01.03.2026 12:00 (Київ, UTC+2)\n\n` +
          `**Status:** Confirmed\nConfirmed by <@${moderator.id}>, 01.03.2026 12:00 (Kyiv, UTC+2)`,
      )
      // The decision's buttons are gone; the console's link stays.
      expect(answer.body.data?.components?.[0]?.components.map((button) => button.style)).toEqual([5])

      expect((await footprint(d, team.id)).state).toBe('confirmed')
      expect(await auditOf(d, team.id)).toEqual([
        {
          kind: 'team.confirmed',
          actorId: null,
          via: 'discord',
          discordUserId: moderator.id,
          discordUsername: moderator.username,
          after: { state: 'confirmed' },
        },
      ])
      expect(d.h.teamMails.slice(mailsBefore).map((mail) => [mail.template, mail.to])).toEqual([
        ['teamConfirmed', team.captain.user.email],
        ['teamConfirmed', team.second.user.email],
      ])
      // The message's job brings the channel to what the answer showed.
      await d.runJobs()
      expect(d.messageOf(team.name)).toMatchObject({
        id: message.id,
        embeds: [{ description: embed?.description }],
      })
    })

    it('names the site account of a moderator who linked Discord to it, and refuses one whose account is disabled', async () => {
      const { team, message } = await ready()
      const moderator = discordMember()
      const account = await player(d.h)
      await d.h.db
        .insert(userAccounts)
        .values({ userId: account.user.id, provider: 'discord', providerAccountId: moderator.id })
      await d.send(confirmClick(message, team.id, moderator))
      expect(await auditOf(d, team.id)).toMatchObject([
        { kind: 'team.confirmed', actorId: account.user.id, via: 'discord', discordUserId: moderator.id },
      ])

      const other = await ready()
      const disabledModerator = discordMember()
      const disabled = await player(d.h, { disabled: true })
      await d.h.db
        .insert(userAccounts)
        .values({ userId: disabled.user.id, provider: 'discord', providerAccountId: disabledModerator.id })
      const before = await footprint(d, other.team.id)
      expect((await d.send(confirmClick(other.message, other.team.id, disabledModerator))).body).toEqual({
        type: 4,
        data: {
          content: 'Your account on the site is disabled: you cannot decide on teams.',
          flags: EPHEMERAL,
          allowed_mentions: { parse: [] },
        },
      })
      expect(await footprint(d, other.team.id)).toEqual(before)
    })
  })

  describe('who may act', () => {
    it('tells anyone without the moderators role so, in their Discord language, and changes nothing', async () => {
      const { team, message } = await ready()
      const before = await footprint(d, team.id)
      const outsider = discordMember([OTHER_ROLE])
      const ukrainian = await d.send(confirmClick(message, team.id, outsider, 'uk'))
      expect(ukrainian.body).toEqual({
        type: 4,
        data: {
          content:
            'Вирішувати щодо команд можуть лише модератори з роллю <@&920000000000000001>. Нічого не змінено.',
          flags: EPHEMERAL,
          allowed_mentions: { parse: [] },
        },
      })
      const english = await d.send(d.click(message, `team:reject:${team.id}`, outsider, 'en-GB'))
      expect(english.body.data?.content).toBe(
        'Only moderators with the role <@&920000000000000001> decide on teams. Nothing was changed.',
      )
      // The reason's modal sent without the role (forged, or the role taken away meanwhile).
      const modal = await d.send(d.submitReason(message, team.id, 'Spam', outsider, 'uk'))
      expect(modal.body.data?.content).toBe(ukrainian.body.data?.content)
      // A direct message to the bot has no member and no roles.
      const { member: _member, ...direct } = confirmClick(message, team.id) as Record<string, unknown>
      const dm = await d.send({ ...direct, user: { id: '940000000000009999', username: 'stranger' } })
      expect(dm.body.data?.flags).toBe(EPHEMERAL)
      expect(await footprint(d, team.id)).toEqual(before)
    })
  })

  describe('one decision', () => {
    it('answers a double click once with the decision and once with what became of the team', async () => {
      const { team, message } = await ready()
      const moderator = discordMember()
      const first = await d.send(confirmClick(message, team.id, moderator, 'uk'))
      // The decision's own edit of the message done (on PostgreSQL the worker runs beside the test).
      await d.runJobs()
      const after = await footprint(d, team.id)
      const second = await d.send(confirmClick(message, team.id, moderator, 'uk'))
      await d.runJobs()
      expect(first.body.type).toBe(7)
      expect(second.body).toEqual({
        type: 4,
        data: {
          content: 'Нічого не змінено: команда вже не чекає на рішення (зараз: Підтверджена).',
          flags: EPHEMERAL,
          allowed_mentions: { parse: [] },
        },
      })
      expect(await footprint(d, team.id)).toEqual(after)
      expect(after.audit).toEqual([{ kind: 'team.confirmed' }])
    })

    it('lets one of two moderators deciding at once decide, and tells the other', async () => {
      const { team, message } = await ready()
      const mailsBefore = d.h.teamMails.length
      const [a, b] = [discordMember(), discordMember()]
      const answers = await Promise.all([
        d.send(confirmClick(message, team.id, a)),
        d.send(d.submitReason(message, team.id, 'Not a real team', b)),
      ])
      const types = answers.map((answer) => answer.body.type)
      expect(types.sort()).toEqual([4, 7])
      const loser = answers.find((answer) => answer.body.type === 4)
      expect(loser?.body.data?.content).toMatch(
        /^Nothing was changed: the team is no longer awaiting a decision \(now: (Confirmed|Rejected)\)\.$/,
      )
      const audit = await auditOf(d, team.id)
      expect(audit).toHaveLength(1)
      const state = (await footprint(d, team.id)).state
      expect([audit[0]?.kind, state]).toEqual(
        audit[0]?.discordUserId === a.id ? ['team.confirmed', 'confirmed'] : ['team.rejected', 'dropped'],
      )
      // One decision, one set of mails: two for a confirmation, the reason and a notice for a rejection.
      expect(d.h.teamMails.length - mailsBefore).toBe(2)
    })

    it('lets two confirmations at once confirm once', async () => {
      const { team, message } = await ready()
      const answers = await Promise.all([
        d.send(confirmClick(message, team.id)),
        d.send(confirmClick(message, team.id)),
        d.send(confirmClick(message, team.id)),
      ])
      expect(answers.map((answer) => answer.body.type).sort()).toEqual([4, 4, 7])
      expect(await auditOf(d, team.id)).toHaveLength(1)
    })

    it('tells a moderator the team was decided in the console meanwhile, and opens no modal', async () => {
      const { team, message } = await ready()
      const organiser = await player(d.h, { role: 'organiser' })
      await d.h.post(
        bulkConfirmPath(team.tournamentId),
        { team_ids: [team.id] },
        { bearer: organiser.bearer },
      )
      await d.runJobs()
      const before = await footprint(d, team.id)
      for (const customId of [`team:confirm:${team.id}`, `team:reject:${team.id}`]) {
        const answer = await d.send(d.click(message, customId, discordMember()))
        expect(answer.body).toMatchObject({
          type: 4,
          data: {
            content: 'Nothing was changed: the team is no longer awaiting a decision (now: Confirmed).',
            flags: EPHEMERAL,
          },
        })
      }
      // Nor is a reason sent from a modal opened before: a confirmed team is not rejected from Discord.
      const late = await d.send(d.submitReason(message, team.id, 'Too late', discordMember()))
      expect(late.body.type).toBe(4)
      expect(await footprint(d, team.id)).toEqual(before)
      expect(before.audit).toEqual([{ kind: 'team.confirmed' }])
    })
  })

  describe('the tournament', () => {
    it('tells a moderator when the tournament takes no decisions any more, and changes nothing', async () => {
      const { team, message } = await ready()
      // The games ended an hour ago: no decision on teams after that (core's team rules).
      const hoursAgo = (hours: number) => new Date(d.h.clock.now().getTime() - hours * 60 * 60 * 1000)
      await d.h.db
        .update(tournaments)
        .set({
          registrationStart: hoursAgo(4),
          registrationEnd: hoursAgo(3),
          gamesStart: hoursAgo(2),
          gamesEnd: hoursAgo(1),
        })
        .where(eq(tournaments.id, team.tournamentId))
      const before = await footprint(d, team.id)
      expect((await d.send(confirmClick(message, team.id, discordMember(), 'uk'))).body.data?.content).toBe(
        'Нічого не змінено: турнір уже не приймає рішень щодо команд.',
      )
      expect(await footprint(d, team.id)).toEqual(before)
    })
  })

  describe('reject', () => {
    it('asks for the reason in a modal, then rejects with it: mailed to the captain, kept in the audit, shown', async () => {
      const { team, message } = await ready()
      const moderator = discordMember()
      const asked = await d.send(d.click(message, `team:reject:${team.id}`, moderator, 'uk'))
      expect(asked.body).toEqual({
        type: 9,
        data: {
          custom_id: `team:reject:${team.id}`,
          title: 'Відхилити команду',
          components: [
            {
              type: 1,
              components: [
                {
                  type: 4,
                  custom_id: 'reason',
                  style: 2,
                  label: 'Причина (її отримає капітан)',
                  min_length: 1,
                  max_length: 500,
                  required: true,
                },
              ],
            },
          ],
        },
      })
      // Asking changes nothing yet.
      expect((await footprint(d, team.id)).state).toBe('registered')

      const answer = await d.send(
        d.submitReason(message, team.id, '  Two accounts of one player  ', moderator),
      )
      expect(answer.body.type).toBe(7)
      expect(answer.body.data?.embeds?.[0]?.description).toContain('Reason: Two accounts of one player')
      expect((await footprint(d, team.id)).state).toBe('dropped')
      expect(await auditOf(d, team.id)).toEqual([
        {
          kind: 'team.rejected',
          actorId: null,
          via: 'discord',
          discordUserId: moderator.id,
          discordUsername: moderator.username,
          after: { state: 'dropped', dropped_reason: 'rejected', reason: 'Two accounts of one player' },
        },
      ])
      expect(d.h.teamMails.filter((mail) => mail.to === team.captain.user.email).at(-1)).toMatchObject({
        template: 'teamRejected',
        mail: { reason: 'Two accounts of one player' },
      })
    })

    it('refuses a reason that is empty, too long or holds control characters, and changes nothing', async () => {
      const { team, message } = await ready()
      const before = await footprint(d, team.id)
      for (const reason of ['   ', 'x'.repeat(501), 'bad\u0000reason']) {
        const answer = await d.send(d.submitReason(message, team.id, reason, discordMember(), 'uk'))
        expect(answer.body.data).toEqual({
          content: 'Причина має містити від 1 до 500 символів, без керівних символів. Нічого не змінено.',
          flags: EPHEMERAL,
          allowed_mentions: { parse: [] },
        })
      }
      expect(await footprint(d, team.id)).toEqual(before)
    })
  })

  describe('unknown actions', () => {
    it('answers a button it does not know, or a team that is gone, only to the one who clicked', async () => {
      const { team, message } = await ready()
      const before = await footprint(d, team.id)
      for (const customId of [`team:delete:${team.id}`, 'team:confirm:not-a-uuid', 'giveaway', '']) {
        expect((await d.send(d.click(message, customId, discordMember()))).body).toEqual({
          type: 4,
          data: {
            content: 'Unknown action: nothing was changed.',
            flags: EPHEMERAL,
            allowed_mentions: { parse: [] },
          },
        })
      }
      // A slash command (the bot has none).
      const command = {
        ...(confirmClick(message, team.id) as Record<string, unknown>),
        type: 2,
        data: { name: 'x' },
      }
      expect((await d.send(command)).body.data?.content).toBe('Unknown action: nothing was changed.')
      const gone = await d.send(
        d.click(message, 'team:confirm:00000000-0000-4000-8000-000000000000', discordMember()),
      )
      expect(gone.body.data?.content).toBe('This team no longer exists.')
      expect(await footprint(d, team.id)).toEqual(before)
    })
  })
})

describe.each(backends)('a Discord decision slower than its three seconds on $name', (backend) => {
  // The deadline has always passed: every decision is answered later.
  const d = useDiscordHarness(backend, { answerDeadline: () => Promise.resolve() })

  it('acknowledges at once, then edits the message through the interaction, or follows up with the refusal', async () => {
    const team = await d.completeTeam()
    const message = d.messageOf(team.name)
    const moderator = discordMember()
    const click = d.click(message, `team:confirm:${team.id}`, moderator) as { token: string }
    expect(await d.send(click)).toEqual({ status: 200, body: { type: 6 } })
    // The decision goes on after the answer; its answer is a job once it is made.
    await vi.waitFor(async () =>
      expect((await auditOf(d, team.id)).map((entry) => entry.kind)).toEqual(['team.confirmed']),
    )
    await vi.waitFor(() =>
      d.runJobs().then(() => expect(d.imitation.callsTo('PATCH', /@original$/)).toHaveLength(1)),
    )
    const [edit] = d.imitation.callsTo('PATCH', /@original$/)
    expect(edit?.path).toContain(`/webhooks/1100000000000000001/${click.token}/messages/@original`)
    expect(d.messageOf(team.name).embeds[0]?.description).toContain(`Confirmed by <@${moderator.id}>`)

    // A second click, deferred as well, is refused by a follow-up only its clicker sees.
    const again = d.click(message, `team:confirm:${team.id}`, discordMember(), 'uk') as { token: string }
    expect((await d.send(again)).body).toEqual({ type: 6 })
    await vi.waitFor(() =>
      d
        .runJobs()
        .then(() =>
          expect(d.imitation.messages.filter((one) => one.interaction_token === again.token)).toHaveLength(1),
        ),
    )
    expect(d.imitation.messages.find((one) => one.interaction_token === again.token)).toMatchObject({
      content: 'Нічого не змінено: команда вже не чекає на рішення (зараз: Підтверджена).',
      flags: EPHEMERAL,
    })
    expect(await auditOf(d, team.id)).toHaveLength(1)
  })
})
