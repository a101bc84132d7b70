import { LandingPicture, LandingSection } from './LandingSection.tsx'
import type { LandingLabels } from './labels.ts'
import type { LandingStream } from './landing.ts'

/** The streamers' channels: live ones first with their viewers and a way in, then offline ones. */
export const LiveStreams = ({
  streams,
  T,
  at,
}: {
  readonly streams: ReadonlyArray<LandingStream>
  readonly T: LandingLabels['streams']
  readonly at: (path: string) => string
}) => (
  <LandingSection id="streams-title" title={T.heading} more={{ href: at('/streamers'), label: T.all }}>
    <ul className="card-grid">
      {streams.map((stream) => (
        <li key={stream.streamerId} className="card landing-card landing-stream">
          {stream.avatar ? <LandingPicture image={stream.avatar} className="landing-stream__avatar" /> : null}
          <div className="landing-stream__body">
            <h3 className="card__title landing-stream__name">{stream.name}</h3>
            <p
              className={
                stream.live ? 'landing-stream__state landing-stream__state--live' : 'landing-stream__state'
              }
            >
              {stream.state}
            </p>
            {/* The stream's page frames the player: a whole page load brings its own CSP (ADR 0036). */}
            {/* Short on the pill, so it fits a phone; its name says whose stream. */}
            <a
              href={at(stream.href)}
              className="button button--ghost landing-stream__link"
              aria-label={stream.link}
              data-vike={stream.live ? 'false' : undefined}
            >
              {stream.action}
            </a>
          </div>
        </li>
      ))}
    </ul>
  </LandingSection>
)
