/**
 * The team mails for real: enqueued through the queued TeamMailer in a transaction, run by the job
 * queue's worker (handleTeamMailJobs), rendered in the recipient's language and delivered over SMTP to
 * a server started by the test (support/smtp.ts). Every text below is written by hand.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { parseMail } from '#server/integrations/mail/parse-mail.ts'
import { createQueuedTeamMailer, handleTeamMailJobs } from '#server/integrations/mail/team-mail-jobs.ts'
import { createTeamMailer } from '#server/integrations/mail/team-mailer.ts'
import { createMailTransport, type MailTransport } from '#server/integrations/mail/transport.ts'
import { inTransaction } from '#server/platform/db/transactions.ts'
import { createJobQueue, type JobQueue } from '#server/platform/jobs/queue.ts'
import { createLogger } from '#server/platform/logger.ts'
import type { TeamMailer } from '#server/teams/ports.ts'
import { backends, type TestDatabase } from './support/database.ts'
import { startSmtpServer, type TestSmtpServer } from './support/smtp.ts'

const FROM = 'Vatra Esports <no-reply@vatra.test>'
const UK = { to: 'olena@example.test', locale: 'uk', nickname: 'Olena' } as const
const EN = { to: 'sam@example.test', locale: 'en', nickname: 'Sam' } as const
const UK_SUBJECT = {
  teamName: 'Kyiv Wolves',
  tournamentName: 'CS2 Kyiv Cup',
  url: 'https://vatra.test/profile/tournaments',
}
const EN_SUBJECT = { ...UK_SUBJECT, url: 'https://vatra.test/en/profile/tournaments' }
/** 14:50 UTC on 26 May is 17:50 in Kyiv (summer time). */
const CLOSES_AT = '2026-05-26T14:50:00.000Z'

const [backend] = backends

describe('team mails through the job queue over SMTP', () => {
  let database: TestDatabase
  let smtp: TestSmtpServer
  let transport: MailTransport
  let queue: JobQueue
  let queued: TeamMailer

  beforeAll(async () => {
    if (!backend) throw new Error('no backend')
    database = await backend.open()
    smtp = await startSmtpServer()
    transport = createMailTransport({ smtpUrl: `smtp://127.0.0.1:${smtp.port}`, mailDir: '' })
    queue = createJobQueue({ db: database.database.db, logger: createLogger('silent') })
    handleTeamMailJobs(queue, createTeamMailer({ transport, from: FROM, publicUrl: 'https://vatra.test' }))
    queued = createQueuedTeamMailer(queue)
  })
  afterAll(async () => {
    await queue.stop()
    transport.close()
    await smtp.close()
    await database.dispose()
  })
  beforeEach(() => {
    smtp.received.length = 0
  })

  /** Enqueues in a transaction, as the use cases and the sweeps do, and lets the worker send. */
  const send = async (enqueue: (mailer: TeamMailer) => Promise<void>) => {
    await inTransaction(database.database.db, () => enqueue(queued))
    await queue.drain()
    expect(smtp.received).toHaveLength(1)
    const [message] = smtp.received
    if (!message) throw new Error('no message')
    return { ...parseMail(message.raw), envelope: message.to }
  }

  it.each([
    {
      name: 'playerJoined',
      enqueue: (mailer: TeamMailer) => mailer.playerJoined(UK, { ...UK_SUBJECT, player: 'frost_ua' }),
      subject: 'У команді Kyiv Wolves новий гравець: frost_ua',
      intro: 'Гравець frost_ua приєднався до вашої команди Kyiv Wolves у турнірі CS2 Kyiv Cup.',
      action: 'Відкрити «Мої турніри»',
    },
    {
      name: 'playerLeft',
      enqueue: (mailer: TeamMailer) => mailer.playerLeft(UK, { ...UK_SUBJECT, player: 'frost_ua' }),
      subject: 'Гравець frost_ua залишив команду Kyiv Wolves',
      intro: 'Гравець frost_ua залишив вашу команду Kyiv Wolves у турнірі CS2 Kyiv Cup.',
      action: 'Відкрити «Мої турніри»',
    },
    {
      name: 'playerRemoved',
      enqueue: (mailer: TeamMailer) => mailer.playerRemoved(UK, UK_SUBJECT),
      subject: 'Вас вилучено з команди Kyiv Wolves',
      intro: 'Капітан вилучив вас із команди Kyiv Wolves у турнірі CS2 Kyiv Cup.',
      action: 'Відкрити «Мої турніри»',
    },
    {
      name: 'teamConfirmed',
      enqueue: (mailer: TeamMailer) => mailer.teamConfirmed(UK, UK_SUBJECT),
      subject: 'Команду Kyiv Wolves підтверджено в турнірі CS2 Kyiv Cup',
      intro: 'Модератор підтвердив вашу команду Kyiv Wolves у турнірі CS2 Kyiv Cup.',
      action: 'Відкрити «Мої турніри»',
    },
    {
      name: 'teamDropped (rejected)',
      enqueue: (mailer: TeamMailer) => mailer.teamDropped(UK, { ...UK_SUBJECT, reason: 'rejected' }),
      subject: 'Команду Kyiv Wolves знято з турніру CS2 Kyiv Cup',
      intro: 'Модератор відхилив вашу команду Kyiv Wolves у турнірі CS2 Kyiv Cup.',
      action: 'Відкрити «Мої турніри»',
    },
    {
      name: 'teamRejected',
      enqueue: (mailer: TeamMailer) =>
        mailer.teamRejected(UK, { ...UK_SUBJECT, reason: 'Два акаунти <одного> гравця' }),
      subject: 'Команду Kyiv Wolves знято з турніру CS2 Kyiv Cup',
      intro: 'Причина від модератора: «Два акаунти <одного> гравця».',
      action: 'Відкрити «Мої турніри»',
    },
    {
      name: 'teamPromoted',
      enqueue: (mailer: TeamMailer) => mailer.teamPromoted(UK, UK_SUBJECT),
      subject: 'Команда Kyiv Wolves отримала місце в турнірі CS2 Kyiv Cup',
      intro: 'ваша команда Kyiv Wolves вийшла з листа очікування й тепер займає слот у турнірі CS2 Kyiv Cup.',
      action: 'Відкрити «Мої турніри»',
    },
    {
      name: 'checkInOpened',
      enqueue: (mailer: TeamMailer) => mailer.checkInOpened(UK, { ...UK_SUBJECT, closesAt: CLOSES_AT }),
      subject: 'Check-in турніру CS2 Kyiv Cup відкрито',
      intro:
        'Капітан або будь-який гравець команди Kyiv Wolves може пройти його до 26.05.2026 17:50 (Київ, UTC+3)',
      action: 'Пройти check-in',
    },
    {
      name: 'matchReported',
      enqueue: (mailer: TeamMailer) =>
        mailer.matchReported(UK, {
          ...UK_SUBJECT,
          opponent: 'Dnipro Foxes',
          result: { forfeit: 'opponent' },
          answerBy: CLOSES_AT,
        }),
      subject: 'Підтвердіть результат: Kyiv Wolves проти Dnipro Foxes, турнір CS2 Kyiv Cup',
      intro:
        'Команда Dnipro Foxes повідомила результат вашого матчу в турнірі CS2 Kyiv Cup: технічна поразка команди Dnipro Foxes. Підтвердьте його або оскаржте з поясненням до 26.05.2026 17:50 (Київ, UTC+3); якщо відповіді не буде, результат підтвердиться автоматично.',
      action: 'Відкрити матч',
    },
    {
      name: 'disputeDecided',
      enqueue: (mailer: TeamMailer) =>
        mailer.disputeDecided(UK, {
          ...UK_SUBJECT,
          opponent: 'Dnipro Foxes',
          result: { score: [2, 0] },
          reason: 'Скриншот підтверджує рахунок',
        }),
      subject: 'Спір щодо матчу Kyiv Wolves проти Dnipro Foxes вирішено, турнір CS2 Kyiv Cup',
      intro:
        'Модератор вирішив спір щодо вашого матчу з командою Dnipro Foxes у турнірі CS2 Kyiv Cup: Kyiv Wolves 2 : 0 Dnipro Foxes. Причина: Скриншот підтверджує рахунок',
      action: 'Відкрити матч',
    },
    {
      name: 'matchNoShow (a forfeit)',
      enqueue: (mailer: TeamMailer) =>
        mailer.matchNoShow(UK, { ...UK_SUBJECT, opponent: 'Dnipro Foxes', result: { forfeit: 'opponent' } }),
      subject: 'Перевірку готовності закрито: Kyiv Wolves проти Dnipro Foxes, турнір CS2 Kyiv Cup',
      intro:
        'Час підтвердити готовність до матчу з командою Dnipro Foxes у турнірі CS2 Kyiv Cup минув, а однієї з команд не було: технічна поразка команди Dnipro Foxes. Якщо це помилка, напишіть модераторам.',
      action: 'Відкрити матч',
    },
  ])('renders $name in Ukrainian', async ({ enqueue, subject, intro, action }) => {
    const mail = await send(enqueue)
    expect(mail.envelope).toEqual([UK.to])
    expect(mail.subject).toBe(subject)
    expect(mail.headers.get('content-language')).toEqual(['uk'])
    expect(mail.text).toContain('Вітаємо, Olena!')
    expect(mail.text).toContain(intro)
    expect(mail.text).toContain(`${action}:\nhttps://vatra.test/profile/tournaments`)
    expect(mail.text).toContain(
      'Ви отримали цей лист через вашу команду в турнірі CS2 Kyiv Cup на Vatra Esports.',
    )
    expect(mail.html).toContain('<html lang="uk">')
    expect(mail.html).toContain('<a href="https://vatra.test/profile/tournaments"')
  })

  it.each([
    {
      name: 'playerJoined',
      enqueue: (mailer: TeamMailer) => mailer.playerJoined(EN, { ...EN_SUBJECT, player: 'frost_ua' }),
      subject: 'New player in Kyiv Wolves: frost_ua',
      intro: 'frost_ua joined your team Kyiv Wolves in CS2 Kyiv Cup.',
      action: 'Open My tournaments',
    },
    {
      name: 'playerLeft',
      enqueue: (mailer: TeamMailer) => mailer.playerLeft(EN, { ...EN_SUBJECT, player: 'frost_ua' }),
      subject: 'frost_ua left Kyiv Wolves',
      intro: 'frost_ua left your team Kyiv Wolves in CS2 Kyiv Cup.',
      action: 'Open My tournaments',
    },
    {
      name: 'playerRemoved',
      enqueue: (mailer: TeamMailer) => mailer.playerRemoved(EN, EN_SUBJECT),
      subject: 'You were removed from Kyiv Wolves',
      intro: 'The captain removed you from the team Kyiv Wolves in CS2 Kyiv Cup.',
      action: 'Open My tournaments',
    },
    {
      name: 'teamConfirmed',
      enqueue: (mailer: TeamMailer) => mailer.teamConfirmed(EN, EN_SUBJECT),
      subject: 'Kyiv Wolves is confirmed for CS2 Kyiv Cup',
      intro: 'A moderator confirmed your team Kyiv Wolves for CS2 Kyiv Cup.',
      action: 'Open My tournaments',
    },
    {
      name: 'teamDropped (incomplete)',
      enqueue: (mailer: TeamMailer) => mailer.teamDropped(EN, { ...EN_SUBJECT, reason: 'incomplete' }),
      subject: 'Kyiv Wolves was dropped from CS2 Kyiv Cup',
      intro: 'when registration closed, it did not have its logo or enough players.',
      action: 'Open My tournaments',
    },
    {
      name: 'teamPromoted',
      enqueue: (mailer: TeamMailer) => mailer.teamPromoted(EN, EN_SUBJECT),
      subject: 'Kyiv Wolves got a place in CS2 Kyiv Cup',
      intro:
        'A place freed up: your team Kyiv Wolves left the waiting list and now holds a slot in CS2 Kyiv Cup.',
      action: 'Open My tournaments',
    },
    {
      name: 'checkInOpened',
      enqueue: (mailer: TeamMailer) => mailer.checkInOpened(EN, { ...EN_SUBJECT, closesAt: CLOSES_AT }),
      subject: 'Check-in for CS2 Kyiv Cup is open',
      intro:
        'The captain or any player of Kyiv Wolves can check the team in until 26 May 2026 17:50 (Kyiv, UTC+3)',
      action: 'Check in',
    },
    {
      name: 'matchReported',
      enqueue: (mailer: TeamMailer) =>
        mailer.matchReported(EN, {
          ...EN_SUBJECT,
          opponent: 'Dnipro Foxes',
          result: { score: [0, 2] },
          answerBy: CLOSES_AT,
        }),
      subject: 'Confirm the result: Kyiv Wolves vs Dnipro Foxes in CS2 Kyiv Cup',
      intro:
        'Dnipro Foxes reported the result of your match in CS2 Kyiv Cup: Kyiv Wolves 0 : 2 Dnipro Foxes. Confirm it, or dispute it with a reason, by 26 May 2026 17:50 (Kyiv, UTC+3); without an answer by then it is confirmed.',
      action: 'Open the match',
    },
    {
      name: 'disputeDecided',
      enqueue: (mailer: TeamMailer) =>
        mailer.disputeDecided(EN, {
          ...EN_SUBJECT,
          opponent: 'Dnipro Foxes',
          result: { forfeit: 'team' },
          reason: 'No show at the start',
        }),
      subject: 'Dispute decided: Kyiv Wolves vs Dnipro Foxes in CS2 Kyiv Cup',
      intro:
        'A moderator decided the dispute over your match against Dnipro Foxes in CS2 Kyiv Cup: Kyiv Wolves loses by forfeit. The reason: No show at the start',
      action: 'Open the match',
    },
    {
      name: 'matchNoShow (for the moderators)',
      enqueue: (mailer: TeamMailer) =>
        mailer.matchNoShow(EN, { ...EN_SUBJECT, opponent: 'Dnipro Foxes', result: null }),
      subject: 'Ready check closed: Kyiv Wolves vs Dnipro Foxes in CS2 Kyiv Cup',
      intro:
        'Neither team said it was ready in time for your match against Dnipro Foxes in CS2 Kyiv Cup. The moderators will decide the match.',
      action: 'Open the match',
    },
  ])('renders $name in English', async ({ enqueue, subject, intro, action }) => {
    const mail = await send(enqueue)
    expect(mail.envelope).toEqual([EN.to])
    expect(mail.subject).toBe(subject)
    expect(mail.headers.get('content-language')).toEqual(['en'])
    expect(mail.text).toContain('Hello, Sam!')
    expect(mail.text).toContain(intro)
    expect(mail.text).toContain(`${action}:\nhttps://vatra.test/en/profile/tournaments`)
    expect(mail.text).toContain(
      'You receive this e-mail because of your team in CS2 Kyiv Cup at Vatra Esports.',
    )
    expect(mail.html).toContain('<html lang="en">')
  })

  it.each([
    {
      recipient: UK,
      subject: { ...UK_SUBJECT, captain: 'frost_ua' },
      title: 'frost_ua запрошує вас до команди Kyiv Wolves',
      intro:
        'frost_ua, капітан команди Kyiv Wolves, запрошує вас грати з командою в турнірі CS2 Kyiv Cup. Ви приєднаєтеся, лише якщо приймете запрошення в «Моїх турнірах»; доти капітан бачить тільки ваш нікнейм. Не ваша команда? Відхиліть запрошення там.',
      action: 'Відповісти в «Моїх турнірах»:\nhttps://vatra.test/profile/tournaments',
      closing:
        'Ви отримали цей лист, бо капітан ввів ваш нікнейм на Vatra Esports. Нічого не зміниться, поки ви не відповісте.',
    },
    {
      recipient: EN,
      subject: { ...EN_SUBJECT, captain: 'frost_ua' },
      title: 'frost_ua invites you to Kyiv Wolves',
      intro:
        'frost_ua, the captain of Kyiv Wolves, invites you to play with the team in CS2 Kyiv Cup. You join only if you accept the invitation in My tournaments; until then the captain sees your nickname only. Not your team? Decline it there.',
      action: 'Answer in My tournaments:\nhttps://vatra.test/en/profile/tournaments',
      closing:
        'You receive this e-mail because a captain typed your nickname at Vatra Esports. Nothing changes until you answer.',
    },
  ])(
    'renders playerInvited in $recipient.locale: who invites, to what, and that nothing happens until the player answers',
    async ({ recipient, subject, title, intro, action, closing }) => {
      const mail = await send((mailer) => mailer.playerInvited(recipient, subject))
      expect(mail.envelope).toEqual([recipient.to])
      expect(mail.subject).toBe(title)
      expect(mail.headers.get('content-language')).toEqual([recipient.locale])
      expect(mail.text).toContain(intro)
      expect(mail.text).toContain(action)
      expect(mail.text).toContain(closing)
      expect(mail.text).not.toContain('because of your team')
      expect(mail.text).not.toContain('через вашу команду')
    },
  )

  it('keeps a hostile team name as text in the HTML part', async () => {
    const mail = await send((mailer) =>
      mailer.teamConfirmed(EN, { ...EN_SUBJECT, teamName: '<img src=x onerror=alert(1)>' }),
    )
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;')
    expect(mail.html).not.toContain('<img')
  })

  it('sends nothing when the enqueuing transaction rolls back', async () => {
    await expect(
      inTransaction(database.database.db, async () => {
        await queued.teamPromoted(UK, UK_SUBJECT)
        throw new Error('the change failed')
      }),
    ).rejects.toThrow('the change failed')
    await queue.drain()
    expect(smtp.received).toEqual([])
  })
})
