/**
 * The match page's forms (`server/matches/form-posts.ts`, ADR 0081) on PGlite and PostgreSQL, over the
 * real reports, tournaments and form tokens: a report, a confirmation and a dispute taken answer 303
 * to the page's report section; a guest is sent to sign in; a form without this browser's token, a
 * form that holds no result, a dispute without a reason, a player of neither team and a match of
 * another tournament are refused with the page rendered again, saying why and keeping what was typed.
 * The session reader says who the request is (signing in itself is the e2e match day's).
 */
import { eq } from 'drizzle-orm'
import { beforeEach, describe, expect, it } from 'vitest'
import type { PostedForm } from '#core/shared/forms/posted-form.ts'
import { createMatchFormPosts } from '#server/matches/index.ts'
import { matchEvents, tournaments } from '#server/platform/db/schema.ts'
import { FORM_CONTENT_TYPE } from '#server/platform/http/form-posts.ts'
import { createFormTokens } from '#server/platform/http/form-token.ts'
import { createTournamentRepository } from '#server/tournaments/tournament.repository.ts'
import { createTournamentUseCases } from '#server/tournaments/use-cases.ts'
import { useAccountsHarness } from './support/accounts.ts'
import { backends } from './support/database.ts'
import { runningSemifinal } from './support/match-fixture.ts'
import { createProfileRenderer } from './support/profile-forms.ts'

describe.each(backends)('the match page forms on $name', (backend) => {
  const h = useAccountsHarness(backend)
  const tokens = createFormTokens({ secret: 'match-forms-test-secret-0123456789abcdef', https: false })
  let renderer: ReturnType<typeof createProfileRenderer>
  /** Who the session reader says the request is; undefined: a guest. */
  let signedIn: string | undefined
  beforeEach(() => {
    renderer = createProfileRenderer(tokens)
    signedIn = undefined
  })

  const forms = () =>
    createMatchFormPosts({
      reports: h.matchReports,
      tournaments: createTournamentUseCases(createTournamentRepository(h.db)),
      userOf: async () => signedIn,
      tokens,
      renderPage: renderer.renderPage,
    })

  /** A browser with the forms' cookie posts `fields` to `path` (its own token unless told). */
  const post = async (path: string, fields: Record<string, string>, token?: string) => {
    const issued = tokens.issue(null)
    const cookie = (issued.setCookie ?? '').split(';')[0] ?? ''
    const request = new Request(`http://localhost${path}`, {
      method: 'POST',
      headers: { 'Content-Type': FORM_CONTENT_TYPE, Cookie: cookie },
      body: new URLSearchParams({ csrf: token ?? issued.token, ...fields }).toString(),
    })
    const answer = await forms().answer(request, undefined, '127.0.0.1')
    if (!answer) throw new Error(`no form answered ${path}`)
    return answer
  }
  const lastPosted = (): PostedForm | undefined => renderer.rendered.at(-1)?.posted

  /** The semifinal of a published tournament, and its page's path. */
  const published = async () => {
    const fixture = await runningSemifinal(h)
    await h.db
      .update(tournaments)
      .set({ status: 'published' })
      .where(eq(tournaments.id, fixture.fixture.tournamentId))
    return { ...fixture, page: `/tournaments/${fixture.fixture.tournamentId}/matches/${fixture.matchId}` }
  }
  const kinds = async (matchId: string) =>
    (await h.db.select().from(matchEvents).where(eq(matchEvents.matchId, matchId))).map((event) => event.kind)

  it('takes a report, a confirmation and a dispute, each answered by 303 to the report section', async () => {
    const first = await published()
    signedIn = first.a.user.id
    const reported = await post(first.page, {
      intent: 'match.report',
      result: 'score',
      score1: '2',
      score2: '1',
    })
    expect(reported.status).toBe(303)
    expect(reported.headers.get('Location')).toBe(`${first.page}#match-reports`)
    signedIn = first.b.user.id
    const confirmed = await post(`/en${first.page}`, { intent: 'match.confirm' })
    expect([confirmed.status, confirmed.headers.get('Location')]).toEqual([
      303,
      `/en${first.page}#match-reports`,
    ])
    expect(await kinds(first.matchId)).toEqual(['reported', 'confirmed'])

    const second = await published()
    signedIn = second.b.user.id
    expect(
      (await post(second.page, { intent: 'match.report', result: 'forfeit', forfeiting: '1' })).status,
    ).toBe(303)
    signedIn = second.a.user.id
    const disputed = await post(second.page, { intent: 'match.dispute', reason: ' We were there at 19:00 ' })
    expect(disputed.status).toBe(303)
    const history = await h.matchReports.history(second.matchId)
    expect(history?.report).toMatchObject({
      state: 'disputed',
      result: { kind: 'forfeit', forfeiting: 1 },
      dispute_reason: 'We were there at 19:00',
    })
  })

  it('sends a guest to sign in and back, and refuses a form without the browser’s token', async () => {
    const { page, a, matchId } = await published()
    const guest = await post(`/en${page}`, { intent: 'match.confirm' })
    expect([guest.status, guest.headers.get('Location')]).toEqual([
      303,
      `/en/login?redirect=${encodeURIComponent(`/en${page}`)}`,
    ])
    signedIn = a.user.id
    const forged = await post(
      page,
      { intent: 'match.report', result: 'score', score1: '2', score2: '0' },
      'x'.repeat(43),
    )
    expect(forged.status).toBe(403)
    expect(lastPosted()?.matchForm).toEqual({ intent: 'match.report', reason: 'expired' })
    expect(await kinds(matchId)).toEqual([])
  })

  it('says why a form was refused and keeps what was typed', async () => {
    const { page, a, b, other, matchId } = await published()
    signedIn = a.user.id
    const empty = await post(page, { intent: 'match.report', result: 'score', score1: '2', score2: '' })
    expect(empty.status).toBe(400)
    expect(lastPosted()).toMatchObject({
      values: { result: 'score', score1: '2', score2: '' },
      matchForm: { intent: 'match.report', reason: 'invalid_report' },
    })
    // Best of 3: two wins end it; a 1:1 does not.
    expect(
      (await post(page, { intent: 'match.report', result: 'score', score1: '1', score2: '1' })).status,
    ).toBe(400)
    expect(lastPosted()?.matchForm?.reason).toBe('invalid_result')
    signedIn = other.user.id
    expect((await post(page, { intent: 'match.report', result: 'forfeit', forfeiting: '2' })).status).toBe(
      403,
    )
    expect(lastPosted()?.matchForm?.reason).toBe('not_a_player')
    signedIn = a.user.id
    expect((await post(page, { intent: 'match.report', result: 'forfeit', forfeiting: '2' })).status).toBe(
      303,
    )
    // Their own report: only the other team answers it.
    expect((await post(page, { intent: 'match.confirm' })).status).toBe(403)
    expect(lastPosted()?.matchForm?.reason).toBe('own_report')
    signedIn = b.user.id
    const reasonless = await post(page, { intent: 'match.dispute', reason: '   ' })
    expect(reasonless.status).toBe(400)
    expect(lastPosted()?.matchForm?.reason).toBe('invalid_reason')
    expect(await kinds(matchId)).toEqual(['reported'])
  })

  it('answers a match under another tournament’s address with the page’s 404, changing nothing', async () => {
    const one = await published()
    const two = await published()
    signedIn = one.a.user.id
    const answer = await post(`/tournaments/${two.fixture.tournamentId}/matches/${one.matchId}`, {
      intent: 'match.report',
      result: 'forfeit',
      forfeiting: '2',
    })
    expect(answer.status).toBe(404)
    expect(await kinds(one.matchId)).toEqual([])
  })

  it('leaves other pages and intents to others', async () => {
    const { page, a } = await published()
    signedIn = a.user.id
    const request = (path: string, intent: string) =>
      forms().answer(
        new Request(`http://localhost${path}`, {
          method: 'POST',
          headers: { 'Content-Type': FORM_CONTENT_TYPE },
          body: new URLSearchParams({ intent }).toString(),
        }),
        undefined,
        '127.0.0.1',
      )
    expect(await request('/profile', 'match.report')).toBeUndefined()
    expect(await request(`${page}/extra`, 'match.report')).toBeUndefined()
    expect(await request(page, 'telegram.link')).toBeUndefined()
  })
})
