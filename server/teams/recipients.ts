/**
 * Who a team notice reaches (ADR 0067): the members of the teams with an e-mail address or a linked
 * Telegram, where the notice goes by their choice when its job runs. Read in the transaction of the
 * change the notice tells of. The use cases' own members (`repository.members`) carry the same two
 * facts for `use-cases/mails.ts`.
 */
import { and, eq, inArray, isNotNull, or } from 'drizzle-orm'
import { users } from '#server/accounts/tables.ts'
import { hasTelegramLink } from '#server/notifications/tables.ts'
import type { AppDatabase } from '#server/platform/db/client.ts'
import type { TeamMailRecipient } from './ports.ts'
import { teamMembers } from './tables.ts'

/** The reachable members of these teams, by team, in the order they joined. */
export const recipientsOf = async (
  tx: AppDatabase,
  teamIds: ReadonlyArray<string>,
): Promise<ReadonlyMap<string, ReadonlyArray<TeamMailRecipient>>> => {
  const byTeam = new Map<string, TeamMailRecipient[]>()
  if (teamIds.length === 0) return byTeam
  const rows = await tx
    .select({
      teamId: teamMembers.teamId,
      userId: users.id,
      to: users.email,
      locale: users.locale,
      nickname: users.username,
    })
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.userId))
    .where(
      and(inArray(teamMembers.teamId, [...teamIds]), or(isNotNull(users.email), hasTelegramLink(users.id))),
    )
    .orderBy(teamMembers.teamId, teamMembers.joinedAt)
  for (const { teamId, ...recipient } of rows) {
    byTeam.set(teamId, [...(byTeam.get(teamId) ?? []), recipient])
  }
  return byTeam
}
