/** The credentials sign-in both password flows share (core/accounts/credentials.ts). */
import { describe, expect, it } from 'vitest'
import type { SignInRequest } from '#core/accounts/auth.port.ts'
import { signInCodeOf } from '#core/accounts/auth.schema.ts'
import { signInWithPassword } from '#core/accounts/credentials.ts'

const answering = (url: string) => {
  const requests: SignInRequest[] = []
  return {
    requests,
    auth: {
      signIn: async (request: SignInRequest) => {
        requests.push(request)
        return { url }
      },
    },
  }
}

describe('signInWithPassword', () => {
  it('posts the credentials to the credentials provider and resolves on a clean URL', async () => {
    const { auth, requests } = answering('/profile')
    await signInWithPassword(auth, { email: 'a@b.co', password: 'pw' }, '/en/profile')
    expect(requests).toEqual([
      {
        provider: 'credentials',
        credentials: { email: 'a@b.co', password: 'pw' },
        callbackUrl: '/en/profile',
      },
    ])
  })
  it('rejects SignInFailed with the error of the returned URL', async () => {
    const { auth } = answering('/login?error=CredentialsSignin&code=credentials')
    await expect(signInWithPassword(auth, {}, '/')).rejects.toMatchObject({
      _tag: 'SignInFailed',
      error: 'CredentialsSignin',
    })
  })
  it('rejects RateLimited when the server throttled the attempts', async () => {
    const { auth } = answering('https://vatra.test/login?error=CredentialsSignin&code=throttled')
    await expect(signInWithPassword(auth, {}, '/')).rejects.toMatchObject({ _tag: 'RateLimited' })
  })
  it('reads the code of a returned URL, and nothing from a broken one', () => {
    expect(signInCodeOf('/login?error=CredentialsSignin&code=throttled')).toBe('throttled')
    expect(signInCodeOf('/login')).toBeNull()
    expect(signInCodeOf('http://[bad')).toBeNull()
  })
})
