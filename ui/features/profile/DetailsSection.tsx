import { useMemo, useRef } from 'react'
import type { Profile } from '#core/profile/profile.schema.ts'
import {
  type DetailsField,
  keptContacts,
  markedForTournaments,
  needsCurrentPassword,
} from '#core/profile/profile-view.ts'
import { useProfileActor } from '#ui/features/profile/profile.tsx'
import { useSelector } from '#ui/shared/app/actor-handle.ts'
import { EmailField } from '#ui/shared/form/EmailField.tsx'
import { Form } from '#ui/shared/form/Form.tsx'
import { FormAlert } from '#ui/shared/form/FormAlert.tsx'
import { fieldMessages, formMessage } from '#ui/shared/form/message.ts'
import { PasswordField } from '#ui/shared/form/PasswordField.tsx'
import { PhoneField } from '#ui/shared/form/PhoneField.tsx'
import { RadioGroup } from '#ui/shared/form/RadioGroup.tsx'
import { SubmitButton } from '#ui/shared/form/SubmitButton.tsx'
import { SelectField, TextField } from '#ui/shared/form/TextField.tsx'
import { useI18n } from '#ui/shared/i18n/i18n.tsx'
import type { OblastField } from './oblast-field.ts'
import { PhoneCode } from './PhoneCode.tsx'

/**
 * The profile form (spec §2): every field with its label and hint, core's messages under each
 * (translated at render, so they follow a language switch) and the server's where it refused one.
 * Only the nickname (and a set e-mail or phone, which can be changed, not removed) is required; what
 * tournaments need besides says so in the field's description, which is read with the field.
 * A new e-mail or phone asks for the current password (core's rule) and, once saved, waits for its
 * confirmation: the mailed link, or the SMS code entered below the form.
 */
export const DetailsSection = ({
  profile,
  oblastField,
}: {
  readonly profile: Profile
  /** The region's label, help and options, rendered by the server (no dictionary of names here). */
  readonly oblastField: OblastField
}) => {
  const { LL } = useI18n()
  const D = LL.account.details
  const kept = keptContacts(profile)
  const actor = useProfileActor()
  const values = useSelector(actor, (snapshot) => snapshot.context.values)
  const fieldErrors = useSelector(actor, (snapshot) => snapshot.context.fieldErrors)
  const serverErrors = useSelector(actor, (snapshot) => snapshot.context.serverErrors)
  const error = useSelector(actor, (snapshot) => snapshot.context.error)
  const saving = useSelector(actor, (snapshot) => snapshot.matches({ ready: { details: 'saving' } }))
  const waitingForCode = useSelector(actor, (snapshot) => snapshot.matches({ ready: { phone: 'code' } }))
  // A code entry there when the page opened does not take the focus; one that appears after saving does.
  const codeAtLoad = useRef(waitingForCode)
  // One object per answer, so the form moves focus to the first invalid field once per submit.
  const shown = useMemo(() => ({ fieldErrors, serverErrors }), [fieldErrors, serverErrors])
  const errorsOf = (field: DetailsField | 'currentPassword') => fieldMessages(shown, field)
  const change = (field: DetailsField | 'currentPassword') => (value: string) =>
    actor.send({ type: 'details.change', field, value })
  /** The field's own hint, followed by "Needed for tournaments" where core says so. */
  const descriptionOf = (field: DetailsField, hint?: string) => {
    if (!markedForTournaments(field)) return hint
    return hint ? D.alsoNeededForTournaments({ hint }) : D.neededForTournaments()
  }
  const text = (field: DetailsField, label: string, extra: { hint?: string; autoComplete?: string } = {}) => (
    <TextField
      name={field}
      label={label}
      description={descriptionOf(field, extra.hint)}
      value={values[field]}
      onChange={change(field)}
      errors={errorsOf(field)}
      isRequired={false}
      {...(extra.autoComplete === undefined ? {} : { autoComplete: extra.autoComplete })}
    />
  )
  const social = (field: 'discord' | 'telegram' | 'instagram', label: string) => (
    <TextField
      name={field}
      label={label}
      description={markedForTournaments(field) ? descriptionOf(field, D.handleHint()) : D.socialHint()}
      value={values[field]}
      onChange={change(field)}
      errors={errorsOf(field)}
      isRequired={false}
      spellCheck={false}
      autoCapitalize="none"
    />
  )
  return (
    <section className="card profile__section" aria-labelledby="details-title">
      <h2 id="details-title">{D.heading()}</h2>
      <p className="profile__lead">{D.lead()}</p>
      <Form
        className="form profile__form"
        aria-labelledby="details-title"
        errors={shown}
        onSubmit={() => actor.send({ type: 'details.submit' })}
      >
        <div className="profile__fields">
          <TextField
            name="username"
            label={D.username()}
            description={LL.account.form.nicknameHint()}
            autoComplete="username"
            spellCheck={false}
            autoCapitalize="none"
            value={values.username}
            onChange={change('username')}
            errors={errorsOf('username')}
          />
          <EmailField
            label={D.email()}
            value={values.email}
            onChange={change('email')}
            errors={errorsOf('email')}
            isRequired={kept.email}
          />
          {text('firstName', D.firstName(), { autoComplete: 'given-name' })}
          {text('lastName', D.lastName(), { autoComplete: 'family-name' })}
          <PhoneField
            name="phone"
            label={D.phone()}
            value={values.phone}
            onChange={change('phone')}
            errors={errorsOf('phone')}
            isRequired={kept.phone}
            description={descriptionOf('phone', LL.account.phone.phoneHint())}
          />
          {text('playingDevice', D.playingDevice(), { hint: D.playingDeviceHint() })}
        </div>
        <RadioGroup
          name="inputDevice"
          label={D.inputDevice()}
          options={[
            { value: 'keyboard', label: D.keyboard() },
            { value: 'gamepad', label: D.gamepad() },
          ]}
          value={values.inputDevice}
          onChange={change('inputDevice')}
          errors={errorsOf('inputDevice')}
          description={descriptionOf('inputDevice')}
          isRequired={false}
        />
        <fieldset className="profile__social">
          <legend className="field__label">{D.socialHeading()}</legend>
          <div className="profile__fields profile__fields--three">
            {social('discord', D.discord())}
            {social('telegram', D.telegram())}
            {social('instagram', D.instagram())}
          </div>
        </fieldset>
        <div className="profile__fields">
          <SelectField
            name="oblast"
            label={oblastField.label}
            description={oblastField.help}
            options={oblastField.options}
            value={values.oblast}
            onChange={change('oblast')}
            errors={errorsOf('oblast')}
            isRequired={false}
          />
        </div>
        {needsCurrentPassword(profile, values) ? (
          <div className="profile__current-password">
            <PasswordField
              name="currentPassword"
              label={D.currentPassword()}
              description={D.currentPasswordHint()}
              autoComplete="current-password"
              value={values.currentPassword}
              onChange={change('currentPassword')}
              errors={errorsOf('currentPassword')}
            />
          </div>
        ) : null}
        <FormAlert message={formMessage({ error, serverErrors })} />
        <div className="profile__submit">
          <SubmitButton isPending={saving}>{D.save()}</SubmitButton>
        </div>
      </Form>
      {profile.pendingEmail || waitingForCode ? (
        <h3 className="profile__pending-title">{D.pendingHeading()}</h3>
      ) : null}
      {/* A status region, so that the pending address is said when it appears. */}
      <div role="status">
        {profile.pendingEmail ? (
          <p className="profile__notice" data-testid="pending-email">
            {D.pendingEmail({ email: profile.pendingEmail })}
          </p>
        ) : null}
      </div>
      {waitingForCode && profile.pendingPhone ? (
        <PhoneCode phone={profile.pendingPhone} focus={!codeAtLoad.current} />
      ) : null}
    </section>
  )
}
