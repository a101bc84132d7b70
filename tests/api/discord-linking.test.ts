/**
 * Linking Discord on the profile (ADR 0076), end to end through the real accounts, Auth.js and the
 * profile's Discord forms, with a local OAuth 2 server (`oauth2-mock-server`) standing in for Discord:
 * "Link Discord" posted to the profile sends the browser on Discord's round trip, which links the
 * signed-in account (its session going on) and lands back on the profile saying so; a Discord account
 * of another account is never taken; "Unlink Discord" leaves the account a way to sign in.
 */
import { eq } from 'drizzle-orm'
import { Schema } from 'effect'
import { Events, type MutableResponse, OAuth2Server } from 'oauth2-mock-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Session } from '#core/accounts/auth.schema.ts'
import { pageUserOf } from '#core/accounts/page-user.ts'
import { discordProfileForms } from '#server/accounts/provider-link-posts.ts'
import { userAccounts, users } from '#server/platform/db/schema.ts'
import { createApiV1 } from '#server/platform/http/api-v1.ts'
import { createFormTokens } from '#server/platform/http/form-token.ts'
import { createProfileFormPosts } from '#server/profile/index.ts'
import { createTournamentRepository } from '#server/tournaments/tournament.repository.ts'
import { freshIp } from './support/accounts.ts'
import { createTestApp } from './support/app.ts'
import { createTestBrowser, type TestBrowser } from './support/auth-browser.ts'
import { type AuthHarness, createAuthHarness, HTTP_ORIGIN, TEST_AUTH_SECRET } from './support/auth-harness.ts'
import { backends, type TestDatabase } from './support/database.ts'
import { discordUser } from './support/oauth-users.ts'
import {
  createProfileRenderer,
  postProfileForm,
  profilePlayer,
  type RenderedProfile,
  type SignedInPlayer,
} from './support/profile-forms.ts'

const DISCORD_CLIENT = { clientId: 'discord-client-id', clientSecret: 'discord-client-secret' }

describe.each(backends)('linking Discord on the profile on $name', (backend) => {
  let database: TestDatabase
  let provider: OAuth2Server
  let harness: AuthHarness
  let app: ReturnType<typeof createTestApp>
  /** Who Discord says is signing in next. */
  let discord = discordUser()
  let rendered: RenderedProfile[] = []

  beforeAll(async () => {
    provider = new OAuth2Server()
    await provider.issuer.keys.generate('RS256')
    await provider.start(0, 'localhost')
    const issuer = provider.issuer.url ?? ''
    provider.service.on(Events.BeforeUserinfo, (response: MutableResponse) => {
      response.body = { ...discord }
    })
    provider.service.on(Events.BeforeResponse, (response: MutableResponse) => {
      if (typeof response.body === 'object') delete response.body.id_token
    })
    database = await backend.open()
    harness = createAuthHarness(database, {
      oauth: { discord: DISCORD_CLIENT },
      providerEndpoints: {
        discord: {
          authorization: `${issuer}/authorize`,
          token: `${issuer}/token`,
          userinfo: `${issuer}/userinfo`,
        },
      },
    })
    const tokens = createFormTokens({ secret: TEST_AUTH_SECRET, https: false })
    const renderer = createProfileRenderer(tokens)
    rendered = renderer.rendered
    const { renderPage } = renderer
    const { accounts } = harness
    app = createTestApp({
      api: createApiV1({ tournaments: createTournamentRepository(accounts.db), accounts: accounts.accounts }),
      auth: harness.auth,
      forms: createProfileFormPosts({
        sections: [discordProfileForms({ auth: harness.auth, links: accounts.accounts.providerLinks })],
        userOf: async (request) => pageUserOf((await harness.auth.readSession(request)).session)?.id,
        tokens,
        renderPage,
      }),
      trustProxy: true,
      renderPage,
    })
  })
  afterAll(async () => {
    await provider?.stop()
    await database?.dispose()
  })

  const sessionOf = async (browser: TestBrowser) => Schema.decodeUnknownSync(Session)(await browser.session())

  const signedInPlayer = () => profilePlayer(harness, app)

  const postProfile = (
    player: Pick<SignedInPlayer, 'browser' | 'formToken'>,
    intent: string,
    options: { en?: boolean; token?: string } = {},
  ) => postProfileForm(player, { intent }, options)

  /** "Link Discord", Discord approving at once: answers where the browser lands in the end. */
  const linkDiscord = async (player: SignedInPlayer, en = false) => {
    const started = await postProfile(player, 'discord.link', { en })
    expect(started.status).toBe(303)
    const authorize = new URL(started.headers.get('Location') ?? '')
    expect(`${authorize.origin}${authorize.pathname}`).toBe(`${provider.issuer.url}/authorize`)
    const approved = await fetch(authorize, { redirect: 'manual' })
    const back = approved.headers.get('Location') ?? ''
    expect(back.startsWith(`${HTTP_ORIGIN}/api/auth/callback/discord?`)).toBe(true)
    const { response } = await player.browser.request(back)
    expect(response.status).toBe(302)
    return response.headers.get('Location')
  }

  /** A new browser signing in with Discord: answers the account it lands in. */
  const signInWithDiscord = async (): Promise<string> => {
    const browser = createTestBrowser(app, HTTP_ORIGIN, freshIp())
    const { url } = await browser.postForUrl('/api/auth/signin/discord', {
      csrfToken: await browser.csrf(),
      callbackUrl: '/login/discord/callback',
    })
    const approved = await fetch(url, { redirect: 'manual' })
    await browser.request(approved.headers.get('Location') ?? '')
    return (await sessionOf(browser)).user.id ?? ''
  }

  const linksOf = (userId: string) =>
    harness.accounts.db
      .select({ provider: userAccounts.provider, account: userAccounts.providerAccountId })
      .from(userAccounts)
      .where(eq(userAccounts.userId, userId))

  it('links the signed-in account, keeps its session, and Discord signs in to it from then on', async () => {
    discord = discordUser()
    const player = await signedInPlayer()
    const before = await sessionOf(player.browser)
    expect(await linkDiscord(player)).toBe(`${HTTP_ORIGIN}/profile?discord=linked#discord`)
    expect(await linksOf(player.id)).toEqual([{ provider: 'discord', account: discord.id }])
    // The same session goes on: no new account, no new sign-in.
    const after = await sessionOf(player.browser)
    expect(after.user.id).toBe(player.id)
    expect(after.access_token).toBe(before.access_token)
    expect(await harness.accounts.userByEmail(discord.email)).toBeUndefined()
    expect(await signInWithDiscord()).toBe(player.id)
  })

  it('lands on the English profile when linked from it', async () => {
    discord = discordUser()
    const player = await signedInPlayer()
    expect(await linkDiscord(player, true)).toBe(`${HTTP_ORIGIN}/en/profile?discord=linked#discord`)
  })

  it('never takes a Discord account that signs in to another account', async () => {
    discord = discordUser()
    const owner = await signInWithDiscord()
    const player = await signedInPlayer()
    expect(await linkDiscord(player)).toBe(`${HTTP_ORIGIN}/profile?discord=taken#discord`)
    expect(await linksOf(player.id)).toEqual([])
    expect(await linksOf(owner)).toEqual([{ provider: 'discord', account: discord.id }])
    expect((await sessionOf(player.browser)).user.id).toBe(player.id)
    expect(await signInWithDiscord()).toBe(owner)
  })

  it('linking another Discord account replaces the first', async () => {
    const player = await signedInPlayer()
    discord = discordUser()
    await linkDiscord(player)
    const first = discord
    discord = discordUser()
    expect(await linkDiscord(player)).toBe(`${HTTP_ORIGIN}/profile?discord=linked#discord`)
    expect(await linksOf(player.id)).toEqual([{ provider: 'discord', account: discord.id }])
    // The first one is free again: signing in with it makes an account of its own.
    discord = first
    expect(await signInWithDiscord()).not.toBe(player.id)
  })

  it('unlinks while a password is left; Discord then no longer leads to the account', async () => {
    discord = discordUser()
    const player = await signedInPlayer()
    await linkDiscord(player)
    rendered.length = 0
    const unlinked = await postProfile(player, 'discord.unlink', { en: true })
    expect(unlinked.status).toBe(200)
    expect(rendered).toEqual([
      { path: '/en/profile', posted: expect.objectContaining({ discord: { outcome: 'unlinked' } }) },
    ])
    expect(await linksOf(player.id)).toEqual([])
    expect(await signInWithDiscord()).not.toBe(player.id)
    const again = await postProfile(player, 'discord.unlink')
    expect(again.status).toBe(409)
    expect(rendered.at(-1)?.posted?.discord).toEqual({ outcome: 'refused', reason: 'not_linked' })
  })

  it('keeps the link of an account that has no other way to sign in', async () => {
    discord = discordUser()
    const owner = await signInWithDiscord()
    const [user] = await harness.accounts.db.select().from(users).where(eq(users.id, owner))
    expect(user?.passwordHash).toBeNull()
    expect(await harness.accounts.accounts.providerLinks.unlink(owner, 'discord')).toBe('last_sign_in')
    expect(await harness.accounts.accounts.providerLinks.viewOf(owner, 'discord')).toEqual({
      linkedAt: expect.any(String),
      canUnlink: false,
    })
    expect(await linksOf(owner)).toEqual([{ provider: 'discord', account: discord.id }])
  })

  it('refuses a forged form and sends a guest to sign in, changing nothing', async () => {
    discord = discordUser()
    const player = await signedInPlayer()
    await linkDiscord(player)
    const forged = await postProfile(player, 'discord.unlink', { token: 'A'.repeat(43) })
    expect(forged.status).toBe(403)
    expect(rendered.at(-1)?.posted?.discord).toEqual({ outcome: 'refused', reason: 'expired' })
    const guest = createTestBrowser(app, HTTP_ORIGIN, freshIp())
    const sent = await postProfile({ browser: guest, formToken: player.formToken }, 'discord.link', {
      en: true,
    })
    expect(sent.status).toBe(303)
    expect(sent.headers.get('Location')).toBe('/en/login?redirect=%2Fen%2Fprofile')
    expect(await linksOf(player.id)).toEqual([{ provider: 'discord', account: discord.id }])
  })
})
