import type { AccountsApi } from '#core/accounts/accounts.port.ts'
import type { EmailRegisterForm, ForgotPasswordForm, NewPasswordForm } from '#core/accounts/auth.schema.ts'
import { CannedPort, type FakeOptions } from './call-log.ts'

export class FakeAccountsApi extends CannedPort<AccountsApi> implements AccountsApi {
  constructor(options: FakeOptions = {}) {
    super('accounts', options)
  }

  register(form: EmailRegisterForm): Promise<void> {
    return this.call('register', [form])
  }

  checkRegistration(token: string): Promise<{ readonly email: string }> {
    return this.call('checkRegistration', [token])
  }

  confirmRegistration(token: string, form: NewPasswordForm): Promise<{ readonly email: string }> {
    return this.call('confirmRegistration', [token, form])
  }

  forgotPassword(form: ForgotPasswordForm): Promise<void> {
    return this.call('forgotPassword', [form])
  }

  checkPasswordReset(token: string): Promise<void> {
    return this.call('checkPasswordReset', [token])
  }

  resetPassword(token: string, form: NewPasswordForm): Promise<void> {
    return this.call('resetPassword', [token, form])
  }
}
