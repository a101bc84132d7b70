/**
 * An actor that follows a language switch. A page's machine is provided with the ports (and texts) of
 * its language; when the language changes the chart stays the same, so the actor, its typed values
 * and its errors stay too, and only the implementations (the actions, actors and guards) are swapped
 * for those of the new language's machine, as `useActorRef` of @xstate/react does when they change.
 * Loaded with the machines (ADR 0027), never with a page.
 */
import { type AnyStateMachine, createActor, type InputFrom } from 'xstate'
import { inspect } from './inspect.ts'

/**
 * Starts an actor of `machineFor(...args)` with `input`; `follow(...nextArgs)` hands it the
 * implementations of `machineFor(...nextArgs)` (another language's ports and locale).
 */
export const startFollowingActor = <Machine extends AnyStateMachine, Args extends readonly unknown[]>(
  machineFor: (...args: Args) => Machine,
  input: InputFrom<Machine>,
  ...args: Args
) => {
  const actor = createActor(machineFor(...args), { input, inspect })
  const follow = (...nextArgs: Args): void => {
    actor.logic.implementations = machineFor(...nextArgs).implementations
  }
  actor.start()
  return { actor, follow }
}
