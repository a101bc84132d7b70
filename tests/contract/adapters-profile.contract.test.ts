/**
 * The profile port's contract against the browser's HTTP adapter talking to the real server
 * (`./real-server.ts`): each test signs a new e-mail account in through Auth.js, like the page does,
 * and reads the mailed links and SMS codes from the outboxes.
 */
import { describe } from 'vitest'
import { PROFILE_PATHS, UPLOAD_FIELD } from '#core/profile/profile.api.ts'
import { freshEmail, freshPhone } from '../api/support/accounts.ts'
import { backends } from '../api/support/database.ts'
import { useRealServer } from './real-server.ts'
import { pngFile, profileApiContract } from './suites.ts'

const PASSWORD = 'password-1'

describe.each(backends)('the profile adapter against the real server on $name', (backend) => {
  const real = useRealServer(backend)

  profileApiContract(async () => {
    // Each test an hour or two later: the limits of the previous one have passed.
    real.harness.clock.advance(2 * 60 * 60)
    const email = freshEmail('profile')
    await real.harness.signUpByEmail(email, PASSWORD)
    const browser = real.browser()
    const signedIn = await browser.auth.signIn({
      provider: 'credentials',
      credentials: { email, password: PASSWORD },
      callbackUrl: '/profile',
    })
    if (signedIn.url.includes('error=')) throw new Error(`sign-in failed: ${signedIn.url}`)
    return {
      api: browser.profile,
      password: PASSWORD,
      mailedToken: (to) => real.harness.lastLinkToken(to, '/confirm-email'),
      smsCode: (phone) => real.harness.lastCode(phone),
      freshEmail: () => freshEmail('changed'),
      freshPhone,
      giveAvatar: async () => {
        const { access } = await real.harness.tokensFor({ email, password: PASSWORD })
        const form = new FormData()
        const png = pngFile()
        form.append(UPLOAD_FIELD, png.content, png.name)
        const stored = await real.harness.postForm(PROFILE_PATHS.avatar, form, { bearer: access })
        if (stored.status !== 200) throw new Error(`avatar upload answered ${stored.status}`)
      },
    }
  })
})
