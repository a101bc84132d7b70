/**
 * The organisers' inbox (docs/inquiries.md "The inbox", ADR 0080): what the console does with the
 * stored inquiries. Every change runs in one transaction with its audit entry, under the message's
 * row lock; it names the message's `version` and one made on an older version is refused `stale`.
 * The reply's mail is a job of that transaction: it leaves only if the reply is kept.
 */
import { and, asc, count, desc, eq, inArray, lt, type SQL } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import { businessDaysSince, isOverdue } from '#core/inquiries/business-days.ts'
import {
  type Acceptance,
  type Assignment,
  CLOSED_STATUSES,
  INBOX_PAGE_SIZE,
  type InboxMessage,
  type InboxPage,
  type InboxSummary,
  type InquiryStatus,
  type NoteInput,
  type PersonExport,
  type ReplyInput,
} from '#core/inquiries/inbox.api.ts'
import type { InquiryKind } from '#core/inquiries/inquiries.api.ts'
import { streamerPrefill } from '#core/inquiries/streamer-prefill.ts'
import { isUuid } from '#core/shared/ids/uuid.ts'
import { isEmailAddress } from '#core/shared/validation/rules.ts'
import { users } from '#server/accounts/tables.ts'
import type { AuditLog, AuditSnapshot } from '#server/audit/index.ts'
import type { AppDatabase } from '#server/platform/db/client.ts'
import { inTransaction } from '#server/platform/db/transactions.ts'
import { streamers } from '#server/streamers/tables.ts'
import type { InquiryReplyMailer } from './ports.ts'
import { type InquiryRow, inquiries, inquiryNotes, inquiryReplies } from './tables.ts'

export type InboxRefusal =
  | 'not_found'
  | 'stale'
  | 'no_email'
  | 'not_application'
  | 'already_accepted'
  | 'streamer_taken'
  | 'not_organiser'

export type InboxOutcome =
  | { readonly ok: true; readonly value: InboxMessage }
  | { readonly ok: false; readonly reason: InboxRefusal }

export interface InboxActor {
  readonly id: string
}

export interface InboxListOptions {
  readonly status?: InquiryStatus | undefined
  readonly kind?: InquiryKind | undefined
  readonly page?: number | undefined
  readonly pageSize?: number | undefined
}

export interface Inbox {
  list(options: InboxListOptions): Promise<InboxPage>
  find(id: string): Promise<InboxMessage | undefined>
  setStatus(
    actor: InboxActor,
    id: string,
    input: { status: InquiryStatus; version: number },
  ): Promise<InboxOutcome>
  assign(actor: InboxActor, id: string, input: Assignment): Promise<InboxOutcome>
  addNote(actor: InboxActor, id: string, input: NoteInput): Promise<InboxOutcome>
  reply(actor: InboxActor, id: string, input: ReplyInput): Promise<InboxOutcome>
  accept(actor: InboxActor, id: string, input: Acceptance): Promise<InboxOutcome>
  /** Every message sent from the address, with the replies mailed to it; recorded in the audit log. */
  exportPerson(actor: InboxActor, email: string): Promise<PersonExport>
  /** Deletes every message sent from the address (notes and replies with them); how many. */
  erasePerson(actor: InboxActor, email: string): Promise<number>
  /** The retention job: deletes `done` and `spam` messages closed longer ago than the retention. */
  expire(): Promise<number>
}

export interface InboxDeps {
  readonly db: AppDatabase
  readonly audit: AuditLog
  readonly mailer: InquiryReplyMailer
  /** `INQUIRY_RETENTION_DAYS`. */
  readonly retentionDays: number
  readonly now: () => Date
}

const DAY_MS = 24 * 60 * 60 * 1000

/** The address a reply goes to, when the sender left one in the form's `phone` field. */
export const inquiryEmail = (fields: Readonly<Record<string, string>>): string | null => {
  const value = (fields.phone ?? '').trim()
  return isEmailAddress(value) ? value.toLowerCase() : null
}

/** Thrown inside the transaction to roll it back and answer the refusal. */
class Refused extends Error {
  readonly reason: InboxRefusal
  constructor(reason: InboxRefusal) {
    super(reason)
    this.reason = reason
  }
}

const assignees = alias(users, 'assignee')

const summaryOf = (row: InquiryRow, assigneeName: string | null, now: Date): InboxSummary => ({
  id: row.id,
  kind: row.kind,
  status: row.status,
  name: row.fields.name ?? '',
  contact: row.fields.phone ?? '',
  locale: row.locale,
  created_at: row.createdAt.toISOString(),
  business_days: businessDaysSince(row.createdAt, now),
  // A closed message keeps no promise open.
  overdue: (row.status === 'new' || row.status === 'in_progress') && isOverdue(row.createdAt, now),
  assignee_id: row.assigneeId,
  assignee_name: assigneeName,
  version: row.version,
})

/** What an audit entry keeps of a message: never what the person wrote or their address. */
const auditView = (row: InquiryRow): AuditSnapshot => ({
  status: row.status,
  assignee_id: row.assigneeId,
  streamer_id: row.streamerId,
})

export const createInbox = ({ db, audit, mailer, retentionDays, now }: InboxDeps): Inbox => {
  const find = async (id: string): Promise<InboxMessage | undefined> => {
    if (!isUuid(id)) return undefined
    const [found] = await db
      .select({ row: inquiries, assigneeName: assignees.username })
      .from(inquiries)
      .leftJoin(assignees, eq(assignees.id, inquiries.assigneeId))
      .where(eq(inquiries.id, id))
    if (!found) return undefined
    const [notes, replies] = await Promise.all([
      db
        .select({ note: inquiryNotes, authorName: users.username })
        .from(inquiryNotes)
        .leftJoin(users, eq(users.id, inquiryNotes.authorId))
        .where(eq(inquiryNotes.inquiryId, id))
        .orderBy(asc(inquiryNotes.createdAt), asc(inquiryNotes.id)),
      db
        .select({ reply: inquiryReplies, authorName: users.username })
        .from(inquiryReplies)
        .leftJoin(users, eq(users.id, inquiryReplies.authorId))
        .where(eq(inquiryReplies.inquiryId, id))
        .orderBy(asc(inquiryReplies.createdAt), asc(inquiryReplies.id)),
    ])
    const row = found.row
    return {
      ...summaryOf(row, found.assigneeName, now()),
      fields: row.fields,
      can_reply: row.email !== null,
      streamer_id: row.streamerId,
      notes: notes.map(({ note, authorName }) => ({
        id: note.id,
        text: note.text,
        author_id: note.authorId,
        author_name: authorName,
        created_at: note.createdAt.toISOString(),
      })),
      replies: replies.map(({ reply, authorName }) => ({
        id: reply.id,
        text: reply.text,
        author_id: reply.authorId,
        author_name: authorName,
        locale: reply.locale,
        created_at: reply.createdAt.toISOString(),
      })),
    }
  }

  /**
   * Runs one change of a message: locks its row, checks the version, lets `work` change it (returning
   * the columns to set and the audit entry's kind and snapshots) and raises the version.
   */
  const change = async (
    id: string,
    version: number,
    work: (
      tx: AppDatabase,
      row: InquiryRow,
      at: Date,
    ) => Promise<{
      readonly set: Partial<typeof inquiries.$inferInsert>
      readonly kind: Parameters<AuditLog['record']>[0]['kind']
      readonly actorId: string
      readonly before: AuditSnapshot
      readonly after: AuditSnapshot
    }>,
  ): Promise<InboxOutcome> => {
    if (!isUuid(id)) return { ok: false, reason: 'not_found' }
    try {
      await inTransaction(db, async (tx) => {
        const [row] = await tx.select().from(inquiries).where(eq(inquiries.id, id)).for('update')
        if (!row) throw new Refused('not_found')
        if (row.version !== version) throw new Refused('stale')
        const at = now()
        const done = await work(tx, row, at)
        await tx
          .update(inquiries)
          .set({ ...done.set, version: row.version + 1 })
          .where(eq(inquiries.id, id))
        await audit.record({
          at,
          actor: { userId: done.actorId },
          kind: done.kind,
          subject: { type: 'inquiry', id },
          before: done.before,
          after: done.after,
        })
      })
    } catch (error) {
      if (error instanceof Refused) return { ok: false, reason: error.reason }
      throw error
    }
    const value = await find(id)
    return value ? { ok: true, value } : { ok: false, reason: 'not_found' }
  }

  const statusSet = (row: InquiryRow, status: InquiryStatus, at: Date) =>
    row.status === status ? {} : { status, statusChangedAt: at }

  const ofPerson = async (email: string) =>
    db
      .select()
      .from(inquiries)
      .where(eq(inquiries.email, email.trim().toLowerCase()))
      .orderBy(asc(inquiries.createdAt), asc(inquiries.id))

  return {
    list: async ({ status, kind, page = 1, pageSize = INBOX_PAGE_SIZE.default }) => {
      const conditions: SQL[] = []
      if (status !== undefined) conditions.push(eq(inquiries.status, status))
      if (kind !== undefined) conditions.push(eq(inquiries.kind, kind))
      const where = and(...conditions)
      const [total] = await db.select({ n: count() }).from(inquiries).where(where)
      const rows = await db
        .select({ row: inquiries, assigneeName: assignees.username })
        .from(inquiries)
        .leftJoin(assignees, eq(assignees.id, inquiries.assigneeId))
        .where(where)
        .orderBy(desc(inquiries.createdAt), desc(inquiries.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize)
      const at = now()
      return {
        count: total?.n ?? 0,
        results: rows.map(({ row, assigneeName }) => summaryOf(row, assigneeName, at)),
      }
    },

    find,

    setStatus: (actor, id, input) =>
      change(id, input.version, async (_tx, row, at) => ({
        set: statusSet(row, input.status, at),
        kind: 'inquiry.status_changed',
        actorId: actor.id,
        before: { status: row.status },
        after: { status: input.status },
      })),

    assign: (actor, id, input) =>
      change(id, input.version, async (tx, row) => {
        const assigneeId = input.assignee_id
        if (assigneeId !== null) {
          if (!isUuid(assigneeId)) throw new Refused('not_organiser')
          const [person] = await tx
            .select({ role: users.role, disabled: users.disabled })
            .from(users)
            .where(eq(users.id, assigneeId))
          if (person?.role !== 'organiser' || person.disabled) throw new Refused('not_organiser')
        }
        return {
          set: { assigneeId },
          kind: 'inquiry.assigned',
          actorId: actor.id,
          before: { assignee_id: row.assigneeId },
          after: { assignee_id: assigneeId },
        }
      }),

    addNote: (actor, id, input) =>
      change(id, input.version, async (tx, _row, at) => {
        const [note] = await tx
          .insert(inquiryNotes)
          .values({ inquiryId: id, authorId: actor.id, text: input.text, createdAt: at })
          .returning({ id: inquiryNotes.id })
        return { set: {}, kind: 'inquiry.noted', actorId: actor.id, before: {}, after: { note_id: note?.id } }
      }),

    reply: (actor, id, input) =>
      change(id, input.version, async (tx, row, at) => {
        if (row.email === null) throw new Refused('no_email')
        const [reply] = await tx
          .insert(inquiryReplies)
          .values({ inquiryId: id, authorId: actor.id, text: input.text, locale: row.locale, createdAt: at })
          .returning({ id: inquiryReplies.id })
        if (!reply) throw new Error('The reply was not stored')
        await mailer.reply({
          to: row.email,
          inquiryId: id,
          replyId: reply.id,
          kind: row.kind,
          locale: row.locale,
          name: row.fields.name ?? '',
          message: row.fields.message ?? '',
          receivedAt: row.createdAt.toISOString(),
          text: input.text,
        })
        // Answered: done, unless it was marked spam (a reply does not make it wanted).
        const set = row.status === 'spam' ? {} : statusSet(row, 'done', at)
        return {
          set,
          kind: 'inquiry.replied',
          actorId: actor.id,
          before: { status: row.status },
          after: { reply_id: reply.id, locale: row.locale, status: set.status ?? row.status },
        }
      }),

    accept: (actor, id, input) =>
      change(id, input.version, async (tx, row, at) => {
        if (row.kind !== 'streamer') throw new Refused('not_application')
        if (row.streamerId !== null) throw new Refused('already_accepted')
        const entry = streamerPrefill(row.fields, row.id, input.streamer_id)
        // The address or a channel already someone's: the primary key or a unique index says so.
        const [made] = await tx
          .insert(streamers)
          .values({ ...entry, createdAt: at, updatedAt: at })
          .onConflictDoNothing()
          .returning({ id: streamers.id })
        if (!made) throw new Refused('streamer_taken')
        const set = { streamerId: made.id, ...statusSet(row, 'done', at) }
        return {
          set,
          kind: 'inquiry.accepted',
          actorId: actor.id,
          before: auditView(row),
          after: auditView({ ...row, ...set }),
        }
      }),

    exportPerson: async (actor, email) => {
      const rows = await ofPerson(email)
      const ids = rows.map((row) => row.id)
      const replies =
        ids.length === 0
          ? []
          : await db
              .select()
              .from(inquiryReplies)
              .where(inArray(inquiryReplies.inquiryId, ids))
              .orderBy(asc(inquiryReplies.createdAt))
      await inTransaction(db, () =>
        audit.record({
          at: now(),
          actor: { userId: actor.id },
          kind: 'inquiry.exported',
          subject: { type: 'inquiry', id: ids[0] ?? 'none' },
          before: null,
          after: { inquiry_ids: ids },
        }),
      )
      return {
        email: email.trim().toLowerCase(),
        messages: rows.map((row) => ({
          id: row.id,
          kind: row.kind,
          status: row.status,
          fields: row.fields,
          locale: row.locale,
          created_at: row.createdAt.toISOString(),
          replies: replies
            .filter((reply) => reply.inquiryId === row.id)
            .map((reply) => ({ text: reply.text, created_at: reply.createdAt.toISOString() })),
        })),
      }
    },

    erasePerson: (actor, email) =>
      inTransaction(db, async (tx) => {
        const deleted = await tx
          .delete(inquiries)
          .where(eq(inquiries.email, email.trim().toLowerCase()))
          .returning({ id: inquiries.id })
        const ids = deleted.map((row) => row.id)
        await audit.record({
          at: now(),
          actor: { userId: actor.id },
          kind: 'inquiry.erased',
          subject: { type: 'inquiry', id: ids[0] ?? 'none' },
          before: { inquiry_ids: ids },
          after: null,
        })
        return ids.length
      }),

    expire: () =>
      inTransaction(db, async (tx) => {
        const at = now()
        const before = new Date(at.getTime() - retentionDays * DAY_MS)
        const deleted = await tx
          .delete(inquiries)
          .where(and(inArray(inquiries.status, [...CLOSED_STATUSES]), lt(inquiries.statusChangedAt, before)))
          .returning({ id: inquiries.id })
        if (deleted.length === 0) return 0
        await audit.record({
          at,
          actor: { via: 'job' },
          kind: 'inquiry.expired',
          subject: { type: 'inquiry', id: deleted[0]?.id ?? 'none' },
          before: { inquiry_ids: deleted.map((row) => row.id) },
          after: null,
        })
        return deleted.length
      }),
  }
}
