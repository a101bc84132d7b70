/**
 * The tournament editor's state: every field as the inputs hold it (text), built from a stored
 * tournament, turned into the draft the API takes, and checked before sending with core's window
 * rules (`draftWindowProblems`, the same the API applies). Pure.
 */

import { formKey } from '#core/shared/http/wire-case.ts'
import { type MessageRef, message } from '#core/shared/validation/message.ts'
import { draftWindowProblems } from '#core/tournaments/draft-rules.ts'
import type { DraftStage, ManagedTournament, TournamentDraft } from '#core/tournaments/manage.api.ts'
import { DEFAULT_ANSWER_MINUTES, DEFAULT_READY_CHECK_MINUTES } from '#core/tournaments/match-day.ts'
import type {
  Currency,
  GroupFill,
  PotSourceKind,
  StageKind,
  TournamentEntry,
} from '#core/tournaments/tournament.schema.ts'
import { isoOfKyivInput, kyivInputOf } from './kyiv-input.ts'

export type Language = 'uk' | 'en'
export type Bilingual = Readonly<Record<Language, string>>
export type GrandFinal = 'none' | 'simple' | 'double'

export const POT_SOURCE_KINDS: ReadonlyArray<PotSourceKind> = ['entry_fees', 'sponsors', 'organiser']

export interface StageRow {
  /** Keeps a row's inputs when a row above it is removed. */
  readonly key: string
  readonly kind: StageKind
  readonly name: Bilingual
  readonly bestOf: string
  readonly groups: string
  readonly groupFill: GroupFill
  readonly rounds: string
  readonly grandFinal: GrandFinal
  readonly advancing: string
}

export interface PrizeRow {
  readonly key: string
  readonly place: string
  readonly amount: string
}

export interface TournamentForm {
  readonly name: string
  readonly slug: string
  readonly game: string
  readonly format: string
  readonly description: Bilingual
  readonly rules: Bilingual
  readonly potDetails: Bilingual
  /** One step a line. */
  readonly howToPlay: Bilingual
  readonly entry: TournamentEntry
  readonly entryFee: string
  readonly currency: Currency
  readonly prizeFund: string
  /** An amount for each source; an empty one is not a source. */
  readonly potSources: Readonly<Record<PotSourceKind, string>>
  readonly prizes: ReadonlyArray<PrizeRow>
  /** Partner ids, in the order they were picked. */
  readonly sponsors: ReadonlyArray<string>
  readonly slots: string
  readonly players: string
  readonly substitutes: string
  /** `datetime-local` values on Kyiv's wall clock. */
  readonly registrationStart: string
  readonly registrationEnd: string
  readonly gamesStart: string
  readonly gamesEnd: string
  readonly checkIn: boolean
  readonly checkInOpens: string
  readonly checkInCloses: string
  readonly announce: boolean
  readonly reportAnswerMinutes: string
  readonly readyCheck: boolean
  readonly readyCheckMinutes: string
  readonly airRaidPause: boolean
  readonly stages: ReadonlyArray<StageRow>
}

/** The form's messages by field: the wire path camel-cased (`registrationEnd`, `stages.0.bestOf`). */
export type FormErrors = Readonly<Record<string, ReadonlyArray<MessageRef<string>>>>

let rowCount = 0
/** A key no other row of this page has. */
export const newRowKey = (): string => {
  rowCount += 1
  return `row-${rowCount}`
}

const none: Bilingual = { uk: '', en: '' }

export const newStageRow = (): StageRow => ({
  key: newRowKey(),
  kind: 'single_elimination',
  name: none,
  bestOf: '1',
  groups: '',
  groupFill: 'snake',
  rounds: '',
  grandFinal: 'simple',
  advancing: '',
})

export const newPrizeRow = (place: number): PrizeRow => ({
  key: newRowKey(),
  place: String(place),
  amount: '',
})

/** A new tournament's form: sensible defaults, no dates yet. */
export const emptyForm = (): TournamentForm => ({
  name: '',
  slug: '',
  game: '',
  format: '',
  description: none,
  rules: none,
  potDetails: none,
  howToPlay: none,
  entry: 'free',
  entryFee: '',
  currency: 'UAH',
  prizeFund: '0',
  potSources: { entry_fees: '', sponsors: '', organiser: '' },
  prizes: [],
  sponsors: [],
  slots: '16',
  players: '5',
  substitutes: '0',
  registrationStart: '',
  registrationEnd: '',
  gamesStart: '',
  gamesEnd: '',
  checkIn: false,
  checkInOpens: '60',
  checkInCloses: '15',
  announce: true,
  reportAnswerMinutes: String(DEFAULT_ANSWER_MINUTES),
  readyCheck: false,
  readyCheckMinutes: String(DEFAULT_READY_CHECK_MINUTES),
  airRaidPause: true,
  stages: [newStageRow()],
})

const textOf = (value: { readonly uk: string | null; readonly en: string | null }): Bilingual => ({
  uk: value.uk ?? '',
  en: value.en ?? '',
})
const numberText = (value: number | null): string => (value === null ? '' : String(value))

/** The form of a stored tournament, its instants on Kyiv's wall clock. */
export const formOf = (tournament: ManagedTournament): TournamentForm => {
  const potSources = { entry_fees: '', sponsors: '', organiser: '' }
  for (const source of tournament.pot.sources) potSources[source.kind] = String(source.amount)
  return {
    name: tournament.name,
    slug: tournament.slug,
    game: tournament.game,
    format: tournament.format,
    description: textOf(tournament.description),
    rules: textOf(tournament.rules),
    potDetails: textOf(tournament.pot.details),
    howToPlay: {
      uk: (tournament.how_to_play.uk ?? []).join('\n'),
      en: (tournament.how_to_play.en ?? []).join('\n'),
    },
    entry: tournament.entry,
    entryFee: numberText(tournament.entry_fee),
    currency: tournament.currency,
    prizeFund: String(tournament.prize_fund),
    potSources,
    prizes: tournament.prizes.map((prize) => ({
      key: newRowKey(),
      place: String(prize.place),
      amount: String(prize.amount),
    })),
    sponsors: tournament.sponsor_ids,
    slots: String(tournament.slots),
    players: String(tournament.team_size.players),
    substitutes: String(tournament.team_size.substitutes),
    registrationStart: kyivInputOf(tournament.registration_start),
    registrationEnd: kyivInputOf(tournament.registration_end),
    gamesStart: kyivInputOf(tournament.games_start),
    gamesEnd: kyivInputOf(tournament.games_end),
    checkIn: tournament.check_in_opens_minutes !== null,
    checkInOpens: numberText(tournament.check_in_opens_minutes ?? 60),
    checkInCloses: String(tournament.check_in_closes_minutes),
    announce: tournament.announce,
    reportAnswerMinutes: String(tournament.report_answer_minutes),
    readyCheck: tournament.ready_check_minutes !== null,
    readyCheckMinutes: String(tournament.ready_check_minutes ?? DEFAULT_READY_CHECK_MINUTES),
    airRaidPause: tournament.air_raid_pause,
    stages: tournament.stages.map((stage) => ({
      key: newRowKey(),
      kind: stage.kind,
      name: textOf(stage.name),
      bestOf: String(stage.best_of),
      groups: numberText(stage.groups),
      groupFill: stage.group_fill ?? 'snake',
      rounds: numberText(stage.rounds),
      grandFinal: stage.grand_final ?? 'simple',
      advancing: numberText(stage.advancing),
    })),
  }
}

/**
 * A typed number: '' is none (null), a comma is a decimal point; anything else unreadable travels as
 * NaN, which JSON sends as null and the API refuses on its field.
 */
const amountOf = (text: string): number | null => {
  const trimmed = text.trim().replace(',', '.')
  return trimmed === '' ? null : Number(trimmed)
}
/** A number the draft requires: an empty one is NaN, refused on its field. */
const requiredAmount = (text: string): number => amountOf(text) ?? Number.NaN
const textOrNull = (text: string): string | null => (text.trim() === '' ? null : text)
const linesOf = (text: string): ReadonlyArray<string> | null => {
  const lines = text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')
  return lines.length === 0 ? null : lines
}
const bilingual = (value: Bilingual) => ({ uk: textOrNull(value.uk), en: textOrNull(value.en) })

const stageOf = (row: StageRow): DraftStage => ({
  kind: row.kind,
  name: { uk: textOrNull(row.name.uk.trim()), en: textOrNull(row.name.en.trim()) },
  best_of: requiredAmount(row.bestOf),
  groups: row.kind === 'round_robin' ? amountOf(row.groups) : null,
  group_fill: row.kind === 'round_robin' ? row.groupFill : null,
  rounds: row.kind === 'swiss' ? amountOf(row.rounds) : null,
  grand_final: row.kind === 'double_elimination' ? row.grandFinal : null,
  advancing: amountOf(row.advancing),
})

/** The draft the API takes, as the organiser typed it (the API checks what the types cannot). */
export const draftOf = (form: TournamentForm): TournamentDraft => ({
  name: form.name.trim(),
  slug: textOrNull(form.slug.trim()),
  game: form.game.trim(),
  format: form.format.trim(),
  description: bilingual(form.description),
  rules: bilingual(form.rules),
  pot_details: bilingual(form.potDetails),
  how_to_play: { uk: linesOf(form.howToPlay.uk), en: linesOf(form.howToPlay.en) },
  entry: form.entry,
  entry_fee: form.entry === 'paid' ? amountOf(form.entryFee) : null,
  prize_fund: requiredAmount(form.prizeFund),
  currency: form.currency,
  pot_sources: POT_SOURCE_KINDS.flatMap((kind) => {
    const amount = amountOf(form.potSources[kind])
    return amount === null ? [] : [{ kind, amount }]
  }),
  prizes: form.prizes.map((prize) => ({
    place: requiredAmount(prize.place),
    amount: requiredAmount(prize.amount),
  })),
  sponsors: form.sponsors,
  slots: requiredAmount(form.slots),
  team_size: { players: requiredAmount(form.players), substitutes: requiredAmount(form.substitutes) },
  registration_start: isoOfKyivInput(form.registrationStart),
  registration_end: isoOfKyivInput(form.registrationEnd),
  games_start: isoOfKyivInput(form.gamesStart),
  games_end: isoOfKyivInput(form.gamesEnd),
  check_in_opens_minutes: form.checkIn ? amountOf(form.checkInOpens) : null,
  check_in_closes_minutes: form.checkIn ? requiredAmount(form.checkInCloses) : 0,
  announce: form.announce,
  report_answer_minutes: requiredAmount(form.reportAnswerMinutes),
  ready_check_minutes: form.readyCheck ? requiredAmount(form.readyCheckMinutes) : null,
  air_raid_pause: form.airRaidPause,
  stages: form.stages.map(stageOf),
})

/**
 * What the form can tell before sending: an empty date or required text, and core's window rules
 * (registration before the games, the entry fee, check-in), on the fields the API would put them.
 */
export const problemsBeforeSending = (form: TournamentForm): FormErrors => {
  const errors: Record<string, Array<MessageRef<string>>> = {}
  const add = (field: string, ref: MessageRef<string>) => {
    errors[field] = [...(errors[field] ?? []), ref]
  }
  for (const field of ['name', 'game', 'format'] as const) {
    if (form[field].trim() === '') add(field, message('required'))
  }
  for (const field of ['registrationStart', 'registrationEnd', 'gamesStart', 'gamesEnd'] as const) {
    if (form[field].trim() === '') add(field, message('required'))
  }
  for (const problem of draftWindowProblems(draftOf(form))) add(formKey(problem.field), message(problem.key))
  return errors
}
