/**
 * The REST API speaks snake_case JSON (like `registration_start`, `access_token` of spec §3, §7)
 * while forms and schemas in the core are camelCase. Request bodies and field-error maps cross the
 * wire through these two shallow key conversions, in the browser adapter and in the server alike.
 */
const toSnake = (key: string): string => key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)
const toCamel = (key: string): string =>
  key.replace(/_([a-z0-9])/g, (_, letter: string) => letter.toUpperCase())

const mapKeys = (value: unknown, convert: (key: string) => string): unknown =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? Object.fromEntries(Object.entries(value).map(([key, inner]) => [convert(key), inner]))
    : value

/** `{confirmPassword: 'x'}` → `{confirm_password: 'x'}` (top-level keys only). */
export const toWire = (value: unknown): unknown => mapKeys(value, toSnake)

/** `{confirm_password: 'x'}` → `{confirmPassword: 'x'}` (top-level keys only). */
export const fromWire = (value: unknown): unknown => mapKeys(value, toCamel)

export const wireKey = toSnake
export const formKey = toCamel
