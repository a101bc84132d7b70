import { useCallback } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import { localizePath } from '#core/i18n/locale.ts'
import { usePhoneCode } from '#ui/flows/phone-code.ts'
import { usePorts } from '#ui/flows/ports.ts'
import { PhoneFlow } from '../../auth/PhoneFlow.tsx'

/** Restore the password by phone (spec §2): phone → SMS code → new password → 'Password changed' → login. */
export const Page = () => {
  const { locale } = usePageContext()
  const ports = usePorts()
  const onDone = useCallback(() => ports.navigation.navigate(localizePath('/login', locale)), [ports, locale])
  const { snapshot, send } = usePhoneCode('restore', { onDone })
  return <PhoneFlow snapshot={snapshot} send={send} />
}
