/**
 * A captain's team management (spec §2, §6): team logo upload (SVG, PNG or JPG up to 10 MB;
 * 'Error updating the team logo'), add a player, remove a player after the confirmation 'Are you
 * sure you want to remove this player?' ('Error removing the player'), copy the invitation link
 * ('Link copied'). Only the captain may do any of it.
 */
import { Schema } from 'effect'
import { assign, fromPromise, setup } from 'xstate'
import { NotProvided } from '#core/shared/errors.ts'
import type { FlowMessage } from '#core/shared/messages.ts'
import type { Ports } from '#core/shared/ports/index.ts'
import type { ToastKind } from '#core/shared/ports/notifier.ts'
import { imageErrors, isValidImage, type StoredImage } from '#core/shared/uploads/image.ts'
import type { UploadFile } from '#core/shared/uploads/uploads.port.ts'
import { decodeForm, type FieldErrors, formErrors } from '#core/shared/validation/decode-form.ts'
import { type MessageRef, message } from '#core/shared/validation/message.ts'
import { AddPlayerForm, type Player, type Team } from './team.schema.ts'

export interface TeamInput {
  readonly team: Team
  readonly isCaptain: boolean
}

export interface TeamContext {
  readonly team: Team
  readonly isCaptain: boolean
  readonly file: UploadFile | null
  readonly logoErrors: ReadonlyArray<MessageRef>
  readonly nickname: string
  readonly fieldErrors: FieldErrors
  /** The player the confirmation is about. */
  readonly removal: Player | null
}

export type TeamEvent =
  | { readonly type: 'logo.select'; readonly file: UploadFile }
  | { readonly type: 'player.add'; readonly values: unknown }
  | { readonly type: 'player.remove'; readonly playerId: string }
  | { readonly type: 'removal.confirm' }
  | { readonly type: 'removal.cancel' }
  | { readonly type: 'link.copy' }

const notifyParams = (kind: ToastKind, key: Parameters<typeof message>[0]) =>
  ({ type: 'notify', params: { kind, message: message(key) as FlowMessage } }) as const

export const teamMachine = setup({
  types: {
    context: {} as TeamContext,
    events: {} as TeamEvent,
    input: {} as TeamInput,
  },
  actors: {
    uploadLogo: fromPromise<StoredImage, { teamId: string; file: UploadFile }>(async () => {
      throw new NotProvided('uploadLogo')
    }),
    addPlayer: fromPromise<Team, { teamId: string; nickname: string }>(async () => {
      throw new NotProvided('addPlayer')
    }),
    removePlayer: fromPromise<Team, { teamId: string; playerId: string }>(async () => {
      throw new NotProvided('removePlayer')
    }),
    copyLink: fromPromise<void, { url: string }>(async () => {
      throw new NotProvided('copyLink')
    }),
  },
  actions: {
    notify: (_, _params: { kind: ToastKind; message: FlowMessage }) => {},
  },
  guards: {
    isCaptain: ({ context }) => context.isCaptain,
    // The server gives the invitation link to the captain only.
    hasInviteLink: ({ context }) => context.isCaptain && context.team.invite_url !== null,
    captainWithValidImage: ({ context }, params: { file: UploadFile }) =>
      context.isCaptain && isValidImage(params.file),
    captainWithValidPlayer: ({ context }, params: { values: unknown }) =>
      context.isCaptain && decodeForm(AddPlayerForm, params.values).ok,
    // The captain stays: a team without its captain has nobody to manage it.
    captainRemovingPlayer: ({ context }, params: { playerId: string }) =>
      context.isCaptain && context.team.players.some((p) => p.id === params.playerId && !p.is_captain),
  },
}).createMachine({
  id: 'team',
  context: ({ input }) => ({
    team: input.team,
    isCaptain: input.isCaptain,
    file: null,
    logoErrors: [],
    nickname: '',
    fieldErrors: {},
    removal: null,
  }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'logo.select': [
          {
            guard: { type: 'captainWithValidImage', params: ({ event }) => ({ file: event.file }) },
            target: 'uploadingLogo',
            actions: assign({ file: ({ event }) => event.file, logoErrors: [] }),
          },
          { guard: 'isCaptain', actions: assign({ logoErrors: ({ event }) => imageErrors(event.file) }) },
        ],
        'player.add': [
          {
            guard: { type: 'captainWithValidPlayer', params: ({ event }) => ({ values: event.values }) },
            target: 'addingPlayer',
            actions: assign({
              fieldErrors: {},
              nickname: ({ event }) => Schema.decodeUnknownSync(AddPlayerForm)(event.values).nickname,
            }),
          },
          {
            guard: 'isCaptain',
            actions: assign({
              fieldErrors: ({ event }) => formErrors(AddPlayerForm, event.values),
            }),
          },
        ],
        'player.remove': {
          guard: { type: 'captainRemovingPlayer', params: ({ event }) => ({ playerId: event.playerId }) },
          target: 'confirmingRemoval',
          actions: assign({
            removal: ({ context, event }) =>
              context.team.players.find((p) => p.id === event.playerId) as Player,
          }),
        },
        'link.copy': { guard: 'hasInviteLink', target: 'copyingLink' },
      },
    },
    uploadingLogo: {
      invoke: {
        id: 'uploadLogo',
        src: 'uploadLogo',
        input: ({ context }) => ({ teamId: context.team.id, file: context.file as UploadFile }),
        onDone: {
          target: 'idle',
          actions: [
            assign({
              team: ({ context, event }) => ({ ...context.team, logo_url: event.output.url }),
              file: null,
            }),
            notifyParams('success', 'teamLogoUpdated'),
          ],
        },
        onError: {
          target: 'idle',
          actions: [assign({ file: null }), notifyParams('error', 'teamLogoFailed')],
        },
      },
    },
    addingPlayer: {
      invoke: {
        id: 'addPlayer',
        src: 'addPlayer',
        input: ({ context }) => ({ teamId: context.team.id, nickname: context.nickname }),
        onDone: {
          target: 'idle',
          actions: [
            assign({ team: ({ event }) => event.output, nickname: '' }),
            notifyParams('success', 'playerAdded'),
          ],
        },
        onError: { target: 'idle', actions: notifyParams('error', 'addPlayerFailed') },
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
        onDone: { target: 'idle', actions: notifyParams('success', 'linkCopied') },
        onError: { target: 'idle', actions: notifyParams('error', 'copyFailed') },
      },
    },
  },
})

/** The machine wired to its ports; `origin` turns the invitation path into a link to share. */
export const provideTeamMachine = (
  ports: Pick<Ports, 'teams' | 'uploads' | 'clipboard' | 'notifier'>,
  options: { readonly origin: string },
) =>
  teamMachine.provide({
    actors: {
      uploadLogo: fromPromise(({ input }: { input: { teamId: string; file: UploadFile } }) =>
        ports.uploads.uploadTeamLogo(input.teamId, input.file),
      ),
      addPlayer: fromPromise(({ input }: { input: { teamId: string; nickname: string } }) =>
        ports.teams.addPlayer(input),
      ),
      removePlayer: fromPromise(({ input }: { input: { teamId: string; playerId: string } }) =>
        ports.teams.removePlayer(input),
      ),
      copyLink: fromPromise(({ input }: { input: { url: string } }) =>
        ports.clipboard.writeText(new URL(input.url, options.origin).href),
      ),
    },
    actions: {
      notify: (_, params) => ports.notifier.notify(params),
    },
  })
