import { useI18n } from '#ui/shared/i18n/i18n.tsx'
import { LocalizedLink } from './LocalizedLink.tsx'
import { SECTIONS } from './navigation.ts'

export const SectionLinks = ({ onNavigate }: { onNavigate?: () => void }) => {
  const { LL } = useI18n()
  return (
    <ul className="nav-list">
      {SECTIONS.map(({ key, path }) => (
        <li key={key}>
          <LocalizedLink to={path} matchSection onClick={onNavigate}>
            {LL.nav[key]()}
          </LocalizedLink>
        </li>
      ))}
    </ul>
  )
}
