import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { expect, test } from '@playwright/test'

// What a page's scripts do when they load is main-thread time before the page answers (Lighthouse's
// total blocking time). React Aria's modules checked the default locale's tag with
// `Intl.DateTimeFormat.supportedLocalesOf` and formatted a `de-DE` number to learn whether `signDisplay`
// works, when they loaded: each loads the browser's locale data, 30–60 ms on every page with a field
// (vite.config.ts, `intlProbes`). Read from the production build the e2e tests run.

const ASSETS = path.resolve(import.meta.dirname, '../../dist/client/assets')

const scripts = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? scripts(path.join(dir, entry.name))
      : entry.name.endsWith('.js')
        ? [path.join(dir, entry.name)]
        : [],
  )

test('no browser script loads the date-format data to check a locale tag', () => {
  const files = scripts(ASSETS)
  expect(files.length).toBeGreaterThan(0)
  const checking = files.filter((file) =>
    readFileSync(file, 'utf8').includes('DateTimeFormat.supportedLocalesOf'),
  )
  expect(checking.map((file) => path.relative(ASSETS, file))).toEqual([])
  // The check itself is still there, with the call that loads nothing.
  expect(files.some((file) => readFileSync(file, 'utf8').includes('Intl.getCanonicalLocales(['))).toBe(true)
})
