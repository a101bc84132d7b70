/**
 * The tournaments port's contract against the browser's HTTP adapter talking to the real server
 * (`./real-server.ts`), whose routes serve the same use cases as the pages' in-process adapter.
 */
import { describe } from 'vitest'
import { tournaments } from '#server/platform/db/schema.ts'
import { demoTournaments } from '#server/platform/db/seed.ts'
import { backends } from '../api/support/database.ts'
import { useRealServer } from './real-server.ts'
import { tournamentsApiContract } from './suites.ts'

describe.each(backends)('the tournaments adapter against the real server on $name', (backend) => {
  const real = useRealServer(backend)
  let seeded = false

  tournamentsApiContract(async () => {
    if (!seeded) {
      const [first] = demoTournaments(new Date())
      if (!first) throw new Error('no demo tournament')
      await real.database.database.db.insert(tournaments).values({ ...first, slug: 'cup' })
      seeded = true
    }
    return real.browser().tournaments
  })
})
