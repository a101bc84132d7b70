/**
 * A page renders a form's start from `form-context.ts` until the form machine's code has loaded
 * (ADR 0027): the machine must start on that same screen, or the page would change under the reader
 * the moment the machine arrives.
 */
import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { EmailSignInForm, NewPasswordForm } from '#core/accounts/auth.schema.ts'
import { createFormMachine, type FormInput } from '#core/shared/forms/form.machine.ts'
import { formContextOf, formStartState } from '#core/shared/forms/form-context.ts'
import { message } from '#core/shared/validation/message.ts'

const TOKEN = 'A'.repeat(32)

/** What the reader sees first, written out per case: the link, the messages, whether it is invalid. */
interface Shown {
  readonly token: string | null
  readonly fieldErrors: object
  readonly error: object | null
  readonly invalidToken: boolean
}

const CASES: ReadonlyArray<{ name: string; input: FormInput; state: string; shown: Shown }> = [
  {
    name: 'a form',
    input: {},
    state: 'editing',
    shown: { token: null, fieldErrors: {}, error: null, invalidToken: false },
  },
  {
    name: 'a form the server sent back with errors',
    input: {
      fieldErrors: { email: [message('invalidEmail')] },
      serverErrors: { _form: [{ key: 'server', params: { text: 'No.' } }] },
      error: message('wrongEmailOrPassword'),
    },
    state: 'editing',
    shown: {
      token: null,
      fieldErrors: { email: [{ key: 'invalidEmail' }] },
      error: { key: 'wrongEmailOrPassword' },
      invalidToken: false,
    },
  },
  {
    name: "a link's form",
    input: { token: TOKEN },
    state: 'checking',
    shown: { token: TOKEN, fieldErrors: {}, error: null, invalidToken: false },
  },
  {
    name: 'a link the server found invalid',
    input: { token: TOKEN, invalidToken: true },
    state: 'invalidToken',
    shown: { token: TOKEN, fieldErrors: {}, error: null, invalidToken: true },
  },
]

describe('a form starts where its page rendered it', () => {
  for (const { name, input, state, shown } of CASES) {
    it(`${name}: ${state}`, () => {
      const machine = createFormMachine(input.token === undefined ? EmailSignInForm : NewPasswordForm)
      // Not started: the first snapshot, before any token check runs.
      const first = createActor(machine, { input }).getSnapshot()
      const rendered = formContextOf(input)
      expect(first.value).toBe(state)
      expect(formStartState(rendered)).toBe(state)
      expect(first.context).toEqual(rendered)
      expect(rendered).toMatchObject(shown)
    })
  }
})
