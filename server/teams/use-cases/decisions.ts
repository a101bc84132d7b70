/** A moderator (or an organiser) confirms a registered team, or rejects one that has not played yet. */
import { canModerate } from '#core/accounts/roles.ts'
import type { Team } from '#core/teams/team.schema.ts'
import type { TeamState } from '#core/tournaments/results.schema.ts'
import type { TeamContext } from './context.ts'
import { type Actor, refuse, type TeamOutcome, tournamentRefusal } from './refusals.ts'
import { headById, viewAfter } from './views.ts'

/** A team a moderator may still reject: one that has not checked in (and is not dropped already). */
const REJECTABLE: ReadonlyArray<TeamState> = ['registered', 'confirmed', 'waitlisted']

export const createTeamDecisions = ({ repository, mails, now }: TeamContext) => ({
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
      let promoted: ReadonlyArray<string> = []
      if (decision === 'confirm') {
        if (team.state !== 'registered') return refuse('wrong_state')
        await tx.updateTeam(team.id, { state: 'confirmed', confirmedAt: at }, at)
      } else {
        if (!REJECTABLE.includes(team.state)) return refuse('wrong_state')
        promoted = await tx.dropTeam(team.id, 'rejected', at)
      }
      await mails.toMembers(tx, [team.id], (recipient, current) => {
        const subject = mails.subjectFor(current, recipient.locale)
        return decision === 'confirm'
          ? mails.mailer.teamConfirmed(recipient, subject)
          : mails.mailer.teamDropped(recipient, { ...subject, reason: 'rejected' })
      })
      await mails.promoted(tx, promoted)
      return viewAfter(tx, team.id, user.id, at)
    })
  },
})
