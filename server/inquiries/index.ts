/**
 * The inquiries feature (the contact form, the streamer application): its use cases, its REST API v1
 * routes and the answers to its forms sent without JavaScript, wired from what the composition root
 * has (docs/inquiries.md).
 */
import type { AppDatabase } from '#server/platform/db/client.ts'
import type { RenderPosted } from '#server/platform/http/form-posts.ts'
import type { FormStartedTokens } from '#server/platform/http/form-started.ts'
import type { FormTokens } from '#server/platform/http/form-token.ts'
import { createRateLimiter } from '#server/platform/rate-limiter.ts'
import { createInquiryFormPosts } from './form-posts.ts'
import type { InquiryMailer } from './ports.ts'
import { createInquiryRoutes } from './routes.ts'
import { createInquiryUseCases } from './use-cases.ts'

export type { InquiryMail, InquiryMailer } from './ports.ts'

export interface InquiriesDeps {
  readonly db: AppDatabase
  readonly started: FormStartedTokens
  readonly mailer: InquiryMailer
  readonly contactEmail: string | undefined
  readonly minFillMs: number
  readonly trustProxy: boolean
  readonly now?: () => Date
}

export const createInquiries = (deps: InquiriesDeps) => {
  const now = deps.now ?? (() => new Date())
  const useCases = createInquiryUseCases({
    db: deps.db,
    limiter: createRateLimiter(deps.db, { now }),
    started: deps.started,
    mailer: deps.mailer,
    contactEmail: deps.contactEmail,
    minFillMs: deps.minFillMs,
    now,
  })
  return {
    useCases,
    routes: createInquiryRoutes({ inquiries: useCases, trustProxy: deps.trustProxy }),
    /** The answers to the pages' forms sent without JavaScript. */
    formPosts: (tokens: FormTokens, renderPage: RenderPosted) =>
      createInquiryFormPosts({ inquiries: useCases, tokens, renderPage }),
  }
}
