/**
 * The profile's server-answered forms in API tests (its Telegram and Discord sections): a stub page
 * renderer that sets the forms' cookie and token as the real one does and records what the profile
 * would be rendered with; a player signed in in a browser of their own holding the profile's token;
 * and the POST of one of the profile's forms.
 */
import { eq } from 'drizzle-orm'
import type { PostedForm } from '#core/shared/forms/posted-form.ts'
import { users } from '#server/platform/db/schema.ts'
import type { FormTokens } from '#server/platform/http/form-token.ts'
import { freshIp } from './accounts.ts'
import type { createTestApp } from './app.ts'
import { createTestBrowser, type TestBrowser } from './auth-browser.ts'
import { type AuthHarness, HTTP_ORIGIN, PASSWORD } from './auth-harness.ts'

/** The profile as the stub renderer was asked to render it. */
export interface RenderedProfile {
  readonly path: string
  readonly posted: PostedForm | undefined
}

/** As the real renderer: the page sets the forms' cookie and carries its token; `rendered` records each render. */
export const createProfileRenderer = (tokens: FormTokens) => {
  const rendered: RenderedProfile[] = []
  const renderPage = async (request: Request, path: string, posted?: PostedForm): Promise<Response> => {
    const form = tokens.issue(request.headers.get('Cookie'))
    rendered.push({ path, posted })
    const headers = new Headers({ 'Content-Type': 'text/html' })
    if (form.setCookie) headers.append('Set-Cookie', form.setCookie)
    return new Response(`<input name="csrf" value="${form.token}">`, { headers })
  }
  return { renderPage, rendered }
}

export interface SignedInPlayer {
  readonly id: string
  readonly email: string
  /** A browser signed in as the player (Auth.js session cookie), holding the profile's form cookie. */
  readonly browser: TestBrowser
  /** The profile's form token of that browser (the hidden `csrf` field). */
  readonly formToken: string
}

/** A player registered by e-mail, signed in in a browser of their own, with the profile's form token. */
export const profilePlayer = async (
  auth: AuthHarness,
  app: ReturnType<typeof createTestApp>,
  locale: 'uk' | 'en' = 'uk',
): Promise<SignedInPlayer> => {
  const { email, id } = await auth.emailUser()
  if (locale === 'en') await auth.accounts.db.update(users).set({ locale }).where(eq(users.id, id))
  const browser = createTestBrowser(app, HTTP_ORIGIN, freshIp())
  await browser.signIn({ email, password: PASSWORD })
  const page = await browser.request('/profile')
  const formToken = /value="([^"]+)"/.exec(await page.response.text())?.[1]
  if (!formToken) throw new Error('the profile carries no form token')
  return { id, email, browser, formToken }
}

/** Posts one of the profile's forms (the token of the player's browser unless given). */
export const postProfileForm = async (
  player: Pick<SignedInPlayer, 'browser' | 'formToken'>,
  fields: Readonly<Record<string, string>>,
  options: { readonly en?: boolean; readonly token?: string } = {},
): Promise<Response> =>
  (
    await player.browser.request(options.en ? '/en/profile' : '/profile', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ csrf: options.token ?? player.formToken, ...fields }).toString(),
    })
  ).response
