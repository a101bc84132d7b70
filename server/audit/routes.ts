/**
 * `GET /audit` (organisers, ADR 0059): the audit log newest first, filtered by tournament, actor and
 * kind, a page at a time. The guard is the accounts' (`requireStaff('organiser')`): anyone who is not
 * staff gets the 404 of an unknown path, a moderator 403.
 */
import { type Env, Hono, type MiddlewareHandler } from 'hono'
import { AUDIT_PAGE_SIZE, AUDIT_PATHS, AuditQuery } from '#core/audit/audit.api.ts'
import { noStore } from '#server/platform/http/json-body.ts'
import { decodeQuery } from '#server/platform/http/query.ts'
import type { AuditLog } from './audit-log.ts'

export interface AuditRoutesDeps<E extends Env> {
  readonly log: AuditLog
  /** Lets organisers through, and answers everyone else (404 or 403). */
  readonly organisersOnly: MiddlewareHandler<E>
}

export const createAuditRoutes = <E extends Env>({ log, organisersOnly }: AuditRoutesDeps<E>): Hono<E> => {
  const routes = new Hono<E>()
  routes.get(AUDIT_PATHS.entries, organisersOnly, noStore, async (c) => {
    const query = decodeQuery(c, AuditQuery)
    if (!query.ok) return query.response
    const { tournament, actor, kind, page = 1, page_size: pageSize = AUDIT_PAGE_SIZE.default } = query.value
    return c.json(await log.list({ tournamentId: tournament, actorId: actor, kind, page, pageSize }))
  })
  return routes
}
