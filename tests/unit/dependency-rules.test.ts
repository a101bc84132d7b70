import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import path from 'node:path'
import { cruise, type IConfiguration, type ICruiseResult } from 'dependency-cruiser'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

// The layer rules must bite: a small tree breaking each rule on purpose is cruised with the project's
// own rule set, and every rule must report its violation (and a clean tree none).
const root = path.resolve(import.meta.dirname, '../..')
const config = createRequire(import.meta.url)(path.join(root, '.dependency-cruiser.cjs')) as IConfiguration

let fixture: string

const files: Record<string, string> = {
  'core/pure.ts': "import { setup } from 'xstate'\nexport const machine = setup({})\n",
  'core/imports-react.ts': "import { useState } from 'react'\nexport const x = useState\n",
  'core/imports-node.ts': "import { readFile } from 'node:fs'\nexport const x = readFile\n",
  'core/imports-ui.ts': "import { y } from '../ui/page.ts'\nexport const x = y\n",
  'ui/page.ts': 'export const y = 1\n',
  'ui/imports-server.ts': "import { s } from '../server/s.ts'\nexport const x = s\n",
  'ui/components/imports-adapter.ts': "import { a } from '../../adapters/a.ts'\nexport const x = a\n",
  'ui/shared/app/root.ts': "import { a } from '../../../adapters/a.ts'\nexport const x = a\n",
  'adapters/a.ts': 'export const a = 1\n',
  'adapters/imports-ui.ts': "import { y } from '../ui/page.ts'\nexport const x = y\n",
  'server/s.ts': 'export const s = 1\n',
  'server/imports-ui.ts': "import { y } from '../ui/page.ts'\nexport const x = y\n",
  'locales/imports-server.ts': "import { s } from '../server/s.ts'\nexport const x = s\n",
  'ui/imports-passwords.ts':
    "import list from '@zxcvbn-ts/language-common/src/passwords.json' with { type: 'json' }\nexport const x = list\n",
  'tests/fakes/fake.ts': 'export const fake = 1\n',
  'server/imports-fake.ts': "import { fake } from '../tests/fakes/fake.ts'\nexport const x = fake\n",
  // Features meet at their public entry (index.ts, *.api.ts, *.port.ts, *.schema.ts), never inside.
  'core/tournaments/timeline.ts': 'export const t = 1\n',
  'core/tournaments/tournaments.port.ts': 'export type P = 1\n',
  'core/shared/errors.ts': 'export const e = 1\n',
  'core/teams/reaches-inside.ts': "import { t } from '../tournaments/timeline.ts'\nexport const x = t\n",
  'core/teams/uses-entry.ts':
    "import type { P } from '../tournaments/tournaments.port.ts'\nimport { e } from '../shared/errors.ts'\nexport const x: P | typeof e = e\n",
  'server/accounts/tokens.ts': 'export const k = 1\n',
  'server/accounts/index.ts': "export { k } from './tokens.ts'\n",
  'server/platform/logger.ts': 'export const l = 1\n',
  'server/profile/reaches-inside.ts': "import { k } from '../accounts/tokens.ts'\nexport const x = k\n",
  'server/profile/uses-entry.ts':
    "import { k } from '../accounts/index.ts'\nimport { l } from '../platform/logger.ts'\nexport const x = k + l\n",
  'ui/features/accounts/auth.ts': 'export const u = 1\n',
  'ui/features/profile/reaches-inside.ts': "import { u } from '../accounts/auth.ts'\nexport const x = u\n",
  'ui/pages/login/+Page.ts': "import { u } from '../../features/accounts/auth.ts'\nexport const x = u\n",
  'ui/pages/register/+Page.ts': "import { x } from '../login/+Page.ts'\nexport const y = x\n",
  'core/cycle-a.ts': "import { b } from './cycle-b.ts'\nexport const a = () => b\n",
  'core/cycle-b.ts': "import { a } from './cycle-a.ts'\nexport const b = () => a\n",
}

const violationsOf = (result: ICruiseResult) =>
  result.summary.violations.map((violation) => `${violation.rule.name}: ${violation.from} → ${violation.to}`)

beforeAll(async () => {
  // Inside the repository so that packages resolve from its node_modules.
  fixture = await mkdtemp(path.join(root, 'tests', '.dependency-fixture-'))
  for (const [file, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(fixture, file)), { recursive: true })
    await writeFile(path.join(fixture, file), text)
  }
})

afterAll(async () => {
  await rm(fixture, { recursive: true, force: true })
})

describe('dependency rules of design.md', () => {
  it('report every forbidden import and nothing else', async () => {
    const previous = process.cwd()
    process.chdir(fixture)
    try {
      const { output } = await cruise(['core', 'ui', 'adapters', 'server', 'locales'], {
        validate: true,
        ruleSet: { forbidden: config.forbidden ?? [] },
        tsPreCompilationDeps: true,
        doNotFollow: { path: 'node_modules' },
      })
      expect(typeof output).not.toBe('string')
      const violations = violationsOf(output as ICruiseResult)
      expect(violations).toEqual(
        expect.arrayContaining([
          expect.stringMatching(
            /^core-imports-only-its-libraries: core\/imports-react\.ts → .*node_modules\/react\//,
          ),
          expect.stringMatching(/^core-imports-only-its-libraries: core\/imports-node\.ts → (node:)?fs$/),
          'core-imports-no-layer: core/imports-ui.ts → ui/page.ts',
          'ui-not-server: ui/imports-server.ts → server/s.ts',
          'only-the-composition-root-wires-adapters: ui/components/imports-adapter.ts → adapters/a.ts',
          'adapters-not-ui-or-server: adapters/imports-ui.ts → ui/page.ts',
          'server-not-ui: server/imports-ui.ts → ui/page.ts',
          'nothing-imports-server: locales/imports-server.ts → server/s.ts',
          'no-circular: core/cycle-a.ts → core/cycle-b.ts',
          'production-not-tests: server/imports-fake.ts → tests/fakes/fake.ts',
          'features-meet-at-their-public-entry: core/teams/reaches-inside.ts → core/tournaments/timeline.ts',
          'features-meet-at-their-public-entry: server/profile/reaches-inside.ts → server/accounts/tokens.ts',
          'features-meet-at-their-public-entry: ui/features/profile/reaches-inside.ts → ui/features/accounts/auth.ts',
          'no-page-imports-a-page: ui/pages/register/+Page.ts → ui/pages/login/+Page.ts',
          expect.stringMatching(
            /^common-passwords-stay-on-the-server: ui\/imports-passwords\.ts → .*node_modules\/@zxcvbn-ts\//,
          ),
        ]),
      )
      // Allowed imports stay allowed: core → xstate, the composition root → adapters, a feature → another's
      // entry and the shared folders, a page → a feature.
      const allowed = [
        'core/pure.ts',
        'ui/shared/app/root.ts',
        'core/teams/uses-entry.ts',
        'server/profile/uses-entry.ts',
        'ui/pages/login/+Page.ts →',
      ]
      expect(violations.filter((line) => allowed.some((file) => line.includes(file)))).toEqual([])
    } finally {
      process.chdir(previous)
    }
  })
})
