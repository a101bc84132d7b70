/**
 * Competition rules of tournament stages (pure): Swiss pairing and standings, battle-royale scoring,
 * round-robin group standings. The server stores results and renders tables from these answers.
 */

export {
  BATTLE_ROYALE_POINTS_TABLES,
  type BattleRoyaleGroupStandings,
  BattleRoyaleMatch,
  BattleRoyaleMatches,
  type BattleRoyaleMatchStandings,
  type BattleRoyalePoints,
  BattleRoyalePointsTableName,
  type BattleRoyaleResults,
  BattleRoyaleScoring,
  type BattleRoyaleStanding,
  BattleRoyaleTeamResult,
  BattleRoyaleTieBreak,
  battleRoyaleComparator,
  battleRoyaleResults,
  battleRoyaleStandings,
  DEFAULT_BATTLE_ROYALE_POINTS_TABLE,
  DEFAULT_BATTLE_ROYALE_SCORING,
  DEFAULT_BATTLE_ROYALE_TIE_BREAKS,
  decodeBattleRoyaleMatches,
  decodeBattleRoyaleScoring,
  namedBattleRoyaleScoring,
  placementPointsFor,
} from './battle-royale.ts'
export {
  DEFAULT_GROUP_POINTS,
  decodeGroupPoints,
  decodeGroupResults,
  GroupMatch,
  GroupPoints,
  GroupResults,
  type GroupStanding,
  GroupTeam,
  groupStandings,
} from './round-robin.ts'
export {
  decodeSwissHistory,
  isSwissStageFinished,
  pairSwissRound,
  recommendedSwissRounds,
  SwissHistory,
  SwissMatch,
  type SwissPairing,
  type SwissRound,
  type SwissStanding,
  SwissTeam,
  swissStandings,
} from './swiss.ts'
