/**
 * A player's team in My tournaments (spec §2, §6). The captain invites a player by nickname ('Invitation
 * sent': the player joins only by accepting, docs/teams.md "Invitations") and withdraws an invitation
 * not yet answered, removes a player after the
 * confirmation 'Are you sure you want to remove this player?' ('Error removing the player'), copies
 * the invitation link ('Link copied'; when the browser refuses the clipboard, the link is shown to be
 * copied by hand), replaces a leaked invitation link after the confirmation that the old one stops
 * working for everyone who has it ('New invitation link ready; the old one no longer works', or 'Could
 * not replace the invitation link') and gets the stored logo from the logo's upload machine
 * (`logo.uploaded`; the upload itself, with its progress and rules, is core's upload machine:
 * `team-logo.ts`). Any member
 * leaves the team after a confirmation (the captain only once alone: the team is then withdrawn) and
 * checks the team in while check-in is open (`team-clock.ts`). A clock moves `now` on every second for
 * the countdowns and the check-in window.
 */
import { Schema } from 'effect'
import { assign, fromCallback, fromPromise, setup } from 'xstate'
import { NotProvided } from '#core/shared/errors.ts'
import type { Locale } from '#core/shared/i18n/locale.ts'
import type { FlowMessage } from '#core/shared/messages.ts'
import type { Ports } from '#core/shared/ports/index.ts'
import type { ToastKind } from '#core/shared/ports/notifier.ts'
import type { StoredImage } from '#core/shared/uploads/image.ts'
import { decodeForm, formErrors } from '#core/shared/validation/decode-form.ts'
import { message } from '#core/shared/validation/message.ts'
import { inviteRefusalErrors } from './invite-refusal.ts'
import { type Invitee, InvitePlayerForm, type Player, type Team } from './team.schema.ts'
import { canCheckInAt } from './team-clock.ts'
import { invitationLink, type TeamContext, type TeamInput, teamStartContext } from './team-view.ts'

export type { TeamContext, TeamInput } from './team-view.ts'

export type TeamEvent =
  | { readonly type: 'clock.tick'; readonly now: number }
  | { readonly type: 'logo.uploaded'; readonly image: StoredImage }
  | { readonly type: 'player.invite'; readonly values: unknown }
  | { readonly type: 'invitation.withdraw'; readonly userId: string }
  | { readonly type: 'player.remove'; readonly playerId: string }
  | { readonly type: 'removal.confirm' }
  | { readonly type: 'removal.cancel' }
  | { readonly type: 'link.copy' }
  | { readonly type: 'link.replace' }
  | { readonly type: 'replacement.confirm' }
  | { readonly type: 'replacement.cancel' }
  | { readonly type: 'team.leave' }
  | { readonly type: 'leave.confirm' }
  | { readonly type: 'leave.cancel' }
  | { readonly type: 'checkIn.submit' }

const notifyParams = (kind: ToastKind, key: Parameters<typeof message>[0]) =>
  ({ type: 'notify', params: { kind, message: message(key) as FlowMessage } }) as const

export const teamMachine = setup({
  types: {
    context: {} as TeamContext,
    events: {} as TeamEvent,
    input: {} as TeamInput,
  },
  actors: {
    /** Sends `clock.tick` with the current time, every second. */
    clockTicker: fromCallback<TeamEvent>(() => {
      throw new NotProvided('clockTicker')
    }),
    invitePlayer: fromPromise<Team, { teamId: string; nickname: string }>(async () => {
      throw new NotProvided('invitePlayer')
    }),
    withdrawInvitation: fromPromise<Team, { teamId: string; userId: string }>(async () => {
      throw new NotProvided('withdrawInvitation')
    }),
    removePlayer: fromPromise<Team, { teamId: string; playerId: string }>(async () => {
      throw new NotProvided('removePlayer')
    }),
    copyLink: fromPromise<void, { url: string }>(async () => {
      throw new NotProvided('copyLink')
    }),
    replaceLink: fromPromise<Team, { teamId: string }>(async () => {
      throw new NotProvided('replaceLink')
    }),
    leave: fromPromise<void, { teamId: string; userId: string }>(async () => {
      throw new NotProvided('leave')
    }),
    checkIn: fromPromise<Team, { teamId: string }>(async () => {
      throw new NotProvided('checkIn')
    }),
  },
  actions: {
    notify: (_, _params: { kind: ToastKind; message: FlowMessage }) => {},
  },
  guards: {
    isCaptain: ({ context }) => context.isCaptain,
    // The server gives the invitation link to the captain only.
    hasInviteLink: ({ context }) => context.isCaptain && context.team.invite_url !== null,
    captainWithValidPlayer: ({ context }, params: { values: unknown }) =>
      context.isCaptain && decodeForm(InvitePlayerForm, params.values).ok,
    // Only the captain sees the invitees, and only one the team still has can be withdrawn.
    captainWithdrawingInvitation: ({ context }, params: { userId: string }) =>
      context.isCaptain && (context.team.invitees ?? []).some((invitee) => invitee.id === params.userId),
    // The captain stays: a team without its captain has nobody to manage it.
    captainRemovingPlayer: ({ context }, params: { playerId: string }) =>
      context.isCaptain && context.team.players.some((p) => p.id === params.playerId && !p.is_captain),
    // A player leaves; the captain only once alone (the team is then withdrawn). A dropped team is over.
    mayLeave: ({ context }) =>
      context.team.state !== 'dropped' && (!context.isCaptain || context.team.players.length === 1),
    mayCheckIn: ({ context }) => canCheckInAt(context.team, context.now),
  },
}).createMachine({
  id: 'team',
  context: ({ input }) => teamStartContext(input),
  invoke: { id: 'clockTicker', src: 'clockTicker' },
  on: { 'clock.tick': { actions: assign({ now: ({ event }) => event.now }) } },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'logo.uploaded': {
          guard: 'isCaptain',
          actions: assign({
            team: ({ context, event }) => ({
              ...context.team,
              logo_url: event.image.url,
              missing: context.team.missing.filter((requirement) => requirement !== 'logo'),
            }),
          }),
        },
        'player.invite': [
          {
            guard: { type: 'captainWithValidPlayer', params: ({ event }) => ({ values: event.values }) },
            target: 'invitingPlayer',
            actions: assign({
              fieldErrors: {},
              nickname: ({ event }) => Schema.decodeUnknownSync(InvitePlayerForm)(event.values).nickname,
            }),
          },
          {
            guard: 'isCaptain',
            actions: assign({
              fieldErrors: ({ event }) => formErrors(InvitePlayerForm, event.values),
            }),
          },
        ],
        'invitation.withdraw': {
          guard: {
            type: 'captainWithdrawingInvitation',
            params: ({ event }) => ({ userId: event.userId }),
          },
          target: 'withdrawingInvitation',
          actions: assign({
            withdrawal: ({ context, event }) =>
              (context.team.invitees ?? []).find((invitee) => invitee.id === event.userId) as Invitee,
          }),
        },
        'player.remove': {
          guard: { type: 'captainRemovingPlayer', params: ({ event }) => ({ playerId: event.playerId }) },
          target: 'confirmingRemoval',
          actions: assign({
            removal: ({ context, event }) =>
              context.team.players.find((p) => p.id === event.playerId) as Player,
          }),
        },
        'link.copy': { guard: 'hasInviteLink', target: 'copyingLink' },
        'link.replace': { guard: 'hasInviteLink', target: 'confirmingReplacement' },
        'team.leave': { guard: 'mayLeave', target: 'confirmingLeave' },
        'checkIn.submit': { guard: 'mayCheckIn', target: 'checkingIn' },
      },
    },
    invitingPlayer: {
      invoke: {
        id: 'invitePlayer',
        src: 'invitePlayer',
        input: ({ context }) => ({ teamId: context.team.id, nickname: context.nickname }),
        onDone: {
          target: 'idle',
          actions: [
            assign({ team: ({ event }) => event.output, nickname: '' }),
            notifyParams('success', 'invitationSent'),
          ],
        },
        onError: {
          target: 'idle',
          actions: [
            // Why, under the field, whenever the server said why (`invite-refusal.ts`).
            assign({ fieldErrors: ({ event }) => inviteRefusalErrors(event.error) }),
            notifyParams('error', 'invitePlayerFailed'),
          ],
        },
      },
    },
    withdrawingInvitation: {
      invoke: {
        id: 'withdrawInvitation',
        src: 'withdrawInvitation',
        input: ({ context }) => ({ teamId: context.team.id, userId: (context.withdrawal as Invitee).id }),
        onDone: {
          target: 'idle',
          actions: [
            assign({ team: ({ event }) => event.output, withdrawal: null }),
            notifyParams('success', 'invitationWithdrawn'),
          ],
        },
        onError: {
          target: 'idle',
          actions: [assign({ withdrawal: null }), notifyParams('error', 'withdrawInvitationFailed')],
        },
      },
    },
    confirmingRemoval: {
      description: 'Are you sure you want to remove this player?',
      on: {
        'removal.confirm': 'removingPlayer',
        'removal.cancel': { target: 'idle', actions: assign({ removal: null }) },
      },
    },
    removingPlayer: {
      invoke: {
        id: 'removePlayer',
        src: 'removePlayer',
        input: ({ context }) => ({ teamId: context.team.id, playerId: (context.removal as Player).id }),
        onDone: {
          target: 'idle',
          actions: [
            assign({ team: ({ event }) => event.output, removal: null }),
            notifyParams('success', 'playerRemoved'),
          ],
        },
        onError: {
          target: 'idle',
          actions: [assign({ removal: null }), notifyParams('error', 'removePlayerFailed')],
        },
      },
    },
    copyingLink: {
      invoke: {
        id: 'copyLink',
        src: 'copyLink',
        input: ({ context }) => ({ url: context.team.invite_url as string }),
        onDone: {
          target: 'idle',
          actions: [assign({ linkShown: false }), notifyParams('success', 'linkCopied')],
        },
        // The browser refused the clipboard: the link is shown to be copied by hand.
        onError: { target: 'idle', actions: assign({ linkShown: true }) },
      },
    },
    confirmingReplacement: {
      description: 'The old link stops working for everyone who has it. Replace it?',
      on: { 'replacement.confirm': 'replacingLink', 'replacement.cancel': 'idle' },
    },
    replacingLink: {
      invoke: {
        id: 'replaceLink',
        src: 'replaceLink',
        input: ({ context }) => ({ teamId: context.team.id }),
        onDone: {
          target: 'idle',
          // The link shown to copy by hand was the old one: the new one is copied with the button.
          actions: [
            assign({ team: ({ event }) => event.output, linkShown: false }),
            notifyParams('success', 'inviteLinkReplaced'),
          ],
        },
        onError: { target: 'idle', actions: notifyParams('error', 'replaceInviteLinkFailed') },
      },
    },
    confirmingLeave: {
      description: 'Are you sure you want to leave the team?',
      on: { 'leave.confirm': 'leaving', 'leave.cancel': 'idle' },
    },
    leaving: {
      invoke: {
        id: 'leave',
        src: 'leave',
        input: ({ context }) => ({ teamId: context.team.id, userId: context.userId }),
        onDone: { target: 'left', actions: notifyParams('success', 'leftTeam') },
        onError: { target: 'idle', actions: notifyParams('error', 'leaveTeamFailed') },
      },
    },
    checkingIn: {
      invoke: {
        id: 'checkIn',
        src: 'checkIn',
        input: ({ context }) => ({ teamId: context.team.id }),
        onDone: {
          target: 'idle',
          actions: [assign({ team: ({ event }) => event.output }), notifyParams('success', 'checkedIn')],
        },
        onError: { target: 'idle', actions: notifyParams('error', 'checkInFailed') },
      },
    },
    left: { type: 'final', description: 'The user is no longer in the team.' },
  },
})

export type TeamMachine = typeof teamMachine

export type TeamPorts = Pick<Ports, 'teams' | 'clipboard' | 'notifier' | 'clock'>

/** The machine wired to its ports; the page's origin and language turn the invitation path into a link to share. */
export const provideTeamMachine = (
  ports: TeamPorts,
  page: { readonly origin: string; readonly locale: Locale },
) =>
  teamMachine.provide({
    actors: {
      clockTicker: fromCallback<TeamEvent>(({ sendBack }) =>
        ports.clock.setInterval(
          () => sendBack({ type: 'clock.tick', now: ports.clock.now().getTime() }),
          1000,
        ),
      ),
      invitePlayer: fromPromise(({ input }: { input: { teamId: string; nickname: string } }) =>
        ports.teams.invitePlayer(input),
      ),
      withdrawInvitation: fromPromise(({ input }: { input: { teamId: string; userId: string } }) =>
        ports.teams.withdrawInvitation(input),
      ),
      removePlayer: fromPromise(({ input }: { input: { teamId: string; playerId: string } }) =>
        ports.teams.removePlayer(input),
      ),
      copyLink: fromPromise(({ input }: { input: { url: string } }) =>
        ports.clipboard.writeText(invitationLink(input.url, page)),
      ),
      replaceLink: fromPromise(({ input }: { input: { teamId: string } }) =>
        ports.teams.replaceInviteLink(input.teamId),
      ),
      leave: fromPromise(({ input }: { input: { teamId: string; userId: string } }) =>
        ports.teams.leave(input),
      ),
      checkIn: fromPromise(({ input }: { input: { teamId: string } }) => ports.teams.checkIn(input.teamId)),
    },
    actions: {
      notify: (_, params) => ports.notifier.notify(params),
    },
  })
