/**
 * The organisers' list of accounts (`GET /console/users`, the console's people page) through the HTTP
 * app on PGlite and PostgreSQL: found by part of a nickname or an address in any letter case, or by a
 * phone number's digits, `%` and `_` taken as themselves; filtered by role and by disabled; newest
 * first, a page at a time with links to the next and previous pages; no phone number shown; a query
 * that does not decode refused by its parameter in the path's language, never a 5xx; moderators 403,
 * everyone else the 404 of an unknown path; and one statement per page, however long the page.
 */
import { Schema } from 'effect'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PeoplePage, STAFF_PATHS } from '#core/accounts/staff.api.ts'
import { createPeopleReader } from '#server/accounts/people.ts'
import type { users } from '#server/platform/db/schema.ts'
import { type AccountsHarness, createAccountsHarness } from './support/accounts.ts'
import { backends, type TestDatabase } from './support/database.ts'
import { withQueryLog } from './support/query-log.ts'
import { type Player, player } from './support/teams.ts'

const pageOf = Schema.decodeUnknownSync(PeoplePage)

let markerSerial = 0
/** Letters no other account of the run holds, to find a test's own accounts among everyone's. */
const freshMarker = (): string => {
  markerSerial += 1
  return `m${process.pid % 1000}q${markerSerial}x`
}

describe.each(backends)('the organisers list of accounts on $name', (backend) => {
  let database: TestDatabase
  let h: AccountsHarness
  let organiser: Player
  /** Each test's accounts are made a minute apart, newest last, so the order is known. */
  let minute = 0

  beforeAll(async () => {
    database = await backend.open()
    h = createAccountsHarness(database)
    organiser = await player(h, { role: 'organiser' })
  })
  afterAll(async () => {
    await h?.accounts.settled()
    await h?.jobs.stop()
    await database?.dispose()
  })

  const account = async (profile: Partial<typeof users.$inferInsert>) => {
    minute += 1
    const made = await player(h, { createdAt: new Date(Date.UTC(2026, 0, 1, 0, minute)), ...profile })
    return made.user
  }
  const list = async (query: string, options: { bearer?: string; en?: boolean } = {}) => {
    const answer = await h.get(`${STAFF_PATHS.users}${query === '' ? '' : `?${query}`}`, {
      bearer: options.bearer ?? organiser.bearer,
      en: options.en ?? false,
    })
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    return pageOf(answer.body)
  }
  const namesOf = async (query: string) => (await list(query)).results.map((person) => person.username)
  const q = (text: string) => `q=${encodeURIComponent(text)}`

  it('finds part of a nickname in any letter case, newest first, and shows each account without its number', async () => {
    const m = freshMarker()
    const first = await account({ username: `Wolf${m}a`, email: null })
    const second = await account({ username: `dire${m.toUpperCase()}WOLF`, role: 'moderator' })
    await account({ username: `fox${m.slice(0, -1)}` })
    const page = await list(q(m.toUpperCase()))
    expect(page.count).toBe(2)
    expect(page.results.map((person) => person.username)).toEqual([second.username, first.username])
    expect(page.results[1]).toEqual({
      id: first.id,
      username: first.username,
      email: null,
      has_phone: true,
      role: 'player',
      disabled: false,
      created_at: first.createdAt.toISOString(),
    })
    expect(page.results[0]).toMatchObject({ email: second.email, role: 'moderator' })
    // The number itself is never in the answer.
    expect(JSON.stringify(page)).not.toContain(first.phone ?? 'no phone')
    expect(await namesOf(q(`wolf${m}`))).toEqual([first.username])
  })

  it('finds Cyrillic nicknames in any letter case', async () => {
    const m = freshMarker()
    const wolf = await account({ username: `Вовк${m}` })
    expect(await namesOf(q(`вовк${m}`))).toEqual([wolf.username])
    expect(await namesOf(q(`ВОВК${m.toUpperCase()}`))).toEqual([wolf.username])
  })

  it('finds part of an e-mail address in any letter case', async () => {
    const m = freshMarker()
    const mailed = await account({ email: `Captain.${m}@Example.COM` })
    await account({ email: `captain.${m}@other.example` })
    expect(await namesOf(q(`captain.${m}@EXAMPLE.com`))).toEqual([mailed.username])
    expect(await namesOf(q(`${m}@example.`))).toEqual([mailed.username])
  })

  it('finds a phone number by its digits, written as people write them', async () => {
    const digits = String(1_000_000 + ((process.pid * 7919 + markerSerial * 104_729) % 8_999_999))
    const called = await account({ phone: `+38093${digits}` })
    const spaced = `093 ${digits.slice(0, 3)}-${digits.slice(3, 5)} ${digits.slice(5)}`
    expect(await namesOf(q(spaced))).toEqual([called.username])
    expect(await namesOf(q(`+38 (093) ${digits}`))).toEqual([called.username])
    expect(await namesOf(q(`38093${digits}`))).toEqual([called.username])
    // Letters beside the digits: a nickname or address search only, which finds no number.
    expect(await namesOf(q(`093${digits}x`))).toEqual([])
  })

  it('takes %, _ and \\ as themselves, not as patterns', async () => {
    const m = freshMarker()
    const percent = await account({ username: `${m}%a` })
    const underscore = await account({ username: `${m}_b` })
    const backslash = await account({ username: `${m}\\zz` })
    await account({ username: `${m}zz` })
    await account({ username: `${m}dd` })
    expect(await namesOf(q(`${m}%`))).toEqual([percent.username])
    expect(await namesOf(q(`${m}_`))).toEqual([underscore.username])
    // Unescaped, `\z` would be a plain z and find the other one.
    expect(await namesOf(q(`${m}\\z`))).toEqual([backslash.username])
    expect((await list(q(m))).count).toBe(5)
  })

  it('filters by role and by disabled, alone and together', async () => {
    const m = freshMarker()
    const playing = await account({ username: `${m}p` })
    const moderating = await account({ username: `${m}m`, role: 'moderator' })
    const organising = await account({ username: `${m}o`, role: 'organiser' })
    const disabledPlayer = await account({ username: `${m}dp`, disabled: true })
    const disabledModerator = await account({ username: `${m}dm`, role: 'moderator', disabled: true })
    const names = (...people: ReadonlyArray<{ readonly username: string }>) =>
      people.map((person) => person.username).reverse()
    expect(await namesOf(`${q(m)}&role=player`)).toEqual(names(playing, disabledPlayer))
    expect(await namesOf(`${q(m)}&role=moderator`)).toEqual(names(moderating, disabledModerator))
    expect(await namesOf(`${q(m)}&role=organiser`)).toEqual(names(organising))
    expect(await namesOf(`${q(m)}&disabled=true`)).toEqual(names(disabledPlayer, disabledModerator))
    expect(await namesOf(`${q(m)}&disabled=false`)).toEqual(names(playing, moderating, organising))
    expect(await namesOf(`${q(m)}&role=moderator&disabled=false`)).toEqual(names(moderating))
    expect(await namesOf(`${q(m)}&role=moderator&disabled=true`)).toEqual(names(disabledModerator))
    // Without a search the filters hold over everyone.
    const everyDisabled = await list('disabled=true&page_size=100')
    expect(everyDisabled.results.every((person) => person.disabled)).toBe(true)
    expect(everyDisabled.results.map((person) => person.id)).toEqual(
      expect.arrayContaining([disabledPlayer.id, disabledModerator.id]),
    )
    const everyOrganiser = await list('role=organiser&page_size=100')
    expect(everyOrganiser.results.every((person) => person.role === 'organiser')).toBe(true)
    expect(everyOrganiser.results.map((person) => person.id)).toEqual(
      expect.arrayContaining([organiser.user.id, organising.id]),
    )
  })

  it('gives a page at a time with links on, in the language of the path, and counts past the last page', async () => {
    const m = freshMarker()
    const made = []
    for (let i = 0; i < 5; i += 1) made.push(await account({ username: `${m}${i}` }))
    const newestFirst = made.map((person) => person.username).reverse()
    const first = await list(`${q(m)}&page_size=2`)
    expect(first).toMatchObject({
      count: 5,
      previous: null,
      next: `/api/v1/console/users?q=${m}&page=2&page_size=2`,
    })
    expect(first.results.map((person) => person.username)).toEqual(newestFirst.slice(0, 2))
    // The links lead on: the API root is the harness's.
    const follow = (link: string | null) => list(String(link).replace(/^\/api\/v1\/console\/users\?/, ''))
    const second = await follow(first.next)
    expect(second.results.map((person) => person.username)).toEqual(newestFirst.slice(2, 4))
    expect(second.previous).toBe(`/api/v1/console/users?q=${m}&page_size=2`)
    const third = await follow(second.next)
    expect(third).toMatchObject({ count: 5, next: null })
    expect(third.results.map((person) => person.username)).toEqual(newestFirst.slice(4))
    expect(await list(`${q(m)}&page=9&page_size=2`)).toEqual({
      count: 5,
      next: null,
      previous: `/api/v1/console/users?q=${m}&page=3&page_size=2`,
      results: [],
    })
    const english = await list(`${q(m)}&page=2&page_size=2`, { en: true })
    expect([english.previous, english.next]).toEqual([
      `/en/api/v1/console/users?q=${m}&page_size=2`,
      `/en/api/v1/console/users?q=${m}&page=3&page_size=2`,
    ])
  })

  it('refuses a query that does not decode by its parameter, in the language of the path', async () => {
    for (const [query, field] of [
      ['page=0', 'page'],
      ['page=two', 'page'],
      ['page=1001', 'page'],
      ['page_size=101', 'page_size'],
      ['role=admin', 'role'],
      ['role=', 'role'],
      ['disabled=yes', 'disabled'],
      [q('x'.repeat(101)), 'q'],
      [q('a\u0000b'), 'q'],
    ] as const) {
      const answer = await h.get(`${STAFF_PATHS.users}?${query}`, { bearer: organiser.bearer })
      expect(answer.status, query).toBe(400)
      expect(Object.keys(answer.body as object), query).toEqual([field])
    }
    const message = async (en: boolean) =>
      (
        (await h.get(`${STAFF_PATHS.users}?page_size=500`, { bearer: organiser.bearer, en })).body as Record<
          string,
          ReadonlyArray<{ message: string }>
        >
      ).page_size?.[0]?.message
    const [uk, en] = [await message(false), await message(true)]
    expect(uk).toMatch(/[а-яі]/)
    expect(en).toMatch(/^[\x20-\x7e]+$/)
    // A query string that does not percent-decode.
    expect((await h.get(`${STAFF_PATHS.users}?q=%E0%A4%A`, { bearer: organiser.bearer })).body).toMatchObject(
      { code: 'bad_request' },
    )
  })

  it('answers any search 200 or 400, never a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: 'grapheme', maxLength: 120 }), async (text) => {
        const answer = await h.get(`${STAFF_PATHS.users}?${q(text)}&page_size=5`, {
          bearer: organiser.bearer,
        })
        expect([200, 400]).toContain(answer.status)
      }),
      { numRuns: 60 },
    )
  })

  it('answers a moderator 403 and anyone else below staff the 404 of an unknown path', async () => {
    const moderator = await player(h, { role: 'moderator' })
    expect(await h.get(STAFF_PATHS.users, { bearer: moderator.bearer })).toMatchObject({
      status: 403,
      body: { code: 'not_organiser' },
    })
    const someone = await player(h)
    for (const bearer of [someone.bearer, 'not-a-token', undefined]) {
      expect(await h.get(STAFF_PATHS.users, bearer === undefined ? {} : { bearer })).toMatchObject({
        status: 404,
        body: { code: 'not_found' },
      })
    }
    // Checked before the query is read: a bad one is still a 404.
    expect((await h.get(`${STAFF_PATHS.users}?page=0`, { bearer: someone.bearer })).status).toBe(404)
  })

  it('reads a page of 3 accounts, of 30, and one past the last in one statement each', async () => {
    const log = withQueryLog(database.database)
    const reader = createPeopleReader(log.db)
    const m = freshMarker()
    const read = async (page: number) => {
      log.clear()
      const found = await reader.list({ q: m, page, pageSize: 50 })
      return [log.queries.length, found.count, found.results.length]
    }
    for (let i = 0; i < 3; i += 1) await account({ username: `${m}${i}` })
    const three = await read(1)
    for (let i = 3; i < 30; i += 1) await account({ username: `${m}${i}` })
    expect([three, await read(1), await read(2)]).toEqual([
      [1, 3, 3],
      [1, 30, 30],
      [1, 30, 0],
    ])
  }, 60_000)
})
