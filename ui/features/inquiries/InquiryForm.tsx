import { useState } from 'react'
import type { InquiryKind } from '#core/inquiries/inquiries.api.ts'
import { HONEYPOT_FIELD, STARTED_FIELD } from '#core/inquiries/inquiry-fields.ts'
import { Form } from '#ui/shared/form/Form.tsx'
import { FormAlert } from '#ui/shared/form/FormAlert.tsx'
import { fieldMessages, formMessage } from '#ui/shared/form/message.ts'
import { PendingButton, SubmitButton } from '#ui/shared/form/SubmitButton.tsx'
import { TextAreaField, TextField } from '#ui/shared/form/TextField.tsx'
import { useI18n } from '#ui/shared/i18n/i18n.tsx'
import { useInquiryForm } from './inquiry-form.ts'
import '#ui/styles/forms.css'

/**
 * The honeypot: a field no person sees or reaches (off screen, hidden from assistive technology, out
 * of the tab order, never autofilled); a bot that fills every field fills it too (ADR 0037).
 */
const Honeypot = () => {
  const { LL } = useI18n()
  return (
    <div className="honeypot" aria-hidden="true">
      <label>
        {LL.community.form.honeypot()}
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  )
}

const Sent = ({ onAnother }: { readonly onAnother: () => void }) => {
  const { LL } = useI18n()
  return (
    <div className="inquiry-sent" role="status">
      <h3>{LL.community.form.sentHeading()}</h3>
      <p>{LL.community.form.sentBody()}</p>
      <PendingButton variant="ghost" onPress={onAnother}>
        {LL.community.form.sendAnother()}
      </PendingButton>
    </div>
  )
}

const InquiryFields = ({
  kind,
  started,
  fresh,
  onSent,
}: {
  readonly kind: InquiryKind
  readonly started: string
  readonly fresh: boolean
  readonly onSent: (nextStarted: string | undefined) => void
}) => {
  const { LL } = useI18n()
  const form = useInquiryForm(kind, started, fresh)
  const { context } = form
  if (form.state === 'done') return <Sent onAnother={() => onSent(form.nextStarted())} />
  const texts = kind === 'contact' ? LL.community.contacts : LL.community.producing
  return (
    <Form
      className="form inquiry-form"
      errors={context}
      prepare={form.prepare}
      onSubmit={(values) => form.send({ type: 'form.submit', values })}
    >
      {/* The token the form sends: the page's, or the fresh one the server handed when it had expired. */}
      <input type="hidden" name={STARTED_FIELD} value={context.token ?? started} />
      <TextField
        name="name"
        label={LL.community.form.name()}
        description={LL.community.form.nameHint()}
        autoComplete="name"
        errors={fieldMessages(context, 'name')}
      />
      {/* A phone number of any country or an e-mail address: a player abroad is answered too. */}
      <TextField
        name="phone"
        label={LL.community.form.contact()}
        description={LL.community.form.contactHint()}
        autoComplete="tel"
        autoCapitalize="none"
        spellCheck={false}
        errors={fieldMessages(context, 'phone')}
      />
      {kind === 'streamer' ? (
        <>
          <TextField
            name="twitch"
            label={LL.community.producing.twitch()}
            description={LL.community.producing.twitchHint()}
            isRequired={false}
            autoCapitalize="none"
            spellCheck={false}
            errors={fieldMessages(context, 'twitch')}
          />
          <TextField
            name="discord"
            label={LL.community.producing.discord()}
            description={LL.community.producing.discordHint()}
            isRequired={false}
            autoCapitalize="none"
            spellCheck={false}
            errors={fieldMessages(context, 'discord')}
          />
          <TextField
            name="youtube"
            label={LL.community.producing.youtube()}
            description={LL.community.producing.youtubeHint()}
            isRequired={false}
            autoCapitalize="none"
            spellCheck={false}
            errors={fieldMessages(context, 'youtube')}
          />
        </>
      ) : null}
      <TextAreaField
        name="message"
        label={LL.community.form.message()}
        description={texts.messageHint()}
        errors={fieldMessages(context, 'message')}
      />
      <Honeypot />
      <FormAlert message={formMessage(context)} />
      <SubmitButton isPending={form.busy}>{texts.submit()}</SubmitButton>
      <p className="muted">{LL.community.form.review()}</p>
    </Form>
  )
}

/**
 * An inquiry form (the contact form, the streamer application) and, once its message is taken, the
 * success state ('Message sent', reviewed in 2-3 business days) with a way to write again.
 */
export const InquiryForm = ({ kind, started }: { readonly kind: InquiryKind; readonly started: string }) => {
  // Each new message is a new form: a new machine, empty fields (the server's answer counts once),
  // and the token the last message answered (the page's own took that message).
  const [round, setRound] = useState(0)
  const [token, setToken] = useState(started)
  return (
    <InquiryFields
      key={round}
      kind={kind}
      started={token}
      fresh={round > 0}
      onSent={(next) => {
        if (next !== undefined) setToken(next)
        setRound((value) => value + 1)
      }}
    />
  )
}
