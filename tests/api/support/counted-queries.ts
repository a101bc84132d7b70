/**
 * A second Drizzle instance over a test database's own connection (PGlite client or pg pool) that
 * records every SQL statement it sends, so a test can count the queries a read takes.
 */
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { type AppDatabase, type Database, driverOf } from '#server/platform/db/client.ts'
import * as schema from '#server/platform/db/schema.ts'

export interface QueryLog {
  readonly db: AppDatabase
  /** The statements sent since the last `clear()`. */
  readonly queries: string[]
  clear(): void
}

export const withQueryLog = (database: Database): QueryLog => {
  const queries: string[] = []
  const logger = { logQuery: (query: string) => void queries.push(query) }
  const driver = driverOf(database)
  const db =
    driver.kind === 'pglite'
      ? drizzlePglite({ client: driver.client, schema, logger })
      : drizzleNodePg({ client: driver.pool, schema, logger })
  return {
    db,
    queries,
    clear: () => {
      queries.length = 0
    },
  }
}
