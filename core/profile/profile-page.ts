/**
 * The machines of the profile page wired to core's ports: the profile (details, phone code, avatar
 * removal, password) and the avatar upload. Composition roots in `ui/flows` call these with the
 * browser's adapters; the model tests call them with the fakes.
 */
import { fromCallback, fromPromise } from 'xstate'
import { type FormWiring, refined, wellFormed } from '#core/accounts/index.ts'
import type { Ports } from '#core/shared/ports/index.ts'
import { measureImage, type UploadActorInput, uploadMachine } from '#core/shared/uploads/upload.machine.ts'
import type { UploadFile, UploadsApi } from '#core/shared/uploads/uploads.port.ts'
import type { DetailsUpdate } from './details.ts'
import { type PasswordRequest, type ProfileEvent, profileMachine } from './profile.machine.ts'
import type { DetailsValues } from './profile-view.ts'

/**
 * What a composition root adds: turning an adapter's 400 into `FieldsRefused` (`FormWiring.refine`),
 * and where what was typed waits when a save finds the session ended (`keepUnsaved`).
 */
export type ProfileWiring = Pick<FormWiring, 'refine'> & {
  readonly keepUnsaved?: (owner: string, values: DetailsValues) => void
}

export type ProfilePorts = Pick<Ports, 'profile' | 'clock' | 'notifier'>

export const provideProfile = (ports: ProfilePorts, wiring: ProfileWiring = {}) => {
  const call = refined(wiring)
  return profileMachine.provide({
    actors: {
      load: fromPromise(() => ports.profile.get()),
      save: fromPromise(({ input }: { input: DetailsUpdate }) =>
        call(() => ports.profile.update(input.form, input.currentPassword)),
      ),
      confirmPhone: fromPromise(({ input }: { input: { code: string } }) =>
        call(() => ports.profile.confirmPhone(input.code)),
      ),
      resendCode: fromPromise(() => call(() => ports.profile.resendPhoneCode())),
      removeAvatar: fromPromise(() => call(() => ports.profile.removeAvatar())),
      changePassword: fromPromise(({ input }: { input: PasswordRequest }) =>
        call(() => ports.profile.changePassword(input)),
      ),
      resendTicker: fromCallback<ProfileEvent>(({ sendBack }) =>
        ports.clock.setInterval(() => sendBack({ type: 'resend.tick' }), 1000),
      ),
    },
    actions: {
      notify: (_, params) => ports.notifier.notify(params),
      keepUnsaved: (_, params) => wiring.keepUnsaved?.(params.owner, params.values),
    },
  })
}

export interface AvatarPorts extends Pick<Ports, 'notifier'> {
  readonly uploads: Pick<UploadsApi, 'uploadAvatar'>
}

/** The avatar's upload: 'Avatar updated' once stored. */
export const provideAvatarUpload = (ports: AvatarPorts, wiring: ProfileWiring = {}) => {
  const call = refined(wiring)
  return uploadMachine.provide({
    actors: {
      measure: fromPromise(({ input }: { input: { file: UploadFile } }) => measureImage(input.file)),
      upload: fromPromise(({ input, signal }: { input: UploadActorInput; signal: AbortSignal }) =>
        call(() => ports.uploads.uploadAvatar(input.file, { onProgress: input.onProgress, signal })),
      ),
    },
    actions: {
      notify: (_, params) => ports.notifier.notify(params),
    },
  })
}

export { AVATAR_UPLOAD_INPUT } from './profile-view.ts'

/**
 * `/confirm-email/{token}`, the link mailed to a new address: opening it makes the address the
 * account's (no session needed). A token that cannot be one is not sent; it fails like an unknown one
 * (`isInvalidToken`: 'Invalid token').
 */
export const confirmEmailLink =
  (ports: Pick<Ports, 'profile'>) =>
  async (token: string): Promise<{ readonly email: string }> =>
    ports.profile.confirmEmail(wellFormed(token))
