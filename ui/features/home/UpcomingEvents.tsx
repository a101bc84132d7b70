import { LandingSection } from './LandingSection.tsx'
import type { LandingLabels } from './labels.ts'
import type { LandingEvent } from './landing.ts'

/**
 * The tournaments being played and the next ones, each linking to its page, with registration's state
 * and the times (written out by the server).
 */
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
          <p
            className={
              event.running ? 'landing-event__state landing-event__state--live' : 'landing-event__state'
            }
          >
            {event.state}
          </p>
          <dl className="landing-event__times">
            <div>
              <dt>{T.games}</dt>
              <dd>
                <time dateTime={event.gamesStart.iso}>{event.gamesStart.text}</time> –{' '}
                <time dateTime={event.gamesEnd.iso}>{event.gamesEnd.text}</time>
              </dd>
            </div>
            <div>
              <dt>{T.registrationEnd}</dt>
              <dd>
                <time dateTime={event.registrationEnd.iso}>{event.registrationEnd.text}</time>
              </dd>
            </div>
          </dl>
          <p className="muted">
            {T.prizeFund} <strong>{event.prizeFund}</strong>
          </p>
        </li>
      ))}
    </ul>
  </LandingSection>
)
