import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Database, openDatabase } from '#server/platform/db/client.ts'
import { migrate } from '#server/platform/db/migrate.ts'
import { seedDemoData } from '#server/platform/db/seed.ts'
import { createTournamentRepository } from '#server/tournaments/tournament.repository.ts'
import { createTournamentUseCases } from '#server/tournaments/use-cases.ts'
import { decodeTournament } from './support/tournament-payload.ts'

// The in-process TournamentsApi port that the tournament page's data hook uses on the server.
let dataDir: string
let database: Database

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'vatra-directory-'))
  database = await openDatabase({ dataDir })
  await migrate(database)
  await seedDemoData(database)
})

afterAll(async () => {
  await database.close()
  await rm(dataDir, { recursive: true, force: true })
})

describe('the tournament use cases (in-process)', () => {
  it('finds a tournament by slug and by id, as the API payload', async () => {
    const directory = createTournamentUseCases(createTournamentRepository(database.db))
    const [row] = (await directory.list({ pageSize: 1 })).results
    if (!row) throw new Error('seeded')
    const bySlug = await directory.find(row.slug)
    const byId = await directory.find(row.id)
    expect(bySlug).toEqual(byId)
    expect(decodeTournament(bySlug)).toEqual(bySlug)
    expect(bySlug?.slug).toBe(row.slug)
  })

  it('answers undefined for an unknown slug or id', async () => {
    const directory = createTournamentUseCases(createTournamentRepository(database.db))
    expect(await directory.find('no-such-tournament')).toBeUndefined()
    expect(await directory.find('00000000-0000-4000-8000-000000000000')).toBeUndefined()
    expect(await directory.find('dota-2-kharkiv-masters')).toBeUndefined()
  })
})
