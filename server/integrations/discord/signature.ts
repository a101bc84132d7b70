/**
 * Discord signs every interaction it sends (https://discord.com/developers/docs/interactions/overview
 * "Setting Up an Endpoint"): Ed25519 over `X-Signature-Timestamp` followed by the raw body, with the
 * application's key, in `X-Signature-Ed25519` (hex). Checked with Node's own crypto. A timestamp far
 * from now is refused too, so a recorded request cannot be played again later.
 */
import { createPublicKey, type KeyObject, verify } from 'node:crypto'

/** How old a signed request may be, and how far ahead of our clock. */
export const SIGNATURE_MAX_AGE_MS = 5 * 60 * 1000
export const SIGNATURE_MAX_AHEAD_MS = 60 * 1000

/** The ASN.1 head of an Ed25519 public key in SPKI form; the raw 32 bytes follow it. */
const ED25519_SPKI_PREFIX = Buffer.from('302a300506032b6570032100', 'hex')
const HEX_SIGNATURE = /^[0-9a-f]{128}$/i
const UNIX_SECONDS = /^\d{1,12}$/

export type SignatureCheck = 'valid' | 'invalid' | 'stale'

export interface InteractionVerifier {
  /** Whether Discord signed `body` (raw bytes) at `timestamp`, and that moment is near `now`. */
  check(signature: string | undefined, timestamp: string | undefined, body: Uint8Array): SignatureCheck
}

/** The key from its 64 hex digits, as the developer portal shows it. */
export const publicKeyFromHex = (hex: string): KeyObject =>
  createPublicKey({
    key: Buffer.concat([ED25519_SPKI_PREFIX, Buffer.from(hex, 'hex')]),
    format: 'der',
    type: 'spki',
  })

export const createInteractionVerifier = (publicKeyHex: string, now: () => Date): InteractionVerifier => {
  const key = publicKeyFromHex(publicKeyHex)
  return {
    check: (signature, timestamp, body) => {
      if (!signature || !timestamp || !HEX_SIGNATURE.test(signature) || !UNIX_SECONDS.test(timestamp)) {
        return 'invalid'
      }
      const signed = Buffer.concat([Buffer.from(timestamp, 'utf8'), body])
      if (!verify(null, signed, key, Buffer.from(signature, 'hex'))) return 'invalid'
      // Checked after the signature: only Discord's own timestamps are judged by their age.
      const age = now().getTime() - Number(timestamp) * 1000
      return age > SIGNATURE_MAX_AGE_MS || age < -SIGNATURE_MAX_AHEAD_MS ? 'stale' : 'valid'
    },
  }
}
