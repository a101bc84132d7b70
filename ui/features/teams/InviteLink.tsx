import { type ReactNode, useEffect, useId, useRef } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import type { Team } from '#core/teams/team.schema.ts'
import { invitationLink } from '#core/teams/team-view.ts'
import { useSelector } from '#ui/shared/app/actor-handle.ts'
import { useI18n } from '#ui/shared/i18n/i18n.tsx'
import type { TeamActor } from './team-actors.ts'

/**
 * The captain's invitation link, wherever a team is shown (My tournaments, the join flow's success):
 * Copy ('Link copied'), and when the browser refuses the clipboard the link in a field, selected, to
 * copy by hand. The team machine copies (`link.copy`); `children` adds the place's other buttons.
 */
export const InviteLink = ({
  actor,
  team,
  children,
}: {
  readonly actor: TeamActor
  readonly team: Team
  readonly children?: ReactNode
}) => {
  const { LL } = useI18n()
  const T = LL.inviteLink
  const { origin, locale } = usePageContext()
  const copying = useSelector(actor, (snapshot) => snapshot.matches('copyingLink'))
  const shown = useSelector(actor, (snapshot) => snapshot.context.linkShown)
  const field = useRef<HTMLInputElement>(null)
  const fieldId = useId()
  // The clipboard was refused: the link is selected, ready to copy with the keyboard.
  useEffect(() => {
    if (!shown) return
    field.current?.focus()
    field.current?.select()
  }, [shown])
  if (!team.invite_url) return null
  return (
    <div className="team-invite">
      <p className="muted">{T.hint()}</p>
      <div className="team-invite__buttons">
        <button
          type="button"
          className="button button--ghost"
          disabled={copying}
          onClick={() => actor.send({ type: 'link.copy' })}
        >
          {copying ? T.copying() : T.copy()}
        </button>
        {children}
      </div>
      {shown ? (
        <div className="field team-invite__fallback">
          <label htmlFor={fieldId}>{T.fallbackLabel()}</label>
          <input
            ref={field}
            id={fieldId}
            className="field__input"
            type="text"
            readOnly
            value={invitationLink(team.invite_url, { origin, locale })}
            aria-describedby={`${fieldId}-hint`}
            onFocus={(event) => event.currentTarget.select()}
          />
          <p id={`${fieldId}-hint`} className="field__description">
            {T.fallbackHint()}
          </p>
        </div>
      ) : null}
    </div>
  )
}
