import { useCallback } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import { localizePath } from '#core/shared/i18n/locale.ts'
import { AuthPanel } from '#ui/features/accounts/AuthPanel.tsx'
import { useEmailForm } from '#ui/features/accounts/email-forms.ts'
import { usePorts } from '#ui/shared/app/ports.ts'
import { LocalizedLink } from '#ui/shared/components/LocalizedLink.tsx'
import { EmailField } from '#ui/shared/form/EmailField.tsx'
import { Form } from '#ui/shared/form/Form.tsx'
import { FormAlert } from '#ui/shared/form/FormAlert.tsx'
import { fieldMessages, formMessage } from '#ui/shared/form/message.ts'
import { SubmitButton } from '#ui/shared/form/SubmitButton.tsx'
import { useI18n } from '#ui/shared/i18n/i18n.tsx'

/** `/forgot-password/email`: the address; the answer is the same whether it has an account or not. */
export const Page = () => {
  const { LL } = useI18n()
  const { locale } = usePageContext()
  const ports = usePorts()
  const onDone = useCallback(
    () => ports.navigation.navigate(localizePath('/forgot-password/success', locale)),
    [ports, locale],
  )
  const form = useEmailForm('forgotPassword', { onDone })
  const { context } = form
  return (
    <AuthPanel
      title={LL.auth.forgotEmail.heading()}
      lead={LL.auth.forgotEmail.lead()}
      footer={
        <p>
          <LocalizedLink to="/forgot-password/phone">{LL.auth.forgot.byPhone()}</LocalizedLink>
        </p>
      }
    >
      <Form
        errors={context}
        prepare={form.prepare}
        onSubmit={(values) => form.send({ type: 'form.submit', values })}
      >
        <EmailField label={LL.auth.forgotEmail.email()} errors={fieldMessages(context, 'email')} />
        <FormAlert message={formMessage(context)} />
        <SubmitButton isPending={form.busy}>{LL.auth.forgotEmail.submit()}</SubmitButton>
      </Form>
    </AuthPanel>
  )
}
