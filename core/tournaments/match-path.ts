/**
 * The path of a match's page, without the language prefix. Its own module, free of schemas, so that
 * the pages linking to matches load no `effect` for it.
 */
export const matchPagePath = (tournamentKey: string, matchId: string): string =>
  `/tournaments/${tournamentKey}/matches/${matchId}`
