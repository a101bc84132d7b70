/**
 * The audit log as its readers see it: the organisers' API route and the console's page ask the same
 * reader (server/audit), so both list the same entries in the same order.
 */
import type { AuditEntry, AuditKind } from './audit.api.ts'

export interface AuditFilter {
  readonly tournamentId?: string | undefined
  readonly actorId?: string | undefined
  readonly kind?: AuditKind | undefined
  /** 1-based. */
  readonly page: number
  readonly pageSize: number
}

export interface AuditReader {
  /** The entries that match, newest first, one page of them, and how many match in all. */
  list(filter: AuditFilter): Promise<{ readonly count: number; readonly results: ReadonlyArray<AuditEntry> }>
}
