import { formatUaPhone } from '#core/shared/validation/phone-display.ts'
import { useFocusOnMount } from '#ui/features/accounts/AuthPanel.tsx'
import { LocalizedLink } from '#ui/shared/components/LocalizedLink.tsx'
import { TermsCheckbox } from '#ui/shared/form/Checkbox.tsx'
import { Form } from '#ui/shared/form/Form.tsx'
import { FormAlert } from '#ui/shared/form/FormAlert.tsx'
import { PasswordField } from '#ui/shared/form/PasswordField.tsx'
import { SubmitButton } from '#ui/shared/form/SubmitButton.tsx'
import { TextField } from '#ui/shared/form/TextField.tsx'
import { useI18n } from '#ui/shared/i18n/i18n.tsx'
import { FlowFields } from './FlowFields.tsx'
import { PHONE_SIGN_UP_DRAFT } from './phone-flow-memory.ts'
import type { StepProps } from './step.ts'

/** An existing account: its password, and the way to restore it. */
export const PasswordStep = ({ snapshot, send }: StepProps) => {
  const { LL } = useI18n()
  const { context } = snapshot
  const phone = formatUaPhone(context.e164)
  const input = useFocusOnMount<HTMLInputElement>()
  return (
    <>
      <p>{LL.account.phone.passwordLead({ phone })}</p>
      <Form errors={context.fieldErrors} onSubmit={(values) => send({ type: 'password.submit', values })}>
        <FlowFields action="password" number={context.e164} />
        <PasswordField
          name="password"
          label={LL.account.flows.phoneCode.password()}
          autoComplete="current-password"
          errors={context.fieldErrors.password}
          inputRef={input}
        />
        <FormAlert message={context.error} />
        <SubmitButton isPending={snapshot.matches('signingIn')}>
          {LL.account.flows.phoneCode.signIn()}
        </SubmitButton>
      </Form>
      <p className="form-hint auth__actions">
        <LocalizedLink to="/forgot-password/phone">
          {LL.account.flows.phoneCode.forgotPassword()}
        </LocalizedLink>
      </p>
    </>
  )
}

/** A new user: name, playing device, password twice, the terms (spec §2, §5). */
export const SignUpStep = ({ snapshot, send }: StepProps) => {
  const { LL } = useI18n()
  const { context } = snapshot
  const phone = formatUaPhone(context.e164)
  const input = useFocusOnMount<HTMLInputElement>()
  const errors = context.fieldErrors
  return (
    <>
      <p>{LL.account.phone.signUpLead({ phone })}</p>
      <Form
        draft={PHONE_SIGN_UP_DRAFT}
        errors={errors}
        onSubmit={(values) => send({ type: 'signUp.submit', values })}
      >
        <FlowFields action="signUp" number={context.e164} ticket={context.ticket} />
        <TextField
          name="name"
          label={LL.account.flows.phoneCode.name()}
          description={LL.account.phone.nameHint()}
          autoComplete="name"
          errors={errors.name}
          inputRef={input}
        />
        <TextField
          name="device"
          label={LL.account.flows.phoneCode.device()}
          description={LL.account.phone.deviceHint()}
          autoComplete="off"
          errors={errors.device}
        />
        <PasswordField
          name="password"
          label={LL.account.flows.phoneCode.password()}
          autoComplete="new-password"
          showStrength
          errors={errors.password}
        />
        <PasswordField
          name="confirmPassword"
          label={LL.account.flows.phoneCode.confirmPassword()}
          autoComplete="new-password"
          errors={errors.confirmPassword}
        />
        <TermsCheckbox errors={errors.acceptTerms} />
        <FormAlert message={context.error} />
        <SubmitButton isPending={snapshot.matches('signingUp')}>
          {LL.account.flows.phoneCode.createAccount()}
        </SubmitButton>
      </Form>
    </>
  )
}

/** Restore by phone: the number is confirmed, the new password twice. */
export const NewPasswordStep = ({ snapshot, send }: StepProps) => {
  const { LL } = useI18n()
  const { context } = snapshot
  const input = useFocusOnMount<HTMLInputElement>()
  return (
    <>
      <p>{LL.account.phone.newPasswordLead()}</p>
      <Form errors={context.fieldErrors} onSubmit={(values) => send({ type: 'newPassword.submit', values })}>
        <FlowFields action="newPassword" number={context.e164} ticket={context.ticket} />
        <PasswordField
          name="password"
          label={LL.account.flows.phoneCode.newPassword()}
          autoComplete="new-password"
          showStrength
          errors={context.fieldErrors.password}
          inputRef={input}
        />
        <PasswordField
          name="confirmPassword"
          label={LL.account.flows.phoneCode.confirmPassword()}
          autoComplete="new-password"
          errors={context.fieldErrors.confirmPassword}
        />
        <FormAlert message={context.error} />
        <SubmitButton isPending={snapshot.matches('settingPassword')}>
          {LL.account.flows.phoneCode.savePassword()}
        </SubmitButton>
      </Form>
    </>
  )
}
