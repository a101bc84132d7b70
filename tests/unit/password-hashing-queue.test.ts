/**
 * The bounded queue every password hash waits in (`boundHashing`, ADR 0042): how many run, how many
 * wait and for how long, and who goes next. The hasher inside is a stand-in that holds each call
 * until the test settles it (the real scrypt's bound is `tests/api/password-hashing.test.ts`'s);
 * the wait runs on fake timers.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { boundHashing, type PasswordHasher } from '#server/accounts/passwords.ts'
import { ServerBusy } from '#server/platform/busy.ts'

interface HeldCall {
  readonly password: string
  finish(): void
  fail(error: Error): void
}

/** A hasher whose every call waits until the test finishes or fails it; `calls` in arrival order. */
const holdingHasher = () => {
  const calls: HeldCall[] = []
  const held = (password: string) =>
    new Promise<void>((resolve, reject) => {
      calls.push({ password, finish: resolve, fail: reject })
    })
  const hasher: PasswordHasher = {
    hash: async (password) => {
      await held(password)
      return `hash of ${password}`
    },
    verify: async (password) => {
      await held(password)
      return true
    },
    needsRehash: () => false,
  }
  return { calls, hasher }
}

/** Lets the promise callbacks run (no timer moves). */
const settle = () => vi.advanceTimersByTimeAsync(0)

const outcome = <T>(promise: Promise<T>) => {
  const seen: { value?: T; error?: unknown; done: boolean } = { done: false }
  promise.then(
    (value) => Object.assign(seen, { value, done: true }),
    (error: unknown) => Object.assign(seen, { error, done: true }),
  )
  return seen
}

describe('boundHashing', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('runs `concurrency` at once, lets `queue` wait and refuses the next at once with ServerBusy', async () => {
    const { calls, hasher } = holdingHasher()
    const bounded = boundHashing(hasher, { concurrency: 2, queue: 1, waitMs: 4500 })
    const first = outcome(bounded.hash('one'))
    const second = outcome(bounded.verify('two', 'stored'))
    const third = outcome(bounded.hash('three'))
    const fourth = outcome(bounded.hash('four'))
    await settle()
    expect(calls.map((call) => call.password)).toEqual(['one', 'two'])
    expect(third.done).toBe(false)
    expect(fourth.done).toBe(true)
    expect(fourth.error).toBeInstanceOf(ServerBusy)
    // The longest wait, rounded up to whole seconds.
    expect((fourth.error as ServerBusy).retryAfterSeconds).toBe(5)
    calls[0]?.finish()
    await settle()
    expect(first.value).toBe('hash of one')
    // The finished one's place went to the one waiting.
    expect(calls.map((call) => call.password)).toEqual(['one', 'two', 'three'])
    expect(second.done).toBe(false)
  })

  it('gives up a hash that waited `waitMs` with ServerBusy, and its place in the queue is free again', async () => {
    const { calls, hasher } = holdingHasher()
    const bounded = boundHashing(hasher, { concurrency: 1, queue: 1, waitMs: 3000 })
    outcome(bounded.hash('running'))
    const waiting = outcome(bounded.hash('waiting'))
    await vi.advanceTimersByTimeAsync(2999)
    expect(waiting.done).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(waiting.error).toBeInstanceOf(ServerBusy)
    const next = outcome(bounded.hash('next'))
    await settle()
    expect(next.done).toBe(false)
    calls[0]?.finish()
    await settle()
    expect(calls.map((call) => call.password)).toEqual(['running', 'next'])
  })

  it('serves the waiting ones first come, first served', async () => {
    const { calls, hasher } = holdingHasher()
    const bounded = boundHashing(hasher, { concurrency: 1, queue: 3, waitMs: 60_000 })
    for (const password of ['a', 'b', 'c', 'd']) outcome(bounded.hash(password))
    for (let finished = 0; finished < 3; finished += 1) {
      await settle()
      calls[finished]?.finish()
    }
    await settle()
    expect(calls.map((call) => call.password)).toEqual(['a', 'b', 'c', 'd'])
  })

  it('frees the place of a hash that failed', async () => {
    const { calls, hasher } = holdingHasher()
    const bounded = boundHashing(hasher, { concurrency: 1, queue: 0, waitMs: 1000 })
    const failing = outcome(bounded.hash('failing'))
    await settle()
    calls[0]?.fail(new Error('scrypt failed'))
    await settle()
    expect((failing.error as Error).message).toBe('scrypt failed')
    const after = outcome(bounded.hash('after'))
    await settle()
    expect(calls.map((call) => call.password)).toEqual(['failing', 'after'])
    expect(after.done).toBe(false)
  })

  it('with no queue, refuses whatever finds every place taken', async () => {
    const { hasher } = holdingHasher()
    const bounded = boundHashing(hasher, { concurrency: 1, queue: 0, waitMs: 1000 })
    outcome(bounded.hash('running'))
    await expect(bounded.verify('refused', null)).rejects.toBeInstanceOf(ServerBusy)
  })

  it('needs a concurrency of at least one', () => {
    const { hasher } = holdingHasher()
    expect(() => boundHashing(hasher, { concurrency: 0, queue: 1, waitMs: 1000 })).toThrow(
      'Hashing needs a concurrency of at least 1',
    )
  })
})
