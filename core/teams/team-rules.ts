/**
 * What a tournament lets its teams do (docs/teams.md "Rules"), as pure functions of the tournament, the
 * team and an instant. The server's use cases ask `teamActionRefusal` before any team changes, and
 * every way into a team (the join password, the invitation link, a captain's invitation accepted)
 * goes through `joinRefusal`, so each refusal has one cause and one order wherever it is met.
 */
import type { TeamState } from '#core/tournaments/results.schema.ts'
import type {
  CheckInWindow,
  TournamentStatus,
  TournamentSummary,
} from '#core/tournaments/tournament.schema.ts'

/**
 * The team actions a tournament's status and phase decide:
 * - `create`, `join`, `invite`: while registration is open (a captain's invitation too, and its
 *   acceptance is a `join`);
 * - `change`: the team's description, Discord, join password, logo and invitation link, and
 *   `leave`: a player leaving or removed, until the games start;
 * - `checkIn`: while check-in is open;
 * - `decide`: a moderator confirms or rejects, until the games end;
 * - `moderate`: a moderator drops a team or moves one up from the waiting list, until the games start
 *   (a team taken out or seated once the games run would change a bracket already played).
 */
export type TeamAction = 'create' | 'join' | 'invite' | 'change' | 'leave' | 'checkIn' | 'decide' | 'moderate'

/** What each action answers when the tournament does not allow it now. */
export type TeamActionRefusal = 'registration_closed' | 'wrong_state' | 'check_in_closed'

/** A tournament as the rules read it (a database row has these fields). */
export interface TeamRulesTournament {
  readonly status: TournamentStatus
  readonly registrationStart: Date
  readonly registrationEnd: Date
  readonly gamesStart: Date
  readonly gamesEnd: Date
  /** The check-in window (`checkInWindowOf`), or null when the tournament has none. */
  readonly checkIn: { readonly opensAt: Date; readonly closesAt: Date } | null
}

/** A tournament as the API sends it (its summary, or the whole payload with `check_in`), as the rules read it. */
export const rulesTournamentOf = (
  tournament: Pick<
    TournamentSummary,
    'status' | 'registration_start' | 'registration_end' | 'games_start' | 'games_end'
  > & { readonly check_in?: CheckInWindow | null },
): TeamRulesTournament => ({
  status: tournament.status,
  registrationStart: new Date(tournament.registration_start),
  registrationEnd: new Date(tournament.registration_end),
  gamesStart: new Date(tournament.games_start),
  gamesEnd: new Date(tournament.games_end),
  checkIn: tournament.check_in
    ? { opensAt: new Date(tournament.check_in.opens_at), closesAt: new Date(tournament.check_in.closes_at) }
    : null,
})

const REFUSAL = {
  create: 'registration_closed',
  join: 'registration_closed',
  invite: 'registration_closed',
  change: 'wrong_state',
  leave: 'wrong_state',
  checkIn: 'check_in_closed',
  decide: 'wrong_state',
  moderate: 'wrong_state',
} as const satisfies Readonly<Record<TeamAction, TeamActionRefusal>>

/** `from <= now < until`: every window of the timeline includes its opening and excludes its close. */
const within = (now: Date, from: Date, until: Date): boolean =>
  from.getTime() <= now.getTime() && now.getTime() < until.getTime()

const allowedAt = (action: TeamAction, tournament: TeamRulesTournament, now: Date): boolean => {
  switch (action) {
    case 'create':
    case 'join':
    case 'invite':
      return within(now, tournament.registrationStart, tournament.registrationEnd)
    case 'change':
    case 'leave':
    case 'moderate':
      return now.getTime() < tournament.gamesStart.getTime()
    case 'checkIn':
      return (
        tournament.checkIn !== null && within(now, tournament.checkIn.opensAt, tournament.checkIn.closesAt)
      )
    case 'decide':
      return now.getTime() < tournament.gamesEnd.getTime()
  }
}

/**
 * Null when the tournament allows `action` at `now`, else the refusal. Only a published tournament
 * has teams that act: a draft is not public yet, and a cancelled one is over whatever its dates say.
 */
export const teamActionRefusal = <A extends TeamAction>(
  action: A,
  tournament: TeamRulesTournament,
  now: Date,
): (typeof REFUSAL)[A] | null =>
  tournament.status === 'published' && allowedAt(action, tournament, now) ? null : REFUSAL[action]

/** What decides whether a user may enter a team now. */
export interface JoinFacts {
  readonly tournament: TeamRulesTournament
  readonly now: Date
  readonly team: {
    readonly id: string
    readonly state: TeamState
    readonly size: number
    /** Players plus substitutes. */
    readonly maxSize: number
  }
  /** The user's team in the tournament, if they play in one. */
  readonly ownTeamId: string | undefined
  /** The profile fields a tournament needs that the user left empty. */
  readonly missingProfile: ReadonlyArray<string>
}

export type JoinRefusal =
  | (typeof REFUSAL)['join']
  | 'wrong_state'
  | 'already_member'
  | 'already_in_team'
  | 'team_full'
  | 'profile_incomplete'

/**
 * The one order of the refusals of entering a team, whichever way: the tournament (status and
 * registration window), the team (a dropped team takes nobody), the user's place (in this team
 * already, or in another of the tournament), the team's size, and last the user's profile, the only
 * one the user can mend on the spot (so they are not sent to fill it in for a team they could not
 * enter anyway).
 */
export const joinRefusal = (facts: JoinFacts): JoinRefusal | null => {
  const { team } = facts
  const tournament = teamActionRefusal('join', facts.tournament, facts.now)
  if (tournament) return tournament
  if (team.state === 'dropped') return 'wrong_state'
  if (facts.ownTeamId === team.id) return 'already_member'
  if (facts.ownTeamId !== undefined) return 'already_in_team'
  if (team.size >= team.maxSize) return 'team_full'
  if (facts.missingProfile.length > 0) return 'profile_incomplete'
  return null
}
