/**
 * Before an invitation is accepted: exactly the profile fields a tournament still needs, asked for on
 * the invitation's own screen (core/teams/join.machine.ts `completing`), then saved and the team
 * joined with one press. The phone is not asked here: a number is confirmed by an SMS code, on the
 * profile page, which brings the player back.
 */
import { useState } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import type { CompletableField } from '#core/profile/index.ts'
import { localizePath } from '#core/shared/i18n/locale.ts'
import { fieldsToComplete } from '#core/teams/join-view.ts'
import { LocalizedLink } from '#ui/shared/components/LocalizedLink.tsx'
import { Form } from '#ui/shared/form/Form.tsx'
import { FormAlert } from '#ui/shared/form/FormAlert.tsx'
import { fieldMessages, formMessage } from '#ui/shared/form/message.ts'
import { RadioGroup } from '#ui/shared/form/RadioGroup.tsx'
import { SubmitButton } from '#ui/shared/form/SubmitButton.tsx'
import { TextField } from '#ui/shared/form/TextField.tsx'
import { useI18n } from '#ui/shared/i18n/i18n.tsx'
import type { JoinFlowHandle } from './join.ts'

const AUTOCOMPLETE: Readonly<Record<Exclude<CompletableField, 'inputDevice'>, string>> = {
  username: 'nickname',
  firstName: 'given-name',
  lastName: 'family-name',
  playingDevice: 'off',
  discord: 'off',
}

export const CompletionScreen = ({ flow, teamName }: { flow: JoinFlowHandle; teamName: string }) => {
  const { LL } = useI18n()
  const T = LL.tournament.join.complete
  const D = LL.account.details
  const { urlParsed, locale } = usePageContext()
  const { view } = flow
  const { context } = view
  const fields = fieldsToComplete(context)
  const pending = view.matches('savingProfile') || view.matches('submitting')
  const back = localizePath(urlParsed.pathname, locale)
  const failure = formMessage(context)
  // The radio group is controlled: the form's own values would not say which option is chosen.
  const [inputDevice, setInputDevice] = useState('')
  return (
    <section className="card join__screen" aria-labelledby="join-complete">
      <h2 id="join-complete" className="join__heading" tabIndex={-1}>
        {T.heading()}
      </h2>
      <p>{T.lead({ count: fields.length })}</p>
      <FormAlert message={failure} />
      <Form
        errors={context}
        prepare={flow.load}
        onSubmit={(values) => {
          if (!pending) flow.send({ type: 'profile.submit', values: { ...values, inputDevice } })
        }}
      >
        {fields.map((field) =>
          field === 'inputDevice' ? (
            <RadioGroup
              key={field}
              name="inputDevice"
              label={D.inputDevice()}
              options={[
                { value: 'keyboard', label: D.keyboard() },
                { value: 'gamepad', label: D.gamepad() },
              ]}
              value={inputDevice}
              onChange={setInputDevice}
              errors={fieldMessages(context, field)}
            />
          ) : (
            <TextField
              key={field}
              name={field}
              label={LL.tournament.join.profile.fields[field]()}
              description={field === 'playingDevice' ? D.playingDeviceHint() : undefined}
              autoComplete={AUTOCOMPLETE[field]}
              errors={fieldMessages(context, field)}
            />
          ),
        )}
        <SubmitButton isPending={pending}>{T.submit({ name: teamName })}</SubmitButton>
      </Form>
      {context.missingFields.includes('phone') ? (
        <p className="muted" data-testid="phone-needed">
          {T.phone()}{' '}
          <LocalizedLink to={`/profile?redirect=${encodeURIComponent(back)}`}>{T.phoneLink()}</LocalizedLink>
        </p>
      ) : null}
    </section>
  )
}
