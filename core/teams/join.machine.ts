/**
 * Joining a tournament (spec §2, §5): a guard (registration window open, profile filled), then
 * Find a Team (list, pick a team, join password) or Create a Team (name, captain's Discord,
 * description, join password), submitting, and success or an error ('Failed to join the team'). The
 * invitation link `/join/{teamId}/{id}` enters at submitting. A team may take players before its
 * logo is uploaded: the logo is needed by the registration close (the server drops a team without).
 */
import { Schema } from 'effect'
import { assign, fromPromise, not, setup } from 'xstate'
import { missingForTournaments, type TournamentField } from '#core/profile/profile.schema.ts'
import { NotProvided } from '#core/shared/errors.ts'
import { createFetchMachine, fetchMachine } from '#core/shared/fetch/fetch.machine.ts'
import { isFieldsRefused } from '#core/shared/forms/form.machine.ts'
import type { ServerFieldErrors } from '#core/shared/forms/form-context.ts'
import type { FlowMessage, FlowMessageKey } from '#core/shared/messages.ts'
import type { Ports } from '#core/shared/ports/index.ts'
import type { ToastKind } from '#core/shared/ports/notifier.ts'
import { decodeForm, type FieldErrors, formErrors } from '#core/shared/validation/decode-form.ts'
import { message } from '#core/shared/validation/message.ts'
import { JoinPasswordForm, type Team, TeamCreateForm, type TeamSummary } from '#core/teams/team.schema.ts'
import { isRegistrationOpen, type ScheduleDto, scheduleFromDto } from '#core/tournaments/index.ts'

export interface Invitation {
  readonly teamId: string
  readonly inviteId: string
}

export interface JoinInput {
  readonly tournamentId: string
  readonly invitation?: Invitation
}

export type JoinRequest =
  | {
      readonly kind: 'join'
      readonly tournamentId: string
      readonly teamId: string
      readonly password: string
    }
  | { readonly kind: 'create'; readonly tournamentId: string; readonly form: TeamCreateForm }
  | ({ readonly kind: 'invitation' } & Invitation)

/** Find a Team's search: what the team list's `fetch.start` carries. */
export interface TeamSearch {
  readonly tournamentId: string
  readonly search: string
}

export interface Eligibility {
  readonly schedule: ScheduleDto
  /** Milliseconds since the epoch, read from the clock port. */
  readonly now: number
  readonly profileComplete: boolean
  /** The profile fields a tournament needs that are empty (spec §5), in the profile form's order. */
  readonly missingFields?: ReadonlyArray<TournamentField>
  /** The profile's Discord, which Create a Team offers as the captain's. */
  readonly discord?: string
}

export type BlockReason = 'registrationClosed' | 'profileIncomplete'

export interface JoinContext {
  readonly tournamentId: string
  readonly invitation: Invitation | null
  readonly blocked: BlockReason | null
  /** With `profileIncomplete`: what to fill in the profile. */
  readonly missingFields: ReadonlyArray<TournamentField>
  /** Create a Team's captain's Discord before the user types: the profile's. */
  readonly captainDiscord: string
  readonly picked: TeamSummary | null
  readonly request: JoinRequest | null
  readonly team: Team | null
  readonly fieldErrors: FieldErrors
  /** What only the server could tell of one field (a taken name, a wrong join password). */
  readonly serverErrors: ServerFieldErrors
  readonly error: FlowMessage | null
}

export type JoinEvent =
  | { readonly type: 'join.find' }
  | { readonly type: 'join.create' }
  | { readonly type: 'join.back' }
  | { readonly type: 'join.retry' }
  | { readonly type: 'team.pick'; readonly team: TeamSummary }
  | { readonly type: 'joinPassword.submit'; readonly values: unknown }
  | { readonly type: 'create.submit'; readonly values: unknown }

const failureKey = (request: JoinRequest | null): FlowMessageKey =>
  request?.kind === 'create' ? 'createTeamFailed' : 'joinTeamFailed'

const successKey = (request: JoinRequest | null): FlowMessageKey =>
  request?.kind === 'create' ? 'createdTeam' : 'joinedTeam'

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
  },
  actions: {
    notify: (_, _params: { kind: ToastKind; message: FlowMessage }) => {},
    /** Spec §2: outside the registration window the user is sent back to the tournament page. */
    backToTournament: (_, _params: { tournamentId: string }) => {},
    clearErrors: assign({ fieldErrors: {}, serverErrors: {}, error: null }),
  },
  guards: {
    hasInvitation: ({ context }) => context.invitation !== null,
    registrationClosed: (_, params: Eligibility) =>
      !isRegistrationOpen(scheduleFromDto(params.schedule), new Date(params.now)),
    profileIncomplete: (_, params: Eligibility) => !params.profileComplete,
    joinPasswordValid: (_, params: { values: unknown }) => decodeForm(JoinPasswordForm, params.values).ok,
    createValid: (_, params: { values: unknown }) => decodeForm(TeamCreateForm, params.values).ok,
  },
}).createMachine({
  id: 'join',
  context: ({ input }) => ({
    tournamentId: input.tournamentId,
    invitation: input.invitation ?? null,
    blocked: null,
    missingFields: [],
    captainDiscord: '',
    picked: null,
    request: input.invitation ? { kind: 'invitation', ...input.invitation } : null,
    team: null,
    fieldErrors: {},
    serverErrors: {},
    error: null,
  }),
  initial: 'start',
  states: {
    start: {
      always: [{ guard: 'hasInvitation', target: 'submitting' }, { target: 'checking' }],
    },
    checking: {
      description: 'The join guard: registration window, filled profile.',
      invoke: {
        id: 'checkEligibility',
        src: 'checkEligibility',
        input: ({ context }) => ({ tournamentId: context.tournamentId }),
        onDone: [
          {
            guard: { type: 'registrationClosed', params: ({ event }) => event.output },
            target: 'blocked',
            actions: [
              assign({ blocked: 'registrationClosed' }),
              { type: 'backToTournament', params: ({ context }) => ({ tournamentId: context.tournamentId }) },
            ],
          },
          {
            guard: { type: 'profileIncomplete', params: ({ event }) => event.output },
            target: 'blocked',
            actions: assign({
              blocked: 'profileIncomplete',
              missingFields: ({ event }) => event.output.missingFields ?? [],
            }),
          },
          {
            target: 'choosing',
            actions: assign({ captainDiscord: ({ event }) => event.output.discord ?? '' }),
          },
        ],
        onError: { target: 'unavailable', actions: assign({ error: message('somethingWentWrong') }) },
      },
    },
    unavailable: {
      on: { 'join.retry': { target: 'checking', actions: 'clearErrors' } },
    },
    blocked: { type: 'final' },
    choosing: {
      on: {
        'join.find': 'find',
        'join.create': 'create',
      },
    },
    find: {
      invoke: {
        id: 'teamList',
        src: 'teamList',
        input: ({ context }) => ({ params: context.tournamentId, autoStart: true }),
      },
      initial: 'list',
      states: {
        list: {
          on: {
            'team.pick': {
              target: 'password',
              actions: [assign({ picked: ({ event }) => event.team }), 'clearErrors'],
            },
            'join.back': { target: '#join.choosing', actions: 'clearErrors' },
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
              { actions: assign({ fieldErrors: ({ event }) => formErrors(JoinPasswordForm, event.values) }) },
            ],
            'join.back': { target: 'list', actions: ['clearErrors', assign({ picked: null })] },
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
          { actions: assign({ fieldErrors: ({ event }) => formErrors(TeamCreateForm, event.values) }) },
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
          target: 'error',
          actions: [
            assign({
              error: ({ context }) => message(failureKey(context.request)),
              serverErrors: ({ event }) => (isFieldsRefused(event.error) ? event.error.fields : {}),
            }),
            {
              type: 'notify',
              params: ({ context }) => ({ kind: 'error', message: message(failureKey(context.request)) }),
            },
          ],
        },
      },
    },
    error: {
      on: {
        'join.retry': { target: 'submitting', actions: 'clearErrors' },
        'join.back': { guard: not('hasInvitation'), target: 'choosing', actions: 'clearErrors' },
      },
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
        async ({ input }: { input: { tournamentId: string } }): Promise<Eligibility> => {
          const [tournament, profile] = await Promise.all([
            ports.tournaments.get(input.tournamentId),
            ports.profile.get(),
          ])
          const { registration_start, registration_end, games_start, games_end } = tournament
          const missingFields = missingForTournaments(profile)
          return {
            schedule: { registration_start, registration_end, games_start, games_end },
            now: ports.clock.now().getTime(),
            profileComplete: missingFields.length === 0,
            missingFields,
            discord: profile.discord,
          }
        },
      ),
      // Started with the tournament's id; Find a Team's search sends `fetch.start` with a `TeamSearch`.
      teamList: createFetchMachine((params: string | TeamSearch) =>
        typeof params === 'string'
          ? ports.teams.list(params)
          : ports.teams.list(params.tournamentId, { search: params.search }),
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

/** For guards that only need the rule: whether the join page may be shown at `now`. */
export const canJoin = (schedule: ScheduleDto, now: Date): boolean =>
  isRegistrationOpen(scheduleFromDto(schedule), now)
