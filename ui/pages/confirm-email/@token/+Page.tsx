import { Button } from 'react-aria-components'
import { usePageContext } from 'vike-react/usePageContext'
import { formFailure } from '#core/forms/form.machine.ts'
import { AuthPanel, InvalidToken, PendingStatus, useFocusOnMount } from '#ui/components/form/AuthPanel.tsx'
import { FormAlert } from '#ui/components/form/FormAlert.tsx'
import { LocalizedLink } from '#ui/components/LocalizedLink.tsx'
import { useConfirmEmail } from '#ui/flows/confirm-email.ts'
import { useI18n } from '#ui/i18n/i18n.tsx'

const Confirmed = ({ email }: { readonly email: string }) => {
  const { LL } = useI18n()
  const heading = useFocusOnMount<HTMLHeadingElement>()
  return (
    <AuthPanel
      title={LL.account.confirmEmail.doneHeading()}
      headingRef={heading}
      lead={LL.account.confirmEmail.done({ email })}
    >
      <div className="auth__actions">
        <LocalizedLink to="/profile" className="button button--primary button--block">
          {LL.account.confirmEmail.toProfile()}
        </LocalizedLink>
      </div>
    </AuthPanel>
  )
}

/**
 * `/confirm-email/{token}`: the link mailed to a new address. Opening it makes the address the
 * account's (signed in or not, in any browser); an unknown, used or expired link says 'Invalid token'
 * and leads back to the profile, where the address can be changed again.
 */
export const Page = () => {
  const { LL } = useI18n()
  const { routeParams } = usePageContext()
  const link = useConfirmEmail(routeParams.token ?? '')
  if (link.state === 'invalidToken')
    return <InvalidToken retryTo="/profile" retryLabel={LL.account.confirmEmail.tryAgain()} />
  if (link.state === 'confirmed' && link.email) return <Confirmed email={link.email} />
  return (
    <AuthPanel title={LL.account.confirmEmail.heading()}>
      {link.state === 'failed' ? (
        <>
          <FormAlert message={formFailure(link.error)} />
          <div className="auth__actions">
            <Button className="button button--primary button--block" onPress={link.retry}>
              {LL.account.flows.auth.tryAgain()}
            </Button>
          </div>
        </>
      ) : (
        <PendingStatus text={LL.account.confirmEmail.checking()} />
      )}
    </AuthPanel>
  )
}
