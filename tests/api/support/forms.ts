import type { PostedForm } from '#core/shared/forms/posted-form.ts'
import { createFormPosts } from '#server/accounts/form-posts.ts'
import { createApiV1 } from '#server/platform/http/api-v1.ts'
import { createFormTokens } from '#server/platform/http/form-token.ts'
import { createTournamentRepository } from '#server/tournaments/tournament.repository.ts'
import { createTestApp } from './app.ts'
import { type AuthHarness, HTTP_ORIGIN, TEST_AUTH_SECRET } from './auth-harness.ts'
import type { TestDatabase } from './database.ts'

/** A page the server rendered: its path, the form it was rendered with, the token its forms carry. */
export interface RenderedPage {
  readonly path: string
  readonly posted: PostedForm | undefined
  readonly token: string
}

/**
 * The whole HTTP app with the forms sent without JavaScript (server/accounts/form-posts.ts), the real
 * accounts and Auth.js. The page renderer is a stub that records what each page would be rendered
 * with and sets the forms' cookie as the real one does.
 */
export const createFormsApp = (database: TestDatabase, harness: AuthHarness) => {
  const rendered: RenderedPage[] = []
  const tokens = createFormTokens({ secret: TEST_AUTH_SECRET, https: false })
  const renderPage = async (request: Request, path: string, posted?: PostedForm): Promise<Response> => {
    const form = tokens.issue(request.headers.get('Cookie'))
    rendered.push({ path, posted, token: form.token })
    const headers = new Headers({ 'Content-Type': 'text/html' })
    if (form.setCookie) headers.append('Set-Cookie', form.setCookie)
    return new Response(`<form><input name="csrf" value="${form.token}"></form>`, { headers })
  }
  const api = createApiV1({
    tournaments: createTournamentRepository(database.database.db),
    accounts: harness.accounts.accounts,
  })
  const forms = createFormPosts({ api, auth: harness.auth, tokens, origin: HTTP_ORIGIN, renderPage })
  const app = createTestApp({ api, auth: harness.auth, forms, trustProxy: true, renderPage })
  return { app, rendered }
}
