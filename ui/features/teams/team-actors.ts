/**
 * Composition root of a team's card (My tournaments): core's team machine and, for the captain, the
 * logo's upload machine, started by `team-actors-start.ts` with the browser's ports.
 *
 * The card renders from the team the server read with the machines' start (`teamStartView`,
 * `uploadStartView`), as the server did; the machines with XState, effect and the HTTP client load on
 * the card's first focus, press or drop (`loader`) or the first event sent to them, which is handed to
 * them once they run (ADR 0027). Their calls go to the page's ports of the moment (a language switch).
 */
import { useEffect, useState } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import type { Locale } from '#core/shared/i18n/locale.ts'
import type { UploadEvent } from '#core/shared/uploads/upload.machine.ts'
import { type UploadView, uploadStartView } from '#core/shared/uploads/upload-start.ts'
import type { TeamEvent, TeamPorts } from '#core/teams/team.machine.ts'
import type { Team } from '#core/teams/team.schema.ts'
import {
  TEAM_LOGO_UPLOAD_INPUT,
  type TeamInput,
  type TeamView,
  teamStartView,
} from '#core/teams/team-view.ts'
import { type ActorHandle, lazyActorHandle } from '#ui/shared/app/actor-handle.ts'
import { type BrowserPorts, usePorts } from '#ui/shared/app/ports.ts'
import { loadAccountTexts } from './account-texts.ts'
import type { StartedTeam } from './team-actors-start.ts'

export type TeamActor = ActorHandle<TeamView, TeamEvent>
export type LogoUploadActor = ActorHandle<UploadView, UploadEvent>

export interface TeamActors {
  readonly team: TeamActor
  /** The captain's logo upload (null for the other players). */
  readonly logo: LogoUploadActor | null
  /** The card's handlers that load the machines: its first focus, press or drop. */
  readonly loader: { onFocus(): void; onPointerDown(): void; onDragEnter(): void }
}

/** Ports that call whatever the page's ports are at the time of the call. */
const followingPorts = (current: { ports: BrowserPorts }): TeamPorts & Pick<BrowserPorts, 'uploads'> => ({
  get teams() {
    return current.ports.teams
  },
  get clipboard() {
    return current.ports.clipboard
  },
  get notifier() {
    return current.ports.notifier
  },
  get clock() {
    return current.ports.clock
  },
  get uploads() {
    return current.ports.uploads
  },
})

const createTeamActors = (
  current: { ports: BrowserPorts },
  input: TeamInput,
  { origin, locale }: { readonly origin: string; readonly locale: Locale },
): Omit<TeamActors, 'loader'> & { load(): void; stop(): void } => {
  let started: Promise<StartedTeam> | null = null
  const start = (): Promise<StartedTeam> => {
    // The account's texts come with the machines: their messages (a field's errors, the removal's
    // question) are shown only once the machines run.
    started ??= Promise.all([import('./team-actors-start.ts'), loadAccountTexts(locale)]).then(
      // The machine's clock starts now: a check-in pressed long after the page came starts it then.
      ([{ startTeamActors }]) =>
        startTeamActors(
          followingPorts(current),
          { ...input, now: current.ports.clock.now().getTime() },
          { origin, locale },
        ),
      (error: unknown) => {
        started = null
        throw error
      },
    )
    return started
  }
  const team: TeamActor = lazyActorHandle(teamStartView(input), async () => (await start()).team)
  const logo: LogoUploadActor | null = input.team.is_captain
    ? lazyActorHandle(uploadStartView(TEAM_LOGO_UPLOAD_INPUT), async () => {
        const { logo: started } = await start()
        if (!started) throw new Error('only the captain uploads the logo')
        return started
      })
    : null
  return {
    team,
    logo,
    load: () => {
      team.load()
      logo?.load()
    },
    stop: () => {
      team.stop()
      logo?.stop()
      started = null
    },
  }
}

/**
 * The machines of one team's card. `now` is the instant the server rendered the page at: the machine
 * starts from it, as the page's first render did.
 */
export const useTeamActors = (team: Team, now: number): TeamActors => {
  const ports = usePorts()
  const { user, origin, locale } = usePageContext()
  const [current] = useState(() => ({ ports }))
  current.ports = ports
  const [actors] = useState(() =>
    createTeamActors(current, { team, userId: user?.id ?? '', now }, { origin, locale }),
  )
  useEffect(() => () => actors.stop(), [actors])
  const [loader] = useState(() => ({
    onFocus: actors.load,
    onPointerDown: actors.load,
    onDragEnter: actors.load,
  }))
  return { team: actors.team, logo: actors.logo, loader }
}
