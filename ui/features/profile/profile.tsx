/**
 * Composition root of the profile page (`/profile`): core's profile machine (the profile read through
 * `GET /api/v1/profile`, the details form, the new phone's code, avatar removal, the password) and the
 * avatar's upload machine, wired by `core/profile/profile-page.ts` to the browser's ports.
 *
 * - The actors live in `<ProfileProvider>`, which the folder's `+Layout.tsx` puts around the page
 *   outside the auth provider: a language switch keeps them (typed values, shown errors, a running
 *   upload), and their calls, server messages and toasts follow the new language, because the ports
 *   they are given look up the page's current ones at each call.
 * - The server reads the profile into the page's data (`ui/pages/profile/+data.ts`); the machine
 *   starts from it, so the server and the browser's first render show the same profile (no hydration
 *   mismatch, no read from the browser). Without it (an account gone meanwhile) the machine reads it.
 * - A 400 with field errors becomes `FieldsRefused` through the HTTP client's `asFieldsRefused` (loaded
 *   on demand), so server messages land next to their fields.
 * - An avatar the upload machine has stored is handed to the profile machine (`avatar.uploaded`).
 */
import { useActorRef } from '@xstate/react'
import { createContext, type ReactNode, useContext, useEffect, useState } from 'react'
import { useData } from 'vike-react/useData'
import type { ActorRefFrom } from 'xstate'
import type { ProfileMachine } from '#core/profile/profile.machine.ts'
import type { Profile } from '#core/profile/profile.schema.ts'
import {
  AVATAR_UPLOAD_INPUT,
  type AvatarPorts,
  type ProfilePorts,
  type ProfileWiring,
  provideAvatarUpload,
  provideProfile,
} from '#core/profile/profile-page.ts'
import type { UploadMachine } from '#core/shared/uploads/upload.machine.ts'
import { inspect } from '#ui/shared/app/inspect.ts'
import { type BrowserPorts, usePorts } from '#ui/shared/app/ports.ts'

/** The page's data: the profile as the server read it (null when it could not). */
export interface ProfileData {
  readonly profile: Profile | null
}

export type ProfileActor = ActorRefFrom<ProfileMachine>
export type AvatarUploadActor = ActorRefFrom<UploadMachine>

interface ProfileActors {
  readonly profile: ProfileActor
  readonly avatar: AvatarUploadActor
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

/** A 400 with field errors as `FieldsRefused` (their codes are translated where they are shown). */
const WIRING: ProfileWiring = {
  refine: async (error) => (await import('#adapters/http/field-errors.ts')).asFieldsRefused(error),
}

/** What the header shows of the session's user: the nickname and the avatar (null before loading). */
const shownIdentity = (profile: Profile | null): string | null =>
  profile && JSON.stringify([profile.username, profile.avatar?.url ?? null])

/** Runs the profile page's actors for the pages below it (`ui/pages/profile/+Layout.tsx`). */
export const ProfileProvider = ({ children }: { readonly children: ReactNode }) => {
  const ports = usePorts()
  const [current] = useState<Current>(() => ({ ports }))
  current.ports = ports
  const [machines] = useState(() => {
    const following = followingPorts(current)
    return { profile: provideProfile(following, WIRING), avatar: provideAvatarUpload(following, WIRING) }
  })
  const data = useData<ProfileData | undefined>()
  const profile = useActorRef(machines.profile, { input: { profile: data?.profile ?? null }, inspect })
  const avatar = useActorRef(machines.avatar, { input: AVATAR_UPLOAD_INPUT, inspect })

  useEffect(() => {
    let handed = avatar.getSnapshot().context.image
    const subscription = avatar.subscribe((snapshot) => {
      const { image } = snapshot.context
      if (image === null || image === handed) return
      handed = image
      profile.send({ type: 'avatar.uploaded', image })
    })
    return () => subscription.unsubscribe()
  }, [avatar, profile])

  // The header shows the session's user, which the server reads with every page context: once a save
  // changed the nickname or the avatar, read this page's context again (same URL, same scroll).
  useEffect(() => {
    let shown = shownIdentity(profile.getSnapshot().context.profile)
    const subscription = profile.subscribe((snapshot) => {
      const identity = shownIdentity(snapshot.context.profile)
      const changed = shown !== null && identity !== null && identity !== shown
      shown = identity ?? shown
      if (!changed) return
      const here = `${window.location.pathname}${window.location.search}`
      void import('vike/client/router').then(({ navigate }) =>
        navigate(here, { keepScrollPosition: true, overwriteLastHistoryEntry: true }),
      )
    })
    return () => subscription.unsubscribe()
  }, [profile])

  const [actors] = useState<ProfileActors>(() => ({ profile, avatar }))
  return <ProfileContext value={actors}>{children}</ProfileContext>
}

const useActors = (): ProfileActors => {
  const actors = useContext(ProfileContext)
  if (!actors) throw new Error('the profile page needs a <ProfileProvider> above it')
  return actors
}

/** The profile machine of the page; render its snapshot with `useSelector`. */
export const useProfileActor = (): ProfileActor => useActors().profile

/** The avatar's upload machine of the page. */
export const useAvatarUpload = (): AvatarUploadActor => useActors().avatar
