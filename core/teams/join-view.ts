/**
 * What the join flow's pages show before the join machine runs (ADR 0027): the machine's context and
 * state at start, for what the server read (`Eligibility`, decided by `joinStart`) or an invitation.
 * Without effect, XState or the date rules: a page renders from these and loads the machine on first
 * use. `tests/model/join.model.test.ts` checks them against the machine's own start.
 */
import type { ProfileCompletion } from '#core/profile/completion.schema.ts'
import { type CompletableField, isCompletable, type TournamentField } from '#core/profile/index.ts'
import type { ServerFieldErrors } from '#core/shared/forms/form-context.ts'
import type { FlowMessage } from '#core/shared/messages.ts'
import type { MachineView } from '#core/shared/state-value.ts'
import type { FieldErrors } from '#core/shared/validation/decode-form.ts'
import type { Eligibility, JoinStart } from './join-start.ts'
import type { Team, TeamCreateForm, TeamSummary } from './team.schema.ts'

export interface Invitation {
  readonly teamId: string
  readonly inviteId: string
}

export interface JoinInput {
  readonly tournamentId: string
  readonly invitation?: Invitation
  /** What the server read for the page; without it the machine reads it first (`checking`). */
  readonly eligibility?: Eligibility
  /**
   * With an invitation: the profile fields a tournament needs that the user left empty, which the
   * flow asks for (those it can: not the phone) before it joins.
   */
  readonly missingFields?: ReadonlyArray<TournamentField>
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

/** Why the flow stops before Find a Team or Create a Team. */
export type BlockReason = 'registrationClosed' | 'profileIncomplete' | 'inTeam'

export interface JoinContext {
  readonly tournamentId: string
  readonly invitation: Invitation | null
  /** What the guard decides on: given by the page, or read by `checking`. */
  readonly eligibility: Eligibility | null
  readonly blocked: BlockReason | null
  /** With `profileIncomplete`, or before an invitation is accepted: what to fill in the profile. */
  readonly missingFields: ReadonlyArray<TournamentField>
  /** The fields filled in on the spot, saved before the invitation is accepted. */
  readonly completion: ProfileCompletion
  /** With `inTeam`: the user's team in the tournament. */
  readonly teamName: string
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

/** The machine's context when it starts. */
export const joinStartContext = (input: JoinInput): JoinContext => ({
  tournamentId: input.tournamentId,
  invitation: input.invitation ?? null,
  eligibility: input.eligibility ?? null,
  blocked: null,
  missingFields: input.missingFields ?? [],
  completion: {},
  teamName: '',
  captainDiscord: '',
  picked: null,
  request: input.invitation ? { kind: 'invitation', ...input.invitation } : null,
  team: null,
  fieldErrors: {},
  serverErrors: {},
  error: null,
})

/** The fields the flow asks for before an invitation is accepted: those it can (not the phone). */
export const fieldsToComplete = (
  context: Pick<JoinContext, 'missingFields'>,
): ReadonlyArray<CompletableField> => context.missingFields.filter(isCompletable)

/** An invitation whose user must first fill in fields the flow can ask for. */
export const completesProfile = (context: Pick<JoinContext, 'invitation' | 'missingFields'>): boolean =>
  context.invitation !== null && fieldsToComplete(context).length > 0

/** What the context holds once the guard has decided `start`. */
export const decidedContext = (
  start: JoinStart,
): Pick<JoinContext, 'blocked' | 'missingFields' | 'teamName' | 'captainDiscord'> => {
  switch (start.screen) {
    case 'choosing':
      return { blocked: null, missingFields: [], teamName: '', captainDiscord: start.captainDiscord }
    case 'profileIncomplete':
      return {
        blocked: 'profileIncomplete',
        missingFields: start.missingFields,
        teamName: '',
        captainDiscord: '',
      }
    case 'inTeam':
      return { blocked: 'inTeam', missingFields: [], teamName: start.teamName, captainDiscord: '' }
    default:
      return { blocked: 'registrationClosed', missingFields: [], teamName: '', captainDiscord: '' }
  }
}

/** What a page reads of the machine (its snapshot, or the start view before it loads). */
export type JoinView = MachineView<JoinContext> & {
  /** The machine's children (Find a Team's list); none before it runs. */
  readonly children?: Readonly<Record<string, unknown>>
}

/**
 * A view in a state without children, which is all the flow starts in. Not `startView` of
 * `state-value.ts`: its chunk is the profile page's, which would bring effect and React Aria to the
 * join pages (vite.config.ts's `accounts` group); for a state without children `matchesState` is this.
 */
const atomicView = (
  context: JoinContext,
  value: 'checking' | 'blocked' | 'choosing' | 'completing' | 'submitting',
): JoinView => ({
  context,
  matches: (state) => state === value,
})

/**
 * The flow before its machine runs: an invitation starts at submitting (the page starts the machine
 * with the click that accepts); otherwise the screen `start` the server decided with `joinStart` for
 * `input.eligibility`.
 */
export const joinStartView = (input: JoinInput, start?: JoinStart): JoinView => {
  const context = joinStartContext(input)
  if (input.invitation) return atomicView(context, completesProfile(context) ? 'completing' : 'submitting')
  if (!start) return atomicView(context, 'checking')
  return atomicView(
    { ...context, ...decidedContext(start) },
    start.screen === 'choosing' ? 'choosing' : 'blocked',
  )
}
