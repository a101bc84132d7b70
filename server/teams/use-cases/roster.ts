/**
 * Who plays in a team: the captain invites a player by nickname (the player joins only by accepting,
 * `joining.ts`), withdraws an invitation, removes a player; a player leaves. The captain leaves only
 * when alone: the team is then withdrawn and its slot goes to the waiting list.
 */
import type { Team } from '#core/teams/team.schema.ts'
import { hitAll } from '#server/platform/rate-limiter.ts'
import { maxSizeOf } from '../team.mapper.ts'
import type { TeamContext } from './context.ts'
import { TEAM_RATE_LIMITS, teamBuckets } from './limits.ts'
import { type Actor, done, refuse, type TeamOutcome, tournamentRefusal } from './refusals.ts'
import { captainHead, headById, idOf, viewAfter } from './views.ts'

export const createTeamRoster = ({ repository, limiter, mails, now }: TeamContext) => ({
  /**
   * The captain invites a player by nickname: the player enters only by accepting, and is mailed
   * once. The answer is the team with the invitee listed, the same whether or not the player plays
   * elsewhere; only a nickname nobody has is told apart, as sign-up tells it too.
   */
  invitePlayer: async (request: {
    readonly user: Actor
    readonly teamId: string
    readonly nickname: string
  }): Promise<TeamOutcome<Team>> => {
    const { user } = request
    const found = await captainHead(repository, request.teamId, user)
    if (!found.ok) return found
    const head = found.value
    const refused =
      tournamentRefusal('invite', head.tournament, now()) ??
      (head.team.state === 'dropped' ? refuse('wrong_state') : undefined) ??
      (head.size >= maxSizeOf(head.tournament) ? refuse('team_full') : undefined) ??
      (await hitAll(limiter, [[teamBuckets.invites(user.id), TEAM_RATE_LIMITS.invitesPerCaptain]]))
    if (refused) return refused
    const player = await repository.playerByNickname(request.nickname)
    if (!player) return { ok: false, reason: 'field', field: 'nickname', key: 'userNotFound' }
    // The captain sees the team's players anyway; whether they play in another team, or lack a
    // profile field, stays theirs (told to them when they accept, `joinRefusal`).
    if ((await repository.teamOf(head.team.tournamentId, player.id)) === head.team.id) {
      return refuse('already_member')
    }
    return repository.transaction(async (tx) => {
      const invited = await tx.insertInvitation({
        teamId: head.team.id,
        userId: player.id,
        by: user.id,
        at: now(),
      })
      if (invited) {
        await mails.toPlayer(player, (recipient) =>
          mails.mailer.playerInvited(recipient, {
            ...mails.subjectFor(head, recipient.locale),
            captain: user.username,
          }),
        )
      }
      return viewAfter(tx, head.team.id, user.id, now())
    })
  },

  /** The captain withdraws the invitation of a player who has not answered. */
  withdrawInvitation: async (request: {
    readonly user: Actor
    readonly teamId: string
    readonly userId: string
  }): Promise<TeamOutcome<Team>> => {
    const { user } = request
    const found = await captainHead(repository, request.teamId, user)
    if (!found.ok) return found
    const teamId = found.value.team.id
    const invitee = idOf(request.userId)
    if (invitee === undefined) return refuse('not_found')
    return repository.transaction(async (tx) =>
      (await tx.deleteInvitation(teamId, invitee))
        ? viewAfter(tx, teamId, user.id, now())
        : refuse('not_found'),
    )
  },

  /** The captain removes a player (the team answers), or a player leaves (undefined answers). */
  removeMember: async (request: {
    readonly user: Actor
    readonly teamId: string
    readonly memberId: string
  }): Promise<TeamOutcome<Team | undefined>> => {
    const { user } = request
    const head = await headById(repository, request.teamId)
    const member = idOf(request.memberId)
    if (!head || member === undefined) return refuse('not_found')
    const leaving = member === user.id
    if (!leaving && head.team.captainId !== user.id) return refuse('not_captain')
    const closed = tournamentRefusal('leave', head.tournament, now())
    if (closed) return closed
    const isCaptain = member === head.team.captainId
    return repository.transaction(async (tx) => {
      // The tournament's lock first (a withdrawal frees a slot), then the team's: the same order as
      // every other change, so two of them never wait on each other.
      if (isCaptain) await tx.lockTournament(head.team.tournamentId)
      const team = await tx.lockTeam(head.team.id)
      if (!team) return refuse('not_found')
      if (isCaptain && (await tx.countMembers(team.id)) > 1) return refuse('captain_stays')
      if (!(await tx.deleteMember(team.id, member))) return refuse('not_found')
      const promoted =
        isCaptain && team.state !== 'dropped' ? await tx.dropTeam(team.id, 'withdrawn', now()) : []
      await mails.promoted(tx, promoted)
      if (leaving) {
        // A captain leaving alone withdrew the team: there is no one left to tell.
        if (!isCaptain) await mails.left(tx, head, user)
        return done(undefined)
      }
      // Told on My tournaments too, until they dismiss it: the team as it was named then.
      await tx.insertRemoval({
        userId: member,
        tournamentId: team.tournamentId,
        teamName: team.name,
        captainNickname: user.username,
        at: now(),
      })
      const removed = await tx.playerById(member)
      if (removed) {
        await mails.toPlayer(removed, (recipient) =>
          mails.mailer.playerRemoved(recipient, mails.subjectFor(head, recipient.locale)),
        )
      }
      return viewAfter(tx, head.team.id, user.id, now())
    })
  },
})
