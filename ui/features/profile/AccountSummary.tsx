import { Button } from 'react-aria-components'
import type { Profile } from '#core/profile/profile.schema.ts'
import { IMAGE_MAX_MB, SVG_MAX_MB } from '#core/shared/uploads/image-rules.ts'
import { useAvatarUpload, useProfileActor } from '#ui/features/profile/profile.tsx'
import { useSelector } from '#ui/shared/app/actor-handle.ts'
import { ImagePicker } from '#ui/shared/components/ImagePicker.tsx'
import { StoredPicture } from '#ui/shared/components/StoredPicture.tsx'
import { FormAlert } from '#ui/shared/form/FormAlert.tsx'
import { useI18n } from '#ui/shared/i18n/i18n.tsx'

/** The avatar is shown at 128 CSS pixels (the renditions cover 1× and 2× screens). */
const AVATAR_SIZE = 128

/** Up to two letters standing in for a missing avatar: the initials, else the nickname's first. */
const initialsOf = (profile: Profile): string => {
  const initials = `${profile.firstName.trim().charAt(0)}${profile.lastName.trim().charAt(0)}`
  return (initials || profile.username.charAt(0) || '?').toUpperCase()
}

const Avatar = ({ profile }: { readonly profile: Profile }) => {
  const { LL } = useI18n()
  if (profile.avatar)
    return (
      <StoredPicture
        image={profile.avatar}
        alt={LL.account.avatar.alt({ name: profile.username })}
        size={AVATAR_SIZE}
        className="avatar"
      />
    )
  return (
    <span className="avatar avatar--initials" role="img" aria-label={LL.account.avatar.none()}>
      <span aria-hidden="true">{initialsOf(profile)}</span>
    </span>
  )
}

/**
 * The top of the profile: the avatar with its picker (choose or drop a file, preview, progress,
 * the rule a file broke, remove), and who is signed in (nickname, e-mail, phone) as saved.
 */
export const AccountSummary = ({ profile }: { readonly profile: Profile }) => {
  const { LL } = useI18n()
  const actor = useProfileActor()
  const upload = useAvatarUpload()
  const removing = useSelector(actor, (snapshot) => snapshot.matches({ ready: { avatar: 'removing' } }))
  const avatarError = useSelector(actor, (snapshot) => snapshot.context.avatarError)
  const value = (text: string) => (text ? text : <span className="muted">{LL.account.profile.notSet()}</span>)
  const A = LL.account.avatar
  return (
    <section className="card profile__summary" aria-labelledby="summary-title">
      <h2 id="summary-title" className="visually-hidden">
        {LL.account.profile.summary()}
      </h2>
      <ImagePicker
        actor={upload}
        current={<Avatar profile={profile} />}
        texts={{
          choose: A.choose(),
          drop: A.drop(),
          dropZone: A.dropZone(),
          dropping: A.dropping(),
          hint: A.hint({ max: IMAGE_MAX_MB, svgMax: SVG_MAX_MB }),
          preview: A.preview(),
          uploading: (name) => A.uploading({ name }),
          cancel: A.cancel(),
        }}
        actions={
          profile.avatar ? (
            <Button
              className="button--link"
              isDisabled={removing}
              onPress={() => actor.send({ type: 'avatar.remove' })}
            >
              {removing ? A.removing() : A.remove()}
            </Button>
          ) : null
        }
      />
      <FormAlert message={avatarError} />
      <dl className="facts profile__facts" data-testid="profile-facts">
        <dt>{LL.account.profile.nickname()}</dt>
        <dd data-testid="profile-nickname">{value(profile.username)}</dd>
        <dt>{LL.account.profile.email()}</dt>
        <dd data-testid="profile-email">{value(profile.email)}</dd>
        <dt>{LL.account.profile.phone()}</dt>
        <dd className="profile__phone" data-testid="profile-phone">
          {value(profile.phone)}
        </dd>
      </dl>
    </section>
  )
}
