/**
 * Usernames the server makes up: `player` + digits for phone sign-ups, the provider's display name
 * for social sign-ins, each with digits added until one is free (3-24 characters, no spaces).
 */
import { randomInt } from 'node:crypto'
import { NICKNAME_MAX, NICKNAME_MIN } from '#core/shared/validation/rules.ts'
import type { AccountStore, NewUser, UserRecord } from './store.ts'

export const FALLBACK_USERNAME = 'player'

/** A display name made fit for a username: letters, digits, `_ . -` only; `player` if too little is left. */
export const usernameBase = (name: string | null | undefined): string => {
  // By code points, like the database's char_length: a cut never splits a surrogate pair.
  const cleaned = [...(name ?? '').normalize('NFKC').replace(/[^\p{L}\p{N}_.-]/gu, '')].slice(0, NICKNAME_MAX)
  return cleaned.length >= NICKNAME_MIN ? cleaned.join('') : FALLBACK_USERNAME
}

/** `base` with `digits` random digits, cut so the whole fits in 24 characters. */
export const withDigits = (base: string, digits: number): string => {
  const suffix = String(randomInt(10 ** (digits - 1), 10 ** digits))
  return `${[...base].slice(0, NICKNAME_MAX - suffix.length).join('')}${suffix}`
}

const ATTEMPTS = 20

/**
 * Inserts `user` under the first free name of `candidates(attempt)`. Answers undefined when the
 * insert conflicts on something other than the name (e-mail or phone taken meanwhile).
 */
export const insertWithFreeUsername = async (
  store: AccountStore,
  candidates: (attempt: number) => string,
  user: Omit<NewUser, 'username'>,
): Promise<UserRecord | undefined> => {
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    const username = candidates(attempt)
    if (await store.users.isUsernameTaken(username)) continue
    const created = await store.users.insert({ ...user, username })
    if (created) return created
    // The name was free a moment ago: the conflict is the name (a race) or another unique value.
    if (!(await store.users.isUsernameTaken(username))) return undefined
  }
  throw new Error('No free username found')
}
