/**
 * Joining a tournament (spec §2, §5): a guard (registration window open, profile filled), then
 * Find a Team (list, pick a team, join password) or Create a Team (name, captain's Discord,
 * description, join password), submitting, and success; a refusal goes back to the form it came
 * from with the server's reason ('Failed to join the team', a wrong join password under its field), or,
 * for an invitation, to a screen that says why. The invitation link `/join/{teamId}/{id}` enters at submitting. A team may take players before its
 * logo is uploaded: the logo is needed by the registration close (the server drops a team without).
 */
import { Schema } from 'effect'
import { assign, fromPromise, setup } from 'xstate'
import { completionErrors, completionOf, type ProfileCompletion } from '#core/profile/completion.schema.ts'
import type { Profile } from '#core/profile/profile.schema.ts'
import { NotProvided } from '#core/shared/errors.ts'
import { createFetchMachine, fetchMachine } from '#core/shared/fetch/fetch.machine.ts'
import { isFieldsRefused } from '#core/shared/forms/form.machine.ts'
import type { FlowMessage, FlowMessageKey } from '#core/shared/messages.ts'
import type { Ports } from '#core/shared/ports/index.ts'
import type { ToastKind } from '#core/shared/ports/notifier.ts'
import { decodeForm, formErrors } from '#core/shared/validation/decode-form.ts'
import { message } from '#core/shared/validation/message.ts'
import { JoinPasswordForm, type Team, TeamCreateForm, type TeamSummary } from '#core/teams/team.schema.ts'
import { joinFailure } from './join-failure.ts'
import { type Eligibility, eligibilityOf, type JoinStart, joinStart } from './join-start.ts'
import {
  completesProfile,
  decidedContext,
  fieldsToComplete,
  type JoinContext,
  type JoinInput,
  type JoinRequest,
  joinStartContext,
} from './join-view.ts'

export type { Eligibility } from './join-start.ts'
export type { BlockReason, Invitation, JoinContext, JoinInput, JoinRequest } from './join-view.ts'

/** Find a Team's search: what the team list's load is given for a search. */
export interface TeamSearch {
  readonly tournamentId: string
  readonly search: string
}

export type JoinEvent =
  | { readonly type: 'join.find' }
  | { readonly type: 'join.create' }
  | { readonly type: 'join.back' }
  /** The browser's Forward from the team list: to the join password of the team picked before. */
  | { readonly type: 'join.forward' }
  | { readonly type: 'join.retry' }
  | { readonly type: 'team.pick'; readonly team: TeamSummary }
  /** Find a Team's search: the list shown is always the one for the latest search. */
  | { readonly type: 'team.search'; readonly search: string }
  | { readonly type: 'joinPassword.submit'; readonly values: unknown }
  | { readonly type: 'create.submit'; readonly values: unknown }
  /** Before an invitation is accepted: the profile fields a tournament still needs, filled in. */
  | { readonly type: 'profile.submit'; readonly values: unknown }

const failureKey = (request: JoinRequest | null): FlowMessageKey =>
  request?.kind === 'create' ? 'createTeamFailed' : 'joinTeamFailed'

const successKey = (request: JoinRequest | null): FlowMessageKey =>
  request?.kind === 'create' ? 'createdTeam' : 'joinedTeam'

const startsAt = (context: JoinContext, screen: JoinStart['screen']): boolean =>
  context.eligibility !== null && joinStart(context.eligibility).screen === screen

export const joinMachine = setup({
  types: {
    context: {} as JoinContext,
    events: {} as JoinEvent,
    input: {} as JoinInput,
    output: {} as { team: Team | null },
  },
  actors: {
    checkEligibility: fromPromise<Eligibility, { tournamentId: string }>(async () => {
      throw new NotProvided('checkEligibility')
    }),
    /** The team list: a fetch machine whose `load` lists the tournament's teams. */
    teamList: fetchMachine,
    submit: fromPromise<Team, JoinRequest>(async () => {
      throw new NotProvided('submit')
    }),
    completeProfile: fromPromise<Profile, ProfileCompletion>(async () => {
      throw new NotProvided('completeProfile')
    }),
  },
  actions: {
    notify: (_, _params: { kind: ToastKind; message: FlowMessage }) => {},
    /** Spec §2: outside the registration window the user is sent back to the tournament page. */
    backToTournament: (_, _params: { tournamentId: string }) => {},
    clearErrors: assign({ fieldErrors: {}, serverErrors: {}, error: null }),
    decide: assign(({ context }) =>
      context.eligibility === null ? {} : decidedContext(joinStart(context.eligibility)),
    ),
  },
  guards: {
    hasInvitation: ({ context }) => context.invitation !== null,
    hasPicked: ({ context }) => context.picked !== null,
    completesProfile: ({ context }) => completesProfile(context),
    completionValid: ({ context }, params: { values: unknown }) =>
      Object.keys(completionErrors(fieldsToComplete(context), params.values)).length === 0,
    submittedJoin: ({ context }) => context.request?.kind === 'join',
    submittedCreate: ({ context }) => context.request?.kind === 'create',
    hasEligibility: ({ context }) => context.eligibility !== null,
    // The first screen `joinStart` decides for what the guard read.
    registrationClosed: ({ context }) => startsAt(context, 'registrationClosed'),
    inTeam: ({ context }) => startsAt(context, 'inTeam'),
    profileIncomplete: ({ context }) => startsAt(context, 'profileIncomplete'),
    joinPasswordValid: (_, params: { values: unknown }) => decodeForm(JoinPasswordForm, params.values).ok,
    createValid: (_, params: { values: unknown }) => decodeForm(TeamCreateForm, params.values).ok,
  },
}).createMachine({
  id: 'join',
  context: ({ input }) => joinStartContext(input),
  initial: 'start',
  states: {
    start: {
      always: [
        { guard: 'completesProfile', target: 'completing' },
        { guard: 'hasInvitation', target: 'submitting' },
        { guard: 'hasEligibility', target: 'deciding' },
        { target: 'checking' },
      ],
    },
    checking: {
      description: 'The join guard reads the registration window, the profile and the team.',
      invoke: {
        id: 'checkEligibility',
        src: 'checkEligibility',
        input: ({ context }) => ({ tournamentId: context.tournamentId }),
        onDone: { target: 'deciding', actions: assign({ eligibility: ({ event }) => event.output }) },
        onError: { target: 'unavailable', actions: assign({ error: message('somethingWentWrong') }) },
      },
    },
    deciding: {
      description: 'The first screen, by the rule the page renders it with (join-start.ts).',
      always: [
        {
          guard: 'registrationClosed',
          target: 'blocked',
          actions: [
            'decide',
            { type: 'backToTournament', params: ({ context }) => ({ tournamentId: context.tournamentId }) },
          ],
        },
        { guard: 'inTeam', target: 'blocked', actions: 'decide' },
        { guard: 'profileIncomplete', target: 'blocked', actions: 'decide' },
        { target: 'choosing', actions: 'decide' },
      ],
    },
    completing: {
      description: 'An invitation asks first for the profile fields a tournament needs that are empty.',
      on: {
        'profile.submit': [
          {
            guard: { type: 'completionValid', params: ({ event }) => ({ values: event.values }) },
            target: 'savingProfile',
            actions: [
              'clearErrors',
              assign({
                completion: ({ context, event }) => completionOf(fieldsToComplete(context), event.values),
              }),
            ],
          },
          {
            actions: [
              'clearErrors',
              assign({
                fieldErrors: ({ context, event }) =>
                  completionErrors(fieldsToComplete(context), event.values),
              }),
            ],
          },
        ],
      },
    },
    savingProfile: {
      invoke: {
        id: 'completeProfile',
        src: 'completeProfile',
        input: ({ context }) => context.completion,
        onDone: 'submitting',
        onError: {
          target: 'completing',
          actions: assign({
            error: message('somethingWentWrong'),
            serverErrors: ({ event }) => (isFieldsRefused(event.error) ? event.error.fields : {}),
          }),
        },
      },
    },
    unavailable: {
      on: { 'join.retry': { target: 'checking', actions: 'clearErrors' } },
    },
    blocked: { type: 'final' },
    choosing: {
      on: {
        // A new way into the list: no team picked before it, so no Forward to its password.
        'join.find': { target: 'find', actions: assign({ picked: null }) },
        'join.create': 'create',
      },
    },
    find: {
      // Entered again for each search: the list of an earlier search, even one still loading, is
      // stopped with its child, so the list shown is always the latest search's.
      invoke: {
        id: 'teamList',
        src: 'teamList',
        input: ({ context, event }) => ({
          params:
            event.type === 'team.search'
              ? { tournamentId: context.tournamentId, search: event.search }
              : context.tournamentId,
          autoStart: true,
        }),
      },
      initial: 'list',
      states: {
        list: {
          on: {
            'team.search': { target: '#join.find', reenter: true },
            'team.pick': {
              target: 'password',
              actions: [assign({ picked: ({ event }) => event.team }), 'clearErrors'],
            },
            'join.back': { target: '#join.choosing', actions: 'clearErrors' },
            'join.forward': { guard: 'hasPicked', target: 'password', actions: 'clearErrors' },
          },
        },
        password: {
          on: {
            'joinPassword.submit': [
              {
                guard: { type: 'joinPasswordValid', params: ({ event }) => ({ values: event.values }) },
                target: '#join.submitting',
                actions: [
                  'clearErrors',
                  assign({
                    request: ({ context, event }) => ({
                      kind: 'join',
                      tournamentId: context.tournamentId,
                      teamId: (context.picked as TeamSummary).id,
                      password: Schema.decodeUnknownSync(JoinPasswordForm)(event.values).password,
                    }),
                  }),
                ],
              },
              // A new try answers for itself: the server's word on the last one goes.
              {
                actions: [
                  'clearErrors',
                  assign({ fieldErrors: ({ event }) => formErrors(JoinPasswordForm, event.values) }),
                ],
              },
            ],
            // The team stays picked: Forward returns to its password.
            'join.back': { target: 'list', actions: 'clearErrors' },
          },
        },
      },
    },
    create: {
      on: {
        'create.submit': [
          {
            guard: { type: 'createValid', params: ({ event }) => ({ values: event.values }) },
            target: 'submitting',
            actions: [
              'clearErrors',
              assign({
                request: ({ context, event }) => ({
                  kind: 'create',
                  tournamentId: context.tournamentId,
                  form: Schema.decodeUnknownSync(TeamCreateForm)(event.values),
                }),
              }),
            ],
          },
          {
            actions: [
              'clearErrors',
              assign({ fieldErrors: ({ event }) => formErrors(TeamCreateForm, event.values) }),
            ],
          },
        ],
        'join.back': { target: 'choosing', actions: 'clearErrors' },
      },
    },
    submitting: {
      invoke: {
        id: 'submit',
        src: 'submit',
        input: ({ context }) => context.request as JoinRequest,
        onDone: {
          target: 'success',
          actions: [
            assign({ team: ({ event }) => event.output }),
            {
              type: 'notify',
              params: ({ context }) => ({ kind: 'success', message: message(successKey(context.request)) }),
            },
          ],
        },
        onError: {
          target: 'refused',
          actions: [
            assign({
              error: ({ context, event }) => joinFailure(event.error, failureKey(context.request)),
              serverErrors: ({ event }) => (isFieldsRefused(event.error) ? event.error.fields : {}),
            }),
            {
              type: 'notify',
              params: ({ context }) => ({ kind: 'error', message: context.error as FlowMessage }),
            },
          ],
        },
      },
    },
    refused: {
      description:
        'A refused join or new team goes back to its form, with the typed values and the reason beside its field; an invitation has no form.',
      always: [
        { guard: 'submittedJoin', target: '#join.find.password' },
        { guard: 'submittedCreate', target: 'create' },
        { target: 'error' },
      ],
    },
    error: {
      on: { 'join.retry': { target: 'submitting', actions: 'clearErrors' } },
    },
    success: { type: 'final' },
  },
  output: ({ context }) => ({ team: context.team }),
})

/** The machine wired to its ports; `tournamentUrl` builds the localized tournament page path. */
export const provideJoinMachine = (
  ports: Pick<Ports, 'tournaments' | 'teams' | 'profile' | 'clock' | 'notifier' | 'navigation'>,
  options: { readonly tournamentUrl: (tournamentId: string) => string },
) =>
  joinMachine.provide({
    actors: {
      checkEligibility: fromPromise(
        // The team is left to the server here (it refuses a second one with `already_in_team`): the
        // pages give the machine what their data hook read, team included.
        async ({ input }: { input: { tournamentId: string } }): Promise<Eligibility> => {
          const [tournament, profile] = await Promise.all([
            ports.tournaments.get(input.tournamentId),
            ports.profile.get(),
          ])
          return eligibilityOf({ schedule: tournament, now: ports.clock.now(), profile })
        },
      ),
      // Started with the tournament's id, or with a `TeamSearch` for each search.
      teamList: createFetchMachine((params: string | TeamSearch) =>
        typeof params === 'string'
          ? ports.teams.list(params)
          : ports.teams.list(params.tournamentId, { search: params.search }),
      ),
      completeProfile: fromPromise(({ input }: { input: ProfileCompletion }) =>
        ports.profile.complete(input),
      ),
      submit: fromPromise(({ input }: { input: JoinRequest }) => {
        switch (input.kind) {
          case 'join':
            return ports.teams.join(input)
          case 'create':
            return ports.teams.create(input)
          default:
            return ports.teams.acceptInvitation(input)
        }
      }),
    },
    actions: {
      notify: (_, params) => ports.notifier.notify(params),
      backToTournament: (_, params) =>
        ports.navigation.navigate(options.tournamentUrl(params.tournamentId), { replace: true }),
    },
  })
