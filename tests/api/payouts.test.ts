/**
 * The prize payout ledger through the HTTP app on PGlite and PostgreSQL: organisers record a place's
 * payout and change it, each with its audit entry; a change on an older version is refused; the
 * field errors in both languages; moderators read but do not write; the public ledger's content,
 * worked out by hand; and the 24-hour promise on the harness's clock, never by waiting.
 */
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { type Payout, type PayoutLedger, payoutPath } from '#core/tournaments/payouts.ts'
import { payoutsPath } from '#core/tournaments/tournaments.api.ts'
import { auditEntries, prizePayouts } from '#server/platform/db/schema.ts'
import { type JsonAnswer, useAccountsHarness } from './support/accounts.ts'
import { backends } from './support/database.ts'
import { openTournament, type Player, player, teamForm, teamOf } from './support/teams.ts'

const HOUR = 3_600_000

const refusal = (answer: JsonAnswer): [number, unknown] => [
  answer.status,
  (answer.body as { code?: unknown } | null)?.code,
]

/** The codes and messages per field of a 400 answer. */
const fieldMessages = (answer: JsonAnswer): Record<string, string[]> =>
  Object.fromEntries(
    Object.entries(answer.body as Record<string, Array<{ code: string; message: string }>>).map(
      ([field, messages]) => [field, messages.map((found) => `${found.code}: ${found.message}`)],
    ),
  )

describe.each(backends)('prize payouts on $name', (backend) => {
  const h = useAccountsHarness(backend)
  const as = (who: Player) => ({ bearer: who.bearer })

  /**
   * A published tournament whose games end 96 hours after the harness's now, with $700 and $300
   * prizes and $0 for third (funded $600 by sponsors and $400 by the organiser), and one team in it.
   */
  const tournamentWithTeam = async () => {
    const gamesEnd = new Date(h.clock.now().getTime() + 96 * HOUR)
    const tournament = await openTournament(h, {
      currency: 'USD',
      prizeFundCents: 100_000,
      potSources: [
        { kind: 'sponsors', amountCents: 60_000 },
        { kind: 'organiser', amountCents: 40_000 },
      ],
      prizes: [
        { place: 1, amountCents: 70_000 },
        { place: 2, amountCents: 30_000 },
        { place: 3, amountCents: 0 },
      ],
    })
    const captain = await player(h)
    const answer = await h.post(
      `/tournaments/${tournament.id}/teams`,
      teamForm(`Payees ${tournament.id.slice(0, 8)}`),
      as(captain),
    )
    const team = teamOf(answer)
    return { tournament, team, gamesEnd }
  }

  const payoutBody = (overrides: Record<string, unknown> = {}) => ({
    amount: 700,
    currency: 'USD',
    method: 'bank_transfer',
    paid_on: '2026-03-05',
    reference: 'TX-2026-0001',
    ...overrides,
  })

  const entriesAbout = async (tournamentId: string) =>
    (await h.db.select().from(auditEntries).where(eq(auditEntries.tournamentId, tournamentId)))
      .filter((entry) => entry.subjectType === 'payout')
      .sort((a, b) => a.id - b.id)
      .map(({ kind, actorId, subjectId, before, after }) => ({ kind, actorId, subjectId, before, after }))

  it('records a payout and changes it, each audited; an older version is refused', async () => {
    const { tournament, team, gamesEnd } = await tournamentWithTeam()

    // Before the games are over there is nothing to pay.
    const early = await player(h, { role: 'organiser' })
    expect(refusal(await h.put(payoutPath(tournament.id, 1), payoutBody(), as(early)))).toEqual([
      409,
      'games_not_over',
    ])
    h.clock.set(new Date(gamesEnd.getTime() + HOUR))
    // Signed in after the clock moved: an access token lives 15 minutes.
    const organiser = await player(h, { role: 'organiser' })

    const recorded = await h.put(
      payoutPath(tournament.id, 1),
      payoutBody({ team_id: team.id }),
      as(organiser),
    )
    expect(recorded.status).toBe(200)
    expect(recorded.body).toMatchObject({
      place: 1,
      team: { id: team.id, name: team.name },
      amount: 700,
      amount_text: '$700',
      method: 'bank_transfer',
      paid_on: '2026-03-05',
      reference: 'TX-2026-0001',
      version: 1,
    } satisfies Partial<Payout>)

    // A first record names no version; a change must name the current one.
    expect(
      refusal(await h.put(payoutPath(tournament.id, 1), payoutBody({ team_id: team.id }), as(organiser))),
    ).toEqual([409, 'stale'])
    const changed = await h.put(
      payoutPath(tournament.id, 1),
      payoutBody({ team_id: team.id, amount: 650.5, method: 'card', version: 1 }),
      as(organiser),
    )
    expect(changed.body).toMatchObject({ amount: 650.5, amount_text: '$650.50', method: 'card', version: 2 })
    expect(
      refusal(
        await h.put(payoutPath(tournament.id, 1), payoutBody({ amount: 1, version: 1 }), as(organiser)),
      ),
    ).toEqual([409, 'stale'])
    // The same again changes nothing: no new version, no entry.
    const same = await h.put(
      payoutPath(tournament.id, 1),
      payoutBody({ team_id: team.id, amount: 650.5, method: 'card', version: 2 }),
      as(organiser),
    )
    expect(same.body).toMatchObject({ version: 2 })

    const [row] = await h.db.select().from(prizePayouts).where(eq(prizePayouts.tournamentId, tournament.id))
    expect(row).toMatchObject({ place: 1, amountCents: 65_050, version: 2 })
    expect(await entriesAbout(tournament.id)).toEqual([
      {
        kind: 'payout.recorded',
        actorId: organiser.user.id,
        subjectId: row?.id,
        before: null,
        after: {
          place: 1,
          team_id: team.id,
          amount: 700,
          currency: 'USD',
          method: 'bank_transfer',
          paid_on: '2026-03-05',
          reference: 'TX-2026-0001',
        },
      },
      {
        kind: 'payout.corrected',
        actorId: organiser.user.id,
        subjectId: row?.id,
        before: { amount: 700, method: 'bank_transfer' },
        after: { amount: 650.5, method: 'card' },
      },
    ])
  })

  it('refuses what it cannot record, with field errors in the page’s language', async () => {
    const { tournament, gamesEnd } = await tournamentWithTeam()
    const other = await tournamentWithTeam()
    h.clock.set(new Date(gamesEnd.getTime() + HOUR))
    const organiser = await player(h, { role: 'organiser' })

    const bad = await h.put(
      payoutPath(tournament.id, 1),
      payoutBody({ amount: 0, method: 'cheque', paid_on: '2026-02-30', reference: 'x'.repeat(201) }),
      { ...as(organiser), en: true },
    )
    expect(bad.status).toBe(400)
    expect(Object.keys(fieldMessages(bad)).sort()).toEqual(['amount', 'method', 'paid_on', 'reference'])
    expect(fieldMessages(bad).reference).toEqual(['maxLength: Maximum length is 200 characters'])

    // A team of another tournament is no payee of this one.
    const stranger = await h.put(
      payoutPath(tournament.id, 1),
      payoutBody({ team_id: other.team.id }),
      as(organiser),
    )
    expect(fieldMessages(stranger)).toEqual({
      team_id: ['teamNotFound: У цьому турнірі немає команди з таким id'],
    })
    const strangerEn = await h.put(payoutPath(tournament.id, 1), payoutBody({ team_id: other.team.id }), {
      ...as(organiser),
      en: true,
    })
    expect(fieldMessages(strangerEn)).toEqual({
      team_id: ['teamNotFound: No team of this tournament has this id'],
    })

    // Third place has no prize; a place that is no number is no path.
    expect(refusal(await h.put(payoutPath(tournament.id, 3), payoutBody(), as(organiser)))).toEqual([
      409,
      'no_prize',
    ])
    expect(
      refusal(
        await h.put(`/console/tournaments/${tournament.id}/payouts/first`, payoutBody(), as(organiser)),
      ),
    ).toEqual([404, 'not_found'])
    expect(await entriesAbout(tournament.id)).toEqual([])
  })

  it('lets moderators read the ledger and not write it', async () => {
    const { tournament, gamesEnd } = await tournamentWithTeam()
    h.clock.set(new Date(gamesEnd.getTime() + HOUR))
    const moderator = await player(h, { role: 'moderator' })
    expect((await h.get(payoutPath(tournament.id), as(moderator))).status).toBe(200)
    expect(refusal(await h.put(payoutPath(tournament.id, 1), payoutBody(), as(moderator)))).toEqual([
      403,
      'not_organiser',
    ])
    expect(
      await h.db.select().from(prizePayouts).where(eq(prizePayouts.tournamentId, tournament.id)),
    ).toEqual([])
  })

  it('shows the public ledger, counts down 24 hours from the end of the games, then flags what is unpaid', async () => {
    const { tournament, team, gamesEnd } = await tournamentWithTeam()
    const deadline = new Date(gamesEnd.getTime() + 24 * HOUR).toISOString()
    const ledger = async () => (await h.get(payoutsPath(tournament.slug))).body as PayoutLedger

    h.clock.set(new Date(gamesEnd.getTime() + HOUR))
    const organiser = await player(h, { role: 'organiser' })
    await h.put(
      payoutPath(tournament.id, 2),
      payoutBody({ amount: 300, team_id: team.id, method: 'paypal', reference: null }),
      as(organiser),
    )
    const during = await ledger()
    expect(during).toMatchObject({
      tournament_id: tournament.id,
      currency: 'USD',
      prize_fund: 1000,
      prize_fund_text: '$1,000',
      pot_sources: [
        { kind: 'sponsors', amount: 600, amount_text: '$600' },
        { kind: 'organiser', amount: 400, amount_text: '$400' },
      ],
      games_end: gamesEnd.toISOString(),
      deadline,
      overdue_places: [],
    })
    expect(
      during.places.map((place) => [
        place.place,
        place.prize_text,
        place.payout?.team?.name ?? null,
        place.payout?.amount_text ?? null,
        place.payout?.method ?? null,
        place.payout?.paid_on ?? null,
        place.overdue,
      ]),
    ).toEqual([
      [1, '$700', null, null, null, null, false],
      [2, '$300', team.name, '$300', 'paypal', '2026-03-05', false],
      [3, '$0', null, null, null, null, false],
    ])

    // At the deadline itself the promise still holds; a second later first place is overdue.
    h.clock.set(new Date(deadline))
    expect((await ledger()).overdue_places).toEqual([])
    h.clock.advance(1)
    const late = await ledger()
    expect(late.overdue_places).toEqual([1])
    expect(late.places.map((place) => place.overdue)).toEqual([true, false, false])

    // Recorded late, it is paid: nothing overdue any more.
    const later = await player(h, { role: 'organiser' })
    await h.put(payoutPath(tournament.id, 1), payoutBody({ team_id: team.id }), as(later))
    expect((await ledger()).overdue_places).toEqual([])
    expect((await h.get(payoutsPath('no-such-tournament'))).status).toBe(404)
  })
})
