/**
 * The steps every form answered without JavaScript takes, whichever feature owns it
 * (server/platform/http/form-posts.ts): only a form-encoded body, no larger than the feature allows,
 * its request-forgery token checked against the browser's cookie; the page again, never cached, or
 * 303 to the next page with the cookies the form set. Expected values are written here by hand.
 */
import { describe, expect, it } from 'vitest'
import type { PostedForm } from '#core/shared/forms/posted-form.ts'
import {
  combineFormPosts,
  createFormAnswers,
  type FormPosts,
  seeOther,
} from '#server/platform/http/form-posts.ts'
import { createFormTokens } from '#server/platform/http/form-token.ts'

const tokens = createFormTokens({ secret: 'form-answers-test-secret-0123456789abcdef', https: false })
const rendered: Array<{ readonly path: string; readonly posted: PostedForm }> = []
const forms = createFormAnswers({
  tokens,
  renderPage: async (_request, path, posted) => {
    rendered.push({ path, posted })
    return new Response('<p>page</p>', {
      headers: { 'Content-Type': 'text/html', 'Cache-Control': 'public, max-age=60', 'X-Page': 'yes' },
    })
  },
})

/** A browser's cookie and the token its page's forms carry. */
const browser = () => {
  const issued = tokens.issue(null)
  return { cookie: issued.setCookie?.split(';')[0] ?? '', token: issued.token }
}

const formPost = (body: string, headers: Record<string, string> = {}) =>
  new Request('http://localhost/contacts', {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
    body,
  })

describe('a form sent without JavaScript', () => {
  it('is read when form-encoded, with its token checked against the cookie', async () => {
    const { cookie, token } = browser()
    const body = new URLSearchParams({ csrf: token, name: 'Олена' }).toString()
    const read = await forms.read(formPost(body, { Cookie: cookie }), 1024)
    if (read instanceof Response) throw new Error(`refused: ${read.status}`)
    expect(read.body.get('name')).toBe('Олена')
    expect(read.genuine).toBe(true)
  })

  it('is not genuine without the cookie, with another browser’s token, or without a token', async () => {
    const victim = browser()
    const attacker = browser()
    const attempts: ReadonlyArray<[string, Record<string, string>]> = [
      [`csrf=${victim.token}`, {}],
      [`csrf=${attacker.token}`, { Cookie: victim.cookie }],
      ['name=x', { Cookie: victim.cookie }],
    ]
    for (const [body, headers] of attempts) {
      const read = await forms.read(formPost(body, headers), 1024)
      if (read instanceof Response) throw new Error(`refused: ${read.status}`)
      expect(read.genuine, body).toBe(false)
    }
  })

  it('is refused with 415 and the type it accepts when it is not form-encoded', async () => {
    const read = await forms.read(formPost('{}', { 'Content-Type': 'application/json' }), 1024)
    expect(read).toBeInstanceOf(Response)
    const response = read as Response
    expect(response.status).toBe(415)
    expect(response.headers.get('Accept')).toBe('application/x-www-form-urlencoded')
  })

  it('is read up to the feature’s size and refused with 413 one byte past it', async () => {
    const exactly = await forms.read(formPost(`a=${'x'.repeat(98)}`), 100)
    expect(exactly).not.toBeInstanceOf(Response)
    const over = await forms.read(formPost(`a=${'x'.repeat(99)}`), 100)
    expect(over).toBeInstanceOf(Response)
    expect((over as Response).status).toBe(413)
  })

  it('is answered with its page again: the status given, the state over an empty form, never cached', async () => {
    rendered.length = 0
    const request = formPost('')
    const response = await forms.again(request, '/en/contacts?x=1', 403, {
      values: { name: 'S' },
      error: { key: 'formExpired' },
    })
    expect(response.status).toBe(403)
    expect(response.headers.get('Cache-Control')).toBe('private, no-store')
    expect(response.headers.get('X-Page')).toBe('yes')
    expect(await response.text()).toBe('<p>page</p>')
    expect(rendered).toEqual([
      {
        path: '/en/contacts?x=1',
        posted: {
          values: { name: 'S' },
          fieldErrors: {},
          serverErrors: {},
          error: { key: 'formExpired' },
          invalidToken: false,
        },
      },
    ])
  })

  it('is answered with 303 to the next page, uncached, with every cookie the form set', () => {
    const response = seeOther('/en/profile', ['a=1; Path=/', 'b=2; Path=/'])
    expect(response.status).toBe(303)
    expect(response.headers.get('Location')).toBe('/en/profile')
    expect(response.headers.get('Cache-Control')).toBe('no-store')
    expect(response.headers.getSetCookie()).toEqual(['a=1; Path=/', 'b=2; Path=/'])
  })

  it('goes to the first feature that knows its page', async () => {
    const asked: string[] = []
    const feature = (name: string, answers: boolean): FormPosts => ({
      async answer() {
        asked.push(name)
        return answers ? new Response(name) : undefined
      },
    })
    const combined = combineFormPosts(feature('a', false), feature('b', true), feature('c', true))
    const answer = await combined.answer(formPost(''), undefined, '203.0.113.1')
    expect(await answer?.text()).toBe('b')
    expect(asked).toEqual(['a', 'b'])
    asked.length = 0
    expect(await combineFormPosts(feature('a', false)).answer(formPost(''), undefined, '::1')).toBeUndefined()
  })
})
