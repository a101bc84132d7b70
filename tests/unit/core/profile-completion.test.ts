import { describe, expect, it } from 'vitest'
import { completionErrors, completionOf } from '#core/profile/completion.schema.ts'
import { ApiError } from '#core/shared/errors.ts'
import { joinFailure } from '#core/teams/join-failure.ts'
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

describe('what a refused way into a team tells the player', () => {
  const refused = (code?: string) => new ApiError({ status: 409, body: code ? { detail: code, code } : {} })
  it('names the reason the player can act on, else the failure', () => {
    expect(joinFailure(refused('team_full')).key).toBe('teamFull')
    expect(joinFailure(refused('already_in_team')).key).toBe('alreadyInTeam')
    expect(joinFailure(refused('profile_incomplete')).key).toBe('profileIncomplete')
    expect(joinFailure(refused('registration_closed')).key).toBe('registrationClosed')
    expect(joinFailure(refused('wrong_state')).key).toBe('joinTeamFailed')
    expect(joinFailure(refused(), 'createTeamFailed').key).toBe('createTeamFailed')
  })
})
