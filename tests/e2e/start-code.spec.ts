import { readFileSync } from 'node:fs'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { ASSETS, importGraph, staticClosure } from './build-output.ts'

// What some pages start without (docs/performance.md): XState and the machines load on demand, after
// hydration or on first use (ADR 0027), on the pages whose first paint and blocking time Lighthouse
// holds to 95 and on the account screens. Read from the production build the e2e tests run: a page's
// start code is its Vike entry and every chunk that entry imports statically.

/** XState's code registers itself with the Stately inspector under this global. */
const XSTATE = '__xstate__'

const startCode = (entryPrefix: string): string[] => {
  const graph = importGraph()
  const entry = [...graph.keys()].find((file) => path.basename(file).startsWith(entryPrefix))
  if (!entry) throw new Error(`no entry ${entryPrefix}* in the build`)
  return [...staticClosure(graph, [entry])]
}

for (const [page, entryPrefix] of [
  ['a tournament page', 'ui_pages_tournaments_-id.'],
  ['/login', 'ui_pages_login.'],
  ['/register', 'ui_pages_register_index.'],
] as const) {
  test(`${page} starts without XState`, () => {
    const files = startCode(entryPrefix)
    expect(files.length).toBeGreaterThan(1)
    const withXState = files.filter((file) => readFileSync(file, 'utf8').includes(XSTATE))
    expect(withXState.map((file) => path.relative(ASSETS, file))).toEqual([])
  })
}

test('XState is in the build, where the test looks for it', () => {
  const files = [...importGraph().keys()]
  expect(files.filter((file) => readFileSync(file, 'utf8').includes(XSTATE)).length).toBe(1)
})
