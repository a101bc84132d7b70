/**
 * Matches of the demo's running round robin as the end-to-end server holds them before it starts
 * (`seed-e2e.ts`). Plain data: the seeding script and the tests both read it.
 *
 * - `DISPUTED_MATCH`: the first match still to be played, reported by the first team's captain as the
 *   second team's forfeit and disputed by the second team's captain. The dispute freezes the match (no
 *   timer settles it), so the results the other tests read stay as the demo seeded them.
 * - `MATCH_DAY_CAPTAINS`: per language, the captains of both teams of a further match to be played
 *   (teams of no other chosen match), signing in by e-mail; the match-day journey
 *   (`match-day.spec.ts`, run after the tests that read the demo's results) plays it, from its ready
 *   check (the league has one; only these two matches have a scheduled time) to the confirmation.
 */
export const DISPUTED_MATCH = {
  tournament: 'valorant-lviv-clash',
  /** The side that forfeits by the report: the second team. */
  forfeiting: 2,
  reason: 'We were in the lobby at 19:00;\nthe other team never joined.',
} as const

/** The league's ready check, and when the match-day matches are scheduled (from the seeding). */
export const MATCH_DAY_READY_MINUTES = 10
export const MATCH_DAY_SCHEDULED_IN_MS = 24 * 60 * 60_000

const captain = (name: string) => ({
  nickname: name,
  email: `${name.toLowerCase()}@e2e.example`,
  password: 'Match-day-captain-1',
})

export const MATCH_DAY_CAPTAINS = {
  uk: { reporting: captain('MatchDayReportsUk'), answering: captain('MatchDayAnswersUk') },
  en: { reporting: captain('MatchDayReportsEn'), answering: captain('MatchDayAnswersEn') },
} as const
