import { describe, expect, it } from 'vitest'
import { hasTag, isAppError, NotFound, RateLimited } from '#core/shared/errors.ts'

describe('typed errors of spec §8', () => {
  it('are recognised by tag, unlike plain errors', () => {
    expect(isAppError(new RateLimited({}))).toBe(true)
    expect(isAppError(new Error('x'))).toBe(false)
    expect(isAppError({ _tag: 'NotFound' })).toBe(false)
    expect(hasTag(new NotFound(), 'NotFound')).toBe(true)
    expect(hasTag(new NotFound(), 'Unauthorized')).toBe(false)
  })
})
