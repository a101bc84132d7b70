/**
 * Composition root of the tournament timeline: core's machine with the browser's clock. The server
 * computes the first snapshot with no clock at all (the page must render the same text in both places);
 * the browser restores that snapshot and only then starts ticking.
 */
import { createActor, fromCallback, type Snapshot } from 'xstate'
import { systemClock } from '#adapters/browser/clock.ts'
import { provideTimelineMachine, timelineMachine } from '#core/tournaments/timeline.machine.ts'
import type { ScheduleDto } from '#core/tournaments/timeline.ts'

export const browserTimelineMachine = provideTimelineMachine({ clock: systemClock })

const stillMachine = timelineMachine.provide({ actors: { clockTicker: fromCallback(() => {}) } })

/** The persisted snapshot of the timeline at `now`, for the server render and the browser to share. */
export const timelineSnapshotAt = (schedule: ScheduleDto, now: number): Snapshot<unknown> => {
  const actor = createActor(stillMachine, { input: { schedule, now } })
  actor.start()
  const snapshot = actor.getPersistedSnapshot()
  actor.stop()
  return snapshot
}
