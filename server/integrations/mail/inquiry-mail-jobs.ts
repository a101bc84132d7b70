/**
 * The organisers' inquiry mails go through the job queue like the account mails (ADR 0026): the use
 * case enqueues an `inquiry-mail` job in the transaction that stores the inquiry; the worker renders
 * and sends it, retrying while the mail server refuses or cannot be reached.
 */
import { Schema } from 'effect'
import { INQUIRY_KINDS } from '#core/inquiries/inquiries.api.ts'
import { LOCALES } from '#core/shared/i18n/locale.ts'
import type { InquiryMailer } from '#server/inquiries/ports.ts'
import { defineJobType, type JobQueue } from '#server/platform/jobs/queue.ts'

const InquiryMailJob = Schema.Struct({
  to: Schema.String,
  kind: Schema.Literals(INQUIRY_KINDS),
  locale: Schema.Literals(LOCALES),
  fields: Schema.Record(Schema.String, Schema.String),
  receivedAt: Schema.String,
})

export const INQUIRY_MAIL_JOB = defineJobType('inquiry-mail', InquiryMailJob)

/** The use case's side: the mail becomes a job. */
export const createQueuedInquiryMailer = (jobs: Pick<JobQueue, 'enqueue'>): InquiryMailer => ({
  inquiryReceived: (mail) => jobs.enqueue(INQUIRY_MAIL_JOB, mail),
})

/** The worker's side: sends the job's mail; a refusal rejects, so the job is retried. */
export const handleInquiryMailJobs = (jobs: Pick<JobQueue, 'handle'>, mailer: InquiryMailer): void =>
  jobs.handle(INQUIRY_MAIL_JOB, (job) => mailer.inquiryReceived(job))
