/**
 * What organisers do to tournaments in the console: create a draft, edit it, publish, unpublish,
 * cancel, set the cover. Each change runs in one transaction with its audit entry, under the
 * tournament's row lock, and names the version it was made on: the update is written only where the
 * row still has that version (`update … where version = ?`), then the version goes up by one, so of
 * two organisers editing the same version the second is refused `stale` and changes nothing.
 */

import type { ValidationKey } from '#core/shared/validation/message.ts'
import {
  type Cancellation,
  consoleListLink,
  type DraftStage,
  type ManagedTournament,
  type TournamentDraft,
  type TournamentUpdate,
} from '#core/tournaments/manage.api.ts'
import type { TournamentConsoleReader } from '#core/tournaments/manage.port.ts'
import { DEFAULT_ANSWER_MINUTES } from '#core/tournaments/match-day.ts'
import { slugFromName } from '#core/tournaments/slug.ts'
import { TOURNAMENT_PAGE_SIZE, type TournamentStatus } from '#core/tournaments/tournament.schema.ts'
import { TOURNAMENT_PAGE_MAX } from '#core/tournaments/tournaments.api.ts'
import { type AuditLog, type AuditSnapshot, changedFields } from '#server/audit/index.ts'
import type { AppDatabase } from '#server/platform/db/client.ts'
import type { NewTournamentRow, TournamentRow, TournamentStageRow } from '#server/platform/db/schema.ts'
import { inTransaction } from '#server/platform/db/transactions.ts'
import type { StoredSponsor } from '#server/tournaments/tables.ts'
import type { ManageRepository } from './repository.ts'

export type ManageRefusal =
  | { readonly reason: 'not_found' | 'stale' | 'stages_started' | 'wrong_status' }
  | { readonly reason: 'field'; readonly field: string; readonly key: ValidationKey }

export type ManageOutcome =
  | { readonly ok: true; readonly value: ManagedTournament }
  | ({ readonly ok: false } & ManageRefusal)

/** The signed-in organiser acting. */
export interface ManageActor {
  readonly id: string
}

/** Its reads are the console pages' port (`TournamentConsoleReader`), asked in process. */
export interface TournamentManagement extends TournamentConsoleReader {
  create(actor: ManageActor, draft: TournamentDraft): Promise<ManageOutcome>
  update(actor: ManageActor, id: string, update: TournamentUpdate): Promise<ManageOutcome>
  publish(actor: ManageActor, id: string, version: number): Promise<ManageOutcome>
  unpublish(actor: ManageActor, id: string, version: number): Promise<ManageOutcome>
  cancel(actor: ManageActor, id: string, cancellation: Cancellation): Promise<ManageOutcome>
  /** The cover's public URL; no version: an image replaces the image whatever else changed. */
  setCover(actor: ManageActor, id: string, coverUrl: string): Promise<ManageOutcome>
}

export interface ManageDeps {
  readonly db: AppDatabase
  readonly repository: ManageRepository
  readonly audit: AuditLog
  readonly now: () => Date
}

const refuse = (reason: 'not_found' | 'stale' | 'stages_started' | 'wrong_status'): ManageOutcome => ({
  ok: false,
  reason,
})
const fieldRefusal = (field: string, key: ValidationKey): ManageOutcome => ({
  ok: false,
  reason: 'field',
  field,
  key,
})

/** Thrown inside a transaction to roll it back and answer the refusal. */
class Refused extends Error {
  readonly outcome: ManageOutcome
  constructor(outcome: ManageOutcome) {
    super('refused')
    this.outcome = outcome
  }
}

const cents = (amount: number): number => Math.round(amount * 100)
const units = (amountCents: number): number => amountCents / 100
/** An empty text is no text. */
const text = (value: string | null): string | null => (value === null || value === '' ? null : value)
const steps = (value: ReadonlyArray<string> | null): ReadonlyArray<string> | null =>
  value === null || value.length === 0 ? null : value

/** PostgreSQL's unique_violation of this index, wherever the driver or Drizzle put it. */
const violates = (error: unknown, index: string): boolean => {
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    const { code, constraint } = current as { readonly code?: unknown; readonly constraint?: unknown }
    if (code === '23505') return constraint === index || current.message.includes(index)
  }
  return false
}

/** The draft's fields as the tournament's columns (the slug and sponsors resolved by the caller). */
const toColumns = (
  draft: TournamentDraft,
  sponsors: ReadonlyArray<StoredSponsor>,
): Omit<NewTournamentRow, 'slug'> => ({
  name: draft.name,
  game: draft.game,
  format: draft.format,
  descriptionUk: text(draft.description.uk),
  descriptionEn: text(draft.description.en),
  rulesUk: text(draft.rules.uk),
  rulesEn: text(draft.rules.en),
  potDetailsUk: text(draft.pot_details.uk),
  potDetailsEn: text(draft.pot_details.en),
  howToPlay: { uk: steps(draft.how_to_play.uk), en: steps(draft.how_to_play.en) },
  entry: draft.entry,
  entryFeeCents: draft.entry === 'paid' && draft.entry_fee !== null ? cents(draft.entry_fee) : null,
  prizeFundCents: cents(draft.prize_fund),
  currency: draft.currency,
  potSources: draft.pot_sources.map((source) => ({ kind: source.kind, amountCents: cents(source.amount) })),
  prizes: draft.prizes.map((prize) => ({ place: prize.place, amountCents: cents(prize.amount) })),
  sponsors: [...sponsors],
  slots: draft.slots,
  teamPlayers: draft.team_size.players,
  teamSubstitutes: draft.team_size.substitutes,
  registrationStart: new Date(draft.registration_start),
  registrationEnd: new Date(draft.registration_end),
  gamesStart: new Date(draft.games_start),
  gamesEnd: new Date(draft.games_end),
  checkInOpensMinutes: draft.check_in_opens_minutes,
  checkInClosesMinutes: draft.check_in_closes_minutes,
  announce: draft.announce ?? true,
  reportAnswerMinutes: draft.report_answer_minutes ?? DEFAULT_ANSWER_MINUTES,
  readyCheckMinutes: draft.ready_check_minutes ?? null,
  airRaidPause: draft.air_raid_pause ?? true,
})

const toStageRows = (stages: ReadonlyArray<DraftStage>) =>
  stages.map((stage, index) => ({
    number: index + 1,
    kind: stage.kind,
    nameUk: text(stage.name.uk),
    nameEn: text(stage.name.en),
    bestOf: stage.best_of,
    groups: stage.groups,
    groupFill: stage.group_fill,
    rounds: stage.rounds,
    grandFinal: stage.grand_final,
    advancing: stage.advancing,
  }))

const stageView = (stage: ReturnType<typeof toStageRows>[number] | TournamentStageRow) => ({
  kind: stage.kind,
  name: { uk: stage.nameUk ?? null, en: stage.nameEn ?? null },
  best_of: stage.bestOf ?? 1,
  groups: stage.groups ?? null,
  group_fill: stage.groupFill ?? null,
  rounds: stage.rounds ?? null,
  grand_final: stage.grandFinal ?? null,
  advancing: stage.advancing ?? null,
})

/**
 * A tournament's editable fields as the wire names them, for the audit entries: what a draft
 * writes, read back from the row (dates as ISO 8601 UTC, money in units).
 */
const editableView = (
  row: Omit<NewTournamentRow, 'slug'> & { readonly slug: string },
  stages: ReadonlyArray<ReturnType<typeof toStageRows>[number] | TournamentStageRow>,
): AuditSnapshot => ({
  name: row.name,
  slug: row.slug,
  game: row.game,
  format: row.format,
  description: { uk: row.descriptionUk ?? null, en: row.descriptionEn ?? null },
  rules: { uk: row.rulesUk ?? null, en: row.rulesEn ?? null },
  pot_details: { uk: row.potDetailsUk ?? null, en: row.potDetailsEn ?? null },
  how_to_play: { uk: row.howToPlay?.uk ?? null, en: row.howToPlay?.en ?? null },
  entry: row.entry ?? 'free',
  entry_fee: row.entryFeeCents == null ? null : units(row.entryFeeCents),
  prize_fund: units(row.prizeFundCents ?? 0),
  currency: row.currency ?? 'USD',
  pot_sources: (row.potSources ?? []).map((source) => ({
    kind: source.kind,
    amount: units(source.amountCents),
  })),
  prizes: (row.prizes ?? []).map((prize) => ({ place: prize.place, amount: units(prize.amountCents) })),
  sponsors: (row.sponsors ?? []).map((sponsor) => sponsor.partner_id ?? sponsor.name),
  slots: row.slots,
  team_size: { players: row.teamPlayers ?? 5, substitutes: row.teamSubstitutes ?? 0 },
  registration_start: row.registrationStart.toISOString(),
  registration_end: row.registrationEnd.toISOString(),
  games_start: row.gamesStart.toISOString(),
  games_end: row.gamesEnd.toISOString(),
  check_in_opens_minutes: row.checkInOpensMinutes ?? null,
  check_in_closes_minutes: row.checkInClosesMinutes ?? 10,
  announce: row.announce ?? true,
  report_answer_minutes: row.reportAnswerMinutes ?? DEFAULT_ANSWER_MINUTES,
  ready_check_minutes: row.readyCheckMinutes ?? null,
  air_raid_pause: row.airRaidPause ?? true,
  stages: [...stages].sort((a, b) => a.number - b.number).map(stageView),
})

/** A whole number within bounds, or the default (the routes refuse other values). */
const bounded = (value: number | undefined, fallback: number, max: number): number =>
  value !== undefined && Number.isInteger(value) && value >= 1 ? Math.min(value, max) : fallback

export const createTournamentManagement = ({
  db,
  repository,
  audit,
  now,
}: ManageDeps): TournamentManagement => {
  /** The draft's sponsors from the partners table, in the draft's order; a missing one is refused. */
  const resolveSponsors = async (tx: AppDatabase, ids: ReadonlyArray<string>): Promise<StoredSponsor[]> => {
    const found = await repository.partners(tx, ids)
    return [...new Set(ids)].map((id) => {
      const partner = found.get(id)
      if (!partner) throw new Refused(fieldRefusal('sponsors', 'partnerNotFound'))
      return { name: partner.name, logo_url: partner.logoUrl, url: partner.url, partner_id: partner.id }
    })
  }

  /** The slug the draft asks for (refused when taken), or one derived from the name that is free. */
  const chooseSlug = async (tx: AppDatabase, draft: TournamentDraft, exceptId?: string): Promise<string> => {
    const asked = draft.slug ?? ''
    if (asked !== '') {
      if (await repository.slugTaken(tx, asked, exceptId))
        throw new Refused(fieldRefusal('slug', 'slugTaken'))
      return asked
    }
    const base = slugFromName(draft.name)
    for (let suffix = 1; ; suffix += 1) {
      const candidate = suffix === 1 ? base : `${base}-${suffix}`
      if (!(await repository.slugTaken(tx, candidate, exceptId))) return candidate
    }
  }

  /**
   * Runs `change` on the locked row once the version matches; a refusal thrown inside rolls back
   * whatever was written, and a slug taken meanwhile by another transaction is the slug's field error.
   */
  const changing = async (
    id: string,
    version: number | undefined,
    change: (tx: AppDatabase, row: TournamentRow) => Promise<void>,
  ): Promise<ManageOutcome> => {
    try {
      return await inTransaction(db, async (tx): Promise<ManageOutcome> => {
        const row = await repository.lock(tx, id)
        if (!row) throw new Refused(refuse('not_found'))
        if (version !== undefined && row.version !== version) throw new Refused(refuse('stale'))
        await change(tx, row)
        // Read under the lock: the answer is the tournament this change left, not a later one.
        const changed = await repository.find(id, tx)
        return changed ? { ok: true, value: changed } : refuse('not_found')
      })
    } catch (error) {
      return refusalOf(error)
    }
  }

  const refusalOf = (error: unknown): ManageOutcome => {
    if (error instanceof Refused) return error.outcome
    if (violates(error, 'tournaments_slug_key')) return fieldRefusal('slug', 'slugTaken')
    throw error
  }

  /** Writes `values` at the locked version; the lock makes a lost race impossible, the where-clause sure. */
  const write = async (
    tx: AppDatabase,
    row: TournamentRow,
    values: Partial<NewTournamentRow>,
  ): Promise<TournamentRow> => {
    const written = await repository.updateAt(tx, row.id, row.version, values)
    if (!written) throw new Refused(refuse('stale'))
    return written
  }

  const statusChange = (
    actor: ManageActor,
    id: string,
    version: number,
    from: ReadonlyArray<TournamentStatus>,
    to: TournamentStatus,
    kind: 'tournament.published' | 'tournament.unpublished',
  ) =>
    changing(id, version, async (tx, row) => {
      if (!from.includes(row.status)) throw new Refused(refuse('wrong_status'))
      // Back to draft, a cancellation's reason no longer stands.
      await write(tx, row, { status: to, cancellationReasonUk: null, cancellationReasonEn: null })
      await audit.record({
        at: now(),
        actor: { userId: actor.id },
        kind,
        subject: { type: 'tournament', id },
        tournamentId: id,
        before: { status: row.status },
        after: { status: to },
      })
    })

  return {
    list: async ({ search, status, page: askedPage, pageSize: askedSize }) => {
      const page = bounded(askedPage, 1, TOURNAMENT_PAGE_MAX)
      const pageSize = bounded(askedSize, TOURNAMENT_PAGE_SIZE.default, TOURNAMENT_PAGE_SIZE.max)
      const trimmed = search?.trim() ?? ''
      const { count, results } = await repository.list({
        search: trimmed,
        status,
        offset: (page - 1) * pageSize,
        limit: pageSize,
      })
      const lastPage = Math.max(1, Math.ceil(count / pageSize))
      const link = (to: number) => consoleListLink({ search: trimmed, status, page: to, pageSize })
      return {
        count,
        next: page < lastPage ? link(page + 1) : null,
        previous: page > 1 ? link(Math.min(page - 1, lastPage)) : null,
        results,
      }
    },

    find: (id) => repository.find(id),

    create: async (actor, draft) => {
      try {
        return await inTransaction(db, async (tx): Promise<ManageOutcome> => {
          const sponsors = await resolveSponsors(tx, draft.sponsors)
          const slug = await chooseSlug(tx, draft)
          const columns = { ...toColumns(draft, sponsors), slug, status: 'draft' as const }
          const row = await repository.insert(tx, columns)
          const stages = toStageRows(draft.stages)
          await repository.replaceStages(tx, row.id, stages)
          await audit.record({
            at: now(),
            actor: { userId: actor.id },
            kind: 'tournament.created',
            subject: { type: 'tournament', id: row.id },
            tournamentId: row.id,
            before: null,
            after: { status: 'draft', ...editableView(columns, stages) },
          })
          const made = await repository.find(row.id, tx)
          if (!made) throw new Error('The created tournament was not found')
          return { ok: true, value: made }
        })
      } catch (error) {
        return refusalOf(error)
      }
    },

    update: (actor, id, update) =>
      changing(id, update.version, async (tx, row) => {
        const currentStages = await repository.stages(tx, id)
        const sponsors = await resolveSponsors(tx, update.sponsors)
        // Absent, the slug stays what it is: only a slug the organiser writes replaces it.
        const slug = update.slug ? await chooseSlug(tx, update, id) : row.slug
        const columns = { ...toColumns(update, sponsors), slug }
        const stages = toStageRows(update.stages)
        const before = editableView(row, currentStages)
        const after = editableView(columns, stages)
        const changes = changedFields(before, after)
        // Saving what is already there is no change: no new version, no entry.
        if (Object.keys(changes.after).length === 0) return
        if ('stages' in changes.after) {
          if (await repository.stagesStarted(tx, id)) throw new Refused(refuse('stages_started'))
          await repository.replaceStages(tx, id, stages)
        }
        await write(tx, row, columns)
        await audit.record({
          at: now(),
          actor: { userId: actor.id },
          kind: 'tournament.updated',
          subject: { type: 'tournament', id },
          tournamentId: id,
          ...changes,
        })
      }),

    publish: (actor, id, version) =>
      statusChange(actor, id, version, ['draft'], 'published', 'tournament.published'),

    unpublish: (actor, id, version) =>
      statusChange(actor, id, version, ['published', 'cancelled'], 'draft', 'tournament.unpublished'),

    cancel: (actor, id, { version, reason }) =>
      changing(id, version, async (tx, row) => {
        if (row.status === 'cancelled') throw new Refused(refuse('wrong_status'))
        const shown = { uk: text(reason.uk), en: text(reason.en) }
        await write(tx, row, {
          status: 'cancelled',
          cancellationReasonUk: shown.uk,
          cancellationReasonEn: shown.en,
        })
        await audit.record({
          at: now(),
          actor: { userId: actor.id },
          kind: 'tournament.cancelled',
          subject: { type: 'tournament', id },
          tournamentId: id,
          before: { status: row.status },
          after: { status: 'cancelled', cancellation_reason: shown },
        })
      }),

    setCover: (actor, id, coverUrl) =>
      changing(id, undefined, async (tx, row) => {
        await write(tx, row, { coverUrl })
        await audit.record({
          at: now(),
          actor: { userId: actor.id },
          kind: 'tournament.updated',
          subject: { type: 'tournament', id },
          tournamentId: id,
          before: { cover_url: row.coverUrl },
          after: { cover_url: coverUrl },
        })
      }),
  }
}
