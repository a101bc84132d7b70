import { LandingPicture, LandingSection } from './LandingSection.tsx'
import type { LandingLabels } from './labels.ts'
import type { LandingStreamer } from './landing.ts'

/** The community's streamers, each linking to their page. */
export const StreamerList = ({
  streamers,
  T,
  at,
}: {
  readonly streamers: ReadonlyArray<LandingStreamer>
  readonly T: LandingLabels['streamers']
  readonly at: (path: string) => string
}) => (
  <LandingSection id="streamers-title" title={T.heading} more={{ href: at('/streamers'), label: T.all }}>
    <ul className="landing-streamers">
      {streamers.map((streamer) => (
        <li key={streamer.id}>
          <a href={at(`/streamers/${streamer.id}`)} className="landing-streamer">
            {streamer.avatar ? <LandingPicture image={streamer.avatar} /> : null}
            <span>{streamer.name}</span>
          </a>
        </li>
      ))}
    </ul>
  </LandingSection>
)
