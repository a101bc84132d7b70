/**
 * What the bot sends Discord as a message, and what Discord answers of one: the parts of the documented
 * shapes this server uses (https://discord.com/developers/docs/resources/message,
 * https://discord.com/developers/docs/components/reference). Field names are Discord's own.
 */
import { Schema } from 'effect'

/** Discord's limits on what a message holds (larger ones are refused with `50035 Invalid Form Body`). */
export const DISCORD_LIMITS = {
  content: 2000,
  embedTitle: 256,
  embedDescription: 4096,
  embedFields: 25,
  fieldName: 256,
  fieldValue: 1024,
  footer: 2048,
  buttonLabel: 80,
  customId: 100,
  modalTitle: 45,
  textInputLabel: 45,
  /** `nonce` as a string. */
  nonce: 25,
} as const

/** `flags` of a message only its addressee sees (an interaction's answer). */
export const EPHEMERAL = 64

export const BUTTON_STYLE = { primary: 1, secondary: 2, success: 3, danger: 4, link: 5 } as const

export interface DiscordEmbed {
  readonly title?: string
  readonly description?: string
  readonly url?: string
  /** 0xRRGGBB. */
  readonly color?: number
  readonly thumbnail?: { readonly url: string }
  readonly fields?: ReadonlyArray<{
    readonly name: string
    readonly value: string
    readonly inline?: boolean
  }>
  readonly footer?: { readonly text: string }
  /** ISO 8601: Discord shows it in each reader's own time zone. */
  readonly timestamp?: string
}

export type DiscordButton =
  | {
      readonly type: 2
      readonly style: 1 | 2 | 3 | 4
      readonly label: string
      readonly custom_id: string
    }
  | { readonly type: 2; readonly style: 5; readonly label: string; readonly url: string }

export interface DiscordTextInput {
  readonly type: 4
  readonly custom_id: string
  /** 1 one line, 2 several. */
  readonly style: 1 | 2
  readonly label: string
  readonly min_length?: number
  readonly max_length?: number
  readonly required?: boolean
}

export interface DiscordActionRow<C = DiscordButton> {
  readonly type: 1
  readonly components: ReadonlyArray<C>
}

/** The body of a new or changed message, a webhook's or an interaction's. */
export interface DiscordMessageBody {
  readonly content?: string
  readonly embeds?: ReadonlyArray<DiscordEmbed>
  readonly components?: ReadonlyArray<DiscordActionRow>
  /** Who the message may ping; `{ parse: [] }`: nobody, whatever it names. */
  readonly allowed_mentions?: { readonly parse: ReadonlyArray<'users' | 'roles' | 'everyone'> }
  readonly flags?: number
}

/** Of Discord's answer about a message: which one it is. */
export const DiscordMessageRef = Schema.Struct({
  id: Schema.String.check(Schema.isPattern(/^\d{1,20}$/)),
  channel_id: Schema.String.check(Schema.isPattern(/^\d{1,20}$/)),
})
export type DiscordMessageRef = typeof DiscordMessageRef.Type

/**
 * Characters Discord's markdown reads inside a line: a name shows as typed, never as formatting, a
 * link or a mention. (No text of a player's starts a line, where `#` and `-` would count too.)
 */
const MARKDOWN = /[\\*_~`|<>[\]()]/g
export const escapeMarkdown = (value: string): string => value.replace(MARKDOWN, (char) => `\\${char}`)

/** At most `max` characters, an ellipsis ending one cut short. */
export const clip = (value: string, max: number): string =>
  value.length <= max ? value : `${value.slice(0, max - 1)}…`
