import { LandingSection } from './LandingSection.tsx'
import type { LandingLabels } from './labels.ts'
import type { LandingEvent } from './landing.ts'

/** The next tournaments, each linking to its page. */
export const UpcomingEvents = ({
  events,
  T,
  at,
}: {
  readonly events: ReadonlyArray<LandingEvent>
  readonly T: LandingLabels['events']
  readonly at: (path: string) => string
}) => (
  <LandingSection id="events-title" title={T.heading} more={{ href: at('/tournaments'), label: T.all }}>
    <ul className="card-grid">
      {events.map((event) => (
        <li key={event.slug} className="card landing-card">
          <p className="eyebrow">{event.game}</p>
          <h3 className="card__title">
            <a href={at(`/tournaments/${event.slug}`)}>{event.name}</a>
          </h3>
          <p className="muted">
            {T.starts} <time dateTime={event.starts.iso}>{event.starts.text}</time>
          </p>
          <p className="muted">
            {T.prizeFund} <strong>{event.prizeFund}</strong>
          </p>
        </li>
      ))}
    </ul>
  </LandingSection>
)
