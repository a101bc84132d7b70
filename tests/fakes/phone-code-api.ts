import type {
  PhoneCodeApi,
  PhoneCodePurpose,
  SendCodeResult,
  VerifyCodeResult,
} from '#core/accounts/phone-code.port.ts'
import type { PhoneNewPasswordForm, PhoneSignUpForm } from '#core/accounts/phone-code.schema.ts'
import { CannedPort, type FakeOptions } from './call-log.ts'

export class FakePhoneCodeApi extends CannedPort<PhoneCodeApi> implements PhoneCodeApi {
  constructor(options: FakeOptions = {}) {
    super('phoneCode', options)
  }

  sendCode(request: { readonly phone: string; readonly purpose: PhoneCodePurpose }): Promise<SendCodeResult> {
    return this.call('sendCode', [request])
  }

  verifyCode(request: {
    readonly phone: string
    readonly code: string
    readonly purpose: PhoneCodePurpose
  }): Promise<VerifyCodeResult> {
    return this.call('verifyCode', [request])
  }

  signUp(request: {
    readonly ticket: string
    readonly phone: string
    readonly form: PhoneSignUpForm
  }): Promise<void> {
    return this.call('signUp', [request])
  }

  resetPassword(request: { readonly ticket: string; readonly form: PhoneNewPasswordForm }): Promise<void> {
    return this.call('resetPassword', [request])
  }
}
