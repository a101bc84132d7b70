/**
 * When a page's form was handed out: a signed, expiring token of the instant the page was rendered,
 * sent back with the form (ADR 0037). The server alone tells how long the form took to fill, so a bot
 * that posts at once is caught without trusting any clock of the client; a token older than its
 * lifetime, or not made with the server's secret, is refused as an expired page is. Each token also
 * carries random bits of its own (`nonce`), so that a form that keeps its tokens can take each once.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

export type FormStartedCheck =
  | {
      readonly ok: true
      readonly elapsedMs: number
      /** This token's own random part: two renders, even in one millisecond, never share it. */
      readonly nonce: string
      /** When the token stops being valid (whatever is kept of it can go then). */
      readonly expiresAt: Date
    }
  | { readonly ok: false; readonly reason: 'invalid' | 'expired' }

export interface FormStartedTokens {
  /** The token of a page rendered now. */
  issue(): string
  /** What a token sent back says: how long ago its page was rendered, or why it counts for nothing. */
  check(token: unknown): FormStartedCheck
}

// `{issued ms, base 36}.{nonce, 16 bytes base64url}.{HMAC, base64url}`: nothing in it but the instant
// and random bits.
const TOKEN = /^([0-9a-z]{1,12})\.([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/
const MAX_TOKEN_LENGTH = 96

export const createFormStartedTokens = ({
  secret,
  now,
  lifetimeMs,
}: {
  readonly secret: string
  readonly now: () => Date
  /** How long a page's form may stay open. */
  readonly lifetimeMs: number
}): FormStartedTokens => {
  // Its own label, so this HMAC never equals one the same secret makes elsewhere.
  const sign = (issued: string, nonce: string): string =>
    createHmac('sha256', secret).update(`form-started\0${issued}\0${nonce}`).digest('base64url')
  return {
    issue() {
      const issued = now().getTime().toString(36)
      const nonce = randomBytes(16).toString('base64url')
      return `${issued}.${nonce}.${sign(issued, nonce)}`
    },
    check(token) {
      if (typeof token !== 'string' || token.length > MAX_TOKEN_LENGTH)
        return { ok: false, reason: 'invalid' }
      const match = TOKEN.exec(token)
      const issued = match?.[1]
      const nonce = match?.[2]
      const signature = match?.[3]
      if (issued === undefined || nonce === undefined || signature === undefined) {
        return { ok: false, reason: 'invalid' }
      }
      if (!timingSafeEqual(Buffer.from(sign(issued, nonce)), Buffer.from(signature))) {
        return { ok: false, reason: 'invalid' }
      }
      const issuedAt = Number.parseInt(issued, 36)
      const elapsedMs = now().getTime() - issuedAt
      // A token from the future was not made by this server's clock: as good as forged.
      if (elapsedMs < 0) return { ok: false, reason: 'invalid' }
      if (elapsedMs > lifetimeMs) return { ok: false, reason: 'expired' }
      return { ok: true, elapsedMs, nonce, expiresAt: new Date(issuedAt + lifetimeMs) }
    },
  }
}
