import { useCallback } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import { localizePath } from '#core/shared/i18n/locale.ts'
import { PhoneFlow } from '#ui/features/accounts/PhoneFlow.tsx'
import { usePhoneCode } from '#ui/features/accounts/phone-code.ts'
import { usePorts } from '#ui/shared/app/ports.ts'

/** Restore the password by phone (spec §2): phone → SMS code → new password → 'Password changed' → login. */
export const Page = () => {
  const { locale } = usePageContext()
  const ports = usePorts()
  const onDone = useCallback(() => ports.navigation.navigate(localizePath('/login', locale)), [ports, locale])
  const { snapshot, send } = usePhoneCode('restore', { onDone })
  return <PhoneFlow snapshot={snapshot} send={send} />
}
