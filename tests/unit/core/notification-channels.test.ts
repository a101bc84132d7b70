import { describe, expect, it } from 'vitest'
import { channelsOf } from '#core/notifications/notifications.ts'

describe('the ways a notification goes', () => {
  it('is e-mail alone without a linked Telegram, whatever was chosen', () => {
    expect(channelsOf(undefined, false)).toEqual(['email'])
    expect(channelsOf('telegram', false)).toEqual(['email'])
    expect(channelsOf('both', false)).toEqual(['email'])
  })

  it("follows the player's choice while Telegram is linked", () => {
    expect(channelsOf('email', true)).toEqual(['email'])
    expect(channelsOf('telegram', true)).toEqual(['telegram'])
    expect(channelsOf('both', true)).toEqual(['email', 'telegram'])
  })

  it('is e-mail for a kind never chosen, linked or not', () => {
    expect(channelsOf(undefined, true)).toEqual(['email'])
  })
})
