import { usePageContext } from 'vike-react/usePageContext'
import { formFailure } from '#core/shared/forms/form.machine.ts'
import {
  AuthPanel,
  CheckFailed,
  InvalidToken,
  LinkOutcome,
  PendingStatus,
} from '#ui/features/accounts/AuthPanel.tsx'
import { useConfirmEmail } from '#ui/features/profile/confirm-email.ts'
import { useI18n } from '#ui/shared/i18n/i18n.tsx'

/**
 * `/confirm-email/{token}`: the link mailed to a new address. Opening it makes the address the
 * account's (signed in or not, in any browser); an unknown, used or expired link says 'Invalid token'
 * and leads back to the profile, where the address can be changed again.
 */
export const Page = () => {
  const { LL } = useI18n()
  const C = LL.account.confirmEmail
  const { routeParams } = usePageContext()
  const link = useConfirmEmail(routeParams.token ?? '')
  if (link.state === 'invalidToken') return <InvalidToken retryTo="/profile" retryLabel={C.tryAgain()} />
  if (link.state === 'confirmed' && link.email)
    return (
      <LinkOutcome
        title={C.doneHeading()}
        lead={C.done({ email: link.email })}
        to="/profile"
        action={C.toProfile()}
      />
    )
  if (link.state === 'failed')
    return <CheckFailed title={C.heading()} message={formFailure(link.error)} onRetry={link.retry} />
  return (
    <AuthPanel title={C.heading()}>
      <PendingStatus text={C.checking()} />
    </AuthPanel>
  )
}
