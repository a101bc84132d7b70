import type { LandingLabels } from './labels.ts'

/** Where the community talks (the Discord and Telegram the operator configured); hidden without them. */
export const CommunityBlock = ({
  T,
  channels,
}: {
  readonly T: LandingLabels['community']
  /** The configured channels with their names, Discord and Telegram only. */
  readonly channels: ReadonlyArray<{ readonly name: string; readonly url: string }>
}) =>
  channels.length === 0 ? null : (
    <section className="container section" aria-labelledby="community-title">
      <div className="card landing-promo landing-highlight">
        <h2 id="community-title">{T.heading}</h2>
        <p className="muted">{T.body}</p>
        <ul className="landing-community__links">
          {channels.map(({ name, url }) => (
            <li key={url}>
              <a href={url} rel="noopener noreferrer">
                {name}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
