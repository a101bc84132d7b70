/**
 * The organisers' tournament management (`MANAGE_PATHS`) through the HTTP app on PGlite and
 * PostgreSQL: a draft made in the console stays off the public API until it is published; publish,
 * unpublish and cancel (with its reason shown publicly), each with its audit entry; optimistic
 * concurrency on `version`; the draft's impossible windows as field errors; the slug rule; sponsors
 * from the partners table; the cover upload; who may read and who may change (moderators read,
 * organisers change, everyone else gets the 404 of an unknown path and changes nothing).
 */
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { UPLOAD_FIELD } from '#core/profile/profile.api.ts'
import { MANAGE_PATHS, type ManagedTournament, managePath } from '#core/tournaments/manage.api.ts'
import { tournamentPath } from '#core/tournaments/tournaments.api.ts'
import { auditEntries, partners, tournamentStages, tournaments } from '#server/platform/db/schema.ts'
import { type JsonAnswer, useAccountsHarness } from './support/accounts.ts'
import { backends } from './support/database.ts'
import { png } from './support/images.ts'
import { type Player, player } from './support/teams.ts'

let serial = 0
/** A whole, valid draft; every test names only what it is about. */
const draft = (overrides: Record<string, unknown> = {}): Record<string, unknown> => {
  serial += 1
  return {
    name: `Console Cup ${process.pid} ${serial}`,
    game: 'Counter-Strike 2',
    format: '5v5',
    description: { uk: '# Кубок', en: '# The cup' },
    rules: { uk: null, en: 'Play fair.' },
    pot_details: { uk: null, en: null },
    how_to_play: { uk: ['Зареєструйтеся'], en: ['Register'] },
    entry: 'free',
    entry_fee: null,
    prize_fund: 1000,
    currency: 'UAH',
    pot_sources: [{ kind: 'organiser', amount: 1000 }],
    prizes: [
      { place: 1, amount: 700 },
      { place: 2, amount: 300 },
    ],
    sponsors: [],
    slots: 16,
    team_size: { players: 5, substitutes: 2 },
    registration_start: '2030-05-01T10:00:00+03:00',
    registration_end: '2030-05-10T18:00:00+03:00',
    games_start: '2030-05-11T12:00:00+03:00',
    games_end: '2030-05-12T22:00:00+03:00',
    check_in_opens_minutes: 60,
    check_in_closes_minutes: 10,
    stages: [
      {
        kind: 'round_robin',
        name: { uk: 'Групи', en: 'Groups' },
        best_of: 1,
        groups: 4,
        group_fill: 'snake',
        rounds: null,
        grand_final: null,
        advancing: 8,
      },
      {
        kind: 'single_elimination',
        name: { uk: 'Плей-оф', en: 'Playoff' },
        best_of: 3,
        groups: null,
        group_fill: null,
        rounds: null,
        grand_final: null,
        advancing: null,
      },
    ],
    ...overrides,
  }
}

const refusal = (answer: JsonAnswer): [number, unknown] => [
  answer.status,
  (answer.body as { code?: unknown } | null)?.code,
]

/** The codes per field of a 400 answer. */
const fieldCodes = (answer: JsonAnswer): Record<string, string[]> =>
  Object.fromEntries(
    Object.entries(answer.body as Record<string, Array<{ code: string }>>).map(([field, messages]) => [
      field,
      messages.map((found) => found.code),
    ]),
  )

describe.each(backends)('tournament management on $name', (backend) => {
  const h = useAccountsHarness(backend)

  const as = (who: Player | undefined) => (who ? { bearer: who.bearer } : {})
  const create = (who: Player | undefined, body: unknown, en = false) =>
    h.post(MANAGE_PATHS.tournaments, body, { ...as(who), en })
  const created = async (who: Player, body = draft()): Promise<ManagedTournament> => {
    const answer = await create(who, body)
    if (answer.status !== 201)
      throw new Error(`create answered ${answer.status}: ${JSON.stringify(answer.body)}`)
    return answer.body as ManagedTournament
  }
  const change = (
    who: Player | undefined,
    path: 'publish' | 'unpublish' | 'cancel',
    id: string,
    body: unknown,
  ) => h.post(managePath(path, id), body, as(who))
  const edit = (who: Player | undefined, id: string, body: unknown) =>
    h.put(managePath('tournament', id), body, as(who))
  const consoleList = (who: Player | undefined, query = '') =>
    h.get(`${MANAGE_PATHS.tournaments}${query}`, as(who))
  const rowOf = async (id: string) => (await h.db.select().from(tournaments).where(eq(tournaments.id, id)))[0]
  /** The entries about one tournament, oldest first, as the test compares them. */
  const entriesAbout = async (id: string) =>
    (await h.db.select().from(auditEntries).where(eq(auditEntries.subjectId, id)))
      .sort((a, b) => a.id - b.id)
      .map(({ kind, actorId, subjectType, tournamentId, before, after }) => ({
        kind,
        actorId,
        subjectType,
        tournamentId,
        before,
        after,
      }))
  const publicIds = async () =>
    ((await h.get('/tournaments?page_size=50')).body as { results: Array<{ id: string }> }).results.map(
      (found) => found.id,
    )

  describe('the life of a tournament', () => {
    it('creates a draft seen in the console only, publishes, unpublishes and cancels it, each audited', async () => {
      const organiser = await player(h, { role: 'organiser' })
      const body = draft()
      const answer = await create(organiser, body)
      expect(answer.status).toBe(201)
      const made = answer.body as ManagedTournament
      expect(made).toMatchObject({
        name: body.name,
        status: 'draft',
        version: 1,
        entry: 'free',
        entry_fee: null,
        prize_fund: 1000,
        team_size: { players: 5, substitutes: 2 },
        // 10:00 at UTC+3 is 07:00 UTC.
        registration_start: '2030-05-01T07:00:00.000Z',
        games_start: '2030-05-11T09:00:00.000Z',
        check_in_opens_minutes: 60,
        check_in_closes_minutes: 10,
        // 60 and 10 minutes before 09:00 UTC.
        check_in: { opens_at: '2030-05-11T08:00:00.000Z', closes_at: '2030-05-11T08:50:00.000Z' },
        cancellation_reason: null,
        sponsor_ids: [],
        // Left out of the draft: the default.
        report_answer_minutes: 15,
        // No ready check unless the organiser asks for one; alerts pause matches unless turned off.
        ready_check_minutes: null,
        air_raid_pause: true,
      })
      expect(made.stages.map((stage) => [stage.number, stage.kind, stage.name.en, stage.advancing])).toEqual([
        [1, 'round_robin', 'Groups', 8],
        [2, 'single_elimination', 'Playoff', null],
      ])

      // A draft: in the console's list, not in the public one, 404 publicly.
      const listed = (await consoleList(organiser, '?status=draft&page_size=50')).body as {
        results: Array<{ id: string; status: string; version: number }>
      }
      expect(listed.results.find((found) => found.id === made.id)).toMatchObject({
        status: 'draft',
        version: 1,
      })
      expect(await publicIds()).not.toContain(made.id)
      expect((await h.get(tournamentPath(made.id))).status).toBe(404)

      const published = await change(organiser, 'publish', made.id, { version: 1 })
      expect(published.body).toMatchObject({ status: 'published', version: 2 })
      expect(await publicIds()).toContain(made.id)
      expect((await h.get(tournamentPath(made.slug))).body).toMatchObject({
        id: made.id,
        status: 'published',
        cancellation_reason: null,
      })

      expect((await change(organiser, 'unpublish', made.id, { version: 2 })).body).toMatchObject({
        status: 'draft',
        version: 3,
      })
      expect((await h.get(tournamentPath(made.id))).status).toBe(404)

      const reason = { uk: 'Сервер гри недоступний.', en: 'The game server is unavailable.' }
      expect((await change(organiser, 'cancel', made.id, { version: 3, reason })).body).toMatchObject({
        status: 'cancelled',
        version: 4,
        cancellation_reason: reason,
      })
      // Cancelled tournaments stay public, with their reason.
      expect((await h.get(tournamentPath(made.id))).body).toMatchObject({
        status: 'cancelled',
        cancellation_reason: reason,
      })

      const entries = await entriesAbout(made.id)
      expect(entries.map((entry) => entry.kind)).toEqual([
        'tournament.created',
        'tournament.published',
        'tournament.unpublished',
        'tournament.cancelled',
      ])
      for (const entry of entries) {
        expect(entry).toMatchObject({
          actorId: organiser.user.id,
          subjectType: 'tournament',
          tournamentId: made.id,
        })
      }
      expect(entries[0]?.before).toBeNull()
      expect(entries[0]?.after).toMatchObject({
        status: 'draft',
        name: body.name,
        slug: made.slug,
        registration_end: '2030-05-10T15:00:00.000Z',
        prize_fund: 1000,
      })
      expect(entries.slice(1).map(({ before, after }) => ({ before, after }))).toEqual([
        { before: { status: 'draft' }, after: { status: 'published' } },
        { before: { status: 'published' }, after: { status: 'draft' } },
        { before: { status: 'draft' }, after: { status: 'cancelled', cancellation_reason: reason } },
      ])
    })

    it('edits a tournament: the version goes up, the entry holds only the changed fields', async () => {
      const organiser = await player(h, { role: 'organiser' })
      const body = draft()
      const made = await created(organiser, body)
      const answer = await edit(organiser, made.id, {
        ...body,
        version: 1,
        slots: 32,
        entry: 'paid',
        entry_fee: 12.5,
        report_answer_minutes: 30,
        ready_check_minutes: 12,
        air_raid_pause: false,
      })
      expect(answer.body).toMatchObject({
        slots: 32,
        entry: 'paid',
        entry_fee: 12.5,
        report_answer_minutes: 30,
        ready_check_minutes: 12,
        air_raid_pause: false,
        version: 2,
      })
      expect((await rowOf(made.id))?.entryFeeCents).toBe(1250)
      expect((await rowOf(made.id))?.reportAnswerMinutes).toBe(30)
      expect((await rowOf(made.id))?.readyCheckMinutes).toBe(12)
      expect((await rowOf(made.id))?.airRaidPause).toBe(false)
      const [, updated] = await entriesAbout(made.id)
      expect(updated).toEqual({
        kind: 'tournament.updated',
        actorId: organiser.user.id,
        subjectType: 'tournament',
        tournamentId: made.id,
        before: {
          entry: 'free',
          entry_fee: null,
          slots: 16,
          report_answer_minutes: 15,
          ready_check_minutes: null,
          air_raid_pause: true,
        },
        after: {
          entry: 'paid',
          entry_fee: 12.5,
          slots: 32,
          report_answer_minutes: 30,
          ready_check_minutes: 12,
          air_raid_pause: false,
        },
      })
      // Saving the same again changes nothing: no new version, no entry.
      const same = await edit(organiser, made.id, {
        ...body,
        version: 2,
        slots: 32,
        entry: 'paid',
        entry_fee: 12.5,
        report_answer_minutes: 30,
        ready_check_minutes: 12,
        air_raid_pause: false,
      })
      expect(same.body).toMatchObject({ version: 2 })
      expect(await entriesAbout(made.id)).toHaveLength(2)
    })

    it('refuses the second of two organisers editing the same version, 409 stale, and keeps the first', async () => {
      const first = await player(h, { role: 'organiser' })
      const second = await player(h, { role: 'organiser' })
      const body = draft()
      const made = await created(first, body)
      const [one, two] = await Promise.all([
        edit(first, made.id, { ...body, version: 1, slots: 20 }),
        edit(second, made.id, { ...body, version: 1, slots: 24 }),
      ])
      const answers = [one, two].map((answer) => answer.status).sort()
      expect(answers).toEqual([200, 409])
      const won = one.status === 200 ? 20 : 24
      const lost = [one, two].find((answer) => answer.status === 409)
      expect(lost?.body).toMatchObject({ code: 'stale' })
      const row = await rowOf(made.id)
      expect([row?.slots, row?.version]).toEqual([won, 2])
      expect((await entriesAbout(made.id)).map((entry) => entry.kind)).toEqual([
        'tournament.created',
        'tournament.updated',
      ])
      // Every status change checks the version too.
      expect(refusal(await change(first, 'publish', made.id, { version: 1 }))).toEqual([409, 'stale'])
      expect((await rowOf(made.id))?.status).toBe('draft')
    })

    it('replaces the stage plan only while no stage has started: 409 stages_started after', async () => {
      const organiser = await player(h, { role: 'organiser' })
      const body = draft()
      const made = await created(organiser, body)
      const onlyPlayoff = [(body.stages as unknown[])[1]]
      expect(
        (await edit(organiser, made.id, { ...body, version: 1, stages: onlyPlayoff })).body,
      ).toMatchObject({
        version: 2,
        stages: [{ number: 1, kind: 'single_elimination' }],
      })
      await h.db
        .update(tournamentStages)
        .set({ status: 'running' })
        .where(eq(tournamentStages.tournamentId, made.id))
      expect(refusal(await edit(organiser, made.id, { ...body, version: 2 }))).toEqual([
        409,
        'stages_started',
      ])
      // The rest may still change while the plan stays.
      expect(
        (await edit(organiser, made.id, { ...body, version: 2, stages: onlyPlayoff, slots: 8 })).body,
      ).toMatchObject({
        version: 3,
        slots: 8,
      })
    })

    it('refuses a change the status does not allow: 409 wrong_status', async () => {
      const organiser = await player(h, { role: 'organiser' })
      const made = await created(organiser)
      expect(refusal(await change(organiser, 'unpublish', made.id, { version: 1 }))).toEqual([
        409,
        'wrong_status',
      ])
      await change(organiser, 'publish', made.id, { version: 1 })
      expect(refusal(await change(organiser, 'publish', made.id, { version: 2 }))).toEqual([
        409,
        'wrong_status',
      ])
      const reason = { uk: null, en: 'Rained off.' }
      await change(organiser, 'cancel', made.id, { version: 2, reason })
      expect(refusal(await change(organiser, 'cancel', made.id, { version: 3, reason }))).toEqual([
        409,
        'wrong_status',
      ])
    })
  })

  describe('field errors', () => {
    const windows: ReadonlyArray<readonly [string, Record<string, unknown>, Record<string, string[]>]> = [
      [
        'registration ending before it starts',
        { registration_end: '2030-05-01T09:00:00+03:00' },
        { registration_end: ['registrationEndBeforeStart'] },
      ],
      [
        'registration ending after the games start',
        { registration_end: '2030-05-11T12:30:00+03:00' },
        { registration_end: ['registrationAfterGames'] },
      ],
      [
        'the games ending before they start',
        { games_end: '2030-05-11T11:00:00+03:00' },
        { games_end: ['gamesEndBeforeStart'] },
      ],
      ['a paid entry without a fee', { entry: 'paid', entry_fee: null }, { entry_fee: ['entryFeeRequired'] }],
      ['a paid entry of 0', { entry: 'paid', entry_fee: 0 }, { entry_fee: ['entryFeeRequired'] }],
      ['a free entry with a fee', { entry: 'free', entry_fee: 5 }, { entry_fee: ['entryFeeNotAllowed'] }],
      [
        'check-in opening when it closes',
        { check_in_opens_minutes: 10, check_in_closes_minutes: 10 },
        { check_in_opens_minutes: ['checkInOpensAfterCloses'] },
      ],
      ['no time to answer a report', { report_answer_minutes: 0 }, { report_answer_minutes: ['invalid'] }],
      [
        'more than a day to answer a report',
        { report_answer_minutes: 1441 },
        { report_answer_minutes: ['invalid'] },
      ],
      ['a ready check of no time', { ready_check_minutes: 0 }, { ready_check_minutes: ['invalid'] }],
      ['a ready check over two hours', { ready_check_minutes: 121 }, { ready_check_minutes: ['invalid'] }],
      [
        'two rules at once',
        { games_end: '2030-05-11T12:00:00+03:00', entry: 'paid', entry_fee: null },
        { entry_fee: ['entryFeeRequired'], games_end: ['gamesEndBeforeStart'] },
      ],
      [
        'an unreadable date and a missing name',
        { games_start: '2030-02-31T12:00:00+03:00', name: '' },
        { games_start: ['invalid'], name: ['required'] },
      ],
    ]

    it.each(windows)('refuses %s as field errors, and creates nothing', async (_, overrides, expected) => {
      const organiser = await player(h, { role: 'organiser' })
      const body = draft(overrides)
      const answer = await create(organiser, body)
      expect(answer.status).toBe(400)
      expect(fieldCodes(answer)).toEqual(expected)
      expect(
        await h.db
          .select()
          .from(tournaments)
          .where(eq(tournaments.name, String(body.name))),
      ).toEqual([])
    })

    it('translates the messages by the language of the path, and checks an edit the same way', async () => {
      const organiser = await player(h, { role: 'organiser' })
      const bad = { games_end: '2030-05-11T11:00:00+03:00' }
      expect((await create(organiser, draft(bad))).body).toEqual({
        games_end: [
          { code: 'gamesEndBeforeStart', params: {}, message: 'Ігри мають закінчитися після початку' },
        ],
      })
      expect((await create(organiser, draft(bad), true)).body).toEqual({
        games_end: [
          { code: 'gamesEndBeforeStart', params: {}, message: 'The games must end after they start' },
        ],
      })
      const body = draft()
      const made = await created(organiser, body)
      const answer = await edit(organiser, made.id, { ...body, ...bad, version: 1 })
      expect(fieldCodes(answer)).toEqual({ games_end: ['gamesEndBeforeStart'] })
      expect((await rowOf(made.id))?.version).toBe(1)
    })

    it('takes a draft past the API’s usual 16 KiB, with an Idempotency-Key too, and bounds the texts', async () => {
      const organiser = await player(h, { role: 'organiser' })
      // 20 000 characters in each language: about 58 KB of JSON with the Cyrillic.
      const long = draft({
        description: { uk: 'Кубок '.repeat(3333).slice(0, 20_000), en: 'x'.repeat(20_000) },
      })
      const headers = { 'Idempotency-Key': `draft-${process.pid}-${serial}-0123456789` }
      const first = await h.post(MANAGE_PATHS.tournaments, long, { ...as(organiser), headers })
      expect(first.status).toBe(201)
      const again = await h.post(MANAGE_PATHS.tournaments, long, { ...as(organiser), headers })
      expect([again.status, again.headers.get('Idempotent-Replayed')]).toEqual([201, 'true'])
      expect(
        await h.db
          .select()
          .from(tournaments)
          .where(eq(tournaments.name, String(long.name))),
      ).toHaveLength(1)
      const over = draft({ description: { uk: null, en: 'x'.repeat(20_001) } })
      expect((await create(organiser, over)).body).toMatchObject({
        'description.en': [{ code: 'maxLength', params: { max: 20_000 } }],
      })
    })

    it('asks for a reason to cancel in at least one language', async () => {
      const organiser = await player(h, { role: 'organiser' })
      const made = await created(organiser)
      const answer = await change(organiser, 'cancel', made.id, { version: 1, reason: { uk: ' ', en: null } })
      expect(fieldCodes(answer)).toEqual({ reason: ['reasonRequired'] })
      expect((await rowOf(made.id))?.status).toBe('draft')
    })
  })

  describe('slugs and sponsors', () => {
    it('derives the slug from the name, unique, and refuses a slug another tournament has', async () => {
      const organiser = await player(h, { role: 'organiser' })
      const name = `Кубок Ватри ${process.pid}`
      const first = await created(organiser, draft({ name }))
      expect(first.slug).toBe(`kubok-vatry-${process.pid}`)
      const second = await created(organiser, draft({ name }))
      expect(second.slug).toBe(`kubok-vatry-${process.pid}-2`)
      const taken = await create(organiser, draft({ slug: first.slug }))
      expect(fieldCodes(taken)).toEqual({ slug: ['slugTaken'] })
      const own = `own-slug-${process.pid}`
      expect((await created(organiser, draft({ slug: own }))).slug).toBe(own)
      // An edit may keep its own slug, never take another's.
      const body = draft()
      const third = await created(organiser, body)
      expect(fieldCodes(await edit(organiser, third.id, { ...body, version: 1, slug: own }))).toEqual({
        slug: ['slugTaken'],
      })
      expect(fieldCodes(await create(organiser, draft({ slug: 'Not A Slug' })))).toEqual({
        slug: ['invalid'],
      })
    })

    it('resolves sponsors from the partners table, and refuses an unknown partner', async () => {
      const organiser = await player(h, { role: 'organiser' })
      const id = `acme-${process.pid}`
      await h.db.insert(partners).values({ id, name: 'Acme', tier: 'partner', url: 'https://acme.example' })
      const made = await created(organiser, draft({ sponsors: [id] }))
      expect(made.sponsors).toEqual([{ name: 'Acme', logo_url: null, url: 'https://acme.example' }])
      expect(made.sponsor_ids).toEqual([id])
      await change(organiser, 'publish', made.id, { version: 1 })
      // The public payload shows the sponsor, never the partner id.
      expect((await h.get(tournamentPath(made.id))).body).toMatchObject({
        sponsors: [{ name: 'Acme', logo_url: null, url: 'https://acme.example' }],
      })
      expect(JSON.stringify((await h.get(tournamentPath(made.id))).body)).not.toContain('partner_id')
      expect(fieldCodes(await create(organiser, draft({ sponsors: ['no-such-partner'] })))).toEqual({
        sponsors: ['partnerNotFound'],
      })
    })
  })

  describe('the cover', () => {
    it('sets the cover through the image pipeline, audited', async () => {
      const organiser = await player(h, { role: 'organiser' })
      const made = await created(organiser)
      const form = new FormData()
      form.append(
        UPLOAD_FIELD,
        new Blob([new Uint8Array(await png({ width: 400, height: 400 }))], { type: 'image/png' }),
        'c.png',
      )
      const answer = await h.postForm(managePath('cover', made.id), form, as(organiser))
      expect(answer.status).toBe(200)
      const cover = (answer.body as ManagedTournament).cover_url
      expect(cover).toMatch(/^\/media\/tournament-covers\//)
      expect((answer.body as ManagedTournament).version).toBe(2)
      expect((await entriesAbout(made.id)).at(-1)).toMatchObject({
        kind: 'tournament.updated',
        before: { cover_url: null },
        after: { cover_url: cover },
      })
    })
  })

  describe('who may do what', () => {
    it('lets a moderator read, 200, and refuses every change 403 not_organiser, changing nothing', async () => {
      const organiser = await player(h, { role: 'organiser' })
      const moderator = await player(h, { role: 'moderator' })
      const body = draft()
      const made = await created(organiser, body)
      expect((await consoleList(moderator)).status).toBe(200)
      expect((await h.get(managePath('tournament', made.id), as(moderator))).body).toMatchObject({
        id: made.id,
        status: 'draft',
      })
      const reason = { uk: 'Ні', en: 'No' }
      for (const answer of [
        await create(moderator, draft()),
        await edit(moderator, made.id, { ...body, version: 1, slots: 2 }),
        await change(moderator, 'publish', made.id, { version: 1 }),
        await change(moderator, 'unpublish', made.id, { version: 1 }),
        await change(moderator, 'cancel', made.id, { version: 1, reason }),
        await h.postForm(managePath('cover', made.id), new FormData(), as(moderator)),
      ]) {
        expect(refusal(answer)).toEqual([403, 'not_organiser'])
      }
      expect(await rowOf(made.id)).toMatchObject({ status: 'draft', version: 1, slots: 16 })
      expect(await entriesAbout(made.id)).toHaveLength(1)
    })

    it('answers a player and a guest 404 everywhere, reads and changes alike, changing nothing', async () => {
      const organiser = await player(h, { role: 'organiser' })
      const someone = await player(h)
      const body = draft()
      const made = await created(organiser, body)
      for (const who of [someone, undefined]) {
        for (const answer of [
          await consoleList(who),
          await h.get(managePath('tournament', made.id), as(who)),
          await create(who, draft()),
          await edit(who, made.id, { ...body, version: 1, slots: 2 }),
          await change(who, 'publish', made.id, { version: 1 }),
          await change(who, 'unpublish', made.id, { version: 1 }),
          await change(who, 'cancel', made.id, { version: 1, reason: { uk: 'Ні', en: null } }),
          await h.postForm(managePath('cover', made.id), new FormData(), as(who)),
        ]) {
          expect(refusal(answer)).toEqual([404, 'not_found'])
        }
      }
      expect(await rowOf(made.id)).toMatchObject({ status: 'draft', version: 1, slots: 16 })
      expect(await entriesAbout(made.id)).toHaveLength(1)
    })

    it('answers an unknown tournament, or a slug in place of its id, 404', async () => {
      const organiser = await player(h, { role: 'organiser' })
      const made = await created(organiser)
      const unknown = '00000000-0000-4000-8000-000000000000'
      expect(refusal(await h.get(managePath('tournament', unknown), as(organiser)))).toEqual([
        404,
        'not_found',
      ])
      expect(refusal(await h.get(managePath('tournament', made.slug), as(organiser)))).toEqual([
        404,
        'not_found',
      ])
      expect(refusal(await change(organiser, 'publish', unknown, { version: 1 }))).toEqual([404, 'not_found'])
    })
  })

  describe('the console list', () => {
    it('lists every tournament, newest games first, searched by name or game and filtered by status', async () => {
      const organiser = await player(h, { role: 'organiser' })
      const game = `Game ${process.pid}`
      const older = await created(organiser, draft({ game }))
      const newer = await created(
        organiser,
        draft({
          game,
          registration_start: '2031-05-01T10:00:00+03:00',
          registration_end: '2031-05-10T18:00:00+03:00',
          games_start: '2031-05-11T12:00:00+03:00',
          games_end: '2031-05-12T22:00:00+03:00',
        }),
      )
      await change(organiser, 'publish', older.id, { version: 1 })
      const all = (await consoleList(organiser, `?search=${encodeURIComponent(game)}`)).body as {
        count: number
        results: Array<{ id: string; status: string }>
      }
      expect(all.count).toBe(2)
      expect(all.results.map((found) => [found.id, found.status])).toEqual([
        [newer.id, 'draft'],
        [older.id, 'published'],
      ])
      const page = (await consoleList(organiser, `?search=${encodeURIComponent(game)}&page_size=1`)).body
      expect(page).toMatchObject({
        count: 2,
        next: `/api/v1/console/tournaments?search=${encodeURIComponent(game).replaceAll('%20', '+')}&page=2&page_size=1`,
        previous: null,
      })
      const english = await h.get(
        `${MANAGE_PATHS.tournaments}?search=${encodeURIComponent(game)}&page=2&page_size=1`,
        {
          ...as(organiser),
          en: true,
        },
      )
      expect(english.body).toMatchObject({
        next: null,
        previous: `/en/api/v1/console/tournaments?search=${encodeURIComponent(game).replaceAll('%20', '+')}&page_size=1`,
        results: [{ id: older.id }],
      })
      const published = (await consoleList(organiser, `?search=${encodeURIComponent(game)}&status=published`))
        .body as { results: Array<{ id: string }> }
      expect(published.results.map((found) => found.id)).toEqual([older.id])
      expect((await consoleList(organiser, '?status=archived')).status).toBe(400)
    })
  })
})
