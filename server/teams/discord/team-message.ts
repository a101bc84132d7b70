/**
 * A team's message in the moderators' Discord channel (docs/discord.md), written from the team as it is
 * now: its name and logo, its state and who decided it, its tournament, its players with their Discord
 * names, what it still lacks, and the buttons of a decision while one is awaited. In Ukrainian and
 * English together, one under the other (ADR 0064): the channel is shared, its readers' languages are
 * not known. Pure: the same team always gives the same message, so an unchanged one is not sent again.
 */
import { createHash } from 'node:crypto'
import { formatKyivDateTime } from '#core/shared/format/datetime.ts'
import { localizePath } from '#core/shared/i18n/locale.ts'
import { interpolate, type MessageParams } from '#core/shared/validation/message.ts'
import type { DropReason } from '#core/teams/team.schema.ts'
import type { TeamRequirement } from '#core/teams/team-requirements.ts'
import type { TeamState } from '#core/tournaments/results.schema.ts'
import { discord as en } from '#locales/en/discord.ts'
import { discord as uk } from '#locales/uk/discord.ts'
import type { DiscordUser } from '#server/audit/index.ts'
import {
  BUTTON_STYLE,
  clip,
  DISCORD_LIMITS,
  type DiscordActionRow,
  type DiscordButton,
  type DiscordMessageBody,
  escapeMarkdown,
} from '#server/integrations/discord/messages.ts'

export type DiscordTexts = typeof uk

/** A decision of a moderator the message names: the newest audit entry of the team's. */
export interface TeamDecision {
  readonly kind: 'confirmed' | 'rejected' | 'dropped' | 'promoted'
  readonly at: Date
  /** In Discord (the entry's user), or in the console (a nickname); null for an account since deleted. */
  readonly by: { readonly discord: DiscordUser } | { readonly nickname: string } | null
  readonly reason: string | null
}

/** The team as its message shows it. */
export interface TeamMessageView {
  readonly teamId: string
  readonly name: string
  /** Absolute (PUBLIC_URL), or null without a logo. */
  readonly logoUrl: string | null
  readonly state: TeamState
  readonly droppedReason: DropReason | null
  readonly waitlistPosition: number | null
  readonly tournament: { readonly id: string; readonly name: string }
  /** The captain first. */
  readonly players: ReadonlyArray<{
    readonly nickname: string
    readonly discord: string
    readonly captain: boolean
  }>
  readonly maxSize: number
  /** Core's `missingRequirements`; how many players short, for `players`. */
  readonly missing: ReadonlyArray<TeamRequirement>
  readonly playersShort: number
  readonly decision: TeamDecision | null
  /** Whether the buttons of a decision belong on it: the team awaits one. */
  readonly awaitingDecision: boolean
}

/** A button's `custom_id`: `team:<action>:<team id>`. */
export const TEAM_ACTIONS = ['confirm', 'reject'] as const
export type TeamAction = (typeof TEAM_ACTIONS)[number]
export const teamCustomId = (action: TeamAction, teamId: string): string => `team:${action}:${teamId}`
const CUSTOM_ID = /^team:(confirm|reject):([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/

/** The action and team a `custom_id` names; undefined for anything else. */
export const teamActionOf = (
  customId: string,
): { readonly action: TeamAction; readonly teamId: string } | undefined => {
  const match = CUSTOM_ID.exec(customId)
  const [, action, teamId] = match ?? []
  return action === 'confirm' || action === 'reject' ? { action, teamId: teamId ?? '' } : undefined
}

/** Kept here too: the teams' tests read it beside the message. */
export { escapeMarkdown }

/** The field of the reject modal's reason. */
export const REASON_INPUT = 'reason'

const STATE_COLOURS: Readonly<Record<TeamState, number>> = {
  registered: 0xd97706,
  confirmed: 0x16a34a,
  checked_in: 0x15803d,
  waitlisted: 0x2563eb,
  dropped: 0xb42318,
}

const say = (locale: 'uk' | 'en', text: string, params?: MessageParams): string =>
  interpolate(locale, text, params)

/** One text in both languages: Ukrainian, then English. */
const both = (pick: (texts: DiscordTexts) => string, params?: MessageParams, separator = ' · '): string =>
  `${say('uk', pick(uk), params)}${separator}${say('en', pick(en), params)}`

/** The state's words: a dropped team says why it left. */
export const stateText = (
  texts: DiscordTexts,
  view: Pick<TeamMessageView, 'state' | 'droppedReason'>,
): string =>
  view.state === 'dropped' ? texts.states[view.droppedReason ?? 'rejected'] : texts.states[view.state]

/** The decision the state is the outcome of, if the newest one is that. */
const decisionShown = (view: TeamMessageView): TeamDecision | null => {
  const { decision, state, droppedReason } = view
  if (!decision) return null
  const matches =
    (decision.kind === 'confirmed' && (state === 'confirmed' || state === 'checked_in')) ||
    (decision.kind === 'promoted' && state === 'registered') ||
    ((decision.kind === 'rejected' || decision.kind === 'dropped') &&
      state === 'dropped' &&
      droppedReason === 'rejected')
  return matches ? decision : null
}

const whoOf = (locale: 'uk' | 'en', texts: DiscordTexts, decision: TeamDecision): string => {
  if (decision.by === null) return '—'
  // A mention shows the member's name in Discord; `allowed_mentions` keeps it from pinging.
  if ('discord' in decision.by) return `<@${decision.by.discord.id}>`
  return say(locale, texts.inConsole, { name: escapeMarkdown(decision.by.nickname) })
}

const descriptionOf = (view: TeamMessageView): string => {
  const decision = decisionShown(view)
  const lines = (['uk', 'en'] as const).map((locale) => {
    const texts = locale === 'uk' ? uk : en
    const state = say(locale, stateText(texts, view), { position: view.waitlistPosition ?? 0 })
    const parts = [`**${texts.status}:** ${state}`]
    if (decision) {
      const when = formatKyivDateTime(decision.at, texts.kyiv)
      parts.push(say(locale, texts.decisions[decision.kind], { who: whoOf(locale, texts, decision), when }))
      if (decision.reason) {
        // On one line: a line of the moderator's own would start with whatever they typed.
        const reason = escapeMarkdown(decision.reason.replace(/\s+/g, ' '))
        parts.push(say(locale, texts.reason, { reason }))
      }
    }
    return parts.join('\n')
  })
  return clip(lines.join('\n\n'), DISCORD_LIMITS.embedDescription)
}

const playersOf = (view: TeamMessageView): string =>
  clip(
    view.players
      .map(
        (player) =>
          `• **${escapeMarkdown(player.nickname)}** — Discord: ${escapeMarkdown(player.discord)}${
            player.captain ? ` (${both((texts) => texts.captain)})` : ''
          }`,
      )
      .join('\n') || '—',
    DISCORD_LIMITS.fieldValue,
  )

const missingOf = (view: TeamMessageView): string => {
  const lacks = view.missing.filter((requirement) => requirement !== 'confirmation')
  if (lacks.length === 0) return both((texts) => texts.lacks.nothing)
  return lacks
    .map((requirement) =>
      both((texts) => texts.lacks[requirement as Exclude<TeamRequirement, 'confirmation'>], {
        count: view.playersShort,
      }),
    )
    .join('\n')
}

const consoleUrl = (publicUrl: string, tournamentId: string): string =>
  `${publicUrl}${localizePath(`/console/tournaments/${tournamentId}/teams`, 'uk')}`

const buttonsOf = (view: TeamMessageView, publicUrl: string): DiscordActionRow => {
  const link: DiscordButton = {
    type: 2,
    style: BUTTON_STYLE.link,
    label: both((texts) => texts.buttons.console),
    url: consoleUrl(publicUrl, view.tournament.id),
  }
  const decide: ReadonlyArray<DiscordButton> = view.awaitingDecision
    ? [
        {
          type: 2,
          style: BUTTON_STYLE.success,
          label: both((texts) => texts.buttons.confirm),
          custom_id: teamCustomId('confirm', view.teamId),
        },
        {
          type: 2,
          style: BUTTON_STYLE.danger,
          label: both((texts) => texts.buttons.reject),
          custom_id: teamCustomId('reject', view.teamId),
        },
      ]
    : []
  return { type: 1, components: [...decide, link] }
}

/** The message of the team as `view` shows it. */
export const teamMessage = (view: TeamMessageView, publicUrl: string): DiscordMessageBody => ({
  content: '',
  embeds: [
    {
      title: clip(view.name, DISCORD_LIMITS.embedTitle),
      url: consoleUrl(publicUrl, view.tournament.id),
      color: STATE_COLOURS[view.state],
      description: descriptionOf(view),
      ...(view.logoUrl ? { thumbnail: { url: view.logoUrl } } : {}),
      fields: [
        { name: both((texts) => texts.tournament), value: clip(escapeMarkdown(view.tournament.name), 1024) },
        {
          name: both((texts) => texts.players, { size: view.players.length, max: view.maxSize }),
          value: playersOf(view),
        },
        { name: both((texts) => texts.missing), value: missingOf(view) },
      ],
    },
  ],
  components: [buttonsOf(view, publicUrl)],
  allowed_mentions: { parse: [] },
})

/** What a message's body is, to tell whether an edit would change anything. */
export const contentHash = (body: DiscordMessageBody): string =>
  createHash('sha256').update(JSON.stringify(body)).digest('hex')
