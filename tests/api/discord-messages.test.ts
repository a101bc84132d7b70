/**
 * The teams' messages in the moderators' Discord channel, through the real job queue and the real
 * REST client against the imitation of Discord: a team gets its message once complete, not before;
 * what the message shows (the team, its logo, players with their Discord names, the tournament, what
 * it lacks, the buttons while a decision is awaited, a link to the console); each later change edits
 * it in place, several changes in a row come to one edit, a change that shows nothing new sends
 * nothing; and the console's decisions show who made them.
 */
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { bulkConfirmPath, rejectTeamPath } from '#core/teams/moderation.api.ts'
import {
  memberPath,
  membersPath,
  teamLogoPath,
  teamPath,
  tournamentTeamsPath,
} from '#core/teams/teams.api.ts'
import { discordTeamMessages, jobs } from '#server/platform/db/schema.ts'
import { createTeamLifecycle } from '#server/teams/lifecycle.ts'
import { PUBLIC_URL } from './support/accounts.ts'
import { backends } from './support/database.ts'
import { MODERATION_CHANNEL, useDiscordHarness } from './support/discord.ts'
import { createRecordingTeamMailer } from './support/team-mailer.ts'
import { openTournament, player, pngLogoForm, teamForm, teamOf } from './support/teams.ts'

describe.each(backends)('the teams messages in Discord on $name', (backend) => {
  const d = useDiscordHarness(backend)

  const channel = () => d.imitation.messagesIn(MODERATION_CHANNEL)
  const posts = () => d.imitation.callsTo('POST', /\/channels\/\d+\/messages$/)
  const edits = () => d.imitation.callsTo('PATCH', /\/channels\/\d+\/messages\/\d+$/)

  it('posts nothing until the team is complete, then one message with what moderators need', async () => {
    d.imitation.reset()
    const tournament = await openTournament(d.h, { name: 'Kyiv Spring Cup' })
    const captain = await player(d.h, { discord: 'wolf_captain' })
    const created = await d.h.post(tournamentTeamsPath(tournament.id), teamForm('Kyiv *Wolves*'), {
      bearer: captain.bearer,
    })
    const team = teamOf(created)
    await d.runJobs()
    await d.h.postForm(teamLogoPath(team.id), await pngLogoForm(), { bearer: captain.bearer })
    await d.runJobs()
    // A logo but one player of two: still incomplete, nothing posted.
    expect(channel()).toEqual([])
    expect(posts()).toEqual([])

    const second = await player(d.h, { discord: 'second_wolf' })
    await d.h.post(membersPath(team.id), { password: 'secret-42' }, { bearer: second.bearer })
    await d.runJobs()
    expect(posts()).toHaveLength(1)
    const [message] = channel()
    const [embed] = message?.embeds ?? []
    const logoUrl = (await d.h.get(teamPath(team.id), { bearer: captain.bearer })).body as {
      logo_url: string
    }
    const consoleUrl = `${PUBLIC_URL}/console/tournaments/${tournament.id}/teams`
    expect(embed).toMatchObject({
      type: 'rich',
      title: 'Kyiv *Wolves*',
      url: consoleUrl,
      thumbnail: { url: `${PUBLIC_URL}${logoUrl.logo_url}` },
      description: '**Стан:** Чекає на рішення модератора\n\n**Status:** Awaiting a moderator’s decision',
      fields: [
        { name: 'Турнір · Tournament', value: 'Kyiv Spring Cup' },
        {
          name: 'Гравці (2 з 3) · Players (2 of 3)',
          value: `• **${captain.user.username.replaceAll('_', '\\_')}** — Discord: wolf\\_captain (капітан · captain)\n• **${second.user.username.replaceAll('_', '\\_')}** — Discord: second\\_wolf`,
        },
        { name: 'Бракує · Missing', value: 'нічого · nothing' },
      ],
    })
    expect(message?.components).toEqual([
      {
        type: 1,
        components: [
          { type: 2, style: 3, label: 'Підтвердити · Confirm', custom_id: `team:confirm:${team.id}` },
          { type: 2, style: 4, label: 'Відхилити · Reject', custom_id: `team:reject:${team.id}` },
          { type: 2, style: 5, label: 'Відкрити в консолі · Open in the console', url: consoleUrl },
        ],
      },
    ])
    // Nobody is pinged, whatever a name holds.
    expect(JSON.parse(posts()[0]?.body ?? '{}').allowed_mentions).toEqual({ parse: [] })
    const [row] = await d.h.db
      .select()
      .from(discordTeamMessages)
      .where(eq(discordTeamMessages.teamId, team.id))
    expect(row).toMatchObject({ channelId: MODERATION_CHANNEL, messageId: message?.id })
    // Every job done and gone.
    expect(await d.h.db.select().from(jobs)).toEqual([])
  })

  it('edits the message in place when the team changes, and tells what it lacks now', async () => {
    d.imitation.reset()
    const team = await d.completeTeam()
    const posted = d.messageOf(team.name)
    // The second player leaves: one player short.
    await d.h.delete(memberPath(team.id, team.second.user.id), { bearer: team.second.bearer })
    await d.runJobs()
    const edited = d.messageOf(team.name)
    expect(edited.id).toBe(posted.id)
    expect(edited.edited_timestamp).not.toBeNull()
    expect(edited.embeds[0]?.fields).toContainEqual({
      name: 'Бракує · Missing',
      value: '1 гравця · 1 player',
    })
    expect(posts()).toHaveLength(1)
    expect(edits()).toHaveLength(1)
  })

  it('comes to one edit of the latest state after several changes, and sends nothing when nothing shows', async () => {
    d.imitation.reset()
    const team = await d.completeTeam()
    const third = await player(d.h, { discord: 'third_one' })
    // A substitute joins and a new join password is set (not shown): two changes before the jobs run.
    await d.h.post(membersPath(team.id), { password: 'secret-42' }, { bearer: third.bearer })
    await d.h.patch(teamPath(team.id), { join_password: 'another-42' }, { bearer: team.captain.bearer })
    await d.runJobs()
    expect(edits()).toHaveLength(1)
    const players = d.messageOf(team.name).embeds[0]?.fields as ReadonlyArray<{ name: string; value: string }>
    expect(players[1]?.name).toBe('Гравці (3 з 3) · Players (3 of 3)')
    expect(players[1]?.value).toContain('third\\_one')

    // The description changes: the message does not show it, so nothing is sent.
    await d.h.patch(teamPath(team.id), { description: 'New words.' }, { bearer: team.captain.bearer })
    await d.runJobs()
    expect(edits()).toHaveLength(1)
  })

  it('shows a decision made in the console: who, when, why, and no buttons left', async () => {
    d.imitation.reset()
    const moderator = await player(d.h, { role: 'moderator' })
    const confirmed = await d.completeTeam()
    const rejected = await d.completeTeam({ tournamentId: confirmed.tournamentId })
    expect(
      (
        await d.h.post(
          bulkConfirmPath(confirmed.tournamentId),
          { team_ids: [confirmed.id] },
          { bearer: moderator.bearer },
        )
      ).status,
    ).toBe(200)
    expect(
      (
        await d.h.post(
          rejectTeamPath(rejected.id),
          { reason: 'Logo is *offensive*' },
          { bearer: moderator.bearer },
        )
      ).status,
    ).toBe(200)
    await d.runJobs()
    const nickname = moderator.user.username.replaceAll('_', '\\_')
    // 10:00 UTC on the 1st of March is noon in Kyiv (UTC+2).
    expect(d.messageOf(confirmed.name).embeds[0]?.description).toBe(
      `**Стан:** Підтверджена\nПідтвердив(-ла) ${nickname} (у консолі), 01.03.2026 12:00 (Київ, UTC+2)\n\n` +
        `**Status:** Confirmed\nConfirmed by ${nickname} (in the console), 01.03.2026 12:00 (Kyiv, UTC+2)`,
    )
    expect(d.messageOf(rejected.name).embeds[0]?.description).toBe(
      `**Стан:** Відхилена\nВідхилив(-ла) ${nickname} (у консолі), 01.03.2026 12:00 (Київ, UTC+2)\nПричина: Logo is \\*offensive\\*\n\n` +
        `**Status:** Rejected\nRejected by ${nickname} (in the console), 01.03.2026 12:00 (Kyiv, UTC+2)\nReason: Logo is \\*offensive\\*`,
    )
    for (const name of [confirmed.name, rejected.name]) {
      expect(d.messageOf(name).components).toEqual([
        { type: 1, components: [expect.objectContaining({ style: 5 })] },
      ])
    }
  })

  it('posts a message for each team of its own, in the channel of the settings', async () => {
    d.imitation.reset()
    const first = await d.completeTeam()
    const second = await d.completeTeam({ tournamentId: first.tournamentId })
    expect(
      channel()
        .map((message) => message.embeds[0]?.title)
        .sort(),
    ).toEqual([first.name, second.name].sort())
    expect(channel().every((message) => message.channel_id === MODERATION_CHANNEL)).toBe(true)
  })

  it("follows the lifecycle's moments: a team still incomplete at the registration close is shown dropped", async () => {
    d.imitation.reset()
    const team = await d.completeTeam()
    await d.h.delete(memberPath(team.id, team.second.user.id), { bearer: team.second.bearer })
    await d.runJobs()
    const lifecycle = createTeamLifecycle({
      db: d.h.db,
      mailer: createRecordingTeamMailer(),
      publicUrl: PUBLIC_URL,
      watch: d.h.teams.watch,
    })
    // The tournament's registration closes two days after the clock.
    const report = await lifecycle.sweep(new Date(d.h.clock.now().getTime() + 49 * 60 * 60 * 1000))
    expect(report.registrationClosed).toContain(team.tournamentId)
    await d.runJobs()
    expect(d.messageOf(team.name).embeds[0]?.description).toBe(
      '**Стан:** Вибула: не зібралася до кінця реєстрації\n\n**Status:** Dropped: not complete when registration closed',
    )
    expect(d.messageOf(team.name).components).toEqual([
      { type: 1, components: [expect.objectContaining({ style: 5 })] },
    ])
  })
})
