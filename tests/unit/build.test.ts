import { Schema } from 'effect'
import { describe, expect, it } from 'vitest'
import { BuildInfoSchema } from '#core/shared/build/build-info.schema.ts'
import { BUILD_POLL_INTERVAL_MS, isNewerBuild } from '#core/shared/build/build-info.ts'
import {
  isChunkLoadError,
  RELOAD_GUARD_MS,
  shouldReloadAfterChunkFailure,
} from '#core/shared/build/reload-guard.ts'

const NOW = 1_800_000_000_000

describe('shouldReloadAfterChunkFailure', () => {
  it('reloads when no reload was recorded, or the record is not a number', () => {
    expect(shouldReloadAfterChunkFailure(undefined, NOW)).toBe(true)
    expect(shouldReloadAfterChunkFailure(Number.NaN, NOW)).toBe(true)
    expect(shouldReloadAfterChunkFailure(Number.POSITIVE_INFINITY, NOW)).toBe(true)
  })

  it('does not reload again within 10 seconds of the last reload', () => {
    expect(RELOAD_GUARD_MS).toBe(10_000)
    expect(shouldReloadAfterChunkFailure(NOW, NOW)).toBe(false)
    expect(shouldReloadAfterChunkFailure(NOW - 1, NOW)).toBe(false)
    expect(shouldReloadAfterChunkFailure(NOW - 9_999, NOW)).toBe(false)
  })

  it('reloads again once 10 seconds have passed', () => {
    expect(shouldReloadAfterChunkFailure(NOW - 10_001, NOW)).toBe(true)
    expect(shouldReloadAfterChunkFailure(NOW - 60_000, NOW)).toBe(true)
    expect(shouldReloadAfterChunkFailure(0, NOW)).toBe(true)
  })
})

describe('isChunkLoadError', () => {
  it.each([
    [
      'Chromium',
      new TypeError('Failed to fetch dynamically imported module: https://vatra.example/assets/chunks/a.js'),
    ],
    [
      'Firefox',
      new TypeError('error loading dynamically imported module: https://vatra.example/assets/chunks/a.js'),
    ],
    ['Safari', new TypeError('Importing a module script failed.')],
    ['Vite CSS preload', new Error('Unable to preload CSS for /assets/static/a.css')],
  ])('recognises the %s message', (_browser, error) => {
    expect(isChunkLoadError(error)).toBe(true)
  })

  it("recognises Vike's asset errors by their _isAssetsError flag", () => {
    const error = Object.assign(new Error('anything at all'), { _isAssetsError: true })
    expect(isChunkLoadError(error)).toBe(true)
    expect(isChunkLoadError({ _isAssetsError: true })).toBe(true)
    expect(isChunkLoadError(Object.assign(new Error('x'), { _isAssetsError: 'true' }))).toBe(false)
    expect(isChunkLoadError(Object.assign(new Error('x'), { _isAssetsError: false }))).toBe(false)
  })

  it('ignores unrelated errors and non-errors', () => {
    for (const value of [
      new TypeError('Failed to fetch'),
      new Error('Cannot read properties of undefined'),
      new Error(''),
      { message: 42 },
      'Failed to fetch dynamically imported module',
      null,
      undefined,
      42,
    ]) {
      expect(isChunkLoadError(value), String(value)).toBe(false)
    }
  })
})

describe('build info', () => {
  it('is a new build when the id differs from the running one', () => {
    const latest = { id: '20261121022917-125907e3', timestamp: '2026-11-21T02:29:17.016Z' }
    expect(isNewerBuild('20261120000000-00000000', latest)).toBe(true)
    expect(isNewerBuild(latest.id, latest)).toBe(false)
    expect(isNewerBuild(latest.id, { ...latest, timestamp: '2030-01-01T00:00:00.000Z' })).toBe(false)
  })

  it('decodes {id, timestamp} and rejects anything else', () => {
    const decode = Schema.decodeUnknownSync(BuildInfoSchema)
    expect(decode({ id: 'a', timestamp: 't' })).toEqual({ id: 'a', timestamp: 't' })
    expect(() => decode({ id: 1, timestamp: 't' })).toThrow()
    expect(() => decode({ id: 'a' })).toThrow()
    expect(() => decode(null)).toThrow()
  })

  it('polls every 5 minutes by default', () => {
    expect(BUILD_POLL_INTERVAL_MS).toBe(5 * 60 * 1000)
  })
})
