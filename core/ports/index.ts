/** Every port of the core, so a composition root or a test can build them in one object. */
import type { AccountsApi } from './accounts-api.ts'
import type { AuthApi } from './auth-api.ts'
import type { Clipboard } from './clipboard.ts'
import type { Clock } from './clock.ts'
import type { Navigation } from './navigation.ts'
import type { Notifier } from './notifier.ts'
import type { PhoneCodeApi } from './phone-code-api.ts'
import type { ProfileApi } from './profile.ts'
import type { KeyValueStorage } from './storage.ts'
import type { TeamsApi } from './teams.ts'
import type { TournamentsApi } from './tournaments.ts'
import type { UploadsApi } from './uploads.ts'

export interface Ports {
  readonly auth: AuthApi
  readonly phoneCode: PhoneCodeApi
  readonly accounts: AccountsApi
  readonly tournaments: TournamentsApi
  readonly teams: TeamsApi
  readonly profile: ProfileApi
  readonly uploads: UploadsApi
  readonly clock: Clock
  readonly clipboard: Clipboard
  readonly storage: KeyValueStorage
  readonly notifier: Notifier
  readonly navigation: Navigation
}
