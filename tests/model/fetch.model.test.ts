import { describe, expect, it } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { ServerError } from '#core/shared/errors.ts'
import { createFetchMachine, fetchMachine } from '#core/shared/fetch/fetch.machine.ts'
import { CallLog, Gate } from '../fakes/index.ts'
import { call, flush, type PortCall, portCalls } from './harness.ts'
import { createModel, type ModelEvent } from './test-machine.ts'

const DATA = ['team-1']
const FAILURE = new ServerError({ status: 500 })

const events: ModelEvent[] = [
  { type: 'fetch.start', params: 't-2' },
  { type: 'fetch.retry' },
  { type: 'fetch.reset' },
  { type: 'xstate.done.actor.load', output: DATA },
  { type: 'xstate.error.actor.load', error: FAILURE },
]

/** What a list shows, and the params the next call is made with. */
interface Seen {
  readonly state: string
  readonly data: unknown
  readonly error: unknown
  readonly calls: ReadonlyArray<PortCall>
  readonly params: unknown
}

/** A load with the current params: nothing shown from the previous one. */
const load = (seen: Seen, params: unknown): Seen => ({
  state: 'pending',
  data: undefined,
  error: undefined,
  params,
  calls: [...seen.calls, call('api.load', params)],
})

/** The outcome of each event, written from what a list page must do. */
const next = (seen: Seen, event: ModelEvent): Seen => {
  switch (event.type) {
    case 'fetch.start':
      return load(seen, event.params)
    case 'fetch.retry':
      return load(seen, seen.params)
    case 'fetch.reset':
      return { ...seen, state: 'idle', data: undefined, error: undefined }
    case 'xstate.done.actor.load':
      return { ...seen, state: 'success', data: DATA }
    case 'xstate.error.actor.load':
      return { ...seen, state: 'error', error: FAILURE }
    default:
      throw new Error(`No expectation for ${event.type}`)
  }
}

describe.each([
  { autoStart: false, params: 't-1' },
  { autoStart: true, params: 't-1' },
])('fetch machine (autoStart: $autoStart)', (input) => {
  const model = createModel(fetchMachine, { events, input })

  for (const path of model.getSimplePaths()) {
    it(path.description, async () => {
      const gate = new Gate()
      const log = new CallLog()
      const machine = fetchMachine.provide({
        actors: {
          load: fromPromise(({ input: params }) => {
            log.record('api', 'load', [params])
            return gate.hold('api.load')
          }),
        },
      })
      const actor = createActor(machine, { input }).start()
      await flush()
      const idle: Seen = { state: 'idle', data: undefined, error: undefined, calls: [], params: input.params }
      let seen = input.autoStart ? load(idle, input.params) : idle

      const step = async (event: ModelEvent): Promise<void> => {
        if (event.type === 'xstate.done.actor.load') gate.resolve('api.load', DATA)
        else if (event.type === 'xstate.error.actor.load') gate.reject('api.load', FAILURE)
        else actor.send(event as never)
        await flush()
        seen = next(seen, event)
      }

      await path.test({
        states: {
          '*': () => {
            const { value, context } = actor.getSnapshot()
            expect({ state: value, data: context.data, error: context.error, calls: portCalls(log) }).toEqual(
              {
                state: seen.state,
                data: seen.data,
                error: seen.error,
                calls: seen.calls,
              },
            )
          },
        },
        events: Object.fromEntries(
          events.map((event) => [event.type, ({ event }: { event: unknown }) => step(event as ModelEvent)]),
        ),
      })
    })
  }
})

describe('createFetchMachine', () => {
  it('calls the given port function with the params', async () => {
    const actor = createActor(
      createFetchMachine(async (id: string) => `loaded ${id}`),
      { input: { params: 'x', autoStart: true } },
    ).start()
    await flush()
    expect(actor.getSnapshot().value).toBe('success')
    expect(actor.getSnapshot().context.data).toBe('loaded x')
  })

  it('rejects loudly when nothing was provided', async () => {
    const actor = createActor(fetchMachine, { input: { autoStart: true } }).start()
    await flush()
    expect(actor.getSnapshot().value).toBe('error')
    expect(String(actor.getSnapshot().context.error)).toMatch(/not provided/)
  })
})
