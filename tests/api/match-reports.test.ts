/**
 * Players' match reports (`MATCH_REPORT_PATHS`) through the HTTP app on PGlite and PostgreSQL: who may
 * report (a player of either team; not an outsider, not a guest), who answers (only the other team),
 * a dispute freezing the match until a moderator decides it with a reason, the timer confirming a
 * report the tournament's minutes after it on the harness's clock (and not a moment before), the
 * bracket moving on after a confirmation, an organiser's correction after it, two reports of one
 * match at once, and the match's history. Expected brackets are worked out by hand: four teams
 * seeded 1–4 play 1 v 4 and 2 v 3 in the semifinals; the winner of the first goes to the final as
 * its first team.
 */
import { and, eq, inArray, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import type { DisputeList, MatchHistory, MatchReportView } from '#core/matches/reports.api.ts'
import {
  auditEntries,
  matchEvents,
  matchReports,
  stageMatches,
  tournaments,
} from '#server/platform/db/schema.ts'
import { type JsonAnswer, useAccountsHarness } from './support/accounts.ts'
import { backends } from './support/database.ts'
import { runningSemifinal } from './support/match-fixture.ts'
import { matchAt, stageTeams } from './support/stages.ts'
import { type Player, player } from './support/teams.ts'

const refusal = (answer: JsonAnswer) => [answer.status, (answer.body as { code?: string }).code]

describe.each(backends)('match reports on $name', (backend) => {
  const h = useAccountsHarness(backend)

  const semifinal = (answerMinutes?: number) => runningSemifinal(h, answerMinutes)

  const path = (matchId: string, what: 'reports' | 'confirm' | 'dispute' | 'decision') =>
    `/matches/${matchId}/${what}`
  const report = (who: Player | undefined, matchId: string, body: unknown) =>
    h.post(path(matchId, 'reports'), body, who ? { bearer: who.bearer } : {})
  const confirm = (who: Player, matchId: string) =>
    h.post(path(matchId, 'confirm'), {}, { bearer: who.bearer })
  const dispute = (who: Player, matchId: string, reason: string) =>
    h.post(path(matchId, 'dispute'), { reason }, { bearer: who.bearer })
  const history = async (matchId: string): Promise<MatchHistory> => {
    const answer = await h.get(path(matchId, 'reports'))
    expect(answer.status).toBe(200)
    return answer.body as MatchHistory
  }
  const reportsOf = (matchId: string) =>
    h.db.select().from(matchReports).where(eq(matchReports.matchId, matchId))
  const twoOne = { result: { kind: 'score', scores: [2, 1] } }

  it('lets a player of either team report; not an outsider, not a guest, not an impossible score', async () => {
    const { matchId, a, b, other } = await semifinal()
    expect(refusal(await report(undefined, matchId, twoOne))).toEqual([401, 'not_authenticated'])
    expect(refusal(await report(other, matchId, twoOne))).toEqual([403, 'not_a_player'])
    // Told in the language of the URL.
    expect((await h.post(path(matchId, 'reports'), twoOne, { bearer: other.bearer, en: true })).body).toEqual(
      {
        detail: 'Only a player of one of this match’s two teams may do this.',
        code: 'not_a_player',
      },
    )
    expect((await report(other, matchId, twoOne)).body).toMatchObject({
      detail: 'Це може зробити лише гравець однієї з двох команд цього матчу.',
    })
    // A best of 3 is won with two games: 3–0 has a side past it, 2–2 is four games; a player does not
    // call a double forfeit.
    const scored = (scores: [number, number]) => report(a, matchId, { result: { kind: 'score', scores } })
    expect(refusal(await scored([3, 0]))).toEqual([400, 'no_winner'])
    expect(refusal(await scored([2, 2]))).toEqual([400, 'too_many_games'])
    expect(refusal(await scored([1, 1]))).toEqual([400, 'no_winner'])
    expect((await report(a, matchId, { result: { kind: 'double_forfeit' } })).status).toBe(400)
    const six = Array.from({ length: 6 }, (_, i) => `match-proofs/shot${i}.png`)
    expect((await report(a, matchId, { ...twoOne, proof: six })).status).toBe(400)
    expect(refusal(await report(a, '00000000-0000-4000-8000-000000000000', twoOne))).toEqual([
      404,
      'not_found',
    ])
    expect(refusal(await report(a, 'not-a-match', twoOne))).toEqual([404, 'not_found'])
    expect(await reportsOf(matchId)).toEqual([])

    const at = h.clock.now()
    // A key of the right shape that no player of the team uploaded for this match (match-proofs.test.ts).
    expect(
      refusal(
        await report(b, matchId, {
          result: { kind: 'forfeit', forfeiting: 1 },
          proof: ['match-proofs/abc123.png'],
        }),
      ),
    ).toEqual([400, 'invalid_proof'])
    const made = await report(b, matchId, { result: { kind: 'forfeit', forfeiting: 1 } })
    expect(made.status).toBe(201)
    const view = made.body as MatchReportView
    expect(view).toMatchObject({
      state: 'awaiting_answer',
      result: { kind: 'forfeit', forfeiting: 1 },
      proof: [],
      reported_by: b.user.username,
      reported_at: at.toISOString(),
      // The default 15 minutes.
      answer_due_at: new Date(at.getTime() + 15 * 60_000).toISOString(),
    })
    // One open report: a second one, from either team, waits for the first to be answered.
    expect(refusal(await report(a, matchId, twoOne))).toEqual([409, 'report_open'])
    expect(refusal(await report(b, matchId, twoOne))).toEqual([409, 'report_open'])
  })

  it('is answered only by the other team; a confirmation moves the winner on to the final', async () => {
    const { boss, fixture, stageId, matchId, a, a2, b, other, teamA, teamB } = await semifinal()
    expect(refusal(await confirm(b, matchId))).toEqual([409, 'no_open_report'])
    expect((await report(a, matchId, twoOne)).status).toBe(201)
    expect(refusal(await confirm(a, matchId))).toEqual([403, 'own_report'])
    // A team-mate of the reporter is the same side.
    expect(refusal(await confirm(a2, matchId))).toEqual([403, 'own_report'])
    expect(refusal(await confirm(other, matchId))).toEqual([403, 'not_a_player'])
    expect(refusal(await h.post(path(matchId, 'confirm'), {}))).toEqual([401, 'not_authenticated'])

    const confirmed = await confirm(b, matchId)
    expect(confirmed.status).toBe(200)
    expect(confirmed.body).toMatchObject({ state: 'confirmed', answered_at: h.clock.now().toISOString() })
    const played = await matchAt(h.db, stageId, 1, 1, 1)
    expect(played.status).toBe('completed')
    expect([played.opponent1?.score, played.opponent2?.score]).toEqual([2, 1])
    expect(played.opponent1?.result).toBe('win')
    // The final's first place is the first semifinal's winner: Team 1.
    const final = await matchAt(h.db, stageId, 1, 2, 1)
    const seated = await stageTeams(h.db, stageId)
    expect(seated[final.opponent1?.id ?? -1]).toBe(teamA)
    // Nothing more to answer or report.
    expect(refusal(await confirm(b, matchId))).toEqual([409, 'no_open_report'])
    expect(refusal(await report(a, matchId, twoOne))).toEqual([409, 'match_already_reported'])

    const [entry] = await h.db
      .select()
      .from(auditEntries)
      .where(
        and(eq(auditEntries.tournamentId, fixture.tournamentId), eq(auditEntries.kind, 'match.reported')),
      )
    const reportId = (await reportsOf(matchId))[0]?.id
    expect(entry?.actorId).toBe(b.user.id)
    expect(entry?.via).toBeNull()
    expect(entry?.after).toMatchObject({
      report: { kind: 'score', scores: [2, 1] },
      source: { match_report_id: reportId, source: 'confirmed' },
    })

    const seen = await history(matchId)
    expect(seen.report?.state).toBe('confirmed')
    expect(seen.events.map((event) => [event.kind, event.actor, event.team_id])).toEqual([
      ['reported', a.user.username, teamA],
      ['confirmed', b.user.username, teamB],
    ])
    // Public fields only: no player's e-mail, phone or name.
    const text = JSON.stringify(seen)
    for (const who of [a, b]) {
      expect(text).not.toContain(who.user.email ?? '@')
      expect(text).not.toContain(who.user.phone ?? '+380')
    }

    // An organiser's correction still works after a players' confirmation: 0–2 sends Team 4 on.
    const corrected = await h.post(
      `/console/matches/${matchId}/correct`,
      { kind: 'score', scores: [0, 2] },
      { bearer: boss.bearer },
    )
    expect(corrected.status).toBe(200)
    const finalAfter = await matchAt(h.db, stageId, 1, 2, 1)
    expect(seated[finalAfter.opponent1?.id ?? -1]).toBe(fixture.teamIds[3])
  })

  it('freezes a disputed match until a moderator decides it with a reason, which both teams see', async () => {
    const { fixture, stageId, matchId, a, a2, b, teamB } = await semifinal()
    const moderator = await player(h, { role: 'moderator' })
    const [{ slug = '' } = {}] = await h.db
      .select({ slug: tournaments.slug })
      .from(tournaments)
      .where(eq(tournaments.id, fixture.tournamentId))
    const matchPage = `https://vatra.test/tournaments/${slug}/matches/${matchId}`
    const mailsBefore = h.teamMails.length
    const reportedAt = h.clock.now()
    expect((await report(a, matchId, twoOne)).status).toBe(201)
    // Only the other team is told, its own score first, with the time it has to answer.
    expect(h.teamMails.slice(mailsBefore)).toEqual([
      {
        template: 'matchReported',
        to: b.user.email,
        locale: 'uk',
        mail: {
          teamName: 'Team 4',
          tournamentName: expect.any(String),
          url: matchPage,
          opponent: 'Team 1',
          result: { score: [1, 2] },
          answerBy: new Date(reportedAt.getTime() + 15 * 60_000).toISOString(),
        },
      },
    ])
    expect((await dispute(b, matchId, '   ')).status).toBe(400)
    expect((await dispute(b, matchId, 'x'.repeat(501))).status).toBe(400)
    expect(refusal(await dispute(a, matchId, 'We did not win'))).toEqual([403, 'own_report'])
    const disputed = await dispute(b, matchId, '  We won the second game: screenshot in Discord  ')
    expect(disputed.status).toBe(200)
    expect(disputed.body).toMatchObject({
      state: 'disputed',
      dispute_reason: 'We won the second game: screenshot in Discord',
    })
    // Frozen: no answer, no new report, and the timer leaves it alone.
    expect(refusal(await confirm(b, matchId))).toEqual([409, 'match_disputed'])
    expect(refusal(await dispute(b, matchId, 'Again'))).toEqual([409, 'match_disputed'])
    expect(refusal(await report(a, matchId, twoOne))).toEqual([409, 'match_disputed'])
    expect(refusal(await report(b, matchId, twoOne))).toEqual([409, 'match_disputed'])
    const dayLater = new Date(h.clock.now().getTime() + 24 * 60 * 60_000)
    const reportId = (await reportsOf(matchId))[0]?.id
    expect((await h.matchReports.sweep(dayLater)).confirmed).not.toContain(reportId)
    expect((await matchAt(h.db, stageId, 1, 1, 1)).status).not.toBe('completed')

    // The moderators' list of disputes names it; a player is not told the list exists.
    const waiting = async () => {
      const listed = await h.get('/console/disputes', { bearer: moderator.bearer })
      expect(listed.status).toBe(200)
      return (listed.body as DisputeList).results.filter((one) => one.match_id === matchId)
    }
    expect(await waiting()).toEqual([
      {
        report_id: reportId,
        match_id: matchId,
        match_number: 1,
        round: 1,
        tournament: { id: fixture.tournamentId, slug, name: expect.any(String) },
        stage_number: 1,
        teams: ['Team 1', 'Team 4'],
        reporting_side: 1,
        reported_by: a.user.username,
        result: { kind: 'score', scores: [2, 1] },
        proof_count: 0,
        reported_at: reportedAt.toISOString(),
        disputed_by: b.user.username,
        disputed_at: expect.any(String),
        dispute_reason: 'We won the second game: screenshot in Discord',
      },
    ])
    expect(refusal(await h.get('/console/disputes', { bearer: a.bearer }))).toEqual([404, 'not_found'])

    const decision = { report: { kind: 'score', scores: [1, 2] }, reason: 'The screenshots show Team 4 won' }
    // Players are not told the endpoint exists; a moderator must give a reason.
    expect(refusal(await h.post(path(matchId, 'decision'), decision, { bearer: a.bearer }))).toEqual([
      404,
      'not_found',
    ])
    expect(
      (await h.post(path(matchId, 'decision'), { ...decision, reason: '' }, { bearer: moderator.bearer }))
        .status,
    ).toBe(400)
    const beforeDecision = h.teamMails.length
    const decided = await h.post(path(matchId, 'decision'), decision, { bearer: moderator.bearer })
    expect(decided.status).toBe(200)
    expect(await waiting()).toEqual([])
    // Both teams are told the decision and why, each its own score first.
    const told = (who: Player, teamName: string, opponent: string, score: [number, number]) => ({
      template: 'disputeDecided',
      to: who.user.email,
      locale: 'uk',
      mail: {
        teamName,
        tournamentName: expect.any(String),
        url: matchPage,
        opponent,
        result: { score },
        reason: 'The screenshots show Team 4 won',
      },
    })
    expect(h.teamMails.slice(beforeDecision)).toEqual(
      expect.arrayContaining([
        told(a, 'Team 1', 'Team 4', [1, 2]),
        told(a2, 'Team 1', 'Team 4', [1, 2]),
        told(b, 'Team 4', 'Team 1', [2, 1]),
      ]),
    )
    expect(
      h.teamMails.slice(beforeDecision).filter((mail) => mail.template === 'disputeDecided'),
    ).toHaveLength(3)
    expect(decided.body).toMatchObject({
      state: 'decided',
      result: { kind: 'score', scores: [2, 1] },
      decision: { kind: 'score', scores: [1, 2] },
      decision_reason: 'The screenshots show Team 4 won',
    })
    const played = await matchAt(h.db, stageId, 1, 1, 1)
    expect(played.opponent2?.result).toBe('win')
    const seated = await stageTeams(h.db, stageId)
    expect(seated[(await matchAt(h.db, stageId, 1, 2, 1)).opponent1?.id ?? -1]).toBe(teamB)
    expect(refusal(await h.post(path(matchId, 'decision'), decision, { bearer: moderator.bearer }))).toEqual([
      409,
      'no_open_report',
    ])

    const seen = await history(matchId)
    expect(seen.report?.decision_reason).toBe('The screenshots show Team 4 won')
    expect(seen.events.map((event) => [event.kind, event.actor, event.result, event.reason])).toEqual([
      ['reported', a.user.username, { kind: 'score', scores: [2, 1] }, null],
      ['disputed', b.user.username, null, 'We won the second game: screenshot in Discord'],
      [
        'decided',
        moderator.user.username,
        { kind: 'score', scores: [1, 2] },
        'The screenshots show Team 4 won',
      ],
    ])
  })

  it('decides only a disputed match', async () => {
    const { matchId, a } = await semifinal()
    const moderator = await player(h, { role: 'moderator' })
    const decision = { report: { kind: 'forfeit', forfeiting: 2 }, reason: 'No show' }
    expect(refusal(await h.post(path(matchId, 'decision'), decision, { bearer: moderator.bearer }))).toEqual([
      409,
      'no_open_report',
    ])
    expect((await report(a, matchId, twoOne)).status).toBe(201)
    expect(refusal(await h.post(path(matchId, 'decision'), decision, { bearer: moderator.bearer }))).toEqual([
      409,
      'not_disputed',
    ])
  })

  it('is confirmed by the timer the tournament’s minutes after the report, not a moment before', async () => {
    const { fixture, stageId, matchId, a, teamA } = await semifinal(30)
    const made = (await report(a, matchId, twoOne)).body as MatchReportView
    const reportedAt = h.clock.now()
    expect(made.answer_due_at).toBe(new Date(reportedAt.getTime() + 30 * 60_000).toISOString())

    // The timer's instants, injected: the server sweeps with its own clock.
    const sweepAt = async (ms: number) => {
      const outcome = await h.matchReports.sweep(new Date(reportedAt.getTime() + ms))
      return {
        confirmed: outcome.confirmed.includes(made.id),
        withdrawn: outcome.withdrawn.includes(made.id),
      }
    }
    expect(await sweepAt(30 * 60_000 - 1)).toEqual({ confirmed: false, withdrawn: false })
    expect((await history(matchId)).report?.state).toBe('awaiting_answer')
    expect((await matchAt(h.db, stageId, 1, 1, 1)).status).not.toBe('completed')

    expect(await sweepAt(30 * 60_000)).toEqual({ confirmed: true, withdrawn: false })
    // Once only, however often the timer comes by.
    expect(await sweepAt(31 * 60_000)).toEqual({ confirmed: false, withdrawn: false })
    const seen = await history(matchId)
    expect(seen.report).toMatchObject({
      state: 'auto_confirmed',
      answered_at: new Date(reportedAt.getTime() + 30 * 60_000).toISOString(),
    })
    expect(seen.events.map((event) => [event.kind, event.actor])).toEqual([
      ['reported', a.user.username],
      ['auto_confirmed', null],
    ])
    const seated = await stageTeams(h.db, stageId)
    expect(seated[(await matchAt(h.db, stageId, 1, 2, 1)).opponent1?.id ?? -1]).toBe(teamA)
    const entries = await h.db
      .select()
      .from(auditEntries)
      .where(
        and(eq(auditEntries.tournamentId, fixture.tournamentId), eq(auditEntries.kind, 'match.reported')),
      )
    expect(entries.map((entry) => [entry.actorId, entry.via])).toEqual([[null, 'timer']])
  })

  it('withdraws a waiting report when the desk reported the match meanwhile', async () => {
    const { boss, stageId, matchId, a } = await semifinal()
    const made = (await report(a, matchId, twoOne)).body as MatchReportView
    expect(
      (
        await h.post(
          `/console/matches/${matchId}/report`,
          { kind: 'score', scores: [0, 2] },
          { bearer: boss.bearer },
        )
      ).status,
    ).toBe(200)
    const outcome = await h.matchReports.sweep(new Date(h.clock.now().getTime() + 15 * 60_000))
    expect([outcome.confirmed.includes(made.id), outcome.withdrawn.includes(made.id)]).toEqual([false, true])
    const played = await matchAt(h.db, stageId, 1, 1, 1)
    expect(played.opponent2?.result).toBe('win')
    expect((await history(matchId)).events.map((event) => event.kind)).toEqual(['reported', 'withdrawn'])
  })

  it('opens one report of two sent at once by both teams', async () => {
    const { matchId, a, b } = await semifinal()
    const [one, two] = await Promise.all([
      report(a, matchId, twoOne),
      report(b, matchId, { result: { kind: 'score', scores: [1, 2] } }),
    ])
    expect([one.status, two.status].sort()).toEqual([201, 409])
    expect([one, two].find((answer) => answer.status === 409)?.body).toMatchObject({ code: 'report_open' })
    const rows = await reportsOf(matchId)
    expect(rows.map((row) => row.state)).toEqual(['awaiting_answer'])
    const events = await h.db.select().from(matchEvents).where(eq(matchEvents.matchId, matchId))
    expect(events.map((event) => event.kind)).toEqual(['reported'])
  })

  it.runIf(backend.name === 'postgres')(
    'takes turns under the tournament’s lock even when both reports have passed their checks',
    async () => {
      const { matchId, a, b } = await semifinal()
      // The test holds the match's row: a report's insert (its foreign key) waits for it. Without the
      // tournament's lock both reports would check, find no open report, and collide at the insert.
      let sent: Promise<JsonAnswer[]> = Promise.resolve([])
      await h.db.transaction(async (tx) => {
        await tx.select().from(stageMatches).where(eq(stageMatches.id, matchId)).for('update')
        sent = Promise.all([
          report(a, matchId, twoOne),
          report(b, matchId, { result: { kind: 'score', scores: [1, 2] } }),
        ])
        // Both requests are blocked inside the database before the row is let go.
        for (let tries = 0; tries < 500; tries += 1) {
          const waiting = await h.db.execute(
            sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
          )
          if (((waiting as unknown as { rows: Array<{ n: number }> }).rows[0]?.n ?? 0) >= 2) break
          await new Promise((resolve) => setTimeout(resolve, 10))
        }
      })
      const answers = await sent
      expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409])
      expect(answers.find((answer) => answer.status === 409)?.body).toMatchObject({ code: 'report_open' })
      expect((await reportsOf(matchId)).map((row) => row.state)).toEqual(['awaiting_answer'])
    },
  )

  it('keeps one open report per match in the table itself', async () => {
    const { matchId, a, teamA } = await semifinal()
    expect((await report(a, matchId, twoOne)).status).toBe(201)
    const second = {
      matchId,
      teamId: teamA,
      report: { kind: 'score' as const, scores: [2, 0] as const },
      answerDueAt: h.clock.now(),
      createdAt: h.clock.now(),
    }
    await expect(h.db.insert(matchReports).values(second)).rejects.toThrow()
    // A settled report does not count: the match's history may hold many.
    await h.db.insert(matchReports).values({ ...second, state: 'withdrawn' })
    const open = await h.db
      .select()
      .from(matchReports)
      .where(
        and(eq(matchReports.matchId, matchId), inArray(matchReports.state, ['awaiting_answer', 'disputed'])),
      )
    expect(open).toHaveLength(1)
  })

  it('answers 404 for the history of an unknown match, and an empty one before any report', async () => {
    const { matchId } = await semifinal()
    expect(await history(matchId)).toEqual({
      match_id: matchId,
      report: null,
      events: [],
      ready_check: null,
      pause: null,
    })
    expect((await h.get(path('00000000-0000-4000-8000-000000000000', 'reports'))).status).toBe(404)
    expect((await h.get(path('nope', 'reports'))).status).toBe(404)
  })
})
