import type { LandingLabels } from './labels.ts'

/** The donation link the operator configured (a Monobank jar, say): an outside page, named as such. */
export const DonateBlock = ({ url, T }: { readonly url: string; readonly T: LandingLabels['donate'] }) => (
  <section className="container section" aria-labelledby="donate-title">
    <div className="card landing-promo landing-highlight">
      <h2 id="donate-title">{T.heading}</h2>
      <p className="muted">{T.body}</p>
      <a href={url} className="button button--primary" rel="noopener noreferrer" target="_blank">
        {T.action}
        <span className="visually-hidden"> {T.newTab}</span>
      </a>
    </div>
  </section>
)
