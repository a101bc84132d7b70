import path from 'node:path'
import { expect, test } from '@playwright/test'
import { ASSETS, importGraph } from './build-output.ts'

// The browser's chunks import one another without a cycle. In a cycle one chunk runs before a chunk it
// imports has finished, so a schema built at module level can meet an import that is still undefined
// ("Cannot read properties of undefined (reading 'ast')"): the chunk groups of vite.config.ts must
// keep the modules that import each other together. Read from the production build the e2e tests run.

/** The first cycle found, as a list of file names; none when the graph has none. */
const findCycle = (graph: Map<string, string[]>): string[] => {
  const done = new Set<string>()
  const onPath: string[] = []
  const visit = (file: string): string[] => {
    const at = onPath.indexOf(file)
    if (at >= 0) return [...onPath.slice(at), file].map((name) => path.relative(ASSETS, name))
    if (done.has(file)) return []
    onPath.push(file)
    for (const next of graph.get(file) ?? []) {
      const cycle = visit(next)
      if (cycle.length > 0) return cycle
    }
    onPath.pop()
    done.add(file)
    return []
  }
  for (const file of graph.keys()) {
    const cycle = visit(file)
    if (cycle.length > 0) return cycle
  }
  return []
}

test('no chunk of the browser build imports, through others, a chunk that imports it', () => {
  const graph = importGraph()
  expect(graph.size).toBeGreaterThan(10)
  expect([...graph.values()].some((imports) => imports.length > 0)).toBe(true)
  expect(findCycle(graph)).toEqual([])
})
