/**
 * Composition root of the tournament timeline: core's machine with the browser's clock. The server
 * computes the first snapshot with no clock at all (the page must render the same text in both places);
 * the browser restores that snapshot and only then starts ticking. The browser loads this module, and
 * XState with it, when the next boundary of the timeline has come (`useTimeline`).
 */
import { createActor, fromCallback, type Snapshot, type SnapshotFrom } from 'xstate'
import { systemClock } from '#adapters/browser/clock.ts'
import { provideTimelineMachine, timelineMachine } from '#core/tournaments/timeline.machine.ts'
import { type Phase, type ScheduleDto, timelineView } from '#core/tournaments/timeline.ts'
import { inspect } from '#ui/shared/app/inspect.ts'

/** What a tournament's page shows of its timeline. */
export interface TimelineView {
  readonly phase: Phase
  readonly msUntilNext: number | null
  /** When the next boundary comes (epoch milliseconds), the countdown's end on any clock. */
  readonly nextAt: number | null
  readonly registrationOpen: boolean
}

/** The server's timeline: the machine's persisted snapshot, and what the page shows of it. */
export interface TimelineAt {
  readonly snapshot: Snapshot<unknown>
  readonly view: TimelineView
}

const browserTimelineMachine = provideTimelineMachine({ clock: systemClock })

const stillMachine = timelineMachine.provide({ actors: { clockTicker: fromCallback(() => {}) } })

const viewOf = (snapshot: SnapshotFrom<typeof timelineMachine>): TimelineView => {
  const { phase, msUntilNext, nextAt } = timelineView(snapshot.context)
  return { phase, msUntilNext, nextAt, registrationOpen: snapshot.hasTag('registrationReachable') }
}

/** The timeline at `now`, persisted for the browser to restore, and what the page shows of it. */
export const timelineAt = (schedule: ScheduleDto, now: number): TimelineAt => {
  const actor = createActor(stillMachine, { input: { schedule, now } })
  actor.start()
  const at = { snapshot: actor.getPersistedSnapshot(), view: viewOf(actor.getSnapshot()) }
  actor.stop()
  return at
}

/** Restores the server's snapshot and runs it on the browser's clock, telling each view; returns the stop. */
export const followTimeline = (
  schedule: ScheduleDto,
  snapshot: Snapshot<unknown>,
  onView: (view: TimelineView) => void,
): (() => void) => {
  const actor = createActor(browserTimelineMachine, { input: { schedule, now: 0 }, snapshot, inspect })
  actor.subscribe((next) => onView(viewOf(next)))
  actor.start()
  return () => actor.stop()
}
