import { useEffect, useRef, useState } from 'react'
import { UA_PREFIX } from '#core/shared/validation/phone.ts'
import { formatUaPhone } from '#core/shared/validation/phone-display.ts'
import { useI18n } from '#ui/shared/i18n/i18n.tsx'
import { type Formatter, fullNumber, nationalPart } from './phone-format.ts'
import { TextField, type TextFieldProps } from './TextField.tsx'

let formatterPromise: Promise<Formatter> | undefined

// libphonenumber-js (its core with Ukraine's metadata only, about 12 KiB gzipped) formats as you type;
// it loads when the phone field is first focused or typed into. Until then, and for the saved number
// the page opens with, core groups a whole number the way the library does (phone-display.ts), so
// the value does not change when the library arrives.
const loadFormatter = (): Promise<Formatter> => {
  formatterPromise ??= import('./phone-formatter.ts').then(({ formatUkrainian }) => formatUkrainian)
  return formatterPromise
}

/**
 * A Ukrainian phone number: `+380` shown before the input, formatted as you type, `type="tel"` and
 * `autocomplete="tel"` so that browsers offer the saved number. `value` is the full number
 * (`+380 67 123 4567`), the form the flow keeps and core decodes.
 */
export const PhoneField = ({
  value,
  onChange,
  label,
  description,
  ...props
}: Omit<
  TextFieldProps,
  'type' | 'value' | 'onChange' | 'prefix' | 'autoComplete' | 'inputMode' | 'label' | 'defaultValue'
> & {
  readonly value: string
  readonly onChange: (value: string) => void
  readonly label?: string
}) => {
  const { LL } = useI18n()
  const [format, setFormat] = useState<Formatter | undefined>(undefined)
  const live = useRef(true)
  useEffect(() => {
    live.current = true
    return () => {
      live.current = false
    }
  }, [])
  const load = () => {
    if (!format) void loadFormatter().then((loaded) => live.current && setFormat(() => loaded))
  }
  const shape = format ?? formatUaPhone
  return (
    <TextField
      {...props}
      label={label ?? LL.account.flows.phoneCode.phoneLabel()}
      description={description ?? LL.account.phone.phoneHint()}
      type="tel"
      autoComplete="tel"
      inputMode="tel"
      value={nationalPart(fullNumber(nationalPart(value), shape))}
      onChange={(typed) => {
        load()
        onChange(fullNumber(typed, shape))
      }}
      onFocus={load}
      prefix={
        <span className="field__prefix" aria-hidden="true">
          {UA_PREFIX}
        </span>
      }
    />
  )
}
