/**
 * The account mails go through the job queue (ADR 0026): the use cases call a mailer that enqueues a
 * `mail` job, in their transaction when they have one; the worker hands the job to the real mailer
 * (SMTP or the file outbox), retrying while the server refuses or cannot be reached.
 */
import { Schema } from 'effect'
import { LOCALES } from '#core/shared/i18n/locale.ts'
import { ACCOUNT_CHANGES, type AccountMailer, type ProfileMailer } from '#server/accounts/ports.ts'
import { defineJobType, type JobQueue } from '#server/platform/jobs/queue.ts'

type Mailer = AccountMailer & ProfileMailer

const Locale = Schema.Literals(LOCALES)

const MailJob = Schema.Union([
  Schema.Struct({
    template: Schema.Literal('registrationLink'),
    mail: Schema.Struct({ to: Schema.String, locale: Locale, nickname: Schema.String, url: Schema.String }),
  }),
  Schema.Struct({
    template: Schema.Literal('alreadyRegistered'),
    mail: Schema.Struct({
      to: Schema.String,
      locale: Locale,
      loginUrl: Schema.String,
      resetUrl: Schema.String,
    }),
  }),
  Schema.Struct({
    template: Schema.Literal('passwordReset'),
    mail: Schema.Struct({ to: Schema.String, locale: Locale, url: Schema.String }),
  }),
  Schema.Struct({
    template: Schema.Literal('emailChangeLink'),
    mail: Schema.Struct({ to: Schema.String, locale: Locale, nickname: Schema.String, url: Schema.String }),
  }),
  Schema.Struct({
    template: Schema.Literal('accountChanged'),
    mail: Schema.Struct({
      to: Schema.String,
      locale: Locale,
      nickname: Schema.String,
      change: Schema.Literals(ACCOUNT_CHANGES),
      resetUrl: Schema.String,
    }),
  }),
])

export const MAIL_JOB = defineJobType('mail', MailJob)

/** The mail ports for the use cases: each mail becomes a job. */
export const createQueuedMailer = (jobs: Pick<JobQueue, 'enqueue'>): Mailer => ({
  sendRegistrationLink: (mail) => jobs.enqueue(MAIL_JOB, { template: 'registrationLink', mail }),
  sendAlreadyRegistered: (mail) => jobs.enqueue(MAIL_JOB, { template: 'alreadyRegistered', mail }),
  sendPasswordReset: (mail) => jobs.enqueue(MAIL_JOB, { template: 'passwordReset', mail }),
  sendEmailChangeLink: (mail) => jobs.enqueue(MAIL_JOB, { template: 'emailChangeLink', mail }),
  sendAccountChanged: (mail) => jobs.enqueue(MAIL_JOB, { template: 'accountChanged', mail }),
})

/** The worker's side: sends the job's mail through `mailer`; a refusal rejects, so the job is retried. */
export const handleMailJobs = (jobs: Pick<JobQueue, 'handle'>, mailer: Mailer): void =>
  jobs.handle(MAIL_JOB, async (job) => {
    switch (job.template) {
      case 'registrationLink':
        return mailer.sendRegistrationLink(job.mail)
      case 'alreadyRegistered':
        return mailer.sendAlreadyRegistered(job.mail)
      case 'passwordReset':
        return mailer.sendPasswordReset(job.mail)
      case 'emailChangeLink':
        return mailer.sendEmailChangeLink(job.mail)
      case 'accountChanged':
        return mailer.sendAccountChanged(job.mail)
    }
  })
