/**
 * The organisers' endpoints over accounts (issue 24, ADR 0059): grant and withdraw a role, disable an
 * account and enable it again. Bearer-authenticated; anyone who is not staff is answered 404 as for an
 * unknown path, a moderator 403 `not_organiser` (`staffAccess` of `roles.ts`). Each change is one entry
 * of the audit log (`#core/audit/audit.api.ts`).
 */
import { Schema } from 'effect'
import { USER_ROLES } from '#core/profile/profile.schema.ts'
import { OneOf } from '#core/shared/validation/rules.ts'

export const STAFF_PATHS = {
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
