/** core's PeopleDeskApi over REST API v1 (`STAFF_PATHS`), with the Bearer token. */
import { Schema } from 'effect'
import type { PeopleDeskApi } from '#core/accounts/people.port.ts'
import { disableUserPath, enableUserPath, StaffUser, userRolePath } from '#core/accounts/staff.api.ts'
import type { ApiClient } from './api-client.ts'

const decodeUser = Schema.decodeUnknownPromise(StaffUser)

export const createPeopleDeskApi = (client: ApiClient): PeopleDeskApi => ({
  setRole: async (userId, role) =>
    decodeUser(await client.request('PUT', userRolePath(userId), { body: { role } })),
  // No body: the path says which account and what becomes of it.
  disable: async (userId) => decodeUser(await client.request('POST', disableUserPath(userId))),
  enable: async (userId) => decodeUser(await client.request('POST', enableUserPath(userId))),
})
