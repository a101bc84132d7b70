/**
 * A database brought to the state of an earlier release: the committed migrations up to (not
 * including) one of them, applied by drizzle's own migrator, so that a test can write rows as they
 * were then and watch the later migrations carry them over (`migrate` applies the rest).
 */
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { type Database, driverOf } from '#server/platform/db/client.ts'
import { MIGRATIONS_FOLDER } from '#server/platform/db/migrate.ts'

interface Journal {
  readonly entries: ReadonlyArray<{ readonly tag: string }>
}

/** Applies every migration before the one tagged `tag` (`0017_organiser_role`). */
export const migrateUpTo = async (database: Database, tag: string): Promise<void> => {
  const folder = await mkdtemp(join(tmpdir(), 'esports-migrations-'))
  try {
    await cp(MIGRATIONS_FOLDER, folder, { recursive: true })
    const journalFile = join(folder, 'meta', '_journal.json')
    const journal = JSON.parse(await readFile(journalFile, 'utf8')) as Journal
    const stop = journal.entries.findIndex((entry) => entry.tag === tag)
    if (stop < 0) throw new Error(`No migration ${tag}`)
    await writeFile(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, stop) }))
    const driver = driverOf(database)
    const config = { migrationsFolder: folder }
    if (driver.kind === 'pglite') await migratePglite(driver.db, config)
    else await migrateNodePg(driver.db, config)
  } finally {
    await rm(folder, { recursive: true, force: true })
  }
}
