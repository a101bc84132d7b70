/**
 * A page that reads itself again on a live change (ADR 0078) must not take from the user what they
 * are in the middle of: what they typed, an open confirmation, the field they are in, a request they
 * sent. The rule (`mayReadAgain`): the page reads again only while none of those holds; a change that
 * comes meanwhile waits and is read once when the last of them ends.
 */

/** What the user is in the middle of on the page. */
export interface PageActivity {
  /** A form field holds what the user typed or chose and has not sent. */
  readonly unsentInput: boolean
  /** The focus is in a field the user types in. */
  readonly typing: boolean
  /** A dialog (a confirmation) is open. */
  readonly dialogOpen: boolean
  /** A request the user started is waiting for its answer (a region says `aria-busy`). */
  readonly requestPending: boolean
}

/** The rule: the page may read itself again only while the user is in the middle of nothing. */
export const mayReadAgain = (activity: PageActivity): boolean =>
  !activity.unsentInput && !activity.typing && !activity.dialogOpen && !activity.requestPending

export interface UndisturbedDeps {
  /** What the user is in the middle of now. */
  readonly activity: () => PageActivity
  /** Calls `check` whenever what the user does may have changed; the returned function stops it. */
  readonly watch: (check: () => void) => () => void
}

/**
 * `read` wrapped by the rule: called now when the page may read again, or else once when it may. The
 * returned `stop` drops a read still waiting.
 */
export const whenUndisturbed = (
  deps: UndisturbedDeps,
  read: () => void,
): { readonly request: () => void; readonly stop: () => void } => {
  let unwatch: (() => void) | null = null
  const stop = () => {
    unwatch?.()
    unwatch = null
  }
  const check = () => {
    if (!mayReadAgain(deps.activity())) return
    stop()
    read()
  }
  return {
    request: () => {
      if (unwatch) return
      if (mayReadAgain(deps.activity())) return read()
      unwatch = deps.watch(check)
    },
    stop,
  }
}

/** Inputs the user does not type in: they hold no half-typed text. */
const NOT_TYPED_IN = new Set(['checkbox', 'radio', 'file', 'hidden', 'submit', 'button', 'reset', 'image'])

const isTyping = (element: Element | null): boolean =>
  element instanceof HTMLTextAreaElement ||
  element instanceof HTMLSelectElement ||
  (element instanceof HTMLInputElement && !NOT_TYPED_IN.has(element.type)) ||
  (element instanceof HTMLElement && element.isContentEditable === true)

const holdsUnsent = (field: Element): boolean => {
  if (field instanceof HTMLTextAreaElement) return field.value !== field.defaultValue
  if (field instanceof HTMLSelectElement)
    return [...field.options].some((option) => option.selected !== option.defaultSelected)
  if (!(field instanceof HTMLInputElement)) return false
  if (field.type === 'checkbox' || field.type === 'radio') return field.checked !== field.defaultChecked
  if (field.type === 'file') return (field.files?.length ?? 0) > 0
  return !NOT_TYPED_IN.has(field.type) && field.value !== field.defaultValue
}

/** What the user is in the middle of in the browser's `document`. */
export const documentActivity = (document: Document): PageActivity => ({
  unsentInput: [...document.querySelectorAll('main input, main textarea, main select')].some(holdsUnsent),
  typing: isTyping(document.activeElement),
  dialogOpen: document.querySelector('[role="dialog"], [role="alertdialog"], dialog[open]') !== null,
  requestPending: document.querySelector('main [aria-busy="true"]') !== null,
})

/** Watches the browser's `document`: any change of the page, typing, and the focus moving. */
export const watchDocument =
  (document: Document) =>
  (check: () => void): (() => void) => {
    const observer = new MutationObserver(check)
    observer.observe(document.body, { subtree: true, childList: true, attributes: true })
    const events = ['input', 'change', 'reset', 'focusin', 'focusout'] as const
    // While the focus moves, `activeElement` is the element it goes to only once the event is over.
    const later = () => queueMicrotask(check)
    for (const type of events) document.addEventListener(type, later, true)
    return () => {
      observer.disconnect()
      for (const type of events) document.removeEventListener(type, later, true)
    }
  }
