/** Every port as a fake, sharing one call log (and one gate, when given). */
import type { Ports } from '#core/shared/ports/index.ts'
import { FakeAccountsApi } from './accounts-api.ts'
import { FakeAuthApi } from './auth-api.ts'
import { CallLog, type FakeOptions } from './call-log.ts'
import { FakeClipboard } from './clipboard.ts'
import { FakeClock } from './clock.ts'
import { FakeNavigation } from './navigation.ts'
import { FakeNotifier } from './notifier.ts'
import { FakePhoneCodeApi } from './phone-code-api.ts'
import { FakeProfileApi } from './profile.ts'
import { FakeStorage } from './storage.ts'
import { FakeTeamsApi } from './teams.ts'
import { FakeTournamentsApi } from './tournaments.ts'
import { FakeUploadsApi } from './uploads.ts'

export { CallLog, Gate } from './call-log.ts'

export interface FakePorts extends Ports {
  readonly auth: FakeAuthApi
  readonly phoneCode: FakePhoneCodeApi
  readonly accounts: FakeAccountsApi
  readonly tournaments: FakeTournamentsApi
  readonly teams: FakeTeamsApi
  readonly profile: FakeProfileApi
  readonly uploads: FakeUploadsApi
  readonly clock: FakeClock
  readonly clipboard: FakeClipboard
  readonly storage: FakeStorage
  readonly notifier: FakeNotifier
  readonly navigation: FakeNavigation
}

export const createFakePorts = (options: FakeOptions & { readonly now?: Date | number } = {}): FakePorts => {
  const log = options.log ?? new CallLog()
  const shared = options.gate ? { log, gate: options.gate } : { log }
  return {
    auth: new FakeAuthApi(shared),
    phoneCode: new FakePhoneCodeApi(shared),
    accounts: new FakeAccountsApi(shared),
    tournaments: new FakeTournamentsApi(shared),
    teams: new FakeTeamsApi(shared),
    profile: new FakeProfileApi(shared),
    uploads: new FakeUploadsApi(shared),
    clock: new FakeClock(options.now),
    clipboard: new FakeClipboard(shared),
    storage: new FakeStorage({ log }),
    notifier: new FakeNotifier({ log }),
    navigation: new FakeNavigation({ log }),
  }
}
