import type { ReactNode } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import type { MatchFormIntent } from '#core/matches/report-forms.ts'
import { FORM_TOKEN_FIELD, PROFILE_INTENT_FIELD } from '#core/shared/forms/posted-form.ts'
import { localizePath } from '#core/shared/i18n/locale.ts'

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
      <input type="hidden" name={PROFILE_INTENT_FIELD} value={intent} />
      {children}
    </form>
  )
}
