/**
 * Databases for API tests: embedded PGlite always, PostgreSQL too when DATABASE_URL is set (each
 * opened database is a fresh one of its own, dropped on dispose). Use with `describe.each(backends)`.
 */
import { randomBytes } from 'node:crypto'
import { cp, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { inject } from 'vitest'
import { type Database, openDatabase } from '#server/platform/db/client.ts'
import { migrate } from '#server/platform/db/migrate.ts'

export interface TestDatabase {
  readonly database: Database
  /** A temporary folder of this database's own (PGlite lives in it; outboxes may too). */
  readonly dataDir: string
  /** PostgreSQL: the database's URL, for a second pool on it (another server process). */
  readonly url?: string
  /** Closes the database and removes the folder (and the PostgreSQL database). */
  dispose(): Promise<void>
}

export interface OpenOptions {
  /** False: an empty database, no migration applied (a test of the migrations themselves). */
  readonly migrated?: boolean
}

export interface Backend {
  readonly name: 'pglite' | 'postgres'
  /** A fresh database with every migration applied (unless told otherwise). */
  open(options?: OpenOptions): Promise<TestDatabase>
}

/** Runs one statement on the server of `url` (creating and dropping databases). */
export const withAdmin = async (url: string, statement: string): Promise<void> => {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    await client.query(statement)
  } finally {
    await client.end()
  }
}

const opened = async (
  dataDir: string,
  database: Database,
  options: OpenOptions,
  cleanup: () => Promise<void> = async () => {},
  url?: string,
): Promise<TestDatabase> => {
  const dispose = async () => {
    try {
      await database.close()
      await cleanup()
    } finally {
      await rm(dataDir, { recursive: true, force: true })
    }
  }
  try {
    if (options.migrated !== false) await migrate(database)
  } catch (error) {
    await dispose()
    throw error
  }
  return { database, dataDir, dispose, ...(url === undefined ? {} : { url }) }
}

// Copies of clusters made once per run (support/database-templates.ts); `migrate` still runs, and
// finds nothing left to apply.
const pglite: Backend = {
  name: 'pglite',
  open: async (options = {}) => {
    const dataDir = await mkdtemp(join(tmpdir(), 'esports-api-'))
    const template = options.migrated === false ? 'empty' : 'migrated'
    await cp(join(inject('pgliteTemplates'), template, 'pglite'), join(dataDir, 'pglite'), {
      recursive: true,
    })
    return opened(dataDir, await openDatabase({ dataDir }), options)
  },
}

const postgres = (adminUrl: string): Backend => ({
  name: 'postgres',
  open: async (options = {}) => {
    const dataDir = await mkdtemp(join(tmpdir(), 'esports-api-'))
    const name = `esports_api_${process.pid}_${randomBytes(4).toString('hex')}`
    const template = options.migrated === false ? null : inject('postgresTemplate')
    await withAdmin(adminUrl, `create database "${name}"${template ? ` template "${template}"` : ''}`)
    const url = new URL(adminUrl)
    url.pathname = `/${name}`
    return opened(
      dataDir,
      await openDatabase({ dataDir, databaseUrl: url.href }),
      options,
      () => withAdmin(adminUrl, `drop database if exists "${name}" with (force)`),
      url.href,
    )
  },
})

/** PGlite, and PostgreSQL when DATABASE_URL is set. */
export const backends: ReadonlyArray<Backend> = process.env.DATABASE_URL
  ? [pglite, postgres(process.env.DATABASE_URL)]
  : [pglite]
