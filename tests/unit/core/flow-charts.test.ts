/** The committed charts in docs/flows are the ones the machines generate. */
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { chartPath, FLOWS, renderChart, renderFlow } from '../../../scripts/docs-flows.ts'

describe('docs/flows charts', () => {
  it.each(FLOWS.map((flow) => [flow.name, flow] as const))('%s.md is up to date', (_name, flow) => {
    const committed = readFileSync(chartPath(flow), 'utf8')
    expect(committed, 'run: node --experimental-strip-types scripts/docs-flows.ts').toBe(renderFlow(flow))
  })

  it('draws states, starts, guarded transitions and finals', () => {
    const join = FLOWS.find((f) => f.name === 'join')
    if (!join) throw new Error('no join flow')
    const chart = renderChart(join.machine)
    expect(chart).toMatch(/^stateDiagram-v2/)
    expect(chart).toContain('[*] --> start')
    expect(chart).toContain('start --> submitting: always [hasInvitation]')
    expect(chart).toContain('deciding --> blocked: always [registrationClosed]')
    expect(chart).toContain('success --> [*]')
    expect(chart).toContain('error --> choosing: join.back [condition]')
  })
})
