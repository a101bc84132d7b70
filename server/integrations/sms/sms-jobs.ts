/**
 * SMS go through the job queue (ADR 0026): the use cases call a sender that enqueues an `sms` job, in
 * their transaction when they have one; the worker hands it to the configured gateway (or the
 * outbox), retrying while the gateway refuses or cannot be reached.
 */
import { Schema } from 'effect'
import type { SmsSender } from '#server/accounts/ports.ts'
import { defineJobType, type JobQueue } from '#server/platform/jobs/queue.ts'

export const SMS_JOB = defineJobType('sms', Schema.Struct({ to: Schema.String, text: Schema.String }))

/** The SMS port for the use cases: each message becomes a job. */
export const createQueuedSmsSender = (jobs: Pick<JobQueue, 'enqueue'>): SmsSender => ({
  send: (message) => jobs.enqueue(SMS_JOB, { to: message.to, text: message.text }),
})

/** The worker's side: sends the job's message through `sms`; a refusal rejects, so the job is retried. */
export const handleSmsJobs = (jobs: Pick<JobQueue, 'handle'>, sms: SmsSender): void =>
  jobs.handle(SMS_JOB, (message) => sms.send(message))
