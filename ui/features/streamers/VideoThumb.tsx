import { useState } from 'react'
import { useI18n } from '#ui/shared/i18n/i18n.tsx'
import type { VideoView } from './views.ts'

/**
 * A video as its drawn thumbnail; pressing it swaps in the YouTube player (youtube-nocookie), so
 * nothing of YouTube loads before the visitor asks (ADR 0036). Without JavaScript the thumbnail is a
 * link to the video on YouTube.
 */
export const VideoThumb = ({ video }: { video: VideoView }) => {
  const { LL } = useI18n()
  const V = LL.streamers.video
  const [playing, setPlaying] = useState(false)
  const lang = video.title.fallback ? video.title.lang : undefined
  return (
    <figure className="video-thumb">
      {playing ? (
        <iframe
          className="video-thumb__player"
          src={`https://www.youtube-nocookie.com/embed/${video.youtubeId}?autoplay=1`}
          title={V.playerTitle({ title: video.title.value })}
          width={320}
          height={180}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          referrerPolicy="strict-origin-when-cross-origin"
        />
      ) : (
        <a
          className="video-thumb__play"
          href={`https://www.youtube.com/watch?v=${video.youtubeId}`}
          aria-label={V.play({ title: video.title.value })}
          onClick={(event) => {
            event.preventDefault()
            setPlaying(true)
          }}
        >
          {video.thumbnailUrl ? (
            <img src={video.thumbnailUrl} alt="" width={320} height={180} decoding="async" loading="lazy" />
          ) : (
            <span className="video-thumb__blank" aria-hidden="true" />
          )}
        </a>
      )}
      <figcaption className="video-thumb__title" lang={lang}>
        {video.title.value}
      </figcaption>
    </figure>
  )
}
