/**
 * The organisers' tournament management endpoints (the console's), shared by the server's routes and
 * the browser: the paths under the API root, the draft an organiser writes and the tournament the
 * console edits, as schemas. Reads are for moderators and organisers, changes for organisers only
 * (`requireStaff`, ADR 0059); anyone else gets the 404 of an unknown path. Every change names the
 * `version` it was made on and raises it: one made on an older version is refused `409 stale`.
 */
import { Schema, SchemaIssue } from 'effect'
import { WholeNumber } from '#core/shared/http/page-query.ts'
import { message } from '#core/shared/validation/message.ts'
import {
  hasMaxLength,
  MultiLineText,
  OptionalText,
  RequiredText,
  Text,
} from '#core/shared/validation/rules.ts'
import { draftWindowProblems } from './draft-rules.ts'
import {
  ANSWER_MINUTES_MAX,
  ANSWER_MINUTES_MIN,
  READY_CHECK_MINUTES_MAX,
  READY_CHECK_MINUTES_MIN,
} from './match-day.ts'
import {
  Currency,
  GRAND_FINALS,
  GroupFill,
  IsoDateTime,
  PotSourceKind,
  StageKind,
  TOURNAMENT_PAGE_SIZE,
  TournamentEntry,
  TournamentPayload,
  TournamentStatus,
  TournamentSummary,
} from './tournament.schema.ts'
import { TOURNAMENT_PAGE_MAX, TOURNAMENT_SEARCH_MAX } from './tournaments.api.ts'

export const MANAGE_PATHS = {
  /** GET `?search&status&page&page_size` → `ConsoleTournamentPage` (moderators+); POST a draft (organisers). */
  tournaments: '/console/tournaments',
  /** GET → `ManagedTournament` by UUID, drafts too (moderators+); PUT `TournamentUpdate` (organisers). */
  tournament: '/console/tournaments/:id',
  /** POST `StatusChange`: draft → published. */
  publish: '/console/tournaments/:id/publish',
  /** POST `StatusChange`: back to draft, no longer public. */
  unpublish: '/console/tournaments/:id/unpublish',
  /** POST `Cancellation`: cancelled, the reason shown publicly. */
  cancel: '/console/tournaments/:id/cancel',
  /** POST multipart `file`: the cover image through the upload pipeline. */
  cover: '/console/tournaments/:id/cover',
} as const

type ManagePath = Exclude<keyof typeof MANAGE_PATHS, 'tournaments'>

/** The path of one managed tournament's endpoint. */
export const managePath = (path: ManagePath, id: string): string =>
  MANAGE_PATHS[path].replace(':id', encodeURIComponent(id))

/** The bounds of what an organiser writes (characters, counts). */
export const DRAFT_LIMITS = {
  name: 100,
  slug: 100,
  game: 60,
  format: 60,
  markdown: 20_000,
  potDetails: 5_000,
  step: 500,
  steps: 20,
  stageName: 60,
  stages: 8,
  prizes: 64,
  potSources: 3,
  sponsors: 20,
  slots: 1024,
  players: 20,
  substitutes: 10,
  /** Check-in opens at most a week before the games. */
  checkInMinutes: 7 * 24 * 60,
  money: 100_000_000,
  reason: 1_000,
} as const

/** The JSON body a draft travels in may hold long Markdown in two languages. */
export const DRAFT_MAX_BODY_BYTES = 256 * 1024

const Int = (minimum: number, maximum: number) => Schema.Int.check(Schema.isBetween({ minimum, maximum }))

const Money = Schema.Finite.check(Schema.isBetween({ minimum: 0, maximum: DRAFT_LIMITS.money }))

/** A slug as URLs carry it: lowercase a-z, 0-9 and single hyphens (linear: each hyphen starts a group). */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/u

const Slug = Text(hasMaxLength(DRAFT_LIMITS.slug), Schema.isPattern(SLUG_PATTERN))

/**
 * Whether an ISO 8601 date-time (the shape already checked) names a real day and time: `Date.parse`
 * alone rolls 31 February over into March.
 */
export const isCalendarDateTime = (value: string): boolean => {
  const [year = 0, month = 0, day = 0] = value.slice(0, 10).split('-').map(Number)
  const [hours = 0, minutes = 0] = value.slice(11, 16).split(':').map(Number)
  const date = new Date(Date.UTC(year, month - 1, day))
  return (
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day &&
    hours <= 23 &&
    minutes <= 59 &&
    !Number.isNaN(Date.parse(value))
  )
}

/** A date-time the calendar can hold: the ISO 8601 shape with an offset, and a real day and time. */
const DraftDateTime = IsoDateTime.check(
  Schema.makeFilter(isCalendarDateTime, { messageRef: message('invalid') }),
)

/** Markdown in both languages; an empty text is no text (null). */
const LocalizedMarkdown = (max: number) =>
  Schema.Struct({
    uk: Schema.NullOr(MultiLineText(hasMaxLength(max))),
    en: Schema.NullOr(MultiLineText(hasMaxLength(max))),
  })

const LocalizedLine = (max: number) =>
  Schema.Struct({ uk: Schema.NullOr(OptionalText(max)), en: Schema.NullOr(OptionalText(max)) })

const Steps = Schema.NullOr(
  Schema.Array(RequiredText(DRAFT_LIMITS.step)).check(Schema.isMaxLength(DRAFT_LIMITS.steps)),
)

/** One stage of the plan as the organiser writes it; the server numbers them in order. */
export const DraftStage = Schema.Struct({
  kind: StageKind,
  name: LocalizedLine(DRAFT_LIMITS.stageName),
  best_of: Int(1, 9),
  groups: Schema.NullOr(Int(1, 64)),
  group_fill: Schema.NullOr(GroupFill),
  rounds: Schema.NullOr(Int(1, 20)),
  grand_final: Schema.NullOr(Schema.Literals(GRAND_FINALS)),
  advancing: Schema.NullOr(Int(1, DRAFT_LIMITS.slots)),
})
export type DraftStage = typeof DraftStage.Type

const draftFields = {
  name: RequiredText(DRAFT_LIMITS.name),
  /** Derived from the name when absent; a slug another tournament has is a field error. */
  slug: Schema.optional(Schema.NullOr(Slug)),
  game: RequiredText(DRAFT_LIMITS.game),
  format: RequiredText(DRAFT_LIMITS.format),
  description: LocalizedMarkdown(DRAFT_LIMITS.markdown),
  rules: LocalizedMarkdown(DRAFT_LIMITS.markdown),
  pot_details: LocalizedMarkdown(DRAFT_LIMITS.potDetails),
  how_to_play: Schema.Struct({ uk: Steps, en: Steps }),
  entry: TournamentEntry,
  /** Required for a paid entry, null for a free one (`draft-rules.ts`). */
  entry_fee: Schema.NullOr(Money),
  prize_fund: Money,
  currency: Currency,
  pot_sources: Schema.Array(Schema.Struct({ kind: PotSourceKind, amount: Money })).check(
    Schema.isMaxLength(DRAFT_LIMITS.potSources),
  ),
  prizes: Schema.Array(Schema.Struct({ place: Int(1, DRAFT_LIMITS.slots), amount: Money })).check(
    Schema.isMaxLength(DRAFT_LIMITS.prizes),
  ),
  /** Partner ids (`partners.id`), shown in this order with the partner's name, logo and link. */
  sponsors: Schema.Array(Text(hasMaxLength(DRAFT_LIMITS.slug))).check(
    Schema.isMaxLength(DRAFT_LIMITS.sponsors),
  ),
  slots: Int(1, DRAFT_LIMITS.slots),
  team_size: Schema.Struct({
    players: Int(1, DRAFT_LIMITS.players),
    substitutes: Int(0, DRAFT_LIMITS.substitutes),
  }),
  registration_start: DraftDateTime,
  registration_end: DraftDateTime,
  games_start: DraftDateTime,
  games_end: DraftDateTime,
  /** Minutes before the games check-in opens; null: no check-in. */
  check_in_opens_minutes: Schema.NullOr(Int(1, DRAFT_LIMITS.checkInMinutes)),
  /** Minutes before the games check-in closes. */
  check_in_closes_minutes: Int(0, DRAFT_LIMITS.checkInMinutes),
  /**
   * Whether the community channels (Discord, Telegram) hear of its moments and final standings; on
   * when left out.
   */
  announce: Schema.optionalKey(Schema.Boolean),
  /** Minutes the other team has to answer a player's report; `DEFAULT_ANSWER_MINUTES` when left out. */
  report_answer_minutes: Schema.optionalKey(Int(ANSWER_MINUTES_MIN, ANSWER_MINUTES_MAX)),
  /**
   * Minutes from a match's scheduled time within which each team says it is ready, or a team that did
   * not loses by forfeit; null or left out: no ready check.
   */
  ready_check_minutes: Schema.optionalKey(
    Schema.NullOr(Int(READY_CHECK_MINUTES_MIN, READY_CHECK_MINUTES_MAX)),
  ),
  /** Whether an air-raid alert where a player of a match is pauses its timers; on when left out. */
  air_raid_pause: Schema.optionalKey(Schema.Boolean),
  stages: Schema.Array(DraftStage).check(Schema.isMaxLength(DRAFT_LIMITS.stages)),
}

/** The rules of `draft-rules.ts` as the schema's field errors, each on its own field. */
const keepsWindowRules = Schema.makeFilter((draft: Parameters<typeof draftWindowProblems>[0]) => {
  const problems = draftWindowProblems(draft)
  if (problems.length === 0) return undefined
  return problems.map((problem) => ({
    path: [problem.field],
    issue: new SchemaIssue.InvalidValue({ messageRef: message(problem.key) }),
  }))
})

/** What an organiser writes to create a tournament (`POST /console/tournaments`). */
export const TournamentDraft = Schema.Struct(draftFields).check(keepsWindowRules)
export type TournamentDraft = typeof TournamentDraft.Type

const Version = Schema.Int.check(Schema.isGreaterThanOrEqualTo(1))

/** A whole edit (`PUT /console/tournaments/{id}`): the draft and the version it was made on. */
export const TournamentUpdate = Schema.Struct({ ...draftFields, version: Version }).check(keepsWindowRules)
export type TournamentUpdate = typeof TournamentUpdate.Type

/** Publish or unpublish: the version the organiser saw. */
export const StatusChange = Schema.Struct({ version: Version })
export type StatusChange = typeof StatusChange.Type

/** Cancel: the version and the reason shown publicly, in at least one language. */
export const Cancellation = Schema.Struct({
  version: Version,
  reason: LocalizedMarkdown(DRAFT_LIMITS.reason),
}).check(
  Schema.makeFilter(
    (cancellation: { readonly reason: { readonly uk: string | null; readonly en: string | null } }) =>
      (cancellation.reason.uk ?? '') !== '' || (cancellation.reason.en ?? '') !== ''
        ? undefined
        : {
            path: ['reason'],
            issue: new SchemaIssue.InvalidValue({ messageRef: message('reasonRequired') }),
          },
  ),
)
export type Cancellation = typeof Cancellation.Type

/**
 * A tournament as the console edits it: the public payload, drafts too, with its version, the
 * check-in settings as minutes and the sponsors' partner ids.
 */
export const ManagedTournament = Schema.Struct({
  ...TournamentPayload.fields,
  version: Version,
  check_in_opens_minutes: Schema.NullOr(Schema.Int),
  check_in_closes_minutes: Schema.Int,
  announce: Schema.Boolean,
  report_answer_minutes: Schema.Int,
  ready_check_minutes: Schema.NullOr(Schema.Int),
  air_raid_pause: Schema.Boolean,
  /** The partners the sponsors were picked from, in order (a sponsor not picked from one has none). */
  sponsor_ids: Schema.Array(Schema.String),
})
export type ManagedTournament = typeof ManagedTournament.Type

/** A row of the console's list: the card's summary with its version. */
export const ConsoleTournamentSummary = Schema.Struct({ ...TournamentSummary.fields, version: Version })
export type ConsoleTournamentSummary = typeof ConsoleTournamentSummary.Type

/** One page of the console's list, in the public list's shape. */
export const ConsoleTournamentPage = Schema.Struct({
  count: Schema.Int.check(Schema.isGreaterThanOrEqualTo(0)),
  next: Schema.NullOr(Schema.String),
  previous: Schema.NullOr(Schema.String),
  results: Schema.Array(ConsoleTournamentSummary),
})
export type ConsoleTournamentPage = typeof ConsoleTournamentPage.Type

/** The console list's query string; unknown parameters are ignored, a bad known one is a 400. */
export const ConsoleListQuery = Schema.Struct({
  /** Part of a name or a game, any letter case. Trimmed. */
  search: Schema.optional(OptionalText(TOURNAMENT_SEARCH_MAX)),
  status: Schema.optional(TournamentStatus),
  page: Schema.optional(WholeNumber(TOURNAMENT_PAGE_MAX)),
  page_size: Schema.optional(WholeNumber(TOURNAMENT_PAGE_SIZE.max)),
})
export type ConsoleListQuery = typeof ConsoleListQuery.Type

/** The console list's page link (under the API root), with only the parameters that differ. */
export const consoleListLink = (options: {
  readonly search: string
  readonly status: TournamentStatus | undefined
  readonly page: number
  readonly pageSize: number
}): string => {
  const query = new URLSearchParams()
  if (options.search !== '') query.set('search', options.search)
  if (options.status !== undefined) query.set('status', options.status)
  if (options.page !== 1) query.set('page', String(options.page))
  if (options.pageSize !== TOURNAMENT_PAGE_SIZE.default) query.set('page_size', String(options.pageSize))
  const search = query.toString()
  const path = `/api/v1${MANAGE_PATHS.tournaments}`
  return search === '' ? path : `${path}?${search}`
}
