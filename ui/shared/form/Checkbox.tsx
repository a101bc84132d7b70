import type { ReactNode } from 'react'
import { CheckboxButton, CheckboxField } from 'react-aria-components'
import { LocalizedLink } from '#ui/shared/components/LocalizedLink.tsx'
import { useI18n } from '#ui/shared/i18n/i18n.tsx'
import { FieldHelp } from './FieldHelp.tsx'
import { usePostedValue } from './Form.tsx'
import type { AnyMessage } from './message.ts'

const Tick = () => (
  <svg
    className="checkbox__tick"
    viewBox="0 0 24 24"
    width="18"
    height="18"
    aria-hidden="true"
    focusable="false"
  >
    <path
      d="M5 12.5l4.5 4.5L19 7.5"
      fill="none"
      stroke="currentColor"
      strokeWidth="3"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  </svg>
)

/** A checkbox with its label, optional description and error (React Aria's CheckboxField). */
export const Checkbox = ({
  name,
  children,
  description,
  errors = [],
  isRequired = true,
}: {
  readonly name: string
  readonly children: ReactNode
  readonly description?: string
  readonly errors?: ReadonlyArray<AnyMessage>
  readonly isRequired?: boolean
}) => (
  <CheckboxField
    className="field field--checkbox"
    name={name}
    isRequired={isRequired}
    defaultSelected={usePostedValue(name) === true}
    isInvalid={errors.length > 0}
    validationBehavior="aria"
  >
    <CheckboxButton className="checkbox">
      <span className="checkbox__box">
        <Tick />
      </span>
      <span className="checkbox__label">{children}</span>
    </CheckboxButton>
    <FieldHelp description={description} errors={errors} />
  </CheckboxField>
)

/** A link that opens in a new tab (so a half-filled form stays where it is) and says so. */
const NewTabLink = ({ to, children }: { to: string; children: ReactNode }) => {
  const { LL } = useI18n()
  return (
    <LocalizedLink to={to} target="_blank" rel="noopener">
      {children}
      <span className="visually-hidden"> {LL.account.form.newTab()}</span>
    </LocalizedLink>
  )
}

/** Terms must be accepted at sign-up (spec §5): the checkbox, with links to the terms and the policy. */
export const TermsCheckbox = ({ errors }: { readonly errors?: ReadonlyArray<AnyMessage> | undefined }) => {
  const { LL } = useI18n()
  return (
    <Checkbox name="acceptTerms" errors={errors ?? []}>
      {LL.account.form.termsBefore()}
      <NewTabLink to="/terms">{LL.account.form.termsLink()}</NewTabLink>
      {LL.account.form.termsBetween()}
      <NewTabLink to="/policy">{LL.account.form.policyLink()}</NewTabLink>
    </Checkbox>
  )
}
