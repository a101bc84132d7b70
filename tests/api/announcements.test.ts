/**
 * A tournament's announcements in the community channels, through the real Discord and Telegram
 * clients against the imitations of their APIs, the real job queue and a clock moved by hand: each
 * moment told once (also by two sweepers at once), only the latest of moments found together, none
 * once over or when the organiser turned them off, in the languages the description is written in,
 * and the final standings when the last stage is finished.
 */
import { eq } from 'drizzle-orm'
import pino from 'pino'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createAuditLog } from '#server/audit/index.ts'
import { createDiscordRest } from '#server/integrations/discord/rest.ts'
import { createTelegramBotApi } from '#server/integrations/telegram/bot-api.ts'
import { jobs as jobRows, tournamentAnnouncements, tournaments, users } from '#server/platform/db/schema.ts'
import { createJobQueue, type JobQueue } from '#server/platform/jobs/queue.ts'
import {
  announcementNonce,
  discordAnnouncements,
  telegramAnnouncements,
} from '#server/tournaments/announcements/channels.ts'
import { type Announcements, createAnnouncements } from '#server/tournaments/announcements/index.ts'
import { createResultsDesk } from '#server/tournaments/results-desk/use-cases.ts'
import { type DiscordImitation, IMITATION_BOT_TOKEN, startDiscordImitation } from '../fakes/discord-api.ts'
import { startTelegramApi, TELEGRAM_BOT_TOKEN, type TelegramApi } from '../fakes/telegram-api.ts'
import { createTestClock, type TestClock } from './support/clock.ts'
import { backends, type TestDatabase } from './support/database.ts'
import { createTournament, matchesOf } from './support/stages.ts'

const ANNOUNCE_CHANNEL = '940000000000000001'
const TELEGRAM_CHANNEL = -1001234567890
const PUBLIC = 'https://vatra.test'

// Registration 1–10 March (Kyiv: UTC+2), check-in from 60 to 10 minutes before the games (12 March,
// 20:00 Kyiv), games until 14 March.
const TIMELINE = {
  registrationStart: new Date('2026-03-01T10:00:00Z'),
  registrationEnd: new Date('2026-03-10T10:00:00Z'),
  gamesStart: new Date('2026-03-12T18:00:00Z'),
  gamesEnd: new Date('2026-03-14T18:00:00Z'),
  checkInOpensMinutes: 60,
  checkInClosesMinutes: 10,
}

describe.each(backends)('tournament announcements on $name', (backend) => {
  let test: TestDatabase
  let discord: DiscordImitation
  let telegram: TelegramApi
  let clock: TestClock
  let queue: JobQueue
  let announcements: Announcements
  let serial = 0

  const wire = (channels: 'both' | 'webhook') => {
    const db = test.database.db
    const rest = createDiscordRest({
      apiUrl: discord.apiUrl,
      botToken: IMITATION_BOT_TOKEN,
      userAgent: 'test',
    })
    const webhook = discord.addWebhook(ANNOUNCE_CHANNEL)
    const built = createAnnouncements({
      db,
      jobs: queue,
      publicUrl: PUBLIC,
      channels: {
        discord: discordAnnouncements(
          rest,
          channels === 'both' ? { channelId: ANNOUNCE_CHANNEL } : { webhookUrl: webhook },
        ),
        telegram: telegramAnnouncements(
          createTelegramBotApi({ apiUrl: telegram.url, botToken: TELEGRAM_BOT_TOKEN }),
          TELEGRAM_CHANNEL,
        ),
      },
    })
    built.handleJobs()
    return built
  }

  beforeAll(async () => {
    test = await backend.open()
    discord = await startDiscordImitation()
    telegram = await startTelegramApi()
  })
  afterAll(async () => {
    await queue?.stop()
    await discord.close()
    await telegram.close()
    await test.dispose()
  })
  beforeEach(async () => {
    await queue?.stop()
    discord.reset()
    discord.addChannel(ANNOUNCE_CHANNEL)
    telegram.reset()
    telegram.channel(TELEGRAM_CHANNEL)
    // Each test sees only its own tournaments and jobs.
    await test.database.db.delete(tournaments)
    await test.database.db.delete(jobRows)
    clock = createTestClock(new Date('2026-02-20T10:00:00Z'))
    queue = createJobQueue({
      db: test.database.db,
      logger: pino({ level: 'silent' }),
      now: clock.now,
      settings: { retryBaseMs: 10_000 },
    })
    announcements = wire('both')
  })

  const tournament = async (changes: Partial<typeof tournaments.$inferInsert> = {}) => {
    serial += 1
    const [row] = await test.database.db
      .insert(tournaments)
      .values({
        slug: `announced-${serial}`,
        name: `Spring Cup ${serial}`,
        game: 'Valorant',
        format: '5v5',
        status: 'published',
        slots: 8,
        ...TIMELINE,
        ...changes,
      })
      .returning({ id: tournaments.id, name: tournaments.name, slug: tournaments.slug })
    if (!row) throw new Error('no tournament')
    return row
  }
  const sweepAt = async (iso: string) => {
    clock.set(new Date(iso))
    const told = await announcements.sweep(clock.now())
    await queue.drain()
    return told.map((one) => one.event)
  }
  const discordTexts = () => discord.messagesIn(ANNOUNCE_CHANNEL).map((message) => message.content)
  const telegramTexts = () => telegram.textsTo(TELEGRAM_CHANNEL)

  it('tells each moment once, as it comes, in both channels', async () => {
    const cup = await tournament()
    expect(await sweepAt('2026-03-01T09:59:00Z')).toEqual([])
    expect(await sweepAt('2026-03-01T10:00:00Z')).toEqual(['registration_opened'])
    const opened = `📣 Відкрито реєстрацію на турнір «${cup.name}» (Valorant). Реєструйте команди до 10.03.2026 12:00 (Київ, UTC+2): ${PUBLIC}/tournaments/${cup.slug}`
    expect(discordTexts()).toEqual([opened])
    expect(telegramTexts()).toEqual([opened])
    // A sweep later finds nothing new.
    expect(await sweepAt('2026-03-05T10:00:00Z')).toEqual([])
    expect(await sweepAt('2026-03-12T17:00:00Z')).toEqual(['check_in_opened'])
    expect(await sweepAt('2026-03-12T18:00:00Z')).toEqual(['games_started'])
    expect(discordTexts().slice(1)).toEqual([
      `✅ Check-in турніру «${cup.name}» відкрито до 12.03.2026 19:50 (Київ, UTC+2). Капітани, підтвердіть участь своїх команд: ${PUBLIC}/tournaments/${cup.slug}`,
      `🎮 Ігри турніру «${cup.name}» почалися! Сітка й результати: ${PUBLIC}/tournaments/${cup.slug}/results`,
    ])
    expect(telegramTexts()).toEqual(discordTexts())
    expect(await sweepAt('2026-03-13T10:00:00Z')).toEqual([])
    expect(discordTexts()).toHaveLength(3)
  })

  it('tells only the latest of moments found at once, and none that is over', async () => {
    const late = await tournament()
    // Published (or the server back) during check-in: only check-in is told; registration is marked.
    expect(await sweepAt('2026-03-12T17:30:00Z')).toEqual(['check_in_opened'])
    const marks = await test.database.db
      .select({ event: tournamentAnnouncements.event })
      .from(tournamentAnnouncements)
      .where(eq(tournamentAnnouncements.tournamentId, late.id))
    expect(marks.map((mark) => mark.event).sort()).toEqual(['check_in_opened', 'registration_opened'])
    await test.database.db.delete(tournaments).where(eq(tournaments.id, late.id))
    // Found after registration closed: nothing is posted at all.
    await tournament()
    expect(await sweepAt('2026-03-11T10:00:00Z')).toEqual([])
    expect(discordTexts()).toHaveLength(1)
    expect(telegramTexts()).toHaveLength(1)
  })

  it('posts one message when two processes sweep at once', async () => {
    const other = createAnnouncements({
      db: test.database.db,
      jobs: queue,
      publicUrl: PUBLIC,
      channels: { discord: async () => {}, telegram: async () => {} },
    })
    await tournament({ registrationStart: new Date('2026-03-02T10:00:00Z') })
    clock.set(new Date('2026-03-02T10:00:00Z'))
    const [mine, theirs] = await Promise.all([announcements.sweep(clock.now()), other.sweep(clock.now())])
    expect(mine.length + theirs.length).toBe(1)
    await queue.drain()
    expect(discordTexts()).toHaveLength(1)
    expect(telegramTexts()).toHaveLength(1)
  })

  it('tells nothing of a tournament the organiser keeps quiet, a draft, or without channels', async () => {
    await tournament({ announce: false })
    await tournament({ status: 'draft' })
    expect(await sweepAt('2026-03-01T10:00:00Z')).toEqual([])
    const quiet = createAnnouncements({ db: test.database.db, jobs: queue, publicUrl: PUBLIC, channels: {} })
    await tournament()
    expect(await quiet.sweep(clock.now())).toEqual([])
    expect(await test.database.db.select().from(jobRows)).toEqual([])
  })

  it('does not post what was turned off after it was claimed', async () => {
    // Claimed by another process whose worker is stopped, so the job waits for this one's drain.
    const stoppedQueue = createJobQueue({
      db: test.database.db,
      logger: pino({ level: 'silent' }),
      now: clock.now,
    })
    await stoppedQueue.stop()
    const claimer = createAnnouncements({
      db: test.database.db,
      jobs: stoppedQueue,
      publicUrl: PUBLIC,
      channels: { discord: async () => {}, telegram: async () => {} },
    })
    const cup = await tournament()
    clock.set(new Date('2026-03-01T10:00:00Z'))
    expect(await claimer.sweep(clock.now())).toHaveLength(1)
    await test.database.db.update(tournaments).set({ announce: false }).where(eq(tournaments.id, cup.id))
    await queue.drain()
    expect(discordTexts()).toEqual([])
    expect(await test.database.db.select().from(jobRows)).toEqual([])
  })

  it('speaks the languages the description is written in', async () => {
    const english = await tournament({ descriptionEn: 'A cup.' })
    const both = await tournament({ descriptionUk: 'Кубок.', descriptionEn: 'A cup.' })
    expect(await sweepAt('2026-03-12T18:00:00Z')).toEqual(['games_started', 'games_started'])
    const texts = discordTexts()
    expect(texts).toContain(
      `🎮 The games of ${english.name} have begun! Brackets and results: ${PUBLIC}/en/tournaments/${english.slug}/results`,
    )
    expect(texts).toContain(
      `🎮 Ігри турніру «${both.name}» почалися! Сітка й результати: ${PUBLIC}/tournaments/${both.slug}/results\n\n` +
        `🎮 The games of ${both.name} have begun! Brackets and results: ${PUBLIC}/en/tournaments/${both.slug}/results`,
    )
  })

  it('posts through a channel webhook without the bot, and once under one nonce with the bot', async () => {
    announcements = wire('webhook')
    await tournament()
    expect(await sweepAt('2026-03-01T10:00:00Z')).toEqual(['registration_opened'])
    expect(discord.callsTo('POST', /\/webhooks\/\d+\/[\w-]+$/)).toHaveLength(1)
    expect(discord.messagesIn(ANNOUNCE_CHANNEL)[0]?.webhook_id).toBeDefined()
    // The same announcement always has the same nonce, another one another.
    expect(announcementNonce('t:registration_opened')).toBe(announcementNonce('t:registration_opened'))
    expect(announcementNonce('t:registration_opened')).not.toBe(announcementNonce('t:games_started'))
    expect(announcementNonce('t:registration_opened')).toHaveLength(25)
  })

  it('waits as Discord asks after a 429, and posts the message once', async () => {
    await tournament()
    discord.rateLimit(1, 2.5)
    expect(await sweepAt('2026-03-01T10:00:00Z')).toEqual(['registration_opened'])
    expect(discordTexts()).toEqual([])
    expect(telegramTexts()).toHaveLength(1)
    clock.advance(2.5)
    await queue.drain()
    expect(discordTexts()).toHaveLength(1)
  })

  it('tells the final standings when the last stage is finished', async () => {
    const fixture = await createTournament(test.database.db, 2, [{ kind: 'single_elimination', bestOf: 1 }])
    const db = test.database.db
    await db
      .update(tournaments)
      .set({ checkInOpensMinutes: null, descriptionEn: 'Cup.', descriptionUk: 'Кубок.' })
      .where(eq(tournaments.id, fixture.tournamentId))
    const [organiser] = await db
      .insert(users)
      .values({ username: `boss${serial}` })
      .returning({ id: users.id })
    if (!organiser) throw new Error('no organiser')
    const desk = createResultsDesk({
      db,
      audit: createAuditLog(db),
      now: clock.now,
      onStageFinished: announcements.afterStageFinished,
    })
    const [stageId] = fixture.stageIds
    if (!stageId) throw new Error('no stage')
    await desk.draw(organiser, stageId, { team_ids: [...fixture.teamIds] })
    await desk.start(organiser, stageId)
    const [final] = await matchesOf(db, stageId)
    if (!final) throw new Error('no match')
    await desk.report(organiser, final.id, { kind: 'score', scores: [0, 1] })
    expect(discordTexts()).toEqual([])
    await desk.finish(organiser, stageId)
    await queue.drain()
    const name = (await db.select().from(tournaments).where(eq(tournaments.id, fixture.tournamentId)))[0]
      ?.name
    expect(discordTexts()).toEqual([
      `🏆 Турнір «${name}» завершено. Підсумки:\n1 місце — Team 2\n2 місце — Team 1\nУсі результати: ${PUBLIC}/tournaments/${fixture.slug}/results\n\n` +
        `🏆 ${name} is over. Final standings:\nPlace 1: Team 2\nPlace 2: Team 1\nAll results: ${PUBLIC}/en/tournaments/${fixture.slug}/results`,
    ])
    expect(telegramTexts()).toEqual(discordTexts())
  })
})
