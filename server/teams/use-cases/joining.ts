/**
 * Into a team: creating one (its creator is its captain), joining by the join password or the
 * invitation link, accepting or declining a captain's invitation. Every change that takes a slot
 * runs in one transaction that first locks the tournament's row (ADR 0031); a join locks the team's
 * row before counting its members. The unique index on (tournament, user) is the last word on one
 * team per user: a race that slips past the checks is a refusal, never an error.
 */
import type { Team, TeamCreateForm } from '#core/teams/team.schema.ts'
import { sameSecret } from '#server/platform/crypto.ts'
import { hitAllUnlessSucceeded } from '#server/platform/rate-limiter.ts'
import type { TeamHead, TeamRepository } from '../repository.ts'
import { columnsOfCreateForm, maxSizeOf } from '../team.mapper.ts'
import type { TeamContext } from './context.ts'
import { mayJoin } from './join-rules.ts'
import { FAILED_HERE, TEAM_RATE_LIMITS, teamBuckets } from './limits.ts'
import {
  type Actor,
  conflictRefusal,
  done,
  missingProfileFields,
  refuse,
  type TeamOutcome,
  type TeamRefusal,
  tournamentRefusal,
} from './refusals.ts'
import { headById, idOf, viewAfter } from './views.ts'

export const createTeamJoining = (
  context: TeamContext,
  findPublicTournament: (key: string) => ReturnType<TeamRepository['publicTournament']>,
) => {
  const { repository, hasher, limiter, mails, now } = context

  /** A write that a unique index refused: the refusal its check would have given. */
  const refusedByIndex = (error: unknown): TeamRefusal => {
    const conflict = repository.conflictOf(error)
    if (conflict === undefined) throw error
    return conflictRefusal(conflict)
  }

  /**
   * Adds the user to the team under the team's lock, within its size; mails the members before and
   * answers the team as the user sees it, all in the one transaction. The user's invitation to the
   * team goes with it; joining `byInvitation` needs it still there (the captain may have withdrawn it
   * meanwhile).
   */
  const addMember = async (
    head: TeamHead,
    user: Actor,
    options: { readonly byInvitation?: boolean } = {},
  ): Promise<TeamOutcome<Team>> => {
    try {
      return await repository.transaction(async (tx) => {
        const team = await tx.lockTeam(head.team.id)
        if (!team) return refuse('not_found')
        const invited = await tx.deleteInvitation(team.id, user.id)
        if (options.byInvitation && !invited) return refuse('not_found')
        if (team.state === 'dropped') return refuse('wrong_state')
        if ((await tx.countMembers(team.id)) >= maxSizeOf(head.tournament)) return refuse('team_full')
        await tx.insertMember({
          teamId: team.id,
          tournamentId: team.tournamentId,
          userId: user.id,
          at: now(),
        })
        await mails.joined(tx, head, user)
        return viewAfter(tx, head.team.id, user.id, now())
      })
    } catch (error) {
      return refusedByIndex(error)
    }
  }

  /**
   * The join password, against guessing (docs/teams.md "Join password"): the user's own attempts are
   * counted while checked, the team's count of failures stops only those who failed there, and a
   * right password counts nothing.
   */
  const checkJoinPassword = async (
    user: Actor,
    head: TeamHead,
    password: string,
  ): Promise<TeamRefusal | undefined> => {
    const teamId = head.team.id
    const mine = await hitAllUnlessSucceeded(limiter, [
      [teamBuckets.joinUser(user.id), TEAM_RATE_LIMITS.joinPerUser],
    ])
    if (!mine.ok) return mine
    const failedHere = !(await limiter.check(teamBuckets.joinTeamUser(teamId, user.id), FAILED_HERE)).allowed
    if (failedHere) {
      const team = await limiter.check(teamBuckets.joinTeam(teamId), TEAM_RATE_LIMITS.joinPerTeam)
      if (!team.allowed) {
        // Not looked at, so not a failure of theirs.
        await mine.succeeded()
        return { ok: false, reason: 'throttled', retryAfterSeconds: team.retryAfterSeconds }
      }
    }
    if (await hasher.verify(password, head.team.joinPasswordHash)) {
      await mine.succeeded()
      return undefined
    }
    await limiter.hit(teamBuckets.joinTeam(teamId), TEAM_RATE_LIMITS.joinPerTeam)
    await limiter.hit(teamBuckets.joinTeamUser(teamId, user.id), TEAM_RATE_LIMITS.joinPerTeam)
    return { ok: false, reason: 'field', field: 'password', key: 'wrongJoinPassword' }
  }

  return {
    /** Create a Team: the creator is its captain; waitlisted when the slots are full. */
    create: async (request: {
      readonly user: Actor
      readonly tournamentKey: string
      readonly form: TeamCreateForm
    }): Promise<TeamOutcome<Team>> => {
      const { user, form } = request
      const tournament = await findPublicTournament(request.tournamentKey)
      if (!tournament) return refuse('not_found')
      const closed = tournamentRefusal('create', tournament, now())
      if (closed) return closed
      // In joinRefusal's order: the user's place, then the profile they can mend.
      if (await repository.teamOf(tournament.id, user.id)) return refuse('already_in_team')
      const fields = missingProfileFields(user)
      if (fields.length > 0) return { ok: false, reason: 'profile_incomplete', fields }
      const joinPasswordHash = await hasher.hash(form.join_password)
      try {
        return await repository.transaction(async (tx) => {
          const locked = await tx.lockTournament(tournament.id)
          if (!locked) return refuse('not_found')
          if (await tx.isNameTaken(tournament.id, form.name)) return conflictRefusal('name_taken')
          if (await tx.teamOf(tournament.id, user.id)) return refuse('already_in_team')
          const teamId = await tx.insertTeam({
            tournamentId: tournament.id,
            name: form.name,
            captainId: user.id,
            ...columnsOfCreateForm(form),
            joinPasswordHash,
            state: await tx.stateForNewTeam(locked),
            at: now(),
          })
          return viewAfter(tx, teamId, user.id, now())
        })
      } catch (error) {
        return refusedByIndex(error)
      }
    },

    /**
     * Joins by the join password (against guessing: `checkJoinPassword`) or by the invitation link,
     * whose code names the team as its id does (a wrong one is not found). Then the rules of every
     * join, in one order, and the password last: a refused user spends no attempt.
     */
    join: async (request: {
      readonly user: Actor
      readonly teamId: string
      readonly proof: { readonly password: string } | { readonly invite: string }
    }): Promise<TeamOutcome<Team>> => {
      const { user, proof } = request
      const head = await headById(repository, request.teamId)
      if (!head) return refuse('not_found')
      if ('invite' in proof && !sameSecret(head.team.inviteCode, proof.invite)) return refuse('not_found')
      const refused =
        (await mayJoin(repository, user, head, now())) ??
        ('password' in proof ? await checkJoinPassword(user, head, proof.password) : undefined)
      return refused ?? addMember(head, user)
    },

    /** The user accepts a captain's invitation: they join under every rule of joining. */
    acceptTeamInvitation: async (request: {
      readonly user: Actor
      readonly teamId: string
    }): Promise<TeamOutcome<Team>> => {
      const { user } = request
      const head = await headById(repository, request.teamId)
      if (!head || !(await repository.isInvited(head.team.id, user.id))) return refuse('not_found')
      const refused = await mayJoin(repository, user, head, now())
      return refused ?? addMember(head, user, { byInvitation: true })
    },

    /** The user declines a captain's invitation: it is gone, and the captain sees it no more. */
    declineTeamInvitation: async (request: {
      readonly user: Actor
      readonly teamId: string
    }): Promise<TeamOutcome<undefined>> => {
      const teamId = idOf(request.teamId)
      if (teamId === undefined) return refuse('not_found')
      return (await repository.deleteInvitation(teamId, request.user.id))
        ? done(undefined)
        : refuse('not_found')
    },

    /** The user dismisses a notice that a captain removed them; someone else's is not found. */
    dismissRemoval: async (request: {
      readonly user: Actor
      readonly removalId: string
    }): Promise<TeamOutcome<undefined>> => {
      const removalId = idOf(request.removalId)
      if (removalId === undefined) return refuse('not_found')
      return (await repository.deleteRemoval(request.user.id, removalId))
        ? done(undefined)
        : refuse('not_found')
    },
  }
}
