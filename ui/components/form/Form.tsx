import { type FormEvent, type ReactNode, useEffect, useRef } from 'react'

/** The values of a form's named controls: text as typed, checkboxes as booleans. */
export const formValues = (form: HTMLFormElement): Record<string, string | boolean> => {
  const values: Record<string, string | boolean> = {}
  for (const element of Array.from(form.elements)) {
    if (!(element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement)) continue
    if (!element.name) continue
    values[element.name] =
      element instanceof HTMLInputElement && element.type === 'checkbox' ? element.checked : element.value
  }
  return values
}

/**
 * A form whose validation is core's: the browser's is off (`noValidate`), submitting hands the
 * values to `onSubmit`, and when the answer marks fields invalid, focus moves to the first of them
 * (WCAG 3.3.1: the error is where the user is).
 */
export const Form = ({
  onSubmit,
  children,
  errors,
  className,
  'aria-labelledby': labelledBy,
}: {
  readonly onSubmit: (values: Record<string, string | boolean>) => void
  readonly children: ReactNode
  /** What holds the shown errors (the field errors, or the flow's context): when it changes after a
   * submit and a field is invalid, focus moves to the first invalid field. */
  readonly errors?: unknown
  readonly className?: string
  readonly 'aria-labelledby'?: string
}) => {
  const form = useRef<HTMLFormElement>(null)
  const submitted = useRef(false)
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the errors of a submit arrive
  useEffect(() => {
    if (!submitted.current) return
    const invalid = form.current?.querySelector<HTMLElement>('input[aria-invalid="true"]')
    if (invalid) {
      submitted.current = false
      invalid.focus()
    }
  }, [errors])
  return (
    <form
      ref={form}
      noValidate
      className={className ?? 'form'}
      aria-labelledby={labelledBy}
      onSubmit={(event: FormEvent<HTMLFormElement>) => {
        event.preventDefault()
        submitted.current = true
        onSubmit(formValues(event.currentTarget))
      }}
    >
      {children}
    </form>
  )
}
