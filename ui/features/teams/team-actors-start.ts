/**
 * A team card's machines, started (loaded by `team-actors.ts` on the card's first use, ADR 0027):
 * core's team machine from the team the server read and, for the captain, the logo's upload machine,
 * wired to the page's ports. The stored logo is handed to the team machine (`logo.uploaded`).
 */
import { createActor } from 'xstate'
import type { Locale } from '#core/shared/i18n/locale.ts'
import type { UploadEvent } from '#core/shared/uploads/upload.machine.ts'
import type { UploadView } from '#core/shared/uploads/upload-start.ts'
import { provideTeamMachine, type TeamEvent, type TeamPorts } from '#core/teams/team.machine.ts'
import { provideTeamLogoUpload } from '#core/teams/team-logo.ts'
import { TEAM_LOGO_UPLOAD_INPUT, type TeamInput, type TeamView } from '#core/teams/team-view.ts'
import type { LiveActor } from '#ui/shared/app/actor-handle.ts'
import { inspect } from '#ui/shared/app/inspect.ts'
import type { BrowserPorts } from '#ui/shared/app/ports.ts'

export interface StartedTeam {
  readonly team: LiveActor<TeamView, TeamEvent>
  /** The captain's logo upload (null for the other players). */
  readonly logo: LiveActor<UploadView, UploadEvent> | null
}

/** A 400 with field errors as `FieldsRefused`, so the rule the file broke is named. */
const refine = async (error: unknown): Promise<unknown> =>
  (await import('#adapters/http/field-errors.ts')).asFieldsRefused(error)

export const startTeamActors = (
  ports: TeamPorts & Pick<BrowserPorts, 'uploads'>,
  input: TeamInput,
  page: { readonly origin: string; readonly locale: Locale },
): StartedTeam => {
  const teamActor = createActor(provideTeamMachine(ports, page), { input, inspect }).start()
  const team: LiveActor<TeamView, TeamEvent> = teamActor
  if (!input.team.is_captain) return { team, logo: null }

  const logoActor = createActor(provideTeamLogoUpload(ports, input.team.id, refine), {
    input: TEAM_LOGO_UPLOAD_INPUT,
    inspect,
  }).start()
  let handed = logoActor.getSnapshot().context.image
  const handing = logoActor.subscribe(({ context }) => {
    if (context.image === null || context.image === handed) return
    handed = context.image
    teamActor.send({ type: 'logo.uploaded', image: context.image })
  })
  return {
    team,
    logo: {
      getSnapshot: () => logoActor.getSnapshot(),
      subscribe: (observer) => logoActor.subscribe(observer),
      send: (event) => logoActor.send(event),
      stop: () => {
        handing.unsubscribe()
        logoActor.stop()
      },
    },
  }
}
