/**
 * Data fetch states of spec §4: idle, pending, success, error. Other machines invoke it as a child
 * (the join flow's team list) and pages use it for any read; the `load` actor is the port call.
 */
import { assign, fromPromise, setup } from 'xstate'
import { NotProvided } from '#core/shared/errors.ts'

export interface FetchInput {
  /** Passed to `load`. */
  readonly params?: unknown
  /** Start loading at once instead of waiting for `fetch.start`. */
  readonly autoStart?: boolean
}

export interface FetchContext {
  readonly params: unknown
  readonly autoStart: boolean
  readonly data: unknown
  readonly error: unknown
}

export type FetchEvent =
  | { readonly type: 'fetch.start'; readonly params?: unknown }
  | { readonly type: 'fetch.retry' }
  | { readonly type: 'fetch.reset' }

export const fetchMachine = setup({
  types: {
    context: {} as FetchContext,
    events: {} as FetchEvent,
    input: {} as FetchInput,
  },
  actors: {
    load: fromPromise<unknown, unknown>(async () => {
      throw new NotProvided('load')
    }),
  },
  guards: {
    shouldAutoStart: ({ context }) => context.autoStart,
  },
  actions: {
    setParams: assign({
      params: ({ context, event }) =>
        event.type === 'fetch.start' && 'params' in event ? event.params : context.params,
    }),
    clear: assign({ data: undefined, error: undefined, autoStart: false }),
  },
}).createMachine({
  id: 'fetch',
  context: ({ input }) => ({
    params: input.params,
    autoStart: input.autoStart ?? false,
    data: undefined,
    error: undefined,
  }),
  initial: 'idle',
  states: {
    idle: {
      always: { guard: 'shouldAutoStart', target: 'pending' },
      on: { 'fetch.start': { target: 'pending', actions: 'setParams' } },
    },
    pending: {
      entry: 'clear',
      invoke: {
        id: 'load',
        src: 'load',
        input: ({ context }: { context: FetchContext }) => context.params,
        onDone: { target: 'success', actions: assign({ data: ({ event }) => event.output }) },
        onError: { target: 'error', actions: assign({ error: ({ event }) => event.error }) },
      },
      on: { 'fetch.reset': 'idle' },
    },
    success: {
      on: {
        'fetch.start': { target: 'pending', actions: 'setParams' },
        'fetch.reset': { target: 'idle', actions: 'clear' },
      },
    },
    error: {
      on: {
        'fetch.retry': 'pending',
        'fetch.start': { target: 'pending', actions: 'setParams' },
        'fetch.reset': { target: 'idle', actions: 'clear' },
      },
    },
  },
})

/** A fetch machine whose `load` is the given port call. */
export const createFetchMachine = <P, D>(load: (params: P) => Promise<D>) =>
  fetchMachine.provide({ actors: { load: fromPromise<unknown, unknown>(({ input }) => load(input as P)) } })
