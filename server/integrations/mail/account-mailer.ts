import type { Locale } from '#core/shared/i18n/locale.ts'
import type { AccountMailer, ProfileMailer } from '#server/accounts/ports.ts'
import {
  createMailSender,
  greetingOf,
  type MailSenderOptions,
} from '#server/integrations/mail/mail-sender.ts'
import { MAIL_TEXTS } from '#server/integrations/mail/templates.ts'

export type AccountMailerOptions = MailSenderOptions

/**
 * The account e-mails (AccountMailer and ProfileMailer ports) in the user's language, HTML with a plain-text alternative,
 * sent through any MailTransport (SMTP or the file outbox).
 */
export const createAccountMailer = ({
  transport,
  from,
  publicUrl,
}: AccountMailerOptions): AccountMailer & ProfileMailer => {
  const { send, absolute } = createMailSender({ transport, from, publicUrl })

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
      action: { label: texts.action, url: absolute(mail.url) },
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
        action: { label: texts.alreadyRegistered.action, url: absolute(loginUrl) },
        secondary: {
          text: texts.alreadyRegistered.reset,
          link: { label: texts.alreadyRegistered.resetAction, url: absolute(resetUrl) },
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
        action: { label: texts.action, url: absolute(resetUrl) },
        closing: texts.closing,
      })
    },
  }
}
