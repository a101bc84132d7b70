import { describe, expect, it } from 'vitest'
import { completionErrors, completionOf } from '#core/profile/completion.schema.ts'
import { joinStartView } from '#core/teams/join-view.ts'

const keys = (errors: ReturnType<typeof completionErrors>) =>
  Object.fromEntries(
    Object.entries(errors).map(([field, refs]) => [field, (refs ?? []).map((ref) => ref.key)]),
  )

describe('completing a profile before an invitation is accepted', () => {
  it('asks for every missing field, blank or not text, and the profile form rules', () => {
    expect(keys(completionErrors(['lastName', 'discord'], { lastName: '   ', discord: 42 }))).toEqual({
      lastName: ['required'],
      discord: ['required'],
    })
    expect(keys(completionErrors(['inputDevice'], { inputDevice: 'mouse' }))).toEqual({
      inputDevice: ['invalid'],
    })
    expect(
      completionErrors(['lastName', 'inputDevice'], { lastName: 'Koval', inputDevice: 'gamepad' }),
    ).toEqual({})
  })

  it('saves only the fields asked for, as typed', () => {
    expect(
      completionOf(['lastName', 'discord'], { lastName: 'Koval', discord: 'mariia#4242', telegram: 'x' }),
    ).toEqual({ lastName: 'Koval', discord: 'mariia#4242' })
  })

  it('starts an invitation at the fields to fill, but not for the phone alone', () => {
    const invitation = { teamId: 't', inviteId: 'i' }
    expect(
      joinStartView({ tournamentId: 'cup', invitation, missingFields: ['discord'] }).matches('completing'),
    ).toBe(true)
    expect(
      joinStartView({ tournamentId: 'cup', invitation, missingFields: ['phone'] }).matches('submitting'),
    ).toBe(true)
    expect(joinStartView({ tournamentId: 'cup', invitation }).matches('submitting')).toBe(true)
  })
})
