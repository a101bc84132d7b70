/**
 * The profile's Discord section as HTML, written by the server into the page's data (ADR 0076), as
 * the Telegram section is: the page shows it as it is, so the browser loads none of its code or texts.
 * Server only: imported by the page's data hook.
 */
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import type { DiscordLinkPosted, ProviderLinkResult, ProviderLinkView } from '#core/accounts/provider-link.ts'
import { formatDate } from '#core/shared/format/datetime.ts'
import type { Locale } from '#core/shared/i18n/locale.ts'
import { DiscordSection } from './DiscordSection.tsx'
import { type DiscordLabels, discordLabels } from './discord-labels.ts'

const noticeOf = (
  T: DiscordLabels,
  posted: DiscordLinkPosted | undefined,
  result: ProviderLinkResult | undefined,
) => {
  if (posted?.outcome === 'unlinked') return { text: T.outcomes.unlinked, alert: false }
  if (posted?.outcome === 'refused') return { text: T.refused[posted.reason], alert: true }
  if (result === 'linked') return { text: T.outcomes.linked, alert: false }
  if (result === 'taken') return { text: T.outcomes.taken, alert: true }
  return null
}

export const discordSectionHtml = (props: {
  readonly locale: Locale
  readonly discord: ProviderLinkView
  readonly action: string
  readonly formToken: string
  readonly posted: DiscordLinkPosted | undefined
  /** What the provider's round trip came to, from the address it ended on. */
  readonly result: ProviderLinkResult | undefined
}): string => {
  const labels = discordLabels(props.locale)
  return renderToStaticMarkup(
    createElement(DiscordSection, {
      labels,
      action: props.action,
      formToken: props.formToken,
      linkedOn: props.discord.linkedAt === null ? null : formatDate(props.discord.linkedAt),
      canUnlink: props.discord.canUnlink,
      notice: noticeOf(labels, props.posted, props.result),
    }),
  )
}
