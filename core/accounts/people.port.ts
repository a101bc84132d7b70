/**
 * The organisers' people desk as the console reaches it: its page reads the list on the server
 * through `PeopleReader` (the server's reader, in process; `GET /console/users` answers the same);
 * the browser changes roles and accounts through `PeopleDeskApi` (an HTTP adapter over
 * `STAFF_PATHS`). Refusals reject with the client's typed errors (`ApiError` with the body's `code`
 * — `own_role`, `own_account`, `not_organiser` — and its translated `detail`).
 */
import type { UserRole } from '#core/profile/profile.schema.ts'
import type { PeopleFilter, Person, StaffUser } from './staff.api.ts'

export interface PeopleReader {
  /** The accounts that match, newest first, one page of them, and how many match in all. */
  list(filter: PeopleFilter): Promise<{ readonly count: number; readonly results: ReadonlyArray<Person> }>
}

export interface PeopleDeskApi {
  /** The account's role from now on (player withdraws it). */
  setRole(userId: string, role: UserRole): Promise<StaffUser>
  /** Disabled: the account's sessions end at once. */
  disable(userId: string): Promise<StaffUser>
  enable(userId: string): Promise<StaffUser>
}
