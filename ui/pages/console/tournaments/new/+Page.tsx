import '#ui/features/console/console.css'
import '#ui/styles/forms.css'
import { useData } from 'vike-react/useData'
import { ConsoleNav } from '#ui/features/console/ConsoleNav.tsx'
import { TournamentEditor } from '#ui/features/console/TournamentEditor.tsx'
import { LocalizedLink } from '#ui/shared/components/LocalizedLink.tsx'
import { useI18n } from '#ui/shared/i18n/i18n.tsx'
import type { Data } from './+data.ts'

/** A new tournament (organisers): saved as a draft, then edited and published on its own page. */
export const Page = () => {
  const { role, partners } = useData<Data>()
  const { LL } = useI18n()
  return (
    <div className="container section console">
      <ConsoleNav role={role} />
      <p>
        <LocalizedLink to="/console/tournaments">{LL.console.editor.back()}</LocalizedLink>
      </p>
      <h1>{LL.console.editor.titleNew()}</h1>
      <TournamentEditor stored={null} partners={partners} />
    </div>
  )
}
