import { useData } from 'vike-react/useData'
import '#ui/features/home/home.css'
import { Videos } from '#ui/features/home/Videos.tsx'
import { LocalizedLink } from '#ui/shared/components/LocalizedLink.tsx'
import type { Data } from './+data.ts'

// Spec §2: the hero, the reading blocks the server rendered (ADR 0033), then the videos, whose player
// loads on a click.
export const Page = () => {
  const { labels: T, blocksHtml, videos } = useData<Data>()
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
      <div className="landing-blocks" dangerouslySetInnerHTML={{ __html: blocksHtml }} />
      {videos.length > 0 ? <Videos videos={videos} T={T.videos} /> : null}
    </>
  )
}
