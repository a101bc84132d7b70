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
import { createTestModel, type TestModel } from 'xstate/graph'

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
