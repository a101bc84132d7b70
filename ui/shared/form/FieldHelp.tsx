import { FieldError, Text } from 'react-aria-components'
import type { AnyMessage } from './message.ts'
import { FieldMessages } from './TextField.tsx'

/**
 * What follows a React Aria field's control (the checkbox, the radio group): its description (when it
 * has one) and its error, both tied to the control by the React Aria field around them
 * (`aria-describedby`). `FieldError` shows only while the field is invalid. The text fields render
 * the same parts without React Aria (`TextField.tsx`).
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
