/**
 * Taking an inquiry (the contact form, a streamer's application; spec §2, §3, §9). The form is decoded
 * by the caller with core's schema; here the anti-spam checks run, then the message is stored for the
 * console's inbox (status `new`) and, when `CONTACT_EMAIL` is set, mailed to the organisers through
 * the job queue, in the same transaction. The checks, in order (ADR 0037):
 *
 * 1. the page's fill-time token: missing, forged or expired → `form_expired` with a fresh token, so
 *    the form can be sent again with nothing typed lost; the fresh token starts the fill time anew;
 * 2. the honeypot filled → `not_sent`, which does not say why (nothing is stored, nothing counted);
 * 3. the form sent sooner than a person can fill it → `sent_too_soon`, which says so (ADR 0053): a
 *    person whose browser autofilled the form sends it again, everything typed kept, with the same
 *    token, which counts its fill time from the page's load (nothing is stored, nothing counted);
 * 4. the rate limits per client address and per phone number → `throttled` ('Please wait a few
 *    minutes'); a refused message is not counted against the other limit;
 * 5. the token taken, in the transaction that stores the message: a token already taken with a
 *    message is `form_expired` with a fresh token, like an expired one (each page's form sends one
 *    message), and the refused post counts against no limit.
 */
import { lt } from 'drizzle-orm'
import type { InquiryKind } from '#core/inquiries/inquiries.api.ts'
import type { Locale } from '#core/shared/i18n/locale.ts'
import type { AppDatabase } from '#server/platform/db/client.ts'
import { inTransaction } from '#server/platform/db/transactions.ts'
import type { FormStartedTokens } from '#server/platform/http/form-started.ts'
import type { RateLimiter, RateRule } from '#server/platform/rate-limiter.ts'
import { inquiryEmail } from './inbox.ts'
import type { InquiryMailer } from './ports.ts'
import { inquiries, inquiryFormTokens } from './tables.ts'

/** Per client address: a few messages in ten minutes, a working day's worth in a day. */
export const INQUIRY_RATE_PER_ADDRESS: ReadonlyArray<RateRule> = [
  { max: 5, windowSeconds: 10 * 60 },
  { max: 20, windowSeconds: 24 * 60 * 60 },
]
/** Per phone number: one person writes a few times an hour at most. */
export const INQUIRY_RATE_PER_PHONE: ReadonlyArray<RateRule> = [
  { max: 3, windowSeconds: 60 * 60 },
  { max: 10, windowSeconds: 24 * 60 * 60 },
]

export interface InquirySubmission {
  readonly kind: InquiryKind
  /** The decoded form (trimmed; the phone normalised). */
  readonly fields: Readonly<Record<string, string>> & { readonly phone: string }
  readonly started: unknown
  readonly honeypot: unknown
  readonly locale: Locale
  readonly ip: string
}

export type InquiryOutcome =
  /** `started`: a token issued now, for the page's next message (each token takes one). */
  | { readonly ok: true; readonly id: string; readonly started: string }
  | { readonly ok: false; readonly reason: 'not_sent' | 'sent_too_soon' }
  /** `started`: a token issued now, for the form to send again (it holds the minimum fill time). */
  | { readonly ok: false; readonly reason: 'form_expired'; readonly started: string }
  | { readonly ok: false; readonly reason: 'throttled'; readonly retryAfterSeconds: number }

export interface InquiryUseCases {
  submit(submission: InquirySubmission): Promise<InquiryOutcome>
}

export interface InquiryDeps {
  readonly db: AppDatabase
  readonly limiter: RateLimiter
  readonly started: FormStartedTokens
  readonly mailer: InquiryMailer
  /** The organisers' address (CONTACT_EMAIL); without it inquiries are only stored. */
  readonly contactEmail: string | undefined
  /** The least time a person takes to fill the form (INQUIRY_MIN_FILL_SECONDS). */
  readonly minFillMs: number
  readonly now: () => Date
}

const isFilled = (value: unknown): boolean => typeof value === 'string' && value.trim() !== ''

export const createInquiryUseCases = (deps: InquiryDeps): InquiryUseCases => ({
  async submit(submission) {
    const started = deps.started.check(submission.started)
    if (!started.ok) return { ok: false, reason: 'form_expired', started: deps.started.issue() }
    if (isFilled(submission.honeypot)) return { ok: false, reason: 'not_sent' }
    if (started.elapsedMs < deps.minFillMs) return { ok: false, reason: 'sent_too_soon' }
    const byAddress = await deps.limiter.hit(`inquiry:ip:${submission.ip}`, INQUIRY_RATE_PER_ADDRESS)
    if (!byAddress.allowed) {
      return { ok: false, reason: 'throttled', retryAfterSeconds: byAddress.retryAfterSeconds }
    }
    const byPhone = await deps.limiter.hit(`inquiry:phone:${submission.fields.phone}`, INQUIRY_RATE_PER_PHONE)
    if (!byPhone.allowed) {
      await deps.limiter.forget(byAddress.eventId)
      return { ok: false, reason: 'throttled', retryAfterSeconds: byPhone.retryAfterSeconds }
    }
    const createdAt = deps.now()
    const id = await inTransaction(deps.db, async (tx) => {
      // Taken first: of two posts with one token, the second waits here for the first's commit and
      // then finds the token taken, so exactly one message is stored.
      const [taken] = await tx
        .insert(inquiryFormTokens)
        .values({ nonce: started.nonce, expiresAt: started.expiresAt })
        .onConflictDoNothing()
        .returning({ nonce: inquiryFormTokens.nonce })
      if (!taken) return undefined
      await tx.delete(inquiryFormTokens).where(lt(inquiryFormTokens.expiresAt, createdAt))
      const [row] = await tx
        .insert(inquiries)
        .values({
          kind: submission.kind,
          fields: submission.fields,
          locale: submission.locale,
          createdAt,
          statusChangedAt: createdAt,
          email: inquiryEmail(submission.fields),
        })
        .returning({ id: inquiries.id })
      if (!row) throw new Error('The inquiry was not stored')
      if (deps.contactEmail) {
        await deps.mailer.inquiryReceived({
          to: deps.contactEmail,
          kind: submission.kind,
          locale: submission.locale,
          fields: submission.fields,
          receivedAt: createdAt.toISOString(),
        })
      }
      return row.id
    })
    if (id === undefined) {
      await Promise.all([deps.limiter.forget(byAddress.eventId), deps.limiter.forget(byPhone.eventId)])
      return { ok: false, reason: 'form_expired', started: deps.started.issue() }
    }
    return { ok: true, id, started: deps.started.issue() }
  },
})
