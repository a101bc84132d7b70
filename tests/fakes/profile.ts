import type { SendCodeResult } from '#core/accounts/phone-code.port.ts'
import type { ProfileCompletion } from '#core/profile/completion.schema.ts'
import type { ProfileApi } from '#core/profile/profile.port.ts'
import type {
  PasswordChangeForm,
  PasswordSetForm,
  Profile,
  ProfileForm,
} from '#core/profile/profile.schema.ts'
import { CannedPort, type FakeOptions } from './call-log.ts'

export class FakeProfileApi extends CannedPort<ProfileApi> implements ProfileApi {
  constructor(options: FakeOptions = {}) {
    super('profile', options)
  }

  get(): Promise<Profile> {
    return this.call('get', [])
  }

  update(form: ProfileForm, currentPassword?: string): Promise<Profile> {
    return this.call('update', [form, currentPassword])
  }

  complete(fields: ProfileCompletion): Promise<Profile> {
    return this.call('complete', [fields])
  }

  changePassword(form: PasswordChangeForm | PasswordSetForm): Promise<void> {
    return this.call('changePassword', [form])
  }

  confirmEmail(token: string): Promise<{ readonly email: string }> {
    return this.call('confirmEmail', [token])
  }

  confirmPhone(code: string): Promise<Profile> {
    return this.call('confirmPhone', [code])
  }

  resendPhoneCode(): Promise<SendCodeResult> {
    return this.call('resendPhoneCode', [])
  }

  removeAvatar(): Promise<void> {
    return this.call('removeAvatar', [])
  }
}
