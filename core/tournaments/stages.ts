/** Which stage of the plan the overview names as the current one. */
import type { StagePlan } from './tournament.schema.ts'

/**
 * The stage being played; between stages, the last one finished; before the first starts, none.
 * Stages are taken in plan order whatever order they come in.
 */
export const currentStage = (stages: ReadonlyArray<StagePlan>): StagePlan | null => {
  const ordered = [...stages].sort((a, b) => a.number - b.number)
  return (
    ordered.find((stage) => stage.status === 'running') ??
    ordered.findLast((stage) => stage.status === 'finished') ??
    null
  )
}
