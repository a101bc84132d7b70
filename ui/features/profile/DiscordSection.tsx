import { DISCORD_INTENTS, type DiscordIntent } from '#core/accounts/provider-link.ts'
import { FORM_TOKEN_FIELD, PROFILE_INTENT_FIELD } from '#core/shared/forms/posted-form.ts'
import type { DiscordLabels } from './discord-labels.ts'

export interface DiscordSectionProps {
  readonly labels: DiscordLabels
  /** The profile's own address in the page's language: where the forms post. */
  readonly action: string
  /** The page's request-forgery token (ADR 0020). */
  readonly formToken: string
  /** `dd.mm.yyyy` (Kyiv) of the link, or null without one. */
  readonly linkedOn: string | null
  readonly canUnlink: boolean
  /** What the last form or the provider's round trip came to, said once (a status or an alert). */
  readonly notice: { readonly text: string; readonly alert: boolean } | null
}

const Hidden = ({ intent, formToken }: { readonly intent: DiscordIntent; readonly formToken: string }) => (
  <>
    <input type="hidden" name={FORM_TOKEN_FIELD} value={formToken} />
    <input type="hidden" name={PROFILE_INTENT_FIELD} value={intent} />
  </>
)

/**
 * The profile's Discord section (ADR 0076): link the account's Discord (the provider's round trip,
 * started by the server), or unlink it while another way to sign in is left. Rendered to HTML by the
 * server only (`discord-html.ts`), like the Telegram section: its forms work with or without
 * JavaScript, and the page ships none of it.
 */
export const DiscordSection = ({
  labels: T,
  action,
  formToken,
  linkedOn,
  canUnlink,
  notice,
}: DiscordSectionProps) => (
  <section className="card profile__section linked-service" id="discord" aria-labelledby="discord-title">
    <h2 id="discord-title">{T.heading}</h2>
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
    {linkedOn !== null ? (
      <>
        <p className="linked-service__state">
          <strong>{T.linked}</strong> {T.since(linkedOn)}
        </p>
        {canUnlink ? (
          <form method="post" action={action} className="linked-service__unlink">
            <Hidden intent={DISCORD_INTENTS.unlink} formToken={formToken} />
            <button type="submit" className="button button--ghost">
              {T.unlink}
            </button>
          </form>
        ) : (
          <p className="profile__lead">{T.onlyWay}</p>
        )}
      </>
    ) : (
      <>
        <p className="profile__lead">{T.lead}</p>
        <form method="post" action={action}>
          <Hidden intent={DISCORD_INTENTS.link} formToken={formToken} />
          <button type="submit" className="button button--primary">
            {T.link}
          </button>
        </form>
      </>
    )}
  </section>
)
