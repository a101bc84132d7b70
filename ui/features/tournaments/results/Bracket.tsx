import type { Bracket, Round } from '#core/tournaments/results.schema.ts'
import { roundName } from '#core/tournaments/round-names.ts'
import { useI18n } from '#ui/shared/i18n/i18n.tsx'
import { MatchCard, type MatchPlaces } from './MatchCard.tsx'
import { roundTitle } from './names.ts'

/**
 * How a round's matches join the next round's, for the connector lines: pairs into one (a halving
 * round), one to one (lower-bracket rounds that take in the upper bracket's losers), or none (last).
 */
const joinOf = (round: Round, next: Round | undefined): 'pairs' | 'straight' | 'last' => {
  if (!next) return 'last'
  return next.matches.length * 2 === round.matches.length ? 'pairs' : 'straight'
}

/**
 * An elimination bracket: a CSS grid of rounds with connector lines, scrolling sideways on narrow
 * screens inside a focusable region. Read by a screen reader it is a heading per round and an ordered
 * list of its matches, each saying who won and where winner and loser go.
 */
export const BracketView = ({
  bracket,
  places,
  id,
}: {
  bracket: Bracket
  places: MatchPlaces
  id: string
}) => {
  const { LL } = useI18n()
  const R = LL.tournament.results
  const name = R.brackets[bracket.kind]()
  const rounds = [...bracket.rounds].sort((a, b) => a.number - b.number)
  const lastRound = rounds.at(-1)?.number ?? 1
  return (
    <section className="bracket-section" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{name}</h3>
      <section
        className="bracket-scroll"
        aria-label={R.scrollRegion({ bracket: name })}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls sideways takes focus, so keys can scroll it
        tabIndex={0}
      >
        <div className="bracket">
          {rounds.map((round, index) => (
            <div key={round.number} className="bracket__round" data-join={joinOf(round, rounds[index + 1])}>
              <h4 className="bracket__round-title">
                {roundTitle(LL, roundName(bracket.kind, round.number, lastRound))}
              </h4>
              <ol className="bracket__matches">
                {[...round.matches]
                  .sort((a, b) => a.number - b.number)
                  .map((match) => (
                    <li key={match.id} className="bracket__match">
                      <MatchCard match={match} places={places} />
                    </li>
                  ))}
              </ol>
            </div>
          ))}
        </div>
      </section>
    </section>
  )
}

/** Every match of some brackets by id, with where it sits. */
export const placesOf = (brackets: ReadonlyArray<Bracket>): MatchPlaces => {
  const places = new Map<string, { bracket: Bracket['kind']; round: number; number: number }>()
  for (const bracket of brackets)
    for (const round of bracket.rounds)
      for (const match of round.matches)
        places.set(match.id, { bracket: bracket.kind, round: round.number, number: match.number })
  return places
}
