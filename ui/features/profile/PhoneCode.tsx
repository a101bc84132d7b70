import { Button } from 'react-aria-components'
import { formatUaPhone } from '#core/shared/validation/phone-display.ts'
import { useFocusOnMount } from '#ui/features/accounts/index.ts'
import { useProfileActor } from '#ui/features/profile/profile.tsx'
import { useSelector } from '#ui/shared/app/actor-handle.ts'
import { Form } from '#ui/shared/form/Form.tsx'
import { FormAlert } from '#ui/shared/form/FormAlert.tsx'
import { OtpField } from '#ui/shared/form/OtpField.tsx'
import { SubmitButton } from '#ui/shared/form/SubmitButton.tsx'
import { useI18n } from '#ui/shared/i18n/i18n.tsx'

/**
 * The SMS code of a new phone number, inline under the profile form: where it went, the one-time-code
 * input, 'Incorrect code' or 'Please wait a few minutes', and a resend after the countdown the
 * machine keeps on the clock (spec §9: the SMS may take up to a minute).
 */
export const PhoneCode = ({ phone, focus }: { readonly phone: string; readonly focus: boolean }) => {
  const { LL } = useI18n()
  const P = LL.account.flows.phoneCode
  const actor = useProfileActor()
  const code = useSelector(actor, (snapshot) => snapshot.context.code)
  const codeErrors = useSelector(actor, (snapshot) => snapshot.context.codeErrors)
  const codeError = useSelector(actor, (snapshot) => snapshot.context.codeError)
  const resendIn = useSelector(actor, (snapshot) => snapshot.context.resendIn)
  const verifying = useSelector(actor, (snapshot) =>
    snapshot.matches({ ready: { phone: { code: 'verifying' } } }),
  )
  const resending = useSelector(actor, (snapshot) =>
    snapshot.matches({ ready: { phone: { code: 'resending' } } }),
  )
  const formatted = formatUaPhone(phone)
  const input = useFocusOnMount<HTMLInputElement>(focus)
  return (
    <div className="profile__code" data-testid="phone-code">
      <p className="profile__notice">{LL.account.details.pendingPhone({ phone: formatted })}</p>
      <Form
        className="form profile__code-form"
        errors={codeErrors}
        onSubmit={() => actor.send({ type: 'code.submit' })}
      >
        <OtpField
          name="code"
          label={P.codeLabel()}
          description={`${LL.account.phone.codeHint()}. ${P.codeHint()}`}
          value={code}
          onChange={(value) => actor.send({ type: 'code.change', value })}
          errors={codeErrors.code}
          inputRef={input}
        />
        <FormAlert message={codeError} />
        <SubmitButton isPending={verifying}>{LL.account.details.confirmCode()}</SubmitButton>
      </Form>
      <div className="auth__resend">
        <Button
          className="button--link"
          isDisabled={resendIn > 0 || resending}
          onPress={() => actor.send({ type: 'code.resend' })}
        >
          {P.resend()}
        </Button>
        {resendIn > 0 ? <span className="countdown muted">{P.resendIn({ seconds: resendIn })}</span> : null}
      </div>
      {/* The countdown is not read out every second; its end is. */}
      <p className="visually-hidden" aria-live="polite">
        {resendIn === 0 ? LL.account.phone.resendReady() : ''}
      </p>
    </div>
  )
}
