import type { ReactNode } from 'react'
import { LocalizedLink } from '#ui/shared/components/LocalizedLink.tsx'
import type { SectionPageKey } from '#ui/shared/components/navigation.ts'
import { useI18n } from '#ui/shared/i18n/i18n.tsx'

/**
 * A public section whose listings arrive with their own feature: its title, purpose, what it already
 * offers (`children`) and a way on.
 */
export const SectionIntro = ({ section, children }: { section: SectionPageKey; children?: ReactNode }) => {
  const { LL } = useI18n()
  return (
    <div className="container section">
      <h1>{LL.sections[section].title()}</h1>
      <p className="lead">{LL.sections[section].lead()}</p>
      {children}
      <div className="empty-state">
        <h2>{LL.sections.soonTitle()}</h2>
        <p className="muted">{LL.sections.soonBody()}</p>
        <LocalizedLink to="/" className="button button--ghost">
          {LL.error.backHome()}
        </LocalizedLink>
      </div>
    </div>
  )
}
