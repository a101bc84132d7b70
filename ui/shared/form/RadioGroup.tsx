import { RadioGroup as AriaRadioGroup, Label, Radio } from 'react-aria-components'
import { FieldHelp } from './FieldHelp.tsx'
import type { AnyMessage } from './message.ts'

export interface RadioOption {
  readonly value: string
  readonly label: string
}

/**
 * A group of radio buttons with its label, description and error (React Aria's RadioGroup): one tab
 * stop, arrow keys move between the options, Space chooses. Validation is core's, so the browser's
 * own is off (`validationBehavior="aria"`); the options sit side by side where there is room.
 */
export const RadioGroup = ({
  name,
  label,
  description,
  options,
  value,
  onChange,
  errors = [],
  isRequired = true,
}: {
  readonly name: string
  readonly label: string
  readonly description?: string | undefined
  readonly options: ReadonlyArray<RadioOption>
  /** The chosen value; '' for none yet. */
  readonly value: string
  readonly onChange: (value: string) => void
  readonly errors?: ReadonlyArray<AnyMessage> | undefined
  readonly isRequired?: boolean
}) => (
  <AriaRadioGroup
    className="field radio-group"
    name={name}
    value={value === '' ? null : value}
    onChange={onChange}
    isRequired={isRequired}
    isInvalid={errors.length > 0}
    validationBehavior="aria"
    orientation="horizontal"
  >
    <Label className="field__label">{label}</Label>
    <div className="radio-group__options">
      {options.map((option) => (
        <Radio key={option.value} value={option.value} className="radio">
          <span className="radio__mark" aria-hidden="true" />
          <span>{option.label}</span>
        </Radio>
      ))}
    </div>
    <FieldHelp description={description} errors={errors} />
  </AriaRadioGroup>
)
