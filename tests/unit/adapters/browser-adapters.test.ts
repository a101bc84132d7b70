/** The small browser adapters: which URLs the client router takes, and the texts of toasts. */
import { describe, expect, it } from 'vitest'
import { flowText } from '#adapters/browser/notifier.ts'
import { appPath } from '#core/shared/http/app-path.ts'
import { interpolate } from '#core/shared/validation/message.ts'

describe('navigation: app paths and other origins', () => {
  it('routes same-origin URLs client-side and leaves others to the browser', () => {
    const origin = 'https://vatra.example'
    expect(appPath('/profile?x=1#top', origin)).toBe('/profile?x=1#top')
    expect(appPath('https://vatra.example/en/login?error=CredentialsSignin', origin)).toBe(
      '/en/login?error=CredentialsSignin',
    )
    expect(appPath('https://discord.com/oauth2/authorize?x=1', origin)).toBeUndefined()
    expect(appPath('//evil.example/x', origin)).toBeUndefined()
  })
})

describe('toast texts', () => {
  it('fills placeholders, keeping unknown ones visible', () => {
    expect(interpolate('en', 'Minimum length is {min:number} characters', { min: 8 })).toBe(
      'Minimum length is 8 characters',
    )
    expect(interpolate('en', 'Hello {name}')).toBe('Hello {name}')
  })

  it('translates flow and validation messages in the page language', async () => {
    expect(await flowText('en', { key: 'accountCreated' })).toBe('Account created')
    expect(await flowText('uk', { key: 'passwordChanged' })).toBe('Пароль змінено')
    expect(await flowText('en', { key: 'minLength', params: { min: 8 } })).toBe(
      'Minimum length is 8 characters',
    )
    expect(await flowText('en', { key: 'no-such-key' })).toBe('no-such-key')
  })

  it("finds the console's own toasts and field messages in the console's texts", async () => {
    expect(await flowText('en', { key: 'stageDrawn' })).toBe('Stage drawn')
    expect(await flowText('uk', { key: 'teamsConfirmed', params: { count: 3 } })).toBe(
      'Підтверджено 3 команди',
    )
    expect(await flowText('en', { key: 'slugTaken' })).toBe('Another tournament has this address')
  })
})
