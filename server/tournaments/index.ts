/**
 * What the tournaments offer the other server features (the teams): a tournament row as core's
 * summary, with the team counts read as columns of the same query.
 */

export type { ReadyMatch } from './stages/next-matches.ts'
export type { MatchesReady } from './stages/use-cases.ts'
export { toTournamentSummary } from './tournament.mapper.ts'
export { findTournamentBySlugOrId, teamCountColumns } from './tournament.repository.ts'
