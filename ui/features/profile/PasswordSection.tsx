import { useMemo } from 'react'
import type { Profile } from '#core/profile/profile.schema.ts'
import { useProfileActor } from '#ui/features/profile/profile.tsx'
import { useSelector } from '#ui/shared/app/actor-handle.ts'
import { Form } from '#ui/shared/form/Form.tsx'
import { FormAlert } from '#ui/shared/form/FormAlert.tsx'
import { fieldMessages, formMessage } from '#ui/shared/form/message.ts'
import { PasswordField } from '#ui/shared/form/PasswordField.tsx'
import { SubmitButton } from '#ui/shared/form/SubmitButton.tsx'
import { useI18n } from '#ui/shared/i18n/i18n.tsx'

/**
 * The password (spec §2): old, new and repeated → 'Password updated', and the fields are empty
 * again; a wrong old password is said under the old-password field. An account without a password
 * sets a first one (no old password).
 */
export const PasswordSection = ({ profile }: { readonly profile: Profile }) => {
  const { LL } = useI18n()
  const T = LL.account.password
  const actor = useProfileActor()
  const fieldErrors = useSelector(actor, (snapshot) => snapshot.context.passwordErrors)
  const serverErrors = useSelector(actor, (snapshot) => snapshot.context.passwordServerErrors)
  const error = useSelector(actor, (snapshot) => snapshot.context.passwordError)
  const changes = useSelector(actor, (snapshot) => snapshot.context.passwordChanges)
  const submitting = useSelector(actor, (snapshot) => snapshot.matches({ ready: { password: 'submitting' } }))
  const shown = useMemo(() => ({ fieldErrors, serverErrors }), [fieldErrors, serverErrors])
  const { hasPassword } = profile
  return (
    <section className="card profile__section" aria-labelledby="password-title">
      <h2 id="password-title">{hasPassword ? T.heading() : T.setHeading()}</h2>
      {hasPassword ? null : <p className="profile__lead">{T.setLead()}</p>}
      {/* A new form after each change: the fields are empty again. */}
      <Form
        key={changes}
        className="form profile__form profile__form--narrow"
        aria-labelledby="password-title"
        errors={shown}
        onSubmit={(values) => actor.send({ type: 'password.submit', values })}
      >
        {/* Lets password managers store the new password under the right account. */}
        <input
          type="text"
          name="username"
          autoComplete="username"
          value={profile.email || profile.phone || profile.username}
          readOnly
          hidden
        />
        {hasPassword ? (
          <PasswordField
            name="oldPassword"
            label={T.old()}
            autoComplete="current-password"
            errors={fieldMessages(shown, 'oldPassword')}
          />
        ) : null}
        <PasswordField
          name="newPassword"
          label={T.new()}
          autoComplete="new-password"
          showStrength
          errors={fieldMessages(shown, 'newPassword')}
        />
        <PasswordField
          name="repeatPassword"
          label={T.repeat()}
          autoComplete="new-password"
          description=""
          errors={fieldMessages(shown, 'repeatPassword')}
        />
        <FormAlert message={formMessage({ error, serverErrors })} />
        <div className="profile__submit">
          <SubmitButton isPending={submitting}>{hasPassword ? T.submit() : T.setSubmit()}</SubmitButton>
        </div>
      </Form>
    </section>
  )
}
