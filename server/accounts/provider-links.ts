/**
 * A signed-in player's links to their social sign-in accounts (ADR 0076): a provider account linked
 * from the profile (the provider's round trip while signed in, `authjs.ts`) signs in to this account
 * from then on, and names it in the audit log of what its owner does from Discord. One account per
 * provider: linking another replaces it. A link is never taken from another account, and the last way
 * to sign in is never unlinked.
 */
import type { ProviderLinkView } from '#core/accounts/provider-link.ts'
import type { AccountStore } from './store.ts'

/** `taken`: the provider account signs in to another account of this site. */
export type ProviderLinkOutcome = 'linked' | 'taken'

/** `last_sign_in`: without a password or another link, nothing would sign in to the account. */
export type ProviderUnlinkOutcome = 'unlinked' | 'not_linked' | 'last_sign_in'

export interface ProviderLinks {
  link(userId: string, provider: string, providerAccountId: string): Promise<ProviderLinkOutcome>
  unlink(userId: string, provider: string): Promise<ProviderUnlinkOutcome>
  /** What the profile shows of the user's link to `provider`. */
  viewOf(userId: string, provider: string): Promise<ProviderLinkView>
}

/** Rolls the replacement back when another account linked the same provider account meanwhile. */
class LinkedMeanwhile extends Error {}

export const createProviderLinks = (store: AccountStore): ProviderLinks => ({
  link: async (userId, provider, providerAccountId) => {
    try {
      return await store.transaction(async (tx) => {
        // The user's row first: two links of one account take turns, like its other changes.
        if (!(await tx.users.lockById(userId))) return 'taken'
        const owner = await tx.users.findByProviderAccount(provider, providerAccountId)
        if (owner) return owner.id === userId ? 'linked' : 'taken'
        await tx.users.unlinkProvider(userId, provider, providerAccountId)
        if (!(await tx.users.linkProviderAccount(userId, provider, providerAccountId)))
          throw new LinkedMeanwhile()
        return 'linked'
      })
    } catch (error) {
      if (error instanceof LinkedMeanwhile) return 'taken'
      throw error
    }
  },

  unlink: (userId, provider) =>
    store.transaction(async (tx) => {
      const user = await tx.users.lockById(userId)
      const links = user ? await tx.users.providerLinks(userId) : []
      if (!links.some((link) => link.provider === provider)) return 'not_linked'
      const otherWays = links.some((link) => link.provider !== provider)
      if (!user?.passwordHash && !otherWays) return 'last_sign_in'
      await tx.users.unlinkProvider(userId, provider)
      return 'unlinked'
    }),

  viewOf: async (userId, provider) => {
    const [user, links] = await Promise.all([store.users.findById(userId), store.users.providerLinks(userId)])
    const link = links.find((each) => each.provider === provider)
    if (!user || !link) return { linkedAt: null, canUnlink: false }
    return {
      linkedAt: link.linkedAt.toISOString(),
      canUnlink: user.passwordHash !== null || links.some((each) => each.provider !== provider),
    }
  },
})
