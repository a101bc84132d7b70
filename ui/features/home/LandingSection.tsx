import type { ReactNode } from 'react'
import type { LandingImage } from './landing.ts'

/** A block of the landing page: a heading, an optional link to the whole section, its content. */
export const LandingSection = ({
  id,
  title,
  more,
  children,
}: {
  readonly id: string
  readonly title: string
  /** The section page listing them all: its address in the page's language and its name. */
  readonly more?: { readonly href: string; readonly label: string }
  readonly children: ReactNode
}) => (
  <section className="container section" aria-labelledby={id}>
    <div className="landing-section__head">
      <h2 id={id}>{title}</h2>
      {more ? <a href={more.href}>{more.label}</a> : null}
    </div>
    {children}
  </section>
)

/** An image the server stored, with its size (no layout shift); decorative: the card names it. */
export const LandingPicture = ({
  image,
  className,
}: {
  readonly image: LandingImage
  readonly className?: string
}) => (
  <img
    className={className}
    src={image.url}
    width={image.width}
    height={image.height}
    alt=""
    loading="lazy"
    decoding="async"
  />
)
