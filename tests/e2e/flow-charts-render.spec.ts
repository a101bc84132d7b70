import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { expect, test } from '@playwright/test'

// Every chart of docs/flows renders in the Mermaid version docs/flows/README.md names (the one
// installed): a chart Mermaid refuses shows readers an error box instead of the flow.
const root = path.resolve(import.meta.dirname, '..', '..')
const flowsDir = path.join(root, 'docs', 'flows')
const mermaidScript = path.join(root, 'node_modules', 'mermaid', 'dist', 'mermaid.min.js')

interface Chart {
  readonly name: string
  readonly text: string
}

const charts: Chart[] = readdirSync(flowsDir)
  .filter((file) => file.endsWith('.md'))
  .flatMap((file) =>
    [...readFileSync(path.join(flowsDir, file), 'utf8').matchAll(/```mermaid\n([\s\S]*?)```/g)].map(
      (block, index) => ({ name: `${file}#${index + 1}`, text: block[1] ?? '' }),
    ),
  )

/** The names a reader sees on the boxes: `state "name" as id` and composite `state id {`. */
const stateNames = (text: string): string[] => [
  ...[...text.matchAll(/^\s*state "([^"]+)" as \S+/gm)].map((m) => m[1] ?? ''),
  ...[...text.matchAll(/^\s*state (\w+) \{/gm)].map((m) => m[1] ?? ''),
]

test('the README names the installed Mermaid version', () => {
  const installed = JSON.parse(
    readFileSync(path.join(root, 'node_modules', 'mermaid', 'package.json'), 'utf8'),
  )
  expect(readFileSync(path.join(flowsDir, 'README.md'), 'utf8')).toContain(`Mermaid ${installed.version}`)
})

test('every flow chart renders in Mermaid', async ({ page }) => {
  expect(charts.length).toBeGreaterThanOrEqual(10)
  await page.setContent('<!doctype html><html><body></body></html>')
  await page.addScriptTag({ path: mermaidScript })
  const failures: string[] = []
  for (const [index, chart] of charts.entries()) {
    const result = await page.evaluate(
      async ({ id, text }) => {
        const mermaid = (window as unknown as { mermaid: MermaidApi }).mermaid
        mermaid.initialize({ startOnLoad: false })
        try {
          const { svg } = await mermaid.render(id, text)
          const holder = document.createElement('div')
          holder.innerHTML = svg
          return { svg: holder.querySelector('svg') !== null, labels: holder.textContent ?? '', error: '' }
        } catch (error) {
          return { svg: false, labels: '', error: error instanceof Error ? error.message : String(error) }
        }
      },
      { id: `chart${index}`, text: chart.text },
    )
    if (result.error) {
      failures.push(`${chart.name}: ${result.error}`)
      continue
    }
    if (!result.svg) failures.push(`${chart.name}: no <svg>`)
    const missing = stateNames(chart.text).filter((name) => !result.labels.includes(name))
    if (missing.length > 0) failures.push(`${chart.name}: no box for ${missing.join(', ')}`)
  }
  expect(failures).toEqual([])
})

interface MermaidApi {
  initialize: (config: { startOnLoad: boolean }) => void
  render: (id: string, text: string) => Promise<{ svg: string }>
}
