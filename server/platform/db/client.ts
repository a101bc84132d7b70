/**
 * Opens the database: embedded PGlite persisted under `DATA_DIR` by default, a PostgreSQL server
 * through a node-postgres pool when `DATABASE_URL` is set. Both give the same Drizzle API.
 */
import { readFileSync, unlinkSync } from 'node:fs'
import { mkdir, readFile, unlink, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { sql } from 'drizzle-orm'
import { drizzle as drizzleNodePg, type NodePgDatabase } from 'drizzle-orm/node-postgres'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite, type PgliteDatabase } from 'drizzle-orm/pglite'
import pg from 'pg'
import * as schema from './schema.ts'

export type DatabaseSchema = typeof schema

/** What repositories use: satisfied by both the PGlite and the node-postgres Drizzle instances. */
export type AppDatabase = PgDatabase<PgQueryResultHKT, DatabaseSchema>

export type DatabaseKind = 'pglite' | 'postgres'

export interface Database {
  readonly db: AppDatabase
  readonly kind: DatabaseKind
  /** Runs `select 1`; rejects when the database is unreachable or closed. */
  ping(): Promise<void>
  /** Closes the pool or the PGlite instance and releases the folder lock. Idempotent. */
  close(): Promise<void>
}

export interface DatabaseLogger {
  info(obj: object, msg?: string): void
  warn?(obj: object, msg?: string): void
}

export interface OpenDatabaseOptions {
  /** Root of the server's data; PGlite lives in `${dataDir}/pglite`. */
  dataDir: string
  /** When set (non-empty), a PostgreSQL server is used instead of PGlite. */
  databaseUrl?: string | undefined
  logger?: DatabaseLogger | undefined
}

/** Thrown when another live process (or this one) already holds the PGlite folder. */
export class DatabaseLockedError extends Error {
  readonly dataDir: string
  readonly pid: number

  constructor(dataDir: string, pid: number) {
    const holder = pid === process.pid ? `this process (pid ${pid})` : `another process (pid ${pid})`
    super(
      `The embedded database in ${dataDir} is already in use by ${holder}. ` +
        'Stop the other process or start this one with another DATA_DIR.',
    )
    this.name = 'DatabaseLockedError'
    this.dataDir = dataDir
    this.pid = pid
  }
}

/** The concrete driver behind a Database, for the kind-specific migrator. */
export type DatabaseDriver =
  | { readonly kind: 'pglite'; readonly db: PgliteDatabase<DatabaseSchema>; readonly client: PGlite }
  | { readonly kind: 'postgres'; readonly db: NodePgDatabase<DatabaseSchema>; readonly pool: pg.Pool }

const drivers = new WeakMap<Database, DatabaseDriver>()

/** Internal to server/platform/db: the concrete driver of a Database opened by `openDatabase`. */
export const driverOf = (database: Database): DatabaseDriver => {
  const driver = drivers.get(database)
  if (!driver) throw new Error('This Database was not opened by openDatabase()')
  return driver
}

export const openDatabase = async (options: OpenDatabaseOptions): Promise<Database> => {
  const url = options.databaseUrl?.trim()
  return url ? openPostgres(url, options.logger) : openPglite(options.dataDir, options.logger)
}

const openPostgres = async (url: string, logger: DatabaseLogger | undefined): Promise<Database> => {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
    application_name: 'esports-platform',
  })
  const log = logger?.warn ?? logger?.info
  // An idle client losing its connection emits 'error' on the pool; unhandled, it kills the process.
  pool.on('error', (error) => {
    log?.call(logger, { err: error }, 'database: idle connection error')
  })
  // A client checked out of the pool (in a transaction) whose connection dies (the server restarting,
  // `pg_terminate_backend`) emits 'error' on itself, where the pool listens only while it is idle:
  // unhandled, that too would kill the process. Its query fails all the same (a 503).
  pool.on('connect', (client) => {
    client.on('error', (error) => log?.call(logger, { err: error }, 'database: connection lost'))
  })
  const db = drizzleNodePg({ client: pool, schema })
  let closing: Promise<void> | undefined
  const database: Database = {
    db,
    kind: 'postgres',
    ping: async () => {
      await db.execute(sql`select 1`)
    },
    close: () => {
      closing ??= pool.end()
      return closing
    },
  }
  drivers.set(database, { kind: 'postgres', db, pool })
  logger?.info({ kind: 'postgres', target: describeUrl(url) }, 'database: using PostgreSQL')
  return database
}

const openPglite = async (dataDir: string, logger: DatabaseLogger | undefined): Promise<Database> => {
  const root = resolve(dataDir)
  await mkdir(root, { recursive: true })
  const lock = await acquireLock(root)
  let client: PGlite
  try {
    // pg_trgm serves the tournaments' text search; a PostgreSQL server ships it as a contrib module.
    client = await PGlite.create(join(root, 'pglite'), { extensions: { pg_trgm } })
  } catch (error) {
    await lock.release()
    throw error
  }
  const db = drizzlePglite({ client, schema })
  let closing: Promise<void> | undefined
  const database: Database = {
    db,
    kind: 'pglite',
    ping: async () => {
      if (client.closed) throw new Error('The embedded database is closed')
      await db.execute(sql`select 1`)
    },
    close: () => {
      closing ??= (async () => {
        try {
          if (!client.closed) await client.close()
        } finally {
          await lock.release()
        }
      })()
      return closing
    },
  }
  drivers.set(database, { kind: 'pglite', db, client })
  logger?.info({ kind: 'pglite', dataDir: join(root, 'pglite') }, 'database: using embedded PGlite')
  return database
}

/** Host, port and database name of a connection URL, never its credentials. */
const describeUrl = (url: string): string => {
  try {
    const parsed = new URL(url)
    return `${parsed.hostname}${parsed.port ? `:${parsed.port}` : ''}${parsed.pathname}`
  } catch {
    return '(unparsable DATABASE_URL)'
  }
}

// --- The folder lock -------------------------------------------------------------------------
// PGlite does not lock its folder and two processes writing it corrupt it (design.md, traps).
// The lock is a file created exclusively ('wx') holding the owner's pid; a lock whose pid is no
// longer alive is stale and taken over.

interface FolderLock {
  release(): Promise<void>
}

/** Lock files this process holds: tells our own live lock from a stale one that reused our pid. */
const heldLocks = new Set<string>()

const acquireLock = async (root: string): Promise<FolderLock> => {
  const lockPath = join(root, 'pglite.lock')
  const content = `${process.pid}\n`
  for (let attempt = 0; attempt < 5; attempt += 1) {
    try {
      await writeFile(lockPath, content, { flag: 'wx' })
      return holdLock(lockPath, content)
    } catch (error) {
      if (!isErrnoException(error) || error.code !== 'EEXIST') throw error
    }
    const holder = await readLockHolder(lockPath)
    if (holder === 'gone') continue
    if (holder !== 'unreadable') {
      const ours = holder === process.pid && heldLocks.has(lockPath)
      // Our pid in a lock we do not hold: left by an earlier process that had the same pid
      // (usual for pid 1 in containers).
      if (ours || (holder !== process.pid && isProcessAlive(holder))) {
        throw new DatabaseLockedError(root, holder)
      }
    }
    // Stale: take it over. Two processes racing over the same stale lock is the one case this
    // simple scheme does not arbitrate; starting two servers at the same instant is unsupported.
    await unlink(lockPath).catch((error: unknown) => {
      if (!isErrnoException(error) || error.code !== 'ENOENT') throw error
    })
  }
  throw new Error(`Could not acquire the database lock ${lockPath}`)
}

const holdLock = (lockPath: string, content: string): FolderLock => {
  heldLocks.add(lockPath)
  // A crash or process.exit() without close() must not leave a lock with a live-looking pid.
  const onExit = (): void => {
    try {
      if (readFileSync(lockPath, 'utf8') === content) unlinkSync(lockPath)
    } catch {
      // Already gone.
    }
  }
  process.once('exit', onExit)
  let released = false
  return {
    release: async () => {
      if (released) return
      released = true
      process.removeListener('exit', onExit)
      heldLocks.delete(lockPath)
      try {
        if ((await readFile(lockPath, 'utf8')) === content) await unlink(lockPath)
      } catch (error) {
        if (!isErrnoException(error) || error.code !== 'ENOENT') throw error
      }
    },
  }
}

/** The pid in a lock file; 'gone' when it vanished meanwhile; 'unreadable' when not a pid. */
const readLockHolder = async (lockPath: string): Promise<number | 'gone' | 'unreadable'> => {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    let text: string
    try {
      text = await readFile(lockPath, 'utf8')
    } catch (error) {
      if (isErrnoException(error) && error.code === 'ENOENT') return 'gone'
      throw error
    }
    const pid = Number.parseInt(text.trim(), 10)
    if (Number.isSafeInteger(pid) && pid > 0) return pid
    // Possibly caught between the owner's create and write: look again shortly.
    await new Promise((done) => setTimeout(done, 50))
  }
  return 'unreadable'
}

const isProcessAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return isErrnoException(error) && error.code === 'EPERM'
  }
}

const isErrnoException = (error: unknown): error is NodeJS.ErrnoException =>
  error instanceof Error && typeof (error as NodeJS.ErrnoException).code === 'string'
