/**
 * The players' personal notifications (docs/telegram.md): which kinds there are, by which ways each
 * may come, and the one rule of what a player gets. Pure: shared by the server that delivers and the
 * profile that shows the choices.
 */

/**
 * What a player may be told about, each with its own choice: their team's players (someone joined,
 * or they were removed), their team's standing in a tournament (confirmed, rejected, dropped, moved
 * up from the waiting list), check-in opening, their next match being ready to play, and the results
 * of their matches (the other team reported one, a moderator decided a dispute).
 */
export const NOTIFICATION_KINDS = [
  'team_members',
  'team_status',
  'check_in',
  'match_ready',
  'match_results',
] as const
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number]

/** How a kind comes: by e-mail, in Telegram, or both. */
export const NOTIFICATION_CHOICES = ['email', 'telegram', 'both'] as const
export type NotificationChoice = (typeof NOTIFICATION_CHOICES)[number]

export type NotificationChannel = 'email' | 'telegram'

/** What every kind is until the player chooses otherwise. */
export const DEFAULT_CHOICE: NotificationChoice = 'email'

export type NotificationChoices = Readonly<Record<NotificationKind, NotificationChoice>>

/** Every kind at its default. */
export const defaultChoices = (): NotificationChoices =>
  Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, DEFAULT_CHOICE])) as Record<
    NotificationKind,
    NotificationChoice
  >

/**
 * The ways a notification goes to a player: their choice while their Telegram is linked; e-mail
 * alone without a link, whatever they chose while they had one.
 */
export const channelsOf = (
  choice: NotificationChoice | undefined,
  telegramLinked: boolean,
): ReadonlyArray<NotificationChannel> => {
  if (!telegramLinked) return ['email']
  switch (choice ?? DEFAULT_CHOICE) {
    case 'email':
      return ['email']
    case 'telegram':
      return ['telegram']
    case 'both':
      return ['email', 'telegram']
  }
}

/** Whether a player may choose this without a linked Telegram: only e-mail. */
export const isChoiceAllowed = (choice: NotificationChoice, telegramLinked: boolean): boolean =>
  telegramLinked || choice === 'email'

/** How long the profile's Telegram link (its one-time token) may be opened: 15 minutes. */
export const TELEGRAM_LINK_TTL_SECONDS = 15 * 60

/**
 * The deep link that opens the bot with the token as `/start {token}`. Telegram takes up to 64 of
 * `A-Z a-z 0-9 _ -` after `start=`; the token is base64url of 32 random bytes (43 characters).
 */
export const telegramStartLink = (botUsername: string, token: string): string =>
  `https://t.me/${botUsername}?start=${token}`
