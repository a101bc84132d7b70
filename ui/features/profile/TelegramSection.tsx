import {
  NOTIFICATION_CHOICES,
  NOTIFICATION_KINDS,
  type NotificationChoices,
} from '#core/notifications/notifications.ts'
import { TELEGRAM_INTENTS } from '#core/notifications/profile-telegram.ts'
import {
  type LinkedServiceNotice,
  LinkedServiceSection,
  LinkedSince,
  ProfileFormFields,
} from './LinkedService.tsx'
import type { TelegramLabels } from './telegram-labels.ts'

export interface TelegramSectionProps {
  readonly labels: TelegramLabels
  /** The profile's own address in the page's language, with its safe query: where the forms post. */
  readonly action: string
  /** The page's request-forgery token (ADR 0020). */
  readonly formToken: string
  /** `dd.mm.yyyy` (Kyiv) of the link, or null without one. */
  readonly linkedOn: string | null
  readonly choices: NotificationChoices
  /** Whether the account has an e-mail address (without one, e-mail notices cannot reach it). */
  readonly hasEmail: boolean
  /** The one-time link just made, to open in Telegram. */
  readonly link: string | null
  /** What the last form came to, said once (a status or an alert). */
  readonly notice: LinkedServiceNotice | null
}

/**
 * The profile's Telegram section (ADR 0070): link the bot, then choose for each kind of notification
 * e-mail, Telegram or both, or unlink. Rendered to HTML by the server only (`telegram-html.ts`): its
 * forms are posted by the browser itself and answered by the server, with or without JavaScript, so
 * the page ships none of it.
 */
export const TelegramSection = ({
  labels: T,
  action,
  formToken,
  linkedOn,
  choices,
  hasEmail,
  link,
  notice,
}: TelegramSectionProps) => (
  <LinkedServiceSection id="telegram" heading={T.heading} notice={notice}>
    {linkedOn !== null ? (
      <>
        <LinkedSince linked={T.linked} since={T.since(linkedOn)} />
        <form method="post" action={action} className="form telegram__choices">
          <ProfileFormFields intent={TELEGRAM_INTENTS.save} formToken={formToken} />
          <fieldset className="telegram__kinds">
            <legend className="field__label">{T.choicesLegend}</legend>
            {NOTIFICATION_KINDS.map((kind) => (
              <fieldset key={kind} className="telegram__kind">
                <legend>{T.kinds[kind]}</legend>
                <div className="radio-group__options">
                  {NOTIFICATION_CHOICES.map((choice) => (
                    <label key={choice} className="radio telegram__choice">
                      <input
                        type="radio"
                        name={kind}
                        value={choice}
                        defaultChecked={choices[kind] === choice}
                      />
                      {T.choices[choice]}
                    </label>
                  ))}
                </div>
              </fieldset>
            ))}
          </fieldset>
          <p className="profile__lead">{T.invitationsByEmail}</p>
          {hasEmail ? null : <p className="profile__lead">{T.noEmail}</p>}
          <button type="submit" className="button button--primary">
            {T.save}
          </button>
        </form>
        <form method="post" action={action} className="linked-service__unlink">
          <ProfileFormFields intent={TELEGRAM_INTENTS.unlink} formToken={formToken} />
          <button type="submit" className="button button--ghost">
            {T.unlink}
          </button>
        </form>
      </>
    ) : link !== null ? (
      <>
        <p>{T.openLead}</p>
        <p>
          <a className="button button--primary" href={link} target="_blank" rel="noopener noreferrer">
            {T.open} <span className="visually-hidden">{T.newTab}</span>
          </a>
        </p>
        <p className="profile__lead">{T.checkLead}</p>
        <a className="button button--ghost" href={action}>
          {T.check}
        </a>
      </>
    ) : (
      <>
        <p className="profile__lead">{T.lead}</p>
        <form method="post" action={action}>
          <ProfileFormFields intent={TELEGRAM_INTENTS.link} formToken={formToken} />
          <button type="submit" className="button button--primary">
            {T.link}
          </button>
        </form>
      </>
    )}
  </LinkedServiceSection>
)
