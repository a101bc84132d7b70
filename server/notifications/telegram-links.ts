/**
 * Linking a player's account to their private chat with the bot (docs/telegram.md, ADR 0066).
 *
 * - The profile's "Link Telegram" issues a one-time token (256 random bits, kept as its SHA-256 in
 *   `one_time_tokens`, 15 minutes, a newer one retiring the older) and shows `t.me/{bot}?start={token}`.
 * - Telegram opens the bot with `/start {token}`, which the webhook hands to `receive`: a live token
 *   links that chat to the token's account and is spent; a used, expired or unknown one links nothing.
 *   A chat belongs to one account and an account to one chat: linking moves either.
 * - `/stop` in the chat, or "Unlink" on the profile, removes the link; a chat that refuses the bot
 *   (Telegram's 403) is forgotten too.
 *
 * Every answer of the bot is a job enqueued in the transaction of the change it tells of, in the
 * account's language (the sender's Telegram language when no account is known).
 */
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm'
import { TELEGRAM_LINK_TTL_SECONDS, telegramStartLink } from '#core/notifications/notifications.ts'
import { isLocale, type Locale, localizePath } from '#core/shared/i18n/locale.ts'
import { randomToken, sha256Hex } from '#server/platform/crypto.ts'
import type { AppDatabase } from '#server/platform/db/client.ts'
import { oneTimeTokens, telegramLinks, users } from '#server/platform/db/schema.ts'
import { inTransaction } from '#server/platform/db/transactions.ts'
import type { JobQueue } from '#server/platform/jobs/queue.ts'
import { type BotTexts, botText, type ChatBook, TELEGRAM_MESSAGE_JOB } from './telegram-messages.ts'
import type { IncomingTelegramMessage } from './telegram-update.ts'

const PURPOSE = 'telegram_link'
/** What `start=` may carry (Telegram's deep-link rule); anything else is no token of ours. */
const TOKEN_SHAPE = /^[\w-]{1,64}$/

export interface TelegramLinksDeps {
  readonly db: AppDatabase
  readonly jobs: Pick<JobQueue, 'enqueue'>
  readonly botUsername: string
  /** Public origin without a trailing slash: the bot's answers link the profile. */
  readonly publicUrl: string
  readonly now: () => Date
}

export interface StartedLink {
  /** `https://t.me/{bot}?start={token}`: shown once, to the account's own browser. */
  readonly url: string
  readonly expiresAt: Date
}

export interface TelegramLinks extends ChatBook {
  /** A new link for the account's browser; earlier ones stop working. */
  start(userId: string): Promise<StartedLink>
  /** When the account's chat was linked, or undefined without a link. */
  linkedAt(userId: string): Promise<Date | undefined>
  /** Removes the account's link (the profile's "Unlink"); the chat is told. False when there was none. */
  unlink(userId: string): Promise<boolean>
  /** A message a person wrote to the bot (the webhook's update): `/start {token}`, `/stop`, or else. */
  receive(message: IncomingTelegramMessage): Promise<void>
}

/** The sender's language, as their Telegram app says, when no account tells: English or Ukrainian. */
const senderLocale = (languageCode: string | undefined): Locale =>
  languageCode?.toLowerCase().startsWith('en') ? 'en' : 'uk'

/** `/start@vatra_bot abc` → `{command: 'start', argument: 'abc'}`; undefined for a command to another bot. */
const commandOf = (
  text: string,
  botUsername: string,
): { readonly command: string; readonly argument: string | undefined } | undefined => {
  const [head = '', argument] = text.trim().split(/\s+/, 2)
  if (!head.startsWith('/')) return { command: '', argument: undefined }
  const [command = '', addressee] = head.slice(1).split('@', 2)
  if (addressee !== undefined && addressee.toLowerCase() !== botUsername.toLowerCase()) return undefined
  return { command: command.toLowerCase(), argument }
}

export const createTelegramLinks = (deps: TelegramLinksDeps): TelegramLinks => {
  const { db, jobs, now } = deps
  const profileUrl = (locale: Locale) => `${deps.publicUrl}${localizePath('/profile', locale)}`

  /** Queues one of the bot's texts to a chat, in the transaction running now. */
  const reply = (chatId: number, locale: Locale, key: keyof BotTexts, params: Record<string, string> = {}) =>
    jobs.enqueue(TELEGRAM_MESSAGE_JOB, {
      to: { chatId },
      text: botText(locale, key, { profileUrl: profileUrl(locale), ...params }),
      html: false,
    })

  const accountOf = async (tx: AppDatabase, userId: string) => {
    const [account] = await tx
      .select({ id: users.id, nickname: users.username, locale: users.locale })
      .from(users)
      .where(eq(users.id, userId))
    return account && { ...account, locale: isLocale(account.locale) ? account.locale : 'uk' }
  }

  const linkedAccountOf = async (tx: AppDatabase, chatId: number) => {
    const [link] = await tx
      .select({ userId: telegramLinks.userId })
      .from(telegramLinks)
      .where(eq(telegramLinks.chatId, chatId))
    return link && accountOf(tx, link.userId)
  }

  /** `/start {token}`: a live token links this chat to its account. */
  const linkWith = async (tx: AppDatabase, chatId: number, token: string, fallback: Locale) => {
    const [row] = TOKEN_SHAPE.test(token)
      ? await tx
          .select()
          .from(oneTimeTokens)
          .where(and(eq(oneTimeTokens.purpose, PURPOSE), eq(oneTimeTokens.tokenHash, sha256Hex(token))))
          .for('update')
      : []
    const account = row && (await accountOf(tx, row.subject))
    const minutes = String(TELEGRAM_LINK_TTL_SECONDS / 60)
    // A spent or expired token is answered in its account's language; an unknown one in the sender's.
    if (!row || !account || row.consumedAt !== null || row.expiresAt <= now())
      return reply(chatId, account?.locale ?? fallback, 'invalidLink', { minutes })
    const at = now()
    await tx.update(oneTimeTokens).set({ consumedAt: at }).where(eq(oneTimeTokens.id, row.id))
    // The chat leaves any other account it was linked to; the account leaves its earlier chat.
    await tx
      .delete(telegramLinks)
      .where(and(eq(telegramLinks.chatId, chatId), ne(telegramLinks.userId, account.id)))
    await tx
      .insert(telegramLinks)
      .values({ userId: account.id, chatId, linkedAt: at })
      .onConflictDoUpdate({ target: telegramLinks.userId, set: { chatId, linkedAt: at } })
    return reply(chatId, account.locale, 'linked', { nickname: account.nickname })
  }

  const stop = async (tx: AppDatabase, chatId: number, fallback: Locale) => {
    const [gone] = await tx
      .delete(telegramLinks)
      .where(eq(telegramLinks.chatId, chatId))
      .returning({ userId: telegramLinks.userId })
    const account = gone && (await accountOf(tx, gone.userId))
    if (!account) return reply(chatId, fallback, 'notLinked')
    return reply(chatId, account.locale, 'stopped', { nickname: account.nickname })
  }

  return {
    start: (userId) =>
      inTransaction(db, async (tx) => {
        const token = randomToken()
        const createdAt = now()
        const expiresAt = new Date(createdAt.getTime() + TELEGRAM_LINK_TTL_SECONDS * 1000)
        await tx
          .update(oneTimeTokens)
          .set({ consumedAt: createdAt })
          .where(
            and(
              eq(oneTimeTokens.purpose, PURPOSE),
              eq(oneTimeTokens.subject, userId),
              isNull(oneTimeTokens.consumedAt),
              gt(oneTimeTokens.expiresAt, createdAt),
            ),
          )
        await tx.insert(oneTimeTokens).values({
          purpose: PURPOSE,
          subject: userId,
          tokenHash: sha256Hex(token),
          createdAt,
          expiresAt,
        })
        return { url: telegramStartLink(deps.botUsername, token), expiresAt }
      }),

    linkedAt: async (userId) => {
      const [link] = await db
        .select({ linkedAt: telegramLinks.linkedAt })
        .from(telegramLinks)
        .where(eq(telegramLinks.userId, userId))
      return link?.linkedAt
    },

    unlink: (userId) =>
      inTransaction(db, async (tx) => {
        const [gone] = await tx
          .delete(telegramLinks)
          .where(eq(telegramLinks.userId, userId))
          .returning({ chatId: telegramLinks.chatId })
        if (!gone) return false
        const account = await accountOf(tx, userId)
        if (account)
          await reply(gone.chatId, account.locale, 'unlinkedOnSite', { nickname: account.nickname })
        return true
      }),

    receive: (message) =>
      inTransaction(db, async (tx) => {
        // Only the private chat with a person: groups and channels the bot may be in are not players.
        if (message.chat.type !== 'private' || message.from?.is_bot !== false || message.text === undefined)
          return
        const chatId = message.chat.id
        // One change of this chat at a time: two /start of different accounts cannot both link it.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`telegram-chat:${chatId}`}))`)
        const fallback = senderLocale(message.from.language_code)
        const command = commandOf(message.text, deps.botUsername)
        if (!command) return
        if (command.command === 'start' && command.argument !== undefined)
          return linkWith(tx, chatId, command.argument, fallback)
        if (command.command === 'stop') return stop(tx, chatId, fallback)
        // `/start` alone (the bot opened from its name) or any other text: where to go from here.
        const account = await linkedAccountOf(tx, chatId)
        if (account) return reply(chatId, account.locale, 'alreadyLinked', { nickname: account.nickname })
        return reply(chatId, fallback, 'welcome')
      }),

    chatOf: async (userId) => {
      const [link] = await db
        .select({ chatId: telegramLinks.chatId })
        .from(telegramLinks)
        .where(eq(telegramLinks.userId, userId))
      return link?.chatId
    },

    forgetChat: async (chatId) => {
      await db.delete(telegramLinks).where(eq(telegramLinks.chatId, chatId))
    },
  }
}
