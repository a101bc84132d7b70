import { useEffect, useRef } from 'react'
import { useData } from 'vike-react/useData'
import '#ui/features/home/home.css'
import { LocalizedLink } from '#ui/shared/components/LocalizedLink.tsx'
import type { Data } from './+data.ts'

// Spec §2: the hero, then the blocks the server rendered (ADR 0033). A video's thumbnail is a button
// among them: pressing it loads the player's code (video-player.ts), which swaps the player in.
export const Page = () => {
  const { labels: T, blocksHtml } = useData<Data>()
  const blocks = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const container = blocks.current
    const onClick = (event: MouseEvent) => {
      const thumbnail =
        event.target instanceof Element ? event.target.closest<HTMLElement>('[data-video]') : null
      if (thumbnail)
        void import('#ui/features/home/video-player.ts').then(({ playVideo }) => playVideo(thumbnail))
    }
    container?.addEventListener('click', onClick)
    return () => container?.removeEventListener('click', onClick)
  }, [])
  return (
    <>
      <section className="hero" aria-labelledby="hero-title">
        <div className="container hero__inner">
          <p className="eyebrow">{T.hero.eyebrow}</p>
          <h1 id="hero-title" className="hero__title">
            {T.hero.title}
          </h1>
          <p className="hero__lead">{T.hero.lead}</p>
          <div className="hero__actions">
            <LocalizedLink to="/tournaments" className="button button--primary">
              {T.hero.primary}
            </LocalizedLink>
            <LocalizedLink to="/about" className="button button--ghost">
              {T.hero.secondary}
            </LocalizedLink>
          </div>
        </div>
      </section>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the server's own render of its blocks, from escaped data */}
      <div ref={blocks} className="landing-blocks" dangerouslySetInnerHTML={{ __html: blocksHtml }} />
    </>
  )
}
