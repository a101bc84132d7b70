import { useState } from 'react'
import { passwordStrength } from '#core/shared/validation/password-strength.ts'
import { useI18n } from '#ui/shared/i18n/i18n.tsx'
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
 * How strong the typed password looks, while a new one is chosen: a polite live region, so a screen
 * reader says the level when it changes (not at every key), and a bar that never tells it by colour
 * alone (the words say it too).
 */
const StrengthHint = ({ password }: { readonly password: string }) => {
  const { LL } = useI18n()
  const strength = passwordStrength(password)
  return (
    <p className={`field__strength field__strength--${strength}`} aria-live="polite">
      {strength === 'empty' ? null : (
        <>
          <span className="field__strength-bar" aria-hidden="true" />
          {LL.account.form.passwordStrength[strength]()}
        </>
      )}
    </p>
  )
}

/**
 * A password input with a show/hide toggle: one labelled button whose `aria-pressed` says whether the
 * password is shown (the label stays the same, as a toggle button's should). A plain button: React
 * Aria's toggle brought 71 KiB of script to every page with a password (docs/performance.md).
 * `showStrength` adds the strength hint under a new password (not under its repetition).
 */
export const PasswordField = ({
  autoComplete = 'current-password',
  description,
  showStrength = false,
  onChange,
  ...props
}: Omit<TextFieldProps, 'type' | 'suffix' | 'prefix'> & { readonly showStrength?: boolean }) => {
  const { LL } = useI18n()
  const [shown, setShown] = useState(false)
  const [typed, setTyped] = useState('')
  const field = (
    <TextField
      {...props}
      onChange={(value) => {
        if (showStrength) setTyped(value)
        onChange?.(value)
      }}
      autoComplete={autoComplete}
      description={
        description ?? (autoComplete === 'new-password' ? LL.account.form.passwordHint() : undefined)
      }
      type={shown ? 'text' : 'password'}
      spellCheck={false}
      autoCapitalize="none"
      suffix={
        <button
          type="button"
          className="field__toggle"
          aria-pressed={shown}
          onClick={() => setShown((was) => !was)}
          aria-label={LL.account.form.showPassword()}
        >
          <EyeIcon open={!shown} />
        </button>
      }
    />
  )
  if (!showStrength) return field
  return (
    <div className="field__with-strength">
      {field}
      <StrengthHint password={typed} />
    </div>
  )
}
