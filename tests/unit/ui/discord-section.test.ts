// @vitest-environment jsdom
/**
 * The profile's Discord section as the server writes it into the page (ADR 0076): what it says and
 * which forms it offers in each state, in both languages, and axe finding nothing in any of them.
 * Every text below is written by hand.
 */
import axe from 'axe-core'
import { describe, expect, it } from 'vitest'
import { discordSectionHtml } from '#ui/features/profile/discord-html.ts'

const ACTION = '/en/profile'
const TOKEN = 'form-token'
/** 22:30 UTC on 14 March is 00:30 on 15 March in Kyiv. */
const LINKED_AT = '2026-03-14T22:30:00.000Z'

const render = (html: string): HTMLElement => {
  document.body.innerHTML = `<main><h1>Profile</h1>${html}</main>`
  return document.body
}

const formsOf = (root: HTMLElement) =>
  [...root.querySelectorAll('form')].map((form) => ({
    method: form.getAttribute('method'),
    action: form.getAttribute('action'),
    fields: Object.fromEntries([...form.querySelectorAll('input')].map((input) => [input.name, input.value])),
    button: form.querySelector('button')?.textContent,
  }))

const noticeOf = (root: HTMLElement) => {
  const notice = root.querySelector('[role="status"], [role="alert"]')
  return notice && { role: notice.getAttribute('role'), text: notice.textContent }
}

// jsdom lays out and paints nothing: contrast is axe's in the browser (the profile's e2e run, whose
// sections share these styles); everything else about the markup is checked here.
const violations = async (root: HTMLElement) =>
  (
    await axe.run(root, {
      runOnly: ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa', 'best-practice'],
      rules: { 'color-contrast': { enabled: false } },
    })
  ).violations.map((violation) => violation.id)

describe('the profile’s Discord section', () => {
  it('offers "Link Discord" as a form posted to the profile, in English', async () => {
    const root = render(
      discordSectionHtml({
        locale: 'en',
        discord: { linkedAt: null, canUnlink: false },
        action: ACTION,
        formToken: TOKEN,
        posted: undefined,
        result: undefined,
      }),
    )
    expect(root.querySelector('h2')?.textContent).toBe('Discord')
    expect(formsOf(root)).toEqual([
      {
        method: 'post',
        action: ACTION,
        fields: { csrf: TOKEN, intent: 'discord.link' },
        button: 'Link Discord',
      },
    ])
    expect(noticeOf(root)).toBeNull()
    expect(await violations(root)).toEqual([])
  })

  it('says a link was made, since when (Kyiv date), and offers to unlink, in Ukrainian', async () => {
    const root = render(
      discordSectionHtml({
        locale: 'uk',
        discord: { linkedAt: LINKED_AT, canUnlink: true },
        action: '/profile',
        formToken: TOKEN,
        posted: undefined,
        result: 'linked',
      }),
    )
    expect(noticeOf(root)).toEqual({
      role: 'status',
      text: 'Discord прив’язано. Тепер ви можете входити через нього.',
    })
    expect(root.querySelector('.linked-service__state')?.textContent).toBe('Discord прив’язано з 15.03.2026')
    expect(formsOf(root)).toEqual([
      {
        method: 'post',
        action: '/profile',
        fields: { csrf: TOKEN, intent: 'discord.unlink' },
        button: 'Відв’язати Discord',
      },
    ])
    expect(await violations(root)).toEqual([])
  })

  it('offers no unlink when Discord is the only way in, and says why', async () => {
    const root = render(
      discordSectionHtml({
        locale: 'en',
        discord: { linkedAt: LINKED_AT, canUnlink: false },
        action: ACTION,
        formToken: TOKEN,
        posted: { outcome: 'refused', reason: 'last_sign_in' },
        result: undefined,
      }),
    )
    expect(formsOf(root)).toEqual([])
    expect(noticeOf(root)).toEqual({
      role: 'alert',
      text: 'Discord is the only way to sign in to this account: set a password first.',
    })
    expect(root.textContent).toContain(
      'Discord is the only way to sign in to this account. To unlink it, set a password first: “Forgot password?” on the sign-in page mails you a link.',
    )
    expect(await violations(root)).toEqual([])
  })

  it('alerts that the Discord account belongs to another account, and offers to link again', async () => {
    const root = render(
      discordSectionHtml({
        locale: 'en',
        discord: { linkedAt: null, canUnlink: false },
        action: ACTION,
        formToken: TOKEN,
        posted: undefined,
        result: 'taken',
      }),
    )
    expect(noticeOf(root)).toEqual({
      role: 'alert',
      text: 'This Discord account is already linked to another Vatra account. Sign in with Discord, unlink it there, then try again.',
    })
    expect(formsOf(root).map((form) => form.fields.intent)).toEqual(['discord.link'])
  })

  it('says it was unlinked after the unlink form', () => {
    const root = render(
      discordSectionHtml({
        locale: 'uk',
        discord: { linkedAt: null, canUnlink: false },
        action: '/profile',
        formToken: TOKEN,
        posted: { outcome: 'unlinked' },
        result: undefined,
      }),
    )
    expect(noticeOf(root)).toEqual({
      role: 'status',
      text: 'Discord відв’язано. Вхід через нього більше не веде до цього акаунта.',
    })
  })
})
