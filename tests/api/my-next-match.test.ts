/**
 * My tournaments names each team's next match (`GET /me/tournaments`, `next_match`), on PGlite and
 * PostgreSQL: the semifinal while it waits, nothing while the final waits for its second team,
 * the final against the other semifinal's winner once it is known, nothing for a team knocked out. Expected pairings are worked out by hand: four
 * teams seeded 1–4 play 1 v 4 and 2 v 3; the winners meet in the final.
 */
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import type { MyTournamentList } from '#core/teams/team.schema.ts'
import { stageMatches } from '#server/platform/db/schema.ts'
import { useAccountsHarness } from './support/accounts.ts'
import { backends } from './support/database.ts'
import { runningSemifinal } from './support/match-fixture.ts'
import { matchAt } from './support/stages.ts'
import type { Player } from './support/teams.ts'

describe.each(backends)('My tournaments’ next match on $name', (backend) => {
  const h = useAccountsHarness(backend)
  const semifinal = () => runningSemifinal(h)

  const nextOf = async (who: Player) => {
    const answer = await h.get('/me/tournaments', { bearer: who.bearer })
    expect(answer.status).toBe(200)
    const [entry] = (answer.body as MyTournamentList).results
    return entry?.next_match ?? null
  }

  it('follows the bracket: the semifinal, nothing while the final waits, then the final', async () => {
    const { boss, stageId, matchId, a, b, other } = await semifinal()
    const second = await matchAt(h.db, stageId, 1, 1, 2)
    const final = await matchAt(h.db, stageId, 1, 2, 1)
    await h.db
      .update(stageMatches)
      .set({ scheduledAt: new Date('2026-01-06T16:30:00Z') })
      .where(eq(stageMatches.id, matchId))

    expect(await nextOf(a)).toEqual({
      id: matchId,
      opponent: 'Team 4',
      scheduled_at: '2026-01-06T16:30:00.000Z',
    })
    expect(await nextOf(b)).toEqual({
      id: matchId,
      opponent: 'Team 1',
      scheduled_at: '2026-01-06T16:30:00.000Z',
    })
    expect(await nextOf(other)).toEqual({ id: second.id, opponent: 'Team 3', scheduled_at: null })

    const desk = (id: string, scores: [number, number]) =>
      h.post(`/console/matches/${id}/report`, { kind: 'score', scores }, { bearer: boss.bearer })
    expect((await desk(matchId, [2, 0])).status).toBe(200)
    // Team 1 is in the final, whose second team is not known yet; Team 4 is out.
    expect(await nextOf(a)).toBeNull()
    expect(await nextOf(b)).toBeNull()
    expect((await desk(second.id, [0, 2])).status).toBe(200)
    expect(await nextOf(a)).toEqual({ id: final.id, opponent: 'Team 3', scheduled_at: null })
    expect(await nextOf(other)).toBeNull()
  })
})
