import { useState } from 'react'
import { LandingPicture, LandingSection } from './LandingSection.tsx'
import type { LandingLabels } from './labels.ts'
import type { LandingVideo } from './landing.ts'

/**
 * One video: its thumbnail (stored on this site) until it is asked for; only then the player of
 * YouTube's privacy-enhanced domain loads, so nothing of a third party comes before the click.
 */
const Video = ({ video, play }: { readonly video: LandingVideo; readonly play: string }) => {
  const [playing, setPlaying] = useState(false)
  return playing ? (
    <iframe
      className="landing-video__player"
      src={`https://www.youtube-nocookie.com/embed/${video.youtubeId}?autoplay=1`}
      title={video.title.text}
      allow="autoplay; encrypted-media; picture-in-picture"
      allowFullScreen
    />
  ) : (
    <button type="button" className="landing-video__play" onClick={() => setPlaying(true)}>
      <LandingPicture image={video.thumbnail} />
      <span className="landing-video__label">
        <span className="visually-hidden">{play} </span>
        <span lang={video.title.lang}>{video.title.text}</span>
      </span>
    </button>
  )
}

export const Videos = ({
  videos,
  T,
}: {
  readonly videos: ReadonlyArray<LandingVideo>
  readonly T: LandingLabels['videos']
}) => (
  <LandingSection id="videos-title" title={T.heading}>
    <ul className="card-grid">
      {videos.map((video) => (
        <li key={video.youtubeId}>
          <Video video={video} play={T.play} />
        </li>
      ))}
    </ul>
  </LandingSection>
)
