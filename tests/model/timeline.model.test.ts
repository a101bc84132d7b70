import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { provideTimelineMachine, timelineMachine } from '#core/tournaments/timeline.machine.ts'
import { timelineView } from '#core/tournaments/timeline.ts'
import { FakeClock } from '../fakes/clock.ts'
import { createModel, type ModelEvent } from './test-machine.ts'

const SCHEDULE = {
  registration_start: '2025-03-01T10:00:00Z',
  registration_end: '2025-03-10T10:00:00Z',
  games_start: '2025-03-15T10:00:00Z',
  games_end: '2025-03-16T10:00:00Z',
}
const AT = {
  registrationNotStarted: Date.UTC(2025, 1, 20),
  registrationOpen: Date.UTC(2025, 2, 5),
  registrationClosed: Date.UTC(2025, 2, 12),
  gamesInProgress: Date.UTC(2025, 2, 15, 12),
  gamesFinished: Date.UTC(2025, 2, 20),
}
const GROUP = {
  registrationNotStarted: 'upcoming',
  registrationOpen: 'upcoming',
  registrationClosed: 'upcoming',
  gamesInProgress: 'active',
  gamesFinished: 'finished',
} as const

const events: ModelEvent[] = Object.values(AT).map((now) => ({ type: 'clock.tick', now }))

describe('timeline machine', () => {
  const model = createModel(timelineMachine, {
    events,
    input: { schedule: SCHEDULE, now: AT.registrationNotStarted },
  })

  /** The phase each instant of `AT` falls in, by its name: the expectation, from the schedule. */
  const phaseAt = (now: unknown): keyof typeof GROUP => {
    const found = Object.entries(AT).find(([, at]) => at === now)
    if (!found) throw new Error(`No phase written for ${String(now)}`)
    return found[0] as keyof typeof GROUP
  }

  for (const path of model.getShortestPaths()) {
    it(path.description, async () => {
      const clock = new FakeClock(AT.registrationNotStarted)
      const actor = createActor(provideTimelineMachine({ clock }), {
        input: { schedule: SCHEDULE, now: clock.now().getTime() },
      }).start()
      let phase: keyof typeof GROUP = 'registrationNotStarted'
      await path.test({
        states: {
          '*': () => {
            const snapshot = actor.getSnapshot()
            expect(snapshot.value).toBe(phase)
            expect(snapshot.hasTag(GROUP[phase])).toBe(true)
            expect(snapshot.hasTag('registrationReachable')).toBe(phase === 'registrationOpen')
            expect(timelineView(snapshot.context)).toMatchObject({ phase, group: GROUP[phase] })
          },
        },
        events: {
          // Jumps of days would take millions of one-second ticks of the fake clock: the tick is
          // sent as the ticker would send it (the ticker itself is tested below).
          'clock.tick': ({ event }) => {
            actor.send(event as never)
            phase = phaseAt((event as ModelEvent).now)
          },
        },
      })
    })
  }

  it('is live: the countdown and the phase follow the clock second by second', () => {
    const clock = new FakeClock(Date.parse(SCHEDULE.registration_start) - 2000)
    const actor = createActor(provideTimelineMachine({ clock }), {
      input: { schedule: SCHEDULE, now: clock.now().getTime() },
    }).start()
    expect(actor.getSnapshot().value).toBe('registrationNotStarted')
    expect(timelineView(actor.getSnapshot().context).msUntilNext).toBe(2000)
    clock.advance(1000)
    expect(timelineView(actor.getSnapshot().context).msUntilNext).toBe(1000)
    // The countdown's end stays put while the clock moves: registration's start.
    expect(timelineView(actor.getSnapshot().context).nextAt).toBe(Date.parse(SCHEDULE.registration_start))
    clock.advance(1000)
    expect(actor.getSnapshot().value).toBe('registrationOpen')
    actor.stop()
    expect(clock.pending()).toBe(0)
  })
})
