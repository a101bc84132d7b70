import '#ui/styles/forms.css'
import { type ReactNode, type Ref, useEffect, useRef } from 'react'
import { LocalizedLink } from '#ui/shared/components/LocalizedLink.tsx'
import { FormAlert } from '#ui/shared/form/FormAlert.tsx'
import type { AnyMessage } from '#ui/shared/form/message.ts'
import { useI18n } from '#ui/shared/i18n/i18n.tsx'

/**
 * The frame of every sign-in, sign-up and recovery screen: one card with the screen's heading, an
 * optional lead, the content and a footer of links.
 */
export const AuthPanel = ({
  title,
  lead,
  children,
  footer,
  headingRef,
  aside,
}: {
  readonly title: string
  readonly lead?: ReactNode
  /** What the page adds under its lead (where a team invitation link was taking a guest). */
  readonly aside?: ReactNode
  readonly children?: ReactNode
  readonly footer?: ReactNode
  readonly headingRef?: Ref<HTMLHeadingElement>
}) => (
  <div className="container auth">
    <section className="auth__card" aria-labelledby="auth-title">
      <h1 id="auth-title" ref={headingRef} tabIndex={-1}>
        {title}
      </h1>
      {lead ? <p className="auth__lead">{lead}</p> : null}
      {aside}
      {children}
      {footer ? <div className="auth__footer">{footer}</div> : null}
    </section>
  </div>
)

/** Moves focus to an element when it appears after the page has loaded (a new step of a flow). */
export const useFocusOnMount = <T extends HTMLElement>(enabled = true) => {
  const ref = useRef<T>(null)
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the element appears
  useEffect(() => {
    if (enabled) ref.current?.focus()
  }, [])
  return ref
}

/** Something is on its way (a link being checked, a sign-in finishing): said, not only shown. */
export const PendingStatus = ({ text }: { readonly text: string }) => (
  <p className="auth__status" role="status">
    <span className="spinner" aria-hidden="true" />
    {text}
  </p>
)

/**
 * Where an e-mailed link led (confirmed, or 'Invalid token'): said with the focus on its heading, and
 * the one way on from there.
 */
export const LinkOutcome = ({
  title,
  lead,
  to,
  action,
}: {
  readonly title: string
  readonly lead: string
  readonly to: string
  readonly action: string
}) => {
  const heading = useFocusOnMount<HTMLHeadingElement>()
  return (
    <AuthPanel title={title} headingRef={heading} lead={lead}>
      <div className="auth__actions">
        <LocalizedLink to={to} className="button button--primary button--block">
          {action}
        </LocalizedLink>
      </div>
    </AuthPanel>
  )
}

/**
 * 'Invalid token' with 'The token is invalid or expired. Please try again.' (spec §8), for the pages
 * of e-mailed links, and the way to try again (`retryTo`: the page that sends a new link).
 */
export const InvalidToken = ({
  retryTo,
  retryLabel,
}: {
  readonly retryTo: string
  readonly retryLabel: string
}) => {
  const { LL } = useI18n()
  return (
    <LinkOutcome
      title={LL.account.flows.messages.invalidToken()}
      lead={LL.account.flows.messages.invalidTokenDescription()}
      to={retryTo}
      action={retryLabel}
    />
  )
}

/** A link that could not be checked (the server failed, not the link): what went wrong, and a retry. */
export const CheckFailed = ({
  title,
  message,
  onRetry,
}: {
  readonly title: string
  readonly message: AnyMessage | null
  readonly onRetry: () => void
}) => {
  const { LL } = useI18n()
  return (
    <AuthPanel title={title}>
      <FormAlert message={message} />
      <div className="auth__actions">
        <button type="button" className="button button--primary button--block" onClick={onRetry}>
          {LL.account.flows.auth.tryAgain()}
        </button>
      </div>
    </AuthPanel>
  )
}
