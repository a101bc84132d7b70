/**
 * A moderator (or an organiser) confirms a registered team, or rejects one that has not played yet
 * (`POST /teams/{t}/decision`): the same steps, mails and audit entries as the console's desk.
 */
import { canModerate } from '#core/accounts/roles.ts'
import type { Team } from '#core/teams/team.schema.ts'
import { createModeratorSteps } from '../moderation/decisions.ts'
import type { TeamContext } from './context.ts'
import { type Actor, refuse, type TeamOutcome, tournamentRefusal } from './refusals.ts'
import { headById, viewAfter } from './views.ts'

export const createTeamDecisions = (context: TeamContext) => {
  const { repository, now } = context
  const steps = createModeratorSteps(context)
  return {
    decide: async (request: {
      readonly user: Actor
      readonly teamId: string
      readonly decision: 'confirm' | 'reject'
    }): Promise<TeamOutcome<Team>> => {
      const { user, decision } = request
      if (!canModerate(user.role)) return refuse('not_moderator')
      const head = await headById(repository, request.teamId)
      if (!head) return refuse('not_found')
      const closed = tournamentRefusal('decide', head.tournament, now())
      if (closed) return closed
      return repository.transaction(async (tx) => {
        await tx.lockTournament(head.team.tournamentId)
        const team = await tx.lockTeam(head.team.id)
        if (!team) return refuse('not_found')
        const at = now()
        const refused =
          decision === 'confirm'
            ? (await steps.confirm(tx, [team], { userId: user.id }, at)).get(team.id) === 'wrong_state'
            : (await steps.reject(tx, team, { userId: user.id }, undefined, at)) !== undefined
        if (refused) return refuse('wrong_state')
        return viewAfter(tx, team.id, user.id, at)
      })
    },
  }
}
