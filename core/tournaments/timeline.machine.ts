/**
 * The tournament timeline of spec §4 as a chart: registration not yet started → registration
 * open → registration closed → games in progress → games finished, driven by a clock so a page
 * updates live. Each phase carries the tag of its filter group (upcoming, active, finished) and
 * the open phase the tag `registrationReachable`. The rules are the pure functions of
 * `timeline.ts`; the chart only follows them.
 */
import { assign, fromCallback, setup } from 'xstate'
import { NotProvided } from '#core/shared/not-provided.ts'
import type { Ports } from '#core/shared/ports/index.ts'
import { filterGroupOf, type Phase, phaseAt, type ScheduleDto, scheduleFromDto } from './timeline.ts'

export interface TimelineInput {
  readonly schedule: ScheduleDto
  /** Milliseconds since the epoch (the server render's clock, restored as is in the browser). */
  readonly now: number
}

export interface TimelineContext {
  readonly schedule: ScheduleDto
  readonly now: number
}

export type TimelineEvent = { readonly type: 'clock.tick'; readonly now: number }

const phaseOf = (context: TimelineContext): Phase =>
  phaseAt(scheduleFromDto(context.schedule), new Date(context.now))

const phaseState = (phase: Phase, tags: ReadonlyArray<string>) => ({
  tags: [filterGroupOf(phase), ...tags],
  always: { guard: { type: 'phaseChanged' as const, params: { phase } }, target: 'resolving' as const },
})

export const timelineMachine = setup({
  types: {
    context: {} as TimelineContext,
    events: {} as TimelineEvent,
    input: {} as TimelineInput,
  },
  actors: {
    /** Sends `clock.tick` with the current time, every second. */
    clockTicker: fromCallback<TimelineEvent>(() => {
      throw new NotProvided('clockTicker')
    }),
  },
  guards: {
    phaseIs: ({ context }, params: { phase: Phase }) => phaseOf(context) === params.phase,
    phaseChanged: ({ context }, params: { phase: Phase }) => phaseOf(context) !== params.phase,
  },
}).createMachine({
  id: 'timeline',
  context: ({ input }) => ({ schedule: input.schedule, now: input.now }),
  invoke: { id: 'clockTicker', src: 'clockTicker' },
  on: { 'clock.tick': { actions: assign({ now: ({ event }) => event.now }) } },
  initial: 'resolving',
  states: {
    resolving: {
      description: 'Finds the phase of the current time.',
      always: [
        {
          guard: { type: 'phaseIs', params: { phase: 'registrationNotStarted' } },
          target: 'registrationNotStarted',
        },
        { guard: { type: 'phaseIs', params: { phase: 'registrationOpen' } }, target: 'registrationOpen' },
        { guard: { type: 'phaseIs', params: { phase: 'registrationClosed' } }, target: 'registrationClosed' },
        { guard: { type: 'phaseIs', params: { phase: 'gamesInProgress' } }, target: 'gamesInProgress' },
        { target: 'gamesFinished' },
      ],
    },
    registrationNotStarted: phaseState('registrationNotStarted', []),
    registrationOpen: phaseState('registrationOpen', ['registrationReachable']),
    registrationClosed: phaseState('registrationClosed', []),
    gamesInProgress: phaseState('gamesInProgress', []),
    gamesFinished: phaseState('gamesFinished', []),
  },
})

/** The machine wired to the clock port. */
export const provideTimelineMachine = (ports: Pick<Ports, 'clock'>) =>
  timelineMachine.provide({
    actors: {
      clockTicker: fromCallback<TimelineEvent>(({ sendBack }) =>
        ports.clock.setInterval(
          () => sendBack({ type: 'clock.tick', now: ports.clock.now().getTime() }),
          1000,
        ),
      ),
    },
  })
