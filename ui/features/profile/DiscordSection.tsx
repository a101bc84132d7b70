import { DISCORD_INTENTS } from '#core/accounts/provider-link.ts'
import type { DiscordLabels } from './discord-labels.ts'
import {
  type LinkedServiceNotice,
  LinkedServiceSection,
  LinkedSince,
  ProfileFormFields,
} from './LinkedService.tsx'

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
  readonly notice: LinkedServiceNotice | null
}

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
  <LinkedServiceSection id="discord" heading={T.heading} notice={notice}>
    {linkedOn !== null ? (
      <>
        <LinkedSince linked={T.linked} since={T.since(linkedOn)} />
        {canUnlink ? (
          <form method="post" action={action} className="linked-service__unlink">
            <ProfileFormFields intent={DISCORD_INTENTS.unlink} formToken={formToken} />
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
          <ProfileFormFields intent={DISCORD_INTENTS.link} formToken={formToken} />
          <button type="submit" className="button button--primary">
            {T.link}
          </button>
        </form>
      </>
    )}
  </LinkedServiceSection>
)
