/**
 * A tournament's cover image, or, without one, a panel with the game's name: decorative either way
 * (the card and the hero name the tournament and its game in text).
 */
export const GameCover = ({
  url,
  game,
  large = false,
}: {
  url: string | null
  game: string
  large?: boolean
}) => (
  <div className={large ? 'game-cover game-cover--large' : 'game-cover'} aria-hidden="true">
    {url ? (
      <img src={url} alt="" loading={large ? 'eager' : 'lazy'} decoding="async" />
    ) : (
      <span className="game-cover__name">{game}</span>
    )}
  </div>
)
