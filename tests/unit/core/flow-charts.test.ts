/** The committed charts in docs/flows are the ones the machines generate. */
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { chartPath, FLOWS, GUARD_NAMES, renderChart, renderFlow } from '../../../scripts/docs-flows.ts'

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
    expect(chart).toContain('start --> submitting: always [came by invitation link]')
    expect(chart).toContain(
      'deciding --> blocked: always [registration is closed]<br/>always [already in a team]<br/>always [profile incomplete]',
    )
    expect(chart).toContain('success --> [*]')
    expect(chart).toContain('refused --> find_password: always [a join by password was refused]')
    expect(chart).toContain('submitting --> refused: submit failed')
  })

  it('draws an arrow from a sub-state to its parent outside the parent, where Mermaid accepts it', () => {
    const join = FLOWS.find((f) => f.name === 'join')
    if (!join) throw new Error('no join flow')
    const chart = renderChart(join.machine)
    const findBlock = /state "find" as find \{[\s\S]*?\n {2}\}/.exec(chart)?.[0] ?? ''
    expect(findBlock).toContain('find_list --> find_password: team.pick')
    expect(findBlock).not.toContain('--> find:')
    expect(chart).toContain('\n  find_list --> find: team.search')
  })

  it('draws the team flow left to right, an effect that ends either way on one label', () => {
    const team = FLOWS.find((f) => f.name === 'team')
    if (!team) throw new Error('no team flow')
    const chart = renderChart(team.machine, team.direction)
    expect(chart).toMatch(/^stateDiagram-v2\n {2}direction LR\n/)
    expect(chart).toContain('invitingPlayer --> idle: invitePlayer succeeded or failed\n')
    expect(chart).toContain('leaving --> left: leave succeeded\n')
    expect(chart).toContain('leaving --> idle: leave failed\n')
  })

  it('puts a description in a block note, where a colon is text', () => {
    const phone = FLOWS.find((f) => f.name === 'phone-code')
    if (!phone) throw new Error('no phone-code flow')
    expect(renderChart(phone.machine)).toContain(
      'note right of password\n    An account exists: sign in with its password.\n  end note',
    )
  })

  it('names every guard in words, and refuses a guard without a name', () => {
    const phaseIs = GUARD_NAMES.phaseIs
    const timeline = FLOWS.find((f) => f.name === 'tournament-timeline')
    if (!timeline || phaseIs === undefined) throw new Error('no timeline flow')
    expect(renderChart(timeline.machine)).toContain('[phase is registration open]')
    for (const flow of FLOWS) expect(renderChart(flow.machine)).not.toMatch(/\[[a-z]+[A-Z]\w*\]/)
    const names = GUARD_NAMES as Record<string, string>
    delete names.phaseIs
    try {
      expect(() => renderChart(timeline.machine)).toThrow('no readable name for the guard phaseIs')
    } finally {
      names.phaseIs = phaseIs
    }
  })
})
