/**
 * The teams' e-mails (the TeamMailer port, sent by the `team-mail` job's worker) in the recipient's
 * language, HTML with a plain-text alternative: one sentence of what happened (an invitation, a change
 * of the team), the link to My tournaments, and why the mail came (not a request to ignore it).
 */
import { formatKyivDateTime } from '#core/shared/format/datetime.ts'
import type { Locale } from '#core/shared/i18n/locale.ts'
import { interpolate, type MessageParams } from '#core/shared/validation/message.ts'
import {
  createMailSender,
  greetingOf,
  type MailSenderOptions,
} from '#server/integrations/mail/mail-sender.ts'
import { MAIL_TEXTS } from '#server/integrations/mail/templates.ts'
import type { TeamMailer, TeamMailRecipient, TeamMailSubject } from '#server/teams/ports.ts'

export const createTeamMailer = (options: MailSenderOptions): TeamMailer => {
  const { send, absolute } = createMailSender(options)

  const sendTeamMail = (
    recipient: TeamMailRecipient,
    mail: TeamMailSubject,
    texts: {
      readonly subject: string
      readonly intro: string
      readonly action?: string
      /** Why the mail came, when not because of the recipient's team. */
      readonly closing?: string
    },
    params: MessageParams = {},
  ) => {
    const locale: Locale = recipient.locale
    const all = { team: mail.teamName, tournament: mail.tournamentName, ...params }
    const team = MAIL_TEXTS[locale].teams
    return send(recipient.to, {
      locale,
      subject: interpolate(locale, texts.subject, all),
      greeting: greetingOf(locale, recipient.nickname),
      intro: interpolate(locale, texts.intro, all),
      action: { label: texts.action ?? team.action, url: absolute(mail.url) },
      closing: interpolate(locale, texts.closing ?? team.closing, all),
    })
  }

  const teams = (recipient: TeamMailRecipient) => MAIL_TEXTS[recipient.locale].teams

  return {
    playerInvited: (recipient, mail) =>
      sendTeamMail(recipient, mail, teams(recipient).playerInvited, { captain: mail.captain }),
    playerJoined: (recipient, mail) =>
      sendTeamMail(recipient, mail, teams(recipient).playerJoined, { player: mail.player }),
    playerRemoved: (recipient, mail) => sendTeamMail(recipient, mail, teams(recipient).playerRemoved),
    teamConfirmed: (recipient, mail) => sendTeamMail(recipient, mail, teams(recipient).teamConfirmed),
    teamDropped: (recipient, mail) => {
      const texts = teams(recipient).teamDropped
      return sendTeamMail(recipient, mail, { subject: texts.subject, intro: texts[mail.reason] })
    },
    teamRejected: (recipient, mail) =>
      sendTeamMail(recipient, mail, teams(recipient).teamRejected, { reason: mail.reason }),
    teamPromoted: (recipient, mail) => sendTeamMail(recipient, mail, teams(recipient).teamPromoted),
    // Times in mails are Kyiv time like everywhere on the site (spec §1), with Kyiv's offset: a mail
    // cannot know the reader's zone. The time stands in a sentence, so English names the month.
    checkInOpened: (recipient, mail) =>
      sendTeamMail(recipient, mail, teams(recipient).checkInOpened, {
        closesAt: formatKyivDateTime(mail.closesAt, MAIL_TEXTS[recipient.locale].kyiv, recipient.locale),
      }),
  }
}
