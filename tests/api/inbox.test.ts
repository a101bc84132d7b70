/**
 * The organisers' inbox through the HTTP app on PGlite and PostgreSQL: every action with its audit
 * entry, a change on an older version refused 409, the reply mailed in the sender's language and
 * threaded under the message, a streamer application accepted into a streamer's entry, a person's
 * messages exported and deleted by address, the overdue flag and the retention job on the harness's
 * clock. Moderators are refused (403), players and guests see no such path (404); the console's
 * access sweep asks every route too.
 */
import { readFile } from 'node:fs/promises'
import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { INBOX_PATHS, type InboxMessage, type InboxPage, inboxPath } from '#core/inquiries/inbox.api.ts'
import { auditEntries, inquiries, streamers } from '#server/platform/db/schema.ts'
import { type JsonAnswer, useAccountsHarness } from './support/accounts.ts'
import { backends } from './support/database.ts'
import { type Player, player } from './support/teams.ts'

const DAY_S = 24 * 60 * 60
const code = (answer: JsonAnswer) => (answer.body as { code?: unknown } | null)?.code

describe.each(backends)('the inbox on $name', (backend) => {
  const h = useAccountsHarness(backend)
  let sequence = 0

  /** A message as the public form stores it (the form's own tests cover its way in). */
  const message = async (
    overrides: { kind?: 'contact' | 'streamer'; fields?: Record<string, string>; locale?: 'uk' | 'en' } = {},
  ) => {
    sequence += 1
    const fields = overrides.fields ?? {
      name: `Olena ${sequence}`,
      phone: `Olena.${sequence}.${backend.name}@Example.com`,
      message: 'When is the next tournament?\nThanks!',
    }
    const phone = fields.phone ?? ''
    const [row] = await h.db
      .insert(inquiries)
      .values({
        kind: overrides.kind ?? 'contact',
        fields,
        locale: overrides.locale ?? 'uk',
        createdAt: h.clock.now(),
        statusChangedAt: h.clock.now(),
        email: phone.includes('@') ? phone.toLowerCase() : null,
      })
      .returning()
    if (!row) throw new Error('not stored')
    return row
  }

  const entriesOf = async (id: string) =>
    (await h.db.select().from(auditEntries).where(eq(auditEntries.subjectId, id)))
      .sort((a, b) => a.id - b.id)
      .map(({ kind, actorId, via, subjectType, before, after }) => ({
        kind,
        actorId,
        via,
        subjectType,
        before,
        after,
      }))

  const post = (path: string, id: string, body: unknown, who: Player, en = false) =>
    h.post(inboxPath(path, id), body, { bearer: who.bearer, en })

  it('changes the status on the current version only, each change audited', async () => {
    const organiser = await player(h, { role: 'organiser' })
    const row = await message()
    const moved = await post(INBOX_PATHS.status, row.id, { status: 'in_progress', version: 1 }, organiser)
    expect(moved.status).toBe(200)
    expect(moved.body).toMatchObject({ status: 'in_progress', version: 2 })
    // Someone else's change made meanwhile: the old version is refused and nothing is written.
    const stale = await post(INBOX_PATHS.status, row.id, { status: 'spam', version: 1 }, organiser, true)
    expect([stale.status, code(stale)]).toEqual([409, 'stale'])
    expect((stale.body as { detail: string }).detail).toBe(
      'Someone changed this message meanwhile. Reload it and make your change again.',
    )
    expect(await entriesOf(row.id)).toEqual([
      {
        kind: 'inquiry.status_changed',
        actorId: organiser.user.id,
        via: null,
        subjectType: 'inquiry',
        before: { status: 'new' },
        after: { status: 'in_progress' },
      },
    ])
    const bad = await post(INBOX_PATHS.status, row.id, { status: 'archived', version: 2 }, organiser)
    expect(bad.status).toBe(400)
  })

  it('gives a message to an organiser only, and back; notes stay internal', async () => {
    const organiser = await player(h, { role: 'organiser' })
    const other = await player(h, { role: 'organiser' })
    const moderator = await player(h, { role: 'moderator' })
    const row = await message()
    const toModerator = await post(
      INBOX_PATHS.assignee,
      row.id,
      { assignee_id: moderator.user.id, version: 1 },
      organiser,
    )
    expect([toModerator.status, code(toModerator)]).toEqual([422, 'not_organiser'])
    const given = await post(
      INBOX_PATHS.assignee,
      row.id,
      { assignee_id: other.user.id, version: 1 },
      organiser,
    )
    expect(given.body).toMatchObject({
      assignee_id: other.user.id,
      assignee_name: other.user.username,
      version: 2,
    })
    const noted = await post(INBOX_PATHS.notes, row.id, { text: '  Called her back  ', version: 2 }, other)
    const found = noted.body as InboxMessage
    expect(found.notes).toEqual([
      expect.objectContaining({
        text: 'Called her back',
        author_id: other.user.id,
        author_name: other.user.username,
      }),
    ])
    const back = await post(INBOX_PATHS.assignee, row.id, { assignee_id: null, version: 3 }, organiser)
    expect(back.body).toMatchObject({ assignee_id: null, version: 4 })
    expect(
      (await entriesOf(row.id)).map(({ kind, actorId, before, after }) => ({ kind, actorId, before, after })),
    ).toEqual([
      {
        kind: 'inquiry.assigned',
        actorId: organiser.user.id,
        before: { assignee_id: null },
        after: { assignee_id: other.user.id },
      },
      { kind: 'inquiry.noted', actorId: other.user.id, before: {}, after: { note_id: found.notes[0]?.id } },
      {
        kind: 'inquiry.assigned',
        actorId: organiser.user.id,
        before: { assignee_id: other.user.id },
        after: { assignee_id: null },
      },
    ])
  })

  it('mails a reply in the sender’s language, quoting them, threaded under their message', async () => {
    const organiser = await player(h, { role: 'organiser' })
    const row = await message({ locale: 'en' })
    const answered = await post(
      INBOX_PATHS.replies,
      row.id,
      { text: 'The next one starts on 5 December.', version: 1 },
      organiser,
    )
    expect(answered.status).toBe(200)
    const found = answered.body as InboxMessage
    expect(found).toMatchObject({ status: 'done', version: 2 })
    expect(found.replies).toEqual([
      expect.objectContaining({
        text: 'The next one starts on 5 December.',
        locale: 'en',
        author_id: organiser.user.id,
      }),
    ])
    const mails = await h.mailsTo(row.email ?? '')
    expect(mails).toHaveLength(1)
    const mail = mails[0]
    expect(mail?.subject).toBe('Re: your message to Vatra Esports')
    expect(mail?.text).toContain(`Hello, Olena ${sequence}!`)
    expect(mail?.text).toContain('The next one starts on 5 December.')
    // 2026-03-01 10:00 UTC is 12:00 in Kyiv (UTC+2).
    expect(mail?.text).toContain('On 01 Mar 2026 12:00 (Kyiv, UTC+2) you wrote:')
    expect(mail?.text).toContain('> When is the next tournament?\n> Thanks!')
    const raw = await readFile(mail?.file ?? '', 'utf8')
    expect(raw).toMatch(new RegExp(`^In-Reply-To: <inquiry-${row.id}@vatra\\.test>\\r$`, 'mu'))
    expect(raw).toMatch(new RegExp(`^References: <inquiry-${row.id}@vatra\\.test>\\r$`, 'mu'))
    expect(raw).toMatch(/^Reply-To: team@vatra\.test\r$/mu)
    expect(await entriesOf(row.id)).toEqual([
      {
        kind: 'inquiry.replied',
        actorId: organiser.user.id,
        via: null,
        subjectType: 'inquiry',
        before: { status: 'new' },
        after: { reply_id: found.replies[0]?.id, locale: 'en', status: 'done' },
      },
    ])
  })

  it('replies in Ukrainian to a Ukrainian page, and refuses a sender who left a phone number', async () => {
    const organiser = await player(h, { role: 'organiser' })
    const row = await message({ locale: 'uk' })
    await post(INBOX_PATHS.replies, row.id, { text: 'Наступний турнір 5 грудня.', version: 1 }, organiser)
    const [mail] = await h.mailsTo(row.email ?? '')
    expect(mail?.subject).toBe('Re: ваше звернення до Vatra Esports')
    expect(mail?.text).toContain('01.03.2026 12:00 (Київ, UTC+2) ви написали:')
    const byPhone = await message({
      fields: { name: 'Taras', phone: '+380671234567', message: 'Call me please' },
    })
    const refused = await post(INBOX_PATHS.replies, byPhone.id, { text: 'Hello', version: 1 }, organiser)
    expect([refused.status, code(refused)]).toEqual([409, 'no_email'])
    expect(await entriesOf(byPhone.id)).toEqual([])
  })

  it('accepts a streamer application into a streamer’s entry, once', async () => {
    const organiser = await player(h, { role: 'organiser' })
    const login = `stream_${backend.name}_${sequence + 1}`
    const row = await message({
      kind: 'streamer',
      fields: {
        name: 'Оля Стрім',
        phone: `ola.${backend.name}@example.com`,
        twitch: `https://www.twitch.tv/${login.toUpperCase()}`,
        discord: 'https://discord.gg/ola',
        youtube: 'UCabcdefghijklmnopqrstuv',
        message: 'I stream every evening.',
      },
    })
    const accepted = await post(INBOX_PATHS.accept, row.id, { version: 1 }, organiser)
    expect(accepted.status).toBe(200)
    const slug = login.replaceAll('_', '-')
    expect(accepted.body).toMatchObject({ status: 'done', streamer_id: slug, version: 2 })
    const [entry] = await h.db.select().from(streamers).where(eq(streamers.id, slug))
    expect(entry).toMatchObject({
      name: 'Оля Стрім',
      twitchLogin: login,
      youtubeChannelId: 'UCabcdefghijklmnopqrstuv',
      discordUrl: 'https://discord.gg/ola',
    })
    const again = await post(INBOX_PATHS.accept, row.id, { version: 2 }, organiser)
    expect([again.status, code(again)]).toEqual([409, 'already_accepted'])
    expect(await entriesOf(row.id)).toEqual([
      {
        kind: 'inquiry.accepted',
        actorId: organiser.user.id,
        via: null,
        subjectType: 'inquiry',
        before: { status: 'new', assignee_id: null, streamer_id: null },
        after: { status: 'done', assignee_id: null, streamer_id: slug },
      },
    ])
    // The same channel applying again: the streamer exists, nothing is made.
    const twice = await message({ kind: 'streamer', fields: { ...row.fields, phone: 'ola2@example.com' } })
    const taken = await post(
      INBOX_PATHS.accept,
      twice.id,
      { version: 1, streamer_id: `${slug}-2` },
      organiser,
    )
    expect([taken.status, code(taken)]).toEqual([409, 'streamer_taken'])
    const contact = await message()
    const notApplication = await post(INBOX_PATHS.accept, contact.id, { version: 1 }, organiser)
    expect([notApplication.status, code(notApplication)]).toEqual([409, 'not_application'])
  })

  it('lists by status and kind with the working days and the overdue flag', async () => {
    h.clock.set(new Date('2026-11-27T08:00:00Z')) // Friday, 10:00 in Kyiv
    let organiser = await player(h, { role: 'organiser' })
    const old = await message()
    const closed = await message()
    await post(INBOX_PATHS.status, closed.id, { status: 'done', version: 1 }, organiser)
    h.clock.set(new Date('2026-12-02T22:00:00Z')) // Thursday 00:00 in Kyiv: the fourth working day
    organiser = await player(h, { role: 'organiser' })
    const fresh = await message()
    const page = (
      await h.get(`${INBOX_PATHS.messages}?status=new&kind=contact&page_size=100`, {
        bearer: organiser.bearer,
      })
    ).body as InboxPage
    const byId = new Map(page.results.map((result) => [result.id, result]))
    expect(byId.get(old.id)).toMatchObject({ business_days: 4, overdue: true })
    expect(byId.get(fresh.id)).toMatchObject({ business_days: 0, overdue: false })
    expect(byId.has(closed.id)).toBe(false)
    expect(page.results.every((result) => result.status === 'new' && result.kind === 'contact')).toBe(true)
    const done = (
      await h.get(`${INBOX_PATHS.messages}?status=done&page_size=100`, { bearer: organiser.bearer })
    ).body as InboxPage
    expect(done.results.find((result) => result.id === closed.id)).toMatchObject({ overdue: false })
    const bad = await h.get(`${INBOX_PATHS.messages}?status=archived`, { bearer: organiser.bearer })
    expect(bad.status).toBe(400)
  })

  it('exports and deletes a person’s messages by address, audited without the address', async () => {
    const organiser = await player(h, { role: 'organiser' })
    const address = `person.${backend.name}@example.com`
    const first = await message({ fields: { name: 'Ira', phone: address, message: 'First message here' } })
    h.clock.advance(60)
    const second = await message({
      kind: 'streamer',
      fields: { name: 'Ira', phone: address.toUpperCase(), message: 'Second message here' },
    })
    const someoneElse = await message()
    await post(INBOX_PATHS.replies, first.id, { text: 'Answered.', version: 1 }, organiser)
    const exported = await h.post(
      INBOX_PATHS.personExport,
      { email: ` ${address.toUpperCase()} ` },
      {
        bearer: organiser.bearer,
      },
    )
    expect(exported.status).toBe(200)
    expect(exported.body).toMatchObject({
      email: address,
      messages: [
        { id: first.id, kind: 'contact', status: 'done', replies: [{ text: 'Answered.' }] },
        { id: second.id, kind: 'streamer', status: 'new', replies: [] },
      ],
    })
    const erased = await h.post(INBOX_PATHS.personErase, { email: address }, { bearer: organiser.bearer })
    expect(erased.body).toEqual({ deleted: 2 })
    expect(await h.db.select().from(inquiries).where(eq(inquiries.email, address))).toEqual([])
    expect(await h.db.select().from(inquiries).where(eq(inquiries.id, someoneElse.id))).toHaveLength(1)
    const entries = (
      await h.db.select().from(auditEntries).where(eq(auditEntries.actorId, organiser.user.id))
    )
      .filter((entry) => entry.kind === 'inquiry.exported' || entry.kind === 'inquiry.erased')
      .map(({ kind, before, after }) => ({ kind, before, after }))
    expect(entries).toEqual([
      { kind: 'inquiry.exported', before: null, after: { inquiry_ids: [first.id, second.id] } },
      {
        kind: 'inquiry.erased',
        before: { inquiry_ids: expect.arrayContaining([first.id, second.id]) },
        after: null,
      },
    ])
    expect(JSON.stringify(entries)).not.toContain('person.')
    const badAddress = await h.post(
      INBOX_PATHS.personErase,
      { email: 'not an address' },
      { bearer: organiser.bearer },
    )
    expect(badAddress.status).toBe(400)
  })

  it('deletes done and spam messages once the retention has passed since they were closed', async () => {
    h.clock.set(new Date('2027-01-01T10:00:00Z'))
    const organiser = await player(h, { role: 'organiser' })
    const done = await message()
    const spam = await message()
    const open = await message()
    await post(INBOX_PATHS.status, done.id, { status: 'done', version: 1 }, organiser)
    h.clock.advance(DAY_S)
    const later = await player(h, { role: 'organiser' })
    await post(INBOX_PATHS.status, spam.id, { status: 'spam', version: 1 }, later)
    const alive = async () =>
      (
        await h.db
          .select({ id: inquiries.id })
          .from(inquiries)
          .where(and(eq(inquiries.kind, 'contact')))
      )
        .map((row) => row.id)
        .filter((id) => [done.id, spam.id, open.id].includes(id))
        .sort()
    // 180 days after the done one was closed, to the millisecond: kept.
    h.clock.set(new Date('2027-06-30T10:00:00Z'))
    // (Other tests' closed messages may go too: the counts are at least ours.)
    await h.inbox.expire()
    expect(await alive()).toEqual([done.id, spam.id, open.id].sort())
    h.clock.advance(1)
    expect(await h.inbox.expire()).toBeGreaterThanOrEqual(1)
    expect(await alive()).toEqual([spam.id, open.id].sort())
    h.clock.advance(DAY_S)
    expect(await h.inbox.expire()).toBeGreaterThanOrEqual(1)
    // Open messages are never deleted by the job, however old.
    h.clock.advance(3 * 365 * DAY_S)
    await h.inbox.expire()
    expect(await alive()).toEqual([open.id])
    const expired = (await h.db.select().from(auditEntries).where(eq(auditEntries.kind, 'inquiry.expired')))
      .filter(
        (entry) =>
          JSON.stringify(entry.before).includes(done.id) || JSON.stringify(entry.before).includes(spam.id),
      )
      .map(({ via, actorId, before }) => ({ via, actorId, before }))
    expect(expired).toEqual([
      { via: 'job', actorId: null, before: { inquiry_ids: [done.id] } },
      { via: 'job', actorId: null, before: { inquiry_ids: [spam.id] } },
    ])
  })

  it('refuses moderators and hides itself from players', async () => {
    const moderator = await player(h, { role: 'moderator' })
    const someone = await player(h)
    const row = await message()
    const asModerator = await h.get(inboxPath(INBOX_PATHS.message, row.id), { bearer: moderator.bearer })
    expect([asModerator.status, code(asModerator)]).toEqual([403, 'not_organiser'])
    const asPlayer = await h.get(INBOX_PATHS.messages, { bearer: someone.bearer })
    expect([asPlayer.status, code(asPlayer)]).toEqual([404, 'not_found'])
    const organiser = await player(h, { role: 'organiser' })
    const unknown = await h.get(inboxPath(INBOX_PATHS.message, 'not-a-uuid'), { bearer: organiser.bearer })
    expect(unknown.status).toBe(404)
  })

  it.runIf(backend.name === 'postgres')('lets one of two changes on the same version through', async () => {
    const organiser = await player(h, { role: 'organiser' })
    const row = await message()
    const answers = await Promise.all([
      post(INBOX_PATHS.status, row.id, { status: 'spam', version: 1 }, organiser),
      post(INBOX_PATHS.notes, row.id, { text: 'At the same time', version: 1 }, organiser),
      post(INBOX_PATHS.status, row.id, { status: 'done', version: 1 }, organiser),
    ])
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409])
    const [stored] = await h.db.select().from(inquiries).where(eq(inquiries.id, row.id))
    expect(stored?.version).toBe(2)
    expect(await entriesOf(row.id)).toHaveLength(1)
  })
})
