/** The oblast id at every boundary (the profile form, the API, the alerts adapter's output). */
import { OneOf } from '#core/shared/validation/rules.ts'
import { OBLAST_IDS } from './oblasts.ts'

export * from './oblasts.ts'

/** One of the 27 regions (`oblasts.ts`); anything else is refused with the form's `invalid` message. */
export const OblastId = OneOf(OBLAST_IDS)

/** The profile's field: '' while the player has not chosen (the default: it is opt-in). */
export const OptionalOblast = OneOf(['', ...OBLAST_IDS])
