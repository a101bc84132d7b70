/**
 * Composition root of a captain's invitation in My tournaments: core's invitation machine, started by
 * `invitation-actor-start.ts` with the browser's ports. The card renders the machine's start view
 * (`invitationStartView`) as the server did; the machine with XState and the HTTP client loads with
 * the first answer, which is handed to it once it runs (ADR 0027). Its calls go to the page's ports
 * of the moment (a language switch).
 */
import { useEffect, useState } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import type { InvitationEvent, InvitationPorts } from '#core/teams/invitation.machine.ts'
import {
  type InvitationInput,
  type InvitationView,
  invitationStartView,
} from '#core/teams/invitation-view.ts'
import { type ActorHandle, lazyActorHandle } from '#ui/shared/app/actor-handle.ts'
import { usePorts } from '#ui/shared/app/ports.ts'
import { loadAccountTexts } from './account-texts.ts'

export type InvitationActor = ActorHandle<InvitationView, InvitationEvent>

/** The machine of one invitation's card. */
export const useInvitationActor = (input: InvitationInput): InvitationActor => {
  const ports = usePorts()
  const { locale } = usePageContext()
  const [current] = useState(() => ({ ports }))
  current.ports = ports
  const [actor] = useState(() => {
    const following: InvitationPorts = {
      get teams() {
        return current.ports.teams
      },
      get notifier() {
        return current.ports.notifier
      },
    }
    return lazyActorHandle(invitationStartView(input), async () => {
      // The flow messages of the toasts come with the machine.
      const [{ startInvitationActor }] = await Promise.all([
        import('./invitation-actor-start.ts'),
        loadAccountTexts(locale),
      ])
      return startInvitationActor(following, input)
    })
  })
  useEffect(() => () => actor.stop(), [actor])
  return actor
}
