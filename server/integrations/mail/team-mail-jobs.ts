/**
 * The teams' mails (invitations, the team lifecycle, a match ready to play) go through the job queue
 * like the account mails (ADR 0026): the teams' use cases call a `TeamMailer` whose methods enqueue a
 * `team-mail` job, in their transaction; the worker renders the mail in the recipient's language and
 * hands it to the transport.
 *
 * A notification a player may choose to get in Telegram (ADR 0067) is routed when its job runs, by the
 * player's choice then (`route`, given when Telegram is on): by e-mail here at once, or handed on as a
 * Telegram message and, for both, a copy of this job marked `via: 'email'`, which is mailed without
 * asking again. Jobs queued before there were choices (no `userId`) decode and are mailed.
 */
import { Schema } from 'effect'
import { LOCALES } from '#core/shared/i18n/locale.ts'
import { defineJobType, type JobQueue } from '#server/platform/jobs/queue.ts'
import type { TeamMailer } from '#server/teams/ports.ts'

const Recipient = Schema.Struct({
  /** Null for a player without an e-mail address, who may still get it in Telegram. */
  to: Schema.NullOr(Schema.String),
  locale: Schema.Literals(LOCALES),
  nickname: Schema.String,
  /** Whose choice routes it; absent in jobs queued before the choices, which go by e-mail. */
  userId: Schema.optional(Schema.String),
})
const Subject = { teamName: Schema.String, tournamentName: Schema.String, url: Schema.String }
/** A match's result from the recipient team's side (`MatchOutcome`). */
const Result = Schema.Union([
  Schema.Struct({ score: Schema.Tuple([Schema.Int, Schema.Int]) }),
  Schema.Struct({ forfeit: Schema.Literals(['team', 'opponent', 'both']) }),
])
const MatchOutcome = { opponent: Schema.String, result: Result }

/** One template of the union: its name, the mail's fields, and whether it was routed already. */
const template = <const Name extends string, Mail extends Schema.Top>(name: Name, mail: Mail) =>
  Schema.Struct({
    template: Schema.Literal(name),
    recipient: Recipient,
    mail,
    /** Set on the copy a route made: it is mailed, the player's choice not asked again. */
    via: Schema.optional(Schema.Literal('email')),
  })

const TeamMailJob = Schema.Union([
  template('playerInvited', Schema.Struct({ ...Subject, captain: Schema.String })),
  template('playerJoined', Schema.Struct({ ...Subject, player: Schema.String })),
  template('playerLeft', Schema.Struct({ ...Subject, player: Schema.String })),
  template('playerRemoved', Schema.Struct(Subject)),
  template('teamConfirmed', Schema.Struct(Subject)),
  template(
    'teamDropped',
    Schema.Struct({ ...Subject, reason: Schema.Literals(['incomplete', 'no_check_in', 'rejected']) }),
  ),
  template('teamRejected', Schema.Struct({ ...Subject, reason: Schema.String })),
  template('teamPromoted', Schema.Struct(Subject)),
  template('checkInOpened', Schema.Struct({ ...Subject, closesAt: Schema.String })),
  template('matchReady', Schema.Struct({ ...Subject, opponent: Schema.String })),
  template('matchReported', Schema.Struct({ ...Subject, ...MatchOutcome, answerBy: Schema.String })),
  template('disputeDecided', Schema.Struct({ ...MatchOutcome, ...Subject, reason: Schema.String })),
  template(
    'matchNoShow',
    Schema.Struct({ ...Subject, opponent: Schema.String, result: Schema.NullOr(Result) }),
  ),
])
export type TeamMailJob = typeof TeamMailJob.Type

export const TEAM_MAIL_JOB = defineJobType('team-mail', TeamMailJob)

/** The use cases' side: each mail becomes a job. */
export const createQueuedTeamMailer = (jobs: Pick<JobQueue, 'enqueue'>): TeamMailer => ({
  playerInvited: (recipient, mail) =>
    jobs.enqueue(TEAM_MAIL_JOB, { template: 'playerInvited', recipient, mail }),
  playerJoined: (recipient, mail) =>
    jobs.enqueue(TEAM_MAIL_JOB, { template: 'playerJoined', recipient, mail }),
  playerLeft: (recipient, mail) => jobs.enqueue(TEAM_MAIL_JOB, { template: 'playerLeft', recipient, mail }),
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
  matchReady: (recipient, mail) => jobs.enqueue(TEAM_MAIL_JOB, { template: 'matchReady', recipient, mail }),
  matchReported: (recipient, mail) =>
    jobs.enqueue(TEAM_MAIL_JOB, { template: 'matchReported', recipient, mail }),
  disputeDecided: (recipient, mail) =>
    jobs.enqueue(TEAM_MAIL_JOB, { template: 'disputeDecided', recipient, mail }),
  matchNoShow: (recipient, mail) => jobs.enqueue(TEAM_MAIL_JOB, { template: 'matchNoShow', recipient, mail }),
})

/**
 * Where a job goes by its recipient's choice now: `mail` (this worker mails it), or `routed` (it was
 * handed on as other jobs, in one transaction).
 */
export type TeamMailRoute = (job: TeamMailJob) => Promise<'mail' | 'routed'>

/**
 * The worker's side: routes the job when `route` is given (Telegram on), then renders and sends the
 * mail through `mailer`; a refusal rejects, so it is retried.
 */
export const handleTeamMailJobs = (
  jobs: Pick<JobQueue, 'handle'>,
  mailer: TeamMailer,
  route?: TeamMailRoute,
): void =>
  jobs.handle(TEAM_MAIL_JOB, async (job) => {
    if (route && (await route(job)) === 'routed') return
    switch (job.template) {
      case 'playerInvited':
        return mailer.playerInvited(job.recipient, job.mail)
      case 'playerJoined':
        return mailer.playerJoined(job.recipient, job.mail)
      case 'playerLeft':
        return mailer.playerLeft(job.recipient, job.mail)
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
      case 'matchReady':
        return mailer.matchReady(job.recipient, job.mail)
      case 'matchReported':
        return mailer.matchReported(job.recipient, job.mail)
      case 'disputeDecided':
        return mailer.disputeDecided(job.recipient, job.mail)
      case 'matchNoShow':
        return mailer.matchNoShow(job.recipient, job.mail)
      default:
        // A template without its case would be dropped silently: the compiler refuses it instead.
        return job satisfies never
    }
  })
