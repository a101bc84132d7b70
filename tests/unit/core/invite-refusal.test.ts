import { describe, expect, it } from 'vitest'
import { ApiError } from '#core/shared/errors.ts'
import { FieldsRefused } from '#core/shared/forms/form.machine.ts'
import { inviteRefusalErrors } from '#core/teams/invite-refusal.ts'

const refused = (status: number, code: string) =>
  new ApiError({ status, body: { detail: 'server text', code } })

describe('the reason of a refused invitation, under the nickname field', () => {
  it('names each refusal the server answers to a captain', () => {
    expect(inviteRefusalErrors(refused(409, 'already_member'))).toEqual({
      nickname: [{ key: 'inviteeAlreadyMember' }],
    })
    expect(inviteRefusalErrors(refused(409, 'team_full'))).toEqual({ nickname: [{ key: 'inviteTeamFull' }] })
    expect(inviteRefusalErrors(refused(409, 'wrong_state'))).toEqual({
      nickname: [{ key: 'inviteTeamDropped' }],
    })
    expect(inviteRefusalErrors(refused(403, 'registration_closed'))).toEqual({
      nickname: [{ key: 'registrationClosed' }],
    })
    expect(inviteRefusalErrors(refused(429, 'throttled'))).toEqual({ nickname: [{ key: 'pleaseWait' }] })
  })

  it('keeps the server’s field errors (an unknown nickname) as they came', () => {
    const fields = { nickname: [{ key: 'userNotFound' }] }
    expect(inviteRefusalErrors(new FieldsRefused({ fields }))).toEqual(fields)
  })

  it('says nothing under the field when the failure gives no reason', () => {
    expect(inviteRefusalErrors(refused(500, 'server_error'))).toEqual({})
    expect(inviteRefusalErrors(new Error('offline'))).toEqual({})
  })
})
