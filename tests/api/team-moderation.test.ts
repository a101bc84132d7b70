/**
 * The moderators' team desk through the HTTP app on PGlite and PostgreSQL: the list with its counts,
 * filter, search and pages in a fixed number of queries; bulk confirmation answered team by team;
 * rejection and drop with their reason mailed to the captain and the waiting list moving up;
 * promotion into a free slot only; one audit entry per change; the old decision endpoint recording
 * alike; two moderators racing for the last slot; and nobody but staff told the desk exists.
 */
import { and, eq } from 'drizzle-orm'
import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  bulkConfirmPath,
  dropTeamPath,
  type ModeratedTeamPage,
  moderatedTeamsPath,
  promoteTeamPath,
  rejectTeamPath,
} from '#core/teams/moderation.api.ts'
import type { TeamState } from '#core/tournaments/results.schema.ts'
import { createBackground } from '#server/platform/background.ts'
import { auditEntries, teamMembers, teams } from '#server/platform/db/schema.ts'
import { createTeams } from '#server/teams/index.ts'
import { createImageUploads, createObjectStorage } from '#server/uploads/index.ts'
import {
  type AccountsHarness,
  createAccountsHarness,
  type JsonAnswer,
  PUBLIC_URL,
  useAccountsHarness,
} from './support/accounts.ts'
import { backends, type TestDatabase } from './support/database.ts'
import { withQueryLog } from './support/query-log.ts'
import { createRecordingTeamMailer } from './support/team-mailer.ts'
import { openTournament, type Player, player } from './support/teams.ts'

const HOUR = 60 * 60 * 1000
const UNKNOWN = '00000000-0000-4000-8000-000000000000'

const codeOf = (answer: JsonAnswer): [number, unknown] => [
  answer.status,
  (answer.body as { code?: unknown } | null)?.code,
]

let teamSerial = 0
/** Writes teams straight into the database: `size` fresh players, the first the captain. */
const teamWriter =
  (h: AccountsHarness) =>
  async (
    tournamentId: string,
    options: {
      readonly state?: TeamState
      readonly size?: number
      readonly name?: string
      readonly at?: Date
    } = {},
  ) => {
    const members: Player[] = []
    for (let i = 0; i < (options.size ?? 1); i += 1) members.push(await player(h))
    const [captain] = members
    if (!captain) throw new Error('no captain')
    teamSerial += 1
    const state = options.state ?? 'registered'
    const at = options.at ?? new Date(h.clock.now().getTime() + teamSerial)
    const [row] = await h.db
      .insert(teams)
      .values({
        tournamentId,
        name: options.name ?? `Desk ${process.pid % 1000}-${teamSerial}`,
        captainId: captain.user.id,
        captainDiscord: `captain-${teamSerial}`,
        state,
        createdAt: at,
        waitlistedAt: state === 'waitlisted' ? at : null,
        confirmedAt: state === 'confirmed' ? at : null,
      })
      .returning()
    if (!row) throw new Error('no team')
    await h.db
      .insert(teamMembers)
      .values(members.map((member) => ({ teamId: row.id, tournamentId, userId: member.user.id })))
    return { id: row.id, name: row.name, captain, members }
  }

describe.each(backends)('the moderators team desk on $name', (backend) => {
  const h = useAccountsHarness(backend)

  const addTeam = teamWriter(h)
  const stateOf = async (teamId: string) =>
    (await h.db.select({ state: teams.state }).from(teams).where(eq(teams.id, teamId)))[0]?.state
  const auditOf = async (teamId: string) =>
    (
      await h.db
        .select()
        .from(auditEntries)
        .where(and(eq(auditEntries.subjectType, 'team'), eq(auditEntries.subjectId, teamId)))
    )
      .sort((a, b) => a.id - b.id)
      .map(({ kind, actorId, tournamentId, before, after }) => ({
        kind,
        actorId,
        tournamentId,
        before,
        after,
      }))
  const mailsOf = (to: string) =>
    h.teamMails
      .filter((mail) => mail.to === to)
      .map(({ template, mail }) => ({ template, reason: mail.reason }))
  const list = async (moderator: Player, tournamentId: string, query = '') => {
    const answer = await h.get(`${moderatedTeamsPath(tournamentId)}${query}`, { bearer: moderator.bearer })
    expect(answer.status).toBe(200)
    return answer.body as ModeratedTeamPage
  }

  describe('the list', () => {
    it('shows every team with what moderators need, the counts per state whatever the filter, and pages', async () => {
      const moderator = await player(h, { role: 'moderator' })
      // A draft: moderators see its teams too.
      const tournament = await openTournament(h, { status: 'draft', teamPlayers: 2 })
      const wolves = await addTeam(tournament.id, { size: 2, name: 'Kyiv Wolves' })
      await addTeam(tournament.id, { state: 'confirmed', size: 2, name: 'Lviv Lions' })
      await addTeam(tournament.id, { state: 'waitlisted', name: 'Odesa 100%' })
      await addTeam(tournament.id, { state: 'waitlisted', name: 'Odesa 1000' })
      await addTeam(tournament.id, { state: 'dropped', name: 'Gone Wolves' })

      const all = await list(moderator, tournament.id)
      const counts = { registered: 1, confirmed: 1, checked_in: 0, waitlisted: 2, dropped: 1 }
      expect(all).toMatchObject({ count: 5, next: null, previous: null, counts })
      // The tournament it is about, drafts too: what the desk's heading and its seat count need.
      expect(all.tournament).toEqual({
        id: tournament.id,
        name: tournament.name,
        slug: tournament.slug,
        status: 'draft',
        slots: 8,
      })
      // Slot holders first, then the waiting list in its order, dropped last.
      expect(
        all.results.map((team) => [team.name, team.state, team.waitlist_position, team.missing]),
      ).toEqual([
        ['Kyiv Wolves', 'registered', null, ['logo', 'confirmation']],
        ['Lviv Lions', 'confirmed', null, ['logo']],
        ['Odesa 100%', 'waitlisted', 1, ['logo', 'players']],
        ['Odesa 1000', 'waitlisted', 2, ['logo', 'players']],
        ['Gone Wolves', 'dropped', null, []],
      ])
      const [first] = all.results
      expect(first).toMatchObject({
        id: wolves.id,
        captain: {
          id: wolves.captain.user.id,
          nickname: wolves.captain.user.username,
          discord: expect.any(String),
        },
        players: wolves.members.map((member, i) => ({
          id: member.user.id,
          nickname: member.user.username,
          role: i === 0 ? 'captain' : 'player',
        })),
        size: 2,
        min_size: 2,
        max_size: 3,
        confirmed_at: null,
        checked_in_at: null,
      })
      // No phone, e-mail or Telegram of anyone: moderators reach captains on Discord.
      const text = JSON.stringify(all)
      for (const member of wolves.members) {
        expect(text).not.toContain(member.user.phone ?? 'no phone')
        expect(text).not.toContain(member.user.email ?? 'no email')
        expect(text).not.toContain(member.user.telegram)
      }

      const waiting = await list(moderator, tournament.id, '?state=waitlisted')
      expect([waiting.count, waiting.counts, waiting.results.map((team) => team.name)]).toEqual([
        2,
        counts,
        ['Odesa 100%', 'Odesa 1000'],
      ])
      // `%` is a plain character, and the case does not matter.
      expect((await list(moderator, tournament.id, '?search=0%25')).results.map((team) => team.name)).toEqual(
        ['Odesa 100%'],
      )
      expect(
        (await list(moderator, tournament.id, '?search=WOLVES')).results.map((team) => team.name),
      ).toEqual(['Kyiv Wolves', 'Gone Wolves'])

      const second = await list(moderator, tournament.id, '?page=2&page_size=2')
      expect(second.results.map((team) => team.name)).toEqual(['Odesa 100%', 'Odesa 1000'])
      const base = `/api/v1${moderatedTeamsPath(tournament.id)}`
      expect([second.next, second.previous]).toEqual([`${base}?page=3&page_size=2`, `${base}?page_size=2`])
      expect((await list(moderator, tournament.id, '?page=3&page_size=2')).next).toBeNull()

      expect(
        codeOf(
          await h.get(`${moderatedTeamsPath(tournament.id)}?state=lost`, { bearer: moderator.bearer }),
        )[0],
      ).toBe(400)
      expect(codeOf(await h.get(moderatedTeamsPath(UNKNOWN), { bearer: moderator.bearer }))).toEqual([
        404,
        'not_found',
      ])
    })
  })

  describe('changes', () => {
    it('confirms the registered teams of a bulk and says why not for the others, one audit entry each', async () => {
      const moderator = await player(h, { role: 'moderator' })
      const tournament = await openTournament(h)
      const a = await addTeam(tournament.id, { size: 2 })
      const already = await addTeam(tournament.id, { state: 'confirmed' })
      const b = await addTeam(tournament.id)
      const elsewhere = await addTeam((await openTournament(h)).id)
      const answer = await h.post(
        bulkConfirmPath(tournament.id),
        { team_ids: [a.id, already.id, b.id, elsewhere.id, UNKNOWN] },
        { bearer: moderator.bearer },
      )
      expect(answer).toMatchObject({
        status: 200,
        body: {
          results: [
            { team_id: a.id, outcome: 'confirmed' },
            { team_id: already.id, outcome: 'wrong_state' },
            { team_id: b.id, outcome: 'confirmed' },
            { team_id: elsewhere.id, outcome: 'not_found' },
            { team_id: UNKNOWN, outcome: 'not_found' },
          ],
        },
      })
      expect([await stateOf(a.id), await stateOf(b.id), await stateOf(elsewhere.id)]).toEqual([
        'confirmed',
        'confirmed',
        'registered',
      ])
      for (const member of [...a.members, ...b.members])
        expect(mailsOf(member.user.email ?? '')).toEqual([{ template: 'teamConfirmed', reason: undefined }])
      expect(mailsOf(already.captain.user.email ?? '')).toEqual([])
      const confirmed = {
        kind: 'team.confirmed',
        actorId: moderator.user.id,
        tournamentId: tournament.id,
        before: { state: 'registered' },
        after: { state: 'confirmed' },
      }
      expect([await auditOf(a.id), await auditOf(b.id), await auditOf(already.id)]).toEqual([
        [confirmed],
        [confirmed],
        [],
      ])

      const tooMany = Array.from({ length: 101 }, () => a.id)
      for (const body of [{ team_ids: [] }, { team_ids: tooMany }, { team_ids: ['nope'] }, {}])
        expect(
          (await h.post(bulkConfirmPath(tournament.id), body, { bearer: moderator.bearer })).status,
        ).toBe(400)
    })

    it('rejects with a reason mailed to the captain, and the waiting list moves up', async () => {
      const moderator = await player(h, { role: 'organiser' })
      const tournament = await openTournament(h, { slots: 1 })
      const rejected = await addTeam(tournament.id, { state: 'confirmed', size: 2 })
      const waiting = await addTeam(tournament.id, { state: 'waitlisted' })
      const reason = 'Two accounts of one player: <b>not allowed</b>.'
      expect((await h.post(rejectTeamPath(rejected.id), {}, { bearer: moderator.bearer })).status).toBe(400)
      const answer = await h.post(rejectTeamPath(rejected.id), { reason }, { bearer: moderator.bearer })
      expect(answer).toMatchObject({ status: 200, body: { state: 'dropped', dropped_reason: 'rejected' } })
      expect(await stateOf(waiting.id)).toBe('registered')
      const [captain, other] = rejected.members
      expect(mailsOf(captain?.user.email ?? '')).toEqual([{ template: 'teamRejected', reason }])
      expect(mailsOf(other?.user.email ?? '')).toEqual([{ template: 'teamDropped', reason: 'rejected' }])
      expect(mailsOf(waiting.captain.user.email ?? '')).toEqual([
        { template: 'teamPromoted', reason: undefined },
      ])
      expect(await auditOf(rejected.id)).toEqual([
        {
          kind: 'team.rejected',
          actorId: moderator.user.id,
          tournamentId: tournament.id,
          before: { state: 'confirmed' },
          after: { state: 'dropped', dropped_reason: 'rejected', reason, promoted: [waiting.id] },
        },
      ])
      expect(
        codeOf(await h.post(rejectTeamPath(rejected.id), { reason }, { bearer: moderator.bearer })),
      ).toEqual([409, 'wrong_state'])
    })

    it('drops a checked-in team, fills its slot from the waiting list, and refuses once the games started', async () => {
      const moderator = await player(h, { role: 'moderator' })
      const tournament = await openTournament(h, { slots: 1 })
      const dropped = await addTeam(tournament.id, { state: 'checked_in' })
      const first = await addTeam(tournament.id, { state: 'waitlisted' })
      const second = await addTeam(tournament.id, { state: 'waitlisted' })
      const answer = await h.post(dropTeamPath(dropped.id), {}, { bearer: moderator.bearer })
      expect(answer).toMatchObject({ status: 200, body: { state: 'dropped' } })
      expect([await stateOf(first.id), await stateOf(second.id)]).toEqual(['registered', 'waitlisted'])
      expect(mailsOf(dropped.captain.user.email ?? '')).toEqual([
        { template: 'teamDropped', reason: 'rejected' },
      ])
      expect(await auditOf(dropped.id)).toEqual([
        {
          kind: 'team.dropped',
          actorId: moderator.user.id,
          tournamentId: tournament.id,
          before: { state: 'checked_in' },
          after: { state: 'dropped', dropped_reason: 'rejected', promoted: [first.id] },
        },
      ])
      expect(codeOf(await h.post(dropTeamPath(dropped.id), {}, { bearer: moderator.bearer }))).toEqual([
        409,
        'wrong_state',
      ])

      const running = await openTournament(h, {
        registrationStart: new Date(h.clock.now().getTime() - 3 * HOUR),
        registrationEnd: new Date(h.clock.now().getTime() - 2 * HOUR),
        gamesStart: new Date(h.clock.now().getTime() - HOUR),
        gamesEnd: new Date(h.clock.now().getTime() + HOUR),
      })
      const playing = await addTeam(running.id, { state: 'checked_in' })
      expect(
        codeOf(await h.post(dropTeamPath(playing.id), { reason: 'late' }, { bearer: moderator.bearer })),
      ).toEqual([409, 'wrong_state'])
      expect([await stateOf(playing.id), await auditOf(playing.id)]).toEqual(['checked_in', []])
    })

    it('promotes a waiting team into a free slot only', async () => {
      const moderator = await player(h, { role: 'moderator' })
      const tournament = await openTournament(h, { slots: 2 })
      const holder = await addTeam(tournament.id)
      const first = await addTeam(tournament.id, { state: 'waitlisted' })
      const second = await addTeam(tournament.id, { state: 'waitlisted' })
      // The moderator's call: the second in line, while one slot is free.
      const answer = await h.post(promoteTeamPath(second.id), undefined, { bearer: moderator.bearer })
      expect(answer).toMatchObject({ status: 200, body: { state: 'registered', waitlist_position: null } })
      expect(mailsOf(second.captain.user.email ?? '')).toEqual([
        { template: 'teamPromoted', reason: undefined },
      ])
      expect(await auditOf(second.id)).toEqual([
        {
          kind: 'team.promoted',
          actorId: moderator.user.id,
          tournamentId: tournament.id,
          before: { state: 'waitlisted' },
          after: { state: 'registered' },
        },
      ])
      expect(
        codeOf(await h.post(promoteTeamPath(first.id), undefined, { bearer: moderator.bearer })),
      ).toEqual([409, 'no_free_slot'])
      expect(
        codeOf(await h.post(promoteTeamPath(holder.id), undefined, { bearer: moderator.bearer })),
      ).toEqual([409, 'wrong_state'])
      expect([await stateOf(first.id), await auditOf(first.id)]).toEqual(['waitlisted', []])
    })

    it('records the old decision endpoint in the audit log as the desk does', async () => {
      const moderator = await player(h, { role: 'moderator' })
      const tournament = await openTournament(h)
      const confirmed = await addTeam(tournament.id)
      const rejected = await addTeam(tournament.id)
      for (const [team, decision] of [
        [confirmed, 'confirm'],
        [rejected, 'reject'],
      ] as const)
        expect(
          (await h.post(`/teams/${team.id}/decision`, { decision }, { bearer: moderator.bearer })).status,
        ).toBe(200)
      expect((await auditOf(confirmed.id)).map((entry) => entry.kind)).toEqual(['team.confirmed'])
      expect(await auditOf(rejected.id)).toEqual([
        {
          kind: 'team.rejected',
          actorId: moderator.user.id,
          tournamentId: tournament.id,
          before: { state: 'registered' },
          after: { state: 'dropped', dropped_reason: 'rejected' },
        },
      ])
    })
  })

  it('hides the desk from guests and players, who change nothing', async () => {
    const tournament = await openTournament(h, { slots: 2 })
    const registered = await addTeam(tournament.id)
    const waiting = await addTeam(tournament.id, { state: 'waitlisted' })
    const captain = registered.captain
    for (const who of [undefined, captain, await player(h)]) {
      const options = who ? { bearer: who.bearer } : {}
      const answers = [
        await h.get(moderatedTeamsPath(tournament.id), options),
        await h.post(bulkConfirmPath(tournament.id), { team_ids: [registered.id] }, options),
        await h.post(rejectTeamPath(registered.id), { reason: 'no' }, options),
        await h.post(dropTeamPath(registered.id), {}, options),
        await h.post(promoteTeamPath(waiting.id), undefined, options),
      ]
      expect(answers.map(codeOf)).toEqual(Array(5).fill([404, 'not_found']))
    }
    expect([await stateOf(registered.id), await stateOf(waiting.id)]).toEqual(['registered', 'waitlisted'])
    expect([await auditOf(registered.id), await auditOf(waiting.id)]).toEqual([[], []])
  })

  describe('two moderators at once', () => {
    it('seats exactly one of two waiting teams in the last free slot', async () => {
      const [one, two] = [await player(h, { role: 'moderator' }), await player(h, { role: 'moderator' })]
      const tournament = await openTournament(h, { slots: 2 })
      await addTeam(tournament.id)
      const a = await addTeam(tournament.id, { state: 'waitlisted' })
      const b = await addTeam(tournament.id, { state: 'waitlisted' })
      const answers = await Promise.all([
        h.post(promoteTeamPath(a.id), undefined, { bearer: one?.bearer ?? '' }),
        h.post(promoteTeamPath(b.id), undefined, { bearer: two?.bearer ?? '' }),
      ])
      expect(answers.map(codeOf).sort()).toEqual([
        [200, undefined],
        [409, 'no_free_slot'],
      ])
      expect([await stateOf(a.id), await stateOf(b.id)].sort()).toEqual(['registered', 'waitlisted'])
      const entries = [...(await auditOf(a.id)), ...(await auditOf(b.id))]
      expect(entries.map((entry) => entry.kind)).toEqual(['team.promoted'])
    })

    it('confirms a team once when both confirm it together', async () => {
      const [one, two] = [await player(h, { role: 'moderator' }), await player(h, { role: 'organiser' })]
      const tournament = await openTournament(h)
      const team = await addTeam(tournament.id)
      const answers = await Promise.all(
        [one, two].map((who) =>
          h.post(bulkConfirmPath(tournament.id), { team_ids: [team.id] }, { bearer: who.bearer }),
        ),
      )
      expect(
        answers
          .map((answer) => (answer.body as { results: Array<{ outcome: string }> }).results[0]?.outcome)
          .sort(),
      ).toEqual(['confirmed', 'wrong_state'])
      expect((await auditOf(team.id)).map((entry) => entry.kind)).toEqual(['team.confirmed'])
      expect(mailsOf(team.captain.user.email ?? '')).toEqual([
        { template: 'teamConfirmed', reason: undefined },
      ])
    })
  })
})

describe.each(backends)('the moderators team list in bounded queries on $name', (backend) => {
  let database: TestDatabase
  let h: AccountsHarness
  let addTeam: ReturnType<typeof teamWriter>

  beforeAll(async () => {
    database = await backend.open()
    h = createAccountsHarness(database)
    addTeam = teamWriter(h)
  })
  afterAll(async () => {
    await h?.jobs.stop()
    await database?.dispose()
  })

  it('reads 3 teams or 30 in the same number of queries', async () => {
    const log = withQueryLog(database.database)
    const logger = pino({ level: 'silent' })
    const logged = createTeams({
      db: log.db,
      hasher: h.accounts.hasher,
      mailer: createRecordingTeamMailer(),
      uploads: createImageUploads({
        storage: createObjectStorage({ kind: 'disk' }, database.dataDir),
        logger,
      }),
      background: createBackground(logger),
      requireUser: h.accounts.requireUser,
      requireStaff: h.accounts.requireStaff,
      publicUrl: PUBLIC_URL,
      now: h.clock.now,
    })
    const tournament = await openTournament(h, { slots: 40 })
    const queriesFor = async () => {
      log.clear()
      const page = await logged.moderation.teams(tournament.id, {})
      return [log.queries.length, page?.results.length]
    }
    for (let i = 0; i < 3; i += 1) await addTeam(tournament.id, { size: 2 })
    const three = await queriesFor()
    for (let i = 0; i < 27; i += 1) await addTeam(tournament.id, { size: 2 })
    expect([three, await queriesFor()]).toEqual([
      [5, 3],
      [5, 30],
    ])
  }, 120_000)
})
