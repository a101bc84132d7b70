/**
 * The uploads port's contract against the browser's adapter talking to the real server: the upload
 * goes over jsdom's XMLHttpRequest (a real HTTP implementation, on the page's origin, which encodes
 * the multipart body and reports upload progress), through the real pipeline to the disk storage and
 * `/media`. The session's tokens are the server's own, issued for a signed-up user.
 */
import { JSDOM } from 'jsdom'
import { beforeAll, describe, expect, it } from 'vitest'
import { createApiClient, type SessionSource } from '#adapters/http/api-client.ts'
import { createUploadsApi } from '#adapters/http/uploads-api.ts'
import type { Session } from '#core/accounts/auth.schema.ts'
import { freshEmail } from '../api/support/accounts.ts'
import { backends } from '../api/support/database.ts'
import { useRealServer } from './real-server.ts'
import { pngFile, uploadsApiContract } from './suites.ts'

/**
 * jsdom's XMLHttpRequest sends only jsdom's own FormData: the adapter's (Node's) is copied into the
 * page's realm part by part on the way out; everything else is jsdom's real request.
 */
const xhrOf = (dom: JSDOM) => (): XMLHttpRequest => {
  const xhr = new dom.window.XMLHttpRequest()
  const send = xhr.send.bind(xhr)
  xhr.send = (body) => {
    if (!(body instanceof FormData)) return send(body)
    const copy = new dom.window.FormData()
    void Promise.all(
      [...body.entries()].map(async ([name, value]) =>
        typeof value === 'string'
          ? copy.append(name, value)
          : copy.append(
              name,
              new dom.window.File([await value.arrayBuffer()], value.name, { type: value.type }),
            ),
      ),
    ).then(() => send(copy))
  }
  return xhr
}

describe.each(backends)('the uploads adapter against the real server on $name', (backend) => {
  const real = useRealServer(backend)
  let dom: JSDOM

  beforeAll(() => {
    // Same origin as the API, like the page: no CORS in the way.
    dom = new JSDOM('', { url: `${real.origin}/profile` })
  })

  const signedIn = async () => {
    real.harness.clock.advance(2 * 60 * 60)
    const user = await real.harness.signUpByEmail(freshEmail('uploads'), 'password-1')
    const tokens = await real.harness.accounts.tokens.startSession(user)
    const session: SessionSource = {
      getSession: async (): Promise<Session> => ({
        user: { id: user.id, name: user.username },
        access_token: tokens.access,
        refresh_token: tokens.refresh,
        expires_at: tokens.accessExpiresAt,
      }),
      refreshToken: async () => {
        throw new Error('not expected: the token is fresh')
      },
    }
    const client = createApiClient({
      locale: 'uk',
      origin: real.origin,
      session,
      retry: { limit: 0 },
      xhr: xhrOf(dom),
    })
    return { user, uploads: createUploadsApi(client) }
  }

  uploadsApiContract(async () => (await signedIn()).uploads)

  it('serves the stored avatar from /media, and the profile shows it', async () => {
    const { user, uploads } = await signedIn()
    const stored = await uploads.uploadAvatar(pngFile())
    const media = await real.harness.app.request(stored.url)
    expect(media.status).toBe(200)
    expect(media.headers.get('Content-Type')).toBe('image/png')
    const tokens = await real.harness.accounts.tokens.startSession(user)
    const profile = await real.harness.get('/profile', { bearer: tokens.access })
    expect(profile.body).toMatchObject({ avatar_url: stored.url })
  })
})
