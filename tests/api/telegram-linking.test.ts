/**
 * Linking a player's Telegram for real (docs/telegram.md, ADR 0066): the profile's form makes the
 * one-time link, Telegram's update reaches the webhook as Telegram posts it (the imitation writes it),
 * the bot's answers go through the job queue to the imitation of the Bot API. Every text below is
 * written by hand.
 */
import { createHash } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { oneTimeTokens, telegramLinks, users } from '#server/platform/db/schema.ts'
import { TELEGRAM_WEBHOOK_SECRET, type TelegramUser } from '../fakes/telegram-api.ts'
import { backends } from './support/database.ts'
import type { SignedInPlayer } from './support/profile-forms.ts'
import { useTelegramHarness } from './support/telegram.ts'

const START_LINK = /^https:\/\/t\.me\/vatra_test_bot\?start=([A-Za-z0-9_-]{43})$/

let chatSerial = 5_550_000
/** A Telegram user who opened the bot (a private chat of their own). */
const person = (languageCode = 'uk', firstName = 'Olena'): TelegramUser => {
  chatSerial += 1
  return { id: chatSerial, firstName, languageCode }
}

describe.each(backends)('linking Telegram on $name', (backend) => {
  const t = useTelegramHarness(backend)

  const nicknameOf = async (userId: string): Promise<string> => {
    const [row] = await t.accounts.db
      .select({ nickname: users.username })
      .from(users)
      .where(eq(users.id, userId))
    if (!row) throw new Error('no such user')
    return row.nickname
  }

  /** Presses "Link Telegram" on the profile: the token of the link the page shows. */
  const linkToken = async (player: SignedInPlayer, options: { en?: boolean } = {}): Promise<string> => {
    const answer = await t.postProfile(player, { intent: 'telegram.link' }, options)
    expect(answer.status).toBe(200)
    const posted = t.rendered.at(-1)?.posted?.telegram
    if (posted?.outcome !== 'link') throw new Error(`no link shown: ${JSON.stringify(posted)}`)
    const token = START_LINK.exec(posted.url)?.[1]
    if (!token) throw new Error(`not a start link: ${posted.url}`)
    return token
  }

  /** A person writes `text` to the bot; the webhook answers 200 and the bot's answers are sent. */
  const write = async (from: TelegramUser, text: string) => {
    const answer = await t.webhook(t.telegram.updateFrom(from, text))
    expect(answer.status).toBe(200)
    expect(await answer.json()).toEqual({ ok: true })
    await t.settle()
  }

  it('links the chat that opens a fresh link, spends the link, and says so in the account’s language', async () => {
    const player = await t.player('uk')
    const nickname = await nicknameOf(player.id)
    const token = await linkToken(player)
    const posted = t.rendered.at(-1)?.posted?.telegram
    // 15 minutes from the harness's clock.
    expect(posted).toMatchObject({
      outcome: 'link',
      expiresAt: new Date(t.accounts.clock.now().getTime() + 15 * 60 * 1000).toISOString(),
    })
    // Only the token's hash is kept.
    const [stored] = await t.accounts.db
      .select()
      .from(oneTimeTokens)
      .where(and(eq(oneTimeTokens.purpose, 'telegram_link'), eq(oneTimeTokens.subject, player.id)))
    expect(stored?.tokenHash).toBe(createHash('sha256').update(token).digest('hex'))
    expect(JSON.stringify(stored)).not.toContain(token)

    const olena = t.telegram.user(person('uk'))
    await write(olena, `/start ${token}`)
    expect(await t.chatOf(player.id)).toBe(olena.id)
    expect(t.telegram.textsTo(olena.id)).toEqual([
      `Готово: Telegram прив’язано до акаунта ${nickname} на Vatra Esports. Сюди надходитимуть сповіщення, які ви оберете в профілі: https://vatra.test/profile\nЩоб відв’язати, надішліть /stop.`,
    ])
    expect(await t.notifications.profileOf(player.id)).toEqual({
      linkedAt: t.accounts.clock.now().toISOString(),
      choices: {
        team_members: 'email',
        team_status: 'email',
        check_in: 'email',
        match_ready: 'email',
        match_results: 'email',
      },
    })

    // The same link again, from another chat: nothing moves, and that chat is told why.
    const stranger = t.telegram.user(person('en', 'Sam'))
    await write(stranger, `/start ${token}`)
    expect(await t.chatOf(player.id)).toBe(olena.id)
    expect(t.telegram.textsTo(stranger.id)).toEqual([
      'Це посилання вже не діє: ним уже скористалися, або минуло 15 хвилин. Відкрийте профіль на сайті й натисніть «Прив’язати Telegram» ще раз: https://vatra.test/profile',
    ])
  })

  it('takes a link for 15 minutes only, and answers an expired one in the account’s language', async () => {
    const player = await t.player('en')
    const late = await linkToken(player, { en: true })
    t.accounts.clock.advance(15 * 60)
    const sam = t.telegram.user(person('uk', 'Sam'))
    await write(sam, `/start ${late}`)
    expect(await t.chatOf(player.id)).toBeUndefined()
    expect(t.telegram.textsTo(sam.id)).toEqual([
      'This link no longer works: it was used already, or 15 minutes went by. Open your profile on the site and press “Link Telegram” again: https://vatra.test/en/profile',
    ])

    const inTime = await linkToken(player, { en: true })
    t.accounts.clock.advance(15 * 60 - 1)
    await write(sam, `/start ${inTime}`)
    expect(await t.chatOf(player.id)).toBe(sam.id)
  })

  it('answers a token it never made in the sender’s language, and a newer link retires the older', async () => {
    const english = t.telegram.user(person('en-GB', 'Alex'))
    await write(english, `/start ${'A'.repeat(43)}`)
    await write(english, '/start not a token at all <b>')
    expect(t.telegram.textsTo(english.id)).toEqual([
      'This link no longer works: it was used already, or 15 minutes went by. Open your profile on the site and press “Link Telegram” again: https://vatra.test/en/profile',
      'This link no longer works: it was used already, or 15 minutes went by. Open your profile on the site and press “Link Telegram” again: https://vatra.test/en/profile',
    ])

    const player = await t.player('uk')
    const older = await linkToken(player)
    const newer = await linkToken(player)
    const chat = t.telegram.user(person('uk'))
    await write(chat, `/start ${older}`)
    expect(await t.chatOf(player.id)).toBeUndefined()
    await write(chat, `/start@vatra_test_bot ${newer}`)
    expect(await t.chatOf(player.id)).toBe(chat.id)
  })

  it('refuses a missing or wrong secret header before anything changes', async () => {
    const player = await t.player('uk')
    const token = await linkToken(player)
    const chat = t.telegram.user(person('uk'))
    const update = t.telegram.updateFrom(chat, `/start ${token}`)

    const missing = await t.webhook(update, {})
    expect(missing.status).toBe(401)
    expect(await missing.json()).toEqual({ detail: 'Облікові дані не надано.', code: 'not_authenticated' })
    const wrong = await t.webhook(update, {
      'X-Telegram-Bot-Api-Secret-Token': `${TELEGRAM_WEBHOOK_SECRET}x`,
    })
    expect(wrong.status).toBe(403)
    expect(await wrong.json()).toEqual({
      detail: 'Секретний токен вебхука не збігається з токеном цього бота.',
      code: 'forbidden',
    })
    const empty = await t.webhook(update, { 'X-Telegram-Bot-Api-Secret-Token': '' })
    expect(empty.status).toBe(403)
    await t.settle()
    expect(await t.chatOf(player.id)).toBeUndefined()
    expect(t.telegram.textsTo(chat.id)).toEqual([])

    // The link was left as it was: Telegram's own delivery of the update still links.
    expect((await t.webhook(update)).status).toBe(200)
    expect(await t.chatOf(player.id)).toBe(chat.id)
  })

  it('answers what is not an update with a 4xx, and passes over updates it does not act on', async () => {
    const secret = { 'X-Telegram-Bot-Api-Secret-Token': TELEGRAM_WEBHOOK_SECRET }
    const post = (body: string, contentType = 'application/json') =>
      t.app.request('/api/telegram/webhook', {
        method: 'POST',
        headers: { ...secret, 'Content-Type': contentType },
        body,
      })
    expect((await post('{}', 'text/plain')).status).toBe(415)
    expect((await post('{"update_id": 1,')).status).toBe(400)
    expect((await post('[]')).status).toBe(400)
    expect((await post('{"message": {}}')).status).toBe(400)
    expect((await post(JSON.stringify({ update_id: 1, padding: 'x'.repeat(65 * 1024) }))).status).toBe(413)
    // Telegram's other kinds of update, and a group the bot was added to: 200, nothing done.
    expect((await post(JSON.stringify({ update_id: 2, edited_message: { message_id: 1 } }))).status).toBe(200)
    const group = {
      update_id: 3,
      message: {
        message_id: 9,
        date: 1_780_000_000,
        chat: { id: -1_001_234_567_890, type: 'supergroup', title: 'Vatra' },
        from: { id: 42, is_bot: false, first_name: 'Ivan' },
        text: '/stop',
      },
    }
    expect((await post(JSON.stringify(group))).status).toBe(200)
    await t.settle()
    expect(t.telegram.messages.filter((message) => message.chatId === -1_001_234_567_890)).toEqual([])
    // GET is not the webhook.
    expect((await t.app.request('/api/telegram/webhook')).status).toBe(404)
  })

  it('answers every malformed update with a 4xx or passes it over, never a 5xx, and links nothing', async () => {
    const message = (fields: Record<string, unknown>) => ({
      update_id: 7,
      message: {
        message_id: 1,
        date: 1_780_000_000,
        chat: { id: 31_337, type: 'private' },
        from: { id: 31_337, is_bot: false, first_name: 'Fuzz' },
        text: '/start x',
        ...fields,
      },
    })
    const bodies: unknown[] = [
      null,
      42,
      '"text"',
      { update_id: '7' },
      { update_id: 1.5 },
      { update_id: 2 ** 60 },
      { update_id: 7, message: null },
      { update_id: 7, message: [] },
      message({ chat: { id: '31337', type: 'private' } }),
      message({ chat: { id: 2 ** 60, type: 'private' } }),
      message({ chat: null }),
      message({ from: { id: 1, is_bot: 'no' } }),
      message({ text: 12 }),
      message({ text: '' }),
      message({ text: `/start${' '.repeat(10_000)}` }),
      message({ text: `/start ${'A'.repeat(65)}` }),
      message({ text: '/start \u0000\uffff' }),
      message({ text: '/start@other_bot token' }),
      message({ text: '/@@@ /start' }),
      message({ from: undefined }),
      message({ from: { id: 31_337, is_bot: true, first_name: 'Bot' } }),
      message({ from: { id: 31_337, is_bot: false, language_code: 'x'.repeat(5000) } }),
    ]
    for (const body of bodies) {
      const answer = await t.webhook(body)
      expect([200, 400], JSON.stringify(body).slice(0, 80)).toContain(answer.status)
    }
    await t.settle()
    const linked = await t.accounts.db.select().from(telegramLinks).where(eq(telegramLinks.chatId, 31_337))
    expect(linked).toEqual([])
  })

  it('unlinks with /stop in the chat, and with "Unlink" on the profile', async () => {
    const player = await t.player('uk')
    const nickname = await nicknameOf(player.id)
    const chat = t.telegram.user(person('uk'))
    await write(chat, `/start ${await linkToken(player)}`)
    await write(chat, '/stop')
    expect(await t.chatOf(player.id)).toBeUndefined()
    await write(chat, '/stop')
    expect(t.telegram.textsTo(chat.id).slice(1)).toEqual([
      `Telegram відв’язано від акаунта ${nickname}. Сповіщення знову надходитимуть на e-mail. Прив’язати знову можна в профілі: https://vatra.test/profile`,
      'Цей чат не прив’язано до жодного акаунта Vatra Esports.',
    ])

    await write(chat, `/start ${await linkToken(player)}`)
    expect(await t.chatOf(player.id)).toBe(chat.id)
    const unlinked = await t.postProfile(player, { intent: 'telegram.unlink' })
    expect(unlinked.status).toBe(200)
    expect(t.rendered.at(-1)).toEqual({
      path: '/profile',
      posted: expect.objectContaining({ telegram: { outcome: 'unlinked' } }),
    })
    expect(await t.chatOf(player.id)).toBeUndefined()
    await t.settle()
    expect(t.telegram.textsTo(chat.id).at(-1)).toBe(
      `Telegram відв’язано від акаунта ${nickname} у профілі на сайті. Сповіщення знову надходитимуть на e-mail.`,
    )
  })

  it('moves a chat to the account that links it last, and tells a linked chat where it belongs', async () => {
    const first = await t.player('uk')
    const second = await t.player('en')
    const chat = t.telegram.user(person('uk'))
    await write(chat, `/start ${await linkToken(first)}`)
    await write(chat, `/start ${await linkToken(second, { en: true })}`)
    expect(await t.chatOf(first.id)).toBeUndefined()
    expect(await t.chatOf(second.id)).toBe(chat.id)

    await write(chat, '/start')
    await write(chat, 'hello?')
    const nickname = await nicknameOf(second.id)
    const where = `This chat is linked to the account ${nickname} at Vatra Esports. What comes here is chosen in your profile: https://vatra.test/en/profile\nTo unlink, send /stop.`
    expect(t.telegram.textsTo(chat.id).slice(-2)).toEqual([where, where])

    const newcomer = t.telegram.user(person('uk'))
    await write(newcomer, '/start')
    expect(t.telegram.textsTo(newcomer.id)).toEqual([
      'Це бот Vatra Esports. Щоб отримувати тут сповіщення про свою команду й матчі, відкрийте профіль на сайті й натисніть «Прив’язати Telegram»: https://vatra.test/profile',
    ])
  })

  it('answers the profile’s forms only for the signed-in account, with this page’s token, within a limit', async () => {
    // A guest is sent to sign in.
    const guest = await t.app.request('/profile', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'intent=telegram.link&csrf=x',
    })
    expect(guest.status).toBe(303)
    expect(guest.headers.get('Location')).toBe('/login?redirect=%2Fprofile')

    const player = await t.player('uk')
    const forged = await t.postProfile(player, { intent: 'telegram.link' }, { token: 'A'.repeat(43) })
    expect(forged.status).toBe(403)
    expect(t.rendered.at(-1)?.posted?.telegram).toEqual({ outcome: 'refused', reason: 'expired' })
    const made = await t.accounts.db.select().from(oneTimeTokens).where(eq(oneTimeTokens.subject, player.id))
    expect(made).toEqual([])

    // The profile's other forms are the script's: a post without a Telegram intent stays refused.
    expect((await t.postProfile(player, { username: 'someone' })).status).toBe(405)

    for (let made = 0; made < 10; made += 1)
      expect((await t.postProfile(player, { intent: 'telegram.link' })).status).toBe(200)
    const eleventh = await t.postProfile(player, { intent: 'telegram.link' })
    expect(eleventh.status).toBe(429)
    expect(t.rendered.at(-1)?.posted?.telegram).toEqual({ outcome: 'refused', reason: 'throttled' })
  })

  it('saves the choices only with a linked Telegram, and only whole', async () => {
    const player = await t.player('uk')
    const choices = {
      team_members: 'email',
      team_status: 'telegram',
      check_in: 'both',
      match_ready: 'telegram',
      match_results: 'both',
    }
    const refused = await t.postProfile(player, { intent: 'notifications.save', ...choices })
    expect(refused.status).toBe(409)
    expect(t.rendered.at(-1)?.posted?.telegram).toEqual({ outcome: 'refused', reason: 'not_linked' })
    // E-mail for every kind needs no link.
    const emailOnly = {
      team_members: 'email',
      team_status: 'email',
      check_in: 'email',
      match_ready: 'email',
      match_results: 'email',
    }
    expect((await t.postProfile(player, { intent: 'notifications.save', ...emailOnly })).status).toBe(200)

    await write(t.telegram.user(person('uk')), `/start ${await linkToken(player)}`)
    const partial = await t.postProfile(player, { intent: 'notifications.save', team_members: 'telegram' })
    expect(partial.status).toBe(400)
    expect(t.rendered.at(-1)?.posted?.telegram).toEqual({ outcome: 'refused', reason: 'invalid' })
    const unknown = await t.postProfile(player, { intent: 'notifications.save', ...choices, check_in: 'sms' })
    expect(unknown.status).toBe(400)
    expect((await t.notifications.profileOf(player.id)).choices).toEqual(emailOnly)

    const saved = await t.postProfile(player, { intent: 'notifications.save', ...choices }, { en: true })
    expect(saved.status).toBe(200)
    expect(t.rendered.at(-1)).toEqual({
      path: '/en/profile',
      posted: expect.objectContaining({ telegram: { outcome: 'saved' } }),
    })
    expect((await t.notifications.profileOf(player.id)).choices).toEqual(choices)
  })
})
