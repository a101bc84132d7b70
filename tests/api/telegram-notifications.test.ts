/**
 * The players' notices by their choice, for real (docs/telegram.md, ADR 0067): team notices queued as
 * the teams' use cases queue them, routed when their job runs, mailed into a file outbox and sent to
 * the imitation of the Bot API; a match becoming ready on the results desk; and Telegram's answers:
 * 429 with `retry_after`, being down, a blocked bot. Every expected text is written by hand.
 */
import { randomUUID } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { NotificationChoices } from '#core/notifications/notifications.ts'
import { membersPath, tournamentTeamsPath } from '#core/teams/teams.api.ts'
import { createAuditLog } from '#server/audit/index.ts'
import { handleTeamMailJobs, TEAM_MAIL_JOB } from '#server/integrations/mail/team-mail-jobs.ts'
import { createTeamMailer } from '#server/integrations/mail/team-mailer.ts'
import { createMailTransport } from '#server/integrations/mail/transport.ts'
import { createNotifications } from '#server/notifications/index.ts'
import {
  jobs,
  type StageMatchRow,
  teamMembers,
  telegramLinks,
  tournaments,
  users,
} from '#server/platform/db/schema.ts'
import { inTransaction } from '#server/platform/db/transactions.ts'
import { createJobQueue } from '#server/platform/jobs/queue.ts'
import { createLogger } from '#server/platform/logger.ts'
import { createMatchReadyNotices } from '#server/teams/index.ts'
import type { TeamMailer, TeamMailRecipient } from '#server/teams/ports.ts'
import { createResultsDesk } from '#server/tournaments/results-desk/use-cases.ts'
import { createStageUseCases } from '#server/tournaments/stages/use-cases.ts'
import { TELEGRAM_BOT_TOKEN, TELEGRAM_BOT_USERNAME, TELEGRAM_WEBHOOK_SECRET } from '../fakes/telegram-api.ts'
import { PUBLIC_URL } from './support/accounts.ts'
import { backends, type TestDatabase } from './support/database.ts'
import type { SignedInPlayer } from './support/profile-forms.ts'
import { createTournament, matchAt, matchesOf, stageTeams } from './support/stages.ts'
import { createRecordingTeamMailer } from './support/team-mailer.ts'
import { freshTeamName, openTournament, player, teamForm, teamOf } from './support/teams.ts'
import { useTelegramHarness } from './support/telegram.ts'

const SUBJECT = {
  teamName: 'Kyiv Wolves',
  tournamentName: 'CS2 Kyiv Cup',
  url: 'https://vatra.test/profile/tournaments',
}
/** 14:50 UTC on 26 May is 17:50 in Kyiv (summer time). */
const CLOSES_AT = '2026-05-26T14:50:00.000Z'
const EMAIL_ONLY: NotificationChoices = {
  team_members: 'email',
  team_status: 'email',
  check_in: 'email',
  match_ready: 'email',
  match_results: 'email',
}

const CONFIRMED_UK =
  '<b>Команду Kyiv Wolves підтверджено в турнірі CS2 Kyiv Cup</b>\n\nМодератор підтвердив вашу команду Kyiv Wolves у турнірі CS2 Kyiv Cup. Не пропустіть check-in перед іграми.\n\n<a href="https://vatra.test/profile/tournaments">Відкрити «Мої турніри»</a>'
const REPORTED_UK =
  '<b>Підтвердіть результат: Kyiv Wolves проти Dnipro Foxes, турнір CS2 Kyiv Cup</b>\n\nКоманда Dnipro Foxes повідомила результат вашого матчу в турнірі CS2 Kyiv Cup: Kyiv Wolves 1 : 2 Dnipro Foxes. Підтвердьте його або оскаржте з поясненням до 26.05.2026 17:50 (Київ, UTC+3); якщо відповіді не буде, результат підтвердиться автоматично.\n\n<a href="https://vatra.test/tournaments/cs2-kyiv-cup/matches/m-1">Відкрити матч</a>'
const CHECK_IN_UK =
  '<b>Check-in турніру CS2 Kyiv Cup відкрито</b>\n\nCheck-in турніру CS2 Kyiv Cup відкрито. Капітан або будь-який гравець команди Kyiv Wolves може пройти його до 26.05.2026 17:50 (Київ, UTC+3); команду без check-in буде знято з турніру.\n\n<a href="https://vatra.test/profile/tournaments">Пройти check-in</a>'

let chatSerial = 7_770_000

describe.each(backends)('notices by the player’s choice on $name', (backend) => {
  const t = useTelegramHarness(backend)

  /** A player whose Telegram is linked to a chat of their own, with these choices saved. */
  const linkedPlayer = async (
    locale: 'uk' | 'en',
    choices: NotificationChoices = EMAIL_ONLY,
  ): Promise<SignedInPlayer & { readonly chatId: number; readonly recipient: TeamMailRecipient }> => {
    const player = await t.player(locale)
    await t.postProfile(player, { intent: 'telegram.link' })
    const posted = t.rendered.at(-1)?.posted?.telegram
    if (posted?.outcome !== 'link') throw new Error('no link')
    chatSerial += 1
    const chat = t.telegram.user({ id: chatSerial, firstName: 'Player', languageCode: locale })
    await t.webhook(t.telegram.updateFrom(chat, `/start ${posted.url.split('start=')[1]}`))
    if ((await t.postProfile(player, { intent: 'notifications.save', ...choices })).status !== 200)
      throw new Error('choices not saved')
    await t.settle()
    // The link's answer is not what these tests look at.
    t.telegram.messages.length = 0
    const [row] = await t.accounts.db.select().from(users).where(eq(users.id, player.id))
    if (!row) throw new Error('no user')
    return {
      ...player,
      chatId: chat.id,
      recipient: { to: player.email, locale, nickname: row.username, userId: player.id },
    }
  }

  /** Queues notices as the teams' use cases do, in a transaction, and lets the worker run them. */
  const queue = async (enqueue: (mailer: TeamMailer) => Promise<void>) => {
    await inTransaction(t.accounts.db, () => enqueue(t.teamMailer))
    await t.settle()
  }

  const subjectsTo = async (address: string) =>
    (await t.mails()).filter((mail) => mail.to === address).map((mail) => mail.subject)

  it('sends each kind by e-mail, in Telegram or both, as the player chose it; invitations by e-mail', async () => {
    const olena = await linkedPlayer('uk', {
      team_members: 'email',
      team_status: 'telegram',
      check_in: 'both',
      match_ready: 'telegram',
      match_results: 'both',
    })
    await queue(async (mailer) => {
      await mailer.playerJoined(olena.recipient, { ...SUBJECT, player: 'frost_ua' })
      await mailer.teamConfirmed(olena.recipient, SUBJECT)
      await mailer.checkInOpened(olena.recipient, { ...SUBJECT, closesAt: CLOSES_AT })
      await mailer.playerInvited(olena.recipient, { ...SUBJECT, captain: 'Taras' })
      await mailer.matchReported(olena.recipient, {
        ...SUBJECT,
        url: 'https://vatra.test/tournaments/cs2-kyiv-cup/matches/m-1',
        opponent: 'Dnipro Foxes',
        result: { score: [1, 2] },
        answerBy: CLOSES_AT,
      })
    })
    expect((await subjectsTo(olena.email)).sort()).toEqual([
      'Check-in турніру CS2 Kyiv Cup відкрито',
      'Taras запрошує вас до команди Kyiv Wolves',
      'Підтвердіть результат: Kyiv Wolves проти Dnipro Foxes, турнір CS2 Kyiv Cup',
      'У команді Kyiv Wolves новий гравець: frost_ua',
    ])
    expect(t.telegram.textsTo(olena.chatId)).toEqual([CONFIRMED_UK, CHECK_IN_UK, REPORTED_UK])
    expect(t.telegram.messages.every((message) => message.parseMode === 'HTML')).toBe(true)
  })

  it('sends everything by e-mail once Telegram is unlinked, whatever was chosen', async () => {
    const sam = await linkedPlayer('en', { ...EMAIL_ONLY, team_status: 'telegram' })
    await t.webhook(t.telegram.updateFrom({ id: sam.chatId, firstName: 'Sam' }, '/stop'))
    await t.settle()
    t.telegram.messages.length = 0
    await queue((mailer) => mailer.teamConfirmed({ ...sam.recipient, locale: 'en' }, SUBJECT))
    expect(await subjectsTo(sam.email)).toEqual(['Kyiv Wolves is confirmed for CS2 Kyiv Cup'])
    expect(t.telegram.messages).toEqual([])
    // The choice is kept for a later link.
    expect((await t.notifications.profileOf(sam.id)).choices.team_status).toBe('telegram')
  })

  it('reaches a player without an e-mail address in Telegram only, and mails jobs queued before the choices', async () => {
    const ivan = await linkedPlayer('uk', { ...EMAIL_ONLY, team_status: 'telegram' })
    await t.accounts.db.update(users).set({ email: null }).where(eq(users.id, ivan.id))
    const before = (await t.mails()).length
    await queue(async (mailer) => {
      await mailer.teamConfirmed({ ...ivan.recipient, to: null }, SUBJECT)
      await mailer.playerJoined({ ...ivan.recipient, to: null }, { ...SUBJECT, player: 'frost_ua' })
    })
    expect(t.telegram.textsTo(ivan.chatId)).toEqual([CONFIRMED_UK])
    expect((await t.mails()).length).toBe(before)

    // A job as the server queued it before players had choices: no user id, mailed as it was.
    const petro = await linkedPlayer('uk', { ...EMAIL_ONLY, team_status: 'telegram' })
    await t.accounts.db.insert(jobs).values({
      kind: TEAM_MAIL_JOB.kind,
      payload: {
        template: 'teamConfirmed',
        recipient: { to: petro.email, locale: 'uk', nickname: 'Petro' },
        mail: SUBJECT,
      },
      maxAttempts: 8,
      runAt: t.accounts.clock.now(),
      createdAt: t.accounts.clock.now(),
    })
    expect(await subjectsTo(petro.email)).toEqual(['Команду Kyiv Wolves підтверджено в турнірі CS2 Kyiv Cup'])
    expect(t.telegram.textsTo(petro.chatId)).toEqual([])
  })

  it('has the teams’ use cases notify a member without an e-mail address who linked Telegram', async () => {
    const h = t.accounts
    const captain = await player(h, { email: null })
    await h.db
      .insert(telegramLinks)
      .values({ userId: captain.user.id, chatId: 6_660_001, linkedAt: h.clock.now() })
    const tournament = await openTournament(h)
    const team = teamOf(await h.post(tournamentTeamsPath(tournament.id), teamForm(freshTeamName()), captain))
    const first = await player(h)
    expect((await h.post(membersPath(team.id), { password: 'secret-42' }, first)).status).toBe(200)
    // Reachable by neither: told nothing.
    const second = await player(h, { email: null })
    h.teamMails.length = 0
    expect((await h.post(membersPath(team.id), { password: 'secret-42' }, second)).status).toBe(200)
    expect(h.teamMails.map((mail) => [mail.template, mail.to, mail.mail.player])).toEqual([
      ['playerJoined', null, second.user.username],
      ['playerJoined', first.user.email, second.user.username],
    ])
  })

  it('escapes what people typed, so Telegram takes the message', async () => {
    const taras = await linkedPlayer('en', { ...EMAIL_ONLY, team_status: 'telegram' })
    await queue((mailer) =>
      mailer.teamConfirmed(taras.recipient, { ...SUBJECT, teamName: 'Wolves <b>&amp; "Co"' }),
    )
    expect(t.telegram.textsTo(taras.chatId)).toEqual([
      '<b>Wolves &lt;b&gt;&amp;amp; &quot;Co&quot; is confirmed for CS2 Kyiv Cup</b>\n\nA moderator confirmed your team Wolves &lt;b&gt;&amp;amp; &quot;Co&quot; for CS2 Kyiv Cup. Do not miss the check-in before the games.\n\n<a href="https://vatra.test/profile/tournaments">Open My tournaments</a>',
    ])
  })

  it('tells both teams of a match that became ready, by their members’ choices, and only what was done', async () => {
    const { db } = t.accounts
    const fixture = await createTournament(db, 6, [{ kind: 'single_elimination', bestOf: 1 }])
    await db.update(tournaments).set({ name: 'Kyiv Cup' }).where(eq(tournaments.id, fixture.tournamentId))
    const [stageId = ''] = fixture.stageIds
    const team = (n: number) => fixture.teamIds[n - 1] ?? ''
    const olena = await linkedPlayer('uk', { ...EMAIL_ONLY, match_ready: 'telegram' })
    const ivan = await linkedPlayer('uk', { ...EMAIL_ONLY, match_ready: 'both' })
    const petro = await t.player('uk')
    const sam = await t.player('en')
    // No e-mail address, but a linked Telegram.
    const dmytro = await linkedPlayer('uk', { ...EMAIL_ONLY, match_ready: 'both' })
    await db.update(users).set({ email: null }).where(eq(users.id, dmytro.id))
    const join = (teamNumber: number, userId: string) =>
      db.insert(teamMembers).values({ teamId: team(teamNumber), userId, tournamentId: fixture.tournamentId })
    await join(1, olena.id)
    await join(4, ivan.id)
    await join(4, petro.id)
    await join(5, sam.id)
    await join(6, dmytro.id)
    const matchPage = (matchId: string) => `https://vatra.test/tournaments/${fixture.slug}/matches/${matchId}`
    const ukTelegram = (ours: string, theirs: string, matchId: string) =>
      `<b>Наступний матч у турнірі Kyiv Cup: ${ours} проти ${theirs}</b>\n\nСуперника визначено: ваша команда ${ours} грає наступний матч турніру Kyiv Cup проти команди ${theirs}. Домовтеся з капітаном суперника й будьте готові до початку.\n\n<a href="${matchPage(matchId)}">Відкрити матч</a>`
    /** The match the two teams (by their number) play, as the drawn stage seats them. */
    const matchBetween = async (x: number, y: number): Promise<string> => {
      const seated = await stageTeams(db, stageId)
      const teamsOf = (match: StageMatchRow) =>
        [match.opponent1?.id, match.opponent2?.id].map((local) => (local == null ? null : seated[local]))
      const found = (await matchesOf(db, stageId)).find((match) => {
        const both = teamsOf(match)
        return both.includes(team(x)) && both.includes(team(y))
      })
      if (!found) throw new Error(`Team ${x} and Team ${y} play no match`)
      return found.id
    }

    const desk = createResultsDesk({
      db,
      audit: createAuditLog(db),
      now: t.accounts.clock.now,
      matchesReady: createMatchReadyNotices({ mailer: t.teamMailer, publicUrl: PUBLIC_URL }),
    })
    const actor = { id: randomUUID() }
    const mailsSoFar = async () =>
      (await t.mails()).filter((mail) => [ivan.email, petro.email, sam.email, olena.email].includes(mail.to))
    const newMails = async (seen: number) =>
      (await mailsSoFar())
        .slice(seen)
        .map((mail) => `${mail.to}: ${mail.subject}`)
        .sort()

    // Drawn, the stage waits: nobody is told yet.
    await createStageUseCases(db).draw(stageId, fixture.teamIds)
    await desk.start(actor, stageId)
    const fourFive = await matchBetween(4, 5)
    const sixThree = await matchBetween(6, 3)
    // Team 1's first match, in round 2: the winner of Team 4 and Team 5 comes to it.
    const teamOnesMatch = (await matchAt(db, stageId, 1, 2, 1)).id
    // Team 4 meets Team 5, Team 6 Team 3; Team 1 has a bye and waits for the winner of Team 4 and 5.
    expect(await newMails(0)).toEqual(
      [
        `${ivan.email}: Наступний матч у турнірі Kyiv Cup: Team 4 проти Team 5`,
        `${petro.email}: Наступний матч у турнірі Kyiv Cup: Team 4 проти Team 5`,
        `${sam.email}: Your next match in Kyiv Cup: Team 5 vs Team 4`,
      ].sort(),
    )
    const [samMail] = (await mailsSoFar()).filter((mail) => mail.to === sam.email)
    expect(samMail?.text).toContain(
      'Your opponent is known: your team Team 5 plays its next match of Kyiv Cup against Team 4. Get in touch with their captain and be ready for the start.',
    )
    expect(samMail?.text).toContain(
      `Open the match:\n${matchPage(fourFive).replace('/tournaments', '/en/tournaments')}`,
    )
    expect(t.telegram.textsTo(ivan.chatId)).toEqual([ukTelegram('Team 4', 'Team 5', fourFive)])
    expect(t.telegram.textsTo(dmytro.chatId)).toEqual([ukTelegram('Team 6', 'Team 3', sixThree)])
    expect(t.telegram.textsTo(olena.chatId)).toEqual([])

    // Team 5 wins: its next match, against Team 1, is ready for both of them.
    const semi = await matchAt(db, stageId, 1, 1, 2)
    await desk.report(actor, semi.id, { kind: 'score', scores: [0, 1] })
    expect(await newMails(3)).toEqual([`${sam.email}: Your next match in Kyiv Cup: Team 5 vs Team 1`])
    expect(t.telegram.textsTo(olena.chatId)).toEqual([ukTelegram('Team 1', 'Team 5', teamOnesMatch)])
    expect(t.telegram.textsTo(ivan.chatId)).toHaveLength(1)

    // A correction's preview changes nothing, so it tells nobody; the correction itself does.
    await desk.previewCorrection(semi.id, { kind: 'score', scores: [1, 0] })
    expect(await newMails(4)).toEqual([])
    expect(t.telegram.messages).toHaveLength(3)
    await desk.correct(actor, semi.id, { kind: 'score', scores: [1, 0] })
    expect(await newMails(4)).toEqual(
      [
        `${ivan.email}: Наступний матч у турнірі Kyiv Cup: Team 4 проти Team 1`,
        `${petro.email}: Наступний матч у турнірі Kyiv Cup: Team 4 проти Team 1`,
      ].sort(),
    )
    expect(t.telegram.textsTo(olena.chatId)).toEqual([
      ukTelegram('Team 1', 'Team 5', teamOnesMatch),
      ukTelegram('Team 1', 'Team 4', teamOnesMatch),
    ])
    expect(t.telegram.textsTo(ivan.chatId)).toEqual([
      ukTelegram('Team 4', 'Team 5', fourFive),
      ukTelegram('Team 4', 'Team 1', teamOnesMatch),
    ])
  })

  it('waits exactly the retry_after of a 429, then sends once', async () => {
    const olena = await linkedPlayer('uk', { ...EMAIL_ONLY, team_status: 'telegram' })
    t.telegram.throttle(17)
    await queue((mailer) => mailer.teamConfirmed(olena.recipient, SUBJECT))
    await t.settle()
    expect(t.telegram.textsTo(olena.chatId)).toEqual([])
    t.accounts.clock.advance(16)
    await t.settle()
    expect(t.telegram.textsTo(olena.chatId)).toEqual([])
    t.accounts.clock.advance(1)
    await t.settle()
    expect(t.telegram.textsTo(olena.chatId)).toEqual([CONFIRMED_UK])
    const sends = t.telegram.calls.filter((call) => call.method === 'sendMessage').map((call) => call.status)
    expect(sends.slice(-2)).toEqual([429, 200])
  })

  it('keeps every message while Telegram is down and across a restart, and sends each once', async () => {
    const olena = await linkedPlayer('uk', {
      team_members: 'telegram',
      team_status: 'telegram',
      check_in: 'telegram',
      match_ready: 'telegram',
      match_results: 'telegram',
    })
    t.telegram.down()
    await queue(async (mailer) => {
      await mailer.teamConfirmed(olena.recipient, SUBJECT)
      await mailer.checkInOpened(olena.recipient, { ...SUBJECT, closesAt: CLOSES_AT })
      await mailer.playerJoined(olena.recipient, { ...SUBJECT, player: 'frost_ua' })
    })
    await t.settle()
    // The first retry after the backoff's 10 s, still down.
    t.accounts.clock.advance(10)
    await t.settle()
    expect(t.telegram.calls.filter((call) => call.status === 502)).toHaveLength(6)
    expect(t.telegram.textsTo(olena.chatId)).toEqual([])

    // The server restarts: another worker, on the same database, finds the jobs when Telegram is back.
    await t.accounts.jobs.stop()
    t.telegram.up()
    const restarted = createJobQueue({
      db: t.accounts.db,
      logger: createLogger('silent'),
      now: t.accounts.clock.now,
    })
    const again = createNotifications({
      db: t.accounts.db,
      jobs: restarted,
      telegram: {
        botToken: TELEGRAM_BOT_TOKEN,
        webhookSecret: TELEGRAM_WEBHOOK_SECRET,
        botUsername: TELEGRAM_BOT_USERNAME,
        apiUrl: t.telegram.url,
      },
      publicUrl: PUBLIC_URL,
      now: t.accounts.clock.now,
    })
    handleTeamMailJobs(
      restarted,
      createTeamMailer({
        transport: createMailTransport({ smtpUrl: undefined, mailDir: '' }),
        from: 'Vatra Esports <no-reply@vatra.test>',
      }),
      again.teamMailRoute,
    )
    t.accounts.clock.advance(20)
    await restarted.drain()
    await restarted.stop()
    expect(t.telegram.textsTo(olena.chatId)).toEqual([
      CONFIRMED_UK,
      CHECK_IN_UK,
      '<b>У команді Kyiv Wolves новий гравець: frost_ua</b>\n\nГравець frost_ua приєднався до вашої команди Kyiv Wolves у турнірі CS2 Kyiv Cup.\n\n<a href="https://vatra.test/profile/tournaments">Відкрити «Мої турніри»</a>',
    ])
    expect(await t.accounts.db.select().from(jobs).where(eq(jobs.kind, 'telegram-message'))).toEqual([])
  })
})

describe.each(backends)('a player who blocked the bot on $name', (backend) => {
  const t = useTelegramHarness(backend)

  it('is unlinked at the first refusal, that job fails for good, and the next notices come by e-mail', async () => {
    const player = await t.player('uk')
    await t.postProfile(player, { intent: 'telegram.link' })
    const posted = t.rendered.at(-1)?.posted?.telegram
    if (posted?.outcome !== 'link') throw new Error('no link')
    const chat = t.telegram.user({ id: 8_880_001, firstName: 'Olena', languageCode: 'uk' })
    await t.webhook(t.telegram.updateFrom(chat, `/start ${posted.url.split('start=')[1]}`))
    await t.postProfile(player, { intent: 'notifications.save', ...EMAIL_ONLY, team_status: 'telegram' })
    await t.settle()
    const [row] = await t.accounts.db.select().from(users).where(eq(users.id, player.id))
    const recipient = {
      to: player.email,
      locale: 'uk' as const,
      nickname: row?.username ?? '',
      userId: player.id,
    }

    t.telegram.block(chat.id)
    await inTransaction(t.accounts.db, () => t.teamMailer.teamConfirmed(recipient, SUBJECT))
    await t.settle()
    expect(await t.chatOf(player.id)).toBeUndefined()
    const [failed] = await t.accounts.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, 'telegram-message'), eq(jobs.state, 'failed')))
    expect(failed?.attempts).toBe(1)
    expect(failed?.lastError).toBe(
      'Telegram sendMessage: HTTP 403: 403 Forbidden: bot was blocked by the user',
    )

    await inTransaction(t.accounts.db, () => t.teamMailer.teamConfirmed(recipient, SUBJECT))
    const mails = (await t.mails()).filter((mail) => mail.to === player.email)
    expect(mails.map((mail) => mail.subject)).toEqual([
      'Команду Kyiv Wolves підтверджено в турнірі CS2 Kyiv Cup',
    ])
  })
})

describe.each(backends)('the next match of each team in a round robin on $name', (backend) => {
  let test: TestDatabase
  beforeAll(async () => {
    test = await backend.open()
  })
  afterAll(() => test.dispose())

  it('tells each team of its next match as it reaches it, not of every match of the group at once', async () => {
    const { db } = test.database
    // Seeds 1 to 4 in one group: round 1 Team 1–Team 4 and Team 3–Team 2, round 2 Team 2–Team 4 and
    // Team 1–Team 3, round 3 Team 3–Team 4 and Team 2–Team 1 (brackets-manager's round robin).
    const fixture = await createTournament(db, 4, [{ kind: 'round_robin', bestOf: 1, groups: 1 }])
    const [stageId = ''] = fixture.stageIds
    const members = await db
      .insert(users)
      .values(
        [1, 2, 3, 4].map((n) => ({
          username: `rr${process.pid}x${n}`,
          email: `rr${n}.${process.pid}@example.test`,
        })),
      )
      .returning({ id: users.id })
    await db.insert(teamMembers).values(
      members.map((member, index) => ({
        teamId: fixture.teamIds[index] ?? '',
        userId: member.id,
        tournamentId: fixture.tournamentId,
      })),
    )
    const mailer = createRecordingTeamMailer()
    const stages = createStageUseCases(db, {
      matchesReady: createMatchReadyNotices({ mailer, publicUrl: PUBLIC_URL }),
    })
    const told = () =>
      mailer.sent
        .splice(0)
        .map((mail) => `${mail.mail.teamName} vs ${mail.mail.opponent}`)
        .sort()

    await stages.draw(stageId, fixture.teamIds)
    expect(told()).toEqual([])
    await stages.start(stageId)
    expect(told()).toEqual(['Team 1 vs Team 4', 'Team 2 vs Team 3', 'Team 3 vs Team 2', 'Team 4 vs Team 1'])
    await stages.report((await matchAt(db, stageId, 1, 1, 1)).id, { kind: 'score', scores: [1, 0] })
    expect(told()).toEqual(['Team 1 vs Team 3', 'Team 4 vs Team 2'])
    await stages.report((await matchAt(db, stageId, 1, 1, 2)).id, { kind: 'score', scores: [0, 1] })
    expect(told()).toEqual(['Team 2 vs Team 4', 'Team 3 vs Team 1'])
    expect(mailer.sent).toEqual([])
  })
})
