import type { EmailRegisterForm, ForgotPasswordForm, NewPasswordForm } from '#core/auth/auth.schema.ts'
import type { AccountsApi } from '#core/ports/accounts-api.ts'
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
