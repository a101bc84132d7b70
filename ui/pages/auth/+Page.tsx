import { useCallback } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import { signInTarget } from '#ui/features/accounts/email-forms.ts'
import { PhoneFlow } from '#ui/features/accounts/PhoneFlow.tsx'
import { usePhoneCode } from '#ui/features/accounts/phone-code.ts'
import { InvitedBanner } from '#ui/features/teams/InvitedBanner.tsx'
import { usePorts } from '#ui/shared/app/ports.ts'

/**
 * `/auth`: sign in or sign up by phone (spec §2): phone → SMS code → password (an existing account)
 * or sign-up (a new one), then on to the safe `redirect` target or the profile.
 */
export const Page = () => {
  const { locale } = usePageContext()
  const ports = usePorts()
  const onDone = useCallback(
    // The sign-in screen is left for good: Back from where it leads goes to the page before it.
    () => ports.navigation.navigate(signInTarget(locale, window.location.search), { replace: true }),
    [ports, locale],
  )
  const { snapshot, send } = usePhoneCode('signIn', { onDone })
  return <PhoneFlow snapshot={snapshot} send={send} aside={<InvitedBanner />} />
}
