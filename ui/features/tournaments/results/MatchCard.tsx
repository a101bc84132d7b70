import { createContext, useContext } from 'react'
import { matchPagePath } from '#core/tournaments/match-path.ts'
import type { BracketKind, Match, MatchOpponent } from '#core/tournaments/results.schema.ts'
import { LocalizedLink } from '#ui/shared/components/LocalizedLink.tsx'
import { type Translator, useI18n } from '#ui/shared/i18n/i18n.tsx'
import { TeamLogo } from '../ParticipantsTab.tsx'
import { sideName } from './names.ts'

/** Where a match sits in its stage, to name it in words ("Upper bracket, round 2, match 1"). */
export interface MatchPlace {
  readonly bracket: BracketKind
  readonly round: number
  readonly number: number
}
export type MatchPlaces = ReadonlyMap<string, MatchPlace>

export const placeName = (LL: Translator, place: MatchPlace): string =>
  LL.tournament.results.matchPlace({
    bracket: LL.tournament.results.brackets[place.bracket](),
    round: place.round,
    number: place.number,
  })

/** The tournament (slug or id) whose match pages the cards link to; none: the cards link nowhere. */
export const MatchLinkContext = createContext<string | null>(null)

const Side = ({ side }: { side: MatchOpponent | null }) => {
  const { LL } = useI18n()
  const R = LL.tournament.results
  const name = sideName(LL, side)
  return (
    <div className="match__side" data-result={side?.result ?? undefined}>
      <TeamLogo url={side?.team?.logo_url ?? null} />
      <span className="match__team">
        {name}
        {side?.forfeit ? <span className="match__forfeit"> ({R.forfeit()})</span> : null}
      </span>{' '}
      <span className="match__score">{side?.score ?? ''}</span>
    </div>
  )
}

/** The outcome in words, for every reader (shown to screen readers only: the card shows it visually). */
const outcome = (LL: Translator, match: Match, places: MatchPlaces): string => {
  const R = LL.tournament.results
  const [a, b] = match.opponents
  const winner = [a, b].find((side) => side?.result === 'win')
  const finished = match.status === 'completed' || match.status === 'archived'
  const sentences = [
    winner?.team
      ? R.winner({ team: winner.team.name })
      : finished && a?.result === 'draw'
        ? R.draw()
        : finished
          ? null
          : R.notPlayed(),
  ]
  const winnerPlace = match.winner_to ? places.get(match.winner_to) : undefined
  if (winnerPlace) sentences.push(R.winnerTo({ match: placeName(LL, winnerPlace) }))
  const loserPlace = match.loser_to ? places.get(match.loser_to) : undefined
  if (loserPlace) sentences.push(R.loserTo({ match: placeName(LL, loserPlace) }))
  else if (winnerPlace) sentences.push(R.loserOut())
  return sentences.filter((sentence) => sentence !== null).join(' ')
}

/** A head-to-head match: both sides with their score, the winner marked, and where each side goes. */
export const MatchCard = ({ match, places }: { match: Match; places: MatchPlaces }) => {
  const { LL } = useI18n()
  const tournamentKey = useContext(MatchLinkContext)
  const [a, b] = match.opponents
  const label = LL.tournament.results.match({ number: match.number })
  return (
    <div className="match" data-status={match.status}>
      <p className="match__label">
        {tournamentKey ? (
          <LocalizedLink
            to={matchPagePath(tournamentKey, match.id)}
            aria-label={LL.tournament.matchPage.linkLabel({
              match: label,
              teamA: sideName(LL, a),
              teamB: sideName(LL, b),
            })}
          >
            {label}
          </LocalizedLink>
        ) : (
          label
        )}
      </p>
      <Side side={a} />
      <span className="visually-hidden">{LL.tournament.results.versus()}</span>
      <Side side={b} />
      <p className="visually-hidden">{outcome(LL, match, places)}</p>
    </div>
  )
}
