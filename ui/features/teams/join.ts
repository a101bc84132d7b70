/**
 * Composition root of the join machine (spec §2): the join page (`/tournaments/join/{id}`) and the
 * invitation page (`/join/{teamId}/{id}`) render its states and send its events; its side effects are
 * the browser's ports (the teams, tournaments and profile adapters, the clock, toasts, navigation).
 *
 * The machine's code loads with the page's first need of it (ADR 0027): at once on the join page (its
 * guard acts on arrival), on the click that accepts an invitation. Until then the page renders what the
 * server rendered.
 */
import { useEffect } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import type { SnapshotFrom } from 'xstate'
import { localizePath } from '#core/shared/i18n/locale.ts'
import type { JoinEvent, JoinInput } from '#core/teams/join.machine.ts'
import { type LazyActor, useLazyActor } from '#ui/shared/app/lazy-actor.ts'
import { usePorts } from '#ui/shared/app/ports.ts'
import type { JoinMachine } from './join-actor.ts'

export type JoinSnapshot = SnapshotFrom<JoinMachine>
export type JoinActor = LazyActor<JoinSnapshot, JoinEvent>

/**
 * Runs the join flow for a page. `tournamentPath` is the tournament's page without the language
 * prefix (where a closed registration sends the user); `start` starts the flow on arrival.
 */
export const useJoin = (
  input: JoinInput,
  options: { readonly tournamentPath: string; readonly start: boolean },
): JoinActor => {
  const ports = usePorts()
  const { locale } = usePageContext()
  const flow = useLazyActor(async () =>
    (await import('./join-actor.ts')).startJoin(ports, input, localizePath(options.tournamentPath, locale)),
  )
  const { load } = flow
  useEffect(() => {
    if (options.start) load()
  }, [load, options.start])
  return flow
}
