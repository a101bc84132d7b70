/**
 * Interactions as Discord sends them to the endpoint, and the answers it takes
 * (https://discord.com/developers/docs/interactions/receiving-and-responding): the parts of the
 * documented shapes this server reads, decoded with their bounds. Field names are Discord's own.
 */
import { Schema } from 'effect'
import {
  type DiscordActionRow,
  type DiscordMessageBody,
  type DiscordTextInput,
  EPHEMERAL,
} from './messages.ts'

/** A signed interaction is a few KiB (the message a button sits on included): more is no interaction. */
export const INTERACTION_MAX_BYTES = 64 * 1024

export const INTERACTION_TYPE = {
  ping: 1,
  command: 2,
  component: 3,
  autocomplete: 4,
  modalSubmit: 5,
} as const

export const RESPONSE_TYPE = {
  pong: 1,
  message: 4,
  /** The answer comes later by the interaction's webhook; nothing is shown meanwhile. */
  deferredUpdate: 6,
  /** The message the component sits on, changed in place. */
  updateMessage: 7,
  modal: 9,
} as const

const Snowflake = Schema.String.check(Schema.isPattern(/^\d{1,20}$/))
const Name = Schema.String.check(Schema.isMaxLength(100))

const User = Schema.Struct({
  id: Snowflake,
  username: Name,
  global_name: Schema.optional(Schema.NullOr(Name)),
})

/** A text input as a modal's submission carries it: inside an action row, or (newer) a label. */
const SubmittedInput = Schema.Struct({
  type: Schema.Number,
  custom_id: Schema.optional(Schema.String.check(Schema.isMaxLength(100))),
  value: Schema.optional(Schema.String.check(Schema.isMaxLength(4000))),
})
const SubmittedRow = Schema.Struct({
  type: Schema.Number,
  components: Schema.optional(Schema.Array(SubmittedInput).check(Schema.isMaxLength(5))),
  component: Schema.optional(SubmittedInput),
})

export const Interaction = Schema.Struct({
  id: Snowflake,
  application_id: Snowflake,
  type: Schema.Number,
  token: Schema.String.check(Schema.isMaxLength(1000)),
  data: Schema.optional(
    Schema.Struct({
      custom_id: Schema.optional(Schema.String.check(Schema.isMaxLength(100))),
      components: Schema.optional(Schema.Array(SubmittedRow).check(Schema.isMaxLength(5))),
    }),
  ),
  /** In a server: the member who acted, with their roles there. */
  member: Schema.optional(
    Schema.Struct({ user: User, roles: Schema.Array(Snowflake).check(Schema.isMaxLength(250)) }),
  ),
  /** In a direct message: the user, with no roles. */
  user: Schema.optional(User),
  /** The client's language (`uk`, `en-US`, …); absent on a PING. */
  locale: Schema.optional(Schema.String.check(Schema.isMaxLength(10))),
  message: Schema.optional(Schema.Struct({ id: Snowflake, channel_id: Snowflake })),
})
export type Interaction = typeof Interaction.Type

/** The value typed into the modal's input `customId`, whichever way the submission nests it. */
export const submittedValue = (interaction: Interaction, customId: string): string | undefined => {
  for (const row of interaction.data?.components ?? []) {
    for (const input of [...(row.components ?? []), ...(row.component ? [row.component] : [])]) {
      if (input.custom_id === customId) return input.value
    }
  }
  return undefined
}

export const pong = () => ({ type: RESPONSE_TYPE.pong }) as const

/** An answer only the one who acted sees; it pings nobody. */
export const ephemeral = (content: string) =>
  ({
    type: RESPONSE_TYPE.message,
    data: { content, flags: EPHEMERAL, allowed_mentions: { parse: [] } },
  }) as const

export const updateMessage = (body: DiscordMessageBody) => ({ type: RESPONSE_TYPE.updateMessage, data: body })

export const deferredUpdate = () => ({ type: RESPONSE_TYPE.deferredUpdate }) as const

export const modal = (data: {
  readonly custom_id: string
  readonly title: string
  readonly components: ReadonlyArray<DiscordActionRow<DiscordTextInput>>
}) => ({ type: RESPONSE_TYPE.modal, data })

/** Every answer the endpoint gives an interaction. */
export type InteractionAnswer =
  | ReturnType<typeof pong>
  | ReturnType<typeof ephemeral>
  | ReturnType<typeof updateMessage>
  | ReturnType<typeof deferredUpdate>
  | ReturnType<typeof modal>

/**
 * A feature's buttons and modals on the shared endpoint: every interaction whose `custom_id` starts
 * with `prefix` (`dispute:`) is its own, signature already checked. `deadline` resolves when the
 * answer may wait no longer (Discord's three seconds, less a margin).
 */
export interface ComponentHandler {
  readonly prefix: string
  respond(interaction: Interaction, deadline: Promise<void>): Promise<InteractionAnswer>
}

/** The features' handlers, added as they are made; the endpoint finds one by the custom id's prefix. */
export interface ComponentHandlers {
  add(handler: ComponentHandler): void
  find(customId: string): ComponentHandler | undefined
}

export const createComponentHandlers = (): ComponentHandlers => {
  const handlers: ComponentHandler[] = []
  return {
    add: (handler) => {
      if (
        handlers.some((one) => one.prefix.startsWith(handler.prefix) || handler.prefix.startsWith(one.prefix))
      )
        throw new Error(`Two Discord handlers for the prefix ${handler.prefix}`)
      handlers.push(handler)
    },
    find: (customId) => handlers.find((handler) => customId.startsWith(handler.prefix)),
  }
}
