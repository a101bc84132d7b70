import type { ReactNode } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import { type MatchFormIntent, REPORT_FIELDS } from '#core/matches/report-forms.ts'
import { FORM_INTENT_FIELD, FORM_TOKEN_FIELD } from '#core/shared/forms/posted-form.ts'
import { localizePath } from '#core/shared/i18n/locale.ts'
import { useI18n } from '#ui/shared/i18n/i18n.tsx'

/**
 * One form of the match page: it posts to the page's own address with its intent and this browser's
 * token, and works the same before the page's script has loaded (server/matches/form-posts.ts). The
 * report forms carry screenshots, so they are sent as multipart/form-data.
 */
export const MatchForm = ({
  intent,
  files = false,
  children,
}: {
  intent: MatchFormIntent
  files?: boolean
  children: ReactNode
}) => {
  const { formToken, urlPathname, locale } = usePageContext()
  return (
    <form
      method="post"
      action={localizePath(urlPathname, locale)}
      encType={files ? 'multipart/form-data' : undefined}
      className="form card match-forms__form"
    >
      <input type="hidden" name={FORM_TOKEN_FIELD} value={formToken} />
      <input type="hidden" name={FORM_INTENT_FIELD} value={intent} />
      {children}
    </form>
  )
}

/** The games each team won, as the score forms (a player's report, a moderator's decision) ask them. */
export const ScoreFields = ({
  idPrefix,
  names,
  maxGames,
  typed,
  invalid,
}: {
  idPrefix: string
  names: readonly [string, string]
  maxGames: number
  typed: (name: string) => string | undefined
  /** The attributes of a field a refusal is about. */
  invalid?: Record<string, unknown>
}) => {
  const { LL } = useI18n()
  const F = LL.tournament.matchPage.reports.forms
  return (
    <fieldset className="match-forms__choices">
      <legend className="field__label">{F.scoreHeading()}</legend>
      {names.map((team, index) => {
        const name = index === 0 ? REPORT_FIELDS.score1 : REPORT_FIELDS.score2
        return (
          <div className="field" key={name}>
            <label className="field__label" htmlFor={`${idPrefix}-${name}`}>
              {F.gamesWon({ team })}
            </label>
            <div className="field__control">
              <input
                id={`${idPrefix}-${name}`}
                className="field__input"
                name={name}
                type="number"
                inputMode="numeric"
                min={0}
                max={maxGames}
                required
                defaultValue={typed(name)}
                {...invalid}
              />
            </div>
          </div>
        )
      })}
    </fieldset>
  )
}
