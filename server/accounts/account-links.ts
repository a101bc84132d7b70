import type { AccountLinks } from '#core/accounts/account-links.port.ts'
import type { ProfileFlows } from '#server/profile/index.ts'
import type { EmailFlows } from './email-flows.ts'

/**
 * The link checks of the e-mail flows and the opening of the e-mail change link (the same as
 * `POST …/check` and `POST /profile/email/confirm` answer), for the pages' render.
 */
export const createAccountLinks = (
  email: Pick<EmailFlows, 'checkRegistration' | 'checkPasswordReset'>,
  profile: Pick<ProfileFlows, 'confirmEmail'>,
): AccountLinks => ({
  checkRegistration: async (token) => {
    const found = await email.checkRegistration(token)
    return found.ok ? { email: found.email } : null
  },
  checkPasswordReset: async (token) => (await email.checkPasswordReset(token)).ok,
  openEmailChange: async (token) => {
    const opened = await profile.confirmEmail(token)
    if (opened.ok) return { opened: 'confirmed', email: opened.email }
    return { opened: opened.reason === 'email_taken' ? 'taken' : 'invalid' }
  },
})
