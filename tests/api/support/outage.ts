/**
 * A test database that can go away on cue, for the outage tests: PostgreSQL behind a TCP proxy of the
 * test's own (going away cuts every connection and refuses new ones, as a restarting server does;
 * coming back listens again), PGlite closed under the server (as at shutdown; it stays closed).
 * Either can go away the moment it has confirmed a transaction's COMMIT, so a test can see what a
 * request answers when the database vanishes right after its change was committed.
 */
import { createServer, type Server, Socket } from 'node:net'
import type { PGlite } from '@electric-sql/pglite'
import { sql } from 'drizzle-orm'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { type Database, driverOf, openDatabase } from '#server/platform/db/client.ts'
import * as schema from '#server/platform/db/schema.ts'
import type { Backend, TestDatabase } from './database.ts'

export interface OutageDatabase extends TestDatabase {
  /** The database goes away now. */
  goAway(): Promise<void>
  /** The database goes away as soon as it has confirmed the next COMMIT (after the client has it). */
  goAwayAfterNextCommit(): void
  /** PostgreSQL: it answers again (new connections are accepted). PGlite stays closed. */
  comeBack(): Promise<void>
  /** What the database client logged (PostgreSQL: lost connections), by message. */
  readonly logged: ReadonlyArray<string>
}

/** CommandComplete of a COMMIT in PostgreSQL's wire protocol: tag `C`, then the text `COMMIT\0`. */
const COMMIT_COMPLETE = Buffer.from('COMMIT\0')

/** A TCP proxy to PostgreSQL that a test can cut (connections dropped, new ones refused) and open again. */
export interface DatabaseProxy {
  readonly port: number
  cut(): Promise<void>
  listen(): Promise<void>
  cutAfterNextCommit(): void
  close(): Promise<void>
}

export const startDatabaseProxy = async (target: { host: string; port: number }): Promise<DatabaseProxy> => {
  const sockets = new Set<Socket>()
  let armed = false
  let server: Server | undefined
  let port = 0

  const cut = async (): Promise<void> => {
    const closed = new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()))
    server = undefined
    for (const socket of sockets) socket.destroy()
    sockets.clear()
    await closed
  }

  const accept = (client: Socket): void => {
    const upstream = new Socket()
    sockets.add(client)
    sockets.add(upstream)
    const drop = () => {
      client.destroy()
      upstream.destroy()
      sockets.delete(client)
      sockets.delete(upstream)
    }
    client.on('error', drop).on('close', drop)
    upstream.on('error', drop).on('close', drop)
    client.on('data', (chunk: Buffer) => upstream.write(chunk))
    upstream.on('data', (chunk: Buffer) => {
      if (armed && chunk.includes(COMMIT_COMPLETE)) {
        armed = false
        // The client gets the confirmation, then the server is gone.
        client.write(chunk, () => void cut())
        return
      }
      client.write(chunk)
    })
    upstream.connect(target.port, target.host)
  }

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const next = createServer(accept)
      next.once('error', reject)
      next.listen(port, '127.0.0.1', () => {
        const address = next.address()
        if (typeof address === 'object' && address) port = address.port
        server = next
        resolve()
      })
    })

  await listen()
  return {
    get port() {
      return port
    },
    cut,
    listen,
    cutAfterNextCommit: () => {
      armed = true
    },
    close: cut,
  }
}

const throughProxy = async (backend: Backend): Promise<OutageDatabase> => {
  const direct = await backend.open()
  if (direct.url === undefined) throw new Error('PostgreSQL without a URL')
  const url = new URL(direct.url)
  const proxy = await startDatabaseProxy({ host: url.hostname, port: Number(url.port || 5432) })
  url.hostname = '127.0.0.1'
  url.port = String(proxy.port)
  const logged: string[] = []
  const record = (_details: object, message?: string) => void logged.push(message ?? '')
  const database = await openDatabase({
    dataDir: direct.dataDir,
    databaseUrl: url.href,
    logger: { info: record, warn: record },
  })
  return {
    logged,
    database,
    dataDir: direct.dataDir,
    url: url.href,
    goAway: () => proxy.cut(),
    goAwayAfterNextCommit: () => proxy.cutAfterNextCommit(),
    comeBack: () => proxy.listen(),
    dispose: async () => {
      await proxy.close()
      await database.close()
      await direct.dispose()
    },
  }
}

/** The PGlite client with its `transaction` closing the database once one has committed, when armed. */
const closingAfterCommit = (client: PGlite, armed: () => boolean, disarm: () => void): PGlite =>
  new Proxy(client, {
    get(target, property) {
      if (property === 'transaction') {
        return async (...args: Parameters<PGlite['transaction']>) => {
          const result = await target.transaction(...args)
          if (armed()) {
            disarm()
            await target.close()
          }
          return result
        }
      }
      const value: unknown = Reflect.get(target, property, target)
      return typeof value === 'function' ? value.bind(target) : value
    },
  })

const closable = async (backend: Backend): Promise<OutageDatabase> => {
  const opened = await backend.open()
  const driver = driverOf(opened.database)
  if (driver.kind !== 'pglite') throw new Error('not PGlite')
  let armed = false
  const client = closingAfterCommit(
    driver.client,
    () => armed,
    () => {
      armed = false
    },
  )
  const db = drizzlePglite({ client, schema })
  const database: Database = {
    db,
    kind: 'pglite',
    ping: async () => {
      await db.execute(sql`select 1`)
    },
    close: () => opened.database.close(),
  }
  return {
    database,
    dataDir: opened.dataDir,
    logged: [],
    goAway: async () => {
      await driver.client.close()
    },
    goAwayAfterNextCommit: () => {
      armed = true
    },
    comeBack: async () => {
      throw new Error('A closed PGlite does not come back')
    },
    dispose: () => opened.dispose(),
  }
}

/** A fresh migrated database of `backend` that the test can take away. */
export const openOutageDatabase = (backend: Backend): Promise<OutageDatabase> =>
  backend.name === 'postgres' ? throughProxy(backend) : closable(backend)
