/** Helpers shared by the model tests: drive a real actor alongside the model's paths. */

import { expect } from 'vitest'
import type { AnyActorRef } from 'xstate'

/** Lets promises, XState's microtasks and zero-delay timers settle. */
export const flush = async (): Promise<void> => {
  for (let i = 0; i < 3; i += 1) await new Promise((resolve) => setTimeout(resolve, 0))
}

/** The model's state and context must be those of the actor under test. */
export const expectSameState = (actor: AnyActorRef, model: { value: unknown; context: unknown }): void => {
  const snapshot = actor.getSnapshot()
  expect(snapshot.value).toEqual(model.value)
  expect(snapshot.context).toEqual(model.context)
}

interface SettleStep {
  readonly event: { readonly type: string; readonly [key: string]: unknown }
}

/**
 * Executors for the model's `xstate.done.actor.<id>` / `xstate.error.actor.<id>` events: they
 * settle the pending port call of that invocation (`keys[id]`, a gate key) with the model's
 * output or error, tell `settled` (a test counts the toasts it expects there), then let the actor
 * react.
 */
export const settleEvents = (
  gate: { resolve(key: string, value?: unknown): void; reject(key: string, error: unknown): void },
  keys: Readonly<Record<string, string>>,
  settled: (id: string, outcome: 'done' | 'error') => void = () => {},
): Record<string, (step: SettleStep) => Promise<void>> =>
  Object.fromEntries(
    Object.entries(keys).flatMap(([id, key]) => [
      [
        `xstate.done.actor.${id}`,
        async (step: SettleStep) => {
          gate.resolve(key, step.event.output)
          settled(id, 'done')
          await flush()
        },
      ],
      [
        `xstate.error.actor.${id}`,
        async (step: SettleStep) => {
          gate.reject(key, step.event.error)
          settled(id, 'error')
          await flush()
        },
      ],
    ]),
  )
