import type { ReactNode } from 'react'
import { Button } from 'react-aria-components'
import { useI18n } from '#ui/i18n/i18n.tsx'

/**
 * The form's submit button. While the form is being sent it stays focusable but inert
 * (React Aria's `isPending`: `aria-disabled`, presses ignored) and says so with a spinner and text.
 */
export const SubmitButton = ({
  children,
  isPending = false,
  variant = 'primary',
}: {
  readonly children: ReactNode
  readonly isPending?: boolean
  readonly variant?: 'primary' | 'ghost'
}) => {
  const { LL } = useI18n()
  return (
    <Button type="submit" className={`button button--${variant} button--block`} isPending={isPending}>
      {isPending ? <span className="spinner" aria-hidden="true" /> : null}
      <span>{children}</span>
      {isPending ? <span className="visually-hidden">{LL.account.form.sending()}</span> : null}
    </Button>
  )
}
