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
 * The e-mail change link opened by the browser, for a server that did not open it while rendering
 * (`email-link.ts`): core's fetch machine with the HTTP client, loaded with this component.
 */
const ConfirmInBrowser = () => {
  const { LL } = useI18n()
  const C = LL.auth.confirmEmail
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

export default ConfirmInBrowser
