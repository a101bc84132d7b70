import type { ReactNode } from 'react'
import { useI18n } from '#ui/shared/i18n/i18n.tsx'
import { RichText } from './RichText.tsx'

interface Section {
  readonly id: string
  readonly title: string
  readonly body: string
  /** What follows the text, such as a link that exists only in some configurations. */
  readonly extra?: ReactNode
}

/** A long document (terms, privacy, about) with its own table of contents. */
export const LegalDocument = ({
  heading,
  lead,
  effective,
  sections,
}: {
  heading: string
  lead: string
  effective?: string
  sections: readonly Section[]
}) => {
  const { LL } = useI18n()
  return (
    <article className="container doc">
      <header className="doc__header">
        <h1>{heading}</h1>
        <p className="lead">{lead}</p>
        {effective ? <p className="muted">{effective}</p> : null}
      </header>
      <div className="doc__layout">
        <nav className="doc__toc" aria-labelledby="toc-title">
          <h2 id="toc-title">{LL.legal.onThisPage()}</h2>
          <ol>
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.title}</a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="doc__body prose">
          {sections.map((section) => (
            <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`}>
              <h2 id={`${section.id}-title`}>{section.title}</h2>
              <RichText text={section.body} />
              {section.extra}
            </section>
          ))}
        </div>
      </div>
    </article>
  )
}
