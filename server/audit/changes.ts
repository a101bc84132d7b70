/** What an entry of a change holds: only the fields that changed, each as it was and as it is. */
import type { AuditSnapshot } from './tables.ts'

/** JSON with every object's keys in one order: jsonb gives them back in its own. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_, inner: unknown) =>
    inner !== null && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : inner,
  )

/** The fields that differ, each as it was and as it is; both empty when nothing changed. */
export const changedFields = (
  before: AuditSnapshot,
  after: AuditSnapshot,
): { readonly before: AuditSnapshot; readonly after: AuditSnapshot } => {
  const was: Record<string, unknown> = {}
  const is: Record<string, unknown> = {}
  for (const key of Object.keys(after)) {
    if (canonical(before[key]) !== canonical(after[key])) {
      was[key] = before[key]
      is[key] = after[key]
    }
  }
  return { before: was, after: is }
}
