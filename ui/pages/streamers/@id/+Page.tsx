import { useData } from 'vike-react/useData'
import '#ui/features/streamers/streamers.css'
import { StreamerChannelLinks } from '#ui/features/streamers/ChannelLinks.tsx'
import { LiveBadge } from '#ui/features/streamers/LiveBadge.tsx'
import { playerPagePath } from '#ui/features/streamers/player-link.ts'
import { StreamerAvatar } from '#ui/features/streamers/StreamerAvatar.tsx'
import { VideoThumb } from '#ui/features/streamers/VideoThumb.tsx'
import { LocalizedLink } from '#ui/shared/components/LocalizedLink.tsx'
import { useI18n } from '#ui/shared/i18n/i18n.tsx'
import type { Data } from './+data.ts'

/** A streamer's page: who they are, where to find them, whether they are live, their latest videos. */
export const Page = () => {
  const { streamer, videos } = useData<Data>()
  const { LL, locale } = useI18n()
  const S = LL.streamers
  return (
    <article className="container section streamer-profile" aria-labelledby="streamer-name">
      <header className="streamer-profile__head">
        <StreamerAvatar url={streamer.avatarUrl} size={128} />
        <div>
          <h1 id="streamer-name">{streamer.name}</h1>
          <p>
            <LiveBadge live={streamer.live} />
          </p>
          {streamer.live?.title ? <p className="muted">{streamer.live.title}</p> : null}
          {streamer.live ? (
            <a
              className="button button--primary"
              href={playerPagePath(`/streams/${streamer.id}`, locale)}
              data-vike="false"
            >
              {S.watchLive()}
            </a>
          ) : null}
        </div>
      </header>
      {streamer.bio ? (
        <section aria-labelledby="streamer-about">
          <h2 id="streamer-about">{S.profile.about()}</h2>
          <p lang={streamer.bio.fallback ? streamer.bio.lang : undefined}>{streamer.bio.value}</p>
        </section>
      ) : null}
      <StreamerChannelLinks links={streamer.links} headingId="streamer-links" />
      <section aria-labelledby="streamer-videos">
        <h2 id="streamer-videos">{S.profile.videos()}</h2>
        {videos.length === 0 ? (
          <p className="muted">{S.profile.noVideos()}</p>
        ) : (
          <>
            <p className="muted">{S.video.notice()}</p>
            <ul className="video-list">
              {videos.map((video) => (
                <li key={video.youtubeId}>
                  <VideoThumb video={video} />
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
      <p className="back-link">
        <LocalizedLink to="/streamers">{S.profile.allStreamers()}</LocalizedLink>
      </p>
    </article>
  )
}
