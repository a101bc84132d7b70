/**
 * Social sign-in (issue 4 item 6) end to end: a local OAuth 2 / OpenID Connect server
 * (`oauth2-mock-server`, which approves every authorization at once) stands in for Google (OIDC:
 * discovery, ID token) and Discord (plain OAuth 2: token and userinfo endpoints). Each round trip is
 * the browser's: sign-in POST → the provider's authorize URL → back to /api/auth/callback/{provider}
 * → the page the UI asked for, signed in as a user the real accounts created or found.
 */
import { Schema } from 'effect'
import {
  Events,
  type MutableRedirectUri,
  type MutableResponse,
  type MutableToken,
  OAuth2Server,
} from 'oauth2-mock-server'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { Session } from '#core/accounts/auth.schema.ts'
import { oauthSignInProviders } from '#server/accounts/authjs/providers.ts'
import type { TestBrowser } from './support/auth-browser.ts'
import { type AuthHarness, createAuthHarness, HTTP_ORIGIN } from './support/auth-harness.ts'
import { backends, type TestDatabase } from './support/database.ts'
import { type DiscordUser, discordUser } from './support/oauth-users.ts'

const GOOGLE_CLIENT = { clientId: 'google-client-id', clientSecret: 'google-client-secret' }
const DISCORD_CLIENT = { clientId: 'discord-client-id', clientSecret: 'discord-client-secret' }
const TWITCH_CLIENT = { clientId: 'twitch-client-id', clientSecret: 'twitch-client-secret' }

const decodeSession = (value: unknown): Session => Schema.decodeUnknownSync(Session)(value)

interface GoogleClaims {
  readonly sub: string
  readonly email: string
  readonly email_verified: boolean
  readonly name: string
  readonly picture?: string
}

let counter = 0
const unique = () => {
  counter += 1
  return `${process.pid}${counter}`
}

const googleClaims = (overrides: Partial<GoogleClaims> = {}): GoogleClaims => {
  const id = unique()
  return {
    sub: `google-${id}`,
    email: `Gamer.${id}@Example.com`,
    email_verified: true,
    name: `Gamer ${id}`,
    picture: `https://images.example/${id}.png`,
    ...overrides,
  }
}

describe.each(backends)('Social sign-in round trips on $name', (backend) => {
  let database: TestDatabase
  let provider: OAuth2Server
  let harness: AuthHarness
  /** What the stand-in provider says about the person signing in next. */
  let google: GoogleClaims = googleClaims()
  let discord: DiscordUser = discordUser()
  /** A nonce the provider puts into its ID tokens instead of the one it was sent. */
  let replayedNonce: string | undefined

  beforeAll(async () => {
    provider = new OAuth2Server()
    await provider.issuer.keys.generate('RS256')
    await provider.start(0, 'localhost')
    const issuer = provider.issuer.url ?? ''
    // Google's claims go into every token the provider signs (the ID token among them).
    provider.service.on(Events.BeforeTokenSigning, (token: MutableToken) => {
      const { sub, email, email_verified, name, picture } = google
      Object.assign(token.payload, { sub, email, email_verified, name, picture })
      if (replayedNonce && 'nonce' in token.payload) token.payload.nonce = replayedNonce
    })
    // Discord answers its user at the userinfo endpoint and issues no ID token.
    provider.service.on(Events.BeforeUserinfo, (response: MutableResponse) => {
      response.body = { ...discord }
    })
    provider.service.on(Events.BeforeResponse, (response: MutableResponse, request) => {
      const forDiscord = String(request.body.redirect_uri).endsWith('/api/auth/callback/discord')
      if (forDiscord && typeof response.body === 'object') delete response.body.id_token
    })
    database = await backend.open()
    harness = createAuthHarness(database, {
      oauth: { discord: DISCORD_CLIENT, google: GOOGLE_CLIENT, twitch: TWITCH_CLIENT },
      providerEndpoints: {
        google: { issuer },
        twitch: { issuer },
        discord: {
          authorization: `${issuer}/authorize`,
          token: `${issuer}/token`,
          userinfo: `${issuer}/userinfo`,
        },
      },
    })
  })
  afterEach(() => {
    replayedNonce = undefined
    google = googleClaims()
    discord = discordUser()
  })
  afterAll(async () => {
    await provider?.stop()
    await database?.dispose()
  })

  /** The sign-in POST: answers the provider's authorization URL. */
  const startSignIn = async (browser: TestBrowser, id: string, callbackUrl: string): Promise<URL> => {
    const { url } = await browser.postForUrl(`/api/auth/signin/${id}`, {
      csrfToken: await browser.csrf(),
      callbackUrl,
    })
    return new URL(url)
  }

  /** The provider approves: answers the URL it sends the browser back to (our callback). */
  const approve = async (authorizeUrl: URL): Promise<string> => {
    const answer = await fetch(authorizeUrl, { redirect: 'manual' })
    expect(answer.status).toBe(302)
    return answer.headers.get('Location') ?? ''
  }

  /** The whole trip; answers where our callback sends the browser. */
  const roundTrip = async (browser: TestBrowser, id: string, callbackUrl: string): Promise<string> => {
    const back = await approve(await startSignIn(browser, id, callbackUrl))
    expect(back.startsWith(`${HTTP_ORIGIN}/api/auth/callback/${id}?`)).toBe(true)
    const { response } = await browser.request(back)
    expect(response.status).toBe(302)
    return response.headers.get('Location') ?? ''
  }

  it('GET /api/auth/providers lists the configured providers with credentials', async () => {
    const { body } = await harness.browser().request('/api/auth/providers')
    expect(Object.keys(body as object).sort()).toEqual(['credentials', 'discord', 'google', 'twitch'])
    expect(body).toMatchObject({
      google: { id: 'google', type: 'oidc', callbackUrl: `${HTTP_ORIGIN}/api/auth/callback/google` },
      discord: { id: 'discord', type: 'oauth', callbackUrl: `${HTTP_ORIGIN}/api/auth/callback/discord` },
    })
    expect(harness.auth.providers.map((p) => p.id)).toEqual(['credentials', 'discord', 'google', 'twitch'])
  })

  it('the buttons pages render are the providers Auth.js offers, with their names', async () => {
    const { body } = await harness.browser().request('/api/auth/providers')
    const offered = Object.values(body as Record<string, { id: string; name: string; type: string }>)
      .filter((provider) => provider.type !== 'credentials')
      .map(({ id, name }) => ({ id, name }))
    const rendered = oauthSignInProviders({
      discord: DISCORD_CLIENT,
      google: GOOGLE_CLIENT,
      twitch: TWITCH_CLIENT,
    })
    expect(rendered).toEqual(offered)
  })

  it('Google (OIDC): signs a new user in and lands on the callback page the UI asked for', async () => {
    const browser = harness.browser()
    const landed = await roundTrip(browser, 'google', '/en/login/google/callback?redirect=/en/profile')
    expect(landed).toBe(`${HTTP_ORIGIN}/en/login/google/callback?redirect=/en/profile`)
    const session = decodeSession(await browser.session())
    expect(session.user).toMatchObject({ email: google.email.toLowerCase(), image: null })
    expect(session.user.name).toMatch(/^Gamer\d+$/)
    expect(session.access_token).toEqual(expect.any(String))
    const stored = await harness.accounts.userByEmail(google.email)
    expect(stored?.id).toBe(session.user.id)
    expect(stored?.locale).toBe('en')
    // The backend tokens are the API's own.
    const profile = await harness.accounts.get('/profile', { bearer: session.access_token ?? '' })
    expect(profile.body).toMatchObject({ id: session.user.id })
  })

  it('Google: a second sign-in of the same Google account is the same user', async () => {
    const first = harness.browser()
    await roundTrip(first, 'google', '/login/google/callback?redirect=/profile')
    const second = harness.browser()
    expect(await roundTrip(second, 'google', '/login/google/callback?redirect=/profile')).toBe(
      `${HTTP_ORIGIN}/login/google/callback?redirect=/profile`,
    )
    expect(decodeSession(await second.session()).user.id).toBe(decodeSession(await first.session()).user.id)
  })

  it('Discord (OAuth 2 with userinfo): signs a new user in, and again as the same user', async () => {
    const first = harness.browser()
    expect(await roundTrip(first, 'discord', '/login/discord/callback?redirect=/profile')).toBe(
      `${HTTP_ORIGIN}/login/discord/callback?redirect=/profile`,
    )
    const session = decodeSession(await first.session())
    expect(session.user).toMatchObject({ email: discord.email })
    expect(session.user.name).toMatch(/^Disco\d+$/)
    const second = harness.browser()
    await roundTrip(second, 'discord', '/login/discord/callback?redirect=/profile')
    expect(decodeSession(await second.session()).user.id).toBe(session.user.id)
  })

  it('a refusal at the provider lands on /login/{provider}/callback?error=…, keeping the redirect', async () => {
    provider.service.once(Events.BeforeAuthorizeRedirect, ({ url }: MutableRedirectUri) => {
      url.searchParams.delete('code')
      url.searchParams.set('error', 'access_denied')
    })
    const browser = harness.browser()
    const landed = await roundTrip(browser, 'discord', '/en/login/discord/callback?redirect=/en/profile')
    const url = new URL(landed)
    expect(`${url.origin}${url.pathname}`).toBe(`${HTTP_ORIGIN}/en/login/discord/callback`)
    expect(url.searchParams.get('error')).toBe('OAuthCallbackError')
    expect(url.searchParams.get('redirect')).toBe('/en/profile')
    expect(await browser.session()).toEqual({})
  })

  it('a failing token exchange lands on the Ukrainian callback page with an error', async () => {
    provider.service.once(Events.BeforeResponse, (response: MutableResponse) => {
      response.statusCode = 400
      response.body = { error: 'invalid_grant' }
    })
    const browser = harness.browser()
    const landed = new URL(await roundTrip(browser, 'google', '/login/google/callback?redirect=/profile'))
    expect(landed.pathname).toBe('/login/google/callback')
    expect(landed.searchParams.get('error')).toEqual(expect.any(String))
    expect(landed.searchParams.get('redirect')).toBe('/profile')
    expect(await browser.session()).toEqual({})
  })

  it('a sign-in started elsewhere still returns to the provider’s callback page, in the reader’s language', async () => {
    provider.service.once(Events.BeforeAuthorizeRedirect, ({ url }: MutableRedirectUri) => {
      url.searchParams.delete('code')
      url.searchParams.set('error', 'access_denied')
    })
    const landed = await roundTrip(harness.browser(), 'google', '/en/profile')
    expect(landed).toBe(`${HTTP_ORIGIN}/en/login/google/callback?error=OAuthCallbackError`)
  })

  describe('security (OWASP ASVS 5.0)', () => {
    it('V10.2.1 the authorization request carries PKCE (S256), state and, for OIDC, a nonce', async () => {
      const authorize = await startSignIn(harness.browser(), 'google', '/login/google/callback')
      const params = authorize.searchParams
      expect(`${authorize.origin}${authorize.pathname}`).toBe(`${provider.issuer.url}/authorize`)
      expect(params.get('redirect_uri')).toBe(`${HTTP_ORIGIN}/api/auth/callback/google`)
      expect(params.get('code_challenge_method')).toBe('S256')
      expect(params.get('code_challenge')).toMatch(/^[\w-]{43}$/)
      expect(params.get('state')).toBeTruthy()
      expect(params.get('nonce')).toBeTruthy()
      const discordAuthorize = await startSignIn(harness.browser(), 'discord', '/login/discord/callback')
      expect(discordAuthorize.searchParams.get('code_challenge_method')).toBe('S256')
      expect(discordAuthorize.searchParams.get('state')).toBeTruthy()
    })

    it('V10.1.2 an authorization response is accepted only in the browser that started the sign-in', async () => {
      const victim = harness.browser()
      const back = await approve(await startSignIn(victim, 'discord', '/login/discord/callback'))
      const attacker = harness.browser()
      const { response } = await attacker.request(back)
      const landed = new URL(response.headers.get('Location') ?? '')
      expect(landed.pathname).toBe('/login/discord/callback')
      expect(landed.searchParams.get('error')).toBeTruthy()
      expect(await attacker.session()).toEqual({})
    })

    it('V10.5.1 an ID token whose nonce is not the one sent (replayed) is refused', async () => {
      replayedNonce = 'from-another-sign-in'
      const browser = harness.browser()
      const landed = new URL(await roundTrip(browser, 'google', '/login/google/callback'))
      expect(landed.searchParams.get('error')).toBeTruthy()
      expect(await browser.session()).toEqual({})
    })

    it('V10.5.2 the user is the provider’s subject: a new address keeps the user, another subject with a known address is another user', async () => {
      const first = harness.browser()
      await roundTrip(first, 'google', '/login/google/callback')
      const original = decodeSession(await first.session()).user
      google = { ...google, email: `changed.${unique()}@example.com` }
      const same = harness.browser()
      await roundTrip(same, 'google', '/login/google/callback')
      expect(decodeSession(await same.session()).user.id).toBe(original.id)
      // Someone else at Google claiming the first address does not get that account.
      google = googleClaims({ email: original.email ?? '' })
      const other = harness.browser()
      await roundTrip(other, 'google', '/login/google/callback')
      const otherUser = decodeSession(await other.session()).user
      expect(otherUser.id).not.toBe(original.id)
      expect(otherUser.email).toBeNull()
    })

    it('V10.5.3 discovery metadata naming another issuer is refused before the browser leaves', async () => {
      provider.service.once(Events.BeforeWellKnownOpenIdConfiguration, (response: MutableResponse) => {
        response.body = { ...response.body, issuer: 'https://accounts.google.com' }
      })
      const authorize = await startSignIn(
        harness.browser(),
        'google',
        '/en/login/google/callback?redirect=/en',
      )
      expect(`${authorize.origin}${authorize.pathname}`).toBe(`${HTTP_ORIGIN}/en/login/google/callback`)
      expect(authorize.searchParams.get('error')).toBeTruthy()
      expect(authorize.searchParams.get('redirect')).toBe('/en')
    })

    it('V3.3.4 the PKCE, state and nonce cookies of a sign-in are HttpOnly, SameSite=Lax and short-lived', async () => {
      const browser = harness.browser()
      const { answer } = await browser.postForUrl('/api/auth/signin/google', {
        csrfToken: await browser.csrf(),
        callbackUrl: '/login/google/callback',
      })
      const checks = answer.setCookies.filter((cookie) => /pkce|state|nonce/.test(cookie.name))
      expect(checks.map((cookie) => cookie.name).sort()).toEqual([
        'authjs.nonce',
        'authjs.pkce.code_verifier',
        'authjs.state',
      ])
      for (const cookie of checks) {
        expect(cookie.attributes.has('httponly')).toBe(true)
        expect(cookie.attributes.get('samesite')).toBe('Lax')
        // Sealed for 15 minutes: a sign-in left half-way does not stay open.
        const lifetime = Date.parse(cookie.attributes.get('expires') ?? '') - Date.now()
        expect(lifetime).toBeGreaterThan(0)
        expect(lifetime).toBeLessThanOrEqual(15 * 60 * 1000)
      }
    })
  })
})
