import { useCallback, useRef } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import { keptQuery } from '#core/auth/redirect.ts'
import { localizePath } from '#core/i18n/locale.ts'
import { AuthPanel } from '#ui/components/form/AuthPanel.tsx'
import { TermsCheckbox } from '#ui/components/form/Checkbox.tsx'
import { EmailField } from '#ui/components/form/EmailField.tsx'
import { Form } from '#ui/components/form/Form.tsx'
import { FormAlert } from '#ui/components/form/FormAlert.tsx'
import { fieldMessages, formMessage } from '#ui/components/form/message.ts'
import { SubmitButton } from '#ui/components/form/SubmitButton.tsx'
import { TextField } from '#ui/components/form/TextField.tsx'
import { LocalizedLink } from '#ui/components/LocalizedLink.tsx'
import { rememberRegistration, useEmailForm } from '#ui/flows/email-forms.ts'
import { usePorts } from '#ui/flows/ports.ts'
import { useI18n } from '#ui/i18n/i18n.tsx'

/** `/register`: e-mail, nickname and the terms; the link in the mail sets the password. */
export const Page = () => {
  const { LL } = useI18n()
  const { locale, urlParsed } = usePageContext()
  // The other ways in keep where the user was going (and nothing else of the address).
  const query = keptQuery(urlParsed.search.redirect)
  const ports = usePorts()
  const email = useRef('')
  const onDone = useCallback(() => {
    rememberRegistration(email.current)
    ports.navigation.navigate(localizePath('/register/confirm', locale))
  }, [ports, locale])
  const form = useEmailForm('register', { onDone })
  const { context } = form
  return (
    <AuthPanel
      title={LL.account.register.heading()}
      lead={LL.account.register.lead()}
      footer={
        <>
          <p>
            <LocalizedLink to={`/auth${query}`}>{LL.account.register.withPhone()}</LocalizedLink>
          </p>
          <p>
            {LL.account.register.haveAccount()}{' '}
            <LocalizedLink to={`/login${query}`}>{LL.account.register.signIn()}</LocalizedLink>
          </p>
        </>
      }
    >
      <Form
        errors={context}
        prepare={form.prepare}
        onSubmit={(values) => {
          email.current = String(values.email ?? '').trim()
          // The mailed link brings the new account back to the page it signed up from.
          const redirect = urlParsed.search.redirect
          form.send({
            type: 'form.submit',
            values: redirect === undefined ? values : { ...values, redirect },
          })
        }}
      >
        <EmailField label={LL.account.register.email()} errors={fieldMessages(context, 'email')} />
        <TextField
          name="nickname"
          label={LL.account.register.nickname()}
          description={LL.account.form.nicknameHint()}
          autoComplete="username"
          spellCheck={false}
          autoCapitalize="none"
          errors={fieldMessages(context, 'nickname')}
        />
        <TermsCheckbox errors={fieldMessages(context, 'acceptTerms')} />
        <FormAlert message={formMessage(context)} />
        <SubmitButton isPending={form.busy}>{LL.account.register.submit()}</SubmitButton>
      </Form>
    </AuthPanel>
  )
}
