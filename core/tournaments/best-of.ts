/**
 * A match's format: the games a side must win to take a best-of-N series, and whether its stage takes a
 * double forfeit. Its own module, free of schemas, so the pages that show a format or a result form
 * load no `effect` for it.
 */
export const gamesToWin = (bestOf: number): number => Math.floor(bestOf / 2) + 1

/**
 * Whether a stage of this kind takes a double forfeit: elimination brackets do (nobody advances);
 * group and Swiss tables have no row for a match both sides lost, so there it is refused.
 */
export const allowsDoubleForfeit = (kind: string): boolean =>
  kind === 'single_elimination' || kind === 'double_elimination'
