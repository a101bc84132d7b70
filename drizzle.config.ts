import { defineConfig } from 'drizzle-kit'

// Migrations are generated from the schema and committed; the server applies them at start.
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/platform/db/schema.ts',
  out: './server/platform/db/migrations',
  strict: true,
  verbose: true,
})
