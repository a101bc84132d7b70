import { useEffect, useRef, useState } from 'react'
import { UA_PREFIX } from '#core/shared/validation/phone.ts'
import { useI18n } from '#ui/shared/i18n/i18n.tsx'
import { type Formatter, fullNumber, nationalPart } from './phone-format.ts'
import { TextField, type TextFieldProps } from './TextField.tsx'

let formatterPromise: Promise<Formatter> | undefined

// libphonenumber-js (its core with Ukraine's metadata only, about 8 KiB gzipped) loads when the phone
// field is first focused (or already holds a number): until it arrives, the digits are shown as typed.
const loadFormatter = (): Promise<Formatter> => {
  formatterPromise ??= import('./phone-formatter.ts').then(({ formatUkrainian }) => formatUkrainian)
  return formatterPromise
}

/** Formats a full number for reading (`+380 67 123 4567`), in the "code sent to" line. */
export const useFormattedPhone = (e164: string): string => {
  const [format, setFormat] = useState<Formatter | undefined>(undefined)
  useEffect(() => {
    let live = true
    void loadFormatter().then((loaded) => live && setFormat(() => loaded))
    return () => {
      live = false
    }
  }, [])
  return format && e164 ? format(e164) : e164
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
  const load = () => {
    if (!format) void loadFormatter().then((loaded) => live.current && setFormat(() => loaded))
  }
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, for a number already there
  useEffect(() => {
    live.current = true
    if (value !== '') load()
    return () => {
      live.current = false
    }
  }, [])
  return (
    <TextField
      {...props}
      label={label ?? LL.account.flows.phoneCode.phoneLabel()}
      description={description ?? LL.account.phone.phoneHint()}
      type="tel"
      autoComplete="tel"
      inputMode="tel"
      value={nationalPart(fullNumber(nationalPart(value), format))}
      onChange={(typed) => onChange(fullNumber(typed, format))}
      onFocus={load}
      prefix={
        <span className="field__prefix" aria-hidden="true">
          {UA_PREFIX}
        </span>
      }
    />
  )
}
