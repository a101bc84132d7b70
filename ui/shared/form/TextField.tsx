import type { ReactNode, Ref } from 'react'
import {
  TextField as AriaTextField,
  FieldError,
  Input,
  type InputProps,
  Label,
  Text,
} from 'react-aria-components'
import { useI18n } from '#ui/shared/i18n/i18n.tsx'
import { ErrorIcon } from './ErrorIcon.tsx'
import { usePostedValue } from './Form.tsx'
import { type AnyMessage, translateMessage } from './message.ts'

export interface TextFieldProps {
  readonly name: string
  readonly label: string
  /** Help shown under the field (and read with it); every field should say what it expects. */
  readonly description?: string | undefined
  /** Core's messages for this field; translated at render, so they follow the page's language. */
  readonly errors?: ReadonlyArray<AnyMessage> | undefined
  readonly type?: 'text' | 'email' | 'password' | 'tel'
  readonly autoComplete?: string
  readonly inputMode?: InputProps['inputMode']
  readonly isRequired?: boolean
  readonly isDisabled?: boolean
  readonly value?: string
  readonly defaultValue?: string
  readonly onChange?: (value: string) => void
  readonly onFocus?: () => void
  readonly inputRef?: Ref<HTMLInputElement>
  readonly placeholder?: string
  /** Shown before the input, inside its frame (e.g. the +380 of a phone number). */
  readonly prefix?: ReactNode
  /** Shown after the input, inside its frame (e.g. the show-password button). */
  readonly suffix?: ReactNode
  readonly spellCheck?: boolean
  readonly autoCapitalize?: 'none' | 'sentences' | 'words' | 'characters'
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
 * What follows every field's control: its description (when it has one) and its error, both tied to
 * the control by the React Aria field around them (`aria-describedby`). `FieldError` shows only while
 * the field is invalid.
 */
export const FieldHelp = ({
  description,
  errors,
}: {
  readonly description?: string | undefined
  readonly errors: ReadonlyArray<AnyMessage>
}) => (
  <>
    {description ? (
      <Text slot="description" className="field__description">
        {description}
      </Text>
    ) : null}
    <FieldError className="field__error">
      {errors.length > 0 ? <FieldMessages errors={errors} /> : null}
    </FieldError>
  </>
)

/**
 * A labelled text input (React Aria): label, description and error are always part of it, linked to
 * the input with `aria-labelledby`/`aria-describedby`; `aria-invalid` is set while core reports an error.
 * Validation is core's (`decodeForm`), so the browser's own is off (`validationBehavior="aria"`).
 */
export const TextField = ({
  name,
  label,
  description,
  errors = [],
  type = 'text',
  autoComplete,
  inputMode,
  isRequired = true,
  isDisabled,
  value,
  defaultValue,
  onChange,
  onFocus,
  inputRef,
  placeholder,
  prefix,
  suffix,
  spellCheck,
  autoCapitalize,
}: TextFieldProps) => {
  // What was typed into this field when the form came back from the server (sent without JavaScript).
  const posted = usePostedValue(name)
  const initial = defaultValue ?? (value === undefined && typeof posted === 'string' ? posted : undefined)
  return (
    <AriaTextField
      className="field"
      name={name}
      type={type}
      {...(autoComplete === undefined ? {} : { autoComplete })}
      {...(inputMode === undefined ? {} : { inputMode })}
      {...(value === undefined ? {} : { value })}
      {...(initial === undefined ? {} : { defaultValue: initial })}
      {...(onChange === undefined ? {} : { onChange })}
      {...(onFocus === undefined ? {} : { onFocus })}
      {...(isDisabled === undefined ? {} : { isDisabled })}
      isRequired={isRequired}
      isInvalid={errors.length > 0}
      validationBehavior="aria"
    >
      <Label className="field__label">{label}</Label>
      <div className="field__control">
        {prefix}
        <Input
          ref={inputRef}
          className="field__input"
          {...(placeholder === undefined ? {} : { placeholder })}
          {...(spellCheck === undefined ? {} : { spellCheck })}
          {...(autoCapitalize === undefined ? {} : { autoCapitalize })}
        />
        {suffix}
      </div>
      <FieldHelp description={description} errors={errors} />
    </AriaTextField>
  )
}
