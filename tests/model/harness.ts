/**
 * Helpers shared by the model tests. The model (xstate/graph) only chooses the paths to walk; what
 * the actor must show at each step is written by hand in each test, from the spec, never read
 * from the machine: the state the page is in, the message key shown, the port calls made with
 * their arguments, the toasts and the navigations.
 */

import type { StateValue } from 'xstate'
import type { CallLog } from '../fakes/call-log.ts'

/** Lets promises, XState's microtasks and zero-delay timers settle. */
export const flush = async (): Promise<void> => {
  for (let i = 0; i < 3; i += 1) await new Promise((resolve) => setTimeout(resolve, 0))
}

/** A state value as one string: `loading.signingIn`; parallel regions joined by `|`. */
export const stateName = (value: StateValue): string => {
  if (typeof value === 'string') return value
  const regions = Object.entries(value).map(([key, child]) =>
    child === undefined ? key : `${key}.${stateName(child)}`,
  )
  return regions.length === 1 ? (regions[0] ?? '') : `(${regions.join('|')})`
}

/** A port call as the tests write it: `port.method` and its arguments. */
export interface PortCall {
  readonly call: string
  readonly args: ReadonlyArray<unknown>
}

/** The calls made to the backend ports (the notifier and the navigation are read on their own). */
export const portCalls = (log: CallLog): PortCall[] =>
  log.calls
    .filter((call) => !['notifier', 'navigation', 'storage'].includes(call.port))
    .map((call) => ({ call: `${call.port}.${call.method}`, args: call.args }))

/** `port.method` with its arguments, for an expected call. */
export const call = (name: string, ...args: ReadonlyArray<unknown>): PortCall => ({ call: name, args })
