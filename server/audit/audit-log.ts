/**
 * The audit log's writer and reader (ADR 0059). `record` writes one entry in the transaction of the
 * change it records, and refuses to run outside one: an entry commits with its change or not at all,
 * and a change cannot be written while its entry is forgotten in another transaction. `list` reads
 * the entries newest first, filtered by tournament, actor and kind (`GET /audit`, and the tests).
 */
import { and, count, desc, eq, type SQL } from 'drizzle-orm'
import type { AuditEntry, AuditKind, AuditSubject, AuditVia } from '#core/audit/audit.api.ts'
import type { AuditFilter, AuditReader } from '#core/audit/audit.port.ts'
import type { AppDatabase } from '#server/platform/db/client.ts'
import { users } from '#server/platform/db/schema.ts'
import { currentTransaction } from '#server/platform/db/transactions.ts'
import { type AuditEntryRow, type AuditSnapshot, auditEntries } from './tables.ts'

/** A Discord user as an entry names them. */
export interface DiscordUser {
  readonly id: string
  readonly username: string
}

/**
 * Who made a change: a signed-in person, the system by one of its ways (`AUDIT_VIA`), or a Discord
 * user, with the site account they linked Discord to if any.
 */
export type AuditActor =
  | { readonly userId: string }
  | { readonly via: Exclude<AuditVia, 'discord'> }
  | { readonly via: 'discord'; readonly discordUser: DiscordUser; readonly userId: string | undefined }

export interface NewAuditEntry {
  readonly at: Date
  readonly actor: AuditActor
  readonly kind: AuditKind
  readonly subject: { readonly type: AuditSubject; readonly id: string }
  readonly tournamentId?: string | null
  /** What changed, as it was and as it is: plain JSON, never a secret (no password, hash or token). */
  readonly before: AuditSnapshot | null
  readonly after: AuditSnapshot | null
}

export type { AuditFilter }

export interface AuditLog extends AuditReader {
  /** Writes the entry in the transaction running now; throws outside one. */
  record(entry: NewAuditEntry): Promise<void>
}

export class AuditOutsideTransaction extends Error {
  override name = 'AuditOutsideTransaction'
  constructor() {
    super('An audit entry is written in the transaction of the change it records (inTransaction)')
  }
}

const toAuditEntry = (row: AuditEntryRow, actorName: string | null): AuditEntry => ({
  id: row.id,
  at: row.at.toISOString(),
  actor_id: row.actorId,
  actor_name: actorName,
  via: row.via,
  discord_user:
    row.discordUserId === null || row.discordUsername === null
      ? null
      : { id: row.discordUserId, username: row.discordUsername },
  kind: row.kind,
  subject_type: row.subjectType,
  subject_id: row.subjectId,
  tournament_id: row.tournamentId,
  before: row.before,
  after: row.after,
})

export const createAuditLog = (db: AppDatabase): AuditLog => ({
  record: async (entry) => {
    const tx = currentTransaction()
    if (!tx) throw new AuditOutsideTransaction()
    await tx.insert(auditEntries).values({
      at: entry.at,
      actorId: ('userId' in entry.actor ? entry.actor.userId : undefined) ?? null,
      via: 'via' in entry.actor ? entry.actor.via : null,
      discordUserId: 'discordUser' in entry.actor ? entry.actor.discordUser.id : null,
      discordUsername: 'discordUser' in entry.actor ? entry.actor.discordUser.username : null,
      kind: entry.kind,
      subjectType: entry.subject.type,
      subjectId: entry.subject.id,
      tournamentId: entry.tournamentId ?? null,
      before: entry.before,
      after: entry.after,
    })
  },
  list: async ({ tournamentId, actorId, kind, page, pageSize }) => {
    const conditions: SQL[] = []
    if (tournamentId !== undefined) conditions.push(eq(auditEntries.tournamentId, tournamentId))
    if (actorId !== undefined) conditions.push(eq(auditEntries.actorId, actorId))
    if (kind !== undefined) conditions.push(eq(auditEntries.kind, kind))
    const where = and(...conditions)
    const [total] = await db.select({ n: count() }).from(auditEntries).where(where)
    const rows = await db
      .select({ entry: auditEntries, actorName: users.username })
      .from(auditEntries)
      .leftJoin(users, eq(users.id, auditEntries.actorId))
      .where(where)
      .orderBy(desc(auditEntries.at), desc(auditEntries.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize)
    return { count: total?.n ?? 0, results: rows.map((row) => toAuditEntry(row.entry, row.actorName)) }
  },
})
