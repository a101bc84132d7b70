/**
 * CHECK constraints written from core's own constants, so the database refuses exactly what the
 * schemas refuse and a limit or a list of states is changed in one place (then `npm run db:generate`
 * writes the migration). A constraint holds no query parameters: the values are written into its SQL,
 * numbers as whole numbers and words quoted.
 *
 * Lengths are counted as `char_length` counts them, in Unicode code points: core's length checks
 * (`hasMinLength`, `hasMaxLength`) count the same way.
 */
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm'

const whole = (value: number): SQL => {
  if (!Number.isSafeInteger(value)) throw new Error(`A check's number must be whole: ${value}`)
  return sql.raw(String(value))
}

const word = (value: string): SQL => sql.raw(`'${value.replaceAll("'", "''")}'`)

/** The column holds one of `values` (or is null: a CHECK lets null through, `notNull` refuses it). */
export const isOneOf = (column: SQLWrapper, values: ReadonlyArray<string>): SQL =>
  sql`${column} in (${sql.join(values.map(word), sql`, `)})`

/** The text has `min` to `max` characters. */
export const hasLengthBetween = (column: SQLWrapper, min: number, max: number): SQL =>
  sql`char_length(${column}) between ${whole(min)} and ${whole(max)}`

/** The text has at most `max` characters. */
export const hasLengthAtMost = (column: SQLWrapper, max: number): SQL =>
  sql`char_length(${column}) <= ${whole(max)}`

/** The text has exactly `length` characters. */
export const hasLength = (column: SQLWrapper, length: number): SQL =>
  sql`char_length(${column}) = ${whole(length)}`

/**
 * The text matches `pattern`, written as PostgreSQL's `~` reads it. Only for patterns that both
 * dialects read alike: anchors, character classes of plain characters, quantifiers.
 */
export const matches = (column: SQLWrapper, pattern: RegExp): SQL => sql`${column} ~ ${word(pattern.source)}`

/** The number is `min` to `max`, both included. */
export const isBetween = (column: SQLWrapper, min: number, max: number): SQL =>
  sql`${column} between ${whole(min)} and ${whole(max)}`
