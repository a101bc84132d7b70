/**
 * A captain's invitation as the invited player answers it in My tournaments (docs/teams.md
 * "Invitations"): accepting joins the team under every rule of joining ('You joined the team'; if the
 * server refuses, why: the profile to fill, the registration closed, or 'Failed to join the team'),
 * declining removes it ('Invitation declined', or 'Could not decline the invitation'). Either answer,
 * once taken, ends it; a failed one leaves it to answer again.
 */
import { assign, fromPromise, setup } from 'xstate'
import { NotProvided } from '#core/shared/errors.ts'
import type { FlowMessage } from '#core/shared/messages.ts'
import type { Ports } from '#core/shared/ports/index.ts'
import type { ToastKind } from '#core/shared/ports/notifier.ts'
import { message } from '#core/shared/validation/message.ts'
import { type InvitationContext, type InvitationInput, invitationStartContext } from './invitation-view.ts'
import { joinFailure } from './join-failure.ts'
import type { Team } from './team.schema.ts'

export type { InvitationContext, InvitationInput } from './invitation-view.ts'

export type InvitationEvent = { readonly type: 'invitation.accept' } | { readonly type: 'invitation.decline' }

export const invitationMachine = setup({
  types: {
    context: {} as InvitationContext,
    events: {} as InvitationEvent,
    input: {} as InvitationInput,
  },
  actors: {
    accept: fromPromise<Team, { teamId: string }>(async () => {
      throw new NotProvided('accept')
    }),
    decline: fromPromise<void, { teamId: string }>(async () => {
      throw new NotProvided('decline')
    }),
  },
  actions: {
    notify: (_, _params: { kind: ToastKind; message: FlowMessage }) => {},
  },
  guards: {
    // The server said why accepting cannot work now (full, closed, in another team): decline only.
    mayAccept: ({ context }) => context.mayAccept,
  },
}).createMachine({
  id: 'invitation',
  context: ({ input }) => invitationStartContext(input),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'invitation.accept': { guard: 'mayAccept', target: 'accepting', actions: assign({ error: null }) },
        'invitation.decline': { target: 'declining', actions: assign({ error: null }) },
      },
    },
    accepting: {
      invoke: {
        id: 'accept',
        src: 'accept',
        input: ({ context }) => ({ teamId: context.teamId }),
        onDone: {
          target: 'accepted',
          actions: { type: 'notify', params: { kind: 'success', message: message('joinedTeam') } },
        },
        onError: {
          target: 'idle',
          actions: [
            assign({ error: ({ event }) => joinFailure(event.error) }),
            {
              type: 'notify',
              params: ({ event }) => ({ kind: 'error', message: joinFailure(event.error) }),
            },
          ],
        },
      },
    },
    declining: {
      invoke: {
        id: 'decline',
        src: 'decline',
        input: ({ context }) => ({ teamId: context.teamId }),
        onDone: {
          target: 'declined',
          actions: { type: 'notify', params: { kind: 'success', message: message('invitationDeclined') } },
        },
        onError: {
          target: 'idle',
          actions: [
            assign({ error: message('declineInvitationFailed') }),
            { type: 'notify', params: { kind: 'error', message: message('declineInvitationFailed') } },
          ],
        },
      },
    },
    accepted: { type: 'final', description: 'The user joined the team.' },
    declined: { type: 'final', description: 'The invitation is gone.' },
  },
})

export type InvitationMachine = typeof invitationMachine

export type InvitationPorts = Pick<Ports, 'teams' | 'notifier'>

/** The machine wired to its ports. */
export const provideInvitationMachine = (ports: InvitationPorts) =>
  invitationMachine.provide({
    actors: {
      accept: fromPromise(({ input }: { input: { teamId: string } }) =>
        ports.teams.acceptTeamInvitation(input.teamId),
      ),
      decline: fromPromise(({ input }: { input: { teamId: string } }) =>
        ports.teams.declineTeamInvitation(input.teamId),
      ),
    },
    actions: {
      notify: (_, params) => ports.notifier.notify(params),
    },
  })
