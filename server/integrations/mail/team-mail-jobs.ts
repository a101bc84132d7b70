/**
 * The teams' mails (invitations and the team lifecycle) go through the job queue like the account mails (ADR 0026): the teams'
 * use cases call a `TeamMailer` whose methods enqueue a `team-mail` job, in their transaction; the
 * worker renders the mail in the recipient's language and hands it to the transport.
 */
import { Schema } from 'effect'
import { LOCALES } from '#core/shared/i18n/locale.ts'
import { defineJobType, type JobQueue } from '#server/platform/jobs/queue.ts'
import type { TeamMailer } from '#server/teams/ports.ts'

const Recipient = Schema.Struct({
  to: Schema.String,
  locale: Schema.Literals(LOCALES),
  nickname: Schema.String,
})
const Subject = { teamName: Schema.String, tournamentName: Schema.String, url: Schema.String }

const TeamMailJob = Schema.Union([
  Schema.Struct({
    template: Schema.Literal('playerInvited'),
    recipient: Recipient,
    mail: Schema.Struct({ ...Subject, captain: Schema.String }),
  }),
  Schema.Struct({
    template: Schema.Literal('playerJoined'),
    recipient: Recipient,
    mail: Schema.Struct({ ...Subject, player: Schema.String }),
  }),
  Schema.Struct({
    template: Schema.Literal('playerRemoved'),
    recipient: Recipient,
    mail: Schema.Struct(Subject),
  }),
  Schema.Struct({
    template: Schema.Literal('teamConfirmed'),
    recipient: Recipient,
    mail: Schema.Struct(Subject),
  }),
  Schema.Struct({
    template: Schema.Literal('teamDropped'),
    recipient: Recipient,
    mail: Schema.Struct({ ...Subject, reason: Schema.Literals(['incomplete', 'no_check_in', 'rejected']) }),
  }),
  Schema.Struct({
    template: Schema.Literal('teamRejected'),
    recipient: Recipient,
    mail: Schema.Struct({ ...Subject, reason: Schema.String }),
  }),
  Schema.Struct({
    template: Schema.Literal('teamPromoted'),
    recipient: Recipient,
    mail: Schema.Struct(Subject),
  }),
  Schema.Struct({
    template: Schema.Literal('checkInOpened'),
    recipient: Recipient,
    mail: Schema.Struct({ ...Subject, closesAt: Schema.String }),
  }),
])
export type TeamMailJob = typeof TeamMailJob.Type

export const TEAM_MAIL_JOB = defineJobType('team-mail', TeamMailJob)

/** The use cases' side: each mail becomes a job. */
export const createQueuedTeamMailer = (jobs: Pick<JobQueue, 'enqueue'>): TeamMailer => ({
  playerInvited: (recipient, mail) =>
    jobs.enqueue(TEAM_MAIL_JOB, { template: 'playerInvited', recipient, mail }),
  playerJoined: (recipient, mail) =>
    jobs.enqueue(TEAM_MAIL_JOB, { template: 'playerJoined', recipient, mail }),
  playerRemoved: (recipient, mail) =>
    jobs.enqueue(TEAM_MAIL_JOB, { template: 'playerRemoved', recipient, mail }),
  teamConfirmed: (recipient, mail) =>
    jobs.enqueue(TEAM_MAIL_JOB, { template: 'teamConfirmed', recipient, mail }),
  teamDropped: (recipient, mail) => jobs.enqueue(TEAM_MAIL_JOB, { template: 'teamDropped', recipient, mail }),
  teamRejected: (recipient, mail) =>
    jobs.enqueue(TEAM_MAIL_JOB, { template: 'teamRejected', recipient, mail }),
  teamPromoted: (recipient, mail) =>
    jobs.enqueue(TEAM_MAIL_JOB, { template: 'teamPromoted', recipient, mail }),
  checkInOpened: (recipient, mail) =>
    jobs.enqueue(TEAM_MAIL_JOB, { template: 'checkInOpened', recipient, mail }),
})

/** The worker's side: renders and sends the job's mail through `mailer`; a refusal rejects, so it is retried. */
export const handleTeamMailJobs = (jobs: Pick<JobQueue, 'handle'>, mailer: TeamMailer): void =>
  jobs.handle(TEAM_MAIL_JOB, async (job) => {
    switch (job.template) {
      case 'playerInvited':
        return mailer.playerInvited(job.recipient, job.mail)
      case 'playerJoined':
        return mailer.playerJoined(job.recipient, job.mail)
      case 'playerRemoved':
        return mailer.playerRemoved(job.recipient, job.mail)
      case 'teamConfirmed':
        return mailer.teamConfirmed(job.recipient, job.mail)
      case 'teamDropped':
        return mailer.teamDropped(job.recipient, job.mail)
      case 'teamRejected':
        return mailer.teamRejected(job.recipient, job.mail)
      case 'teamPromoted':
        return mailer.teamPromoted(job.recipient, job.mail)
      case 'checkInOpened':
        return mailer.checkInOpened(job.recipient, job.mail)
    }
  })
