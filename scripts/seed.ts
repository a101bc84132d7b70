/** `npm run seed`: migrates and seeds demo data into an empty database (idempotent), then exits. */
import { mkdir } from 'node:fs/promises'
import { seedNews } from '#server/news/index.ts'
import { loadConfig } from '#server/platform/config.ts'
import { openDatabase } from '#server/platform/db/client.ts'
import { migrate } from '#server/platform/db/migrate.ts'
import { seedDemoData } from '#server/platform/db/seed.ts'
import { createDemoLogoStore } from '#server/teams/demo-logos.ts'
import { seedResults } from '#server/tournaments/stages/seed-results.ts'
import { createObjectStorage } from '#server/uploads/index.ts'

const config = loadConfig()
await mkdir(config.dataDir, { recursive: true })
const database = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl })
try {
  await migrate(database)
  const storage = createObjectStorage(config.storage, config.dataDir)
  try {
    const teamLogo = createDemoLogoStore(storage)
    const result = await seedDemoData(database, new Date(), { seedResults, teamLogo })
    const news = await seedNews(database.db, storage, new Date())
    console.log(
      `seed: ${JSON.stringify({ ...result.inserted, news: news.inserted })} inserted (${database.kind})`,
    )
  } finally {
    storage.close()
  }
} finally {
  await database.close()
}
