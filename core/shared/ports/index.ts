/** Every port of the core, so a composition root or a test can build them in one object. */
import type { AccountsApi } from '#core/accounts/accounts.port.ts'
import type { AuthApi } from '#core/accounts/auth.port.ts'
import type { PhoneCodeApi } from '#core/accounts/phone-code.port.ts'
import type { ProfileApi } from '#core/profile/profile.port.ts'
import type { UploadsApi } from '#core/shared/uploads/uploads.port.ts'
import type { TeamsApi } from '#core/teams/teams.port.ts'
import type { TournamentsApi } from '#core/tournaments/tournaments.port.ts'
import type { Clipboard } from './clipboard.ts'
import type { Clock } from './clock.ts'
import type { Navigation } from './navigation.ts'
import type { Notifier } from './notifier.ts'
import type { KeyValueStorage } from './storage.ts'

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
