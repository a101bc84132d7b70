import { useCallback } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import { keptQuery } from '#core/accounts/redirect.ts'
import { signInMessage } from '#core/shared/forms/sign-in-message.ts'
import { AuthPanel } from '#ui/features/accounts/AuthPanel.tsx'
import { signInTarget, useEmailForm } from '#ui/features/accounts/email-forms.ts'
import { SocialSignIn } from '#ui/features/accounts/SocialSignIn.tsx'
import { InvitedBanner } from '#ui/features/teams/InvitedBanner.tsx'
import { usePorts } from '#ui/shared/app/ports.ts'
import { LocalizedLink } from '#ui/shared/components/LocalizedLink.tsx'
import { EmailField } from '#ui/shared/form/EmailField.tsx'
import { Form } from '#ui/shared/form/Form.tsx'
import { FormAlert } from '#ui/shared/form/FormAlert.tsx'
import { fieldMessages, formMessage } from '#ui/shared/form/message.ts'
import { PasswordField } from '#ui/shared/form/PasswordField.tsx'
import { SubmitButton } from '#ui/shared/form/SubmitButton.tsx'
import { useI18n } from '#ui/shared/i18n/i18n.tsx'

const first = (value: string | undefined | null): string | null => value ?? null

/**
 * `/login`: e-mail and password (Auth.js credentials), the way to phone sign-in, password recovery
 * and registration, and a button per enabled social provider. A sign-in error Auth.js redirected
 * here with (`?error=CredentialsSignin&code=throttled`) is shown from the start.
 */
export const Page = () => {
  const { LL } = useI18n()
  const { locale, urlParsed } = usePageContext()
  const ports = usePorts()
  const onDone = useCallback(
    // The login page is left for good: Back from where it leads goes to the page before it.
    () => ports.navigation.navigate(signInTarget(locale, window.location.search), { replace: true }),
    [ports, locale],
  )
  const form = useEmailForm('signIn', {
    error: signInMessage(first(urlParsed.search.error), first(urlParsed.search.code)),
    onDone,
  })
  const { context } = form
  // The other ways in keep where the user was going (and nothing else of the address).
  const query = keptQuery(urlParsed.search.redirect)
  return (
    <AuthPanel
      aside={<InvitedBanner />}
      title={LL.auth.login.heading()}
      lead={LL.auth.login.lead()}
      footer={
        <>
          <p>
            <LocalizedLink to={`/auth${query}`}>{LL.auth.login.withPhone()}</LocalizedLink>
          </p>
          <p>
            {LL.auth.login.noAccount()}{' '}
            <LocalizedLink to={`/register${query}`}>{LL.auth.login.register()}</LocalizedLink>
          </p>
        </>
      }
    >
      <Form
        errors={context}
        prepare={form.prepare}
        onSubmit={(values) => form.send({ type: 'form.submit', values })}
      >
        <EmailField label={LL.auth.login.email()} errors={fieldMessages(context, 'email')} />
        <PasswordField
          name="password"
          label={LL.auth.login.password()}
          autoComplete="current-password"
          errors={fieldMessages(context, 'password')}
        />
        <FormAlert message={formMessage(context)} />
        <SubmitButton isPending={form.busy}>{LL.auth.login.submit()}</SubmitButton>
      </Form>
      <p className="form-hint auth__actions">
        <LocalizedLink to="/forgot-password">{LL.auth.login.forgotPassword()}</LocalizedLink>
      </p>
      <SocialSignIn search={query} />
    </AuthPanel>
  )
}
