import { withoutTrailingSlashes } from '#core/shared/http/app-path.ts'
import type { Locale } from '#core/shared/i18n/locale.ts'
import { interpolate } from '#core/shared/validation/message.ts'
import type { AccountMailer, ProfileMailer } from '#server/accounts/ports.ts'
import { MAIL_TEXTS, type MailContent, renderMail } from '#server/integrations/mail/templates.ts'
import type { MailTransport } from '#server/integrations/mail/transport.ts'

export interface AccountMailerOptions {
  readonly transport: MailTransport
  /** The From header, e.g. `Vatra Esports <no-reply@example.com>` (MAIL_FROM). */
  readonly from: string
  /**
   * The public origin (PUBLIC_URL). Links may then be given as paths (`/register/confirm/…`); the
   * mails also link the home page under the signature.
   */
  readonly publicUrl?: string
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
const greetingOf = (locale: Locale, nickname: string): string => {
  const texts = MAIL_TEXTS[locale]
  return nickname.trim()
    ? interpolate(locale, texts.greeting, { nickname: nickname.trim() })
    : texts.greetingNoName
}

/**
 * The account e-mails (AccountMailer and ProfileMailer ports) in the user's language, HTML with a plain-text alternative,
 * sent through any MailTransport (SMTP or the file outbox).
 */
export const createAccountMailer = ({
  transport,
  from,
  publicUrl,
}: AccountMailerOptions): AccountMailer & ProfileMailer => {
  const origin = publicUrl === undefined ? undefined : withoutTrailingSlashes(publicUrl)
  /** Sends `content` with the site's home in the reader's language under the signature. */
  const send = async (to: string, content: Omit<MailContent, 'homeUrl'>) => {
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
  }

  /** A mail whose point is one link with its validity: registration, password reset, a changed address. */
  const sendLink = async (
    mail: { readonly to: string; readonly locale: Locale; readonly nickname?: string; readonly url: string },
    texts: {
      readonly subject: string
      readonly intro: string
      readonly action: string
      readonly validity: string
    },
  ) =>
    await send(mail.to, {
      locale: mail.locale,
      subject: texts.subject,
      greeting: greetingOf(mail.locale, mail.nickname ?? ''),
      intro: texts.intro,
      action: { label: texts.action, url: absoluteLink(mail.url, origin) },
      validity: texts.validity,
    })

  return {
    sendRegistrationLink: (mail) => sendLink(mail, MAIL_TEXTS[mail.locale].registration),

    sendAlreadyRegistered: async ({ to, locale, loginUrl, resetUrl }) => {
      const texts = MAIL_TEXTS[locale]
      await send(to, {
        locale,
        subject: texts.alreadyRegistered.subject,
        greeting: texts.greetingNoName,
        intro: texts.alreadyRegistered.intro,
        action: { label: texts.alreadyRegistered.action, url: absoluteLink(loginUrl, origin) },
        secondary: {
          text: texts.alreadyRegistered.reset,
          link: { label: texts.alreadyRegistered.resetAction, url: absoluteLink(resetUrl, origin) },
        },
      })
    },

    sendPasswordReset: (mail) => sendLink(mail, MAIL_TEXTS[mail.locale].passwordReset),

    sendEmailChangeLink: (mail) => sendLink(mail, MAIL_TEXTS[mail.locale].emailChange),

    sendAccountChanged: async ({ to, locale, nickname, change, resetUrl }) => {
      const texts = MAIL_TEXTS[locale].accountChanged
      await send(to, {
        locale,
        subject: texts[change].subject,
        greeting: greetingOf(locale, nickname),
        intro: texts[change].intro,
        action: { label: texts.action, url: absoluteLink(resetUrl, origin) },
        closing: texts.closing,
      })
    },
  }
}
