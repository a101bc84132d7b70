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

const CASES: ReadonlyArray<{ name: string; input: FormInput; state: string }> = [
  { name: 'a form', input: {}, state: 'editing' },
  {
    name: 'a form the server sent back with errors',
    input: {
      fieldErrors: { email: [message('invalidEmail')] },
      serverErrors: { _form: [{ key: 'server', params: { text: 'No.' } }] },
      error: message('wrongEmailOrPassword'),
    },
    state: 'editing',
  },
  { name: "a link's form", input: { token: TOKEN }, state: 'checking' },
  {
    name: 'a link the server found invalid',
    input: { token: TOKEN, invalidToken: true },
    state: 'invalidToken',
  },
]

describe('a form starts where its page rendered it', () => {
  for (const { name, input, state } of CASES) {
    it(`${name}: ${state}`, () => {
      const machine = createFormMachine(input.token === undefined ? EmailSignInForm : NewPasswordForm)
      // Not started: the first snapshot, before any token check runs.
      const first = createActor(machine, { input }).getSnapshot()
      const rendered = formContextOf(input)
      expect(first.value).toBe(state)
      expect(formStartState(rendered)).toBe(state)
      expect(first.context).toEqual(rendered)
      expect(rendered).toEqual({
        token: input.token ?? null,
        checked: input.checked ?? {},
        linkChecked: input.checked !== undefined,
        fieldErrors: input.fieldErrors ?? {},
        serverErrors: input.serverErrors ?? {},
        error: input.error ?? null,
        success: null,
        invalidToken: input.invalidToken ?? false,
      })
    })
  }
})
