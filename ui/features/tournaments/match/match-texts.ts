/** The match page's words: its title, description and the names of its place in the tournament. */
import type { Locale } from '#core/shared/i18n/locale.ts'
import { gamesToWin } from '#core/tournaments/best-of.ts'
import type { MatchPosition, MatchView } from '#core/tournaments/match-view.ts'
import type { Translator } from '#ui/shared/i18n/i18n.tsx'
import { roundTitle, sideName } from '../results/names.ts'
import { stageTitle } from '../StageTitle.ts'

/** "First to 2 wins out of 3": best of N as the tournament's details name it. */
export const bestOfText = (LL: Translator, bestOf: number): string =>
  LL.tournament.stage.bestOf({ count: gamesToWin(bestOf), games: bestOf })

/**
 * A round in words. A plain "Round 2" of a double elimination names its bracket, which the results
 * tab says in the heading above it; the finals' names already say theirs.
 */
export const positionRound = (LL: Translator, position: MatchPosition): string => {
  const round = roundTitle(LL, position.round_name)
  const { bracket } = position
  return position.round_name.name === 'round' && (bracket === 'upper' || bracket === 'lower')
    ? `${LL.tournament.results.brackets[bracket]()}, ${round}`
    : round
}

/** "Semifinal, match 1": another match named in a sentence (where the winner goes). */
export const positionName = (LL: Translator, position: MatchPosition): string =>
  LL.tournament.matchPage.matchIn({ round: positionRound(LL, position), number: position.number })

const teamsOf = (LL: Translator, match: MatchView) => ({
  teamA: sideName(LL, match.sides[0]),
  teamB: sideName(LL, match.sides[1]),
})

export const matchTitle = (LL: Translator, match: MatchView): string =>
  LL.tournament.matchPage.title({ ...teamsOf(LL, match), name: match.tournament.name })

export const matchDescription = (LL: Translator, locale: Locale, match: MatchView): string =>
  LL.tournament.matchPage.description({
    ...teamsOf(LL, match),
    round: positionRound(LL, match),
    stage: stageTitle(LL, locale, match.stage).text,
    name: match.tournament.name,
    format: bestOfText(LL, match.best_of),
  })
