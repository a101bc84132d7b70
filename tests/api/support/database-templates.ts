/**
 * Made once per test run (vitest `globalSetup`): databases the API tests' own databases are copied
 * from, since a new PGlite cluster costs about six seconds of initdb and the migrations one more.
 * - PGlite: a closed cluster folder, empty and migrated, that `support/database.ts` copies.
 * - PostgreSQL (when DATABASE_URL is set): a migrated database each test database is created from
 *   (`create database … template …`; nobody stays connected to it).
 */
import { randomBytes } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import { openDatabase } from '#server/platform/db/client.ts'
import { migrate } from '#server/platform/db/migrate.ts'
import { withAdmin } from './database.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    /** Holds `empty/pglite` and `migrated/pglite`. */
    readonly pgliteTemplates: string
    /** The migrated PostgreSQL template's name, when DATABASE_URL is set. */
    readonly postgresTemplate: string | null
  }
}

const pgliteCluster = async (dataDir: string, migrated: boolean): Promise<void> => {
  const database = await openDatabase({ dataDir })
  try {
    if (migrated) await migrate(database)
  } finally {
    await database.close()
  }
}

const postgresTemplate = async (adminUrl: string): Promise<string> => {
  const name = `esports_api_template_${process.pid}_${randomBytes(4).toString('hex')}`
  await withAdmin(adminUrl, `create database "${name}"`)
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  const database = await openDatabase({
    dataDir: await mkdtemp(join(tmpdir(), 'esports-api-')),
    databaseUrl: url.href,
  })
  try {
    await migrate(database)
  } finally {
    await database.close()
  }
  return name
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const templates = await mkdtemp(join(tmpdir(), 'esports-api-templates-'))
  const adminUrl = process.env.DATABASE_URL
  // PostgreSQL first, on its own: PGlite's initdb holds the event loop for seconds, which would
  // run out a PostgreSQL connection's timeout meanwhile.
  const postgres = adminUrl ? await postgresTemplate(adminUrl) : null
  await Promise.all([
    pgliteCluster(join(templates, 'empty'), false),
    pgliteCluster(join(templates, 'migrated'), true),
  ])
  project.provide('pgliteTemplates', templates)
  project.provide('postgresTemplate', postgres)
  return async () => {
    await rm(templates, { recursive: true, force: true })
    if (adminUrl && postgres) await withAdmin(adminUrl, `drop database if exists "${postgres}" with (force)`)
  }
}
