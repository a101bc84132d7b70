/**
 * What every mailer of the site shares: links made absolute against the public origin (http(s) only),
 * the greeting, and sending a rendered mail with the automatic-message headers and the site's home in
 * the reader's language under the signature.
 */
import { withoutTrailingSlashes } from '#core/shared/http/app-path.ts'
import type { Locale } from '#core/shared/i18n/locale.ts'
import { interpolate } from '#core/shared/validation/message.ts'
import { MAIL_TEXTS, type MailContent, renderMail } from '#server/integrations/mail/templates.ts'
import type { MailTransport } from '#server/integrations/mail/transport.ts'

export interface MailSenderOptions {
  readonly transport: MailTransport
  /** The From header, e.g. `Vatra Esports <no-reply@example.com>` (MAIL_FROM). */
  readonly from: string
  /**
   * The public origin (PUBLIC_URL). Links may then be given as paths (`/register/confirm/…`); the
   * mails also link the home page under the signature.
   */
  readonly publicUrl?: string | undefined
}

export interface MailSender {
  /** Renders `content` and hands it to the transport; a refusal rejects. */
  send(to: string, content: Omit<MailContent, 'homeUrl'>): Promise<void>
  /** `link` as an absolute http(s) URL (a path is resolved against the public origin). */
  absolute(link: string): string
}

/** Makes a link absolute against the public origin and refuses anything but http(s). */
const absoluteLink = (link: string, publicUrl: string | undefined): string => {
  let url: URL
  try {
    url = publicUrl ? new URL(link, `${publicUrl}/`) : new URL(link)
  } catch {
    throw new Error(`A mail link must be an absolute URL, or a path when publicUrl is set: ${link}`)
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(`A mail link must be http(s): ${url.protocol}`)
  }
  return url.href
}

/** The site's home in the reader's language (`/` or `/en`). */
const homeUrl = (publicUrl: string | undefined, locale: Locale): string | undefined =>
  publicUrl ? absoluteLink(locale === 'en' ? '/en' : '/', publicUrl) : undefined

/** 'Hello, {nickname}!', or 'Hello!' without one. */
export const greetingOf = (locale: Locale, nickname: string): string => {
  const texts = MAIL_TEXTS[locale]
  return nickname.trim()
    ? interpolate(locale, texts.greeting, { nickname: nickname.trim() })
    : texts.greetingNoName
}

export const createMailSender = ({ transport, from, publicUrl }: MailSenderOptions): MailSender => {
  const origin = publicUrl === undefined ? undefined : withoutTrailingSlashes(publicUrl)
  return {
    absolute: (link) => absoluteLink(link, origin),
    send: async (to, content) => {
      const { subject, text, html } = renderMail({ ...content, homeUrl: homeUrl(origin, content.locale) })
      await transport.send({
        from,
        to,
        subject,
        text,
        html,
        headers: {
          // RFC 3834: an automatic message; auto-responders should not answer it.
          'Auto-Submitted': 'auto-generated',
          'X-Auto-Response-Suppress': 'All',
          'Content-Language': content.locale,
        },
      })
    },
  }
}
