/**
 * The HTTP half of the browser's ports, in its own chunk: ky, effect/Schema and the adapters load with
 * the first call a page makes, never with the page itself (docs/performance.md).
 */
import { createAccountsApi } from '#adapters/http/accounts-api.ts'
import { createApiClient, type SessionLoss } from '#adapters/http/api-client.ts'
import { createAuthApi } from '#adapters/http/auth-api.ts'
import { createPhoneCodeApi } from '#adapters/http/phone-code-api.ts'
import { createProfileApi } from '#adapters/http/profile-api.ts'
import { createUploadsApi } from '#adapters/http/uploads-api.ts'
import type { Locale } from '#core/shared/i18n/locale.ts'

export const createHttpAdapters = (locale: Locale, onSessionLost: (reason: SessionLoss) => void) => {
  const auth = createAuthApi({ locale })
  const client = createApiClient({ locale, session: auth, onSessionLost })
  return {
    auth,
    client,
    phoneCode: createPhoneCodeApi(client),
    accounts: createAccountsApi(client),
    profile: createProfileApi(client),
    uploads: createUploadsApi(client),
  }
}

export type HttpAdapters = ReturnType<typeof createHttpAdapters>
