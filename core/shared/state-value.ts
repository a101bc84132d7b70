/**
 * A machine's state value as XState's snapshots hold it, and its `matches`, for the views pages
 * render before a machine loads (ADR 0027): without XState.
 */

export type StateValue = string | { readonly [region: string]: StateValue }

/** Whether the state value `value` is in (or below) `query`, as XState's `matchesState` decides. */
export const matchesState = (value: StateValue, query: StateValue): boolean => {
  if (typeof query === 'string') return typeof value === 'string' ? value === query : query in value
  if (typeof value === 'string') return false
  return Object.entries(query).every(([region, below]) => {
    const at = value[region]
    return at !== undefined && matchesState(at, below)
  })
}

/** What a page reads of a machine's snapshot: its context, and whether it is in a state. */
export interface MachineView<Context> {
  readonly context: Context
  matches(state: StateValue): boolean
}

/** The view of a machine that has not loaded yet: its start context and state. */
export const startView = <Context>(context: Context, value: StateValue): MachineView<Context> => ({
  context,
  matches: (state) => matchesState(value, state),
})
