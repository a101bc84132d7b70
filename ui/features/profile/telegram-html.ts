/**
 * The profile's Telegram section as HTML, written by the server into the page's data (ADR 0070): the
 * page shows it as it is, so the browser loads none of its code or texts. Server only: imported by
 * the page's data hook.
 */
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import type { TelegramPosted, TelegramProfile } from '#core/notifications/profile-telegram.ts'
import { formatDate } from '#core/shared/format/datetime.ts'
import type { Locale } from '#core/shared/i18n/locale.ts'
import { TelegramSection } from './TelegramSection.tsx'
import { type TelegramLabels, telegramLabels } from './telegram-labels.ts'

const noticeOf = (T: TelegramLabels, posted: TelegramPosted | undefined) => {
  switch (posted?.outcome) {
    case 'saved':
      return { text: T.saved, alert: false }
    case 'unlinked':
      return { text: T.unlinked, alert: false }
    case 'refused':
      return { text: T.refused[posted.reason], alert: true }
    default:
      return null
  }
}

export const telegramSectionHtml = (props: {
  readonly locale: Locale
  readonly telegram: TelegramProfile
  readonly action: string
  readonly formToken: string
  readonly hasEmail: boolean
  readonly posted: TelegramPosted | undefined
}): string => {
  const labels = telegramLabels(props.locale)
  const { linkedAt, choices } = props.telegram
  return renderToStaticMarkup(
    createElement(TelegramSection, {
      labels,
      action: props.action,
      formToken: props.formToken,
      linkedOn: linkedAt === null ? null : formatDate(linkedAt),
      choices,
      hasEmail: props.hasEmail,
      link: props.posted?.outcome === 'link' ? props.posted.url : null,
      notice: noticeOf(labels, props.posted),
    }),
  )
}
