import type { ReactNode } from 'react'
import { FieldMessages } from '#ui/shared/form/TextField.tsx'
import type { FormErrors } from './tournament-form.ts'

/** The input's id for a form key (`stages.0.bestOf` → `editor-stages-0-bestOf`). */
export const fieldId = (name: string): string => `editor-${name.replace(/\./g, '-')}`

interface FrameProps {
  readonly name: string
  /** The control's id when several forms of a page share field names; `fieldId(name)` otherwise. */
  readonly id?: string | undefined
  readonly label: string
  readonly help?: string | undefined
  readonly errors: FormErrors
  readonly required?: boolean
  readonly children: (control: {
    readonly id: string
    readonly name: string
    readonly 'aria-describedby': string | undefined
    readonly 'aria-invalid': true | undefined
    readonly 'aria-required': true | undefined
  }) => ReactNode
}

/**
 * The editor's field markup, the shared forms' (`.field`, `.field__label`, `.field__error`): a label,
 * the control, its help and its messages tied to it by `aria-describedby`. The control's `name` is its
 * form key, by which a refusal finds it and moves focus to it.
 */
export const FieldFrame = ({
  name,
  id: givenId,
  label,
  help,
  errors,
  required = false,
  children,
}: FrameProps) => {
  const id = givenId ?? fieldId(name)
  const messages = errors[name] ?? []
  const invalid = messages.length > 0
  const describedBy = [help ? `${id}-help` : null, invalid ? `${id}-error` : null].filter(Boolean).join(' ')
  return (
    <div className="field" data-invalid={invalid || undefined} data-required={required || undefined}>
      <label className="field__label" htmlFor={id}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      {children({
        id,
        name,
        'aria-describedby': describedBy || undefined,
        'aria-invalid': invalid || undefined,
        'aria-required': required || undefined,
      })}
      {help ? (
        <span className="field__description" id={`${id}-help`}>
          {help}
        </span>
      ) : null}
      {invalid ? (
        <span className="field__error" id={`${id}-error`}>
          <FieldMessages errors={messages} />
        </span>
      ) : null}
    </div>
  )
}

interface InputProps extends Omit<FrameProps, 'children'> {
  readonly value: string
  readonly onChange: (value: string) => void
  readonly type?: 'text' | 'datetime-local'
  readonly inputMode?: 'text' | 'numeric' | 'decimal'
  readonly lang?: string | undefined
}

/** A labelled input of the editor. */
export const InputField = ({ value, onChange, type = 'text', inputMode, lang, ...frame }: InputProps) => (
  <FieldFrame {...frame}>
    {(control) => (
      <div className="field__control">
        <input
          {...control}
          className="field__input"
          type={type}
          inputMode={inputMode}
          lang={lang}
          value={value}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      </div>
    )}
  </FieldFrame>
)

/** A labelled text area of the editor (Markdown, paragraphs, one step a line). */
export const AreaField = ({
  value,
  onChange,
  rows = 6,
  lang,
  ...frame
}: Omit<InputProps, 'type' | 'inputMode'> & { readonly rows?: number }) => (
  <FieldFrame {...frame}>
    {(control) => (
      <div className="field__control field__control--area">
        <textarea
          {...control}
          className="field__input field__textarea"
          rows={rows}
          lang={lang}
          value={value}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      </div>
    )}
  </FieldFrame>
)

/** A labelled choice of the editor. */
export const SelectField = <Value extends string>({
  value,
  onChange,
  options,
  ...frame
}: Omit<FrameProps, 'children'> & {
  readonly value: Value
  readonly onChange: (value: Value) => void
  readonly options: ReadonlyArray<{ readonly value: Value; readonly label: string }>
}) => (
  <FieldFrame {...frame}>
    {(control) => (
      <select
        {...control}
        value={value}
        onChange={(event) => {
          const picked = options.find((option) => option.value === event.currentTarget.value)
          if (picked) onChange(picked.value)
        }}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    )}
  </FieldFrame>
)
