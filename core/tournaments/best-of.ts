/**
 * A best-of-N series: the games a side must win to take it. Its own module, free of schemas, so the
 * pages that show a format or a score form load no `effect` for it.
 */
export const gamesToWin = (bestOf: number): number => Math.floor(bestOf / 2) + 1
