/**
 * The match page's forms (`server/matches/form-posts.ts`, ADR 0081) on PGlite and PostgreSQL, over the
 * real reports, tournaments and form tokens: a report, a confirmation and a dispute taken answer 303
 * to the page's report section; a guest is sent to sign in; a form without this browser's token, a
 * form that holds no result, a dispute without a reason, a player of neither team and a match of
 * another tournament are refused with the page rendered again, saying why and keeping what was typed.
 * The report form with screenshots (multipart/form-data, ADR 0082) over the real image pipeline: its
 * screenshots stored and cited in one go; a forged token or a player of neither team refused before
 * any file is stored; a GIF, a file over 10 MB, six files or a score the stage refuses refused with
 * the typed score kept and nothing left in the storage.
 * The session reader says who the request is (signing in itself is the e2e match day's).
 */
import { eq } from 'drizzle-orm'
import pino from 'pino'
import { beforeEach, describe, expect, it } from 'vitest'
import type { PostedForm } from '#core/shared/forms/posted-form.ts'
import { createMatchFormPosts } from '#server/matches/index.ts'
import { matchEvents, matchProofs, stageMatches, tournaments } from '#server/platform/db/schema.ts'
import { FORM_CONTENT_TYPE } from '#server/platform/http/form-posts.ts'
import { createFormTokens } from '#server/platform/http/form-token.ts'
import { createTournamentRepository } from '#server/tournaments/tournament.repository.ts'
import { createTournamentUseCases } from '#server/tournaments/use-cases.ts'
import { createImageUploads, type ObjectStorage } from '#server/uploads/index.ts'
import { useAccountsHarness } from './support/accounts.ts'
import { backends } from './support/database.ts'
import { gif, multipart, type Part, padPng, png } from './support/images.ts'
import { runningSemifinal } from './support/match-fixture.ts'
import { createProfileRenderer } from './support/profile-forms.ts'
import { player } from './support/teams.ts'

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
      uploads: h.matchUploads,
      isStaff: async (userId) => {
        const role = await h.accounts.roleOf(userId)
        return role === 'moderator' || role === 'organiser'
      },
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

  it('takes a moderator’s decision of a disputed match with its reason; refuses a player and no reason', async () => {
    const match = await published()
    const moderator = await player(h, { role: 'moderator' })
    signedIn = match.a.user.id
    await post(match.page, { intent: 'match.report', result: 'score', score1: '2', score2: '0' })
    signedIn = match.b.user.id
    await post(match.page, { intent: 'match.dispute', reason: 'We won' })
    const decision = { intent: 'match.decide', result: 'forfeit', forfeiting: '1', reason: 'Team 1 left' }

    // A player of the match is no moderator: refused, and the typed reason kept.
    const byPlayer = await post(match.page, decision)
    expect(byPlayer.status).toBe(403)
    expect(lastPosted()).toMatchObject({
      values: { result: 'forfeit', forfeiting: '1', reason: 'Team 1 left' },
      matchForm: { intent: 'match.decide', reason: 'not_staff' },
    })
    signedIn = moderator.user.id
    expect((await post(match.page, { ...decision, reason: '  ' })).status).toBe(400)
    expect(lastPosted()?.matchForm).toEqual({ intent: 'match.decide', reason: 'invalid_reason' })
    expect(await kinds(match.matchId)).toEqual(['reported', 'disputed'])

    const decided = await post(match.page, decision)
    expect([decided.status, decided.headers.get('Location')]).toEqual([303, `${match.page}#match-reports`])
    expect((await h.matchReports.history(match.matchId))?.report).toMatchObject({
      state: 'decided',
      decision: { kind: 'forfeit', forfeiting: 1 },
      decision_reason: 'Team 1 left',
    })
    expect(await kinds(match.matchId)).toEqual(['reported', 'disputed', 'decided'])
  })

  it('says so when the stage took the match’s result another way meanwhile, changing nothing', async () => {
    const match = await published()
    const [moderator, organiser] = [
      await player(h, { role: 'moderator' }),
      await player(h, { role: 'organiser' }),
    ]
    signedIn = match.a.user.id
    await post(match.page, { intent: 'match.report', result: 'score', score1: '2', score2: '0' })
    signedIn = match.b.user.id
    await post(match.page, { intent: 'match.dispute', reason: 'We won' })
    // The organiser enters the result at the results desk while the dispute waits.
    const entered = await h.post(
      `/console/matches/${match.matchId}/report`,
      { kind: 'score', scores: [0, 2] },
      { bearer: organiser.bearer },
    )
    expect(entered.status).toBe(200)
    signedIn = moderator.user.id
    const decision = { intent: 'match.decide', result: 'forfeit', forfeiting: '2', reason: 'Team 2 left' }
    expect((await post(match.page, decision)).status).toBe(409)
    expect(lastPosted()).toMatchObject({
      values: { reason: 'Team 2 left' },
      matchForm: { intent: 'match.decide', reason: 'match_already_reported' },
    })
    expect(await kinds(match.matchId)).toEqual(['reported', 'disputed'])
  })

  it('takes a team’s ready press, answered by 303 to the ready check; refuses a second one', async () => {
    const match = await published()
    await h.db
      .update(tournaments)
      .set({ readyCheckMinutes: 10 })
      .where(eq(tournaments.id, match.fixture.tournamentId))
    await h.db
      .update(stageMatches)
      .set({ scheduledAt: new Date(h.clock.now().getTime() + 60_000) })
      .where(eq(stageMatches.id, match.matchId))
    signedIn = match.a.user.id
    const pressed = await post(`/en${match.page}`, { intent: 'match.ready' })
    expect([pressed.status, pressed.headers.get('Location')]).toEqual([303, `/en${match.page}#match-ready`])
    signedIn = match.a2.user.id
    expect((await post(match.page, { intent: 'match.ready' })).status).toBe(409)
    expect(lastPosted()?.matchForm).toEqual({ intent: 'match.ready', reason: 'already_ready' })
    expect(await kinds(match.matchId)).toEqual(['ready'])
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

describe.each(backends)('the match page’s report form with screenshots on $name', (backend) => {
  const h = useAccountsHarness(backend)
  const tokens = createFormTokens({ secret: 'match-forms-test-secret-0123456789abcdef', https: false })
  let renderer: ReturnType<typeof createProfileRenderer>
  let signedIn: string | undefined
  /** The keys the forms' pipeline has in the storage now (stored and not deleted again). */
  const kept = new Set<string>()
  /** Every key it ever stored. */
  const stored: string[] = []
  beforeEach(() => {
    renderer = createProfileRenderer(tokens)
    signedIn = undefined
    kept.clear()
    stored.length = 0
  })
  /** The harness's storage, recording what the forms' pipeline keeps in it. */
  const recording = (): ObjectStorage => ({
    kind: h.storage.kind,
    stat: (key) => h.storage.stat(key),
    get: (key) => h.storage.get(key),
    close: () => h.storage.close(),
    async put(key, bytes) {
      await h.storage.put(key, bytes)
      kept.add(key)
      stored.push(key)
    },
    async delete(key) {
      await h.storage.delete(key)
      kept.delete(key)
    },
  })
  let uploads: ReturnType<typeof createImageUploads> | undefined
  const forms = () => {
    uploads ??= createImageUploads({ storage: recording(), logger: pino({ level: 'silent' }) })
    return createMatchFormPosts({
      reports: h.matchReports,
      uploads,
      isStaff: async (userId) => {
        const role = await h.accounts.roleOf(userId)
        return role === 'moderator' || role === 'organiser'
      },
      tournaments: createTournamentUseCases(createTournamentRepository(h.db)),
      userOf: async () => signedIn,
      tokens,
      renderPage: renderer.renderPage,
    })
  }

  /**
   * The report form as the browser sends it: the token, the intent and the result's fields first, then
   * one part `proof` per file chosen (one empty part when none is).
   */
  const postReport = async (
    path: string,
    fields: Record<string, string>,
    files: ReadonlyArray<Uint8Array>,
    token?: string,
  ) => {
    const issued = tokens.issue(null)
    const cookie = (issued.setCookie ?? '').split(';')[0] ?? ''
    const parts: Part[] = [
      { name: 'csrf', content: token ?? issued.token },
      { name: 'intent', content: 'match.report' },
      ...Object.entries(fields).map(([name, content]) => ({ name, content })),
      ...(files.length === 0
        ? [{ name: 'proof', filename: '', type: 'application/octet-stream', content: '' }]
        : files.map((content, index) => ({
            name: 'proof',
            filename: `shot-${index + 1}.png`,
            type: 'image/png',
            content,
          }))),
    ]
    const { body, contentType } = multipart(parts)
    const answer = await forms().answer(
      new Request(`http://localhost${path}`, {
        method: 'POST',
        headers: { 'Content-Type': contentType, Cookie: cookie },
        body,
      }),
      undefined,
      '127.0.0.1',
    )
    if (!answer) throw new Error(`no form answered ${path}`)
    return answer
  }
  const lastPosted = (): PostedForm | undefined => renderer.rendered.at(-1)?.posted
  const published = async () => {
    const fixture = await runningSemifinal(h)
    await h.db
      .update(tournaments)
      .set({ status: 'published' })
      .where(eq(tournaments.id, fixture.fixture.tournamentId))
    return { ...fixture, page: `/tournaments/${fixture.fixture.tournamentId}/matches/${fixture.matchId}` }
  }
  const twoOne = { result: 'score', score1: '2', score2: '1' }
  const shot = () => png({ width: 640, height: 360 })

  it('stores the screenshots and reports with them in one go, answered by 303 to the report section', async () => {
    const { page, a, matchId } = await published()
    signedIn = a.user.id
    const answer = await postReport(`/en${page}`, twoOne, [await shot(), await shot()])
    expect([answer.status, answer.headers.get('Location')]).toEqual([303, `/en${page}#match-reports`])
    const history = await h.matchReports.history(matchId)
    expect(history?.report?.result).toEqual({ kind: 'score', scores: [2, 1] })
    const proof = history?.report?.proof ?? []
    expect(proof).toHaveLength(2)
    // Each one's thumbnails (320 and 640 px WebP) and its full size, all in the storage.
    for (const image of proof) {
      expect(image.url).toMatch(/^\/media\/match-proofs\/[0-9a-f]{32}-640\.png$/)
      expect(image.variants.map(({ width, type }) => [width, type])).toEqual([
        [320, 'image/webp'],
        [640, 'image/webp'],
        [640, 'image/png'],
      ])
    }
    expect([...kept].sort()).toEqual(
      proof.flatMap((image) => image.variants.map((variant) => variant.url.slice('/media/'.length))).sort(),
    )
    const rows = await h.db.select().from(matchProofs).where(eq(matchProofs.matchId, matchId))
    expect(rows.map((row) => [row.teamId, row.uploadedBy])).toEqual([
      [history?.report?.team_id, a.user.id],
      [history?.report?.team_id, a.user.id],
    ])
  })

  it('reports without screenshots when none is chosen', async () => {
    const { page, b, matchId } = await published()
    signedIn = b.user.id
    const answer = await postReport(page, { result: 'forfeit', forfeiting: '1' }, [])
    expect(answer.status).toBe(303)
    expect((await h.matchReports.history(matchId))?.report).toMatchObject({
      result: { kind: 'forfeit', forfeiting: 1 },
      proof: [],
    })
    expect(stored).toEqual([])
  })

  it('sends a guest to sign in, and refuses a forged token or an outsider before storing any file', async () => {
    const { page, a, other, matchId } = await published()
    const guest = await postReport(page, twoOne, [await shot()])
    expect([guest.status, guest.headers.get('Location')]).toEqual([
      303,
      `/login?redirect=${encodeURIComponent(page)}`,
    ])
    signedIn = a.user.id
    const forged = await postReport(page, twoOne, [await shot()], 'x'.repeat(43))
    expect(forged.status).toBe(403)
    expect(lastPosted()).toMatchObject({
      values: { result: 'score', score1: '2', score2: '1' },
      matchForm: { intent: 'match.report', reason: 'expired' },
    })
    signedIn = other.user.id
    expect((await postReport(page, twoOne, [await shot()])).status).toBe(403)
    expect(lastPosted()?.matchForm?.reason).toBe('not_a_player')
    expect(stored).toEqual([])
    expect((await h.matchReports.history(matchId))?.report).toBeNull()
  })

  it('refuses a GIF, a file over 10 MB, six files and a score the stage refuses, keeping the score and no file', async () => {
    const { page, a, matchId } = await published()
    signedIn = a.user.id
    const refusedWith = async (files: ReadonlyArray<Uint8Array>, fields = twoOne) => {
      const answer = await postReport(page, fields, files)
      const posted = lastPosted()
      expect(posted?.values).toEqual(fields)
      return [answer.status, posted?.matchForm?.reason]
    }
    // The GIF comes second: the first screenshot was stored, and is deleted again.
    expect(await refusedWith([await shot(), await gif()])).toEqual([400, 'proof_type'])
    expect(stored.length).toBeGreaterThan(0)
    const small = await png({ width: 64, height: 36 })
    expect(await refusedWith([padPng(small, 10 * 1024 * 1024 + 1)])).toEqual([413, 'proof_too_large'])
    const six = await Promise.all(Array.from({ length: 6 }, () => png({ width: 64, height: 36 })))
    expect(await refusedWith(six)).toEqual([400, 'too_many_proofs'])
    expect(await refusedWith([await shot()], { result: 'score', score1: '1', score2: '1' })).toEqual([
      400,
      'invalid_result',
    ])
    expect([...kept]).toEqual([])
    expect(await h.db.select().from(matchProofs).where(eq(matchProofs.matchId, matchId))).toEqual([])
    expect((await h.matchReports.history(matchId))?.report).toBeNull()
    // Five are taken.
    expect((await postReport(page, twoOne, six.slice(0, 5))).status).toBe(303)
    expect((await h.matchReports.history(matchId))?.report?.proof).toHaveLength(5)
  })
})
