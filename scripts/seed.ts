/** `npm run seed`: migrates and seeds demo data into an empty database (idempotent), then exits. */
import { mkdir } from 'node:fs/promises'
import { loadConfig } from '#server/config.ts'
import { openDatabase } from '#server/db/client.ts'
import { migrate } from '#server/db/migrate.ts'
import { seedDemoData } from '#server/db/seed.ts'

const config = loadConfig()
await mkdir(config.dataDir, { recursive: true })
const database = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl })
try {
  await migrate(database)
  const result = await seedDemoData(database)
  console.log(`seed: ${JSON.stringify(result.inserted)} inserted (${database.kind})`)
} finally {
  await database.close()
}
