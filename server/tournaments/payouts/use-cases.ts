/**
 * What organisers do with the prize payout ledger in the console: read it (moderators too) and record
 * or change the payout of a place. Each change runs in one transaction with its audit entry, under the
 * tournament's row lock; a change names the payout's `version` and one made on an older version is
 * refused `stale`, a first record names none.
 */
import type { ValidationKey } from '#core/shared/validation/message.ts'
import { type Payout, type PayoutInput, type PayoutLedger, payoutLedger } from '#core/tournaments/payouts.ts'
import type { AuditLog, AuditSnapshot } from '#server/audit/index.ts'
import { changedFields } from '#server/audit/index.ts'
import type { AppDatabase } from '#server/platform/db/client.ts'
import type { PrizePayoutRow, TournamentRow } from '#server/platform/db/schema.ts'
import { inTransaction } from '#server/platform/db/transactions.ts'
import { isTournamentId } from '#server/tournaments/manage/repository.ts'
import { toTournamentPayload } from '#server/tournaments/tournament.mapper.ts'
import { type PayoutRepository, toPayout } from './repository.ts'

export type PayoutRefusalReason = 'not_found' | 'stale' | 'wrong_status' | 'games_not_over' | 'no_prize'

export type PayoutOutcome =
  | { readonly ok: true; readonly value: Payout }
  | { readonly ok: false; readonly reason: PayoutRefusalReason }
  | { readonly ok: false; readonly reason: 'field'; readonly field: string; readonly key: ValidationKey }

export interface PayoutActor {
  readonly id: string
}

export interface PayoutManagement {
  /** The ledger of any tournament by UUID, drafts too; undefined when there is none. */
  ledger(id: string): Promise<PayoutLedger | undefined>
  record(actor: PayoutActor, id: string, place: number, input: PayoutInput): Promise<PayoutOutcome>
}

export interface PayoutDeps {
  readonly db: AppDatabase
  readonly repository: PayoutRepository
  readonly audit: AuditLog
  readonly now: () => Date
}

/** The ledger's view of a tournament row: the mapper's payload (stages and team counts unused). */
const ledgerTournament = (row: TournamentRow) => toTournamentPayload(row, [], { registered: 0, confirmed: 0 })

/** Thrown inside the transaction to roll it back and answer the refusal. */
class Refused extends Error {
  readonly outcome: PayoutOutcome
  constructor(outcome: PayoutOutcome) {
    super('refused')
    this.outcome = outcome
  }
}

const refuse = (reason: PayoutRefusalReason): Refused => new Refused({ ok: false, reason })

/** A payout's recorded fields as the wire names them, for the audit entries (money in units). */
const payoutView = (row: PrizePayoutRow): AuditSnapshot => ({
  place: row.place,
  team_id: row.teamId,
  amount: row.amountCents / 100,
  currency: row.currency,
  method: row.method,
  paid_on: row.paidOn,
  reference: row.reference,
})

export const createPayoutManagement = ({ db, repository, audit, now }: PayoutDeps): PayoutManagement => ({
  ledger: async (id) => {
    if (!isTournamentId(id)) return undefined
    const row = await repository.tournament(id)
    if (!row) return undefined
    return payoutLedger(ledgerTournament(row), await repository.list(id), now())
  },

  record: async (actor, id, place, input) => {
    if (!isTournamentId(id)) return { ok: false, reason: 'not_found' }
    try {
      return await inTransaction(db, async (tx): Promise<PayoutOutcome> => {
        const tournament = await repository.lockTournament(tx, id)
        if (!tournament) throw refuse('not_found')
        if (tournament.status !== 'published') throw refuse('wrong_status')
        const at = now()
        // A prize is won once the games are over: nothing to pay before.
        if (at.getTime() < tournament.gamesEnd.getTime()) throw refuse('games_not_over')
        const existing = await repository.find(tx, id, place)
        const prized = tournament.prizes.some((prize) => prize.place === place && prize.amountCents > 0)
        if (!prized && !existing) throw refuse('no_prize')
        if (existing ? input.version !== existing.version : input.version !== undefined) throw refuse('stale')
        const teamId = input.team_id ?? null
        const teamName = teamId === null ? null : await repository.teamName(tx, id, teamId)
        if (teamName === undefined)
          throw new Refused({ ok: false, reason: 'field', field: 'team_id', key: 'teamNotFound' })
        const values = {
          teamId,
          amountCents: Math.round(input.amount * 100),
          currency: input.currency,
          method: input.method,
          paidOn: input.paid_on,
          reference: input.reference === null || input.reference === '' ? null : input.reference,
        }
        if (!existing) {
          const row = await repository.insert(tx, {
            ...values,
            tournamentId: id,
            place,
            createdAt: at,
            updatedAt: at,
          })
          await audit.record({
            at,
            actor: { userId: actor.id },
            kind: 'payout.recorded',
            subject: { type: 'payout', id: row.id },
            tournamentId: id,
            before: null,
            after: payoutView(row),
          })
          return { ok: true, value: toPayout(row, teamName) }
        }
        const changes = changedFields(payoutView(existing), payoutView({ ...existing, ...values }))
        // Saving what is already there is no change: no new version, no entry.
        if (Object.keys(changes.after).length === 0) return { ok: true, value: toPayout(existing, teamName) }
        const row = await repository.updateAt(tx, existing.id, existing.version, { ...values, updatedAt: at })
        if (!row) throw refuse('stale')
        await audit.record({
          at,
          actor: { userId: actor.id },
          kind: 'payout.corrected',
          subject: { type: 'payout', id: row.id },
          tournamentId: id,
          ...changes,
        })
        return { ok: true, value: toPayout(row, teamName) }
      })
    } catch (error) {
      if (error instanceof Refused) return error.outcome
      throw error
    }
  },
})
