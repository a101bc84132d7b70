/**
 * Every row is named by a UUID. A text that is not one names nothing, and is never sent to a uuid
 * column (PostgreSQL would answer it with an error, not with "no row"). Hex digits need no unicode
 * flag, which keeps the pattern readable by the linear-time check.
 */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export const isUuid = (text: string): boolean => UUID_PATTERN.test(text)
