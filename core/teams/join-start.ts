/**
 * The join flow's first screen (spec §2, §5): one rule, used by the join machine's guards when its
 * own check answers, and by the join page's data hook on the server, which renders that screen before
 * the machine's code loads (ADR 0027). Pure, without effect or XState.
 */
import { missingForTournaments, type Profile, type TournamentField } from '#core/profile/profile.schema.ts'
import { isRegistrationOpen, type ScheduleDto, scheduleFromDto } from '#core/tournaments/index.ts'

/** What the rule needs: the tournament's window, the clock, the user's profile and team. */
export interface Eligibility {
  readonly schedule: ScheduleDto
  /** Milliseconds since the epoch, read from the clock. */
  readonly now: number
  readonly profileComplete: boolean
  /** The profile fields a tournament needs that are empty (spec §5), in the profile form's order. */
  readonly missingFields?: ReadonlyArray<TournamentField>
  /** The profile's Discord, which Create a Team offers as the captain's. */
  readonly discord?: string
  /** The name of the user's team in this tournament, when they already play in one. */
  readonly teamName?: string | null
}

/** Where the flow starts for a user, in the order the rule decides it. */
export type JoinStart =
  | { readonly screen: 'registrationClosed' }
  | { readonly screen: 'inTeam'; readonly teamName: string }
  | { readonly screen: 'profileIncomplete'; readonly missingFields: ReadonlyArray<TournamentField> }
  | { readonly screen: 'choosing'; readonly captainDiscord: string }

/**
 * Outside the registration window nothing else matters (the user goes back to the tournament); a user
 * in a team of the tournament is shown it (one team per user per tournament); then the profile must
 * be filled; then Find a Team or Create a Team.
 */
export const joinStart = (eligibility: Eligibility): JoinStart => {
  if (!isRegistrationOpen(scheduleFromDto(eligibility.schedule), new Date(eligibility.now)))
    return { screen: 'registrationClosed' }
  if (eligibility.teamName) return { screen: 'inTeam', teamName: eligibility.teamName }
  if (!eligibility.profileComplete)
    return { screen: 'profileIncomplete', missingFields: eligibility.missingFields ?? [] }
  return { screen: 'choosing', captainDiscord: eligibility.discord ?? '' }
}

/** What the rule is given, read from the tournament, the clock and the user's profile and team. */
export const eligibilityOf = (read: {
  readonly schedule: ScheduleDto
  readonly now: Date
  readonly profile: Pick<Profile, TournamentField | 'discord'>
  readonly teamName?: string | null
}): Eligibility => {
  const { registration_start, registration_end, games_start, games_end } = read.schedule
  const missingFields = missingForTournaments(read.profile)
  return {
    schedule: { registration_start, registration_end, games_start, games_end },
    now: read.now.getTime(),
    profileComplete: missingFields.length === 0,
    missingFields,
    discord: read.profile.discord,
    teamName: read.teamName ?? null,
  }
}
