/** A tournament's address (`/tournaments/{slug}`) derived from its name. */
import { latinSlug } from '#core/shared/format/latin-slug.ts'

/** Leaves room for a `-2`… suffix under the column's 100 characters. */
const BASE_MAX = 90

/** `Кубок Ватри 2026` → `kubok-vatry-2026`; `tournament` when nothing of the name is left. */
export const slugFromName = (name: string): string => latinSlug(name, BASE_MAX) || 'tournament'
