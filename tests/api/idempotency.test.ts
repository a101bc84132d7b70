/**
 * `Idempotency-Key` on the API's POSTs and PATCHes (server/platform/http/idempotency.ts, ADR 0044)
 * through the whole HTTP app on PGlite and PostgreSQL: a repeat is answered the first answer (marked
 * `Idempotent-Replayed`) and changes nothing more; the same key with another request is a 422; keys
 * belong to a user, or to a guest's address; a key in flight is a 409 (PostgreSQL, two requests at
 * once); only final answers are kept (a request cut by the database is let go and may run again); keys
 * are forgotten after 24 hours; nothing is kept in clear.
 */
import { eq, lte, sql } from 'drizzle-orm'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { ACCOUNT_PATHS } from '#core/accounts/accounts.api.ts'
import { UPLOAD_FIELD } from '#core/profile/profile.api.ts'
import { inviteLinkPath, teamLogoPath, teamPath, tournamentTeamsPath } from '#core/teams/teams.api.ts'
import { idempotencyKeys, teams } from '#server/platform/db/schema.ts'
import {
  type AccountsHarness,
  freshIp,
  freshPhone,
  type JsonAnswer,
  type RequestOptions,
  useAccountsHarness,
} from './support/accounts.ts'
import { backends } from './support/database.ts'
import { freshTeamName, openTournament, type Player, player, teamForm, teamOf } from './support/teams.ts'

const HOUR_SECONDS = 60 * 60

let keySerial = 0
/** A key no other request of this file used: UUID-shaped, as the draft suggests. */
const freshKey = (): string => {
  keySerial += 1
  return `6f1c2a9e-0b7d-4c1e-9a55-${String(process.pid % 1_000_000).padStart(6, '0')}${String(keySerial).padStart(6, '0')}`
}

const keyed = (key: string, options: RequestOptions = {}): RequestOptions => ({
  ...options,
  headers: { ...options.headers, 'Idempotency-Key': key },
})
const codeOf = (answer: JsonAnswer): unknown => (answer.body as { code?: unknown } | null)?.code
const replayed = (answer: JsonAnswer): string | null => answer.headers.get('Idempotent-Replayed')

const teamsOf = (h: AccountsHarness, tournamentId: string) =>
  h.db.select().from(teams).where(eq(teams.tournamentId, tournamentId))

describe.each(backends)('Idempotency-Key on $name', (backend) => {
  const h = useAccountsHarness(backend)
  const create = (
    who: Player,
    tournamentId: string,
    form: object,
    key: string,
    options: RequestOptions = {},
  ) => h.post(tournamentTeamsPath(tournamentId), form, keyed(key, { bearer: who.bearer, ...options }))

  it('answers a repeated team creation with the first answer, marked replayed, and creates one team', async () => {
    const captain = await player(h)
    const tournament = await openTournament(h)
    const form = teamForm(freshTeamName())
    const key = freshKey()
    const first = await create(captain, tournament.id, form, key)
    expect(first.status).toBe(201)
    expect(replayed(first)).toBeNull()
    const again = await create(captain, tournament.id, form, key)
    expect(again.status).toBe(201)
    expect(again.body).toEqual(first.body)
    expect(replayed(again)).toBe('true')
    expect(again.headers.get('Content-Type')).toBe(first.headers.get('Content-Type'))
    expect(again.headers.get('Cache-Control')).toBe('no-store')
    expect(await teamsOf(h, tournament.id)).toHaveLength(1)
    // Without the key the same request is a new one: the captain already plays.
    const unkeyed = await h.post(tournamentTeamsPath(tournament.id), form, { bearer: captain.bearer })
    expect([unkeyed.status, codeOf(unkeyed)]).toEqual([409, 'already_in_team'])
  })

  it('replays a POST that sends an empty body (a new invitation link), as browsers send one', async () => {
    const captain = await player(h)
    const team = teamOf(
      await h.post(tournamentTeamsPath((await openTournament(h)).id), teamForm(freshTeamName()), {
        bearer: captain.bearer,
      }),
    )
    const key = freshKey()
    const first = await h.post(inviteLinkPath(team.id), '', keyed(key, { bearer: captain.bearer }))
    expect(first.status).toBe(200)
    const again = await h.post(inviteLinkPath(team.id), '', keyed(key, { bearer: captain.bearer }))
    expect([again.status, replayed(again)]).toEqual([200, 'true'])
    expect(again.body).toEqual(first.body)
  })

  it('takes the key as a Structured Field string, quoted or not, as the same key', async () => {
    const captain = await player(h)
    const tournament = await openTournament(h)
    const form = teamForm(freshTeamName())
    const key = freshKey()
    expect((await create(captain, tournament.id, form, `"${key}"`)).status).toBe(201)
    const again = await create(captain, tournament.id, form, key)
    expect([again.status, replayed(again)]).toEqual([201, 'true'])
  })

  it('replays a PATCH too', async () => {
    const captain = await player(h)
    const team = teamOf(
      await h.post(tournamentTeamsPath((await openTournament(h)).id), teamForm(freshTeamName()), {
        bearer: captain.bearer,
      }),
    )
    const key = freshKey()
    const change = { description: 'New season, new us.' }
    const first = await h.patch(teamPath(team.id), change, keyed(key, { bearer: captain.bearer }))
    expect(first.status).toBe(200)
    const again = await h.patch(teamPath(team.id), change, keyed(key, { bearer: captain.bearer }))
    expect([again.status, replayed(again)]).toEqual([200, 'true'])
    expect(again.body).toEqual(first.body)
  })

  it('refuses the key with another body or another path 422 idempotency_key_reused, in the language of the URL', async () => {
    const captain = await player(h)
    const tournament = await openTournament(h)
    const key = freshKey()
    expect((await create(captain, tournament.id, teamForm(freshTeamName()), key)).status).toBe(201)
    const otherBody = await create(captain, tournament.id, teamForm(freshTeamName()), key)
    expect(otherBody.status).toBe(422)
    expect(otherBody.body).toEqual({
      detail: 'Цей Idempotency-Key уже використано для іншого запиту.',
      code: 'idempotency_key_reused',
    })
    const otherPath = await create(captain, (await openTournament(h)).id, teamForm(freshTeamName()), key, {
      en: true,
    })
    expect(otherPath.status).toBe(422)
    expect(otherPath.body).toEqual({
      detail: 'This Idempotency-Key was already used for a different request.',
      code: 'idempotency_key_reused',
    })
    expect(await teamsOf(h, tournament.id)).toHaveLength(1)
  })

  it('V8.2.2 keeps keys per user: the same key and body of another user is that user’s own request', async () => {
    const [first, second] = [await player(h), await player(h)]
    const tournament = await openTournament(h)
    const form = teamForm(freshTeamName())
    const key = freshKey()
    const created = await create(first, tournament.id, form, key)
    expect(created.status).toBe(201)
    // The second user's request runs: the name is taken by the first user's team, and nothing of
    // the first user's answer is seen.
    const other = await create(second, tournament.id, form, key)
    expect(other.status).toBe(400)
    expect(replayed(other)).toBeNull()
    expect(JSON.stringify(other.body)).not.toContain(teamOf(created).id)
    // A final answer is kept for that user too.
    const otherAgain = await create(second, tournament.id, form, key)
    expect([otherAgain.status, replayed(otherAgain)]).toEqual([400, 'true'])
  })

  it('V8.2.2 never hands a kept answer to a token that no longer passes: a disabled user gets 401', async () => {
    const captain = await player(h)
    const tournament = await openTournament(h)
    const form = teamForm(freshTeamName())
    const key = freshKey()
    expect((await create(captain, tournament.id, form, key)).status).toBe(201)
    await h.setDisabled(captain.user.id, true)
    const again = await create(captain, tournament.id, form, key)
    expect([again.status, codeOf(again), replayed(again)]).toEqual([401, 'no_active_account', null])
  })

  it("keeps a guest's keys per client address", async () => {
    const phone = freshPhone()
    const key = freshKey()
    const [here, there] = [freshIp(), freshIp()]
    const body = { phone, purpose: 'signIn' }
    const sent = await h.post(ACCOUNT_PATHS.phoneSendCode, body, keyed(key, { ip: here }))
    expect(sent.body).toEqual({ resend_after_seconds: 60 })
    const again = await h.post(ACCOUNT_PATHS.phoneSendCode, body, keyed(key, { ip: here }))
    expect([again.status, replayed(again)]).toEqual([200, 'true'])
    expect(again.body).toEqual({ resend_after_seconds: 60 })
    expect(await h.smsTo(phone)).toHaveLength(1)
    // From another address the same key is another key: the request runs, and meets the minute
    // between two codes to one number.
    const elsewhere = await h.post(ACCOUNT_PATHS.phoneSendCode, body, keyed(key, { ip: there }))
    expect([elsewhere.status, codeOf(elsewhere), replayed(elsewhere)]).toEqual([429, 'throttled', null])
  })

  it('lets a key go after an answer that is not final (429), so the repeat runs once it may', async () => {
    const phone = freshPhone()
    const ip = freshIp()
    const body = { phone, purpose: 'signIn' }
    expect((await h.post(ACCOUNT_PATHS.phoneSendCode, body, { ip })).status).toBe(200)
    const key = freshKey()
    const throttled = await h.post(ACCOUNT_PATHS.phoneSendCode, body, keyed(key, { ip }))
    expect(throttled.status).toBe(429)
    h.clock.advance(61)
    const later = await h.post(ACCOUNT_PATHS.phoneSendCode, body, keyed(key, { ip }))
    expect([later.status, replayed(later)]).toEqual([200, null])
    expect(await h.smsTo(phone)).toHaveLength(2)
  })

  it('keeps nothing in clear: not the key, not the owner, not the answer (tokens)', async () => {
    const owner = await player(h)
    const pair = await h.accounts.tokens.startSession(owner.user)
    const key = freshKey()
    // A guest's request (the refresh carries no Bearer token): its keys are its address's.
    const ip = freshIp()
    const refreshed = await h.post(ACCOUNT_PATHS.tokenRefresh, { refresh: pair.refresh }, keyed(key, { ip }))
    expect(refreshed.status).toBe(200)
    const { access, refresh } = refreshed.body as { access: string; refresh: string }
    const rows = await h.db.select().from(idempotencyKeys)
    const stored = JSON.stringify(rows)
    for (const secret of [key, ip, access, refresh, pair.refresh]) expect(stored).not.toContain(secret)
    // The answer is kept all the same: the repeat gets the same pair, and the spent token is not
    // spent twice (a second rotation of it would end the session).
    const again = await h.post(ACCOUNT_PATHS.tokenRefresh, { refresh: pair.refresh }, keyed(key, { ip }))
    expect([again.status, replayed(again)]).toEqual([200, 'true'])
    expect(again.body).toEqual({ access, refresh })
    expect((await h.get('/profile', { bearer: access })).status).toBe(200)
  })

  it('refuses a malformed key 400 idempotency_key_invalid before anything runs', async () => {
    const captain = await player(h)
    const tournament = await openTournament(h)
    for (const bad of ['short-key', 'x'.repeat(256), 'has space inside key!', 'has"quote"inside-key', '""']) {
      const answer = await create(captain, tournament.id, teamForm(freshTeamName()), bad, { en: true })
      expect(answer.status).toBe(400)
      expect(answer.body).toEqual({
        detail: 'Idempotency-Key must be a string of 16 to 255 visible characters, such as a UUID.',
        code: 'idempotency_key_invalid',
      })
    }
    expect(await teamsOf(h, tournament.id)).toEqual([])
    // 16 and 255 characters are keys.
    for (const good of ['k'.repeat(16), `${freshKey()}${'k'.repeat(255 - 36)}`]) {
      const answer = await create(captain, (await openTournament(h)).id, teamForm(freshTeamName()), good)
      expect(answer.status).toBe(201)
    }
  })

  it('leaves multipart uploads out: each upload with the same key runs', async () => {
    const captain = await player(h)
    const team = teamOf(
      await h.post(tournamentTeamsPath((await openTournament(h)).id), teamForm(freshTeamName()), {
        bearer: captain.bearer,
      }),
    )
    const png = await sharp({
      create: { width: 64, height: 64, channels: 4, background: { r: 200, g: 40, b: 40, alpha: 1 } },
    })
      .png()
      .toBuffer()
    const form = () => {
      const body = new FormData()
      body.append(UPLOAD_FIELD, new Blob([new Uint8Array(png)], { type: 'image/png' }), 'logo.png')
      return body
    }
    const key = freshKey()
    const first = await h.postForm(teamLogoPath(team.id), form(), keyed(key, { bearer: captain.bearer }))
    const second = await h.postForm(teamLogoPath(team.id), form(), keyed(key, { bearer: captain.bearer }))
    expect([first.status, replayed(first), second.status, replayed(second)]).toEqual([200, null, 200, null])
    await h.teamsSettled()
  })

  // Last: it moves the harness's clock a day on.
  it('forgets a key after 24 hours: the request runs again, and the purge removes the kept answers', async () => {
    const captain = await player(h)
    const tournament = await openTournament(h)
    const form = teamForm(freshTeamName())
    const key = freshKey()
    expect((await create(captain, tournament.id, form, key)).status).toBe(201)
    h.clock.advance(24 * HOUR_SECONDS - 1)
    const fresh = { ...captain, bearer: (await h.accounts.tokens.startSession(captain.user)).access }
    const stillKept = await create(fresh, tournament.id, form, key)
    expect([stillKept.status, replayed(stillKept)]).toEqual([201, 'true'])
    h.clock.advance(1)
    const runsAgain = await create(fresh, tournament.id, form, key)
    expect([runsAgain.status, codeOf(runsAgain), replayed(runsAgain)]).toEqual([409, 'already_in_team', null])
    h.clock.advance(24 * HOUR_SECONDS)
    expect(await h.idempotency.purgeExpired()).toBeGreaterThan(0)
    const left = await h.db
      .select()
      .from(idempotencyKeys)
      .where(lte(idempotencyKeys.expiresAt, h.clock.now()))
    expect(left).toEqual([])
  })
})

const postgres = backends.filter((backend) => backend.name === 'postgres')

describe.each(postgres)('Idempotency-Key with requests at once on $name', (backend) => {
  const h = useAccountsHarness(backend)

  /** Holds the tournament's row lock on a connection of its own until `release` is called. */
  const holdTournament = async (tournamentId: string) => {
    let release = () => {}
    const released = new Promise<void>((resolve) => {
      release = resolve
    })
    let locked = () => {}
    const isLocked = new Promise<void>((resolve) => {
      locked = resolve
    })
    const holding = h.db.transaction(async (tx) => {
      await tx.execute(sql`select id from tournaments where id = ${tournamentId} for update`)
      locked()
      await released
    })
    await isLocked
    return {
      release: async () => {
        release()
        await holding
      },
    }
  }
  /** Waits until a request of the app waits on a lock (the first one, in flight). */
  const waitingOnLock = async () => {
    for (let attempt = 0; attempt < 400; attempt += 1) {
      const result: unknown = await h.db.execute(
        sql`select count(*)::int as waiting from pg_stat_activity
            where datname = current_database() and wait_event_type = 'Lock'`,
      )
      if (((result as { rows: Array<{ waiting: number }> }).rows[0]?.waiting ?? 0) > 0) return
      await new Promise((resolve) => setTimeout(resolve, 25))
    }
    throw new Error('no request waits on the lock')
  }

  it('answers a duplicate sent while the first is in flight 409 idempotency_key_in_use with Retry-After', async () => {
    const captain = await player(h)
    const tournament = await openTournament(h)
    const form = teamForm(freshTeamName())
    const key = freshKey()
    const send = () =>
      h.post(tournamentTeamsPath(tournament.id), form, keyed(key, { bearer: captain.bearer, en: true }))
    const lock = await holdTournament(tournament.id)
    const first = send()
    await waitingOnLock()
    const duplicate = await send()
    expect(duplicate.status).toBe(409)
    expect(duplicate.body).toEqual({
      detail: 'A request with this Idempotency-Key is still being processed. Please try again shortly.',
      code: 'idempotency_key_in_use',
    })
    expect(duplicate.headers.get('Retry-After')).toBe('60')
    await lock.release()
    expect((await first).status).toBe(201)
    const afterwards = await send()
    expect([afterwards.status, replayed(afterwards)]).toEqual([201, 'true'])
    expect(await teamsOf(h, tournament.id)).toHaveLength(1)
  }, 60_000)

  it('lets the key of a request the database cut (503) go: sent again, it runs and creates the team', async () => {
    const captain = await player(h)
    const tournament = await openTournament(h)
    const form = teamForm(freshTeamName())
    const key = freshKey()
    const send = () =>
      h.post(tournamentTeamsPath(tournament.id), form, keyed(key, { bearer: captain.bearer }))
    const lock = await holdTournament(tournament.id)
    const first = send()
    await waitingOnLock()
    await h.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and wait_event_type = 'Lock'`,
    )
    const cut = await first
    await lock.release()
    expect([cut.status, codeOf(cut), cut.headers.get('Retry-After')]).toEqual([
      503,
      'service_unavailable',
      '5',
    ])
    const again = await send()
    expect([again.status, replayed(again)]).toEqual([201, null])
    expect(await teamsOf(h, tournament.id)).toHaveLength(1)
  }, 60_000)
})
