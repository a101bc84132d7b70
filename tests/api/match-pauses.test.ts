/**
 * Air-raid pauses (ADR 0084) through the HTTP app on PGlite and PostgreSQL: the alerts poller's change
 * pausing a match where a player's oblast is under alert, and resuming it when the alert ends, with
 * the time to answer a report and the ready check's window going on with the time that was left; the
 * manual button; a tournament that turns pauses off; a player without an oblast; who may resume. The
 * alerts come from an in-memory source (the port; the alerts.in.ua adapter has its own tests against
 * an imitation of the provider). Times are worked out by hand from 10:00 UTC.
 */
import { eq } from 'drizzle-orm'
import pino from 'pino'
import { beforeEach, describe, expect, it } from 'vitest'
import type { AlertsSource } from '#core/alerts/alerts.port.ts'
import type { OblastId } from '#core/alerts/oblasts.ts'
import type { MatchHistory, MatchPauseView } from '#core/matches/reports.api.ts'
import { createAlertsPoller } from '#server/alerts/poller.ts'
import { alertPolls, oblastAlerts } from '#server/alerts/tables.ts'
import { auditEntries, matchEvents, stageMatches, tournaments, users } from '#server/platform/db/schema.ts'
import { type JsonAnswer, useAccountsHarness } from './support/accounts.ts'
import { backends } from './support/database.ts'
import { runningSemifinal } from './support/match-fixture.ts'
import { type Player, player } from './support/teams.ts'

const refusal = (answer: JsonAnswer) => [answer.status, (answer.body as { code?: string }).code]
const at = (time: string) => new Date(`2026-03-01T${time}Z`)

describe.each(backends)('air-raid pauses on $name', (backend) => {
  const h = useAccountsHarness(backend)
  /** The regions the source says are under alert now. */
  let active = new Map<OblastId, Date>()
  const source: AlertsSource = { activeOblasts: async () => active }

  beforeEach(async () => {
    active = new Map()
    // Each test starts with no region under alert and the poll due.
    await h.db.delete(oblastAlerts)
    await h.db.delete(alertPolls)
  })

  /** One poll at `time`, the matches' listener told of what changed. */
  const pollAt = async (time: string) => {
    h.clock.set(at(time))
    await h.db.delete(alertPolls)
    return createAlertsPoller({
      db: h.db,
      source,
      everyMs: 30_000,
      now: h.clock.now,
      logger: pino({ level: 'silent' }),
      listeners: [h.matchReports.alerts],
    }).tick()
  }

  /** The semifinal at 10:00, with the answering team's player living in Lviv oblast. */
  const semifinal = async () => {
    h.clock.set(at('10:00:00'))
    const fixture = await runningSemifinal(h)
    await h.db.update(users).set({ oblast: 'lviv' }).where(eq(users.id, fixture.b.user.id))
    return fixture
  }
  const post = (who: Player, matchId: string, what: 'pause' | 'resume' | 'reports', body: unknown = {}) =>
    h.post(`/matches/${matchId}/${what}`, body, { bearer: who.bearer })
  const history = async (matchId: string): Promise<MatchHistory> => {
    const answer = await h.get(`/matches/${matchId}/reports`)
    expect(answer.status).toBe(200)
    return answer.body as MatchHistory
  }
  const auditOf = (matchId: string) =>
    h.db
      .select({
        kind: auditEntries.kind,
        via: auditEntries.via,
        actorId: auditEntries.actorId,
        after: auditEntries.after,
      })
      .from(auditEntries)
      .where(eq(auditEntries.subjectId, matchId))
  const confirmedAt = async (time: string, reportId: string) =>
    (await h.matchReports.sweep(at(time))).confirmed.includes(reportId)

  it('pauses a match while an alert is on where a player is, and resumes with the time that was left', async () => {
    const { matchId, a } = await semifinal()
    const made = await post(a, matchId, 'reports', { result: { kind: 'score', scores: [2, 0] } })
    expect(made.status).toBe(201)
    const reportId = (made.body as { id: string }).id
    // Reported at 10:00: the other team has until 10:15.
    expect((made.body as { answer_due_at: string }).answer_due_at).toBe(at('10:15:00').toISOString())

    active = new Map([['lviv', at('10:04:00')]])
    expect(await pollAt('10:05:00')).toEqual({ outcome: 'polled', started: ['lviv'], ended: [] })
    // The page says why and since when (the poll's instant), never whose oblast.
    expect((await history(matchId)).pause).toEqual({ cause: 'alert', since: at('10:05:00').toISOString() })
    // Its time to answer is over at 10:15 without the pause: the timer waits.
    expect(await confirmedAt('10:20:00', reportId)).toBe(false)

    active = new Map()
    expect(await pollAt('10:25:00')).toEqual({ outcome: 'polled', started: [], ended: ['lviv'] })
    const after = await history(matchId)
    expect(after.pause).toBeNull()
    // Ten minutes were left at 10:05; the pause ended at 10:25, so the answer is due at 10:35.
    expect(after.report?.answer_due_at).toBe(at('10:35:00').toISOString())
    expect(after.events.map((event) => [event.kind, event.actor])).toEqual([
      ['reported', a.user.username],
      ['paused', null],
      ['resumed', null],
    ])
    expect(await confirmedAt('10:34:59.999', reportId)).toBe(false)
    expect(await confirmedAt('10:35:00', reportId)).toBe(true)
    expect(
      (await auditOf(matchId)).filter(
        (entry) => entry.kind === 'match.paused' || entry.kind === 'match.resumed',
      ),
    ).toEqual([
      { kind: 'match.paused', via: 'alerts', actorId: null, after: { cause: 'alert' } },
      { kind: 'match.resumed', via: 'alerts', actorId: null, after: { paused_seconds: 1200 } },
    ])
  })

  it('holds the ready check’s window the same way', async () => {
    const { matchId, fixture, a } = await semifinal()
    await h.db
      .update(tournaments)
      .set({ readyCheckMinutes: 10 })
      .where(eq(tournaments.id, fixture.tournamentId))
    await h.db
      .update(stageMatches)
      .set({ scheduledAt: at('10:01:00') })
      .where(eq(stageMatches.id, matchId))
    expect((await h.post(`/matches/${matchId}/ready`, {}, { bearer: a.bearer })).status).toBe(200)
    // The window closes at 10:11; a pause from 10:05 to 10:09 leaves six minutes after it: 10:15.
    active = new Map([['lviv', at('10:05:00')]])
    await pollAt('10:05:00')
    expect((await h.matchReports.sweep(at('10:12:00'))).noShows).not.toContain(matchId)
    active = new Map()
    await pollAt('10:09:00')
    expect((await history(matchId)).ready_check?.closes_at).toBe(at('10:15:00').toISOString())
    expect((await h.matchReports.sweep(at('10:14:59.999'))).noShows).not.toContain(matchId)
    expect((await h.matchReports.sweep(at('10:15:00'))).noShows).toContain(matchId)
    const [row] = await h.db.select().from(stageMatches).where(eq(stageMatches.id, matchId))
    expect(row?.opponent2?.forfeit).toBe(true)
  })

  it('pauses on the timer’s sweep a match an alert already on holds, and not again once somebody ended it', async () => {
    const { matchId, b } = await semifinal()
    // The alert began before b chose the oblast: its change paused nothing.
    await h.db.update(users).set({ oblast: null }).where(eq(users.id, b.user.id))
    active = new Map([['lviv', at('10:03:00')]])
    await pollAt('10:04:00')
    expect((await history(matchId)).pause).toBeNull()
    await h.db.update(users).set({ oblast: 'lviv' }).where(eq(users.id, b.user.id))
    expect((await h.matchReports.sweep(at('10:06:00'))).paused).toContain(matchId)
    expect((await history(matchId)).pause).toEqual({ cause: 'alert', since: at('10:06:00').toISOString() })
    expect((await h.matchReports.sweep(at('10:07:00'))).paused).not.toContain(matchId)
    // A moderator's end holds while that alert lasts.
    const moderator = await player(h, { role: 'moderator' })
    h.clock.set(at('10:08:00'))
    expect((await post(moderator, matchId, 'resume')).status).toBe(204)
    expect((await h.matchReports.sweep(at('10:09:00'))).paused).not.toContain(matchId)
    expect((await history(matchId)).pause).toBeNull()
    // An alert there that began after the end holds it again.
    await h.db
      .update(oblastAlerts)
      .set({ since: at('10:08:30') })
      .where(eq(oblastAlerts.oblastId, 'lviv'))
    expect((await h.matchReports.sweep(at('10:10:00'))).paused).toContain(matchId)
    expect((await history(matchId)).events.map((event) => event.kind)).toEqual([
      'paused',
      'resumed',
      'paused',
    ])
  })

  it('pauses nothing in a tournament that turned pauses off, or for a player who set no oblast', async () => {
    const off = await semifinal()
    await h.db
      .update(tournaments)
      .set({ airRaidPause: false })
      .where(eq(tournaments.id, off.fixture.tournamentId))
    const quiet = await semifinal()
    await h.db.update(users).set({ oblast: null }).where(eq(users.id, quiet.b.user.id))
    active = new Map([['lviv', at('10:04:00')]])
    await pollAt('10:05:00')
    expect((await history(off.matchId)).pause).toBeNull()
    expect((await history(quiet.matchId)).pause).toBeNull()
    expect(refusal(await post(off.a, off.matchId, 'pause'))).toEqual([409, 'pauses_off'])
  })

  it('lets a player pause by hand, either team resume it, and only a moderator end an alert’s pause', async () => {
    const { matchId, a, b, other } = await semifinal()
    expect(refusal(await post(other, matchId, 'pause'))).toEqual([403, 'not_a_player'])
    h.clock.set(at('10:02:00'))
    const paused = await post(a, matchId, 'pause')
    expect(paused.status).toBe(200)
    expect(paused.body as MatchPauseView).toEqual({ cause: 'manual', since: at('10:02:00').toISOString() })
    expect(refusal(await post(b, matchId, 'pause'))).toEqual([409, 'already_paused'])
    expect((await h.matchReports.actions(matchId, b.user.id))?.mayResume).toBe(true)
    expect(refusal(await post(other, matchId, 'resume'))).toEqual([403, 'not_a_player'])
    h.clock.set(at('10:06:00'))
    expect((await post(b, matchId, 'resume')).status).toBe(204)
    expect(refusal(await post(b, matchId, 'resume'))).toEqual([409, 'not_paused'])
    const kinds = await h.db
      .select({ kind: matchEvents.kind, actorId: matchEvents.actorId })
      .from(matchEvents)
      .where(eq(matchEvents.matchId, matchId))
    expect(kinds).toEqual([
      { kind: 'paused', actorId: a.user.id },
      { kind: 'resumed', actorId: b.user.id },
    ])
    const audit = (await auditOf(matchId)).filter((entry) => entry.kind.startsWith('match.'))
    expect(audit).toEqual([
      { kind: 'match.paused', via: null, actorId: a.user.id, after: { cause: 'manual' } },
      { kind: 'match.resumed', via: null, actorId: b.user.id, after: { paused_seconds: 240 } },
    ])

    // An alert's pause ends with the alert; a player cannot end it, a moderator can.
    active = new Map([['lviv', at('10:07:00')]])
    await pollAt('10:07:00')
    expect(refusal(await post(a, matchId, 'resume'))).toEqual([409, 'alert_still_on'])
    expect((await h.matchReports.actions(matchId, a.user.id))?.mayResume).toBe(false)
    const moderator = await player(h, { role: 'moderator' })
    expect((await post(moderator, matchId, 'resume')).status).toBe(204)
    expect((await history(matchId)).pause).toBeNull()
  })
})
