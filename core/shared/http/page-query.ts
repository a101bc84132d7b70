/**
 * The page of a list as its query string names it (`?page=2&page_size=20`): what every paginated
 * endpoint of the API decodes with, so a page number means the same everywhere.
 */
import { Schema, SchemaTransformation } from 'effect'

/** A page number or size as a URL writes it: digits only, no sign, exponent or spaces; 1 to `maximum`. */
export const WholeNumber = (maximum: number) =>
  Schema.String.check(Schema.isMaxLength(6), Schema.isPattern(/^[1-9][0-9]*$/u)).pipe(
    Schema.decodeTo(
      Schema.Int.check(Schema.isBetween({ minimum: 1, maximum })),
      SchemaTransformation.transform({ decode: Number, encode: String }),
    ),
  )
