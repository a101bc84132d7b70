/**
 * The rules every way into a team meets (the join password, the invitation link, an invitation
 * accepted), in core's one order (`joinRefusal`), read for a user and a team.
 */
import type { JoinBlock } from '#core/teams/team.schema.ts'
import { type JoinFacts, type JoinRefusal, joinRefusal } from '#core/teams/team-rules.ts'
import type { TeamHead, TeamRepository } from '../repository.ts'
import { maxSizeOf } from '../team.mapper.ts'
import { type Actor, missingProfileFields, refuse, rulesTournament, type TeamRefusal } from './refusals.ts'

/** What core's `joinRefusal` decides on, read for `userId` and the team at `at`. */
const joinFactsOf = async (
  repository: TeamRepository,
  userId: string | null,
  head: TeamHead,
  missingProfile: ReadonlyArray<string>,
  at: Date,
): Promise<JoinFacts> => ({
  tournament: rulesTournament(head.tournament),
  now: at,
  team: { id: head.team.id, state: head.team.state, size: head.size, maxSize: maxSizeOf(head.tournament) },
  // A guest plays in no team yet.
  ownTeamId: userId === null ? undefined : await repository.teamOf(head.team.tournamentId, userId),
  missingProfile,
})

/** Why the user may not join the team now, before the team is even locked; undefined when they may. */
export const mayJoin = async (
  repository: TeamRepository,
  user: Actor,
  head: TeamHead,
  at: Date,
): Promise<TeamRefusal | undefined> => {
  const fields = missingProfileFields(user)
  const refusal = joinRefusal(await joinFactsOf(repository, user.id, head, fields, at))
  switch (refusal) {
    case null:
      return undefined
    case 'profile_incomplete':
      return { ok: false, reason: 'profile_incomplete', fields }
    // The API has one code for both: the user plays in a team of this tournament.
    case 'already_member':
      return refuse('already_in_team')
    default:
      return refuse(refusal)
  }
}

/** What a page shows of a join refusal: the profile is asked for by the join flow itself. */
const JOIN_BLOCKS: Readonly<Record<Exclude<JoinRefusal, 'profile_incomplete'>, JoinBlock>> = {
  registration_closed: 'registration_closed',
  wrong_state: 'dropped',
  already_member: 'already_member',
  already_in_team: 'already_in_team',
  team_full: 'team_full',
}

/**
 * Why joining would not work now, as an invitation card shows it before the click (for a guest, what
 * the team and tournament allow); the profile is asked for by the join itself, with its fields.
 */
export const joinBlockFor = async (
  repository: TeamRepository,
  userId: string | null,
  head: TeamHead,
  at: Date,
): Promise<JoinBlock | null> => {
  const refusal = joinRefusal(await joinFactsOf(repository, userId, head, [], at))
  return refusal === null || refusal === 'profile_incomplete' ? null : JOIN_BLOCKS[refusal]
}
