/**
 * What the captain changes of the team until the games start, while it still plays: its Discord,
 * description and join password, its invitation link, its logo.
 */
import type { Team, TeamUpdateForm } from '#core/teams/team.schema.ts'
import { hitAll } from '#server/platform/rate-limiter.ts'
import type { StoredImageRecord } from '#server/uploads/index.ts'
import { newInviteCode } from '../invite-code.ts'
import type { TeamChanges } from '../repository.ts'
import { columnsOfUpdateForm } from '../team.mapper.ts'
import type { TeamContext } from './context.ts'
import { TEAM_RATE_LIMITS, teamBuckets } from './limits.ts'
import { type Actor, changeRefusal, done, type TeamOutcome } from './refusals.ts'
import { captainHead, idOf, viewAfter } from './views.ts'

export const createTeamChanges = ({ repository, hasher, limiter, now }: TeamContext) => {
  /** Makes the captain's change and answers the team after it, in one transaction. */
  const changeTeam = async (
    user: Actor,
    teamId: string,
    changes: () => Promise<TeamChanges>,
  ): Promise<TeamOutcome<Team>> => {
    const found = await captainHead(repository, teamId, user)
    if (!found.ok) return found
    const id = found.value.team.id
    const refused = changeRefusal(found.value, now())
    if (refused) return refused
    const change = await changes()
    return repository.transaction(async (tx) => {
      if (Object.keys(change).length > 0) await tx.updateTeam(id, change, now())
      return viewAfter(tx, id, user.id, now())
    })
  }

  return {
    /** The captain changes the description, the Discord or the join password. */
    update: (request: {
      readonly user: Actor
      readonly teamId: string
      readonly form: TeamUpdateForm
    }): Promise<TeamOutcome<Team>> => {
      const { form } = request
      return changeTeam(request.user, request.teamId, async () => ({
        ...columnsOfUpdateForm(form),
        ...(form.join_password === undefined
          ? {}
          : { joinPasswordHash: await hasher.hash(form.join_password) }),
      }))
    },

    /**
     * The captain replaces the invitation link (one shared too widely): a new random code, and the
     * old link answers 404 from then on.
     */
    replaceInviteLink: (request: {
      readonly user: Actor
      readonly teamId: string
    }): Promise<TeamOutcome<Team>> =>
      changeTeam(request.user, request.teamId, async () => ({ inviteCode: newInviteCode() })),

    /** Whether the user may upload the team's logo now (captain, a change allowed, within the limit). */
    mayUploadLogo: async (user: Actor, teamId: string): Promise<TeamOutcome<undefined>> => {
      const found = await captainHead(repository, teamId, user)
      if (!found.ok) return found
      const refused =
        changeRefusal(found.value, now()) ??
        (await hitAll(limiter, [[teamBuckets.logoUser(user.id), TEAM_RATE_LIMITS.logoUploadsPerUser]]))
      return refused ?? done(undefined)
    },

    /** Keeps `logo` as the team's if the user is still its captain; answers the logo it replaced. */
    replaceLogo: (
      user: Actor,
      teamId: string,
      logo: StoredImageRecord,
    ): Promise<{ readonly saved: boolean; readonly previous: StoredImageRecord | null }> =>
      repository.transaction(async (tx) => {
        const id = idOf(teamId)
        const team = id === undefined ? undefined : await tx.lockTeam(id)
        if (!team || team.captainId !== user.id) return { saved: false, previous: null }
        await tx.updateTeam(team.id, { logo }, now())
        return { saved: true, previous: team.logo }
      }),
  }
}
