/**
 * The organisers' endpoints over accounts (ADR 0059): list and find accounts, grant and withdraw a
 * role, disable an account and enable it again. Bearer-authenticated; anyone who is not staff is
 * answered 404 as for an unknown path, a moderator 403 `not_organiser` (`staffAccess` of `roles.ts`).
 * Each change is one entry of the audit log (`#core/audit/audit.api.ts`).
 */
import { Schema, SchemaTransformation } from 'effect'
import { USER_ROLES, type UserRole } from '#core/profile/profile.schema.ts'
import { WholeNumber } from '#core/shared/http/page-query.ts'
import { OneOf, OptionalText } from '#core/shared/validation/rules.ts'
import { IsoDateTime } from '#core/tournaments/tournament.schema.ts'

export const STAFF_PATHS = {
  /** GET `?q&role&disabled&page&page_size` → `PeoplePage`: every account, newest first. */
  users: '/console/users',
  /** PUT `RoleChange` → `StaffUser`: the user's role from now on (player withdraws it). */
  role: '/console/users/:id/role',
  /** POST → `StaffUser`: the account disabled; its sessions and refresh tokens end at once. */
  disable: '/console/users/:id/disable',
  /** POST → `StaffUser`: the account enabled again (its ended sessions stay ended). */
  enable: '/console/users/:id/enable',
} as const

const pathOf = (template: string, userId: string): string =>
  template.replace(':id', encodeURIComponent(userId))
export const userRolePath = (userId: string): string => pathOf(STAFF_PATHS.role, userId)
export const disableUserPath = (userId: string): string => pathOf(STAFF_PATHS.disable, userId)
export const enableUserPath = (userId: string): string => pathOf(STAFF_PATHS.enable, userId)

/**
 * The codes of the refusals (HTTP status in brackets), beside `not_found` (404: not staff, or no such
 * user) and field errors (400).
 */
export const STAFF_ERROR_CODES = {
  /** 403: a moderator asked for what organisers alone may do. */
  notOrganiser: 'not_organiser',
  /** 409: an organiser may not take their own organiser role away (someone must stay in charge). */
  ownRole: 'own_role',
  /** 409: an organiser may not disable their own account. */
  ownAccount: 'own_account',
} as const

export const RoleChange = Schema.Struct({ role: OneOf(USER_ROLES) })
export type RoleChange = typeof RoleChange.Type

/** A user as the organisers' endpoints answer: who, their role, whether the account is disabled. */
export const StaffUser = Schema.Struct({
  id: Schema.String.check(Schema.isUUID()),
  username: Schema.String,
  role: Schema.Literals(USER_ROLES),
  disabled: Schema.Boolean,
})
export type StaffUser = typeof StaffUser.Type

export const PEOPLE_PAGE_SIZE = { default: 50, max: 100 } as const
/** Pages beyond this are refused rather than scanned. */
export const PEOPLE_PAGE_MAX = 1_000
/** The longest search: an e-mail address pasted whole fits, and the pattern stays bounded. */
export const PEOPLE_SEARCH_MAX = 100
/** A search of fewer digits than this is not read as a phone number (every number has a 3 or a 0). */
export const PHONE_SEARCH_MIN_DIGITS = 4

/** `true` or `false` as a query string writes them; anything else is a 400. */
const QueryFlag = Schema.Literals(['true', 'false']).pipe(
  Schema.decodeTo(
    Schema.Boolean,
    SchemaTransformation.transform({
      decode: (text) => text === 'true',
      encode: (flag): 'true' | 'false' => (flag ? 'true' : 'false'),
    }),
  ),
)

/** The list's query string; unknown parameters are ignored, a bad value of a known one is a 400. */
export const PeopleQuery = Schema.Struct({
  /**
   * Part of a nickname or an e-mail address, any letter case; `%` and `_` are plain characters. A
   * search that reads as a phone number (`phoneDigitsOf`) also finds the numbers holding its digits.
   */
  q: Schema.optional(OptionalText(PEOPLE_SEARCH_MAX)),
  role: Schema.optional(OneOf(USER_ROLES)),
  /** `true`: disabled accounts only; `false`: active ones only. */
  disabled: Schema.optional(QueryFlag),
  /** 1-based. */
  page: Schema.optional(WholeNumber(PEOPLE_PAGE_MAX)),
  page_size: Schema.optional(WholeNumber(PEOPLE_PAGE_SIZE.max)),
})
export type PeopleQuery = typeof PeopleQuery.Type

/**
 * An account as the organisers' list shows it: `StaffUser` with the e-mail address (organisers are
 * staff and reach people there), whether a phone number is set (never the number) and when the
 * account was made.
 */
export const Person = Schema.Struct({
  ...StaffUser.fields,
  email: Schema.NullOr(Schema.String),
  has_phone: Schema.Boolean,
  /** ISO 8601, UTC. */
  created_at: IsoDateTime,
})
export type Person = typeof Person.Type

export const PeoplePage = Schema.Struct({
  /** How many accounts match the filters in all. */
  count: Schema.Int.check(Schema.isGreaterThanOrEqualTo(0)),
  /** The next and previous pages' links (under the API root, in the request's language), or null. */
  next: Schema.NullOr(Schema.String),
  previous: Schema.NullOr(Schema.String),
  results: Schema.Array(Person),
})
export type PeoplePage = typeof PeoplePage.Type

/** What the list is filtered by, decoded: an empty search finds everyone. */
export interface PeopleFilter {
  readonly q: string
  readonly role?: UserRole | undefined
  readonly disabled?: boolean | undefined
  /** 1-based. */
  readonly page: number
  readonly pageSize: number
}

const PHONE_PUNCTUATION = new Set([' ', '+', '-', '(', ')'])

/**
 * The digits of a search that reads as a phone number — digits with the spaces, `+`, dashes and
 * brackets people write numbers with, and at least `PHONE_SEARCH_MIN_DIGITS` digits — or undefined.
 * Stored numbers are E.164 (`+380671234567`), so `067 123-45` finds that one by `06712345`.
 */
export const phoneDigitsOf = (search: string): string | undefined => {
  let digits = ''
  for (const character of search) {
    if (character >= '0' && character <= '9') digits += character
    else if (!PHONE_PUNCTUATION.has(character)) return undefined
  }
  return digits.length >= PHONE_SEARCH_MIN_DIGITS ? digits : undefined
}

/** The list's page link (under the API root), with only the parameters that differ from the defaults. */
export const peopleLink = (filter: PeopleFilter): string => {
  const query = new URLSearchParams()
  if (filter.q !== '') query.set('q', filter.q)
  if (filter.role !== undefined) query.set('role', filter.role)
  if (filter.disabled !== undefined) query.set('disabled', String(filter.disabled))
  if (filter.page !== 1) query.set('page', String(filter.page))
  if (filter.pageSize !== PEOPLE_PAGE_SIZE.default) query.set('page_size', String(filter.pageSize))
  const search = query.toString()
  const path = `/api/v1${STAFF_PATHS.users}`
  return search === '' ? path : `${path}?${search}`
}
