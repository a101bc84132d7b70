/**
 * What the tournaments offer the other server features (the teams): a tournament row as core's
 * summary, with the team counts read as columns of the same query.
 */
export { toTournamentSummary } from './tournament.mapper.ts'
export { findTournamentBySlugOrId, teamCountColumns } from './tournament.repository.ts'
