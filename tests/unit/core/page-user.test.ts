/** The signed-in user a page is rendered for (spec §8). */
import { describe, expect, it } from 'vitest'
import { pageUserOf } from '#core/accounts/page-user.ts'

describe('pageUserOf', () => {
  it('shows a page the session user without its code, and nobody without a live session', () => {
    expect(pageUserOf(null)).toBeNull()
    expect(pageUserOf(undefined)).toBeNull()
    expect(pageUserOf({ user: { id: '1', name: 'olena', email: 'o@example.com', image: null } })).toEqual({
      id: '1',
      name: 'olena',
      email: 'o@example.com',
      image: null,
    })
    // Spec §8: a session whose tokens died counts as signed out.
    expect(pageUserOf({ user: { id: '1', name: 'olena', code: 'token_not_valid' } })).toBeNull()
    expect(pageUserOf({ user: { id: '1', name: 'olena', code: 'other' } })).toEqual({
      id: '1',
      name: 'olena',
    })
  })
})
