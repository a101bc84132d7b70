/**
 * `createTestModel` only accepts machines without invocations or delays: the test model is meant
 * to be an abstract chart. Rather than copying every flow by hand (copies drift), the abstract
 * chart is derived from the real machine: each `invoke` becomes the `xstate.done.actor.<id>` and
 * `xstate.error.actor.<id>` transitions it stands for, with the same guards and actions. The
 * model only chooses the paths to walk: what the actor must show at each step is written by hand
 * in each test, never read from this chart (a chart compared with itself lets a broken transition
 * pass).
 */
import { type AnyStateMachine, createMachine, type InputFrom, type SnapshotFrom } from 'xstate'
import { createTestModel, serializeSnapshot, type TestModel } from 'xstate/graph'

type Config = Record<string, unknown>

const asArray = (value: unknown): unknown[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value]

const strip = (node: Config): Config => {
  const { invoke, after, states, on, ...rest } = node
  if (after !== undefined) throw new Error('Delayed transitions are not modelled: use a clock actor')
  const transitions: Record<string, unknown> = { ...((on as Config | undefined) ?? {}) }
  for (const inv of asArray(invoke) as Config[]) {
    const id = inv.id
    if (typeof id !== 'string') throw new Error('Give every invocation an id: its events are named after it')
    if (inv.onDone !== undefined) transitions[`xstate.done.actor.${id}`] = inv.onDone
    if (inv.onError !== undefined) transitions[`xstate.error.actor.${id}`] = inv.onError
  }
  const children = states as Record<string, Config> | undefined
  return {
    ...rest,
    ...(Object.keys(transitions).length > 0 ? { on: transitions } : {}),
    ...(children
      ? { states: Object.fromEntries(Object.entries(children).map(([key, child]) => [key, strip(child)])) }
      : {}),
  }
}

/** The abstract chart of `machine` for `createTestModel`. */
export const toTestMachine = <T extends AnyStateMachine>(machine: T): T =>
  createMachine(strip(machine.config as Config) as never).provide(
    machine.implementations as never,
  ) as unknown as T

type Events = { readonly on?: Record<string, unknown>; readonly states?: Record<string, Events> }

const withoutEvents = (node: Events, left: ReadonlySet<string>): Events => {
  const { on, states, ...rest } = node
  return {
    ...rest,
    ...(on ? { on: Object.fromEntries(Object.entries(on).filter(([event]) => !left.has(event))) } : {}),
    ...(states
      ? {
          states: Object.fromEntries(
            Object.entries(states).map(([key, child]) => [key, withoutEvents(child, left)]),
          ),
        }
      : {}),
  }
}

/**
 * The abstract chart a browser walks: `toTestMachine`'s, without the events `left` names (paths other
 * tests cover, which would multiply the browser's walks).
 */
export const browserChart = (machine: AnyStateMachine, left: ReadonlySet<string>): AnyStateMachine => {
  const abstract = toTestMachine(machine)
  return createMachine(withoutEvents(abstract.config as Events, left) as never).provide(
    abstract.implementations as never,
  )
}

/** Any event of the model, including the `xstate.done.actor.*` ones the chart answers. */
export type ModelEvent = { readonly type: string; readonly [key: string]: unknown }

/** `createTestModel` over the abstract chart of `machine`. */
export const createModel = <T extends AnyStateMachine>(
  machine: T,
  options: {
    readonly events: ReadonlyArray<ModelEvent>
    readonly input?: InputFrom<T>
    /**
     * Which events to walk from a state. The model adds a bare `{type}` for every event a state
     * handles that `events` does not list; a chart walked one part at a time leaves those out here.
     */
    readonly filterEvents?: (state: SnapshotFrom<T>, event: ModelEvent) => boolean
  },
): TestModel<SnapshotFrom<T>, ModelEvent, unknown> =>
  createTestModel(toTestMachine(machine), options as never) as unknown as TestModel<
    SnapshotFrom<T>,
    ModelEvent,
    unknown
  >

/** One step of a walk: the event done, and the state it leads to (`xstate.init` first). */
export interface WalkStep<TState> {
  readonly state: TState
  readonly event: ModelEvent
}

/** A walk over a chart, as `getShortestPaths` gives them. */
export interface Walk<TState> {
  readonly steps: ReadonlyArray<WalkStep<TState>>
}

interface CoverOptions<TState> {
  /**
   * What tells two states apart for coverage: the chart's own snapshots also differ by context
   * nobody sees (what was picked two screens ago), and covering each of those in a browser repeats
   * the same screens and answers.
   */
  readonly stateKey: (state: TState) => string
  /** What tells two events apart (e.g. a valid and an invalid form). */
  readonly eventKey: (event: ModelEvent) => string
  /** Whether the system under test can do `event` after `steps` (defaults to always). */
  readonly canTake?: (steps: ReadonlyArray<WalkStep<TState>>, event: ModelEvent) => boolean
  /** The longest walk: longer ones are split so that walks share out over workers. */
  readonly maxSteps: number
}

/** The transitions of a chart, as `coveringWalks` counts them: `stateKey --eventKey-->`. */
export const transitionsOf = <TState>(
  model: {
    getAdjacencyMap(): Record<string, { state: TState; transitions: Record<string, { event: ModelEvent }> }>
  },
  options: Pick<CoverOptions<TState>, 'stateKey' | 'eventKey'>,
): Set<string> => {
  const all = new Set<string>()
  for (const { state, transitions } of Object.values(model.getAdjacencyMap()))
    for (const { event } of Object.values(transitions))
      all.add(`${options.stateKey(state)} --${options.eventKey(event)}-->`)
  return all
}

/**
 * Walks that together take every transition of the chart (as `stateKey`/`eventKey` tell them apart)
 * at least once, and so reach every state: each walk goes on from where it is to the nearest
 * transition not yet taken (breadth first), and ends at a final state, when nothing is left within
 * reach, or at `maxSteps`. Far fewer steps than the shortest path to every state, which repeat the
 * same long prefixes; the exhaustive paths stay with the model tests, which walk without a browser.
 */
export const coveringWalks = <TState>(
  model: {
    getAdjacencyMap(): Record<
      string,
      { state: TState; transitions: Record<string, { event: ModelEvent; state: TState }> }
    >
    getShortestPaths(): ReadonlyArray<Walk<TState>>
  },
  options: CoverOptions<TState>,
): Walk<TState>[] => {
  const { stateKey, eventKey, canTake = () => true, maxSteps } = options
  // The chart's states by value and context (the adjacency map may tell them apart by more).
  const graph = new Map(
    Object.values(model.getAdjacencyMap()).map((entry) => [serializeSnapshot(entry.state as never), entry]),
  )
  const outOf = (state: TState) =>
    Object.values(graph.get(serializeSnapshot(state as never))?.transitions ?? {})
  const transition = (state: TState, event: ModelEvent) => `${stateKey(state)} --${eventKey(event)}-->`
  const left = transitionsOf(model, options)
  const first = model.getShortestPaths()[0]?.steps[0]
  if (!first) throw new Error('the chart has no initial state')

  const isFinal = (state: TState) => outOf(state).length === 0
  /**
   * The shortest continuation of `steps` whose last step takes a transition not taken yet; one into a
   * final state (which ends the walk) only when no other is left within reach.
   */
  const nearest = (steps: ReadonlyArray<WalkStep<TState>>): WalkStep<TState>[] | null =>
    nearestTo(steps, (next) => !isFinal(next)) ?? nearestTo(steps, () => true)
  const nearestTo = (
    steps: ReadonlyArray<WalkStep<TState>>,
    wanted: (state: TState) => boolean,
  ): WalkStep<TState>[] | null => {
    const queue: WalkStep<TState>[][] = [[]]
    const seen = new Set<string>()
    while (queue.length > 0) {
      const tail = queue.shift() as WalkStep<TState>[]
      if (steps.length + tail.length >= maxSteps) continue
      const from = (tail.at(-1) ?? steps.at(-1) ?? first).state
      for (const next of outOf(from)) {
        const before = [...steps, ...tail]
        if (!canTake(before, next.event)) continue
        const walked = [...tail, { state: next.state, event: next.event }]
        if (left.has(transition(from, next.event)) && wanted(next.state)) return walked
        // A node is entered once per breadth-first search, by the last event (canTake may look at it).
        const seenKey = `${serializeSnapshot(next.state as never)} ${JSON.stringify(next.event)}`
        if (seen.has(seenKey)) continue
        seen.add(seenKey)
        queue.push(walked)
      }
    }
    return null
  }

  const walks: Walk<TState>[] = []
  while (left.size > 0) {
    const steps: WalkStep<TState>[] = [first]
    for (let more = nearest(steps); more; more = nearest(steps)) {
      for (const step of more) {
        left.delete(transition((steps.at(-1) as WalkStep<TState>).state, step.event))
        steps.push(step)
      }
    }
    if (steps.length === 1) throw new Error(`transitions out of reach: ${[...left].join(', ')}`)
    walks.push({ steps })
  }
  return walks
}
