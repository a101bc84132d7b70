import { LandingPicture, LandingSection } from './LandingSection.tsx'
import type { LandingLabels } from './labels.ts'
import type { LandingVideo } from './landing.ts'
import { embedUrl, PLAYER_ALLOW } from './video-embed.ts'

/**
 * One video: its thumbnail (stored on this site) until it is asked for; only then the player of
 * YouTube's privacy-enhanced domain loads, so nothing of a third party comes before the click. The
 * server renders it (blocks-html.ts); the page's click handler swaps the player in (video-player.ts).
 */
const Video = ({
  video,
  play,
  playing,
}: {
  readonly video: LandingVideo
  readonly play: string
  readonly playing: boolean
}) =>
  playing ? (
    <iframe
      className="landing-video__player"
      src={embedUrl(video.youtubeId)}
      title={video.title.text}
      allow={PLAYER_ALLOW}
      allowFullScreen
    />
  ) : (
    <button
      type="button"
      className="landing-video__play"
      data-video={video.youtubeId}
      data-video-title={video.title.text}
    >
      <LandingPicture image={video.thumbnail} />
      <span className="landing-video__label">
        <span className="visually-hidden">{play} </span>
        <span lang={video.title.lang}>{video.title.text}</span>
      </span>
    </button>
  )

export const Videos = ({
  videos,
  playing,
  T,
}: {
  readonly videos: ReadonlyArray<LandingVideo>
  /** The video asked for in the page's query (`?play=`), already playing. */
  readonly playing: string | null
  readonly T: LandingLabels['videos']
}) => (
  <LandingSection id="videos-title" title={T.heading}>
    <ul className="card-grid">
      {videos.map((video) => (
        <li key={video.youtubeId}>
          <Video video={video} play={T.play} playing={video.youtubeId === playing} />
        </li>
      ))}
    </ul>
  </LandingSection>
)
