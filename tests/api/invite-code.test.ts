/**
 * Invitation codes (`/join/{teamId}/{code}`): the server's one generator makes 32 random bytes in
 * unpadded base64url, and core's `InviteCode`, which the invitation path and the join request are
 * checked with, accepts that shape and nothing else. The shape is written here by hand.
 */
import { Schema } from 'effect'
import { describe, expect, it } from 'vitest'
import { InviteCode } from '#core/teams/team.schema.ts'
import { newInviteCode } from '#server/teams/invite-code.ts'

const isInviteCode = Schema.is(InviteCode)
const SHAPE = /^[A-Za-z0-9_-]{43}$/

describe('invitation codes', () => {
  it('are 256 random bits in 43 base64url characters, which the invitation path accepts', () => {
    const codes = Array.from({ length: 2000 }, () => newInviteCode())
    for (const code of codes) {
      expect(code).toMatch(SHAPE)
      expect(Buffer.from(code, 'base64url')).toHaveLength(32)
      expect(isInviteCode(code)).toBe(true)
    }
    expect(new Set(codes).size).toBe(codes.length)
    // Each place but the last carries six bits: over 2000 codes every one of the 64 letters shows up there.
    expect(new Set(codes.map((code) => code[0])).size).toBe(64)
  })

  it('the invitation path refuses every other shape', () => {
    const code = newInviteCode()
    const refused = [
      '',
      code.slice(1),
      `${code}A`,
      // The database's old default: two UUIDs without dashes.
      '4f6ffe324e844e9da008aa7812db1abe094cfbb8a81e40ea9bf2a279b4f23f52',
      `${code.slice(0, 42)}=`,
      `${code.slice(0, 20)}+${code.slice(21)}`,
      `${code.slice(0, 20)}/${code.slice(21)}`,
      `${code.slice(0, 20)}.${code.slice(21)}`,
      `${code.slice(0, 20)}і${code.slice(21)}`,
      'x'.repeat(16),
    ]
    for (const value of refused) expect(isInviteCode(value), value).toBe(false)
  })
})
