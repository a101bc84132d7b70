/**
 * Screenshots as the proof of a match report (`POST /matches/{matchId}/proofs`, docs/matches.md) on
 * PGlite and PostgreSQL, over the real image pipeline and the disk storage: a player of either team
 * uploads one PNG or JPG at a time, kept in its own shape (WebP thumbnails 320 and 640 px wide, the
 * full size in its own format, at most 3840 px a side); anything else is refused by its bytes, over
 * 10 MB with 413 while the body is still arriving; only the match's players upload, 30 an hour; and a
 * report cites only screenshots uploaded for its own match by its own team. The numbers are the
 * rules' own, written out here.
 */
import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import type { MatchHistory, MatchProofView, MatchReportView } from '#core/matches/reports.api.ts'
import { matchProofs, teamMembers, tournaments } from '#server/platform/db/schema.ts'
import { type JsonAnswer, useAccountsHarness } from './support/accounts.ts'
import { backends } from './support/database.ts'
import { gif, jpeg, padPng, png, svgOfSize, webp } from './support/images.ts'
import { runningSemifinal } from './support/match-fixture.ts'
import { createTournament, matchesOf, stageTeams } from './support/stages.ts'
import { type Player, player } from './support/teams.ts'

const MB = 1024 * 1024

const screenshot = (bytes: Uint8Array, name = 'shot.png', type = 'image/png'): FormData => {
  const body = new FormData()
  body.append('file', new Blob([new Uint8Array(bytes)], { type }), name)
  return body
}

const refusal = (answer: JsonAnswer) => [answer.status, (answer.body as { code?: string }).code]

/** The field error of a refused file: its code and its message. */
const fileError = (answer: JsonAnswer) =>
  (answer.body as { file?: Array<{ code: string; message: string }> }).file?.map(({ code, message }) => ({
    code,
    message,
  }))

describe.each(backends)('match proofs on $name', (backend) => {
  const h = useAccountsHarness(backend)

  const upload = (who: Player | undefined, matchId: string, body: FormData, en = false) =>
    h.postForm(`/matches/${matchId}/proofs`, body, { ...(who ? { bearer: who.bearer } : {}), en })
  const uploaded = async (who: Player, matchId: string, bytes: Uint8Array, name?: string, type?: string) => {
    const answer = await upload(who, matchId, screenshot(bytes, name, type))
    expect(answer.status, JSON.stringify(answer.body)).toBe(201)
    return answer.body as MatchProofView
  }
  const report = (who: Player, matchId: string, proof: ReadonlyArray<string>) =>
    h.post(
      `/matches/${matchId}/reports`,
      { result: { kind: 'score', scores: [2, 1] }, proof },
      { bearer: who.bearer },
    )
  /** The size of the image served at `url`. */
  const served = async (url: string) => {
    const response = await h.app.request(url)
    expect(response.status).toBe(200)
    const { width, height, format } = await sharp(Buffer.from(await response.arrayBuffer())).metadata()
    return { type: response.headers.get('Content-Type'), width, height, format }
  }

  it('keeps a PNG and a JPEG in their own shape, thumbnails and full size, and a report cites them', async () => {
    const { matchId, a, a2 } = await semifinal()
    const wide = await uploaded(a, matchId, await png({ width: 1280, height: 720 }))
    expect(wide.key).toMatch(/^match-proofs\/[0-9a-f]{32}-1280\.png$/)
    expect(wide.url).toBe(`/media/${wide.key}`)
    expect(wide.variants.map(({ width, type }) => [width, type])).toEqual([
      [320, 'image/webp'],
      [640, 'image/webp'],
      [1280, 'image/png'],
    ])
    // Never cropped: 16:9 stays 16:9 at every size.
    expect(await served(wide.url)).toEqual({ type: 'image/png', width: 1280, height: 720, format: 'png' })
    expect(await served(wide.variants[0]?.url ?? '')).toEqual({
      type: 'image/webp',
      width: 320,
      height: 180,
      format: 'webp',
    })

    // A phone's screenshot, upright, named and declared as something else: its bytes say JPEG.
    const tall = await uploaded(
      a2,
      matchId,
      await jpeg({ width: 500, height: 1000 }),
      'shot.gif',
      'image/gif',
    )
    expect(tall.key).toMatch(/^match-proofs\/[0-9a-f]{32}-500\.jpg$/)
    expect(tall.variants.map(({ width, type }) => [width, type])).toEqual([
      [320, 'image/webp'],
      [500, 'image/webp'],
      [500, 'image/jpeg'],
    ])
    expect(await served(tall.url)).toEqual({ type: 'image/jpeg', width: 500, height: 1000, format: 'jpeg' })
    expect((await served(tall.variants[0]?.url ?? '')).height).toBe(640)

    // A screenshot larger than 3840 px a side is kept at 3840 on its longer side.
    const huge = await uploaded(a, matchId, await jpeg({ width: 6000, height: 3000 }))
    expect(await served(huge.url)).toMatchObject({ width: 3840, height: 1920 })

    const made = await report(a, matchId, [wide.key, tall.key])
    expect(made.status).toBe(201)
    const proof = (made.body as MatchReportView).proof
    expect(proof).toEqual([
      { url: wide.url, variants: wide.variants },
      { url: tall.url, variants: tall.variants },
    ])
    const history = (await h.get(`/matches/${matchId}/reports`)).body as MatchHistory
    expect(history.report?.proof).toEqual(proof)
    // Who uploaded which, for which team.
    const rows = await h.db.select().from(matchProofs).where(eq(matchProofs.matchId, matchId))
    expect(rows.map((row) => [row.key, row.uploadedBy]).sort()).toEqual(
      [
        [wide.key, a.user.id],
        [tall.key, a2.user.id],
        [huge.key, a.user.id],
      ].sort(),
    )
  })

  it('refuses a GIF, a WebP, an SVG and text by their bytes, whatever their name, in the language of the URL', async () => {
    const { matchId, b } = await semifinal()
    const svg = svgOfSize(2_000)
    const cases: Array<[Uint8Array, string, string]> = [
      [await gif(), 'shot.png', 'image/png'],
      [await webp(), 'shot.jpg', 'image/jpeg'],
      [svg, 'shot.svg', 'image/svg+xml'],
      [svg, 'shot.png', 'image/png'],
      [new TextEncoder().encode('GG, 2:1 to us'), 'shot.png', 'image/png'],
    ]
    for (const [bytes, name, type] of cases) {
      const answer = await upload(b, matchId, screenshot(bytes, name, type))
      expect([answer.status, fileError(answer)], name).toEqual([
        400,
        [{ code: 'rasterImageType', message: 'Підтримуються лише зображення PNG або JPG' }],
      ])
    }
    const english = await upload(b, matchId, screenshot(await gif(), 'shot.png'), true)
    expect(fileError(english)).toEqual([
      { code: 'rasterImageType', message: 'Only PNG or JPG images are allowed' },
    ])
    expect(await h.db.select().from(matchProofs).where(eq(matchProofs.matchId, matchId))).toEqual([])
  })

  it('takes exactly 10 MB and refuses one byte more with 413', async () => {
    const { matchId, a } = await semifinal()
    const small = await png({ width: 64, height: 36 })
    await uploaded(a, matchId, padPng(small, 10 * MB))
    const over = await upload(a, matchId, screenshot(padPng(small, 10 * MB + 1)))
    expect([over.status, fileError(over)]).toEqual([
      413,
      [{ code: 'imageTooLarge', message: 'Розмір зображення — не більше 10 МБ' }],
    ])
  })

  it('stops reading a body past 10 MB as it arrives, without holding the rest', async () => {
    const { matchId, a } = await semifinal()
    const boundary = 'vatra-proof-boundary'
    const head = new TextEncoder().encode(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="shot.png"\r\nContent-Type: image/png\r\n\r\n`,
    )
    const start = await png({ width: 64, height: 36 })
    const chunk = new Uint8Array(MB).fill(0x61)
    // 64 MB offered a megabyte at a time; the server must stop asking soon after 10 MB.
    let pulled = 0
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        const next = pulled === 0 ? new Uint8Array([...head, ...start]) : chunk
        pulled += next.length
        if (pulled > 64 * MB) controller.close()
        else controller.enqueue(next)
      },
    })
    const answer = await h.app.request(`/api/v1/matches/${matchId}/proofs`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${a.bearer}`,
        'Content-Type': `multipart/form-data; boundary=${boundary}`,
        'X-Forwarded-For': '203.0.113.77',
      },
      body,
      duplex: 'half',
    } as RequestInit)
    expect(answer.status).toBe(413)
    expect(answer.headers.get('Connection')).toBe('close')
    expect(pulled).toBeLessThan(13 * MB)
  })

  it('is for the players of the match’s two teams only, while they may report it', async () => {
    const { matchId, a, b, other } = await semifinal()
    const shot = await png({ width: 64, height: 36 })
    expect(refusal(await upload(undefined, matchId, screenshot(shot)))).toEqual([401, 'not_authenticated'])
    expect(refusal(await upload(other, matchId, screenshot(shot)))).toEqual([403, 'not_a_player'])
    expect(refusal(await upload(a, '00000000-0000-4000-8000-000000000000', screenshot(shot)))).toEqual([
      404,
      'not_found',
    ])
    expect(refusal(await upload(a, 'not-a-match', screenshot(shot)))).toEqual([404, 'not_found'])
    expect(await h.db.select().from(matchProofs).where(eq(matchProofs.matchId, matchId))).toEqual([])
    // Once a report waits, nobody adds proof it could no longer cite.
    expect((await report(b, matchId, [])).status).toBe(201)
    expect(refusal(await upload(a, matchId, screenshot(shot)))).toEqual([409, 'report_open'])
  })

  it('lets a report cite only its own match’s screenshots of its own team, each once', async () => {
    const { matchId, a, a2, b } = await semifinal()
    const shot = () => png({ width: 64, height: 36 })
    const theirs = await uploaded(b, matchId, await shot())
    const mine = await uploaded(a, matchId, await shot())
    const mate = await uploaded(a2, matchId, await shot())
    // The same player, in a match of another tournament (a team of theirs there too).
    const elsewhere = await semifinal()
    const [teamThere] = elsewhere.fixture.teamIds
    await h.db
      .insert(teamMembers)
      .values({ teamId: teamThere ?? '', userId: a.user.id, tournamentId: elsewhere.fixture.tournamentId })
    const otherMatch = await uploaded(a, elsewhere.matchId, await shot())
    // The same team in two matches at once (a round robin): a screenshot is its own match's only.
    const league = await roundRobin()
    const [first, second] = league.matches
    const leagueShot = await uploaded(league.player, first ?? '', await shot())
    expect(refusal(await report(league.player, second ?? '', [leagueShot.key]))).toEqual([
      400,
      'invalid_proof',
    ])
    expect((await report(league.player, first ?? '', [leagueShot.key])).status).toBe(201)

    const invalid = [400, 'invalid_proof']
    expect(refusal(await report(a, matchId, [theirs.key]))).toEqual(invalid)
    expect(refusal(await report(a, matchId, [otherMatch.key]))).toEqual(invalid)
    expect(refusal(await report(a, matchId, [mine.key, mine.key]))).toEqual(invalid)
    expect(
      refusal(await report(a, matchId, ['match-proofs/0123456789abcdef0123456789abcdef-64.png'])),
    ).toEqual(invalid)
    expect(refusal(await report(b, matchId, [mine.key]))).toEqual(invalid)
    expect((await report(a, elsewhere.matchId, [mine.key])).status).toBe(400)
    // Told why in the language of the URL.
    const english = await h.post(
      `/matches/${matchId}/reports`,
      { result: { kind: 'score', scores: [2, 1] }, proof: [theirs.key] },
      { bearer: a.bearer, en: true },
    )
    expect(english.body).toEqual({
      detail: 'The screenshots must be uploaded for this match by a player of your team, each once.',
      code: 'invalid_proof',
    })
    // A team-mate's screenshot is the team's.
    const made = await report(a, matchId, [mine.key, mate.key])
    expect(made.status).toBe(201)
    expect((made.body as MatchReportView).proof.map((image) => image.url)).toEqual([mine.url, mate.url])
  })

  it('takes 30 screenshots of a player an hour, refused ones too; the 31st is 429 for the rest of the hour', async () => {
    const { matchId, a, a2 } = await semifinal()
    const notAScreenshot = await gif()
    for (let count = 1; count <= 29; count += 1)
      expect((await upload(a, matchId, screenshot(notAScreenshot))).status, `upload ${count}`).toBe(400)
    await uploaded(a, matchId, await png({ width: 64, height: 36 }))
    const refused = await upload(a, matchId, screenshot(await png({ width: 64, height: 36 })))
    expect(refusal(refused)).toEqual([429, 'throttled'])
    expect(refused.headers.get('Retry-After')).toBe('3600')
    // A team-mate is not held by it.
    await uploaded(a2, matchId, await png({ width: 64, height: 36 }))
  })

  const semifinal = () => runningSemifinal(h)

  /** A running round robin of four teams (best of 3): a player of Team 1 and two of its ready matches. */
  const roundRobin = async () => {
    const boss = await player(h, { role: 'organiser' })
    const fixture = await createTournament(h.db, 4, [{ kind: 'round_robin', bestOf: 3, groups: 1 }])
    await h.db
      .update(tournaments)
      .set({ checkInOpensMinutes: null })
      .where(eq(tournaments.id, fixture.tournamentId))
    const [stageId = ''] = fixture.stageIds
    const [teamId = ''] = fixture.teamIds
    for (const step of ['draw', 'start'])
      expect(
        (
          await h.post(
            `/console/stages/${stageId}/${step}`,
            step === 'draw' ? { team_ids: fixture.teamIds } : {},
            { bearer: boss.bearer },
          )
        ).status,
      ).toBe(200)
    const one = await player(h)
    await h.db.insert(teamMembers).values({ teamId, userId: one.user.id, tournamentId: fixture.tournamentId })
    const seated = await stageTeams(h.db, stageId)
    const matches = (await matchesOf(h.db, stageId))
      .filter((match) => match.status === 'ready')
      .filter((match) => [match.opponent1?.id, match.opponent2?.id].some((id) => seated[id ?? -1] === teamId))
      .map((match) => match.id)
    expect(matches.length).toBeGreaterThanOrEqual(2)
    return { player: one, matches }
  }
})
