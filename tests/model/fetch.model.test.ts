import { describe, expect, it } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { ServerError } from '#core/errors.ts'
import { createFetchMachine, fetchMachine } from '#core/fetch/fetch.machine.ts'
import { CallLog, Gate } from '../fakes/index.ts'
import { expectSameState, flush } from './harness.ts'
import { createModel, type ModelEvent } from './test-machine.ts'

const DATA = ['team-1']
const FAILURE = new ServerError({ status: 500 })

const events = [
  { type: 'fetch.start', params: 't-2' },
  { type: 'fetch.retry' },
  { type: 'fetch.reset' },
  { type: 'xstate.done.actor.load', output: DATA },
  { type: 'xstate.error.actor.load', error: FAILURE },
]

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
      let expectedCalls = actor.getSnapshot().matches('pending') ? 1 : 0
      expect(log.calls).toHaveLength(expectedCalls)

      await path.test({
        states: {
          '*': (state) => {
            expectSameState(actor, state)
            expect(log.calls).toHaveLength(expectedCalls)
            const { context } = actor.getSnapshot()
            if (state.matches('success')) expect(context.data).toEqual(DATA)
            if (state.matches('error')) expect(context.error).toBe(FAILURE)
          },
        },
        events: {
          'fetch.start': async ({ event }) => {
            actor.send(event as never)
            expectedCalls += 1
            await flush()
            expect(log.last()?.args).toEqual([(event as ModelEvent).params])
          },
          'fetch.retry': async ({ event }) => {
            actor.send(event as never)
            expectedCalls += 1
            await flush()
          },
          'fetch.reset': async ({ event }) => {
            actor.send(event as never)
            await flush()
          },
          'xstate.done.actor.load': async () => {
            gate.resolve('api.load', DATA)
            await flush()
          },
          'xstate.error.actor.load': async () => {
            gate.reject('api.load', FAILURE)
            await flush()
          },
        },
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
