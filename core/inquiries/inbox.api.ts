/**
 * The organisers' inbox in the console (docs/inquiries.md "The inbox", ADR 0080): the contact
 * messages and streamer applications with their status, assignee, internal notes and replies. One
 * place names the statuses, the limits and the paths: the server's column checks, its routes and the
 * console's pages read them here.
 */
import { Schema } from 'effect'
import { WholeNumber } from '#core/shared/http/page-query.ts'
import { Email, RequiredMultiLineText } from '#core/shared/validation/rules.ts'
import { StreamerId } from '#core/streamers/streamers.api.ts'
import { INQUIRY_KINDS } from './inquiries.api.ts'

/**
 * Where a message is: `new` as it arrived, `in_progress` once an organiser took it up, `done` when
 * answered or settled, `spam` when it was never meant. `done` and `spam` are deleted after the
 * retention (`INQUIRY_RETENTION_DAYS`).
 */
export const INQUIRY_STATUSES = ['new', 'in_progress', 'done', 'spam'] as const
export type InquiryStatus = (typeof INQUIRY_STATUSES)[number]
export const InquiryStatus = Schema.Literals(INQUIRY_STATUSES)

/** The statuses the retention job deletes after their time. */
export const CLOSED_STATUSES = ['done', 'spam'] as const satisfies ReadonlyArray<InquiryStatus>

/** How long a closed message is kept, in days, unless `INQUIRY_RETENTION_DAYS` says otherwise. */
export const INQUIRY_RETENTION_DAYS_DEFAULT = 180

/** An internal note, in characters. */
export const INQUIRY_NOTE_MAX = 2000
/** A reply's text, in characters (the quoted message comes on top). */
export const INQUIRY_REPLY_MAX = 5000
export const INBOX_PAGE_SIZE = { default: 20, max: 100 } as const
export const INBOX_PAGE_MAX = 10_000

export const INBOX_PATHS = {
  /** GET `?status&kind&page&page_size` → `InboxPage`, newest first. */
  messages: '/console/inbox',
  /** GET → `InboxMessage` with its notes and replies. */
  message: '/console/inbox/:id',
  /** POST `StatusChange` → `InboxMessage`. */
  status: '/console/inbox/:id/status',
  /** POST `Assignment` → `InboxMessage`. */
  assignee: '/console/inbox/:id/assignee',
  /** POST `NoteInput` → `InboxMessage`. */
  notes: '/console/inbox/:id/notes',
  /** POST `ReplyInput` → `InboxMessage`: mailed to the sender, the message `done`. */
  replies: '/console/inbox/:id/replies',
  /** POST `Acceptance` → `InboxMessage`: a streamer application becomes a streamer's entry. */
  accept: '/console/inbox/:id/accept',
  /** POST `PersonRequest` → `PersonExport`: every message sent from an e-mail address, as JSON. */
  personExport: '/console/inbox/person/export',
  /** POST `PersonRequest` → `{deleted}`: every message sent from an e-mail address, deleted. */
  personErase: '/console/inbox/person/erase',
} as const

/** An inbox path with the message's id in it. */
export const inboxPath = (path: string, id: string): string => path.replace(':id', encodeURIComponent(id))

const Version = Schema.Int.check(Schema.isGreaterThanOrEqualTo(1))

export const InboxQuery = Schema.Struct({
  status: Schema.optional(InquiryStatus),
  kind: Schema.optional(Schema.Literals(INQUIRY_KINDS)),
  page: Schema.optional(WholeNumber(INBOX_PAGE_MAX)),
  page_size: Schema.optional(WholeNumber(INBOX_PAGE_SIZE.max)),
})
export type InboxQuery = typeof InboxQuery.Type

/** Every change names the message's `version` it was made on: one made on an older one is refused. */
export const StatusChange = Schema.Struct({ status: InquiryStatus, version: Version })
export type StatusChange = typeof StatusChange.Type

/** The organiser the message is given to, or null to give it back. */
export const Assignment = Schema.Struct({ assignee_id: Schema.NullOr(Schema.String), version: Version })
export type Assignment = typeof Assignment.Type

export const NoteInput = Schema.Struct({ text: RequiredMultiLineText(INQUIRY_NOTE_MAX), version: Version })
export type NoteInput = typeof NoteInput.Type

export const ReplyInput = Schema.Struct({ text: RequiredMultiLineText(INQUIRY_REPLY_MAX), version: Version })
export type ReplyInput = typeof ReplyInput.Type

/** The streamer's address; made from the name (or the Twitch login) when not given. */
export const Acceptance = Schema.Struct({ streamer_id: Schema.optional(StreamerId), version: Version })
export type Acceptance = typeof Acceptance.Type

/** A person's request about their messages, by the e-mail address they wrote from. */
export const PersonRequest = Schema.Struct({ email: Email })
export type PersonRequest = typeof PersonRequest.Type

export interface InboxNote {
  readonly id: string
  readonly text: string
  readonly author_id: string | null
  readonly author_name: string | null
  readonly created_at: string
}

export interface InboxReply {
  readonly id: string
  readonly text: string
  readonly author_id: string | null
  readonly author_name: string | null
  readonly locale: string
  readonly created_at: string
}

export interface InboxSummary {
  readonly id: string
  readonly kind: (typeof INQUIRY_KINDS)[number]
  readonly status: InquiryStatus
  readonly name: string
  /** The sender's phone number or e-mail address, as stored. */
  readonly contact: string
  readonly locale: string
  readonly created_at: string
  /** Kyiv working days begun since the message arrived. */
  readonly business_days: number
  /** Past the 2-3 business days promise and not yet done or spam. */
  readonly overdue: boolean
  readonly assignee_id: string | null
  readonly assignee_name: string | null
  readonly version: number
}

export interface InboxMessage extends InboxSummary {
  readonly fields: Readonly<Record<string, string>>
  /** Whether a reply can be mailed: the sender left an e-mail address. */
  readonly can_reply: boolean
  /** The streamer's entry an accepted application made. */
  readonly streamer_id: string | null
  readonly notes: readonly InboxNote[]
  readonly replies: readonly InboxReply[]
}

export interface InboxPage {
  readonly count: number
  readonly results: readonly InboxSummary[]
}

export interface PersonExport {
  readonly email: string
  readonly messages: ReadonlyArray<{
    readonly id: string
    readonly kind: string
    readonly status: InquiryStatus
    readonly fields: Readonly<Record<string, string>>
    readonly locale: string
    readonly created_at: string
    readonly replies: ReadonlyArray<{ readonly text: string; readonly created_at: string }>
  }>
}
