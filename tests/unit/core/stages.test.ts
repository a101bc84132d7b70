import { describe, expect, it } from 'vitest'
import { currentStage } from '#core/tournaments/stages.ts'
import type { StagePlan } from '#core/tournaments/tournament.schema.ts'

const stage = (number: number, status: StagePlan['status']): StagePlan => ({
  id: `00000000-0000-4000-8000-00000000000${number}`,
  number,
  kind: 'round_robin',
  name: { uk: null, en: null },
  status,
  best_of: 1,
  groups: 2,
  group_fill: 'snake',
  rounds: null,
  grand_final: null,
  advancing: null,
})

describe('currentStage', () => {
  it('is the running stage', () => {
    expect(currentStage([stage(1, 'finished'), stage(2, 'running'), stage(3, 'pending')])?.number).toBe(2)
  })
  it('between stages, is the last finished one, in plan order', () => {
    expect(currentStage([stage(3, 'pending'), stage(2, 'finished'), stage(1, 'finished')])?.number).toBe(2)
  })
  it('is none before the first stage starts, or without a plan', () => {
    expect(currentStage([stage(1, 'pending'), stage(2, 'pending')])).toBeNull()
    expect(currentStage([])).toBeNull()
  })
})
