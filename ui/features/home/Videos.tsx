import { useEffect, useState } from 'react'
import { splitLocale } from '#core/shared/i18n/locale.ts'
import { LandingPicture, LandingSection } from './LandingSection.tsx'
import type { LandingLabels } from './labels.ts'
import type { LandingVideo } from './landing.ts'

/** The query a whole load of the landing carries to play a video at once. */
const PLAY = 'play'

/**
 * Whether this document may frame the player: a page's CSP is the one its document came with, and
 * only the landing's own document allows YouTube (ADR 0036). After a client navigation from another
 * page it does not, so the landing is loaded whole, asking for the video in its query.
 */
const documentIsTheLanding = (): boolean => {
  const [load] = performance.getEntriesByType('navigation')
  return load === undefined || splitLocale(new URL(load.name).pathname).path === '/'
}

/**
 * One video: its thumbnail (stored on this site) until it is asked for; only then the player of
 * YouTube's privacy-enhanced domain loads, so nothing of a third party comes before the click.
 */
const Video = ({ video, play }: { readonly video: LandingVideo; readonly play: string }) => {
  const [playing, setPlaying] = useState(false)
  useEffect(() => {
    if (new URLSearchParams(window.location.search).get(PLAY) === video.youtubeId) setPlaying(true)
  }, [video.youtubeId])
  const start = () => {
    if (documentIsTheLanding()) setPlaying(true)
    else
      window.location.assign(
        `${window.location.pathname}?${new URLSearchParams({ [PLAY]: video.youtubeId })}`,
      )
  }
  return playing ? (
    <iframe
      className="landing-video__player"
      src={`https://www.youtube-nocookie.com/embed/${video.youtubeId}?autoplay=1`}
      title={video.title.text}
      allow="autoplay; encrypted-media; picture-in-picture"
      allowFullScreen
    />
  ) : (
    <button type="button" className="landing-video__play" onClick={start}>
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
