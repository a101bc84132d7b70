/**
 * The teams' e-mails (the TeamMailer port, sent by the `team-mail` job's worker) in the recipient's
 * language, HTML with a plain-text alternative: one sentence of what happened (an invitation, a change
 * of the team, a match to play), the link, and why the mail came (not a request to ignore it). What a
 * notice says (`teamNoticeContent`) is also what the Telegram message of it says.
 */
import { formatKyivDateTime } from '#core/shared/format/datetime.ts'
import { interpolate, type MessageParams } from '#core/shared/validation/message.ts'
import {
  createMailSender,
  greetingOf,
  type MailSenderOptions,
} from '#server/integrations/mail/mail-sender.ts'
import type { TeamMailJob } from '#server/integrations/mail/team-mail-jobs.ts'
import { MAIL_TEXTS } from '#server/integrations/mail/templates.ts'
import type { MatchOutcome, TeamMailer } from '#server/teams/ports.ts'

/** A team notice as its job holds it: the template, the recipient and what it names. */
export type TeamNotice = TeamMailJob

/** What a team notice says, in the recipient's language. */
export interface TeamNoticeContent {
  readonly subject: string
  readonly intro: string
  readonly action: { readonly label: string; readonly url: string }
  /** Why the mail came (the mail's last line; a chat message needs none). */
  readonly closing: string
}

export const teamNoticeContent = (notice: TeamNotice): TeamNoticeContent => {
  const { locale } = notice.recipient
  const team = MAIL_TEXTS[locale].teams
  const fill = (
    texts: {
      readonly subject: string
      readonly intro: string
      readonly action?: string
      /** Why the mail came, when not because of the recipient's team. */
      readonly closing?: string
    },
    params: MessageParams = {},
  ): TeamNoticeContent => {
    const all = { team: notice.mail.teamName, tournament: notice.mail.tournamentName, ...params }
    return {
      subject: interpolate(locale, texts.subject, all),
      intro: interpolate(locale, texts.intro, all),
      action: { label: texts.action ?? team.action, url: notice.mail.url },
      closing: interpolate(locale, texts.closing ?? team.closing, all),
    }
  }
  /** A match's result as the recipient's team sees it: its own score first. */
  const resultOf = (outcome: MatchOutcome): string => {
    const all = { team: notice.mail.teamName, opponent: outcome.opponent }
    const texts = team.result
    const { result } = outcome
    if ('score' in result)
      return interpolate(locale, texts.score, { ...all, ours: result.score[0], theirs: result.score[1] })
    const forfeits = { team: texts.teamForfeits, opponent: texts.opponentForfeits, both: texts.bothForfeit }
    return interpolate(locale, forfeits[result.forfeit], all)
  }
  switch (notice.template) {
    case 'playerInvited':
      return fill(team.playerInvited, { captain: notice.mail.captain })
    case 'playerJoined':
      return fill(team.playerJoined, { player: notice.mail.player })
    case 'playerLeft':
      return fill(team.playerLeft, { player: notice.mail.player })
    case 'playerRemoved':
      return fill(team.playerRemoved)
    case 'teamConfirmed':
      return fill(team.teamConfirmed)
    case 'teamDropped':
      return fill({ subject: team.teamDropped.subject, intro: team.teamDropped[notice.mail.reason] })
    case 'teamRejected':
      return fill(team.teamRejected, { reason: notice.mail.reason })
    case 'teamPromoted':
      return fill(team.teamPromoted)
    // Times are Kyiv time like everywhere on the site (spec §1), with Kyiv's offset: a mail cannot
    // know the reader's zone. The time stands in a sentence, so English names the month.
    case 'checkInOpened':
      return fill(team.checkInOpened, {
        closesAt: formatKyivDateTime(notice.mail.closesAt, MAIL_TEXTS[locale].kyiv, locale),
      })
    case 'matchReady':
      return fill(team.matchReady, { opponent: notice.mail.opponent })
    case 'matchReported':
      return fill(team.matchReported, {
        opponent: notice.mail.opponent,
        result: resultOf(notice.mail),
        answerBy: formatKyivDateTime(notice.mail.answerBy, MAIL_TEXTS[locale].kyiv, locale),
      })
    case 'disputeDecided':
      return fill(team.disputeDecided, {
        opponent: notice.mail.opponent,
        result: resultOf(notice.mail),
        reason: notice.mail.reason,
      })
    case 'matchNoShow': {
      const { opponent, result } = notice.mail
      const texts = team.matchNoShow
      return result === null
        ? fill({ ...texts, intro: texts.moderators }, { opponent })
        : fill({ ...texts, intro: texts.decided }, { opponent, result: resultOf({ opponent, result }) })
    }
  }
}

export const createTeamMailer = (options: MailSenderOptions): TeamMailer => {
  const { send, absolute } = createMailSender(options)

  /** Mails the notice; a recipient without an address gets nothing by e-mail. */
  const sendNotice = async (notice: TeamNotice): Promise<void> => {
    const { to, locale, nickname } = notice.recipient
    if (to === null) return
    const content = teamNoticeContent(notice)
    await send(to, {
      locale,
      subject: content.subject,
      greeting: greetingOf(locale, nickname),
      intro: content.intro,
      action: { label: content.action.label, url: absolute(content.action.url) },
      closing: content.closing,
    })
  }

  return {
    playerInvited: (recipient, mail) => sendNotice({ template: 'playerInvited', recipient, mail }),
    playerJoined: (recipient, mail) => sendNotice({ template: 'playerJoined', recipient, mail }),
    playerLeft: (recipient, mail) => sendNotice({ template: 'playerLeft', recipient, mail }),
    playerRemoved: (recipient, mail) => sendNotice({ template: 'playerRemoved', recipient, mail }),
    teamConfirmed: (recipient, mail) => sendNotice({ template: 'teamConfirmed', recipient, mail }),
    teamDropped: (recipient, mail) => sendNotice({ template: 'teamDropped', recipient, mail }),
    teamRejected: (recipient, mail) => sendNotice({ template: 'teamRejected', recipient, mail }),
    teamPromoted: (recipient, mail) => sendNotice({ template: 'teamPromoted', recipient, mail }),
    checkInOpened: (recipient, mail) => sendNotice({ template: 'checkInOpened', recipient, mail }),
    matchReady: (recipient, mail) => sendNotice({ template: 'matchReady', recipient, mail }),
    matchReported: (recipient, mail) => sendNotice({ template: 'matchReported', recipient, mail }),
    disputeDecided: (recipient, mail) => sendNotice({ template: 'disputeDecided', recipient, mail }),
    matchNoShow: (recipient, mail) => sendNotice({ template: 'matchNoShow', recipient, mail }),
  }
}
