import type { RoundName } from '#core/tournaments/round-names.ts'
import type { Translator } from '#ui/shared/i18n/i18n.tsx'

/** A round's title as the results tab and the match page write it ("Semifinal", "Round 2"). */
export const roundTitle = (LL: Translator, round: RoundName): string => {
  const R = LL.tournament.results
  switch (round.name) {
    case 'round':
      return R.round({ number: round.number })
    case 'lowerRound':
      return R.roundNames.lowerRound({ number: round.number })
    default:
      return R.roundNames[round.name]()
  }
}

/** A side's name in words: its team, "Bye" (no side), or "To be decided" (no team yet). */
export const sideName = (LL: Translator, side: { readonly team: { readonly name: string } | null } | null) =>
  side === null ? LL.tournament.results.bye() : (side.team?.name ?? LL.tournament.results.tbd())
