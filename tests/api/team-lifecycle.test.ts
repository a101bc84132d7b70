/**
 * The team lifecycle's sweeps (server/teams/lifecycle.ts): the registration close, the opening and the
 * close of check-in, each once per tournament, with the mails they cause sent by the job queue's worker
 * into the file outbox and read back. Against a real migrated database: embedded PGlite always,
 * PostgreSQL when DATABASE_URL is set (where two sweeps race on two pools, as two server processes).
 * Time is a moved clock: nothing waits.
 */
import { randomBytes } from 'node:crypto'
import { join } from 'node:path'
import { asc, eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { TeamState } from '#core/tournaments/results.schema.ts'
import { users } from '#server/accounts/tables.ts'
import { readOutboxMails } from '#server/integrations/mail/read-outbox.ts'
import { createQueuedTeamMailer, handleTeamMailJobs } from '#server/integrations/mail/team-mail-jobs.ts'
import { createTeamMailer } from '#server/integrations/mail/team-mailer.ts'
import { createMailTransport } from '#server/integrations/mail/transport.ts'
import { type Database, openDatabase } from '#server/platform/db/client.ts'
import { jobs } from '#server/platform/db/schema.ts'
import { createJobQueue, type JobQueue } from '#server/platform/jobs/queue.ts'
import { createLogger } from '#server/platform/logger.ts'
import { createTeamLifecycle, type TeamLifecycle } from '#server/teams/lifecycle.ts'
import { teamMembers, teams } from '#server/teams/tables.ts'
import { tournaments } from '#server/tournaments/tables.ts'
import { backends, type TestDatabase } from './support/database.ts'

const PUBLIC_URL = 'https://vatra.test'
const FROM = 'Vatra Esports <no-reply@vatra.test>'
const LOGO = { source: 'image/png', variants: [], fallbackKey: 'team-logos/logo.png' } as const
const MINUTE = 60_000

const DAY = 24 * 60 * MINUTE
const at = (base: Date, minutes: number): Date => new Date(base.getTime() + minutes * MINUTE)

/**
 * A test's timeline: registration closes at `REG_END`, the games start at `GAMES` (check-in 60 to 10
 * minutes before). Each test takes days earlier than the one before, so that its sweeps never reach a
 * moment an earlier test left pending.
 */
const timeline = (daysBefore: number) => ({
  REG_END: new Date(Date.parse('2026-06-08T20:00:00.000Z') - daysBefore * DAY),
  GAMES: new Date(Date.parse('2026-06-10T15:00:00.000Z') - daysBefore * DAY),
})

describe.each(backends)('team lifecycle on $name', (backend) => {
  let database: TestDatabase
  let mailDir: string
  let queue: JobQueue
  let lifecycle: TeamLifecycle
  const opened: Database[] = []

  /** A job queue, its team-mail worker into the outbox, and a lifecycle enqueueing on it. */
  const lifecycleOn = (db: Database['db']) => {
    const jobQueue = createJobQueue({ db, logger: createLogger('silent') })
    handleTeamMailJobs(
      jobQueue,
      createTeamMailer({
        transport: createMailTransport({ smtpUrl: undefined, mailDir }),
        from: FROM,
        publicUrl: PUBLIC_URL,
      }),
    )
    return {
      queue: jobQueue,
      lifecycle: createTeamLifecycle({ db, mailer: createQueuedTeamMailer(jobQueue), publicUrl: PUBLIC_URL }),
    }
  }

  beforeAll(async () => {
    database = await backend.open()
    mailDir = join(database.dataDir, 'outbox', 'mail')
    ;({ queue, lifecycle } = lifecycleOn(database.database.db))
  })
  afterAll(async () => {
    await queue.stop()
    for (const other of opened) await other.close()
    await database.dispose()
  })

  const db = () => database.database.db
  const suffix = () => randomBytes(4).toString('hex')

  /** The mails sent since the last call. */
  let seenMails = 0
  beforeEach(async () => {
    seenMails = (await readOutboxMails(mailDir)).length
  })
  const newMails = async () => {
    await queue.drain()
    const all = await readOutboxMails(mailDir)
    const fresh = all.slice(seenMails)
    seenMails = all.length
    return fresh
  }

  const makeTournament = async (fields: {
    REG_END: Date
    GAMES: Date
    slots: number
    teamPlayers: number
    settledRegistration?: boolean
    checkInOpensMinutes?: number | null
  }) => {
    const [row] = await db()
      .insert(tournaments)
      .values({
        slug: `cup-${suffix()}`,
        name: 'Night Cup',
        game: 'Counter-Strike 2',
        format: '5v5',
        status: 'published',
        slots: fields.slots,
        teamPlayers: fields.teamPlayers,
        registrationStart: at(fields.REG_END, -7 * 24 * 60),
        registrationEnd: fields.REG_END,
        gamesStart: fields.GAMES,
        gamesEnd: at(fields.GAMES, 24 * 60),
        checkInOpensMinutes: fields.checkInOpensMinutes === undefined ? 60 : fields.checkInOpensMinutes,
        registrationSettledAt: fields.settledRegistration ? fields.REG_END : null,
      })
      .returning({ id: tournaments.id })
    if (!row) throw new Error('no tournament')
    return row.id
  }

  let order = 0
  /** A team with `players` members (each with an address unless `noEmail`), created in call order. */
  const makeTeam = async (
    tournamentId: string,
    name: string,
    fields: {
      state: TeamState
      players: number
      logo?: boolean
      checkedIn?: boolean
      locale?: 'uk' | 'en'
      noEmail?: boolean
    },
  ) => {
    order += 1
    const createdAt = new Date(Date.UTC(2026, 5, 1) + order * MINUTE)
    const members = await db()
      .insert(users)
      .values(
        Array.from({ length: fields.players }, (_, index) => ({
          username: `${name.toLowerCase().replaceAll(' ', '_')}_${index}_${suffix()}`.slice(0, 24),
          email: fields.noEmail
            ? null
            : `${name.toLowerCase().replaceAll(' ', '.')}.${index}.${suffix()}@example.test`,
          locale: fields.locale ?? 'uk',
        })),
      )
      .returning({ id: users.id, email: users.email })
    const [captain] = members
    if (!captain) throw new Error('a team needs a player')
    const [team] = await db()
      .insert(teams)
      .values({
        tournamentId,
        name,
        captainId: captain.id,
        captainDiscord: 'captain',
        state: fields.state,
        logo: fields.logo === false ? null : LOGO,
        createdAt,
        waitlistedAt: fields.state === 'waitlisted' ? createdAt : null,
        checkedInAt: fields.checkedIn || fields.state === 'checked_in' ? createdAt : null,
      })
      .returning({ id: teams.id })
    if (!team) throw new Error('no team')
    await db()
      .insert(teamMembers)
      .values(members.map((member) => ({ teamId: team.id, userId: member.id, tournamentId })))
    return { id: team.id, emails: members.flatMap((member) => (member.email ? [member.email] : [])) }
  }

  const statesOf = async (tournamentId: string) =>
    Object.fromEntries(
      (
        await db()
          .select({ name: teams.name, state: teams.state, reason: teams.droppedReason })
          .from(teams)
          .where(eq(teams.tournamentId, tournamentId))
          .orderBy(asc(teams.name))
      ).map((team) => [team.name, team.reason ? `${team.state}:${team.reason}` : team.state]),
    )

  const recipients = (mails: ReadonlyArray<{ to: string; subject: string }>, subject: string) =>
    mails
      .filter((mail) => mail.subject === subject)
      .map((mail) => mail.to)
      .sort()

  it('closes registration once: drops incomplete slot holders, moves complete waiting teams up in order, never past the slots', async () => {
    const { REG_END, GAMES } = timeline(0)
    const id = await makeTournament({ REG_END, GAMES, slots: 3, teamPlayers: 2 })
    const kept = await makeTeam(id, 'Alpha', { state: 'registered', players: 2 })
    const noLogo = await makeTeam(id, 'Bravo', { state: 'confirmed', players: 2, logo: false, locale: 'en' })
    const short = await makeTeam(id, 'Charlie', { state: 'registered', players: 1 })
    await makeTeam(id, 'Delta', { state: 'waitlisted', players: 2, logo: false })
    const first = await makeTeam(id, 'Echo', { state: 'waitlisted', players: 2, locale: 'en' })
    const second = await makeTeam(id, 'Foxtrot', { state: 'waitlisted', players: 2 })
    await makeTeam(id, 'Golf', { state: 'waitlisted', players: 2 })
    const before = await statesOf(id)

    // A second before the close nothing happens.
    expect((await lifecycle.sweep(at(REG_END, -1 / 60))).registrationClosed).not.toContain(id)
    expect(await statesOf(id)).toEqual(before)

    expect((await lifecycle.sweep(REG_END)).registrationClosed).toContain(id)
    expect(await statesOf(id)).toEqual({
      Alpha: 'registered',
      Bravo: 'dropped:incomplete',
      Charlie: 'dropped:incomplete',
      // Incomplete: keeps waiting, skipped by the promotion.
      Delta: 'waitlisted',
      Echo: 'registered',
      Foxtrot: 'registered',
      // Complete, but the three slots are taken.
      Golf: 'waitlisted',
    })
    const [dropped] = await db()
      .select({ droppedAt: teams.droppedAt, waitlistedAt: teams.waitlistedAt })
      .from(teams)
      .where(eq(teams.id, short.id))
    expect(dropped?.droppedAt?.toISOString()).toBe(REG_END.toISOString())
    const [moved] = await db()
      .select({ waitlistedAt: teams.waitlistedAt })
      .from(teams)
      .where(eq(teams.id, first.id))
    expect(moved?.waitlistedAt).toBeNull()

    const mails = await newMails()
    expect(recipients(mails, 'Bravo was dropped from Night Cup')).toEqual([...noLogo.emails].sort())
    expect(recipients(mails, 'Команду Charlie знято з турніру Night Cup')).toEqual(short.emails)
    expect(recipients(mails, 'Echo got a place in Night Cup')).toEqual([...first.emails].sort())
    expect(recipients(mails, 'Команда Foxtrot отримала місце в турнірі Night Cup')).toEqual(
      [...second.emails].sort(),
    )
    expect(mails).toHaveLength(2 + 1 + 2 + 2)
    const bravo = mails.find((mail) => mail.subject === 'Bravo was dropped from Night Cup')
    expect(bravo?.text).toContain(
      'Your team Bravo was dropped from Night Cup: when registration closed, it did not have its logo or enough players.',
    )
    expect(bravo?.text).toContain('https://vatra.test/en/profile/tournaments')
    const charlie = mails.find((mail) => mail.to === short.emails[0])
    expect(charlie?.text).toContain('https://vatra.test/profile/tournaments')
    expect(charlie?.text).not.toContain('/en/profile')
    expect(kept.emails.some((email) => mails.some((mail) => mail.to === email))).toBe(false)

    // Once only: a later sweep finds nothing to do and sends nothing.
    expect((await lifecycle.sweep(at(REG_END, 1))).registrationClosed).not.toContain(id)
    expect(await newMails()).toEqual([])
  })

  it('opens check-in once with a mail to the teams that may check in, and closes it once: no-shows dropped, checked-in waiting teams moved up', async () => {
    const { REG_END, GAMES } = timeline(10)
    const id = await makeTournament({ REG_END, GAMES, slots: 3, teamPlayers: 1, settledRegistration: true })
    const checkedIn = await makeTeam(id, 'Kilo', { state: 'checked_in', players: 1 })
    const noShow = await makeTeam(id, 'Lima', { state: 'confirmed', players: 2, locale: 'en' })
    const unconfirmed = await makeTeam(id, 'Mike', { state: 'registered', players: 1 })
    const waiting = await makeTeam(id, 'November', { state: 'waitlisted', players: 1 })
    const firstIn = await makeTeam(id, 'Oscar', { state: 'waitlisted', players: 1, checkedIn: true })
    const secondIn = await makeTeam(id, 'Papa', {
      state: 'waitlisted',
      players: 1,
      checkedIn: true,
      locale: 'en',
    })
    const thirdIn = await makeTeam(id, 'Quebec', { state: 'waitlisted', players: 1, checkedIn: true })
    const incomplete = await makeTeam(id, 'Romeo', { state: 'waitlisted', players: 1, logo: false })
    const before = await statesOf(id)

    expect((await lifecycle.sweep(at(GAMES, -61))).checkInOpened).not.toContain(id)
    expect(await newMails()).toEqual([])
    expect((await lifecycle.sweep(at(GAMES, -60))).checkInOpened).toContain(id)
    expect(await statesOf(id)).toEqual(before)
    const opening = await newMails()
    // Confirmed teams and complete waiting ones; not the registered (unconfirmed) one, not the
    // incomplete one, not the one already checked in.
    expect(opening.map((mail) => mail.to).sort()).toEqual(
      [...noShow.emails, ...waiting.emails, ...firstIn.emails, ...secondIn.emails, ...thirdIn.emails].sort(),
    )
    for (const silent of [...checkedIn.emails, ...unconfirmed.emails, ...incomplete.emails]) {
      expect(opening.map((mail) => mail.to)).not.toContain(silent)
    }
    const en = opening.find((mail) => mail.to === secondIn.emails[0])
    expect(en?.subject).toBe('Check-in for Night Cup is open')
    // 14:50 UTC is 17:50 in Kyiv in June.
    expect(en?.text).toContain('can check the team in until 31 May 2026 17:50 (Kyiv, UTC+3)')
    const uk = opening.find((mail) => mail.to === waiting.emails[0])
    expect(uk?.subject).toBe('Check-in турніру Night Cup відкрито')
    expect(uk?.text).toContain('може пройти його до 31.05.2026 17:50 (Київ, UTC+3)')
    expect(uk?.text).toContain('Пройти check-in:\nhttps://vatra.test/profile/tournaments')
    expect((await lifecycle.sweep(at(GAMES, -59))).checkInOpened).not.toContain(id)
    expect(await newMails()).toEqual([])

    expect((await lifecycle.sweep(at(GAMES, -11))).checkInClosed).not.toContain(id)
    expect(await statesOf(id)).toEqual(before)
    expect((await lifecycle.sweep(at(GAMES, -10))).checkInClosed).toContain(id)
    expect(await statesOf(id)).toEqual({
      Kilo: 'checked_in',
      Lima: 'dropped:no_check_in',
      Mike: 'dropped:no_check_in',
      November: 'waitlisted',
      Oscar: 'checked_in',
      Papa: 'checked_in',
      // Checked in, but the three slots are taken.
      Quebec: 'waitlisted',
      Romeo: 'waitlisted',
    })
    const closing = await newMails()
    expect(recipients(closing, 'Lima was dropped from Night Cup')).toEqual([...noShow.emails].sort())
    expect(closing.find((mail) => mail.to === noShow.emails[0])?.text).toContain(
      'Your team Lima was dropped from Night Cup: it did not check in before check-in closed.',
    )
    expect(recipients(closing, 'Команду Mike знято з турніру Night Cup')).toEqual(unconfirmed.emails)
    expect(recipients(closing, 'Команда Oscar отримала місце в турнірі Night Cup')).toEqual(firstIn.emails)
    expect(recipients(closing, 'Papa got a place in Night Cup')).toEqual(secondIn.emails)
    expect(closing).toHaveLength(2 + 1 + 1 + 1)

    expect((await lifecycle.sweep(at(GAMES, -5))).checkInClosed).not.toContain(id)
    expect(await newMails()).toEqual([])
  })

  it('leaves tournaments without check-in, drafts and cancelled ones alone', async () => {
    const { REG_END, GAMES } = timeline(20)
    const noCheckIn = await makeTournament({
      REG_END,
      GAMES,
      slots: 1,
      teamPlayers: 1,
      settledRegistration: true,
      checkInOpensMinutes: null,
    })
    await makeTeam(noCheckIn, 'Sierra', { state: 'confirmed', players: 1 })
    const cancelled = await makeTournament({ REG_END, GAMES, slots: 1, teamPlayers: 1 })
    await db().update(tournaments).set({ status: 'cancelled' }).where(eq(tournaments.id, cancelled))
    await makeTeam(cancelled, 'Tango', { state: 'registered', players: 1, logo: false })
    const draft = await makeTournament({ REG_END, GAMES, slots: 1, teamPlayers: 1 })
    await db().update(tournaments).set({ status: 'draft' }).where(eq(tournaments.id, draft))
    await makeTeam(draft, 'Uniform', { state: 'registered', players: 1, logo: false })
    const report = await lifecycle.sweep(at(GAMES, 1))
    expect(report).toEqual({ registrationClosed: [], checkInOpened: [], checkInClosed: [] })
    expect(await statesOf(noCheckIn)).toEqual({ Sierra: 'confirmed' })
    expect(await statesOf(cancelled)).toEqual({ Tango: 'registered' })
    expect(await statesOf(draft)).toEqual({ Uniform: 'registered' })
    expect(await newMails()).toEqual([])
  })

  it('settles each moment once when two sweeps race (two processes)', async () => {
    const { REG_END, GAMES } = timeline(30)
    const ids: string[] = []
    for (let index = 0; index < 4; index += 1) {
      const id = await makeTournament({ REG_END, GAMES, slots: 1, teamPlayers: 1 })
      ids.push(id)
      // A slot holder with no logo (dropped at the registration close), a complete waiting team
      // (moved up then, and dropped at the check-in close: it never checks in).
      await makeTeam(id, `Whiskey ${index}`, { state: 'registered', players: 1, logo: false })
      await makeTeam(id, `Xray ${index}`, { state: 'waitlisted', players: 1 })
    }
    // On PostgreSQL the other sweep runs on a pool of its own, as another server process would.
    const otherDatabase =
      backend.name === 'postgres' && database.url
        ? await openDatabase({ dataDir: database.dataDir, databaseUrl: database.url })
        : database.database
    if (otherDatabase !== database.database) opened.push(otherDatabase)
    const other = lifecycleOn(otherDatabase.db)
    try {
      const moments = [
        [REG_END, 'registrationClosed'],
        [at(GAMES, -60), 'checkInOpened'],
        [at(GAMES, -10), 'checkInClosed'],
      ] as const
      for (const [now, moment] of moments) {
        const reports = await Promise.all([lifecycle.sweep(now), other.lifecycle.sweep(now)])
        // Every tournament settled by one of the two, none by both, and nothing else happened.
        expect(reports.flatMap((report) => report[moment]).sort(), moment).toEqual([...ids].sort())
        expect(
          reports.flatMap((report) => Object.values(report).flat()),
          moment,
        ).toHaveLength(ids.length)
      }
      await other.queue.drain()
      const mails = await newMails()
      // Per tournament, each once: the incomplete team's drop and the waiting team's promotion at the
      // registration close, then that team's drop at the check-in close (a registered team is not
      // invited to check in: it was never confirmed).
      expect(mails).toHaveLength(3 * ids.length)
      expect(new Set(mails.map((mail) => `${mail.to} ${mail.subject}`)).size).toBe(mails.length)
      const finals = await db()
        .select({ state: teams.state, reason: teams.droppedReason })
        .from(teams)
        .where(inArray(teams.tournamentId, ids))
      expect(finals.map((team) => `${team.state}:${team.reason}`).sort()).toEqual(
        [...ids.map(() => 'dropped:incomplete'), ...ids.map(() => 'dropped:no_check_in')].sort(),
      )
      expect(await db().select().from(jobs)).toEqual([])
    } finally {
      await other.queue.stop()
    }
  })
})
