/**
 * What the tournaments offer the other server features: to the teams a tournament row as core's
 * summary, with the team counts read as columns of the same query; to the players' match reports
 * (server/matches) the tournament's lock of a match, its stage's rows, the result rules and the
 * results desk that writes a result.
 */

export {
  CONFLICT_MESSAGES as STAGE_CONFLICT_MESSAGES,
  RESULT_MESSAGES as MATCH_RESULT_MESSAGES,
} from './results-desk/routes.ts'
export { createResultsDesk, type DeskActor, type ResultsDesk } from './results-desk/use-cases.ts'
export type { ReadyMatch } from './stages/next-matches.ts'
export { loadStage, lockTournamentOfMatch, type StageData } from './stages/stage-store.ts'
export { readNextMatches, type TeamNextMatch } from './stages/teams-next-matches.ts'
export type { MatchesReady } from './stages/use-cases.ts'
export { checkId, checkReport } from './stages/use-cases.ts'
export { toTournamentSummary } from './tournament.mapper.ts'
export { findTournamentBySlugOrId, teamCountColumns } from './tournament.repository.ts'
