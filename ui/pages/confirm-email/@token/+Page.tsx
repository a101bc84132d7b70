import { lazy, Suspense } from 'react'
import { useData } from 'vike-react/useData'
import { AuthPanel, InvalidToken, LinkOutcome, PendingStatus } from '#ui/features/accounts/AuthPanel.tsx'
import type { OpenedEmailLink } from '#ui/features/profile/email-link.ts'
import { useI18n } from '#ui/shared/i18n/i18n.tsx'

// Only for a server that did not open the link while rendering (see email-link.ts).
const ConfirmInBrowser = lazy(() => import('./ConfirmInBrowser.tsx'))

/**
 * `/confirm-email/{token}`: the link mailed to a new address. Opening it makes the address the
 * account's (signed in or not, in any browser); an unknown, used or expired link says 'Invalid token'
 * and leads back to the profile, where the address can be changed again. The server opened it while
 * rendering this page (`+data.ts`).
 */
export const Page = () => {
  const { LL } = useI18n()
  const C = LL.auth.confirmEmail
  const opened = useData<OpenedEmailLink>()
  if (opened.link === 'invalid') return <InvalidToken retryTo="/profile" retryLabel={C.tryAgain()} />
  if (opened.link === 'confirmed')
    return (
      <LinkOutcome
        title={C.doneHeading()}
        lead={C.done({ email: opened.email })}
        to="/profile"
        action={C.toProfile()}
      />
    )
  if (opened.link === 'taken')
    return (
      <LinkOutcome
        title={C.heading()}
        lead={LL.account.validation.emailTaken()}
        to="/profile"
        action={C.tryAgain()}
      />
    )
  const pending = (
    <AuthPanel title={C.heading()}>
      <PendingStatus text={C.checking()} />
    </AuthPanel>
  )
  return (
    <Suspense fallback={pending}>
      <ConfirmInBrowser />
    </Suspense>
  )
}
