/**
 * A match to report in API tests: a tournament with a running single elimination of four teams, its
 * first semifinal between Team 1 and Team 4 (seeds 1 and 4), and players of its teams.
 */
import { eq } from 'drizzle-orm'
import { expect } from 'vitest'
import { teamMembers, tournaments } from '#server/platform/db/schema.ts'
import type { AccountsHarness } from './accounts.ts'
import { createTournament, matchAt, stageTeams } from './stages.ts'
import { player } from './teams.ts'

/**
 * A running single elimination of four teams (best of 3, no check-in), seeded Team 1 … Team 4; two
 * players of Team 1 and one of Team 4 (the first semifinal's teams), one of Team 2, the organiser.
 */
export const runningSemifinal = async (h: AccountsHarness, answerMinutes?: number) => {
  const boss = await player(h, { role: 'organiser' })
  const fixture = await createTournament(h.db, 4, [{ kind: 'single_elimination', bestOf: 3 }])
  await h.db
    .update(tournaments)
    .set({ checkInOpensMinutes: null, ...(answerMinutes ? { reportAnswerMinutes: answerMinutes } : {}) })
    .where(eq(tournaments.id, fixture.tournamentId))
  const [stageId = ''] = fixture.stageIds
  const [t1 = '', t2 = '', , t4 = ''] = fixture.teamIds
  expect(
    (await h.post(`/console/stages/${stageId}/draw`, { team_ids: fixture.teamIds }, { bearer: boss.bearer }))
      .status,
  ).toBe(200)
  expect((await h.post(`/console/stages/${stageId}/start`, {}, { bearer: boss.bearer })).status).toBe(200)
  const member = async (teamId: string) => {
    const one = await player(h)
    await h.db.insert(teamMembers).values({ teamId, userId: one.user.id, tournamentId: fixture.tournamentId })
    return one
  }
  const a = await member(t1)
  const a2 = await member(t1)
  const b = await member(t4)
  const other = await member(t2)
  const match = await matchAt(h.db, stageId, 1, 1, 1)
  // Hand-worked: seed 1 (Team 1) meets seed 4 (Team 4) first.
  const seated = await stageTeams(h.db, stageId)
  expect([seated[match.opponent1?.id ?? -1], seated[match.opponent2?.id ?? -1]]).toEqual([t1, t4])
  return { boss, fixture, stageId, matchId: match.id, a, a2, b, other, teamA: t1, teamB: t4 }
}
