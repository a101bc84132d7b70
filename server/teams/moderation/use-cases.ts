/**
 * The moderators' team desk (docs/teams.md "Moderation"): a tournament's teams as moderators see them,
 * and the changes they make, each in one transaction under the tournament's lock (ADR 0031) with the
 * steps of `decisions.ts`. Who may call them is the routes' guard (`requireStaff('moderator')`); what
 * the tournament allows at the moment is core's `teamActionRefusal`.
 */
import {
  type BulkConfirmAnswer,
  MODERATION_PAGE_SIZE,
  type ModeratedTeam,
  type ModeratedTeamPage,
  moderatedTeamsLink,
} from '#core/teams/moderation.api.ts'
import { missingRequirements } from '#core/teams/team-requirements.ts'
import type { TeamState } from '#core/tournaments/results.schema.ts'
import type { AuditActor } from '#server/audit/index.ts'
import { storedImageUrl } from '#server/uploads/index.ts'
import type { MemberRow, TeamHead, TeamRepository } from '../repository.ts'
import { maxSizeOf, standingOf } from '../team.mapper.ts'
import type { TeamContext } from '../use-cases/context.ts'
import { tournamentRefusal } from '../use-cases/refusals.ts'
import { headById, idOf } from '../use-cases/views.ts'
import { awaitsDecision, createModeratorSteps, type ModeratorRefusal } from './decisions.ts'

export type ModerationOutcome<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly reason: 'not_found' | ModeratorRefusal }

const refuse = (reason: 'not_found' | ModeratorRefusal) => ({ ok: false, reason }) as const
const done = <T>(value: T) => ({ ok: true, value }) as const

const iso = (date: Date | null): string | null => date?.toISOString() ?? null

export const toModeratedTeam = (
  head: TeamHead,
  members: ReadonlyArray<MemberRow>,
  now: Date,
): ModeratedTeam => {
  const { team, tournament } = head
  return {
    id: team.id,
    tournament_id: team.tournamentId,
    name: team.name,
    logo_url: team.logo ? storedImageUrl(team.logo) : null,
    state: team.state,
    dropped_reason: team.droppedReason,
    captain: { id: team.captainId, nickname: head.captainNickname, discord: team.captainDiscord },
    players: members.map((member) => ({
      id: member.userId,
      nickname: member.username,
      role: member.userId === team.captainId ? 'captain' : 'player',
    })),
    size: head.size,
    min_size: tournament.teamPlayers,
    max_size: maxSizeOf(tournament),
    missing: missingRequirements(standingOf(head, now)),
    registered_at: team.createdAt.toISOString(),
    confirmed_at: iso(team.confirmedAt),
    checked_in_at: iso(team.checkedInAt),
    dropped_at: iso(team.droppedAt),
    waitlist_position: head.waitlistPosition,
  }
}

/** The team as moderators see it, read in the change's transaction. */
const moderatedView = async (tx: TeamRepository, teamId: string, at: Date): Promise<ModeratedTeam> => {
  const [head] = await tx.heads([teamId])
  if (!head) throw new Error(`Team ${teamId} vanished`)
  return toModeratedTeam(head, (await tx.members([teamId])).get(teamId) ?? [], at)
}

export const createTeamModeration = (context: TeamContext) => {
  const { repository, now } = context
  const steps = createModeratorSteps(context)

  /**
   * A change of one team: found, allowed by the tournament now, then `change` under the tournament's
   * lock and the team's; answers the team as moderators see it after.
   */
  const changeTeam = async (
    teamId: string,
    action: 'decide' | 'moderate',
    change: (
      tx: TeamRepository,
      locked: NonNullable<Awaited<ReturnType<TeamRepository['lockTournament']>>>,
      team: NonNullable<Awaited<ReturnType<TeamRepository['lockTeam']>>>,
      at: Date,
    ) => Promise<ModeratorRefusal | undefined>,
  ): Promise<ModerationOutcome<ModeratedTeam>> => {
    const head = await headById(repository, teamId)
    if (!head) return refuse('not_found')
    if (tournamentRefusal(action, head.tournament, now())) return refuse('wrong_state')
    return repository.transaction(async (tx) => {
      const locked = await tx.lockTournament(head.team.tournamentId)
      const team = await tx.lockTeam(head.team.id)
      if (!locked || !team) return refuse('not_found')
      const at = now()
      const refusal = await change(tx, locked, team, at)
      return refusal === undefined ? done(await moderatedView(tx, team.id, at)) : refuse(refusal)
    })
  }

  return {
    /**
     * One page of the tournament's teams (any status of the tournament), with the count of each state:
     * five queries however many teams (tournament, counts, page count, heads, members).
     */
    teams: async (
      tournamentId: string,
      query: {
        readonly state?: TeamState | undefined
        readonly search?: string | undefined
        readonly page?: number | undefined
        readonly pageSize?: number | undefined
      },
    ): Promise<ModeratedTeamPage | undefined> => {
      const id = idOf(tournamentId)
      const tournament = id === undefined ? undefined : await repository.tournamentById(id)
      if (!tournament) return undefined
      const search = query.search?.trim() ?? ''
      const page = query.page ?? 1
      const pageSize = query.pageSize ?? MODERATION_PAGE_SIZE.default
      const counts = await repository.stateCounts(tournament.id)
      const { count, heads } = await repository.tournamentPage(tournament.id, {
        state: query.state,
        search,
        offset: (page - 1) * pageSize,
        limit: pageSize,
      })
      const members = await repository.members(heads.map((head) => head.team.id))
      const at = now()
      const lastPage = Math.max(1, Math.ceil(count / pageSize))
      const link = (to: number) =>
        moderatedTeamsLink(tournament.id, { state: query.state, search, page: to, pageSize })
      return {
        tournament: {
          id: tournament.id,
          name: tournament.name,
          slug: tournament.slug,
          status: tournament.status,
          slots: tournament.slots,
        },
        count,
        next: page < lastPage ? link(page + 1) : null,
        // Beyond the end, "previous" leads back to the last page that has teams.
        previous: page > 1 ? link(Math.min(page - 1, lastPage)) : null,
        counts,
        results: heads.map((head) => toModeratedTeam(head, members.get(head.team.id) ?? [], at)),
      }
    },

    /**
     * Confirms the registered teams among `teamIds` in one transaction under the tournament's lock;
     * each other id is answered why not (already confirmed, dropped: `wrong_state`; not a team of
     * this tournament: `not_found`).
     */
    confirm: async (request: {
      readonly actor: AuditActor
      readonly tournamentId: string
      readonly teamIds: ReadonlyArray<string>
    }): Promise<ModerationOutcome<BulkConfirmAnswer>> => {
      const id = idOf(request.tournamentId)
      const tournament = id === undefined ? undefined : await repository.tournamentById(id)
      if (!tournament) return refuse('not_found')
      if (tournamentRefusal('decide', tournament, now())) return refuse('wrong_state')
      const asked = request.teamIds.map((teamId) => teamId.toLowerCase())
      return repository.transaction(async (tx) => {
        await tx.lockTournament(tournament.id)
        const locked = await tx.lockTeams(tournament.id, [...new Set(asked)])
        const outcomes = await steps.confirm(tx, locked, request.actor, now())
        return done({
          results: asked.map((teamId) => ({ team_id: teamId, outcome: outcomes.get(teamId) ?? 'not_found' })),
        })
      })
    },

    /**
     * Rejects a team that has not checked in; `onlyUndecided`: only one still awaiting a decision (a
     * moderator who saw it awaiting one does not reject it once someone has confirmed it).
     */
    reject: (request: {
      readonly actor: AuditActor
      readonly teamId: string
      readonly reason: string
      readonly onlyUndecided?: boolean
    }) =>
      changeTeam(request.teamId, 'decide', async (tx, _locked, team, at) =>
        request.onlyUndecided && !awaitsDecision(team)
          ? 'wrong_state'
          : steps.reject(tx, team, request.actor, request.reason, at),
      ),

    drop: (request: {
      readonly actor: AuditActor
      readonly teamId: string
      readonly reason?: string | undefined
    }) =>
      changeTeam(request.teamId, 'moderate', (tx, _locked, team, at) =>
        steps.drop(tx, team, request.actor, request.reason, at),
      ),

    promote: (request: { readonly actor: AuditActor; readonly teamId: string }) =>
      changeTeam(request.teamId, 'moderate', (tx, locked, team, at) =>
        steps.promote(tx, locked, team, request.actor, at),
      ),
  }
}

export type TeamModeration = ReturnType<typeof createTeamModeration>
