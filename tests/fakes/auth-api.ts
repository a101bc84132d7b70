import type { AuthApi, AuthProvider, SignInRequest } from '#core/accounts/auth.port.ts'
import type { AuthRedirect, Session, TokenRefreshResponse } from '#core/accounts/auth.schema.ts'
import { CannedPort, type FakeOptions } from './call-log.ts'

export class FakeAuthApi extends CannedPort<AuthApi> implements AuthApi {
  constructor(options: FakeOptions = {}) {
    super('auth', options)
  }

  getSession(): Promise<Session | null> {
    return this.call('getSession', [])
  }

  signIn(request: SignInRequest): Promise<AuthRedirect> {
    return this.call('signIn', [request])
  }

  signOut(request: { readonly callbackUrl: string }): Promise<AuthRedirect> {
    return this.call('signOut', [request])
  }

  getProviders(): Promise<ReadonlyArray<AuthProvider>> {
    return this.call('getProviders', [])
  }

  refreshToken(refresh: string): Promise<TokenRefreshResponse> {
    return this.call('refreshToken', [refresh])
  }
}
