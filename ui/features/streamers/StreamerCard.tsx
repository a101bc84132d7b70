import './streamers.css'
import { useI18n } from '#ui/shared/i18n/i18n.tsx'
import { LiveBadge } from './LiveBadge.tsx'
import { playerPagePath } from './player-link.ts'
import { StreamerAvatar } from './StreamerAvatar.tsx'
import type { StreamerSummary } from './views.ts'

/** One streamer in the list: avatar, name (to their page), live state and, when live, "watch live". */
export const StreamerCard = ({ streamer }: { streamer: StreamerSummary }) => {
  const { LL, locale } = useI18n()
  const S = LL.streamers
  return (
    <article
      className={`streamer-card${streamer.live ? ' streamer-card--live' : ''}`}
      aria-labelledby={`streamer-${streamer.id}`}
    >
      <StreamerAvatar url={streamer.avatarUrl} size={72} />
      <div className="streamer-card__body">
        <h2 className="streamer-card__name" id={`streamer-${streamer.id}`}>
          <a href={playerPagePath(`/streamers/${streamer.id}`, locale)} data-vike="false">
            {streamer.name}
          </a>
        </h2>
        <p className="streamer-card__state">
          <LiveBadge live={streamer.live} />
        </p>
        {streamer.live?.title ? <p className="streamer-card__title">{streamer.live.title}</p> : null}
        {streamer.live ? (
          <a
            className="button button--primary button--small"
            href={playerPagePath(`/streams/${streamer.id}`, locale)}
            data-vike="false"
            aria-label={S.watchLiveOf({ name: streamer.name })}
          >
            {S.watchLive()}
          </a>
        ) : null}
      </div>
    </article>
  )
}
