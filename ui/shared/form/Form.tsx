import { type FormEvent, type ReactNode, useEffect, useRef } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import { keptQuery } from '#core/accounts/redirect.ts'
import { FORM_TOKEN_FIELD } from '#core/shared/forms/posted-form.ts'
import { localizePath } from '#core/shared/i18n/locale.ts'

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
 * The value a field had when its form was sent without JavaScript and the server rendered the page
 * again (never a password: the server keeps none); undefined otherwise.
 */
export const usePostedValue = (name: string): string | boolean | undefined => {
  const { postedForm } = usePageContext()
  return postedForm?.values[name]
}

/**
 * A form whose validation is core's: the browser's is off (`noValidate`), submitting hands the
 * values to `onSubmit`, and when the answer marks fields invalid, focus moves to the first of them
 * (WCAG 3.3.1: the error is where the user is).
 *
 * Before the JavaScript runs (or without it) the browser sends the form itself: always as a POST to
 * the page's own address (only its safe `redirect` kept), so no value ever lands in a URL, with the
 * page's request-forgery token. The server answers the sign-in, sign-up and password forms there
 * (server/forms); see ADR 0020.
 */
export const Form = ({
  onSubmit,
  prepare,
  children,
  errors,
  className,
  'aria-labelledby': labelledBy,
}: {
  readonly onSubmit: (values: Record<string, string | boolean>) => void
  /**
   * Called when the reader turns to the form (focus, a press or typing in it): the page loads what
   * handles the form then, not with the page (ADR 0027).
   */
  readonly prepare?: () => void
  readonly children: ReactNode
  /** What holds the shown errors (the field errors, or the flow's context): when it changes after a
   * submit and a field is invalid, focus moves to the first invalid field. */
  readonly errors?: unknown
  readonly className?: string
  readonly 'aria-labelledby'?: string
}) => {
  const { locale, urlParsed, formToken } = usePageContext()
  const action = `${localizePath(urlParsed.pathname, locale)}${keptQuery(urlParsed.search.redirect)}`
  const form = useRef<HTMLFormElement>(null)
  const submitted = useRef(false)
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the errors of a submit arrive
  useEffect(() => {
    if (!submitted.current) return
    const invalid = form.current?.querySelector<HTMLElement>(
      'input[aria-invalid="true"], textarea[aria-invalid="true"]',
    )
    if (invalid) {
      submitted.current = false
      invalid.focus()
    }
  }, [errors])
  return (
    <form
      ref={form}
      method="post"
      action={action}
      noValidate
      className={className ?? 'form'}
      aria-labelledby={labelledBy}
      onFocus={prepare}
      onPointerDown={prepare}
      onInput={prepare}
      onSubmit={(event: FormEvent<HTMLFormElement>) => {
        event.preventDefault()
        submitted.current = true
        onSubmit(formValues(event.currentTarget))
      }}
    >
      <input type="hidden" name={FORM_TOKEN_FIELD} value={formToken} />
      {children}
    </form>
  )
}
