/**
 * The inquiries feature (the contact form, the streamer application): its use cases, its REST API v1
 * routes and the answers to its forms sent without JavaScript, wired from what the composition root
 * has (docs/inquiries.md).
 */
import type { MiddlewareHandler } from 'hono'
import type { StaffRole } from '#core/accounts/roles.ts'
import type { AccountsEnv } from '#server/accounts/accounts.port.ts'
import { createAuditLog } from '#server/audit/index.ts'
import type { AppDatabase } from '#server/platform/db/client.ts'
import type { RenderPosted } from '#server/platform/http/form-posts.ts'
import type { FormStartedTokens } from '#server/platform/http/form-started.ts'
import type { FormTokens } from '#server/platform/http/form-token.ts'
import { createRateLimiter } from '#server/platform/rate-limiter.ts'
import { createInquiryFormPosts } from './form-posts.ts'
import { createInbox, type Inbox } from './inbox.ts'
import { createInboxRoutes } from './inbox-routes.ts'
import type { InquiryMailer, InquiryReplyMailer } from './ports.ts'
import { createInquiryRoutes } from './routes.ts'
import { createInquiryUseCases } from './use-cases.ts'

export type { Inbox } from './inbox.ts'
export type { InquiryMail, InquiryMailer, InquiryReplyMail, InquiryReplyMailer } from './ports.ts'

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

export interface InquiryInboxDeps {
  readonly db: AppDatabase
  /** The accounts' staff guard (`accounts.requireStaff`). */
  readonly requireStaff: (needed: StaffRole) => MiddlewareHandler<AccountsEnv>
  /** The replies' mails, queued as jobs (`createQueuedInquiryReplyMailer`). */
  readonly mailer: InquiryReplyMailer
  /** `INQUIRY_RETENTION_DAYS`. */
  readonly retentionDays: number
  readonly now?: () => Date
}

/**
 * The organisers' inbox in the console (ADR 0080): its use cases (the retention job calls
 * `inbox.expire`) and its routes (`INBOX_PATHS`), to mount at the API root.
 */
export const createInquiryInbox = (deps: InquiryInboxDeps) => {
  const inbox: Inbox = createInbox({
    db: deps.db,
    audit: createAuditLog(deps.db),
    mailer: deps.mailer,
    retentionDays: deps.retentionDays,
    now: deps.now ?? (() => new Date()),
  })
  return { inbox, routes: createInboxRoutes({ inbox, organisersOnly: deps.requireStaff('organiser') }) }
}
