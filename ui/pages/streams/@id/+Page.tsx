import { useData } from 'vike-react/useData'
import '#ui/features/streamers/streamers.css'
import { StreamerChannelLinks } from '#ui/features/streamers/ChannelLinks.tsx'
import { LiveBadge } from '#ui/features/streamers/LiveBadge.tsx'
import { playerPagePath } from '#ui/features/streamers/player-link.ts'
import { StreamerAvatar } from '#ui/features/streamers/StreamerAvatar.tsx'
import { useI18n } from '#ui/shared/i18n/i18n.tsx'
import type { Data } from './+data.ts'

/** A live stream: the platform's player and chat; offline, the streamer's channels instead. */
export const Page = () => {
  const { streamer, live, embed } = useData<Data>()
  const { LL, locale } = useI18n()
  const S = LL.streamers
  const platform = live ? S.platform[live.platform]() : ''
  return (
    <article className="container section stream" aria-labelledby="stream-heading">
      <header className="streamer-profile__head">
        <StreamerAvatar url={streamer.avatarUrl} size={72} />
        <div>
          <h1 id="stream-heading">
            {live
              ? S.stream.title({ name: streamer.name })
              : S.stream.offlineHeading({ name: streamer.name })}
          </h1>
          <p>
            <LiveBadge live={live} />
            {live ? <span className="muted"> · {S.liveOn({ platform })}</span> : null}
          </p>
          {live?.title ? <p className="muted">{live.title}</p> : null}
          {live?.started ? (
            <p className="muted">
              <time dateTime={live.started.iso}>{S.stream.startedAt({ time: live.started.text })}</time>
            </p>
          ) : null}
        </div>
      </header>
      {live && embed ? (
        <div className="stream-layout">
          <iframe
            className="stream-layout__player"
            src={embed.player}
            title={S.stream.playerTitle({ name: streamer.name, platform })}
            width={960}
            height={540}
            allow="autoplay; fullscreen; picture-in-picture"
          />
          {embed.chat ? (
            <iframe
              className="stream-layout__chat"
              src={embed.chat}
              title={S.stream.chatTitle({ name: streamer.name })}
              width={350}
              height={540}
            />
          ) : null}
        </div>
      ) : (
        <p className="lead">{S.stream.offlineBody()}</p>
      )}
      <StreamerChannelLinks links={streamer.links} headingId="stream-links" />
      <p className="back-link">
        <a href={playerPagePath(`/streamers/${streamer.id}`, locale)} data-vike="false">
          {S.stream.profile()}
        </a>
      </p>
    </article>
  )
}
