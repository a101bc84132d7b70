/**
 * The HTTP half of the browser's ports, in its own chunk: ky, effect/Schema and the adapters load with
 * the first call a page makes, never with the page itself (docs/performance.md).
 */
import { createAccountsApi } from '#adapters/http/accounts-api.ts'
import { createApiClient, type SessionLoss } from '#adapters/http/api-client.ts'
import { createAuthApi } from '#adapters/http/auth-api.ts'
import { asFieldsRefused } from '#adapters/http/field-errors.ts'
import { createPhoneCodeApi } from '#adapters/http/phone-code-api.ts'
import { createProfileApi } from '#adapters/http/profile-api.ts'
import { createTournamentsApi } from '#adapters/http/tournaments-api.ts'
import { createUploadsApi } from '#adapters/http/uploads-api.ts'
import type { AuthApi } from '#core/accounts/auth.port.ts'
import type { PhoneCodeApi } from '#core/accounts/phone-code.port.ts'
import type { Locale } from '#core/shared/i18n/locale.ts'
import type { TeamsApi } from '#core/teams/teams.port.ts'
import { lazyPort } from './lazy-port.ts'

export const createHttpAdapters = (locale: Locale, onSessionLost: (reason: SessionLoss) => void) => {
  const session = createAuthApi({ locale })
  const client = createApiClient({ locale, session, onSessionLost })
  // The API client reads the tokens again after a sign-in or a sign-out.
  const auth: AuthApi = {
    ...session,
    signIn: (request) => {
      client.forgetTokens()
      return session.signIn(request)
    },
    signOut: (request) => {
      client.forgetTokens()
      return session.signOut(request)
    },
  }
  // A password the server refuses (too common, the account's own number) is a field error.
  const refusedFields = (error: unknown): never => {
    throw asFieldsRefused(error)
  }
  const phoneApi = createPhoneCodeApi(client)
  const phoneCode: PhoneCodeApi = {
    ...phoneApi,
    signUp: (request) => phoneApi.signUp(request).catch(refusedFields),
    resetPassword: (request) => phoneApi.resetPassword(request).catch(refusedFields),
  }
  // The teams' adapter and its schemas in a chunk of their own: only the team pages call it. A taken
  // team name, a wrong join password or an unknown nickname lands on its field.
  const teams = lazyPort<TeamsApi>(async () => {
    const teamsApi = (await import('#adapters/http/teams-api.ts')).createTeamsApi(client)
    return {
      ...teamsApi,
      create: (request) => teamsApi.create(request).catch(refusedFields),
      join: (request) => teamsApi.join(request).catch(refusedFields),
      acceptInvitation: (request) => teamsApi.acceptInvitation(request).catch(refusedFields),
      invitePlayer: (request) => teamsApi.invitePlayer(request).catch(refusedFields),
    }
  })
  return {
    auth,
    phoneCode,
    accounts: createAccountsApi(client),
    profile: createProfileApi(client),
    uploads: createUploadsApi(client),
    tournaments: createTournamentsApi(client),
    teams,
    // The console's adapters build on the same client (ui/features/console/console-ports.ts).
    client,
  }
}

export type HttpAdapters = ReturnType<typeof createHttpAdapters>
