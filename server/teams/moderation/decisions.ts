/**
 * What a moderator's change does to a team, whichever endpoint asks for it (the console's desk or
 * `POST /teams/{t}/decision`): which states allow it, the write, the mails, and its audit entry. Call
 * inside the change's transaction, under the tournament's lock and the team's.
 */
import type { AuditKind } from '#core/audit/audit.api.ts'
import type { TeamState } from '#core/tournaments/results.schema.ts'
import type { AuditActor, AuditSnapshot } from '#server/audit/index.ts'
import type { TeamRow } from '#server/platform/db/schema.ts'
import type { TeamRepository } from '../repository.ts'
import type { LockedTournament } from '../slots.ts'
import type { TeamContext } from '../use-cases/context.ts'

/** A team a moderator may confirm. */
const CONFIRMABLE: ReadonlyArray<TeamState> = ['registered']
/** A team a moderator may still reject: one that has not checked in (and is not dropped already). */
const REJECTABLE: ReadonlyArray<TeamState> = ['registered', 'confirmed', 'waitlisted']
/** A team a moderator may drop: any still in the tournament. */
const DROPPABLE: ReadonlyArray<TeamState> = ['registered', 'confirmed', 'checked_in', 'waitlisted']

export type ModeratorRefusal = 'wrong_state' | 'no_free_slot'

/** Whether the team awaits a moderator's decision: one that may be confirmed. */
export const awaitsDecision = (team: Pick<TeamRow, 'state'>): boolean => CONFIRMABLE.includes(team.state)

export type ModeratorSteps = ReturnType<typeof createModeratorSteps>

export const createModeratorSteps = ({ mails, audit }: Pick<TeamContext, 'mails' | 'audit'>) => {
  const record = (
    actor: AuditActor,
    kind: AuditKind,
    team: TeamRow,
    change: { readonly before: AuditSnapshot; readonly after: AuditSnapshot },
    at: Date,
  ) =>
    audit.record({
      at,
      actor,
      kind,
      subject: { type: 'team', id: team.id },
      tournamentId: team.tournamentId,
      ...change,
    })

  /** Drops the team for a moderator (players see it `rejected`); a slot it held goes to the waiting list. */
  const remove = async (
    tx: TeamRepository,
    team: TeamRow,
    change: { readonly kind: AuditKind; readonly actor: AuditActor; readonly reason?: string | undefined },
    at: Date,
  ): Promise<void> => {
    const promoted = await tx.dropTeam(team.id, 'rejected', at)
    await record(
      change.actor,
      change.kind,
      team,
      {
        before: { state: team.state },
        after: {
          state: 'dropped',
          dropped_reason: 'rejected',
          ...(change.reason === undefined ? {} : { reason: change.reason }),
          ...(promoted.length === 0 ? {} : { promoted }),
        },
      },
      at,
    )
    await mails.removed(tx, team.id, change.reason)
    await mails.promoted(tx, promoted)
  }

  return {
    /**
     * Confirms those of the (locked) teams that are registered, one audit entry each, and mails their
     * members; answers each team's outcome by id.
     */
    confirm: async (
      tx: TeamRepository,
      teams: ReadonlyArray<TeamRow>,
      actor: AuditActor,
      at: Date,
    ): Promise<ReadonlyMap<string, 'confirmed' | 'wrong_state'>> => {
      const outcomes = new Map<string, 'confirmed' | 'wrong_state'>()
      for (const team of teams) {
        if (!CONFIRMABLE.includes(team.state)) {
          outcomes.set(team.id, 'wrong_state')
          continue
        }
        await tx.updateTeam(team.id, { state: 'confirmed', confirmedAt: at }, at)
        await record(
          actor,
          'team.confirmed',
          team,
          { before: { state: team.state }, after: { state: 'confirmed' } },
          at,
        )
        outcomes.set(team.id, 'confirmed')
      }
      const confirmed = [...outcomes].flatMap(([id, outcome]) => (outcome === 'confirmed' ? [id] : []))
      await mails.toMembers(tx, confirmed, (recipient, head) =>
        mails.mailer.teamConfirmed(recipient, mails.subjectFor(head, recipient.locale)),
      )
      return outcomes
    },

    /** Rejects a team that has not checked in; `reason` is mailed to its captain. */
    reject: async (
      tx: TeamRepository,
      team: TeamRow,
      actor: AuditActor,
      reason: string | undefined,
      at: Date,
    ): Promise<ModeratorRefusal | undefined> => {
      if (!REJECTABLE.includes(team.state)) return 'wrong_state'
      await remove(tx, team, { kind: 'team.rejected', actor, reason }, at)
      return undefined
    },

    /** Drops a team in any state but dropped; `reason`, when given, is mailed to its captain. */
    drop: async (
      tx: TeamRepository,
      team: TeamRow,
      actor: AuditActor,
      reason: string | undefined,
      at: Date,
    ): Promise<ModeratorRefusal | undefined> => {
      if (!DROPPABLE.includes(team.state)) return 'wrong_state'
      await remove(tx, team, { kind: 'team.dropped', actor, reason }, at)
      return undefined
    },

    /**
     * Seats a waiting team in a free slot, whatever its place in the line (the moderator's call), and
     * mails its members as a move up from the waiting list is mailed.
     */
    promote: async (
      tx: TeamRepository,
      tournament: LockedTournament,
      team: TeamRow,
      actor: AuditActor,
      at: Date,
    ): Promise<ModeratorRefusal | undefined> => {
      if (team.state !== 'waitlisted') return 'wrong_state'
      if ((await tx.heldSlots(tournament.id)) >= tournament.slots) return 'no_free_slot'
      await tx.updateTeam(team.id, { state: 'registered', waitlistedAt: null }, at)
      await record(
        actor,
        'team.promoted',
        team,
        { before: { state: team.state }, after: { state: 'registered' } },
        at,
      )
      await mails.promoted(tx, [team.id])
      return undefined
    },
  }
}
