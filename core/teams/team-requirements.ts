/**
 * What a team still needs before it counts (docs/teams.md "What is missing"), defined once: the
 * server's answer (`Team.missing`), the registration close's SQL (`server/teams/repository.ts`), who
 * may check in and the card's countdown (`team-clock.ts`) all derive from the lists and predicates
 * here. Without effect: the team's card reads it before its machines load (ADR 0027).
 */
import type { TeamState } from '#core/tournaments/results.schema.ts'

/** Every requirement, in the order the API lists them: spec §5 logo, the format's players, §4 confirmation, check-in. */
export const TEAM_REQUIREMENTS = ['logo', 'players', 'confirmation', 'check_in'] as const
export type TeamRequirement = (typeof TEAM_REQUIREMENTS)[number]

/**
 * Completeness: what a team needs by the registration close, or it is dropped (`incomplete`); a
 * waiting team needs it to move up or to check in.
 */
export const COMPLETENESS = ['logo', 'players'] as const satisfies ReadonlyArray<TeamRequirement>
export type CompletenessRequirement = (typeof COMPLETENESS)[number]

/** What completeness is judged on. */
export interface TeamMakeup {
  readonly hasLogo: boolean
  /** Members now, the captain included. */
  readonly size: number
  /** The format's players (the tournament's `team_players`): the fewest a team may have. */
  readonly minSize: number
}

/** What every requirement is judged on. */
export interface TeamStanding extends TeamMakeup {
  readonly state: TeamState
  readonly checkInOpen: boolean
  readonly checkedIn: boolean
}

const LACKS: { readonly [R in CompletenessRequirement]: (team: TeamMakeup) => boolean } = {
  logo: (team) => !team.hasLogo,
  players: (team) => team.size < team.minSize,
}

const UNMET: { readonly [R in TeamRequirement]: (team: TeamStanding) => boolean } = {
  ...LACKS,
  confirmation: (team) => team.state === 'registered',
  check_in: (team) => team.checkInOpen && !team.checkedIn,
}

/** What the team still needs, in the order of `TEAM_REQUIREMENTS`; nothing once it is dropped. */
export const missingRequirements = (team: TeamStanding): TeamRequirement[] =>
  team.state === 'dropped' ? [] : TEAM_REQUIREMENTS.filter((requirement) => UNMET[requirement](team))

/** Whether the team has everything completeness asks for. */
export const isComplete = (team: TeamMakeup): boolean =>
  COMPLETENESS.every((requirement) => !LACKS[requirement](team))

/** Whether a list of missing requirements (a `Team.missing` the server sent) lacks part of completeness. */
export const lacksCompleteness = (missing: ReadonlyArray<TeamRequirement>): boolean =>
  missing.some((requirement) => (COMPLETENESS as ReadonlyArray<TeamRequirement>).includes(requirement))
