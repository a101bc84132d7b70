/**
 * Password hashing with scrypt from node:crypto (memory-hard, no native build; ADR 0012).
 *
 * Stored as `scrypt$N$r$p$salt$hash` (salt and hash base64url), so every hash carries the cost it
 * was made with: raising the parameters later only needs a rehash at the next sign-in.
 *
 * Every hash and every check goes through one bounded queue (`boundHashing`, ADR 0042): a few run at
 * once on libuv's thread pool, a few more wait a little, and the rest are refused at once as
 * `ServerBusy` (503 with `Retry-After`), so a flood of hashing cannot starve the rest of the server.
 */
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto'
import { ServerBusy } from '#server/platform/busy.ts'

export interface ScryptParams {
  /** CPU/memory cost, a power of two. */
  readonly N: number
  /** Block size. */
  readonly r: number
  /** Parallelism. */
  readonly p: number
}

/** OWASP Password Storage Cheat Sheet: N=2^17, r=8, p=1 (128 MiB per hash). */
export const OWASP_SCRYPT: ScryptParams = { N: 2 ** 17, r: 8, p: 1 }

const SALT_BYTES = 16
const KEY_BYTES = 32
const PREFIX = 'scrypt'
// Bounds for parameters read back from the database, so a tampered row cannot make us allocate
// gigabytes or spin for minutes.
const MAX_N = 2 ** 20
const MAX_R = 32
const MAX_P = 16
/** Longer inputs are refused without hashing (the forms stop at 128 characters). */
export const MAX_PASSWORD_INPUT = 4096

export interface PasswordHasher {
  hash(password: string): Promise<string>
  /**
   * Whether `password` matches `stored`. With no stored hash (unknown user, provider-only account)
   * it still spends the same work on a dummy hash, so the answer time tells nothing.
   */
  verify(password: string, stored: string | null | undefined): Promise<boolean>
  /** True when `stored` was made with weaker parameters than the current ones. */
  needsRehash(stored: string): boolean
}

interface ParsedHash {
  readonly params: ScryptParams
  readonly salt: Buffer
  readonly key: Buffer
}

const isPowerOfTwo = (value: number): boolean =>
  Number.isInteger(value) && value > 1 && (value & (value - 1)) === 0

const parse = (stored: string): ParsedHash | undefined => {
  const parts = stored.split('$')
  if (parts.length !== 6 || parts[0] !== PREFIX) return undefined
  const [N, r, p] = parts.slice(1, 4).map((part) => (/^\d{1,8}$/.test(part) ? Number(part) : Number.NaN))
  if (N === undefined || r === undefined || p === undefined) return undefined
  if (!isPowerOfTwo(N) || N > MAX_N || !(r >= 1 && r <= MAX_R) || !(p >= 1 && p <= MAX_P)) return undefined
  const salt = Buffer.from(parts[4] ?? '', 'base64url')
  const key = Buffer.from(parts[5] ?? '', 'base64url')
  if (salt.length < SALT_BYTES || key.length !== KEY_BYTES) return undefined
  return { params: { N, r, p }, salt, key }
}

const derive = (password: string, salt: Buffer, { N, r, p }: ScryptParams): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    // scrypt needs 128·N·r bytes; Node's default cap (32 MiB) is below OWASP's 128 MiB.
    scrypt(password, salt, KEY_BYTES, { N, r, p, maxmem: 256 * N * r + 1024 * 1024 }, (error, key) =>
      error ? reject(error) : resolve(key),
    )
  })

const format = (params: ScryptParams, salt: Buffer, key: Buffer): string =>
  [PREFIX, params.N, params.r, params.p, salt.toString('base64url'), key.toString('base64url')].join('$')

export const createPasswordHasher = (params: ScryptParams = OWASP_SCRYPT): PasswordHasher => {
  if (!isPowerOfTwo(params.N)) throw new Error('scrypt N must be a power of two')
  const hash = async (password: string): Promise<string> => {
    const salt = randomBytes(SALT_BYTES)
    return format(params, salt, await derive(password, salt, params))
  }
  // Made once, on first need, with the current parameters: a miss costs what a hit costs.
  let dummy: Promise<ParsedHash> | undefined
  const dummyHash = (): Promise<ParsedHash> => {
    dummy ??= hash(randomBytes(24).toString('base64url')).then((stored) => parse(stored) as ParsedHash)
    return dummy
  }
  return {
    hash,
    verify: async (password, stored) => {
      const parsed = stored ? parse(stored) : undefined
      const target = parsed ?? (await dummyHash())
      const input = password.length <= MAX_PASSWORD_INPUT ? password : ''
      const key = await derive(input, target.salt, target.params)
      // Constant-time comparison; a dummy or oversized input never matches.
      return timingSafeEqual(key, target.key) && parsed !== undefined && input === password
    },
    needsRehash: (stored) => {
      const parsed = parse(stored)
      return (
        parsed === undefined ||
        parsed.params.N < params.N ||
        parsed.params.r < params.r ||
        parsed.params.p < params.p
      )
    },
  }
}

/** How much hashing the server takes on at once (config `passwordHashing`, ADR 0042). */
export interface HashingBound {
  /** Hashes running at once; each holds one libuv thread and 128 MiB while it runs. */
  readonly concurrency: number
  /** Hashes waiting for a free place; one more is refused at once. */
  readonly queue: number
  /** How long a hash may wait for its place before it is refused. */
  readonly waitMs: number
}

/**
 * `hasher` behind a bounded queue: at most `concurrency` hashes or checks run at once, at most
 * `queue` wait (first come, first served) and each waits at most `waitMs`; any other is refused with
 * `ServerBusy`, whose `Retry-After` is the longest wait (by then every waiting one has run or given up).
 */
export const boundHashing = (hasher: PasswordHasher, bound: HashingBound): PasswordHasher => {
  if (!(Number.isInteger(bound.concurrency) && bound.concurrency >= 1)) {
    throw new Error('Hashing needs a concurrency of at least 1')
  }
  const retryAfterSeconds = Math.max(1, Math.ceil(bound.waitMs / 1000))
  const busy = () => new ServerBusy('password hashing', retryAfterSeconds)
  let running = 0
  const waiting: Array<() => void> = []

  const place = (): Promise<void> => {
    if (running < bound.concurrency) {
      running += 1
      return Promise.resolve()
    }
    if (waiting.length >= bound.queue) return Promise.reject(busy())
    return new Promise((resolve, reject) => {
      const start = () => {
        clearTimeout(timer)
        resolve()
      }
      const timer = setTimeout(() => {
        waiting.splice(waiting.indexOf(start), 1)
        reject(busy())
      }, bound.waitMs)
      waiting.push(start)
    })
  }
  // A finished hash hands its place to the longest waiting one.
  const leave = () => {
    const next = waiting.shift()
    if (next) next()
    else running -= 1
  }
  const inTurn = async <T>(work: () => Promise<T>): Promise<T> => {
    await place()
    try {
      return await work()
    } finally {
      leave()
    }
  }
  return {
    hash: (password) => inTurn(() => hasher.hash(password)),
    verify: (password, stored) => inTurn(() => hasher.verify(password, stored)),
    needsRehash: (stored) => hasher.needsRehash(stored),
  }
}
