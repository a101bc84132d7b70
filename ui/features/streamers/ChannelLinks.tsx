import { useI18n } from '#ui/shared/i18n/i18n.tsx'
import type { ChannelLink } from './views.ts'

/** The streamer's channels and communities, each opening the platform (no tracking of ours). */
export const StreamerChannelLinks = ({
  links,
  headingId,
}: {
  links: ReadonlyArray<ChannelLink>
  headingId: string
}) => {
  const { LL } = useI18n()
  const S = LL.streamers
  if (links.length === 0) return null
  return (
    <section className="streamer-links" aria-labelledby={headingId}>
      <h2 id={headingId}>{S.links.heading()}</h2>
      <ul className="streamer-links__list">
        {links.map((link) => (
          <li key={link.kind}>
            <a className="button button--ghost button--small" href={link.url} rel="noopener noreferrer">
              {S.links[link.kind]()}
            </a>
          </li>
        ))}
      </ul>
    </section>
  )
}
