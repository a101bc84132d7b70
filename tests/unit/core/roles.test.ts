/** The role rules (spec §6, ADR 0059): ranked roles, and who the staff endpoints answer what. */
import { describe, expect, it } from 'vitest'
import { canModerate, hasRole, isOrganiser, staffAccess, USER_ROLES } from '#core/accounts/roles.ts'

describe('roles', () => {
  it('are player, moderator and organiser, in rising order', () => {
    expect(USER_ROLES).toEqual(['player', 'moderator', 'organiser'])
  })

  it('let moderators and organisers moderate, and organisers alone run the platform', () => {
    expect(USER_ROLES.filter(canModerate)).toEqual(['moderator', 'organiser'])
    expect(USER_ROLES.filter(isOrganiser)).toEqual(['organiser'])
  })

  it('let each role do everything the roles below it can', () => {
    for (const role of USER_ROLES) {
      for (const needed of USER_ROLES) {
        expect(hasRole(role, needed)).toBe(USER_ROLES.indexOf(role) >= USER_ROLES.indexOf(needed))
      }
    }
  })

  it('hide the staff endpoints from guests and players, and forbid organisers’ ones to moderators', () => {
    const answers = (needed: 'moderator' | 'organiser') =>
      [undefined, ...USER_ROLES].map((role) => staffAccess(role, needed))
    expect(answers('moderator')).toEqual(['hidden', 'hidden', 'allowed', 'allowed'])
    expect(answers('organiser')).toEqual(['hidden', 'hidden', 'forbidden', 'allowed'])
  })
})
