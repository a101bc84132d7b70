/**
 * `npm test`: the whole suite, in the order that fails fastest — generated files current, types, lint,
 * layer rules, migrations current, flow charts, production build, unit/model/API tests (vitest, with core coverage),
 * end-to-end tests (Playwright in Chromium, including the JS budget). Ends with one summary line.
 */
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const reports = mkdtempSync(path.join(tmpdir(), 'vatra-test-'))
const vitestReport = path.join(reports, 'vitest.json')
const playwrightReport = path.join(reports, 'playwright.json')

const steps: [string, string[], Record<string, string>?][] = [
  ['i18n', ['npm', 'run', '--silent', 'i18n', '--', '--check']],
  ['typecheck', ['npm', 'run', '--silent', 'typecheck']],
  ['lint', ['npx', 'biome', 'ci', '.']],
  ['dependency rules', ['npm', 'run', '--silent', 'deps']],
  ['migrations', ['npm', 'run', '--silent', 'db:check']],
  ['flow charts', ['npm', 'run', '--silent', 'docs:flows', '--', '--check']],
  // Built before the vitest run too: its server-process tests start the production server.
  ['build', ['npm', 'run', '--silent', 'build']],
  [
    'unit, model and API tests',
    [
      'npx',
      'vitest',
      'run',
      '--coverage',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${vitestReport}`,
    ],
  ],
  ['end-to-end tests', ['npx', 'playwright', 'test'], { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport }],
]

const counts = { passed: 0, failed: 0, skipped: 0 }
const readJson = (file: string): unknown => {
  try {
    return JSON.parse(readFileSync(file, 'utf8'))
  } catch {
    return undefined
  }
}

let failedStep: string | undefined
for (const [name, [command, ...args], env] of steps) {
  console.log(`\n=== ${name}: ${[command, ...args].join(' ')}`)
  const started = Date.now()
  const result = spawnSync(command as string, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  })
  console.log(
    `=== ${name}: ${result.status === 0 ? 'ok' : 'FAILED'} in ${Math.round((Date.now() - started) / 1000)} s`,
  )
  if (result.status !== 0) {
    failedStep = name
    break
  }
}

const vitest = readJson(vitestReport) as
  | { numPassedTests: number; numFailedTests: number; numPendingTests: number; numTodoTests: number }
  | undefined
if (vitest) {
  counts.passed += vitest.numPassedTests
  counts.failed += vitest.numFailedTests
  counts.skipped += vitest.numPendingTests + vitest.numTodoTests
}
const playwright = readJson(playwrightReport) as
  | { stats: { expected: number; unexpected: number; flaky: number; skipped: number } }
  | undefined
if (playwright) {
  counts.passed += playwright.stats.expected + playwright.stats.flaky
  counts.failed += playwright.stats.unexpected
  counts.skipped += playwright.stats.skipped
}

if (failedStep) console.error(`\nnpm test failed at: ${failedStep}`)
console.log(`\ntests: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`)
process.exit(failedStep ? 1 : 0)
