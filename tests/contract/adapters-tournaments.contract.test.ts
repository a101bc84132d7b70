/**
 * The tournaments port's contract against the browser's HTTP adapter talking to the real server
 * (`./real-server.ts`), whose routes serve the same use cases as the pages' in-process adapter.
 */
import { describe } from 'vitest'
import { teamMembers, teams, tournaments, users } from '#server/platform/db/schema.ts'
import { demoTournaments } from '#server/platform/db/seed.ts'
import { backends } from '../api/support/database.ts'
import { useRealServer } from './real-server.ts'
import { tournamentsApiContract } from './suites.ts'

describe.each(backends)('the tournaments adapter against the real server on $name', (backend) => {
  const real = useRealServer(backend)
  let seeded = false

  tournamentsApiContract(async () => {
    if (!seeded) {
      const db = real.database.database.db
      const [first] = demoTournaments(new Date())
        .map((demo) => demo.row)
        .filter((row) => row.status === 'published')
      if (!first) throw new Error('no demo tournament')
      const [cup] = await db
        .insert(tournaments)
        .values({ ...first, slug: 'cup', name: 'Contract Cup' })
        .returning({ id: tournaments.id })
      const players = await db
        .insert(users)
        .values([
          { username: 'contract_alpha_1' },
          { username: 'contract_alpha_2' },
          { username: 'contract_beta_1' },
        ])
        .returning({ id: users.id })
      const [a1, a2, b1] = players
      if (!cup || !a1 || !a2 || !b1) throw new Error('fixture rows missing')
      const [alpha] = await db
        .insert(teams)
        .values({
          tournamentId: cup.id,
          name: 'Alpha Wolves',
          captainId: a1.id,
          captainDiscord: 'alpha',
          state: 'registered',
        })
        .returning({ id: teams.id })
      const [beta] = await db
        .insert(teams)
        .values({
          tournamentId: cup.id,
          name: 'Beta Foxes',
          captainId: b1.id,
          captainDiscord: 'beta',
          state: 'waitlisted',
          createdAt: new Date(Date.now() + 1000),
        })
        .returning({ id: teams.id })
      if (!alpha || !beta) throw new Error('fixture rows missing')
      await db.insert(teamMembers).values([
        { teamId: alpha.id, userId: a1.id, tournamentId: cup.id },
        { teamId: alpha.id, userId: a2.id, tournamentId: cup.id },
        { teamId: beta.id, userId: b1.id, tournamentId: cup.id },
      ])
      seeded = true
    }
    return real.browser().tournaments
  })
})
