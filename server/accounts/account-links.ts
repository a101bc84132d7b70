import type { AccountLinks } from '#core/accounts/account-links.port.ts'
import type { EmailFlows } from './email-flows.ts'

/** The link checks of the e-mail flows (the same as `POST …/check` answers), for the pages' render. */
export const createAccountLinks = (
  email: Pick<EmailFlows, 'checkRegistration' | 'checkPasswordReset'>,
): AccountLinks => ({
  checkRegistration: async (token) => {
    const found = await email.checkRegistration(token)
    return found.ok ? { email: found.email } : null
  },
  checkPasswordReset: async (token) => (await email.checkPasswordReset(token)).ok,
})
