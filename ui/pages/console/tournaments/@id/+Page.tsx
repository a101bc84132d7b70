import '#ui/features/console/console.css'
import '#ui/styles/forms.css'
import { useData } from 'vike-react/useData'
import { ConsoleNav } from '#ui/features/console/ConsoleNav.tsx'
import { TournamentEditor } from '#ui/features/console/TournamentEditor.tsx'
import { LocalizedLink } from '#ui/shared/components/LocalizedLink.tsx'
import { useI18n } from '#ui/shared/i18n/i18n.tsx'
import type { Data } from './+data.ts'

/** A tournament's editor (organisers): its fields, status actions and cover. */
export const Page = () => {
  const { role, tournament, partners } = useData<Data>()
  const { LL } = useI18n()
  return (
    <div className="container section console">
      <ConsoleNav role={role} />
      <p>
        <LocalizedLink to="/console/tournaments">{LL.console.editor.back()}</LocalizedLink>
      </p>
      <h1>{LL.console.editor.titleEdit({ name: tournament.name })}</h1>
      {/* A new key per tournament: the editor's state starts again from what the server read. */}
      <TournamentEditor key={`${tournament.id}`} stored={tournament} partners={partners} />
    </div>
  )
}
