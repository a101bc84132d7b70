import type { BracketKind } from './results.schema.ts'

/**
 * What a round of an elimination bracket is called, as start.gg and Challonge call them: the last
 * three rounds of a single-elimination (or upper) bracket are its final, semifinal and quarterfinal,
 * the lower bracket's last round is its final, and the grand final's second match is the reset. Every
 * other round is called by its number. Rounds halve towards the end, so the name follows from how
 * far a round is from its bracket's last one, whatever the number of teams.
 */
export type RoundName =
  | { readonly name: 'final' | 'semifinal' | 'quarterfinal' }
  | { readonly name: 'upperFinal' | 'upperSemifinal' | 'upperQuarterfinal' }
  | { readonly name: 'lowerFinal' | 'grandFinal' | 'grandFinalReset' }
  | { readonly name: 'round' | 'lowerRound'; readonly number: number }

const FROM_THE_END = {
  main: ['final', 'semifinal', 'quarterfinal'],
  upper: ['upperFinal', 'upperSemifinal', 'upperQuarterfinal'],
} as const

/** The name of round `round` (1-based) of a bracket of kind `bracket` whose last round is `lastRound`. */
export const roundName = (bracket: BracketKind, round: number, lastRound: number): RoundName => {
  const fromTheEnd = lastRound - round
  switch (bracket) {
    case 'grand_final':
      return { name: round === 1 ? 'grandFinal' : 'grandFinalReset' }
    case 'lower':
      return fromTheEnd === 0 ? { name: 'lowerFinal' } : { name: 'lowerRound', number: round }
    case 'main':
    case 'upper': {
      const name = FROM_THE_END[bracket][fromTheEnd]
      return name === undefined ? { name: 'round', number: round } : { name }
    }
  }
}
