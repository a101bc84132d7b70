/**
 * The role rules (spec §6, ADR 0059), the one place that says what a role may do: the server's guards
 * and use cases ask these, never `role === '…'`. Roles are ranked, each able to do everything the
 * ones below it can: a player plays, a moderator also moderates (confirms and rejects teams), an
 * organiser also runs the platform (roles, accounts, the audit log).
 */
import { USER_ROLES, type UserRole } from '#core/profile/index.ts'

export { USER_ROLES, type UserRole }

/** The roles above a player: the staff, who see the console. */
export type StaffRole = Exclude<UserRole, 'player'>

/** Each role's rank: a new role does not compile until it has one. */
const RANK: Readonly<Record<UserRole, number>> = { player: 0, moderator: 1, organiser: 2 }

/** Whether `role` may do what `needed` may. */
export const hasRole = (role: UserRole, needed: UserRole): boolean => RANK[role] >= RANK[needed]

/** Moderators and organisers: confirm and reject teams, and see the console. */
export const canModerate = (role: UserRole): role is StaffRole => hasRole(role, 'moderator')

/** Organisers only: grant and withdraw roles, disable accounts, read the audit log. */
export const isOrganiser = (role: UserRole): boolean => hasRole(role, 'organiser')

/**
 * What a staff endpoint or page answers `role` (undefined: a guest): `hidden` to anyone who is not
 * staff, so that the console's existence is not revealed (a 404, like an unknown path); `forbidden`
 * to staff below `needed` (a 403); `allowed` otherwise.
 */
export type StaffAccess = 'allowed' | 'forbidden' | 'hidden'

export const staffAccess = (role: UserRole | undefined, needed: StaffRole): StaffAccess => {
  if (role === undefined || !canModerate(role)) return 'hidden'
  return hasRole(role, needed) ? 'allowed' : 'forbidden'
}
