/**
 * The team notices a player may choose to get in Telegram (ADR 0067), routed when their `team-mail`
 * job runs, by the player's choice then: by e-mail (the mail worker mails it at once), or as a
 * Telegram message to their linked chat, and for both also as a copy of the mail job marked
 * `via: 'email'`; what is handed on is enqueued in one transaction, so a retry never sends twice.
 * The message says what the mail says (`teamNoticeContent`): its subject in bold, the sentence, the link.
 */
import type { NotificationKind } from '#core/notifications/notifications.ts'
import {
  TEAM_MAIL_JOB,
  type TeamMailJob,
  type TeamMailRoute,
} from '#server/integrations/mail/team-mail-jobs.ts'
import { teamNoticeContent } from '#server/integrations/mail/team-mailer.ts'
import { escapeTelegramHtml } from '#server/integrations/telegram/bot-api.ts'
import type { AppDatabase } from '#server/platform/db/client.ts'
import { inTransaction } from '#server/platform/db/transactions.ts'
import type { JobQueue } from '#server/platform/jobs/queue.ts'
import type { NotificationPreferences } from './preferences.ts'
import { TELEGRAM_MESSAGE_JOB } from './telegram-messages.ts'

/** The kind each template belongs to; an invitation is not one a player chooses: always by e-mail. */
const KIND_OF: Readonly<Record<TeamMailJob['template'], NotificationKind | undefined>> = {
  playerInvited: undefined,
  playerJoined: 'team_members',
  playerLeft: 'team_members',
  playerRemoved: 'team_members',
  teamConfirmed: 'team_status',
  teamRejected: 'team_status',
  teamDropped: 'team_status',
  teamPromoted: 'team_status',
  checkInOpened: 'check_in',
  matchReady: 'match_ready',
  matchReported: 'match_results',
  disputeDecided: 'match_results',
  matchNoShow: 'match_results',
}

/** The notice as a Telegram message in HTML mode, every text of it escaped. */
export const teamNoticeMessage = (notice: TeamMailJob): string => {
  const { subject, intro, action } = teamNoticeContent(notice)
  const link = `<a href="${escapeTelegramHtml(action.url)}">${escapeTelegramHtml(action.label)}</a>`
  return `<b>${escapeTelegramHtml(subject)}</b>\n\n${escapeTelegramHtml(intro)}\n\n${link}`
}

export const createTeamNoticeRoute = (deps: {
  readonly db: AppDatabase
  readonly jobs: Pick<JobQueue, 'enqueue'>
  readonly preferences: Pick<NotificationPreferences, 'channelsFor'>
}): TeamMailRoute => {
  return async (job) => {
    const kind = KIND_OF[job.template]
    const userId = job.recipient.userId
    if (job.via === 'email' || kind === undefined || userId === undefined) return 'mail'
    const channels = await deps.preferences.channelsFor(userId, kind)
    if (!channels.includes('telegram')) return 'mail'
    await inTransaction(deps.db, async () => {
      await deps.jobs.enqueue(TELEGRAM_MESSAGE_JOB, {
        to: { userId },
        text: teamNoticeMessage(job),
        html: true,
      })
      if (channels.includes('email') && job.recipient.to !== null)
        await deps.jobs.enqueue(TEAM_MAIL_JOB, { ...job, via: 'email' })
    })
    return 'routed'
  }
}
