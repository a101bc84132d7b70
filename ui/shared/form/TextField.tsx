import { type ReactNode, type Ref, useId } from 'react'
import { useI18n } from '#ui/shared/i18n/i18n.tsx'
import { ErrorIcon } from './ErrorIcon.tsx'
import { usePostedValue } from './Form.tsx'
import { type AnyMessage, translateMessage } from './message.ts'

interface FieldProps {
  readonly name: string
  readonly label: string
  /** Help shown under the field (and read with it); every field should say what it expects. */
  readonly description?: string | undefined
  /** Core's messages for this field; translated at render, so they follow the page's language. */
  readonly errors?: ReadonlyArray<AnyMessage> | undefined
  readonly isRequired?: boolean
  readonly isDisabled?: boolean
  readonly value?: string
  readonly defaultValue?: string
  readonly onChange?: (value: string) => void
  readonly onFocus?: () => void
  readonly placeholder?: string
  readonly spellCheck?: boolean
  readonly autoCapitalize?: 'none' | 'sentences' | 'words' | 'characters'
}

export interface TextFieldProps extends FieldProps {
  readonly type?: 'text' | 'email' | 'password' | 'tel'
  readonly autoComplete?: string
  readonly inputMode?: 'none' | 'text' | 'tel' | 'url' | 'email' | 'numeric' | 'decimal' | 'search'
  readonly inputRef?: Ref<HTMLInputElement>
  /** Shown before the input, inside its frame (e.g. the +380 of a phone number). */
  readonly prefix?: ReactNode
  /** Shown after the input, inside its frame (e.g. the show-password button). */
  readonly suffix?: ReactNode
}

/** Every message of a field, translated, each on its own line after the icon. */
export const FieldMessages = ({ errors }: { errors: ReadonlyArray<AnyMessage> }) => {
  const { LL } = useI18n()
  return (
    <>
      <ErrorIcon />
      <span className="field__error-text">
        {errors.map((error) => (
          <span key={error.key}>{translateMessage(LL, error)}</span>
        ))}
      </span>
    </>
  )
}

/**
 * What every text control shares: its label, its frame, its description and error (each only when
 * there is one) tied to it by `aria-describedby`, `aria-invalid` while core reports an error,
 * `aria-required`, and what was typed when the form came back from the server (sent without
 * JavaScript). Validation is core's (`decodeForm`): the browser's own stays off.
 *
 * Plain elements, no React Aria: a page with text fields only (the inquiry forms) ships none of it.
 * The markup is the one React Aria's text field renders (`.field`, `.field__label`, `.field__control`,
 * `.field__description`, `.field__error`, `data-invalid`), which the styles and the tests read.
 */
const useField = (
  {
    name,
    label,
    description,
    errors = [],
    isRequired = true,
    isDisabled,
    value,
    defaultValue,
    onChange,
    onFocus,
    placeholder,
    spellCheck,
    autoCapitalize,
  }: FieldProps,
  frameClass: string,
) => {
  const id = useId()
  const posted = usePostedValue(name)
  const initial = defaultValue ?? (value === undefined && typeof posted === 'string' ? posted : undefined)
  const invalid = errors.length > 0
  const descriptionId = `${id}-description`
  const errorId = `${id}-error`
  const describedBy = [description ? descriptionId : null, invalid ? errorId : null].filter(Boolean).join(' ')
  const control = {
    id,
    name,
    className: 'field__input',
    'aria-required': isRequired || undefined,
    'aria-invalid': invalid || undefined,
    'aria-describedby': describedBy || undefined,
    disabled: isDisabled,
    placeholder,
    spellCheck,
    autoCapitalize,
    onFocus,
    ...(value === undefined ? {} : { value }),
    ...(initial === undefined ? {} : { defaultValue: initial }),
    ...(onChange === undefined
      ? {}
      : {
          onChange: (event: { currentTarget: { value: string } }) => onChange(event.currentTarget.value),
        }),
  }
  const frame = (input: ReactNode) => (
    <div
      className="field"
      data-invalid={invalid || undefined}
      data-required={isRequired || undefined}
      data-disabled={isDisabled || undefined}
    >
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className={frameClass}>{input}</div>
      {description ? (
        <span className="field__description" id={descriptionId}>
          {description}
        </span>
      ) : null}
      {invalid ? (
        <span className="field__error" id={errorId}>
          <FieldMessages errors={errors} />
        </span>
      ) : null}
    </div>
  )
  return { control, frame }
}

/** A labelled text input (see `useField`). */
export const TextField = ({
  type = 'text',
  autoComplete,
  inputMode,
  inputRef,
  prefix,
  suffix,
  ...props
}: TextFieldProps) => {
  const { control, frame } = useField(props, 'field__control')
  return frame(
    <>
      {prefix}
      <input {...control} ref={inputRef} type={type} autoComplete={autoComplete} inputMode={inputMode} />
      {suffix}
    </>,
  )
}

/** A labelled text area (see `useField`): a message of several lines. */
export const TextAreaField = ({ rows = 6, ...props }: FieldProps & { readonly rows?: number }) => {
  const { control, frame } = useField(props, 'field__control field__control--area')
  return frame(<textarea {...control} className="field__input field__textarea" rows={rows} />)
}

/**
 * A labelled native select (see `useField`): the browser's own list, no script beyond the form's. The
 * options' labels come from the caller (the profile's region names are rendered by the server).
 */
export const SelectField = ({
  options,
  ...props
}: Omit<FieldProps, 'placeholder' | 'spellCheck' | 'autoCapitalize'> & {
  readonly options: ReadonlyArray<{ readonly value: string; readonly label: string }>
}) => {
  const { control, frame } = useField(props, 'field__control')
  return frame(
    <select {...control}>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>,
  )
}
