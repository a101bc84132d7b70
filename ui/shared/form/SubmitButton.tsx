import type { ReactNode } from 'react'
import { useI18n } from '#ui/shared/i18n/i18n.tsx'

/**
 * A button that sends something and says when it is busy: while pending it stays focusable (focus is
 * not lost mid-flow) but inert (`aria-disabled`, presses ignored), shows a spinner, and a status line
 * next to it says 'Sending…'. React Aria's own `isPending` is not used: its announcement is labelled
 * by the button, which a flow's next step removes, leaving a nameless node behind (axe: role-img-alt).
 */
export const PendingButton = ({
  children,
  isPending = false,
  type = 'button',
  variant = 'primary',
  onPress,
}: {
  readonly children: ReactNode
  readonly isPending?: boolean
  readonly type?: 'submit' | 'button'
  readonly variant?: 'primary' | 'ghost'
  readonly onPress?: () => void
}) => {
  const { LL } = useI18n()
  return (
    <>
      <button
        type={type}
        className={`button button--${variant} button--block`}
        aria-disabled={isPending || undefined}
        data-pending={isPending || undefined}
        onClick={(event) => {
          if (isPending) event.preventDefault()
          else onPress?.()
        }}
      >
        {isPending ? <span className="spinner" aria-hidden="true" /> : null}
        <span>{children}</span>
      </button>
      <span className="visually-hidden" role="status">
        {isPending ? LL.account.form.sending() : ''}
      </span>
    </>
  )
}

/** The form's submit button (see `PendingButton`). */
export const SubmitButton = ({
  children,
  isPending = false,
  variant = 'primary',
}: {
  readonly children: ReactNode
  readonly isPending?: boolean
  readonly variant?: 'primary' | 'ghost'
}) => (
  <PendingButton type="submit" isPending={isPending} variant={variant}>
    {children}
  </PendingButton>
)
