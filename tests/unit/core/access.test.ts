/** Who may see which page (spec §2, §6), as the page guard decides it. */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { type AccessRequest, decideAccess } from '#core/accounts/access.ts'
import { signedInTarget } from '#core/accounts/redirect.ts'
import { loginPath, signInLink, signInMethodOf } from '#core/accounts/sign-in-link.ts'

const request = (overrides: Partial<AccessRequest>): AccessRequest => ({
  access: undefined,
  signedIn: false,
  locale: 'uk',
  pathWithQuery: '/',
  redirectQuery: undefined,
  ...overrides,
})

describe('V8.2.1 decideAccess', () => {
  it('lets everyone see public pages', () => {
    for (const signedIn of [true, false]) {
      expect(decideAccess(request({ signedIn, redirectQuery: 'https://evil.example' }))).toEqual({
        kind: 'allow',
      })
    }
  })

  it('sends a guest on a signed-in page back the way this browser signed in (ADR 0058)', () => {
    const profile = (signInMethod: AccessRequest['signInMethod'], locale: 'uk' | 'en' = 'uk') =>
      decideAccess(request({ access: 'user', locale, pathWithQuery: '/profile', signInMethod }))
    expect(profile('phone')).toEqual({ kind: 'redirect', to: '/auth?redirect=%2Fprofile' })
    expect(profile('phone', 'en')).toEqual({ kind: 'redirect', to: '/en/auth?redirect=%2Fprofile' })
    expect(profile('login')).toEqual({ kind: 'redirect', to: '/login?redirect=%2Fprofile' })
    expect(profile(undefined)).toEqual({ kind: 'redirect', to: '/login?redirect=%2Fprofile' })
  })

  it('opens staff pages to staff of the role they need, and answers anyone else not found', () => {
    const console = (access: 'moderator' | 'organiser', signedIn: boolean, role?: AccessRequest['role']) =>
      decideAccess(request({ access, signedIn, role, pathWithQuery: '/console' })).kind
    // A guest is not sent to sign in: that would tell them the console exists.
    expect(console('moderator', false)).toBe('not_found')
    expect(console('moderator', true, 'player')).toBe('not_found')
    expect(console('moderator', true, undefined)).toBe('not_found')
    expect(console('moderator', true, 'moderator')).toBe('allow')
    expect(console('moderator', true, 'organiser')).toBe('allow')
    expect(console('organiser', true, 'moderator')).toBe('not_found')
    expect(console('organiser', true, 'organiser')).toBe('allow')
    // A role without a session (a stale read) opens nothing.
    expect(console('organiser', false, 'organiser')).toBe('not_found')
  })

  it('reads the way in from either cookie name, and nothing else', () => {
    expect(signInMethodOf('lang=en; signin=phone')).toBe('phone')
    expect(signInMethodOf('__Host-signin=login')).toBe('login')
    for (const header of ['signin=admin', 'signin=', 'xsignin=phone', 'signin=%70hone', '', null, undefined])
      expect(signInMethodOf(header)).toBeUndefined()
  })

  it('lets guests see guest pages and sends a signed-in user to /profile in their language', () => {
    expect(decideAccess(request({ access: 'guest' }))).toEqual({ kind: 'allow' })
    expect(decideAccess(request({ access: 'guest', signedIn: true }))).toEqual({
      kind: 'redirect',
      to: '/profile',
    })
    expect(decideAccess(request({ access: 'guest', signedIn: true, locale: 'en' }))).toEqual({
      kind: 'redirect',
      to: '/en/profile',
    })
  })

  it('sends a signed-in user on a guest page to a safe redirect target, never off the site', () => {
    expect(
      decideAccess(request({ access: 'guest', signedIn: true, redirectQuery: '/en/join/t1/x?a=1' })),
    ).toEqual({ kind: 'redirect', to: '/en/join/t1/x?a=1' })
    for (const hostile of [
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      '%2F%2Fevil.example',
    ]) {
      expect(
        decideAccess(request({ access: 'guest', signedIn: true, locale: 'en', redirectQuery: hostile })),
      ).toEqual({
        kind: 'redirect',
        to: '/en/profile',
      })
    }
  })

  it('sends guests away from signed-in pages to /login with the page to come back to, keeping the language', () => {
    expect(decideAccess(request({ access: 'user', pathWithQuery: '/profile' }))).toEqual({
      kind: 'redirect',
      to: '/login?redirect=%2Fprofile',
    })
    expect(
      decideAccess(request({ access: 'user', locale: 'en', pathWithQuery: '/en/profile/tournaments' })),
    ).toEqual({
      kind: 'redirect',
      to: '/en/login?redirect=%2Fen%2Fprofile%2Ftournaments',
    })
    expect(decideAccess(request({ access: 'user', signedIn: true }))).toEqual({ kind: 'allow' })
  })

  it('sends guests of an invitation to /login?redirect={path} and lets users in', () => {
    expect(decideAccess(request({ access: 'user', pathWithQuery: '/join/t1/x' }))).toEqual({
      kind: 'redirect',
      to: '/login?redirect=%2Fjoin%2Ft1%2Fx',
    })
    expect(
      decideAccess(request({ access: 'user', locale: 'en', pathWithQuery: '/en/join/t1/x?a=1&b=2' })),
    ).toEqual({ kind: 'redirect', to: '/en/login?redirect=%2Fen%2Fjoin%2Ft1%2Fx%3Fa%3D1%26b%3D2' })
    expect(decideAccess(request({ access: 'user', signedIn: true }))).toEqual({ kind: 'allow' })
  })

  it('round-trips: the login page sends the user back to exactly the invitation asked for (property)', () => {
    const segment = fc.stringMatching(/^[A-Za-z0-9_-]{1,16}$/)
    fc.assert(
      fc.property(fc.constantFrom('uk' as const, 'en' as const), segment, segment, (locale, team, id) => {
        const path = `${locale === 'en' ? '/en' : ''}/join/${team}/${id}`
        const away = decideAccess(request({ access: 'user', locale, pathWithQuery: path }))
        expect(away.kind).toBe('redirect')
        const to = away.kind === 'redirect' ? away.to : ''
        const back = new URL(to, 'http://x').searchParams.get('redirect')
        expect(
          decideAccess(request({ access: 'guest', signedIn: true, locale, redirectQuery: back })),
        ).toEqual({
          kind: 'redirect',
          to: path,
        })
      }),
    )
  })

  it('sends a user who signs in on a guest page where the guard would send them', () => {
    expect(signedInTarget('en', '/en/join/t1/x')).toBe('/en/join/t1/x')
    expect(signedInTarget('en', null)).toBe('/en/profile')
    expect(signedInTarget('uk', '//evil.example')).toBe('/profile')
  })

  it("the header's sign-in link comes back to the page, or keeps the sign-in screens' own target", () => {
    // The page's kept query is the server's check of its `redirect` (redirect.test.ts, keptQueryOf).
    expect(signInLink('uk', '/tournaments/t1', '')).toBe('/login?redirect=%2Ftournaments%2Ft1')
    expect(signInLink('en', '/', '')).toBe('/en/login?redirect=%2Fen')
    expect(signInLink('en', '/tournaments/t1', '?redirect=%2Fen%2Fprofile')).toBe(
      '/en/login?redirect=%2Fen%2Ftournaments%2Ft1',
    )
    expect(signInLink('en', '/login', '?redirect=%2Fen%2Fjoin%2Fa%2Fb')).toBe(
      '/en/login?redirect=%2Fen%2Fjoin%2Fa%2Fb',
    )
    expect(signInLink('en', '/auth', '')).toBe('/en/login')
    expect(signInLink('uk', '/forgot-password/email', '')).toBe('/login')
  })

  it('knows its login paths', () => {
    expect(loginPath('en')).toBe('/en/login')
    expect(loginPath('uk', '/join/a/b')).toBe('/login?redirect=%2Fjoin%2Fa%2Fb')
  })
})
