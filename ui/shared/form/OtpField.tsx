import { CODE_LENGTH } from '#core/shared/validation/code-length.ts'
import { TextField, type TextFieldProps } from './TextField.tsx'

/**
 * The SMS code: one input (not six boxes, which screen readers and paste handle badly) with
 * `autocomplete="one-time-code"`, so phones offer the code from the SMS, and a numeric keyboard.
 * Only digits are kept, at most six: a pasted `123 456` becomes `123456`.
 */
export const OtpField = ({
  value,
  onChange,
  ...props
}: Omit<TextFieldProps, 'type' | 'value' | 'onChange' | 'autoComplete' | 'inputMode' | 'defaultValue'> & {
  readonly value: string
  readonly onChange: (value: string) => void
}) => (
  <TextField
    {...props}
    type="text"
    autoComplete="one-time-code"
    inputMode="numeric"
    spellCheck={false}
    value={value}
    onChange={(typed) => onChange(typed.replace(/\D/g, '').slice(0, CODE_LENGTH))}
  />
)
