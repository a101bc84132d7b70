import './tournaments.css'
import type { Phase } from '#core/tournaments/timeline.ts'
import { LocalizedLink } from '#ui/shared/components/LocalizedLink.tsx'
import { useI18n } from '#ui/shared/i18n/i18n.tsx'
import { GameCover } from './GameCover.tsx'
import { PhaseBadge } from './PhaseBadge.tsx'

/** A card of the list, from what the list's data hook worked out on the server. */
export interface TournamentCardView {
  readonly key: string
  readonly name: string
  readonly game: string
  readonly format: string
  readonly cancelled: boolean
  readonly phase: Phase
  readonly coverUrl: string | null
  readonly starts: { readonly iso: string; readonly text: string }
  readonly ends: { readonly iso: string; readonly text: string }
  readonly prizeFund: string
  readonly entryFee: string | null
  readonly teams: { readonly registered: number; readonly confirmed: number; readonly slots: number }
}

export const TournamentCard = ({ card }: { card: TournamentCardView }) => {
  const { LL } = useI18n()
  const T = LL.tournament
  return (
    <article className="tournament-card" aria-labelledby={`card-${card.key}`}>
      <GameCover url={card.coverUrl} game={card.game} />
      <div className="tournament-card__body">
        <p className="tournament-card__top">
          <span className="eyebrow">{card.game}</span>
          <PhaseBadge phase={card.phase} cancelled={card.cancelled} />
        </p>
        <h2 className="tournament-card__title" id={`card-${card.key}`}>
          <LocalizedLink to={`/tournaments/${card.key}`}>{card.name}</LocalizedLink>
        </h2>
        <dl className="facts facts--compact">
          <div className="facts__row">
            <dt>{T.format()}</dt>
            <dd>{card.format}</dd>
          </div>
          <div className="facts__row">
            <dt>{T.list.dates()}</dt>
            <dd>
              <time dateTime={card.starts.iso}>{card.starts.text}</time>
              {' – '}
              <time dateTime={card.ends.iso}>{card.ends.text}</time>
            </dd>
          </div>
          <div className="facts__row">
            <dt>{T.prizeFund()}</dt>
            <dd>{card.prizeFund}</dd>
          </div>
          <div className="facts__row">
            <dt>{T.entry()}</dt>
            <dd>{card.entryFee === null ? T.free() : T.fee({ amount: card.entryFee })}</dd>
          </div>
          <div className="facts__row">
            <dt>{T.list.teams()}</dt>
            <dd>{T.list.teamsValue(card.teams)}</dd>
          </div>
        </dl>
      </div>
    </article>
  )
}
