/**
 * The profile's Telegram section and the server that answers its forms (ADR 0070): the section is
 * rendered by the server from `TelegramProfile`; its forms post to the profile's own address with an
 * `intent`, and the server renders the page again with what came of it (`TelegramPosted`).
 */
import type { NotificationChoices } from './notifications.ts'

export const TELEGRAM_INTENTS = {
  /** "Link Telegram": a one-time link to the bot is made and shown. */
  link: 'telegram.link',
  /** "Unlink": the account's chat is forgotten. */
  unlink: 'telegram.unlink',
  /** The choices of how each kind comes; one radio group per kind, named after it. */
  save: 'notifications.save',
} as const
export type TelegramIntent = (typeof TELEGRAM_INTENTS)[keyof typeof TELEGRAM_INTENTS]

/** What the profile shows of a player's Telegram: when it was linked (or not), and their choices. */
export interface TelegramProfile {
  /** ISO instant, or null without a link. */
  readonly linkedAt: string | null
  readonly choices: NotificationChoices
}

/** What the section's form came to, rendered into the page the server answers it with. */
export type TelegramPosted =
  /** The one-time link to open (shown once: only its hash is kept), valid until `expiresAt` (ISO). */
  | { readonly outcome: 'link'; readonly url: string; readonly expiresAt: string }
  | { readonly outcome: 'unlinked' }
  | { readonly outcome: 'saved' }
  /** Nothing changed: the choices need a linked Telegram, or the form was refused. */
  | { readonly outcome: 'refused'; readonly reason: 'not_linked' | 'invalid' | 'throttled' | 'expired' }
