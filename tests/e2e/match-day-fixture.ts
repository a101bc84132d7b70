/**
 * A disputed match the end-to-end server holds before it starts (`seed-e2e.ts`): in the demo's running
 * round robin, the first match still to be played, reported by the first team's captain as the second
 * team's forfeit and disputed by the second team's captain. The dispute freezes the match (no timer
 * settles it), so the results every other test reads stay as the demo seeded them.
 * Plain data: the seeding script and the tests both read it.
 */
export const DISPUTED_MATCH = {
  tournament: 'valorant-lviv-clash',
  /** The side that forfeits by the report: the second team. */
  forfeiting: 2,
  reason: 'We were in the lobby at 19:00;\nthe other team never joined.',
} as const
