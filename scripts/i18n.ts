/**
 * Generates the typesafe-i18n types and loaders from locales/uk (the base) and locales/en.
 * `--check` fails when the committed generated files are not current (run by `npm test`).
 */
import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const generated = ['i18n-types.ts', 'i18n-util.ts', 'i18n-util.sync.ts', 'i18n-util.async.ts'].map((file) =>
  path.join(root, 'locales', file),
)
const read = () => generated.map((file) => readFileSync(file, 'utf8'))

const check = process.argv.includes('--check')
const before = check ? read() : []
const run = spawnSync('npx', ['typesafe-i18n', '--no-watch'], { cwd: root, encoding: 'utf8' })
const output = `${run.stdout}${run.stderr}`
if (run.status !== 0 || /ERROR/.test(output)) {
  console.error(output)
  process.exit(1)
}
if (check) {
  const stale = read()
    .map((text, index) => (text === before[index] ? undefined : generated[index]))
    .filter(Boolean)
  if (stale.length > 0) {
    console.error(`Generated i18n files were stale (now regenerated, commit them): ${stale.join(', ')}`)
    process.exit(1)
  }
}
console.log('i18n: generated files are current')
