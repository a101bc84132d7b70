import { lazy, type ReactNode, Suspense, useRef } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import { keptQuery } from '#core/accounts/redirect.ts'
import { formatUaPhone } from '#core/shared/validation/phone-display.ts'
import { AuthPanel, PendingStatus, useFocusOnMount } from '#ui/features/accounts/AuthPanel.tsx'
import type { PhoneCodeSnapshot } from '#ui/features/accounts/phone-code.ts'
import { LocalizedLink } from '#ui/shared/components/LocalizedLink.tsx'
import { Form } from '#ui/shared/form/Form.tsx'
import { FormAlert } from '#ui/shared/form/FormAlert.tsx'
import { PhoneField } from '#ui/shared/form/PhoneField.tsx'
import { SubmitButton } from '#ui/shared/form/SubmitButton.tsx'
import { useI18n } from '#ui/shared/i18n/i18n.tsx'
import { FlowFields } from './FlowFields.tsx'
import type { StepProps } from './step.ts'

// The steps after the phone number load when the flow gets there (and are fetched ahead while the
// code is on its way): a visitor who only looks at the page downloads the first step alone.
const loadCodeStep = () => import('./CodeStep.tsx')
const loadPasswordSteps = () => import('./PasswordSteps.tsx')
const CodeStep = lazy(loadCodeStep)
const PasswordStep = lazy(() => loadPasswordSteps().then((m) => ({ default: m.PasswordStep })))
const SignUpStep = lazy(() => loadPasswordSteps().then((m) => ({ default: m.SignUpStep })))
const NewPasswordStep = lazy(() => loadPasswordSteps().then((m) => ({ default: m.NewPasswordStep })))

/** The phone number step: `+380`, the number, 'Get the code'. */
const PhoneStep = ({ snapshot, send, focus }: StepProps & { readonly focus: boolean }) => {
  const { LL } = useI18n()
  const { context } = snapshot
  const restoring = context.mode === 'restore'
  // Back from the code step ('Change the number'): the number is where the user goes on.
  const input = useFocusOnMount<HTMLInputElement>(focus)
  return (
    <Form
      errors={context.fieldErrors}
      onSubmit={() => {
        void loadCodeStep()
        send({ type: 'phone.submit' })
      }}
    >
      <FlowFields action="phone" codeSentTo={context.codeSentTo} />
      <PhoneField
        name="phone"
        value={context.phone}
        onChange={(value) => send({ type: 'phone.change', value })}
        errors={context.fieldErrors.phone}
        inputRef={input}
      />
      <FormAlert message={context.error} />
      <SubmitButton isPending={snapshot.matches('sendingCode')}>
        {LL.account.flows.phoneCode.sendCode()}
      </SubmitButton>
      {restoring ? null : <p className="form-hint">{LL.account.phone.noAccountHint()}</p>}
    </Form>
  )
}

/** A code already went out ('Change the number', or a reload): back to it without a new SMS. */
const HaveCode = ({ snapshot, send }: StepProps) => {
  const { LL } = useI18n()
  const { codeSentTo } = snapshot.context
  if (!codeSentTo) return null
  return (
    <Form
      className="form-hint"
      onSubmit={() => {
        void loadCodeStep()
        send({ type: 'code.have' })
      }}
    >
      <FlowFields action="haveCode" codeSentTo={codeSentTo} />
      <button type="submit" className="button--link">
        {LL.account.flows.phoneCode.haveCode({ phone: formatUaPhone(codeSentTo) })}
      </button>
    </Form>
  )
}

const STEP_TITLES = {
  phone: 'phoneTitle',
  code: 'codeTitle',
  password: 'passwordTitle',
  signUp: 'signUpTitle',
  newPassword: 'newPasswordTitle',
} as const

type Step = keyof typeof STEP_TITLES

/** Which screen a state of the phone-code chart shows (a pending call stays on its screen). */
const stepOf = (snapshot: PhoneCodeSnapshot): Step | 'done' => {
  if (snapshot.matches('phone') || snapshot.matches('sendingCode')) return 'phone'
  if (snapshot.matches('code')) return 'code'
  if (snapshot.matches('password') || snapshot.matches('signingIn')) return 'password'
  if (snapshot.matches('signUp') || snapshot.matches('signingUp')) return 'signUp'
  if (snapshot.matches('newPassword') || snapshot.matches('settingPassword')) return 'newPassword'
  return 'done'
}

/**
 * The phone flows of spec §2, rendered from core's phone-code machine: sign in or sign up (`/auth`)
 * and restore by phone. Every state of the chart has its screen; the page holds no rule of its own.
 */
export const PhoneFlow = ({ snapshot, send, aside }: StepProps & { readonly aside?: ReactNode }) => {
  const { LL } = useI18n()
  const { urlParsed } = usePageContext()
  const restoring = snapshot.context.mode === 'restore'
  const step = stepOf(snapshot)
  const visited = useRef(new Set<Step | 'done'>())
  const cameBack = step === 'phone' && visited.current.has('code')
  visited.current.add(step)
  const title =
    step === 'phone'
      ? restoring
        ? LL.account.flows.phoneCode.restoreTitle()
        : LL.account.flows.phoneCode.phoneTitle()
      : step === 'done'
        ? restoring
          ? LL.account.flows.phoneCode.restoreTitle()
          : LL.account.flows.auth.signingIn()
        : LL.account.flows.phoneCode[STEP_TITLES[step]]()
  const footer =
    step === 'phone' ? (
      restoring ? (
        <p>
          <LocalizedLink to="/forgot-password/email">{LL.auth.forgot.byEmail()}</LocalizedLink>
        </p>
      ) : (
        <p>
          <LocalizedLink to={`/login${keptQuery(urlParsed.search.redirect)}`}>
            {LL.account.phone.emailInstead()}
          </LocalizedLink>
        </p>
      )
    ) : undefined
  return (
    <AuthPanel
      title={title}
      lead={step === 'phone' && restoring ? LL.account.phone.restoreLead() : undefined}
      footer={footer}
      aside={aside}
    >
      {step === 'phone' ? <PhoneStep snapshot={snapshot} send={send} focus={cameBack} /> : null}
      {step === 'phone' ? <HaveCode snapshot={snapshot} send={send} /> : null}
      <Suspense fallback={<PendingStatus text={LL.account.form.sending()} />}>
        {step === 'code' ? <CodeStep snapshot={snapshot} send={send} /> : null}
        {step === 'password' ? <PasswordStep snapshot={snapshot} send={send} /> : null}
        {step === 'signUp' ? <SignUpStep snapshot={snapshot} send={send} /> : null}
        {step === 'newPassword' ? <NewPasswordStep snapshot={snapshot} send={send} /> : null}
      </Suspense>
      {step === 'done' ? (
        <PendingStatus
          text={restoring ? LL.account.flows.messages.passwordChanged() : LL.account.flows.auth.signingIn()}
        />
      ) : null}
    </AuthPanel>
  )
}
