import { useData } from 'vike-react/useData'
import { StreamerCard } from '#ui/features/streamers/StreamerCard.tsx'
import { LocalizedLink } from '#ui/shared/components/LocalizedLink.tsx'
import { useI18n } from '#ui/shared/i18n/i18n.tsx'
import type { Data } from './+data.ts'

/** Our streamers: whoever is live first, with viewers and "watch live"; then the others. */
export const Page = () => {
  const { streamers } = useData<Data>()
  const { LL } = useI18n()
  const S = LL.streamers.list
  return (
    <section className="container section" aria-labelledby="streamers-heading">
      <h1 id="streamers-heading">{S.heading()}</h1>
      <p className="lead">{S.lead()}</p>
      {streamers.length === 0 ? (
        <p className="empty-state">{S.empty()}</p>
      ) : (
        <ul className="streamer-list">
          {streamers.map((streamer) => (
            <li key={streamer.id}>
              <StreamerCard streamer={streamer} />
            </li>
          ))}
        </ul>
      )}
      <p className="back-link">
        <LocalizedLink to="/producing">{S.become()}</LocalizedLink>
      </p>
    </section>
  )
}
