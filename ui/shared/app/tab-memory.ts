/**
 * What a person is in the middle of, kept in this tab only (`sessionStorage`, ADR 0058): a reload,
 * the browser's Back and Forward, or a sign-in in between then do not lose it, and closing the tab
 * does. Never a password. A browser that refuses storage (private modes, a full quota) only loses the
 * convenience: every call here answers as if nothing was kept.
 */

const PREFIX = 'esports:'

/** What a page keeps is small: a longer value is not something it wrote. */
const MAX_KEPT_LENGTH = 20_000

const storage = (): Storage | null => {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage
  } catch {
    return null
  }
}

/** The value kept under `key`, parsed; null when none (or not readable). The caller checks its shape. */
export const recall = (key: string): unknown => {
  try {
    const text = storage()?.getItem(PREFIX + key)
    if (!text || text.length > MAX_KEPT_LENGTH) return null
    return JSON.parse(text) as unknown
  } catch {
    return null
  }
}

export const keep = (key: string, value: unknown): void => {
  try {
    storage()?.setItem(PREFIX + key, JSON.stringify(value))
  } catch {
    // Storage refused: the page works as before, without the memory.
  }
}

export const forget = (key: string): void => {
  try {
    storage()?.removeItem(PREFIX + key)
  } catch {
    // As above.
  }
}

/** A plain object whose values are all strings (what a form draft is). */
export const stringRecord = (value: unknown): Readonly<Record<string, string>> | null => {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null
  const entries = Object.entries(value)
  return entries.every(([, field]) => typeof field === 'string')
    ? (Object.fromEntries(entries) as Record<string, string>)
    : null
}
