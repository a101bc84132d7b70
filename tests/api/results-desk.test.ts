/**
 * The results desk (`RESULTS_DESK_PATHS`) through the HTTP app on PGlite and PostgreSQL: draws in the
 * order the console arranged (first-round pairs worked out by hand), random seeding, check-in, reports,
 * a correction whose preview names exactly the matches it then resets, the double forfeit, battle-royale
 * lobbies typed in and read from CSV files (every bad line named), who may do what, the audit entry of
 * every change, and two reports of one match at once.
 */
import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import type { ConsoleMatch, ConsoleStage, ConsoleStagePlan } from '#core/tournaments/results-desk.api.ts'
import { auditEntries, type StageMatchRow, teams, tournaments } from '#server/platform/db/schema.ts'
import { type JsonAnswer, useAccountsHarness } from './support/accounts.ts'
import { backends } from './support/database.ts'
import {
  createTournament,
  matchAt,
  matchesOf,
  type StagePlanInput,
  type TournamentFixture,
} from './support/stages.ts'
import { type Player, player } from './support/teams.ts'

const names = (fixture: TournamentFixture, match: ConsoleMatch): [string, string] => [
  match.teams[0] ? (fixture.names.get(match.teams[0].id) ?? '') : '-',
  match.teams[1] ? (fixture.names.get(match.teams[1].id) ?? '') : '-',
]

const refusal = (answer: JsonAnswer) => [answer.status, (answer.body as { code?: string }).code]

describe.each(backends)('results desk on $name', (backend) => {
  const h = useAccountsHarness(backend)

  /** A tournament without check-in (the table's default has one): its confirmed teams play. */
  const createTournamentWithout = async (count: number, stages: ReadonlyArray<StagePlanInput>) => {
    const fixture = await createTournament(h.db, count, stages)
    await h.db
      .update(tournaments)
      .set({ checkInOpensMinutes: null })
      .where(eq(tournaments.id, fixture.tournamentId))
    return fixture
  }

  const organiser = () => player(h, { role: 'organiser' })
  const moderator = () => player(h, { role: 'moderator' })

  const planOf = async (who: Player, fixture: TournamentFixture): Promise<ConsoleStagePlan> => {
    const answer = await h.get(`/console/tournaments/${fixture.tournamentId}/stages`, { bearer: who.bearer })
    expect(answer.status).toBe(200)
    return answer.body as ConsoleStagePlan
  }

  const entries = (tournamentId: string) =>
    h.db
      .select()
      .from(auditEntries)
      .where(eq(auditEntries.tournamentId, tournamentId))
      .orderBy(auditEntries.id)

  /** A running single elimination of `count` teams seeded Team 1 … in order. */
  const runningBracket = async (who: Player, count: number) => {
    const fixture = await createTournamentWithout(count, [{ kind: 'single_elimination', bestOf: 3 }])
    const [stageId = ''] = fixture.stageIds
    expect(
      (await h.post(`/console/stages/${stageId}/draw`, { team_ids: fixture.teamIds }, { bearer: who.bearer }))
        .status,
    ).toBe(200)
    expect((await h.post(`/console/stages/${stageId}/start`, {}, { bearer: who.bearer })).status).toBe(200)
    const report = async (at: [number, number], scores: [number, number]) => {
      const match = await matchAt(h.db, stageId, 1, ...at)
      const answer = await h.post(
        `/console/matches/${match.id}/report`,
        { kind: 'score', scores },
        { bearer: who.bearer },
      )
      expect(answer.status).toBe(200)
      return answer.body as ConsoleMatch
    }
    return { fixture, stageId, report }
  }

  it('draws in the order the console set: seed 1 meets seed 4, seed 2 seed 3', async () => {
    const boss = await organiser()
    const fixture = await createTournamentWithout(4, [{ kind: 'single_elimination', bestOf: 1 }])
    const [t1 = '', t2 = '', t3 = '', t4 = ''] = fixture.teamIds
    const [stageId = ''] = fixture.stageIds
    const before = await planOf(boss, fixture)
    expect(before.stages[0]?.eligible_teams.map((team) => team.id)).toEqual([t1, t2, t3, t4])
    expect(before.stages[0]?.draw_size).toBe(4)

    // Dragged into the order Team 3, Team 1, Team 4, Team 2.
    const drawn = await h.post(
      `/console/stages/${stageId}/draw`,
      { team_ids: [t3, t1, t4, t2] },
      { bearer: boss.bearer },
    )
    expect(drawn.status).toBe(200)
    const stage = drawn.body as ConsoleStage
    expect(stage.teams.map((team) => [fixture.names.get(team.id), team.seed])).toEqual([
      ['Team 3', 1],
      ['Team 1', 2],
      ['Team 4', 3],
      ['Team 2', 4],
    ])
    const round1 = stage.matches.filter((match) => match.round === 1)
    expect(round1.map((match) => names(fixture, match))).toEqual([
      ['Team 3', 'Team 2'],
      ['Team 1', 'Team 4'],
    ])
    expect(round1.map((match) => match.round_name)).toEqual([{ name: 'semifinal' }, { name: 'semifinal' }])
    // Not started yet: nothing may be reported.
    expect(stage.matches.some((match) => match.can_report)).toBe(false)
    expect(stage.eligible_teams).toEqual([])

    // Drawn once only.
    expect(
      refusal(
        await h.post(`/console/stages/${stageId}/draw`, { seeding: 'random' }, { bearer: boss.bearer }),
      ),
    ).toEqual([409, 'stage_already_drawn'])
    const started = await h.post(`/console/stages/${stageId}/start`, {}, { bearer: boss.bearer })
    expect((started.body as ConsoleStage).matches.filter((match) => match.can_report)).toHaveLength(2)
    expect(
      (await entries(fixture.tournamentId)).map((entry) => [entry.kind, entry.actorId, entry.after]),
    ).toEqual([
      ['stage.drawn', boss.user.id, { seeding: 'explicit', team_ids: [t3, t1, t4, t2] }],
      ['stage.started', boss.user.id, { status: 'running' }],
    ])
  })

  it('seeds at random from every eligible team, and only from checked-in ones when there is check-in', async () => {
    const boss = await organiser()
    const open = await createTournamentWithout(4, [{ kind: 'single_elimination', bestOf: 1 }])
    const random = await h.post(
      `/console/stages/${open.stageIds[0]}/draw`,
      { seeding: 'random' },
      { bearer: boss.bearer },
    )
    expect(random.status).toBe(200)
    expect((random.body as ConsoleStage).teams.map((team) => team.id).sort()).toEqual(
      [...open.teamIds].sort(),
    )

    const withCheckIn = await createTournamentWithout(4, [{ kind: 'single_elimination', bestOf: 1 }])
    const [t1 = '', t2 = '', t3 = '', t4 = ''] = withCheckIn.teamIds
    await h.db
      .update(tournaments)
      .set({ checkInOpensMinutes: 60 })
      .where(eq(tournaments.id, withCheckIn.tournamentId))
    for (const id of [t1, t2, t3])
      await h.db.update(teams).set({ state: 'checked_in', checkedInAt: new Date() }).where(eq(teams.id, id))
    const plan = await planOf(boss, withCheckIn)
    expect(plan.check_in).toBe(true)
    expect(plan.stages[0]?.eligible_teams.map((team) => team.id)).toEqual([t1, t2, t3])
    const stageId = withCheckIn.stageIds[0] ?? ''
    const draw = (body: unknown) => h.post(`/console/stages/${stageId}/draw`, body, { bearer: boss.bearer })
    expect(refusal(await draw({ team_ids: [t1, t2, t4] }))).toEqual([409, 'teams_not_eligible'])
    expect(refusal(await draw({ team_ids: [t1, t2] }))).toEqual([409, 'wrong_team_count'])
    expect(refusal(await draw({ team_ids: [t1, t2, t2] }))).toEqual([409, 'wrong_team_count'])
    const drawn = await draw({ seeding: 'random' })
    expect((drawn.body as ConsoleStage).teams.map((team) => team.id).sort()).toEqual([t1, t2, t3].sort())
    // Refusals wrote nothing: one entry, the draw.
    expect((await entries(withCheckIn.tournamentId)).map((entry) => entry.kind)).toEqual(['stage.drawn'])
  })

  it('previews a correction naming exactly the matches it then resets, and nothing else changes', async () => {
    const boss = await organiser()
    const { fixture, stageId, report } = await runningBracket(boss, 8)
    // Round 1 (seeds 1-8, 4-5, 2-7, 3-6): the better seed wins each; round 2: Team 1 and Team 2.
    for (const number of [1, 2, 3, 4]) await report([1, number], [2, 0])
    await report([2, 1], [2, 1])
    await report([2, 2], [2, 0])
    const quarter = await matchAt(h.db, stageId, 1, 1, 2)
    const semifinal = await matchAt(h.db, stageId, 1, 2, 1)
    const final = await matchAt(h.db, stageId, 1, 3, 1)
    const rowsBefore = await matchesOf(h.db, stageId)

    // Team 5 beat Team 4 after all: their semifinal against Team 1 is reset, and the final loses Team 1.
    const corrected = { kind: 'score', scores: [0, 2] }
    const preview = await h.post(`/console/matches/${quarter.id}/correction-preview`, corrected, {
      bearer: boss.bearer,
    })
    expect(preview.status).toBe(200)
    const previewed = preview.body as {
      match: ConsoleMatch
      changed: ConsoleMatch[]
      removed: ConsoleMatch[]
    }
    expect(previewed.changed.map((match) => [match.id, match.round_name])).toEqual([
      [semifinal.id, { name: 'semifinal' }],
      [final.id, { name: 'final' }],
    ])
    expect(previewed.changed.map((match) => names(fixture, match))).toEqual([
      ['Team 1', 'Team 5'],
      ['-', 'Team 2'],
    ])
    expect(previewed.match.winner).toBe(2)
    expect(previewed.removed).toEqual([])
    // The preview wrote nothing.
    expect(await matchesOf(h.db, stageId)).toEqual(rowsBefore)
    expect((await entries(fixture.tournamentId)).filter((entry) => entry.kind === 'match.corrected')).toEqual(
      [],
    )

    const applied = await h.post(`/console/matches/${quarter.id}/correct`, corrected, { bearer: boss.bearer })
    expect(applied.status).toBe(200)
    const rowsAfter = await matchesOf(h.db, stageId)
    const differing = (fields: (row: StageMatchRow) => unknown) =>
      rowsAfter
        .filter((row) => {
          const was = rowsBefore.find((before) => before.id === row.id) as StageMatchRow
          return JSON.stringify(fields(was)) !== JSON.stringify(fields(row))
        })
        .map((row) => row.id)
        .sort()
    // Results and teams changed in the corrected match and in exactly the two the preview named.
    expect(differing((row) => [row.opponent1, row.opponent2])).toEqual(
      [quarter.id, semifinal.id, final.id].sort(),
    )
    // The two quarterfinals of that half keep a result and are open to corrections again (archived →
    // completed) now that the semifinal after them has none.
    const sibling = await matchAt(h.db, stageId, 1, 1, 1)
    expect(differing((row) => row.status)).toEqual([sibling.id, quarter.id, semifinal.id, final.id].sort())
    expect([rowsBefore.find((row) => row.id === sibling.id)?.status, sibling.status]).toEqual([
      'archived',
      'completed',
    ])
    const semifinalAfter = rowsAfter.find((row) => row.id === semifinal.id)
    expect([
      semifinalAfter?.status,
      semifinalAfter?.opponent1?.result,
      semifinalAfter?.opponent2?.result,
    ]).toEqual(['ready', undefined, undefined])
    const entry = (await entries(fixture.tournamentId)).find((one) => one.kind === 'match.corrected')
    expect(entry).toMatchObject({
      actorId: boss.user.id,
      subjectType: 'match',
      subjectId: quarter.id,
      after: { report: corrected, reset: [semifinal.id, final.id], removed: [] },
    })
  })

  it('lets a moderator report but not draw, correct or preview; a double forfeit sends nobody on', async () => {
    const boss = await organiser()
    const desk = await moderator()
    const { fixture, stageId } = await runningBracket(boss, 4)
    const other = await createTournamentWithout(4, [{ kind: 'single_elimination', bestOf: 1 }])
    expect(
      refusal(
        await h.post(
          `/console/stages/${other.stageIds[0]}/draw`,
          { seeding: 'random' },
          { bearer: desk.bearer },
        ),
      ),
    ).toEqual([403, 'not_organiser'])
    const first = await matchAt(h.db, stageId, 1, 1, 1)
    const second = await matchAt(h.db, stageId, 1, 1, 2)
    // A double forfeit: Team 1 and Team 4 both gone; Team 2 goes through the final's open place.
    const doubled = await h.post(
      `/console/matches/${first.id}/report`,
      { kind: 'double_forfeit' },
      { bearer: desk.bearer },
    )
    expect(doubled.status).toBe(200)
    expect(doubled.body).toMatchObject({
      status: 'completed',
      forfeits: [true, true],
      winner: null,
      can_correct: true,
    })
    const reported = await h.post(
      `/console/matches/${second.id}/report`,
      { kind: 'forfeit', forfeiting: 2 },
      { bearer: desk.bearer },
    )
    expect(reported.body).toMatchObject({ winner: 1, forfeits: [false, true] })
    const final = (await planOf(desk, fixture)).stages[0]?.matches.find(
      (match) => match.round === 2,
    ) as ConsoleMatch
    expect(names(fixture, final)).toEqual(['-', 'Team 2'])
    expect([final.status, final.winner, final.can_report]).toEqual(['completed', 2, false])
    // Reported twice is a correction, which is for organisers.
    expect(
      refusal(
        await h.post(
          `/console/matches/${second.id}/report`,
          { kind: 'score', scores: [1, 0] },
          { bearer: desk.bearer },
        ),
      ),
    ).toEqual([409, 'match_already_reported'])
    for (const path of ['correct', 'correction-preview'])
      expect(
        refusal(
          await h.post(
            `/console/matches/${second.id}/${path}`,
            { kind: 'score', scores: [1, 0] },
            { bearer: desk.bearer },
          ),
        ),
      ).toEqual([403, 'not_organiser'])
    // A score the best of 3 cannot end.
    const third = await createTournamentWithout(2, [{ kind: 'single_elimination', bestOf: 3 }])
    await h.post(
      `/console/stages/${third.stageIds[0]}/draw`,
      { team_ids: third.teamIds },
      { bearer: boss.bearer },
    )
    await h.post(`/console/stages/${third.stageIds[0]}/start`, {}, { bearer: boss.bearer })
    const only = await matchAt(h.db, third.stageIds[0] ?? '', 1, 1, 1)
    expect(
      refusal(
        await h.post(
          `/console/matches/${only.id}/report`,
          { kind: 'score', scores: [1, 0] },
          { bearer: desk.bearer },
        ),
      ),
    ).toEqual([400, 'no_winner'])
    expect((await entries(fixture.tournamentId)).map((entry) => [entry.kind, entry.actorId])).toEqual([
      ['stage.drawn', boss.user.id],
      ['stage.started', boss.user.id],
      ['match.reported', desk.user.id],
      ['match.reported', desk.user.id],
    ])
  })

  it('seeds a later stage from the finished one: its standings offered, the best `advancing` drawn', async () => {
    const boss = await organiser()
    const fixture = await createTournamentWithout(4, [
      { kind: 'single_elimination', bestOf: 1, advancing: 2 },
      { kind: 'single_elimination', bestOf: 1 },
    ])
    const [first = '', second = ''] = fixture.stageIds
    const [t1 = '', t2 = '', t3 = '', t4 = ''] = fixture.teamIds
    await h.post(`/console/stages/${first}/draw`, { team_ids: fixture.teamIds }, { bearer: boss.bearer })
    await h.post(`/console/stages/${first}/start`, {}, { bearer: boss.bearer })
    // Before the first stage finishes, the second has nobody to draw.
    expect(
      refusal(
        await h.post(
          `/console/stages/${second}/draw`,
          { seeding: 'previous_stage' },
          { bearer: boss.bearer },
        ),
      ),
    ).toEqual([409, 'stage_unfinished'])
    const played: ReadonlyArray<[number, number]> = [
      [1, 1],
      [1, 2],
      [2, 1],
    ]
    for (const [round, number] of played) {
      const match = await matchAt(h.db, first, 1, round, number)
      await h.post(
        `/console/matches/${match.id}/report`,
        { kind: 'score', scores: [1, 0] },
        { bearer: boss.bearer },
      )
    }
    expect((await h.post(`/console/stages/${first}/finish`, {}, { bearer: boss.bearer })).status).toBe(200)
    const plan = await planOf(boss, fixture)
    // Team 1 won the final over Team 2; the semifinal losers share third place, by seed.
    expect(plan.stages[1]?.eligible_teams.map((team) => team.id)).toEqual([t1, t2, t3, t4])
    expect(plan.stages[1]?.draw_size).toBe(2)
    const drawn = await h.post(
      `/console/stages/${second}/draw`,
      { seeding: 'previous_stage' },
      { bearer: boss.bearer },
    )
    expect((drawn.body as ConsoleStage).teams.map((team) => [team.id, team.seed])).toEqual([
      [t1, 1],
      [t2, 2],
    ])
    expect((await entries(fixture.tournamentId)).map((entry) => entry.kind)).toEqual([
      'stage.drawn',
      'stage.started',
      'match.reported',
      'match.reported',
      'match.reported',
      'stage.finished',
      'stage.drawn',
    ])
  })

  it('takes one of two reports of the same match at once and refuses the other', async () => {
    const boss = await organiser()
    const { fixture, stageId } = await runningBracket(boss, 4)
    const match = await matchAt(h.db, stageId, 1, 1, 1)
    const [one, two] = await Promise.all([
      h.post(
        `/console/matches/${match.id}/report`,
        { kind: 'score', scores: [2, 0] },
        { bearer: boss.bearer },
      ),
      h.post(
        `/console/matches/${match.id}/report`,
        { kind: 'score', scores: [0, 2] },
        { bearer: boss.bearer },
      ),
    ])
    expect([one.status, two.status].sort()).toEqual([200, 409])
    expect([one, two].find((answer) => answer.status === 409)?.body).toMatchObject({
      code: 'match_already_reported',
    })
    const reported = (await entries(fixture.tournamentId)).filter((entry) => entry.kind === 'match.reported')
    expect(reported).toHaveLength(1)
    const winner = one.status === 200 ? 1 : 2
    const stored = await matchAt(h.db, stageId, 1, 1, 1)
    expect(winner === 1 ? stored.opponent1?.result : stored.opponent2?.result).toBe('win')
  })

  describe('battle royale', () => {
    const lobby = async () => {
      const boss = await organiser()
      const desk = await moderator()
      const fixture = await createTournamentWithout(3, [{ kind: 'battle_royale', bestOf: 1 }])
      const [stageId = ''] = fixture.stageIds
      expect((await h.post(`/console/stages/${stageId}/start`, {}, { bearer: boss.bearer })).status).toBe(200)
      const totals = (answer: JsonAnswer) =>
        (answer.body as { standings: Array<{ team: { id: string }; total: number }> }).standings.map(
          (row) => [fixture.names.get(row.team.id), row.total],
        )
      return { boss, desk, fixture, stageId, totals }
    }

    it('records a typed-in lobby with its totals, and an organiser corrects it', async () => {
      const { boss, desk, fixture, stageId, totals } = await lobby()
      const [t1 = '', t2 = '', t3 = ''] = fixture.teamIds
      const entered = await h.post(
        `/console/stages/${stageId}/battle-royale-matches`,
        {
          day: 1,
          map: 'Erangel',
          results: [
            { team_id: t1, placement: 1, kills: 3 },
            { team_id: t2, placement: 2, kills: 5 },
            { team_id: t3, placement: 3, kills: 0 },
          ],
        },
        { bearer: desk.bearer },
      )
      expect(entered.status).toBe(201)
      // pubgm_2023: 10, 6, 5 for places 1-3, one point a kill.
      expect(totals(entered)).toEqual([
        ['Team 1', 13],
        ['Team 2', 11],
        ['Team 3', 5],
      ])
      const matchId = (entered.body as { match_id: string }).match_id
      const swapped = [
        { team_id: t1, placement: 3, kills: 3 },
        { team_id: t2, placement: 2, kills: 5 },
        { team_id: t3, placement: 1, kills: 0 },
      ]
      expect(
        refusal(
          await h.put(
            `/console/battle-royale-matches/${matchId}`,
            { results: swapped },
            { bearer: desk.bearer },
          ),
        ),
      ).toEqual([403, 'not_organiser'])
      const corrected = await h.put(
        `/console/battle-royale-matches/${matchId}`,
        { results: swapped },
        { bearer: boss.bearer },
      )
      expect(corrected.status).toBe(200)
      expect(totals(corrected)).toEqual([
        ['Team 2', 11],
        ['Team 3', 10],
        ['Team 1', 8],
      ])
      expect(
        refusal(
          await h.put(
            `/console/battle-royale-matches/${matchId}`,
            { results: [swapped[0], { ...swapped[1], placement: 3 }, swapped[2]] },
            { bearer: boss.bearer },
          ),
        ),
      ).toEqual([400, 'invalid_placements'])
      expect(
        (await entries(fixture.tournamentId)).map((entry) => [entry.kind, entry.actorId, entry.subjectId]),
      ).toEqual([
        ['stage.started', boss.user.id, stageId],
        ['battle_royale.recorded', desk.user.id, matchId],
        ['battle_royale.corrected', boss.user.id, matchId],
      ])
    })

    it('imports a lobby file: a header, any letter case; every bad line named in its language', async () => {
      const { desk, fixture, stageId, totals } = await lobby()
      const importing = (csv: string, en = false) =>
        h.post(
          `/console/stages/${stageId}/battle-royale-import`,
          { csv, day: 2 },
          { bearer: desk.bearer, en },
        )
      const good = await importing('Team,Placement,Kills\r\nteam 1,2,3\r\nTEAM 2,1,0\r\n"Team 3",3,1\r\n')
      expect(good.status).toBe(201)
      expect(totals(good)).toEqual([
        ['Team 2', 10],
        ['Team 1', 9],
        ['Team 3', 6],
      ])

      const bad = await importing(
        ['team;placement;kills', 'Nobody;1;2', 'Team 1;x;2', 'Team 2;1;-1', 'Team 3;2', 'team 1;9;0'].join(
          '\n',
        ),
        true,
      )
      expect(bad.status).toBe(400)
      expect(bad.body).toMatchObject({ code: 'invalid_csv', detail: 'The lobby file has lines to fix.' })
      const rows = (bad.body as { rows: Array<{ line: number; code: string; problem: string }> }).rows
      expect(rows.map((row) => [row.line, row.code])).toEqual([
        [2, 'unknown_team'],
        [3, 'bad_placement'],
        [4, 'duplicate_placement'],
        [4, 'bad_kills'],
        [5, 'column_count'],
        [6, 'duplicate_team'],
        [6, 'bad_placement'],
      ])
      expect(rows.map((row) => row.problem)).toEqual([
        'No team of this tournament is called “Nobody”.',
        'Placement “x” is not a whole number from 1 to 5.',
        'Placement 1 is already on line 2.',
        'Kills “-1” is not a whole number from 0 to 999.',
        'Expected 3 columns (team, placement, kills), found 2.',
        'Team 1 is already on line 3.',
        'Placement “9” is not a whole number from 1 to 5.',
      ])
      const ukrainian = await importing('Nobody,1,0')
      expect((ukrainian.body as { rows: Array<{ problem: string }> }).rows[0]?.problem).toBe(
        'У цьому турнірі немає команди «Nobody».',
      )
      expect(refusal(await importing(''))).toEqual([400, 'invalid_csv'])
      // Past the file limit: refused before any parsing, never a 5xx.
      expect((await importing('x'.repeat(64 * 1024 + 1))).status).toBe(400)
      // A line of many quotes and delimiters is read in one pass.
      const hostile = await importing(`${'"'.repeat(20_000)}${',;'.repeat(10_000)}`)
      expect(hostile.status).toBe(400)
      // Only the good file was recorded.
      const recorded = await h.db
        .select()
        .from(auditEntries)
        .where(
          and(
            eq(auditEntries.tournamentId, fixture.tournamentId),
            eq(auditEntries.kind, 'battle_royale.recorded'),
          ),
        )
      expect(recorded.map((entry) => (entry.after as { source: string }).source)).toEqual(['csv'])
    })
  })
})
