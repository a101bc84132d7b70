/**
 * The networks a user has proved to own the account from (ADR 0019): a password sign-in, a verified
 * SMS code of the account's number, a password reset. Failed sign-ins from such a network do not count
 * against the account's limit, so an attacker elsewhere cannot lock the owner out (ASVS V6.3.1); the
 * per-address limit still holds everywhere.
 *
 * A network is an IPv4 address or an IPv6 /64 (one subscriber's prefix: privacy addresses change
 * inside it daily). It is kept as an HMAC of user and network, never in clear, and forgotten when
 * unseen for `LIFETIMES.knownNetworkSeconds`.
 */
import { isIPv4, isIPv6 } from 'node:net'
import { and, eq, gt, lt } from 'drizzle-orm'
import { hmacHex } from '#server/platform/crypto.ts'
import type { AppDatabase } from '#server/platform/db/client.ts'
import { knownNetworks } from '#server/platform/db/schema.ts'
import { LIFETIMES } from './policies.ts'

export interface KnownNetworks {
  /** Whether the user proved the account from the network of `ip` lately. */
  isKnown(userId: string, ip: string): Promise<boolean>
  /** Remembers (or refreshes) the network of `ip` as the user's. */
  remember(userId: string, ip: string): Promise<void>
  /**
   * A new password: the networks remembered so far are forgotten (one of them may be an attacker's
   * who knew the old one) and only `ip`'s is kept.
   */
  startOver(userId: string, ip: string): Promise<void>
}

export interface KnownNetworksOptions {
  /** The HMAC key of the network hashes. */
  readonly key: Buffer
  readonly now: () => Date
}

/** The 8 groups of an IPv6 address (already checked by `isIPv6`), as numbers. */
const ipv6Groups = (address: string): number[] | undefined => {
  const [head = '', tail] = address.split('::')
  const parse = (part: string): string[] => (part === '' ? [] : part.split(':'))
  const words = (parts: string[]): number[] =>
    parts.flatMap((part) => {
      // An embedded IPv4 address (`::ffff:1.2.3.4`) is the last two groups.
      if (part.includes('.')) {
        const [a = 0, b = 0, c = 0, d = 0] = part.split('.').map(Number)
        return [a * 256 + b, c * 256 + d]
      }
      return [Number.parseInt(part, 16)]
    })
  const front = words(parse(head))
  const back = tail === undefined ? [] : words(parse(tail))
  const missing = 8 - front.length - back.length
  if (missing < 0 || (tail === undefined && missing !== 0)) return undefined
  return [...front, ...Array.from({ length: missing }, () => 0), ...back]
}

/**
 * The network an address belongs to, spelled one way: the IPv4 address itself (also when written as
 * an IPv4-mapped IPv6 address), or the first four groups of an IPv6 address. Undefined for anything
 * else (`unknown` when no socket is behind a request): such a client never counts as known.
 */
export const networkOf = (ip: string): string | undefined => {
  const address = ip.split('%')[0] ?? ''
  if (isIPv4(address)) return address
  if (!isIPv6(address)) return undefined
  const groups = ipv6Groups(address.toLowerCase())
  if (!groups) return undefined
  const mapped = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff
  if (mapped) {
    const [high = 0, low = 0] = groups.slice(6)
    return [high >> 8, high & 255, low >> 8, low & 255].join('.')
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`
}

export const createKnownNetworks = (db: AppDatabase, { key, now }: KnownNetworksOptions): KnownNetworks => {
  const hashOf = (userId: string, network: string) => hmacHex(key, 'known-network', userId, network)
  const remember = async (userId: string, ip: string) => {
    const network = networkOf(ip)
    if (!network) return
    const at = now()
    await db
      .insert(knownNetworks)
      .values({ userId, networkHash: hashOf(userId, network), lastSeenAt: at })
      .onConflictDoUpdate({
        target: [knownNetworks.userId, knownNetworks.networkHash],
        set: { lastSeenAt: at },
      })
  }

  return {
    isKnown: async (userId, ip) => {
      const network = networkOf(ip)
      if (!network) return false
      const since = new Date(now().getTime() - LIFETIMES.knownNetworkSeconds * 1000)
      const [row] = await db
        .select({ userId: knownNetworks.userId })
        .from(knownNetworks)
        .where(
          and(
            eq(knownNetworks.userId, userId),
            eq(knownNetworks.networkHash, hashOf(userId, network)),
            gt(knownNetworks.lastSeenAt, since),
          ),
        )
        .limit(1)
      return row !== undefined
    },

    remember,

    startOver: async (userId, ip) => {
      await db.delete(knownNetworks).where(eq(knownNetworks.userId, userId))
      await remember(userId, ip)
    },
  }
}

/** Deletes the networks unseen for longer than they are believed (the hourly purge). */
export const purgeStaleNetworks = async (db: AppDatabase, at: Date): Promise<number> => {
  const before = new Date(at.getTime() - LIFETIMES.knownNetworkSeconds * 1000)
  const removed = await db
    .delete(knownNetworks)
    .where(lt(knownNetworks.lastSeenAt, before))
    .returning({ userId: knownNetworks.userId })
  return removed.length
}
