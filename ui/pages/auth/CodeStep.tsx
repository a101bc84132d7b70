import { Button } from 'react-aria-components'
import { useFocusOnMount } from '#ui/components/form/AuthPanel.tsx'
import { Form } from '#ui/components/form/Form.tsx'
import { FormAlert } from '#ui/components/form/FormAlert.tsx'
import { OtpField } from '#ui/components/form/OtpField.tsx'
import { useFormattedPhone } from '#ui/components/form/PhoneField.tsx'
import { SubmitButton } from '#ui/components/form/SubmitButton.tsx'
import { useI18n } from '#ui/i18n/i18n.tsx'
import type { StepProps } from './step.ts'

/**
 * The SMS code: where it went, that it may take up to a minute (spec §9), the one-time-code input,
 * 'Incorrect code' or 'Please wait a few minutes' when the server says so, the resend countdown
 * (`resendIn`, counted down by the machine; the button works at 0) and a way back to the number.
 */
export default function CodeStep({ snapshot, send }: StepProps) {
  const { LL } = useI18n()
  const { context } = snapshot
  const phone = useFormattedPhone(context.e164)
  const input = useFocusOnMount<HTMLInputElement>()
  const resending = snapshot.matches({ code: 'resending' })
  return (
    <>
      <p>{LL.account.flows.phoneCode.codeSentTo({ phone })}</p>
      <Form
        errors={context.fieldErrors}
        onSubmit={() => {
          void import('./PasswordSteps.tsx')
          send({ type: 'code.submit' })
        }}
      >
        <OtpField
          name="code"
          label={LL.account.flows.phoneCode.codeLabel()}
          description={`${LL.account.phone.codeHint()}. ${LL.account.flows.phoneCode.codeHint()}`}
          value={context.code}
          onChange={(value) => send({ type: 'code.change', value })}
          errors={context.fieldErrors.code}
          inputRef={input}
        />
        <FormAlert message={context.error} />
        <SubmitButton isPending={snapshot.matches({ code: 'verifying' })}>
          {LL.account.flows.phoneCode.verify()}
        </SubmitButton>
      </Form>
      <div className="auth__resend">
        <Button
          className="button--link"
          isDisabled={context.resendIn > 0 || resending}
          onPress={() => send({ type: 'code.resend' })}
        >
          {LL.account.flows.phoneCode.resend()}
        </Button>
        {context.resendIn > 0 ? (
          <span className="countdown muted">
            {LL.account.flows.phoneCode.resendIn({ seconds: context.resendIn })}
          </span>
        ) : null}
      </div>
      {/* The countdown is not read out every second; its end is. */}
      <p className="visually-hidden" aria-live="polite">
        {context.resendIn === 0 ? LL.account.phone.resendReady() : ''}
      </p>
      <p className="form-hint">
        <Button className="button--link" onPress={() => send({ type: 'code.back' })}>
          {LL.account.flows.phoneCode.changePhone()}
        </Button>
      </p>
    </>
  )
}
