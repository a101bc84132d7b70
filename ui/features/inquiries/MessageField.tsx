import { TextField as AriaTextField, Label, TextArea } from 'react-aria-components'
import { usePostedValue } from '#ui/shared/form/Form.tsx'
import type { AnyMessage } from '#ui/shared/form/message.ts'
import { FieldHelp } from '#ui/shared/form/TextField.tsx'

/**
 * A labelled text area (React Aria), like `TextField`: description and errors tied to it, invalid
 * while core reports an error, the browser's own validation off; what was typed comes back when the
 * form was sent without JavaScript.
 */
export const MessageField = ({
  name,
  label,
  description,
  errors = [],
}: {
  readonly name: string
  readonly label: string
  readonly description?: string
  readonly errors?: ReadonlyArray<AnyMessage>
}) => {
  const posted = usePostedValue(name)
  return (
    <AriaTextField
      className="field"
      name={name}
      isRequired
      isInvalid={errors.length > 0}
      validationBehavior="aria"
      {...(typeof posted === 'string' ? { defaultValue: posted } : {})}
    >
      <Label className="field__label">{label}</Label>
      <div className="field__control field__control--area">
        <TextArea className="field__input field__textarea" rows={6} />
      </div>
      <FieldHelp description={description} errors={errors} />
    </AriaTextField>
  )
}
