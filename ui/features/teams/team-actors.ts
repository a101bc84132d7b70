/**
 * Composition root of a team's card (My tournaments, the tournament page's check-in notice): core's
 * team machine and, for the captain, the logo's upload machine, wired to the browser's ports. The
 * stored logo is handed to the team machine (`logo.uploaded`).
 */
import { useActorRef } from '@xstate/react'
import { useEffect, useState } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import type { ActorRefFrom } from 'xstate'
import type { UploadMachine } from '#core/shared/uploads/upload.machine.ts'
import { provideTeamMachine, type TeamMachine } from '#core/teams/team.machine.ts'
import type { Team } from '#core/teams/team.schema.ts'
import { provideTeamLogoUpload, TEAM_LOGO_UPLOAD_INPUT } from '#core/teams/team-logo.ts'
import { inspect } from '#ui/shared/app/inspect.ts'
import { usePorts } from '#ui/shared/app/ports.ts'

export type TeamActor = ActorRefFrom<TeamMachine>
export type LogoUploadActor = ActorRefFrom<UploadMachine>

/**
 * The team machine of one team. `now` is the instant the server rendered the page at: the first
 * render in the browser shows the same countdowns, then the machine's clock moves them on.
 */
export const useTeamActor = (team: Team, now: number): TeamActor => {
  const ports = usePorts()
  const { user, origin } = usePageContext()
  const [machine] = useState(() => provideTeamMachine(ports, { origin }))
  return useActorRef(machine, { input: { team, userId: user?.id ?? '', now }, inspect })
}

/** A 400 with field errors as `FieldsRefused`, so the rule the file broke is named. */
const refine = async (error: unknown): Promise<unknown> =>
  (await import('#adapters/http/field-errors.ts')).asFieldsRefused(error)

/** The captain's logo upload for a team; its stored image goes to the team machine. */
export const useLogoUpload = (team: TeamActor, teamId: string): LogoUploadActor => {
  const ports = usePorts()
  const [machine] = useState(() => provideTeamLogoUpload(ports, teamId, refine))
  const upload = useActorRef(machine, { input: TEAM_LOGO_UPLOAD_INPUT, inspect })
  useEffect(() => {
    let handed = upload.getSnapshot().context.image
    const subscription = upload.subscribe(({ context }) => {
      if (context.image === null || context.image === handed) return
      handed = context.image
      team.send({ type: 'logo.uploaded', image: context.image })
    })
    return () => subscription.unsubscribe()
  }, [upload, team])
  return upload
}
