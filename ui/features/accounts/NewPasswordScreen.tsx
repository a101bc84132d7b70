import { useEffect, useState } from 'react'
import type { FormContext, FormEvent } from '#core/shared/forms/form.machine.ts'
import { Form } from '#ui/shared/form/Form.tsx'
import { FormAlert } from '#ui/shared/form/FormAlert.tsx'
import { fieldMessages, formMessage } from '#ui/shared/form/message.ts'
import { PasswordField } from '#ui/shared/form/PasswordField.tsx'
import { SubmitButton } from '#ui/shared/form/SubmitButton.tsx'
import { AuthPanel, CheckFailed, PendingStatus, useFocusOnMount } from './AuthPanel.tsx'

/** The form as `useEmailForm` gives it (kept here so components need not know the composition root). */
interface FormView {
  readonly state: string
  readonly busy: boolean
  readonly context: FormContext
  send(event: FormEvent): void
  prepare(): void
}

const PasswordForm = ({
  form,
  username,
  password,
  confirmPassword,
  submit,
}: {
  readonly form: FormView
  readonly username: string | undefined
  readonly password: string
  readonly confirmPassword: string
  readonly submit: string
}) => {
  // The form appears once the link is checked: the first field is where the reader goes on.
  const input = useFocusOnMount<HTMLInputElement>()
  const { context } = form
  return (
    <Form
      errors={context}
      prepare={form.prepare}
      onSubmit={(values) => form.send({ type: 'form.submit', values })}
    >
      {/* Lets password managers save the new password under the right account. */}
      {username ? (
        <input type="email" name="username" autoComplete="username" value={username} readOnly hidden />
      ) : null}
      <PasswordField
        name="password"
        label={password}
        autoComplete="new-password"
        showStrength
        errors={fieldMessages(context, 'password')}
        inputRef={input}
      />
      <PasswordField
        name="confirmPassword"
        label={confirmPassword}
        autoComplete="new-password"
        errors={fieldMessages(context, 'confirmPassword')}
      />
      <FormAlert message={formMessage(context)} />
      <SubmitButton isPending={form.busy}>{submit}</SubmitButton>
    </Form>
  )
}

/**
 * The page of an e-mailed link that sets a password (registration, password reset): the password
 * twice, shown at once (so it works before and without JavaScript; the server checks the link when
 * the form comes), with 'checking the link' announced while the browser checks it, and a way to check
 * again when that could not be done. The invalid-token screen is the page's own (it knows where to
 * try again).
 */
export const NewPasswordScreen = ({
  form,
  title,
  lead,
  username,
  checking,
  password,
  confirmPassword,
  submit,
}: {
  readonly form: FormView
  readonly title: string
  readonly lead?: string | undefined
  /** The account's address, when known: for password managers. */
  readonly username?: string | undefined
  readonly checking: string
  readonly password: string
  readonly confirmPassword: string
  readonly submit: string
}) => {
  // Said only once the browser checks (in the server's HTML it would spin forever without JavaScript).
  const [inBrowser, setInBrowser] = useState(false)
  useEffect(() => setInBrowser(true), [])
  if (form.state === 'checkFailed') {
    return (
      <CheckFailed
        title={title}
        message={formMessage(form.context)}
        onRetry={() => form.send({ type: 'check.retry' })}
      />
    )
  }
  const checkingLink = inBrowser && (form.state === 'start' || form.state === 'checking')
  return (
    <AuthPanel title={title} lead={lead}>
      {checkingLink ? <PendingStatus text={checking} /> : null}
      <PasswordForm
        form={form}
        username={username}
        password={password}
        confirmPassword={confirmPassword}
        submit={submit}
      />
    </AuthPanel>
  )
}
