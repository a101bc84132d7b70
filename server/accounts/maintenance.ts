/**
 * Expired secrets are useless but not harmless to keep: a purge deletes sessions past their absolute
 * end or ended a day ago (with their refresh tokens), refresh tokens past their expiry, one-time
 * tokens and SMS codes a day after theirs (kept that long so support can still see why a link
 * failed), rate-limit events older than the longest window, and known networks unseen for longer
 * than they are believed (`known-networks.ts`). main.ts runs it at start and then every hour;
 * several processes running it at once only delete the same rows.
 */
import { lt, or } from 'drizzle-orm'
import type { AppDatabase } from '#server/platform/db/client.ts'
import {
  oneTimeTokens,
  phoneCodes,
  rateLimitEvents,
  refreshTokens,
  sessions,
} from '#server/platform/db/schema.ts'
import { purgeStaleNetworks } from './known-networks.ts'

const DAY_MS = 24 * 60 * 60 * 1000

export interface PurgeCounts {
  readonly sessions: number
  readonly refreshTokens: number
  readonly oneTimeTokens: number
  readonly phoneCodes: number
  readonly rateLimitEvents: number
  readonly knownNetworks: number
}

export const purgeExpired = async (db: AppDatabase, now: Date = new Date()): Promise<PurgeCounts> => {
  const dayAgo = new Date(now.getTime() - DAY_MS)
  const removed = async (query: Promise<ReadonlyArray<unknown>>) => (await query).length
  return {
    sessions: await removed(
      db
        .delete(sessions)
        .where(or(lt(sessions.expiresAt, now), lt(sessions.endedAt, dayAgo)))
        .returning({ id: sessions.id }),
    ),
    refreshTokens: await removed(
      db.delete(refreshTokens).where(lt(refreshTokens.expiresAt, now)).returning({ id: refreshTokens.jti }),
    ),
    oneTimeTokens: await removed(
      db.delete(oneTimeTokens).where(lt(oneTimeTokens.expiresAt, dayAgo)).returning({ id: oneTimeTokens.id }),
    ),
    phoneCodes: await removed(
      db.delete(phoneCodes).where(lt(phoneCodes.expiresAt, dayAgo)).returning({ id: phoneCodes.id }),
    ),
    rateLimitEvents: await removed(
      db.delete(rateLimitEvents).where(lt(rateLimitEvents.at, dayAgo)).returning({ id: rateLimitEvents.id }),
    ),
    knownNetworks: await purgeStaleNetworks(db, now),
  }
}
