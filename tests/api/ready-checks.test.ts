/**
 * Ready checks (`POST /matches/{id}/ready` and the timer's sweep) through the HTTP app on PGlite and
 * PostgreSQL: who may say their team is ready and until when, the close on the injected clock (not a
 * moment before the window's end), a missing team's forfeit moving the bracket on, both missing (a
 * double forfeit in an elimination bracket, the moderators' call in a group), a report that shows
 * both teams came, tournaments without a check, and two presses or two sweeps at once. Times are
 * worked out by hand: the clock starts at 10:00 UTC, the match is scheduled at 10:01 and the window of
 * 10 minutes closes at 10:11 (within the players' access tokens' quarter of an hour).
 */
import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import type { MatchHistory, ReadyCheckView } from '#core/matches/reports.api.ts'
import { auditEntries, matchEvents, stageMatches, tournaments } from '#server/platform/db/schema.ts'
import { type JsonAnswer, useAccountsHarness } from './support/accounts.ts'
import { backends } from './support/database.ts'
import { runningSemifinal } from './support/match-fixture.ts'
import { createTournament, matchAt } from './support/stages.ts'
import { type Player, player } from './support/teams.ts'

const refusal = (answer: JsonAnswer) => [answer.status, (answer.body as { code?: string }).code]

const START = new Date('2026-03-01T10:00:00.000Z')
const SCHEDULED = new Date('2026-03-01T10:01:00.000Z')
const CLOSES = new Date('2026-03-01T10:11:00.000Z')

describe.each(backends)('ready checks on $name', (backend) => {
  const h = useAccountsHarness(backend)

  /** The semifinal, scheduled at 10:01, in a tournament with a ready check of `minutes` (null: none). */
  const semifinal = async (minutes: number | null = 10) => {
    h.clock.set(START)
    const fixture = await runningSemifinal(h)
    await h.db
      .update(tournaments)
      .set({ readyCheckMinutes: minutes })
      .where(eq(tournaments.id, fixture.fixture.tournamentId))
    await h.db
      .update(stageMatches)
      .set({ scheduledAt: SCHEDULED })
      .where(eq(stageMatches.id, fixture.matchId))
    return fixture
  }
  const ready = (who: Player | undefined, matchId: string) =>
    h.post(`/matches/${matchId}/ready`, {}, who ? { bearer: who.bearer } : {})
  const history = async (matchId: string): Promise<MatchHistory> => {
    const answer = await h.get(`/matches/${matchId}/reports`)
    expect(answer.status).toBe(200)
    return answer.body as MatchHistory
  }
  /** The matches among `mine` the sweep at `iso` closed (the database holds the other tests' matches too). */
  const sweepAt = async (iso: string, mine: ReadonlyArray<string>) =>
    (await h.matchReports.sweep(new Date(iso))).noShows.filter((id) => mine.includes(id))
  /** What the close told each player, by address: their team's view of the result (null: the moderators'). */
  const noShowMails = (from: number) =>
    new Map(
      h.teamMails
        .slice(from)
        .filter((mail) => mail.template === 'matchNoShow')
        .map((mail) => [mail.to, (mail.mail as { result?: unknown }).result] as const),
    )
  const stored = async (matchId: string) => {
    const [row] = await h.db.select().from(stageMatches).where(eq(stageMatches.id, matchId))
    return row
  }

  it('lets a player of either team say it is ready once, until the window closes', async () => {
    const { matchId, a, a2, b, other, teamA, teamB } = await semifinal()
    expect(refusal(await ready(undefined, matchId))).toEqual([401, 'not_authenticated'])
    expect(refusal(await ready(other, matchId))).toEqual([403, 'not_a_player'])
    expect((await h.matchReports.actions(matchId, a.user.id))?.mayReady).toBe(true)

    const first = await ready(a, matchId)
    expect(first.status).toBe(200)
    expect(first.body as ReadyCheckView).toEqual({
      closes_at: CLOSES.toISOString(),
      ready: [START.toISOString(), null],
    })
    // One press stands for the team: a teammate has nothing left to press.
    expect(refusal(await ready(a2, matchId))).toEqual([409, 'already_ready'])
    expect((await h.matchReports.actions(matchId, a2.user.id))?.mayReady).toBe(false)
    expect((await h.matchReports.actions(matchId, b.user.id))?.mayReady).toBe(true)

    // The last millisecond of the window still counts; its end does not.
    h.clock.set(new Date(CLOSES.getTime() - 1))
    expect((await ready(b, matchId)).body).toEqual({
      closes_at: CLOSES.toISOString(),
      ready: [START.toISOString(), '2026-03-01T10:10:59.999Z'],
    })
    const { events, ready_check } = await history(matchId)
    expect(events.map((event) => [event.kind, event.team_id, event.actor])).toEqual([
      ['ready', teamA, a.user.username],
      ['ready', teamB, b.user.username],
    ])
    expect(ready_check).toEqual({
      closes_at: CLOSES.toISOString(),
      ready: [START.toISOString(), '2026-03-01T10:10:59.999Z'],
    })
    // Both came: the close takes nothing away, and the match waits for its report.
    expect(await sweepAt('2026-03-01T10:30:00Z', [matchId])).toEqual([])
    expect((await stored(matchId))?.status).toBe('ready')
  })

  it('refuses a press once the window is over, and closes it then with the missing team’s forfeit', async () => {
    const { matchId, stageId, a, b, other } = await semifinal()
    expect((await ready(a, matchId)).status).toBe(200)
    const mailsBefore = h.teamMails.length
    // Not a moment before 10:11.
    expect(await sweepAt('2026-03-01T10:10:59.999Z', [matchId])).toEqual([])
    expect((await stored(matchId))?.status).toBe('ready')
    h.clock.set(CLOSES)
    expect(refusal(await ready(b, matchId))).toEqual([409, 'ready_check_closed'])

    expect(await sweepAt('2026-03-01T10:11:00Z', [matchId])).toEqual([matchId])
    const match = await stored(matchId)
    expect(match?.status).toBe('completed')
    expect(match?.opponent2?.forfeit).toBe(true)
    expect(match?.opponent1?.result).toBe('win')
    // Team 1 goes on to the final as its first team.
    const final = await matchAt(h.db, stageId, 1, 2, 1)
    expect(final.opponent1?.id).toBe(match?.opponent1?.id)
    const { events } = await history(matchId)
    expect(events.at(-1)).toMatchObject({
      kind: 'no_show',
      actor: null,
      absent: [2],
      result: { kind: 'forfeit', forfeiting: 2 },
      at: CLOSES.toISOString(),
    })
    // The result is the timer's, audited as the desk audits any result, naming the close.
    const [entry] = await h.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.subjectId, matchId), eq(auditEntries.kind, 'match.reported')))
    expect(entry).toMatchObject({ actorId: null, via: 'timer' })
    expect(entry?.after).toMatchObject({
      report: { kind: 'forfeit', forfeiting: 2 },
      source: { source: 'no_show', absent: [2] },
    })
    // Both teams are told, each from its side: the team that came won by the other's forfeit.
    const told = noShowMails(mailsBefore)
    expect(told.get(a.user.email)).toEqual({ forfeit: 'opponent' })
    expect(told.get(b.user.email)).toEqual({ forfeit: 'team' })
    expect(told.has(other.user.email)).toBe(false)
    // Closed once: a later sweep finds nothing, and the match takes no report.
    expect(await sweepAt('2026-03-01T11:00:00Z', [matchId])).toEqual([])
    expect(refusal(await ready(a, matchId))).toEqual([409, 'match_already_reported'])
  })

  it('gives both teams a forfeit in an elimination bracket when neither came', async () => {
    const { matchId, a, b } = await semifinal()
    const mailsBefore = h.teamMails.length
    expect(await sweepAt('2026-03-01T10:11:00Z', [matchId])).toEqual([matchId])
    const match = await stored(matchId)
    expect([match?.status, match?.opponent1?.forfeit, match?.opponent2?.forfeit]).toEqual([
      'completed',
      true,
      true,
    ])
    expect((await history(matchId)).events.at(-1)).toMatchObject({
      kind: 'no_show',
      absent: [1, 2],
      result: { kind: 'double_forfeit' },
    })
    const told = noShowMails(mailsBefore)
    expect([told.get(a.user.email), told.get(b.user.email)]).toEqual([
      { forfeit: 'both' },
      { forfeit: 'both' },
    ])
  })

  it('leaves a group match neither team came to for the moderators', async () => {
    h.clock.set(START)
    const boss = await player(h, { role: 'organiser' })
    const fixture = await createTournament(h.db, 4, [{ kind: 'round_robin', bestOf: 1, groups: 1 }])
    await h.db
      .update(tournaments)
      .set({ checkInOpensMinutes: null, readyCheckMinutes: 10 })
      .where(eq(tournaments.id, fixture.tournamentId))
    const [stageId = ''] = fixture.stageIds
    expect(
      (
        await h.post(
          `/console/stages/${stageId}/draw`,
          { team_ids: fixture.teamIds },
          { bearer: boss.bearer },
        )
      ).status,
    ).toBe(200)
    expect((await h.post(`/console/stages/${stageId}/start`, {}, { bearer: boss.bearer })).status).toBe(200)
    const match = await matchAt(h.db, stageId, 1, 1, 1)
    await h.db.update(stageMatches).set({ scheduledAt: SCHEDULED }).where(eq(stageMatches.id, match.id))

    expect(await sweepAt('2026-03-01T10:11:00Z', [match.id])).toEqual([match.id])
    // A table has no row for a match both sides lost: no result, and the history says who decides.
    expect((await stored(match.id))?.status).toBe('ready')
    const { events } = await history(match.id)
    expect(events).toHaveLength(1)
    expect(events[0]).toMatchObject({ kind: 'no_show', absent: [1, 2], result: null })
    expect(await sweepAt('2026-03-01T11:00:00Z', [match.id])).toEqual([])
  })

  it('takes nothing away once a team has reported: both came', async () => {
    const { matchId, b } = await semifinal()
    h.clock.set(new Date('2026-03-01T10:02:00Z'))
    const made = await h.post(
      `/matches/${matchId}/reports`,
      { result: { kind: 'score', scores: [1, 2] } },
      { bearer: b.bearer },
    )
    expect(made.status).toBe(201)
    expect(await sweepAt('2026-03-01T10:11:00Z', [matchId])).toEqual([])
    // The report waits for its answer as before: 15 minutes from 10:02.
    expect((await h.matchReports.sweep(new Date('2026-03-01T10:17:00Z'))).confirmed).toContain(
      (made.body as { id: string }).id,
    )
    expect((await stored(matchId))?.opponent2?.result).toBe('win')
  })

  it('has no check where the tournament has none, or the match has no scheduled time', async () => {
    const { matchId, a } = await semifinal(null)
    expect(refusal(await ready(a, matchId))).toEqual([409, 'no_ready_check'])
    expect((await history(matchId)).ready_check).toBeNull()
    expect(await sweepAt('2026-03-02T10:00:00Z', [matchId])).toEqual([])

    const unscheduled = await semifinal()
    await h.db.update(stageMatches).set({ scheduledAt: null }).where(eq(stageMatches.id, unscheduled.matchId))
    expect(refusal(await ready(unscheduled.a, unscheduled.matchId))).toEqual([409, 'no_ready_check'])
    expect(await sweepAt('2026-03-02T10:00:00Z', [unscheduled.matchId])).toEqual([])
    expect((await stored(unscheduled.matchId))?.status).toBe('ready')
  })

  it('takes one of two teammates pressing at once, and closes once when two sweeps run at once', async () => {
    const { matchId, a, a2 } = await semifinal()
    const answers = await Promise.all([ready(a, matchId), ready(a2, matchId)])
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409])
    const sweeps = await Promise.all([
      sweepAt('2026-03-01T10:11:00Z', [matchId]),
      sweepAt('2026-03-01T10:11:00Z', [matchId]),
    ])
    expect(sweeps.flat()).toEqual([matchId])
    const closes = await h.db
      .select()
      .from(matchEvents)
      .where(and(eq(matchEvents.matchId, matchId), eq(matchEvents.kind, 'no_show')))
    expect(closes).toHaveLength(1)
  })
})
