import { useState } from 'react'
import { ToggleButton } from 'react-aria-components'
import { useI18n } from '#ui/i18n/i18n.tsx'
import { TextField, type TextFieldProps } from './TextField.tsx'

const EyeIcon = ({ open }: { open: boolean }) => (
  <svg className="icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
    <path
      d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinejoin="round"
    />
    <circle cx="12" cy="12" r="3" fill="none" stroke="currentColor" strokeWidth="2" />
    {open ? null : <path d="M4 4l16 16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />}
  </svg>
)

/**
 * A password input with a show/hide toggle: one labelled button whose `aria-pressed` says whether the
 * password is shown (the label stays the same, as a toggle button's should).
 */
export const PasswordField = ({
  autoComplete = 'current-password',
  description,
  ...props
}: Omit<TextFieldProps, 'type' | 'suffix' | 'prefix'>) => {
  const { LL } = useI18n()
  const [shown, setShown] = useState(false)
  return (
    <TextField
      {...props}
      autoComplete={autoComplete}
      description={
        description ?? (autoComplete === 'new-password' ? LL.account.form.passwordHint() : undefined)
      }
      type={shown ? 'text' : 'password'}
      spellCheck={false}
      autoCapitalize="none"
      suffix={
        <ToggleButton
          className="field__toggle"
          isSelected={shown}
          onChange={setShown}
          aria-label={LL.account.form.showPassword()}
        >
          <EyeIcon open={!shown} />
        </ToggleButton>
      }
    />
  )
}
