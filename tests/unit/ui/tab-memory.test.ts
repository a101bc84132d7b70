import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { PhoneCodeContext } from '#core/accounts/phone-code-start.ts'
import { valuesOf } from '#core/profile/profile-view.ts'
import { forgetPhoneFlow, keepPhoneFlow, recallPhoneFlow } from '#ui/features/accounts/phone-flow-memory.ts'
import { keepUnsaved, takeUnsaved } from '#ui/features/profile/unsaved.ts'
import { filledProfile } from '../../fakes/profiles.ts'

/** The tab's `sessionStorage`, as a browser keeps it: strings by key. */
class TabStorage {
  readonly items = new Map<string, string>()
  getItem(key: string): string | null {
    return this.items.get(key) ?? null
  }
  setItem(key: string, value: string): void {
    this.items.set(key, value)
  }
  removeItem(key: string): void {
    this.items.delete(key)
  }
}

let storage: TabStorage
beforeEach(() => {
  storage = new TabStorage()
  Reflect.set(globalThis, 'window', { sessionStorage: storage })
})
afterEach(() => {
  Reflect.deleteProperty(globalThis, 'window')
})

const T0 = Date.UTC(2026, 10, 28, 12)
const SECOND = 1000
const MINUTE = 60 * SECOND

const context = (changes: Partial<PhoneCodeContext>): PhoneCodeContext => ({
  mode: 'signIn',
  phone: '67 123 45 67',
  e164: '+380671234567',
  codeSentTo: '+380671234567',
  code: '',
  ticket: '',
  cooldown: 60,
  resendIn: 60,
  fieldErrors: {},
  error: null,
  outcome: null,
  startedAt: 'phone',
  ...changes,
})

describe('the phone flow kept in the tab', () => {
  it('comes back to the code screen with what is left of the countdown, for the code’s 10 minutes', () => {
    keepPhoneFlow('code', context({}), T0)
    expect(recallPhoneFlow('signIn', T0 + 15 * SECOND)).toEqual({
      step: 'code',
      phone: '67 123 45 67',
      e164: '+380671234567',
      codeSentTo: '+380671234567',
      code: '',
      ticket: '',
      resendIn: 45,
      fieldErrors: {},
      error: null,
    })
    expect(recallPhoneFlow('signIn', T0 + 2 * MINUTE)?.resendIn).toBe(0)
    expect(recallPhoneFlow('signIn', T0 + 10 * MINUTE - 1)?.step).toBe('code')
    expect(recallPhoneFlow('signIn', T0 + 10 * MINUTE)).toBeNull()
  })

  it('keeps the code’s first moment when the screen changes, and a new code starts its 10 minutes anew', () => {
    keepPhoneFlow('code', context({}), T0)
    // 'Change the number' at 5 minutes: the same code, its end unchanged.
    keepPhoneFlow('phone', context({ resendIn: 0 }), T0 + 5 * MINUTE)
    expect(recallPhoneFlow('signIn', T0 + 10 * MINUTE)).toBeNull()

    keepPhoneFlow('code', context({}), T0)
    // Sent again at 9 minutes: a new code, a new countdown.
    keepPhoneFlow('code', context({ resendIn: 60 }), T0 + 9 * MINUTE)
    expect(recallPhoneFlow('signIn', T0 + 18 * MINUTE)?.step).toBe('code')
    expect(recallPhoneFlow('signIn', T0 + 19 * MINUTE)).toBeNull()
  })

  it('after the code, keeps the ticket’s screen for its 15 minutes', () => {
    keepPhoneFlow('code', context({}), T0)
    keepPhoneFlow('signUp', context({ codeSentTo: '', ticket: 't-1', resendIn: 0 }), T0 + MINUTE)
    expect(recallPhoneFlow('signIn', T0 + 16 * MINUTE - 1)).toMatchObject({ step: 'signUp', ticket: 't-1' })
    expect(recallPhoneFlow('signIn', T0 + 16 * MINUTE)).toBeNull()
  })

  it('keeps the number’s screen only while a code sent from it is unused', () => {
    keepPhoneFlow('phone', context({ codeSentTo: '' }), T0)
    expect(recallPhoneFlow('signIn', T0)).toBeNull()
    keepPhoneFlow('phone', context({}), T0)
    expect(recallPhoneFlow('signIn', T0)?.step).toBe('phone')
  })

  it('is one flow per purpose, forgotten when it ends, and never what another script left', () => {
    keepPhoneFlow('code', context({}), T0)
    expect(recallPhoneFlow('restore', T0)).toBeNull()
    forgetPhoneFlow('signIn')
    expect(recallPhoneFlow('signIn', T0)).toBeNull()

    storage.setItem('esports:phone-flow:signIn', JSON.stringify({ step: 'admin', until: T0 + MINUTE }))
    expect(recallPhoneFlow('signIn', T0)).toBeNull()
    storage.setItem('esports:phone-flow:signIn', '{not json')
    expect(recallPhoneFlow('signIn', T0)).toBeNull()
  })

  it('keeps nothing when the browser refuses storage', () => {
    Reflect.set(globalThis, 'window', {
      get sessionStorage(): Storage {
        throw new Error('SecurityError')
      },
    })
    expect(() => keepPhoneFlow('code', context({}), T0)).not.toThrow()
    expect(recallPhoneFlow('signIn', T0)).toBeNull()
  })
})

describe('a profile save kept for after signing in again', () => {
  const values = { ...valuesOf(filledProfile), firstName: 'Olenka', currentPassword: 'secret-pass' }

  it('is the account’s own, given once, and never holds the current password', () => {
    keepUnsaved('user-1', values)
    expect(storage.getItem('esports:profile-unsaved')).not.toContain('secret-pass')
    expect(takeUnsaved('user-2')).toBeNull()
    // Another account opened the page: it is gone for the first one too.
    expect(takeUnsaved('user-1')).toBeNull()

    keepUnsaved('user-1', values)
    expect(takeUnsaved('user-1')).toMatchObject({ firstName: 'Olenka', username: filledProfile.username })
    expect(takeUnsaved('user-1')).toBeNull()
  })
})
