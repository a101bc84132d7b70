/**
 * An invitation's machine, started (loaded by `invitation-actor.ts` on the first answer, ADR 0027):
 * core's invitation machine wired to the page's ports.
 */
import { createActor } from 'xstate'
import {
  type InvitationEvent,
  type InvitationPorts,
  provideInvitationMachine,
} from '#core/teams/invitation.machine.ts'
import type { InvitationInput, InvitationView } from '#core/teams/invitation-view.ts'
import type { LiveActor } from '#ui/shared/app/actor-handle.ts'
import { inspect } from '#ui/shared/app/inspect.ts'

export const startInvitationActor = (
  ports: InvitationPorts,
  input: InvitationInput,
): LiveActor<InvitationView, InvitationEvent> =>
  createActor(provideInvitationMachine(ports), { input, inspect }).start()
