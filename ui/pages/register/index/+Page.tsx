import { useCallback, useRef } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import { keptQuery } from '#core/accounts/redirect.ts'
import { localizePath } from '#core/shared/i18n/locale.ts'
import { AuthPanel } from '#ui/features/accounts/AuthPanel.tsx'
import { rememberRegistration, useEmailForm } from '#ui/features/accounts/email-forms.ts'
import { InvitedBanner } from '#ui/features/teams/InvitedBanner.tsx'
import { usePorts } from '#ui/shared/app/ports.ts'
import { LocalizedLink } from '#ui/shared/components/LocalizedLink.tsx'
import { TermsCheckbox } from '#ui/shared/form/Checkbox.tsx'
import { EmailField } from '#ui/shared/form/EmailField.tsx'
import { Form, forgetDraft } from '#ui/shared/form/Form.tsx'
import { FormAlert } from '#ui/shared/form/FormAlert.tsx'
import { fieldMessages, formMessage } from '#ui/shared/form/message.ts'
import { SubmitButton } from '#ui/shared/form/SubmitButton.tsx'
import { TextField } from '#ui/shared/form/TextField.tsx'
import { useI18n } from '#ui/shared/i18n/i18n.tsx'

const REGISTER_DRAFT = 'register'

/** `/register`: e-mail, nickname and the terms; the link in the mail sets the password. */
export const Page = () => {
  const { LL } = useI18n()
  const { locale, urlParsed } = usePageContext()
  // The other ways in keep where the user was going (and nothing else of the address).
  const query = keptQuery(urlParsed.search.redirect)
  const ports = usePorts()
  const email = useRef('')
  const onDone = useCallback(() => {
    forgetDraft(REGISTER_DRAFT)
    rememberRegistration(email.current)
    ports.navigation.navigate(localizePath('/register/confirm', locale))
  }, [ports, locale])
  const form = useEmailForm('register', { onDone })
  const { context } = form
  return (
    <AuthPanel
      aside={<InvitedBanner />}
      title={LL.auth.register.heading()}
      lead={LL.auth.register.lead()}
      footer={
        <>
          <p>
            <LocalizedLink to={`/auth${query}`}>{LL.auth.register.withPhone()}</LocalizedLink>
          </p>
          <p>
            {LL.auth.register.haveAccount()}{' '}
            <LocalizedLink to={`/login${query}`}>{LL.auth.register.signIn()}</LocalizedLink>
          </p>
        </>
      }
    >
      <Form
        draft={REGISTER_DRAFT}
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
        <EmailField label={LL.auth.register.email()} errors={fieldMessages(context, 'email')} />
        <TextField
          name="nickname"
          label={LL.auth.register.nickname()}
          description={LL.account.form.nicknameHint()}
          autoComplete="username"
          spellCheck={false}
          autoCapitalize="none"
          errors={fieldMessages(context, 'nickname')}
        />
        <TermsCheckbox errors={fieldMessages(context, 'acceptTerms')} />
        <FormAlert message={formMessage(context)} />
        <SubmitButton isPending={form.busy}>{LL.auth.register.submit()}</SubmitButton>
      </Form>
    </AuthPanel>
  )
}
