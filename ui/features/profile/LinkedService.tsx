/**
 * What the profile's linked-service sections (Telegram, Discord) share: the card with its heading,
 * the notice of what the last form came to, the line saying since when the service is linked, and
 * the hidden fields every one of their forms posts (the page's token and the form's intent).
 */
import type { ReactNode } from 'react'
import { FORM_INTENT_FIELD, FORM_TOKEN_FIELD } from '#core/shared/forms/posted-form.ts'

/** What the last form or round trip came to, said once: a status, or an alert when nothing changed. */
export interface LinkedServiceNotice {
  readonly text: string
  readonly alert: boolean
}

export const LinkedServiceSection = ({
  id,
  heading,
  notice,
  children,
}: {
  /** The section's fragment (`/profile#telegram`), where its forms' answers land. */
  readonly id: string
  readonly heading: string
  readonly notice: LinkedServiceNotice | null
  readonly children: ReactNode
}) => (
  <section className="card profile__section linked-service" id={id} aria-labelledby={`${id}-title`}>
    <h2 id={`${id}-title`}>{heading}</h2>
    {notice ? (
      <p
        className={
          notice.alert ? 'linked-service__notice linked-service__notice--alert' : 'linked-service__notice'
        }
        role={notice.alert ? 'alert' : 'status'}
      >
        {notice.text}
      </p>
    ) : null}
    {children}
  </section>
)

/** "Linked since 03.12.2026". */
export const LinkedSince = ({ linked, since }: { readonly linked: string; readonly since: string }) => (
  <p className="linked-service__state">
    <strong>{linked}</strong> {since}
  </p>
)

/** The page's request-forgery token (ADR 0020) and which of the profile's forms this is. */
export const ProfileFormFields = ({
  intent,
  formToken,
}: {
  readonly intent: string
  readonly formToken: string
}) => (
  <>
    <input type="hidden" name={FORM_TOKEN_FIELD} value={formToken} />
    <input type="hidden" name={FORM_INTENT_FIELD} value={intent} />
  </>
)
