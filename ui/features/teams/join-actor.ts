/**
 * The join machine wired to the browser's ports (`provideJoinMachine`) and started for a page. Loaded
 * by `join.ts` when the page first needs it (ADR 0027): this is where XState, effect/Schema and the
 * flow come in.
 */
import { createActor } from 'xstate'
import { type JoinInput, provideJoinMachine } from '#core/teams/join.machine.ts'
import { inspect } from '#ui/shared/app/inspect.ts'
import type { BrowserPorts } from '#ui/shared/app/ports.ts'

export type JoinMachine = ReturnType<typeof provideJoinMachine>

/** Starts the flow; `tournamentUrl` is the localized page a closed registration sends the user back to. */
export const startJoin = (ports: BrowserPorts, input: JoinInput, tournamentUrl: string) => {
  const actor = createActor(provideJoinMachine(ports, { tournamentUrl: () => tournamentUrl }), {
    input,
    inspect,
  })
  actor.start()
  return actor
}
