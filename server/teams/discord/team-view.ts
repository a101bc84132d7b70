/**
 * The team as its Discord message shows it, read now: its head and players through the teams'
 * repository, and the newest decision of a moderator from the audit log (who, when, why).
 */
import { and, desc, eq, inArray } from 'drizzle-orm'
import { isComplete, missingRequirements } from '#core/teams/team-requirements.ts'
import type { AppDatabase } from '#server/platform/db/client.ts'
import { auditEntries, users } from '#server/platform/db/schema.ts'
import { storedImageUrl } from '#server/uploads/index.ts'
import { awaitsDecision } from '../moderation/decisions.ts'
import type { TeamHead, TeamRepository } from '../repository.ts'
import { maxSizeOf, standingOf } from '../team.mapper.ts'
import { tournamentRefusal } from '../use-cases/refusals.ts'
import type { TeamDecision, TeamMessageView } from './team-message.ts'

const DECISION_KINDS = {
  'team.confirmed': 'confirmed',
  'team.rejected': 'rejected',
  'team.dropped': 'dropped',
  'team.promoted': 'promoted',
} as const satisfies Record<string, TeamDecision['kind']>

type DecisionKind = keyof typeof DECISION_KINDS

const newestDecision = async (db: AppDatabase, teamId: string): Promise<TeamDecision | null> => {
  const [row] = await db
    .select({
      kind: auditEntries.kind,
      at: auditEntries.at,
      nickname: users.username,
      actorId: auditEntries.actorId,
      discordUserId: auditEntries.discordUserId,
      discordUsername: auditEntries.discordUsername,
      after: auditEntries.after,
    })
    .from(auditEntries)
    .leftJoin(users, eq(users.id, auditEntries.actorId))
    .where(
      and(
        eq(auditEntries.subjectType, 'team'),
        eq(auditEntries.subjectId, teamId),
        inArray(auditEntries.kind, Object.keys(DECISION_KINDS) as DecisionKind[]),
      ),
    )
    .orderBy(desc(auditEntries.at), desc(auditEntries.id))
    .limit(1)
  if (!row) return null
  const reason = row.after?.reason
  return {
    kind: DECISION_KINDS[row.kind as DecisionKind],
    at: row.at,
    by:
      row.discordUserId !== null && row.discordUsername !== null
        ? { discord: { id: row.discordUserId, username: row.discordUsername } }
        : row.nickname !== null
          ? { nickname: row.nickname }
          : null,
    reason: typeof reason === 'string' ? reason : null,
  }
}

export interface TeamNow {
  readonly view: TeamMessageView
  /** Whether a team without a message yet gets one: complete, still playing, its tournament public. */
  readonly postable: boolean
}

export const teamNow = async (
  repository: TeamRepository,
  db: AppDatabase,
  head: TeamHead,
  at: Date,
  publicUrl: string,
): Promise<TeamNow> => {
  const { team, tournament } = head
  const members = (await repository.members([team.id])).get(team.id) ?? []
  const standing = standingOf(head, at)
  const view: TeamMessageView = {
    teamId: team.id,
    name: team.name,
    logoUrl: team.logo ? `${publicUrl}${storedImageUrl(team.logo)}` : null,
    state: team.state,
    droppedReason: team.droppedReason,
    waitlistPosition: head.waitlistPosition,
    tournament: { id: tournament.id, name: tournament.name },
    players: members.map((member) => ({
      nickname: member.username,
      discord: member.discord,
      captain: member.userId === team.captainId,
    })),
    maxSize: maxSizeOf(tournament),
    missing: missingRequirements(standing),
    playersShort: Math.max(0, tournament.teamPlayers - head.size),
    decision: await newestDecision(db, team.id),
    awaitingDecision: awaitsDecision(team) && !tournamentRefusal('decide', tournament, at),
  }
  return {
    view,
    postable: isComplete(standing) && team.state !== 'dropped' && tournament.status === 'published',
  }
}
