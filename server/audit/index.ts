/**
 * The audit log's public entry (ADR 0059): what other features use to record their privileged
 * changes, and the organisers' route that lists them.
 */
export {
  type AuditActor,
  type AuditFilter,
  type AuditLog,
  AuditOutsideTransaction,
  createAuditLog,
  type DiscordUser,
  type NewAuditEntry,
} from './audit-log.ts'
export { changedFields } from './changes.ts'
export { createAuditRoutes } from './routes.ts'
export type { AuditSnapshot } from './tables.ts'
