/** The keys core emits have texts in both languages, and both files have the same keys. */
import { describe, expect, it } from 'vitest'
import { CONSOLE_MESSAGE_KEYS, FLOW_MESSAGE_KEYS } from '#core/shared/messages.ts'
import { CONSOLE_VALIDATION_KEYS, interpolate, VALIDATION_KEYS } from '#core/shared/validation/message.ts'
import enConsole from '#locales/en/console/index.ts'
import * as en from '#locales/en/flows.ts'
import ukConsole from '#locales/uk/console/index.ts'
import * as uk from '#locales/uk/flows.ts'

const shape = (value: unknown): unknown =>
  typeof value === 'object' && value !== null
    ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, shape(v)]))
    : typeof value

const params = (text: string) => [...text.matchAll(/\{(\w+)(?::\w+)?\}/g)].map((m) => m[1]).sort()

const leaves = (value: unknown, path = ''): Array<[string, string]> =>
  typeof value === 'string'
    ? [[path, value]]
    : Object.entries(value as Record<string, unknown>).flatMap(([k, v]) =>
        leaves(v, path ? `${path}.${k}` : k),
      )

describe('flow texts', () => {
  it('have the same keys in Ukrainian and English', () => {
    expect(shape(en)).toEqual(shape(uk))
  })
  it('cover every validation and flow message key of core', () => {
    expect(Object.keys(uk.validation).sort()).toEqual([...VALIDATION_KEYS].sort())
    expect(Object.keys(uk.flows.messages)).toEqual(expect.arrayContaining([...FLOW_MESSAGE_KEYS]))
  })
  it("keep the console's messages in the console's texts only, in both languages", () => {
    for (const console of [ukConsole, enConsole]) {
      expect(Object.keys(console.validation).sort()).toEqual([...CONSOLE_VALIDATION_KEYS].sort())
      expect(Object.keys(console.messages).sort()).toEqual([...CONSOLE_MESSAGE_KEYS].sort())
    }
    const everyFlowText = [...Object.keys(uk.validation), ...Object.keys(uk.flows.messages)]
    for (const key of [...CONSOLE_VALIDATION_KEYS, ...CONSOLE_MESSAGE_KEYS])
      expect(everyFlowText).not.toContain(key)
  })
  it('use the same parameters, typed in Ukrainian only', () => {
    const english = new Map(leaves(en))
    for (const [path, text] of leaves(uk)) {
      expect(params(english.get(path) ?? ''), path).toEqual(params(text))
      for (const match of text.matchAll(/\{\w+(:\w+)?\}/g)) expect(match[1], path).toBeDefined()
      expect(english.get(path), path).not.toMatch(/\{\w+:\w+\}/)
    }
  })
  it('carry the exact English texts of the spec', () => {
    expect(en.validation).toMatchObject({
      phoneTooShort: 'Phone number is too short',
      pleaseWait: 'Please wait a few minutes',
      required: 'This field is required',
      invalidEmail: 'Invalid email',
      noSpaces: 'Spaces are not allowed',
      passwordsMatch: 'Passwords must match',
      incorrectCode: 'Incorrect code',
    })
    // 'Minimum length is {min} characters', with the singular for one (tests/unit/plurals.test.ts).
    expect(interpolate('en', en.validation.minLength, { min: 8 })).toBe('Minimum length is 8 characters')
    expect(interpolate('en', en.validation.maxLength, { max: 24 })).toBe('Maximum length is 24 characters')
    expect(en.flows.messages).toMatchObject({
      joinTeamFailed: 'Failed to join the team',
      removePlayerFailed: 'Error removing the player',
      teamLogoFailed: 'Error updating the team logo',
      linkCopied: 'Link copied',
      confirmRemovePlayer: 'Are you sure you want to remove this player?',
      invalidToken: 'Invalid token',
      invalidTokenDescription: 'The token is invalid or expired. Please try again.',
    })
  })
})
