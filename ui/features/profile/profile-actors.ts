/**
 * The profile page's machines, started (loaded by `profile.tsx` on the page's first use, ADR 0027):
 * core's profile machine, started from the profile the server read, and the avatar's upload machine,
 * wired by `core/profile/profile-page.ts` to the page's ports.
 *
 * - A 400 with field errors becomes `FieldsRefused` through the HTTP client's `asFieldsRefused` (loaded
 *   on demand), so server messages land next to their fields.
 * - An avatar the upload machine has stored is handed to the profile machine (`avatar.uploaded`).
 * - The header shows the session's user, which the server reads with every page context: once a save
 *   changed the nickname or the avatar, this page's context is read again (same URL, same scroll).
 */
import { createActor } from 'xstate'
import type { ProfileEvent } from '#core/profile/profile.machine.ts'
import type { Profile } from '#core/profile/profile.schema.ts'
import {
  AVATAR_UPLOAD_INPUT,
  type AvatarPorts,
  type ProfilePorts,
  type ProfileWiring,
  provideAvatarUpload,
  provideProfile,
} from '#core/profile/profile-page.ts'
import type { ProfileView } from '#core/profile/profile-view.ts'
import type { UploadEvent } from '#core/shared/uploads/upload.machine.ts'
import type { UploadView } from '#core/shared/uploads/upload-start.ts'
import type { LiveActor } from '#ui/shared/app/actor-handle.ts'
import { inspect } from '#ui/shared/app/inspect.ts'

/** A 400 with field errors as `FieldsRefused` (their codes are translated where they are shown). */
const refine: ProfileWiring['refine'] = async (error) =>
  (await import('#adapters/http/field-errors.ts')).asFieldsRefused(error)

/** What the header shows of the session's user: the nickname and the avatar (null before loading). */
const shownIdentity = (profile: Profile | null): string | null =>
  profile && JSON.stringify([profile.username, profile.avatar?.url ?? null])

export interface StartedProfile {
  readonly profile: LiveActor<ProfileView, ProfileEvent>
  readonly avatar: LiveActor<UploadView, UploadEvent>
}

export const startProfileActors = (
  ports: ProfilePorts & AvatarPorts,
  profile: Profile | null,
  /** What a save could not send for an ended session: saved at once (see `unsaved.ts`). */
  unsaved: Readonly<Record<string, string>> | null,
  /** Where such a save waits for signing in again. */
  keepUnsaved: NonNullable<ProfileWiring['keepUnsaved']>,
): StartedProfile => {
  const profileActor = createActor(provideProfile(ports, { refine, keepUnsaved }), {
    input: { profile, unsaved },
    inspect,
  }).start()
  const avatarActor = createActor(provideAvatarUpload(ports, { refine }), {
    input: AVATAR_UPLOAD_INPUT,
    inspect,
  }).start()

  let handed = avatarActor.getSnapshot().context.image
  const handing = avatarActor.subscribe((snapshot) => {
    const { image } = snapshot.context
    if (image === null || image === handed) return
    handed = image
    profileActor.send({ type: 'avatar.uploaded', image })
  })

  let shown = shownIdentity(profileActor.getSnapshot().context.profile)
  const watching = profileActor.subscribe((snapshot) => {
    const identity = shownIdentity(snapshot.context.profile)
    const changed = shown !== null && identity !== null && identity !== shown
    shown = identity ?? shown
    if (!changed) return
    const here = `${window.location.pathname}${window.location.search}`
    void import('vike/client/router').then(({ navigate }) =>
      navigate(here, { keepScrollPosition: true, overwriteLastHistoryEntry: true }),
    )
  })

  return {
    profile: {
      getSnapshot: () => profileActor.getSnapshot(),
      subscribe: (observer) => profileActor.subscribe(observer),
      send: (event) => profileActor.send(event),
      stop: () => {
        watching.unsubscribe()
        profileActor.stop()
      },
    },
    avatar: {
      getSnapshot: () => avatarActor.getSnapshot(),
      subscribe: (observer) => avatarActor.subscribe(observer),
      send: (event) => avatarActor.send(event),
      stop: () => {
        handing.unsubscribe()
        avatarActor.stop()
      },
    },
  }
}
