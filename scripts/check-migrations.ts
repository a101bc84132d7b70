/**
 * `npm run db:check`: the committed migrations create exactly the schema of the tables' code. It asks
 * drizzle-kit to generate a migration into a copy of the migrations folder and fails when it writes
 * one: a table or column changed without `npm run db:generate`, or a migration lost in a merge.
 */
import { spawnSync } from 'node:child_process'
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const migrations = path.join(root, 'server/platform/db/migrations')
const scratch = mkdtempSync(path.join(tmpdir(), 'vatra-migrations-'))
const out = path.join(scratch, 'migrations')
cpSync(migrations, out, { recursive: true })
const config = path.join(scratch, 'drizzle.config.json')
writeFileSync(
  config,
  JSON.stringify({
    dialect: 'postgresql',
    // drizzle-kit reads both relative to the working directory, whatever their form.
    schema: './server/platform/db/schema.ts',
    out: path.relative(root, out),
    strict: true,
  }),
)
const sqlFiles = (folder: string) => readdirSync(folder).filter((name) => name.endsWith('.sql'))
try {
  const result = spawnSync('npx', ['drizzle-kit', 'generate', `--config=${config}`], {
    cwd: root,
    encoding: 'utf8',
  })
  // drizzle-kit exits with 0 even when it fails: only its own words say that nothing changed.
  const unchanged = /No schema changes/.test(`${result.stdout}${result.stderr}`)
  if (result.status !== 0 || (!unchanged && sqlFiles(out).length === sqlFiles(migrations).length)) {
    console.error(result.stdout, result.stderr)
    process.exit(1)
  }
  const added = sqlFiles(out).filter((name) => !sqlFiles(migrations).includes(name))
  if (added.length > 0) {
    console.error(
      'The tables differ from the committed migrations: run `npm run db:generate` and commit the migration.',
    )
    for (const name of added) console.error(`--- ${name}\n${readFileSync(path.join(out, name))}`)
    process.exit(1)
  }
  console.log('migrations match the tables')
} finally {
  rmSync(scratch, { recursive: true, force: true })
}
