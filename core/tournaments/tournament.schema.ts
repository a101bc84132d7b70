/**
 * The tournament payload of the REST API (`GET /api/v1/tournaments/{id}`, spec §7): snake_case,
 * date-times as ISO 8601 strings, money as numbers in currency units. Shared by the server (which
 * encodes it) and the browser (which decodes it).
 */
import { Schema } from 'effect'

export const IsoDateTime = Schema.String.check(
  Schema.isPattern(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/u, {
    description: 'an ISO 8601 date-time with a time zone',
  }),
)

const Money = Schema.Finite.check(Schema.isGreaterThanOrEqualTo(0))

export const TOURNAMENT_ENTRIES = ['free', 'paid'] as const
export const TournamentEntry = Schema.Literals(TOURNAMENT_ENTRIES)
export type TournamentEntry = typeof TournamentEntry.Type

/**
 * The publication status an organiser sets. Drafts are never public (the API and the pages answer
 * 404 for them); a cancelled tournament stays visible with its notice. The timeline phase (spec §4)
 * is not stored: it follows from the dates (`timeline.ts`).
 */
export const TOURNAMENT_STATUSES = ['draft', 'published', 'cancelled'] as const
export const TournamentStatus = Schema.Literals(TOURNAMENT_STATUSES)
export type TournamentStatus = typeof TournamentStatus.Type

/** The currencies a tournament may be run in; amounts are formatted en-US (spec §9). */
export const CURRENCIES = ['UAH', 'USD', 'EUR'] as const
export const Currency = Schema.Literals(CURRENCIES)
export type Currency = typeof Currency.Type

/**
 * A text an organiser writes in both languages. Either may be missing (null); a page shows the one in
 * its language and falls back to the other with its own `lang` (`localized.ts`).
 */
export const LocalizedText = Schema.Struct({
  uk: Schema.NullOr(Schema.String),
  en: Schema.NullOr(Schema.String),
})
export type LocalizedText = typeof LocalizedText.Type

/** Ordered steps (how to play) in both languages; a missing language is null, as with a text. */
export const LocalizedSteps = Schema.Struct({
  uk: Schema.NullOr(Schema.Array(Schema.String)),
  en: Schema.NullOr(Schema.Array(Schema.String)),
})
export type LocalizedSteps = typeof LocalizedSteps.Type

/** The prize of one place, in currency units of the tournament's currency. */
export const PlacePrize = Schema.Struct({
  place: Schema.Int.check(Schema.isGreaterThanOrEqualTo(1)),
  amount: Money,
})
export type PlacePrize = typeof PlacePrize.Type

/** Where the prize fund comes from. */
export const PotSourceKind = Schema.Literals(['entry_fees', 'sponsors', 'organiser'])
export type PotSourceKind = typeof PotSourceKind.Type

export const Pot = Schema.Struct({
  sources: Schema.Array(Schema.Struct({ kind: PotSourceKind, amount: Money })),
  /** The organiser's words on the pot (payout, conditions), shown on the details tab. */
  details: LocalizedText,
})
export type Pot = typeof Pot.Type

/** A partner shown on the tournament page: a logo (an upload's public URL) linking to its site. */
export const Sponsor = Schema.Struct({
  name: Schema.String,
  logo_url: Schema.NullOr(Schema.String),
  url: Schema.NullOr(Schema.String),
})
export type Sponsor = typeof Sponsor.Type

/** Players on the field and substitutes a team may add (e.g. 5 + 2). */
export const TeamSize = Schema.Struct({
  players: Schema.Int.check(Schema.isGreaterThanOrEqualTo(1)),
  substitutes: Schema.Int.check(Schema.isGreaterThanOrEqualTo(0)),
})
export type TeamSize = typeof TeamSize.Type

/** The kinds of stage a tournament is made of (spec §3 results). */
export const STAGE_KINDS = [
  'single_elimination',
  'double_elimination',
  'round_robin',
  'swiss',
  'battle_royale',
] as const
export const StageKind = Schema.Literals(STAGE_KINDS)
export type StageKind = typeof StageKind.Type

export const STAGE_STATUSES = ['pending', 'running', 'finished'] as const
export const StageStatus = Schema.Literals(STAGE_STATUSES)

/** A double elimination's grand final: none, one match, or with a reset. */
export const GRAND_FINALS = ['none', 'simple', 'double'] as const
export type StageStatus = typeof StageStatus.Type

/**
 * How a round robin's seeds are spread over its groups (A, B, C …):
 * - `snake`: back and forth, 1 2 3 → A B C, then 4 5 6 → C B A, then 7 8 9 → A B C …, so that
 *   every group has about the same sum of seeds;
 * - `deal`: in turn, like dealing cards, 1 2 3 → A B C, then 4 5 6 → A B C …, so that group A
 *   holds the best seed of every row.
 */
export const GroupFill = Schema.Literals(['snake', 'deal'])
export type GroupFill = typeof GroupFill.Type

/** The fill of a round robin whose plan names none. */
export const DEFAULT_GROUP_FILL: GroupFill = 'snake'

/**
 * One stage of the plan, in order; a stage may feed the next (groups, then a playoff): `advancing`
 * teams of it are seeded into the next stage.
 */
export const StagePlan = Schema.Struct({
  id: Schema.String.check(Schema.isUUID()),
  /** 1 for the first stage. */
  number: Schema.Int.check(Schema.isGreaterThanOrEqualTo(1)),
  kind: StageKind,
  name: LocalizedText,
  status: StageStatus,
  /** Best of N games per match (1, 3, 5 …); battle-royale stages count matches instead. */
  best_of: Schema.Int.check(Schema.isGreaterThanOrEqualTo(1)),
  /** Round robin: the number of groups; null for other kinds. */
  groups: Schema.NullOr(Schema.Int.check(Schema.isGreaterThanOrEqualTo(1))),
  /** Round robin: how the seeds are spread over the groups; null for other kinds. */
  group_fill: Schema.NullOr(GroupFill),
  /** Swiss: the number of rounds; null for other kinds. */
  rounds: Schema.NullOr(Schema.Int.check(Schema.isGreaterThanOrEqualTo(1))),
  /** Double elimination: the grand final (none, one match, or with a reset). */
  grand_final: Schema.NullOr(Schema.Literals(GRAND_FINALS)),
  /** How many teams go on to the next stage (null for the last stage). */
  advancing: Schema.NullOr(Schema.Int.check(Schema.isGreaterThanOrEqualTo(1))),
})
export type StagePlan = typeof StagePlan.Type

/** Teams holding a place: registered, and of them confirmed (spec §4), against the slots. */
export const TeamCounts = Schema.Struct({
  registered: Schema.Int.check(Schema.isGreaterThanOrEqualTo(0)),
  confirmed: Schema.Int.check(Schema.isGreaterThanOrEqualTo(0)),
})
export type TeamCounts = typeof TeamCounts.Type

/**
 * What the list shows of a tournament (`GET /api/v1/tournaments`): a card's worth, no long texts.
 * The timeline phase is computed from the dates by whoever shows it (core's `timeline.ts`).
 */
export const TournamentSummary = Schema.Struct({
  id: Schema.String.check(Schema.isUUID()),
  slug: Schema.String.check(Schema.isPattern(/^[a-z0-9]+(-[a-z0-9]+)*$/u)),
  name: Schema.String,
  game: Schema.String,
  format: Schema.String,
  status: TournamentStatus,
  entry: TournamentEntry,
  /** null when the entry is free. */
  entry_fee: Schema.NullOr(Money),
  prize_fund: Money,
  currency: Currency,
  slots: Schema.Int.check(Schema.isGreaterThanOrEqualTo(1)),
  teams: TeamCounts,
  cover_url: Schema.NullOr(Schema.String),
  registration_start: IsoDateTime,
  registration_end: IsoDateTime,
  games_start: IsoDateTime,
  games_end: IsoDateTime,
})
export type TournamentSummary = typeof TournamentSummary.Type

/**
 * The tournament payload of `GET /api/v1/tournaments/{id}` (spec §7): the summary and everything the
 * page's tabs show. Money in currency units (the database keeps minor units).
 */
/**
 * The check-in window (docs/teams.md "Lifecycle"): it opens a set time before the games and closes a
 * few minutes before them; the payload's `check_in` is null when the tournament has no check-in.
 */
export const CheckInWindow = Schema.Struct({
  opens_at: IsoDateTime,
  closes_at: IsoDateTime,
})
export type CheckInWindow = typeof CheckInWindow.Type

const MINUTE_MS = 60_000

/**
 * The window of a tournament whose games start at `gamesStart`: opens `opensMinutes` and closes
 * `closesMinutes` before them; none when `opensMinutes` is null (the tournament has no check-in).
 */
export const checkInWindowOf = (
  gamesStart: Date,
  opensMinutes: number | null,
  closesMinutes: number,
): { readonly opensAt: Date; readonly closesAt: Date } | null =>
  opensMinutes === null
    ? null
    : {
        opensAt: new Date(gamesStart.getTime() - opensMinutes * MINUTE_MS),
        closesAt: new Date(gamesStart.getTime() - closesMinutes * MINUTE_MS),
      }

export const TournamentPayload = Schema.Struct({
  ...TournamentSummary.fields,
  description: LocalizedText,
  rules: LocalizedText,
  how_to_play: LocalizedSteps,
  prizes: Schema.Array(PlacePrize),
  pot: Pot,
  sponsors: Schema.Array(Sponsor),
  team_size: TeamSize,
  stages: Schema.Array(StagePlan),
  check_in: Schema.NullOr(CheckInWindow),
  /** Why a cancelled tournament was cancelled, shown with its notice; null otherwise. */
  cancellation_reason: Schema.NullOr(LocalizedText),
})
export type TournamentPayload = typeof TournamentPayload.Type

/**
 * A tournament as every layer sees it: the pages' data hooks, the browser and the API answer this one
 * shape (the repository maps its rows to it), so no reader converts between variants.
 */
export type Tournament = TournamentPayload

/** The list's filters (spec §2 All, Upcoming, Finished; §4 groups active, upcoming, finished). */
export const TournamentFilter = Schema.Literals(['all', 'upcoming', 'active', 'finished'])
export type TournamentFilter = typeof TournamentFilter.Type

export const TOURNAMENT_PAGE_SIZE = { default: 12, max: 50 } as const

/** One page of the list, in the REST framework's page-number shape. */
export const TournamentPage = Schema.Struct({
  /** How many tournaments match the filter and search in all. */
  count: Schema.Int.check(Schema.isGreaterThanOrEqualTo(0)),
  /** The URL of the next and previous page, or null. */
  next: Schema.NullOr(Schema.String),
  previous: Schema.NullOr(Schema.String),
  results: Schema.Array(TournamentSummary),
})
export type TournamentPage = typeof TournamentPage.Type

/** How a tournament is named in a URL: its UUID or its slug (at most 100 characters). */
export const TournamentKey = Schema.String.check(
  Schema.isPattern(
    /^(?:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|[a-z0-9]+(?:-[a-z0-9]+)*)$/i,
  ),
  Schema.isMaxLength(100),
)
export const isTournamentKey = Schema.is(TournamentKey)
