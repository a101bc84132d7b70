/**
 * `Idempotency-Key` on the API's POSTs and PATCHes (draft-ietf-httpapi-idempotency-key-header,
 * ADR 0044): a client that did not hear the answer sends the same request with the same key again and
 * gets the first answer back, marked `Idempotent-Replayed: true`, instead of a second change.
 *
 * - The key is a Structured Field string (`"…"`; a bare value is taken too) of 16 to 255 visible
 *   ASCII characters, a UUID say; anything else is `400 idempotency_key_invalid`.
 * - Keys are kept per owner: the signed-in user (the Bearer token's, checked like the API's guard), or
 *   for a guest the client's address. Another owner's key is another key: nobody reads another's answer.
 * - The request's fingerprint is its method, path (with the query) and body: the same key with another
 *   request is `422 idempotency_key_reused`; while the first is still in flight, a second is
 *   `409 idempotency_key_in_use` with `Retry-After` (a claim whose process died lapses after a minute).
 * - Only final answers are kept: 2xx, and 4xx but 401 (a token to renew), 408, 425 and 429 (try again
 *   later). Otherwise (5xx: a database away, a failure) the key is let go and a repeat runs afresh.
 * - Kept for 24 hours (`purgeExpired`, hourly); after that the key is new again.
 * - Multipart uploads are left out (their bodies are megabytes and each replaces an image, so a
 *   repeat leaves the same state): the key is ignored there.
 *
 * Nothing sensitive is kept in clear: the key and its owner are an HMAC, the fingerprint is keyed too
 * (a body may hold a password), and the answer (it may hold tokens) is sealed with AES-256-GCM under a
 * key derived from the server's secret and the client's key, which is never stored.
 */
import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes } from 'node:crypto'
import { and, eq, isNull, lte, or } from 'drizzle-orm'
import { Schema } from 'effect'
import type { Context, MiddlewareHandler } from 'hono'
import { DRAFT_MAX_BODY_BYTES } from '#core/tournaments/manage.api.ts'
import { deriveKey, hmacHex } from '#server/platform/crypto.ts'
import type { AppDatabase } from '#server/platform/db/client.ts'
import { idempotencyKeys } from '#server/platform/db/schema.ts'
import type { Logger } from '#server/platform/logger.ts'
import { MAX_BODY_BYTES } from './json-body.ts'
import { apiError } from './problems.ts'
import { readBodyBytes } from './read-body.ts'

/** The largest JSON body any route takes. */
const KEYED_BODY_MAX_BYTES = Math.max(MAX_BODY_BYTES, DRAFT_MAX_BODY_BYTES)

export const IDEMPOTENCY_HEADER = 'Idempotency-Key'
/** Set on an answer given again from the store. */
export const REPLAYED_HEADER = 'Idempotent-Replayed'
export const IDEMPOTENCY_KEY_LENGTH = { min: 16, max: 255 } as const
/** How long an answer is kept for its key. */
export const IDEMPOTENCY_KEY_TTL_SECONDS = 24 * 60 * 60
/** How long a request in flight holds its key before the claim counts as abandoned. */
export const IN_FLIGHT_LEASE_SECONDS = 60

const METHODS: ReadonlySet<string> = new Set(['POST', 'PATCH'])
/** Client errors that say "not now" rather than "no": a repeat may well succeed. */
const NOT_FINAL_CLIENT_ERRORS: ReadonlySet<number> = new Set([401, 408, 425, 429])
/** The headers an answer is given again with (the body's type, where a new thing is). */
const KEPT_HEADERS = ['content-type', 'location'] as const
/** Visible ASCII but the quote and the backslash: what a Structured Field string holds unescaped. */
const KEY_CHARACTERS = /^[\x21\x23-\x5b\x5d-\x7e]+$/
/** Claims tried before a key that keeps changing hands is answered as in flight. */
const CLAIM_ATTEMPTS = 3

/** Whether an answer is kept for its key: the request's outcome, not a "try again later". */
export const isFinalAnswer = (status: number): boolean =>
  (status >= 200 && status < 300) || (status >= 400 && status < 500 && !NOT_FINAL_CLIENT_ERRORS.has(status))

/** The client's key of an `Idempotency-Key` header, or undefined when it is not a valid one. */
export const parseIdempotencyKey = (header: string): string | undefined => {
  const trimmed = header.trim()
  // Two quotes more than the longest key: nothing longer is looked at.
  if (trimmed.length > IDEMPOTENCY_KEY_LENGTH.max + 2) return undefined
  const quoted = trimmed.length >= 2 && trimmed.startsWith('"') && trimmed.endsWith('"')
  const key = quoted ? trimmed.slice(1, -1) : trimmed
  return key.length >= IDEMPOTENCY_KEY_LENGTH.min &&
    key.length <= IDEMPOTENCY_KEY_LENGTH.max &&
    KEY_CHARACTERS.test(key)
    ? key
    : undefined
}

const StoredAnswer = Schema.Struct({
  headers: Schema.Record(Schema.String, Schema.String),
  body: Schema.String,
})
type StoredAnswer = typeof StoredAnswer.Type
const decodeStoredAnswer = Schema.decodeUnknownOption(Schema.fromJsonString(StoredAnswer))

const seal = (key: Buffer, answer: StoredAnswer): string => {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', key, iv)
  const sealed = Buffer.concat([cipher.update(JSON.stringify(answer), 'utf8'), cipher.final()])
  return [iv, sealed, cipher.getAuthTag()].map((part) => part.toString('base64url')).join('.')
}

/** The sealed answer, or undefined when it does not open (another secret, or tampered with). */
const unseal = (key: Buffer, text: string): StoredAnswer | undefined => {
  const [iv, sealed, tag] = text.split('.').map((part) => Buffer.from(part, 'base64url'))
  if (!iv || !sealed || !tag) return undefined
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, iv)
    decipher.setAuthTag(tag)
    const json = Buffer.concat([decipher.update(sealed), decipher.final()]).toString('utf8')
    const decoded = decodeStoredAnswer(json)
    return decoded._tag === 'Some' ? decoded.value : undefined
  } catch {
    return undefined
  }
}

export interface IdempotencyDeps {
  readonly db: AppDatabase
  /** The server's secret the hashes and the seal are derived from (`Secrets.authSecret`). */
  readonly secret: string
  readonly logger: Logger
  readonly now?: (() => Date) | undefined
  /** The active user the request's credentials name; undefined for a guest or credentials the API refuses. */
  readonly userOf: (c: Context) => Promise<string | undefined>
  /** The client's address: the owner of a guest's keys. */
  readonly clientIp: (c: Context) => string
}

export interface Idempotency {
  /** For `/api/v1/*` and `/en/api/v1/*`, before the routes. */
  readonly middleware: MiddlewareHandler
  /** Forgets the keys past their 24 hours; answers how many. */
  purgeExpired(): Promise<number>
}

type Claim =
  | { readonly kind: 'claimed'; readonly holder: string }
  | { readonly kind: 'replay'; readonly status: number; readonly answer: StoredAnswer }
  | { readonly kind: 'mismatch' }
  | { readonly kind: 'in_flight'; readonly retryAfterSeconds: number }

/** What one request's key is under: its row, its fingerprint and the key its answer is sealed with. */
interface KeyedRequest {
  readonly keyHash: string
  readonly fingerprint: string
  readonly sealKey: Buffer
}

export const createIdempotency = (deps: IdempotencyDeps): Idempotency => {
  const { db } = deps
  const now = deps.now ?? (() => new Date())
  const master = deriveKey(deps.secret, 'idempotency-keys')
  const later = (from: Date, seconds: number) => new Date(from.getTime() + seconds * 1000)

  const keyed = (
    owner: string,
    key: string,
    method: string,
    path: string,
    body: Uint8Array,
  ): KeyedRequest => ({
    keyHash: hmacHex(master, 'key', owner, key),
    fingerprint: hmacHex(
      master,
      'request',
      owner,
      key,
      method,
      path,
      createHash('sha256').update(body).digest('hex'),
    ),
    sealKey: createHmac('sha256', master)
      .update(JSON.stringify(['seal', owner, key]))
      .digest(),
  })

  const claim = async (request: KeyedRequest): Promise<Claim> => {
    for (let attempt = 0; attempt < CLAIM_ATTEMPTS; attempt += 1) {
      const at = now()
      const holder = randomBytes(16).toString('hex')
      const fresh = {
        fingerprint: request.fingerprint,
        holder,
        status: null,
        response: null,
        lockedUntil: later(at, IN_FLIGHT_LEASE_SECONDS),
        createdAt: at,
        expiresAt: later(at, IDEMPOTENCY_KEY_TTL_SECONDS),
      }
      // A new key, an expired one, or the same request's claim that was abandoned: ours now.
      const [taken] = await db
        .insert(idempotencyKeys)
        .values({ keyHash: request.keyHash, ...fresh })
        .onConflictDoUpdate({
          target: idempotencyKeys.keyHash,
          set: fresh,
          setWhere: or(
            lte(idempotencyKeys.expiresAt, at),
            and(
              isNull(idempotencyKeys.status),
              lte(idempotencyKeys.lockedUntil, at),
              eq(idempotencyKeys.fingerprint, request.fingerprint),
            ),
          ),
        })
        .returning({ holder: idempotencyKeys.holder })
      if (taken) return { kind: 'claimed', holder }
      const [known] = await db
        .select()
        .from(idempotencyKeys)
        .where(eq(idempotencyKeys.keyHash, request.keyHash))
      // Let go between the two statements: claim again.
      if (!known) continue
      if (known.fingerprint !== request.fingerprint) return { kind: 'mismatch' }
      if (known.status === null || known.response === null) {
        const left = Math.ceil((known.lockedUntil.getTime() - at.getTime()) / 1000)
        return { kind: 'in_flight', retryAfterSeconds: Math.max(1, left) }
      }
      const answer = unseal(request.sealKey, known.response)
      if (answer) return { kind: 'replay', status: known.status, answer }
      // Sealed under another secret: as good as forgotten.
      await db
        .delete(idempotencyKeys)
        .where(and(eq(idempotencyKeys.keyHash, request.keyHash), eq(idempotencyKeys.holder, known.holder)))
    }
    return { kind: 'in_flight', retryAfterSeconds: 1 }
  }

  const ours = (request: KeyedRequest, holder: string) =>
    and(
      eq(idempotencyKeys.keyHash, request.keyHash),
      eq(idempotencyKeys.holder, holder),
      isNull(idempotencyKeys.status),
    )

  const keep = async (request: KeyedRequest, holder: string, response: Response): Promise<void> => {
    const headers: Record<string, string> = {}
    for (const name of KEPT_HEADERS) {
      const value = response.headers.get(name)
      if (value !== null) headers[name] = value
    }
    const answer = { headers, body: await response.clone().text() }
    await db
      .update(idempotencyKeys)
      .set({ status: response.status, response: seal(request.sealKey, answer), lockedUntil: now() })
      .where(ours(request, holder))
  }

  const letGo = async (request: KeyedRequest, holder: string): Promise<void> => {
    await db.delete(idempotencyKeys).where(ours(request, holder))
  }

  const replay = (status: number, answer: StoredAnswer): Response => {
    const headers = new Headers(answer.headers)
    headers.set(REPLAYED_HEADER, 'true')
    headers.set('Cache-Control', 'no-store')
    return new Response(answer.body === '' ? null : answer.body, { status, headers })
  }

  const middleware: MiddlewareHandler = async (c, next) => {
    const header = c.req.header(IDEMPOTENCY_HEADER)
    if (header === undefined || !METHODS.has(c.req.method)) return next()
    if (c.req.header('Content-Type')?.trim().toLowerCase().startsWith('multipart/')) return next()
    const key = parseIdempotencyKey(header)
    if (key === undefined) return apiError(c, 400, 'idempotency_key_invalid', 'idempotencyKeyInvalid')
    // Every body sent with a key is JSON within the API's largest limit (a tournament draft's); read
    // once, then handed on as it came, the route's own limit still applying.
    const body = await readBodyBytes(c.req.raw, KEYED_BODY_MAX_BYTES)
    if (body === undefined) return apiError(c, 413, 'payload_too_large', 'payloadTooLarge')
    // Always a body, even an empty one: a Request made from one whose body was read, with none, throws.
    c.req.raw = new Request(c.req.raw, { body })
    const user = await deps.userOf(c)
    const owner = user === undefined ? `ip:${deps.clientIp(c)}` : `user:${user}`
    const url = new URL(c.req.url)
    const request = keyed(owner, key, c.req.method, `${url.pathname}${url.search}`, body)

    const claimed = await claim(request)
    switch (claimed.kind) {
      case 'mismatch':
        return apiError(c, 422, 'idempotency_key_reused', 'idempotencyKeyReused')
      case 'in_flight':
        c.header('Retry-After', String(claimed.retryAfterSeconds))
        return apiError(c, 409, 'idempotency_key_in_use', 'idempotencyKeyInUse')
      case 'replay':
        return replay(claimed.status, claimed.answer)
      case 'claimed':
        break
    }
    await next()
    // The answer stands whatever happens to the key now: a change made is never reported as failed.
    try {
      if (isFinalAnswer(c.res.status)) await keep(request, claimed.holder, c.res)
      else await letGo(request, claimed.holder)
    } catch (error) {
      deps.logger.warn({ err: error, status: c.res.status }, 'idempotency: the key could not be settled')
    }
  }

  return {
    middleware,
    purgeExpired: async () => {
      const removed = await db
        .delete(idempotencyKeys)
        .where(lte(idempotencyKeys.expiresAt, now()))
        .returning({ keyHash: idempotencyKeys.keyHash })
      return removed.length
    },
  }
}
