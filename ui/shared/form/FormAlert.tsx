import { useI18n } from '#ui/shared/i18n/i18n.tsx'
import { ErrorIcon } from './ErrorIcon.tsx'
import { type AnyMessage, translateMessage } from './message.ts'

/**
 * A message about the whole form ('Incorrect code', 'Please wait a few minutes', a refused
 * sign-in). The `role="alert"` region is always in the page, so that screen readers announce the
 * message the moment it appears. Either a core message (translated here) or a ready text.
 */
export const FormAlert = ({
  message,
  text,
  id,
}: {
  readonly message?: AnyMessage | null | undefined
  readonly text?: string | null | undefined
  readonly id?: string
}) => {
  const { LL } = useI18n()
  const shown = text ?? (message ? translateMessage(LL, message) : null)
  return (
    <div role="alert" id={id} className={shown ? 'form-alert' : 'form-alert form-alert--empty'}>
      {shown ? (
        <>
          <ErrorIcon />
          <span>{shown}</span>
        </>
      ) : null}
    </div>
  )
}
