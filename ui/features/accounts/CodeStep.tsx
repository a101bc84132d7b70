import { useSyncExternalStore } from 'react'
import { Button } from 'react-aria-components'
import { formatUaPhone } from '#core/shared/validation/phone-display.ts'
import { useFocusOnMount } from '#ui/features/accounts/AuthPanel.tsx'
import { Form } from '#ui/shared/form/Form.tsx'
import { FormAlert } from '#ui/shared/form/FormAlert.tsx'
import { OtpField } from '#ui/shared/form/OtpField.tsx'
import { SubmitButton } from '#ui/shared/form/SubmitButton.tsx'
import { useI18n } from '#ui/shared/i18n/i18n.tsx'
import { FlowFields } from './FlowFields.tsx'
import type { StepProps } from './step.ts'

const never = () => () => {}
/** False in the server's render and at hydration, true once the page's script runs it. */
const useScripted = (): boolean =>
  useSyncExternalStore(
    never,
    () => true,
    () => false,
  )

/**
 * The SMS code: where it went, that it may take up to a minute (spec §9), the one-time-code input,
 * 'Incorrect code' or 'Please wait a few minutes' when the server says so, the resend countdown
 * (`resendIn`, counted down by the machine; the button works at 0) and a way back to the number.
 * Each is a form of its own: without the script (which counts down) the server's limits decide
 * whether a new code goes, and the browser sends the forms itself (ADR 0020).
 */
export default function CodeStep({ snapshot, send }: StepProps) {
  const { LL } = useI18n()
  const { context } = snapshot
  const phone = formatUaPhone(context.e164)
  const input = useFocusOnMount<HTMLInputElement>()
  const resending = snapshot.matches({ code: 'resending' })
  const scripted = useScripted()
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
        <FlowFields action="code" number={context.e164} />
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
      <Form className="auth__resend" onSubmit={() => send({ type: 'code.resend' })}>
        <FlowFields action="resend" number={context.e164} />
        <Button
          type="submit"
          className="button--link"
          isDisabled={scripted && (context.resendIn > 0 || resending)}
        >
          {LL.account.flows.phoneCode.resend()}
        </Button>
        {context.resendIn > 0 ? (
          <span className="countdown muted">
            {LL.account.flows.phoneCode.resendIn({ seconds: context.resendIn })}
          </span>
        ) : null}
      </Form>
      {/* The countdown is not read out every second; its end is. */}
      <p className="visually-hidden" aria-live="polite">
        {context.resendIn === 0 ? LL.account.phone.resendReady() : ''}
      </p>
      <Form className="form-hint" onSubmit={() => send({ type: 'code.back' })}>
        <FlowFields action="changePhone" number={context.e164} />
        <Button type="submit" className="button--link">
          {LL.account.flows.phoneCode.changePhone()}
        </Button>
      </Form>
    </>
  )
}
