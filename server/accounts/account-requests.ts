/**
 * The requests that answer the same whether the account exists (a registration mail, a reset link, a
 * restore code) are done after the answer, by a job (ADR 0043): the request checks its limits and
 * queues one `account-request` job, whatever the address or number; the job looks the account up and
 * mails or texts. So the request does the same work, and takes the same time, for a known and an
 * unknown account (ASVS V6.3.8), and the lookup's outcome never reaches the answer.
 */
import { Schema } from 'effect'
import { LOCALES } from '#core/shared/i18n/locale.ts'
import { defineJobType, type JobQueue } from '#server/platform/jobs/queue.ts'

const Locale = Schema.Literals(LOCALES)

export const AccountRequest = Schema.Union([
  /** A registration: the confirmation link to a new address, "already registered" to a known one. */
  Schema.Struct({
    request: Schema.Literal('register'),
    email: Schema.String,
    nickname: Schema.String,
    locale: Locale,
    redirect: Schema.optional(Schema.String),
  }),
  /** A forgotten password: the reset link to a known, verified, active address; nothing otherwise. */
  Schema.Struct({ request: Schema.Literal('passwordReset'), email: Schema.String, locale: Locale }),
  /** A restore by phone: the code to a known number; nothing otherwise. */
  Schema.Struct({ request: Schema.Literal('restoreCode'), phone: Schema.String, locale: Locale }),
])
export type AccountRequest = typeof AccountRequest.Type

export const ACCOUNT_REQUEST_JOB = defineJobType('account-request', AccountRequest)

/** Queues the second half of a request: inserted now, run by the worker once committed. */
export type RequestLater = (request: AccountRequest) => Promise<void>

export const requestLater =
  (jobs: Pick<JobQueue, 'enqueue'>): RequestLater =>
  (request) =>
    jobs.enqueue(ACCOUNT_REQUEST_JOB, request)
