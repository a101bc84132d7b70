/**
 * Composition root of the join machine (spec §2): the join page (`/tournaments/join/{id}`) and the
 * invitation page (`/join/{teamId}/{id}`) render its states and send its events; its side effects are
 * the browser's ports (the teams, tournaments and profile adapters, the clock, toasts, navigation).
 *
 * The pages render the machine's start (`joinStartView`: the first screen the server decided with the
 * machine's own rule, or the invitation's) and the machine's code, XState, effect and the HTTP client
 * load with the page's first focus or press, or the first event sent (ADR 0027): events sent meanwhile
 * are handed to it once it runs. The later screens (`JoinScreens.tsx`) load with it.
 */
import { useEffect, useState } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import { localizePath } from '#core/shared/i18n/locale.ts'
import type { JoinEvent } from '#core/teams/join.machine.ts'
import type { JoinStart } from '#core/teams/join-start.ts'
import { type JoinInput, type JoinView, joinStartView } from '#core/teams/join-view.ts'
import { useLazyActor } from '#ui/shared/app/lazy-actor.ts'
import { usePorts } from '#ui/shared/app/ports.ts'
import { useJoinHistory } from './join-history.ts'

export interface JoinFlowHandle {
  /** The machine's snapshot, or its start before it runs. */
  readonly view: JoinView
  /** Whether the machine runs. */
  readonly live: boolean
  /** Fetches and starts the machine (once). */
  load(): void
  /** Sends an event to the machine, or keeps it for the machine and starts loading it. */
  send(event: JoinEvent): void
}

/**
 * The join flow of a page, from `start` (what the server decided for `input.eligibility`; none for an
 * invitation, or when the server could not read the profile: the machine then loads at once and reads
 * it). `tournamentPath` is the tournament's page without the language prefix, where a closed
 * registration sends the user. Give the page's component a `key` per tournament.
 */
export const useJoinFlow = (
  input: JoinInput,
  start: JoinStart | null,
  tournamentPath: string,
): JoinFlowHandle => {
  const ports = usePorts()
  const { locale } = usePageContext()
  const flow = useLazyActor<JoinView, JoinEvent>(async () => {
    const [{ startJoin }] = await Promise.all([import('./join-actor.ts'), import('./JoinScreens.tsx')])
    return startJoin(ports, input, localizePath(tournamentPath, locale))
  })
  const [startView] = useState(() => joinStartView(input, start ?? undefined))
  const { load, send } = flow
  const now = start === null && !input.invitation
  useEffect(() => {
    if (now) load()
  }, [load, now])
  useJoinHistory(flow.actor, load)
  return { view: flow.snapshot ?? startView, live: flow.actor !== null, load, send }
}
