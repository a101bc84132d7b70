import { type FormEvent, type ReactNode, useEffect, useRef } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import { keptQuery } from '#core/accounts/redirect.ts'
import { FORM_TOKEN_FIELD } from '#core/shared/forms/posted-form.ts'
import { localizePath } from '#core/shared/i18n/locale.ts'
import { forget, keep, recall, stringRecord } from '#ui/shared/app/tab-memory.ts'

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

/** A field whose value a draft keeps: what was typed, never a password, a file or a hidden value. */
const KEPT_TYPES = new Set(['text', 'email', 'tel', 'url', 'search', 'number'])
const draftField = (element: Element): element is HTMLInputElement | HTMLTextAreaElement =>
  (element instanceof HTMLTextAreaElement ||
    (element instanceof HTMLInputElement && KEPT_TYPES.has(element.type))) &&
  element.name !== '' &&
  element.name !== FORM_TOKEN_FIELD

const draftKey = (name: string): string => `draft:${name}`

/** Drops a form's draft: call it once what the form was for is done (the account made, the team created). */
export const forgetDraft = (name: string): void => forget(draftKey(name))

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
  draft,
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
  /**
   * Keeps what is typed in this tab under this name (ADR 0058), so a reload, Back and Forward, or a
   * screen of the flow in between give it back; `forgetDraft(name)` once the form has done its work.
   * Only for forms whose fields hold their own value (not given a `value`).
   */
  readonly draft?: string
}) => {
  const { locale, urlParsed, formToken, postedForm } = usePageContext()
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
  // A form the server answered (sent without the script) shows what was sent; otherwise the draft.
  const fromServer = postedForm !== undefined && postedForm !== null
  useEffect(() => {
    if (!draft || fromServer || !form.current) return
    const kept = stringRecord(recall(draftKey(draft)))
    if (!kept) return
    for (const element of Array.from(form.current.elements)) {
      if (!draftField(element)) continue
      const value = kept[element.name]
      if (value !== undefined) element.value = value
    }
  }, [draft, fromServer])
  const keepDraft = () => {
    if (!draft || !form.current) return
    const values: Record<string, string> = {}
    for (const element of Array.from(form.current.elements)) {
      if (draftField(element)) values[element.name] = element.value
    }
    keep(draftKey(draft), values)
  }
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
      onInput={() => {
        prepare?.()
        keepDraft()
      }}
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
