/** A member checks the team in while check-in is open (core's `mayCheckIn` says which teams may). */
import type { Team } from '#core/teams/team.schema.ts'
import { mayCheckIn } from '#core/teams/team-clock.ts'
import { missingRequirements } from '#core/teams/team-requirements.ts'
import { standingOf } from '../team.mapper.ts'
import type { TeamContext } from './context.ts'
import { type Actor, refuse, type TeamOutcome, tournamentRefusal } from './refusals.ts'
import { headById, viewAfter } from './views.ts'

export const createTeamCheckIn = ({ repository, now }: TeamContext) => ({
  /** The captain or a player checks the team in while check-in is open. */
  checkIn: async (request: { readonly user: Actor; readonly teamId: string }): Promise<TeamOutcome<Team>> => {
    const { user } = request
    const head = await headById(repository, request.teamId)
    if (!head) return refuse('not_found')
    if ((await repository.teamOf(head.team.tournamentId, user.id)) !== head.team.id)
      return refuse('not_captain')
    const at = now()
    const closed = tournamentRefusal('checkIn', head.tournament, at)
    if (closed) return closed
    if (head.team.checkedInAt !== null) return viewAfter(repository, head.team.id, user.id, at)
    const { state } = head.team
    if (!mayCheckIn({ state, missing: missingRequirements(standingOf(head, at)) }))
      return refuse('check_in_closed')
    return repository.transaction(async (tx) => {
      // Only from the state read: a decision made meanwhile wins.
      await tx.updateTeam(
        head.team.id,
        { checkedInAt: at, ...(state === 'confirmed' ? { state: 'checked_in' as const } : {}) },
        at,
        { whenState: state },
      )
      return viewAfter(tx, head.team.id, user.id, at)
    })
  },
})
