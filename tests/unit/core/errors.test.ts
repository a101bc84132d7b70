import { describe, expect, it } from 'vitest'
import {
  ApiError,
  ChunkLoadFailed,
  hasTag,
  isAppError,
  NotFound,
  NotProvided,
  RateLimited,
  ServerError,
  TokenRefreshFailed,
  Unauthorized,
} from '#core/errors.ts'

describe('typed errors of spec §8', () => {
  it('are real errors carrying their tag, status and body', () => {
    expect(new Unauthorized()).toBeInstanceOf(Error)
    expect(new Unauthorized().status).toBe(401)
    expect(new NotFound().status).toBe(404)
    expect(new ServerError({ status: 502 }).status).toBe(502)
    const body = { detail: 'Nope', code: 'x' }
    expect(new ApiError({ status: 400, body }).body).toBe(body)
    expect(new TokenRefreshFailed({ body }).body).toBe(body)
    expect(new ChunkLoadFailed({ url: '/a.js' })._tag).toBe('ChunkLoadFailed')
    expect(new RateLimited({ retryAfterSeconds: 60 }).retryAfterSeconds).toBe(60)
  })
  it('are recognised by tag, unlike plain errors', () => {
    expect(isAppError(new RateLimited({}))).toBe(true)
    expect(isAppError(new Error('x'))).toBe(false)
    expect(isAppError({ _tag: 'NotFound' })).toBe(false)
    expect(hasTag(new NotFound(), 'NotFound')).toBe(true)
    expect(hasTag(new NotFound(), 'Unauthorized')).toBe(false)
  })
  it('names a missing implementation', () => {
    expect(new NotProvided('sendCode').message).toMatch(/sendCode/)
  })
})
