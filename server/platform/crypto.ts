/** Random tokens and codes, and how they are kept: never in clear (ADR 0013). */
import { createHash, createHmac, hkdfSync, randomBytes, randomInt, timingSafeEqual } from 'node:crypto'

/** 32 random bytes (256 bits) as URL-safe base64: e-mail links and phone tickets. */
export const randomToken = (): string => randomBytes(32).toString('base64url')

/** Hex SHA-256: enough for tokens with 256 bits of entropy (no dictionary to try). */
export const sha256Hex = (value: string): string => createHash('sha256').update(value).digest('hex')

/** A code of `digits` digits, uniformly from a secure source. */
export const randomDigits = (digits: number): string =>
  randomInt(0, 10 ** digits)
    .toString()
    .padStart(digits, '0')

/**
 * A key of its own for SMS codes, derived from the JWT secret (HKDF), so a leaked code table
 * cannot be brute-forced over the 10^6 codes without the secret, and the two uses never share a key.
 */
export const deriveKey = (secret: string, purpose: string): Buffer =>
  Buffer.from(hkdfSync('sha256', secret, 'vatra-esports', purpose, 32))

/** HMAC-SHA256 (hex) of the parts, joined so that no two different inputs give the same message. */
export const hmacHex = (key: Buffer, ...parts: ReadonlyArray<string>): string =>
  createHmac('sha256', key).update(JSON.stringify(parts)).digest('hex')

/** Whether two secrets are equal, in a time that does not tell how much of them matched. */
export const sameSecret = (a: string, b: string): boolean => {
  const left = Buffer.from(a)
  const right = Buffer.from(b)
  return left.length === right.length && timingSafeEqual(left, right)
}
