/**
 * The profile's one form dispatcher: a form goes to the section whose intent it carries, after the
 * steps every section shares (a guest sent to sign in, a form without the browser's token refused
 * with that section's own message), and a form no section knows is left to the rest of the app.
 */
import { describe, expect, it } from 'vitest'
import type { PostedForm } from '#core/shared/forms/posted-form.ts'
import { createFormTokens } from '#server/platform/http/form-token.ts'
import { createProfileFormPosts, type ProfilePost, type ProfileSectionForms } from '#server/profile/index.ts'

const tokens = createFormTokens({ secret: 'a test secret of the profile forms', https: false })
const { token, setCookie } = tokens.issue(null)
const cookie = (setCookie ?? '').split(';')[0] ?? ''

const section = (name: 'telegram' | 'discord', intents: string[]) => {
  const posts: ProfilePost[] = []
  const forms: ProfileSectionForms = {
    intents,
    expired: { [name]: { outcome: 'refused', reason: 'expired' } },
    async answer(post) {
      posts.push(post)
      return post.again(200, { [name]: { outcome: 'unlinked' } })
    },
  }
  return { forms, posts }
}

const setUp = (userId: string | undefined) => {
  const telegram = section('telegram', ['telegram.link', 'telegram.unlink'])
  const discord = section('discord', ['discord.link', 'discord.unlink'])
  const rendered: Array<{ path: string; posted: PostedForm }> = []
  const posts = createProfileFormPosts({
    sections: [discord.forms, telegram.forms],
    userOf: async () => userId,
    tokens,
    renderPage: async (_request, path, posted) => {
      rendered.push({ path, posted })
      return new Response('page')
    },
  })
  const post = (path: string, fields: Record<string, string>, csrf = token) =>
    posts.answer(
      new Request(`http://localhost${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: cookie },
        body: new URLSearchParams({ csrf, ...fields }).toString(),
      }),
      undefined,
      '127.0.0.1',
    )
  return { telegram, discord, rendered, post }
}

describe('the profile form dispatcher', () => {
  it("hands a signed-in account's genuine form to the section of its intent, once", async () => {
    const { telegram, discord, rendered, post } = setUp('user-1')
    const answer = await post('/en/profile', { intent: 'telegram.unlink' })
    expect(answer?.status).toBe(200)
    expect(answer?.headers.get('Cache-Control')).toBe('private, no-store')
    expect(discord.posts).toEqual([])
    expect(telegram.posts).toHaveLength(1)
    expect(telegram.posts[0]).toMatchObject({ userId: 'user-1', intent: 'telegram.unlink', locale: 'en' })
    expect(rendered).toEqual([
      { path: '/en/profile', posted: expect.objectContaining({ telegram: { outcome: 'unlinked' } }) },
    ])
    await post('/profile', { intent: 'discord.link' })
    expect(discord.posts.map((p) => [p.intent, p.locale])).toEqual([['discord.link', 'uk']])
  })

  it("refuses a form without the browser's token with its own section's message", async () => {
    const { discord, rendered, post } = setUp('user-1')
    const answer = await post('/profile', { intent: 'discord.unlink' }, 'A'.repeat(43))
    expect(answer?.status).toBe(403)
    expect(discord.posts).toEqual([])
    expect(rendered.at(-1)?.posted.discord).toEqual({ outcome: 'refused', reason: 'expired' })
    expect(rendered.at(-1)?.posted.telegram).toBeUndefined()
  })

  it('sends a guest to sign in and back to the profile in its language', async () => {
    const { telegram, post } = setUp(undefined)
    const answer = await post('/en/profile', { intent: 'telegram.link' })
    expect(answer?.status).toBe(303)
    expect(answer?.headers.get('Location')).toBe('/en/login?redirect=%2Fen%2Fprofile')
    expect(telegram.posts).toEqual([])
  })

  it('leaves another intent or another page to the rest of the app', async () => {
    const { telegram, discord, post } = setUp('user-1')
    expect(await post('/profile', { intent: 'password.change' })).toBeUndefined()
    expect(await post('/profile', {})).toBeUndefined()
    expect(await post('/login', { intent: 'telegram.link' })).toBeUndefined()
    expect([...telegram.posts, ...discord.posts]).toEqual([])
  })
})
