/** Single-use tokens of e-mail links and phone tickets: 256 random bits, stored as SHA-256 only. */

import { randomToken, sha256Hex } from '#server/platform/crypto.ts'
import type { OneTimeTokenPurpose } from '#server/platform/db/schema.ts'
import type { AccountStore, OneTimeTokenRecord } from './store.ts'

export interface OneTimeTokens {
  /** A new token; `replace` spends the subject's earlier live tokens of the purpose first. */
  issue(token: {
    readonly purpose: OneTimeTokenPurpose
    readonly subject: string
    readonly payload?: Readonly<Record<string, string>>
    readonly ttlSeconds: number
    readonly replace?: boolean
  }): Promise<string>
  peek(purpose: OneTimeTokenPurpose, token: string): Promise<OneTimeTokenRecord | undefined>
  consume(purpose: OneTimeTokenPurpose, token: string): Promise<OneTimeTokenRecord | undefined>
}

export const createOneTimeTokens = (store: AccountStore, now: () => Date): OneTimeTokens => ({
  issue: async ({ purpose, subject, payload = {}, ttlSeconds, replace = false }) => {
    const token = randomToken()
    const createdAt = now()
    await store.transaction(async (tx) => {
      if (replace) await tx.oneTimeTokens.retireForSubject(purpose, subject, createdAt)
      await tx.oneTimeTokens.create({
        purpose,
        subject,
        payload,
        tokenHash: sha256Hex(token),
        createdAt,
        expiresAt: new Date(createdAt.getTime() + ttlSeconds * 1000),
      })
    })
    return token
  },
  peek: (purpose, token) => store.oneTimeTokens.findLive(purpose, sha256Hex(token), now()),
  consume: (purpose, token) => store.oneTimeTokens.consume(purpose, sha256Hex(token), now()),
})
