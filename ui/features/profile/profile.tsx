/**
 * Composition root of the profile page (`/profile`): core's profile machine (the details form, the new
 * phone's code, avatar removal, the password) and the avatar's upload machine, started by
 * `profile-actors.ts` with the browser's ports.
 *
 * - The server reads the profile into the page's data (`ui/pages/profile/+data.ts`); the page renders
 *   from it with the machines' start (`profileStartView`, `uploadStartView`), as the server did, and
 *   the machines with XState, effect and the HTTP client load on the page's first use (a focus, a
 *   press, a drop: `useProfileLoader`) or the first event sent to them (ADR 0027). Values typed
 *   meanwhile are kept and handed to the machine. Without a profile from the server (an account gone
 *   meanwhile) the machines load at once and the profile machine reads it.
 * - The actors live in `<ProfileProvider>`, which the folder's `+Layout.tsx` puts around the page
 *   outside the auth provider: a language switch keeps them (typed values, shown errors, a running
 *   upload), and their calls, server messages and toasts follow the new language, because the ports
 *   they are given look up the page's current ones at each call.
 */

import { createContext, type ReactNode, useContext, useEffect, useState } from 'react'
import { useData } from 'vike-react/useData'
import type { ProfileEvent } from '#core/profile/profile.machine.ts'
import type { Profile } from '#core/profile/profile.schema.ts'
import type { AvatarPorts, ProfilePorts } from '#core/profile/profile-page.ts'
import { AVATAR_UPLOAD_INPUT, type ProfileView, profileStartView } from '#core/profile/profile-view.ts'
import type { UploadEvent } from '#core/shared/uploads/upload.machine.ts'
import { type UploadView, uploadStartView } from '#core/shared/uploads/upload-start.ts'
import type { OblastField } from '#ui/features/profile/oblast-field.ts'
import { type ActorHandle, lazyActorHandle } from '#ui/shared/app/actor-handle.ts'
import { type BrowserPorts, usePorts } from '#ui/shared/app/ports.ts'
import type { StartedProfile } from './profile-actors.ts'
import { keepUnsaved, takeUnsaved } from './unsaved.ts'

/** The page's data: the profile as the server read it (null when it could not). */
export interface ProfileData {
  readonly profile: Profile | null
  /** The Telegram section as the server rendered it (ADR 0070); null while the bot is not configured. */
  readonly telegramHtml: string | null
  /** The Discord section as the server rendered it (ADR 0076), or null without Discord sign-in. */
  readonly discordHtml: string | null
  /** The region field's texts and options, in the page's language (oblast-field.ts). */
  readonly oblastField: OblastField
}

export type ProfileActor = ActorHandle<ProfileView, ProfileEvent>
export type AvatarUploadActor = ActorHandle<UploadView, UploadEvent>

interface ProfileActors {
  readonly profile: ProfileActor
  readonly avatar: AvatarUploadActor
  /** Loads and starts both machines (once). */
  load(): void
  /** Starts them at once with what a save could not send when the session ended: it is saved. */
  resume(unsaved: Readonly<Record<string, string>>): void
  /** Stops them (the page goes); a later `load()` starts them afresh. */
  stop(): void
}

const ProfileContext = createContext<ProfileActors | null>(null)

/** The page's ports now, those of its language (updated at each render of the provider). */
interface Current {
  ports: BrowserPorts
}

/** Ports that call whatever the page's ports are at the time of the call. */
const followingPorts = (current: Current): ProfilePorts & AvatarPorts => ({
  profile: {
    get: () => current.ports.profile.get(),
    update: (form, currentPassword) => current.ports.profile.update(form, currentPassword),
    complete: (fields) => current.ports.profile.complete(fields),
    changePassword: (form) => current.ports.profile.changePassword(form),
    confirmEmail: (token) => current.ports.profile.confirmEmail(token),
    confirmPhone: (code) => current.ports.profile.confirmPhone(code),
    resendPhoneCode: () => current.ports.profile.resendPhoneCode(),
    removeAvatar: () => current.ports.profile.removeAvatar(),
  },
  uploads: {
    uploadAvatar: (file, options) => current.ports.uploads.uploadAvatar(file, options),
  },
  clock: {
    now: () => current.ports.clock.now(),
    setTimeout: (callback, ms) => current.ports.clock.setTimeout(callback, ms),
    setInterval: (callback, ms) => current.ports.clock.setInterval(callback, ms),
  },
  notifier: { notify: (notification) => current.ports.notifier.notify(notification) },
})

/** What typing does before the machine runs: the typed values are shown (and replayed to it later). */
const typedEarly = (view: ProfileView, event: ProfileEvent): ProfileView => {
  if (event.type === 'details.change')
    return {
      ...view,
      context: { ...view.context, values: { ...view.context.values, [event.field]: event.value } },
    }
  if (event.type === 'code.change') return { ...view, context: { ...view.context, code: event.value } }
  return view
}

const createProfileActors = (current: Current, profile: Profile | null): ProfileActors => {
  let started: Promise<StartedProfile> | null = null
  let unsaved: Readonly<Record<string, string>> | null = null
  const start = (): Promise<StartedProfile> => {
    started ??= import('./profile-actors.ts').then(
      ({ startProfileActors }) => startProfileActors(followingPorts(current), profile, unsaved, keepUnsaved),
      (error: unknown) => {
        started = null
        throw error
      },
    )
    return started
  }
  const actors: ProfileActors = {
    profile: lazyActorHandle(profileStartView(profile), async () => (await start()).profile, typedEarly),
    avatar: lazyActorHandle(uploadStartView(AVATAR_UPLOAD_INPUT), async () => (await start()).avatar),
    load: () => {
      actors.profile.load()
      actors.avatar.load()
    },
    resume: (kept) => {
      unsaved = kept
      actors.load()
    },
    stop: () => {
      actors.profile.stop()
      actors.avatar.stop()
      started = null
    },
  }
  return actors
}

/** Runs the profile page's actors for the pages below it (`ui/pages/profile/+Layout.tsx`). */
export const ProfileProvider = ({ children }: { readonly children: ReactNode }) => {
  const ports = usePorts()
  const data = useData<ProfileData | undefined>()
  const [current] = useState<Current>(() => ({ ports }))
  current.ports = ports
  const [actors] = useState(() => createProfileActors(current, data?.profile ?? null))
  const missing = !data?.profile
  const owner = data?.profile?.id
  useEffect(() => {
    // What a save could not send before signing in again: saved now (read after hydration, so the
    // page first shows what the server rendered).
    const unsaved = owner === undefined ? null : takeUnsaved(owner)
    if (unsaved) actors.resume(unsaved)
    // Without the server's profile the machine must read it: at once.
    else if (missing) actors.load()
    return () => actors.stop()
  }, [actors, missing, owner])
  return <ProfileContext value={actors}>{children}</ProfileContext>
}

const useActors = (): ProfileActors => {
  const actors = useContext(ProfileContext)
  if (!actors) throw new Error('the profile page needs a <ProfileProvider> above it')
  return actors
}

/** The profile machine of the page; render its snapshot with `useSelector` (`actor-handle.ts`). */
export const useProfileActor = (): ProfileActor => useActors().profile

/** The avatar's upload machine of the page. */
export const useAvatarUpload = (): AvatarUploadActor => useActors().avatar

/**
 * Loads the page's machines: for the page's first focus, press or drop (its handlers), so that they
 * are there, or nearly, when they are needed.
 */
export const useProfileLoader = () => {
  const { load } = useActors()
  return { onFocus: load, onPointerDown: load, onDragEnter: load }
}
