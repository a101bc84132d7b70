/**
 * A disputed report's message in the moderators' Discord channel (docs/discord.md "Disputes"), written
 * from the report as it is now: the tournament, the two teams, the match, what was reported and by
 * whom, the dispute's reason, and either the button that upholds the report or the decision with its
 * reason and who made it. Ukrainian then English, as the teams' messages (ADR 0064). Players are named
 * by their team and nickname only. Pure: the same report always gives the same message.
 */
import { createHash } from 'node:crypto'
import { Option, Schema } from 'effect'
import { formatKyivDateTime } from '#core/shared/format/datetime.ts'
import { localizePath } from '#core/shared/i18n/locale.ts'
import { interpolate, type MessageParams } from '#core/shared/validation/message.ts'
import { matchPagePath } from '#core/tournaments/match-path.ts'
import type { MatchReport } from '#core/tournaments/results-desk.api.ts'
import { discord as en } from '#locales/en/discord.ts'
import { discord as uk } from '#locales/uk/discord.ts'
import type { DiscordUser } from '#server/audit/index.ts'
import {
  BUTTON_STYLE,
  clip,
  DISCORD_LIMITS,
  type DiscordButton,
  type DiscordMessageBody,
  escapeMarkdown,
} from '#server/integrations/discord/messages.ts'

type Texts = typeof uk
type Locale = 'uk' | 'en'

/** The custom ids of this feature start so; the shared endpoint hands them here. */
export const DISPUTE_PREFIX = 'dispute:'

/** `dispute:uphold:<report id>`: the button, and the modal it opens. */
const DisputeCustomId = Schema.TemplateLiteralParser([
  DISPUTE_PREFIX,
  Schema.Literal('uphold'),
  ':',
  Schema.String.check(Schema.isUUID()),
])
const decodeCustomId = Schema.decodeUnknownOption(DisputeCustomId)

export const upholdCustomId = (reportId: string): string => `${DISPUTE_PREFIX}uphold:${reportId}`

/** The report a custom id names; undefined for anything not made by `upholdCustomId`. */
export const reportOfCustomId = (customId: string): string | undefined =>
  Option.getOrUndefined(Option.map(decodeCustomId(customId), ([, , , reportId]) => reportId))

/** The field of the modal's reason. */
export const REASON_INPUT = 'reason'

/** A disputed (or since decided) report as its message shows it. */
export interface DisputeView {
  readonly reportId: string
  readonly matchId: string
  readonly tournament: { readonly slug: string; readonly name: string }
  readonly stageNumber: number
  readonly round: number
  readonly matchNumber: number
  /** Side 1, then side 2, as the bracket shows them. */
  readonly teams: readonly [string, string]
  readonly reported: { readonly side: 1 | 2; readonly nickname: string | null; readonly result: MatchReport }
  readonly disputed: { readonly side: 1 | 2; readonly nickname: string | null; readonly reason: string }
  readonly decision: {
    readonly result: MatchReport
    readonly reason: string
    readonly at: Date
    /** In Discord, or on the site by nickname; null for an account since deleted. */
    readonly by: { readonly discord: DiscordUser } | { readonly nickname: string } | null
  } | null
}

const say = (locale: Locale, text: string, params?: MessageParams): string =>
  interpolate(locale, text, params)
const textsOf = (locale: Locale): Texts => (locale === 'uk' ? uk : en)

/** One text in both languages: Ukrainian, then English. */
const both = (pick: (texts: Texts) => string): string => `${pick(uk)} · ${pick(en)}`

/** A free text on one line, shown as typed. */
const oneLine = (value: string): string => escapeMarkdown(value.replace(/\s+/g, ' ').trim())

const resultText = (locale: Locale, view: DisputeView, result: MatchReport): string => {
  const texts = textsOf(locale).disputes
  const [team1, team2] = view.teams.map(escapeMarkdown) as [string, string]
  switch (result.kind) {
    case 'score':
      return say(locale, texts.score, { team1, team2, score1: result.scores[0], score2: result.scores[1] })
    case 'forfeit':
      return say(locale, texts.forfeit, { team: result.forfeiting === 1 ? team1 : team2 })
    case 'double_forfeit':
      return texts.doubleForfeit
  }
}

const whoOf = (locale: Locale, by: NonNullable<DisputeView['decision']>['by']): string => {
  if (by === null) return '—'
  // A mention shows the member's name in Discord; `allowed_mentions` keeps it from pinging.
  if ('discord' in by) return `<@${by.discord.id}>`
  return say(locale, textsOf(locale).inConsole, { name: escapeMarkdown(by.nickname) })
}

const blockOf = (locale: Locale, view: DisputeView): string => {
  const texts = textsOf(locale)
  const d = texts.disputes
  const teamOf = (side: 1 | 2) => escapeMarkdown(view.teams[side - 1] ?? '')
  const lines = [
    `**${texts.status}:** ${view.decision ? d.decidedState : d.waiting}`,
    say(locale, d.match, { stage: view.stageNumber, round: view.round, number: view.matchNumber }),
    say(locale, d.reported, {
      team: teamOf(view.reported.side),
      nickname: escapeMarkdown(view.reported.nickname ?? '—'),
      result: resultText(locale, view, view.reported.result),
    }),
    say(locale, d.disputed, {
      team: teamOf(view.disputed.side),
      nickname: escapeMarkdown(view.disputed.nickname ?? '—'),
      reason: oneLine(view.disputed.reason),
    }),
  ]
  if (view.decision) {
    lines.push(
      say(locale, d.decided, {
        who: whoOf(locale, view.decision.by),
        when: formatKyivDateTime(view.decision.at, texts.kyiv),
        result: resultText(locale, view, view.decision.result),
      }),
      say(locale, d.reason, { reason: oneLine(view.decision.reason) }),
    )
  } else {
    lines.push(d.otherOutcome)
  }
  return lines.join('\n')
}

/** The match's public page (Ukrainian, the site's default), absolute. */
export const matchUrl = (publicUrl: string, view: Pick<DisputeView, 'tournament' | 'matchId'>): string =>
  `${publicUrl}${localizePath(matchPagePath(view.tournament.slug, view.matchId), 'uk')}`

/** The message of the dispute as `view` shows it. */
export const disputeMessage = (view: DisputeView, publicUrl: string): DiscordMessageBody => {
  const url = matchUrl(publicUrl, view)
  const open: DiscordButton = {
    type: 2,
    style: BUTTON_STYLE.link,
    label: both((t) => t.disputes.buttons.open),
    url,
  }
  const uphold: ReadonlyArray<DiscordButton> = view.decision
    ? []
    : [
        {
          type: 2,
          style: BUTTON_STYLE.success,
          label: both((t) => t.disputes.buttons.uphold),
          custom_id: upholdCustomId(view.reportId),
        },
      ]
  return {
    content: '',
    embeds: [
      {
        title: clip(
          `${both((t) => t.disputes.title)}: ${view.teams[0]} — ${view.teams[1]}`,
          DISCORD_LIMITS.embedTitle,
        ),
        url,
        color: view.decision ? 0x16a34a : 0xd97706,
        description: clip(
          `${blockOf('uk', view)}\n\n${blockOf('en', view)}`,
          DISCORD_LIMITS.embedDescription,
        ),
        fields: [
          {
            name: both((t) => t.tournament),
            value: clip(escapeMarkdown(view.tournament.name), DISCORD_LIMITS.fieldValue),
          },
        ],
      },
    ],
    components: [{ type: 1, components: [...uphold, open] }],
    allowed_mentions: { parse: [] },
  }
}

/** What a message's body is, to tell whether an edit would change anything. */
export const contentHash = (body: DiscordMessageBody): string =>
  createHash('sha256').update(JSON.stringify(body)).digest('hex')
