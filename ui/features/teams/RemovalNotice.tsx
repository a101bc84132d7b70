import { useState } from 'react'
import { message } from '#core/shared/validation/message.ts'
import { usePorts } from '#ui/shared/app/ports.ts'
import { LocalizedLink } from '#ui/shared/components/LocalizedLink.tsx'
import { useI18n } from '#ui/shared/i18n/i18n.tsx'

/** A captain removed the user from a team, as the page's data hook hands it over (date in Kyiv time). */
export interface RemovalEntry {
  readonly id: string
  readonly teamName: string
  readonly captain: string
  readonly tournament: { readonly slug: string; readonly name: string }
  /** The day of the removal, written for running text in the page's language. */
  readonly date: string
}

/**
 * The notice that a captain removed the user (the mail says it too): which team, in which
 * tournament, by whom and when, the way on (the tournament, another team), and "Got it", which
 * dismisses it for good. Once gone, focus goes to the section's heading, so a keyboard user is not
 * left on nothing.
 */
export const RemovalNotice = ({ removal, onGone }: { removal: RemovalEntry; onGone: () => void }) => {
  const { LL } = useI18n()
  const ports = usePorts()
  const T = LL.myTournaments.removals
  const [dismissing, setDismissing] = useState(false)
  const headingId = `removal-${removal.id}`
  const dismiss = async () => {
    setDismissing(true)
    try {
      await ports.teams.dismissRemoval(removal.id)
      onGone()
    } catch {
      setDismissing(false)
      ports.notifier.notify({ kind: 'error', message: message('somethingWentWrong') })
    }
  }
  return (
    <article className="card removal-notice" aria-labelledby={headingId} data-testid="removal-notice">
      <h3 id={headingId}>{T.title({ team: removal.teamName })}</h3>
      <p>
        {T.body({
          team: removal.teamName,
          tournament: removal.tournament.name,
          captain: removal.captain,
          date: removal.date,
        })}
      </p>
      <p className="removal-notice__links">
        <LocalizedLink to={`/tournaments/${removal.tournament.slug}`}>{T.tournament()}</LocalizedLink>
        <LocalizedLink to={`/tournaments/join/${removal.tournament.slug}`}>{T.findTeam()}</LocalizedLink>
      </p>
      <button
        type="button"
        className="button button--ghost"
        aria-label={T.dismissLabel({ team: removal.teamName })}
        disabled={dismissing}
        onClick={() => void dismiss()}
      >
        {dismissing ? T.dismissing() : T.dismiss()}
      </button>
    </article>
  )
}
