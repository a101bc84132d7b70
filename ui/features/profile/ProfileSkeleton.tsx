import { useI18n } from '#ui/shared/i18n/i18n.tsx'

/** The fields of the form's first rows, as placeholders. */
const SKELETON_FIELDS = ['username', 'email', 'firstName', 'lastName', 'phone', 'playingDevice'] as const

const Field = () => (
  <div className="skeleton-field" aria-hidden="true">
    <span className="skeleton skeleton--label" />
    <span className="skeleton skeleton--input" />
  </div>
)

/**
 * The page's frame while the profile is read (server render and first browser render alike): the
 * same cards and headings as the loaded page, with placeholders where the data goes, so nothing
 * jumps when it arrives. The status line says what is happening.
 */
export const ProfileSkeleton = () => {
  const { LL } = useI18n()
  return (
    <div className="profile__layout" aria-busy="true">
      <section className="card profile__summary" aria-labelledby="summary-title">
        <h2 id="summary-title" className="visually-hidden">
          {LL.account.profile.summary()}
        </h2>
        <div className="image-picker" aria-hidden="true">
          <div className="image-picker__frame">
            <span className="avatar skeleton" />
          </div>
          <div className="image-picker__body">
            <span className="skeleton skeleton--button" />
            <span className="skeleton skeleton--line" />
          </div>
        </div>
        <p className="muted" role="status">
          {LL.account.profile.loading()}
        </p>
      </section>
      <div className="profile__main">
        <section className="card profile__section" aria-labelledby="details-title">
          <h2 id="details-title">{LL.account.details.heading()}</h2>
          <p className="profile__lead">{LL.account.details.lead()}</p>
          <div className="profile__fields">
            {SKELETON_FIELDS.map((name) => (
              <Field key={name} />
            ))}
          </div>
        </section>
        <section className="card profile__section" aria-labelledby="password-title">
          <h2 id="password-title">{LL.account.password.heading()}</h2>
          <div className="profile__form--narrow">
            <Field />
            <Field />
          </div>
        </section>
      </div>
    </div>
  )
}
