import '../../features/profile/profile.css'
import '#ui/styles/forms.css'
import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { useData } from 'vike-react/useData'
import type { Profile } from '#core/profile/profile.schema.ts'
import { useAuth } from '#ui/features/accounts/auth.tsx'
import { AccountSummary } from '#ui/features/profile/AccountSummary.tsx'
import { DetailsSection } from '#ui/features/profile/DetailsSection.tsx'
import { PasswordSection } from '#ui/features/profile/PasswordSection.tsx'
import { ProfileSkeleton } from '#ui/features/profile/ProfileSkeleton.tsx'
import { ProfileTabs } from '#ui/features/profile/ProfileTabs.tsx'
import { type ProfileData, useProfileActor, useProfileLoader } from '#ui/features/profile/profile.tsx'
import { ReturnLink } from '#ui/features/profile/ReturnLink.tsx'
import { useSelector } from '#ui/shared/app/actor-handle.ts'
import { useI18n } from '#ui/shared/i18n/i18n.tsx'

// React Aria's overlay code loads when the confirmation is first asked for.
const SignOutDialog = lazy(() => import('#ui/features/profile/SignOutDialog.tsx'))
// Shown only when the browser had to read the profile itself and failed (with the error catalogue).
const LoadError = lazy(() => import('#ui/features/profile/LoadError.tsx'))

/** `/profile#sign-out` (where Auth.js's own sign-out page sends the browser) asks at once. */
const SIGN_OUT_HASH = '#sign-out'

const SignOut = () => {
  const { LL } = useI18n()
  const auth = useAuth()
  const [dialogWanted, setDialogWanted] = useState(false)
  const ask = () => {
    setDialogWanted(true)
    if (auth.status === 'error') auth.dismissError()
    auth.requestSignOut()
  }
  const askOnArrival = useRef(ask)
  useEffect(() => {
    if (window.location.hash !== SIGN_OUT_HASH) return
    // Asked once: a reload or a later visit to this history entry does not ask again.
    window.history.replaceState(
      window.history.state,
      '',
      `${window.location.pathname}${window.location.search}`,
    )
    askOnArrival.current()
  }, [])
  return (
    <>
      <button
        type="button"
        className="button button--ghost profile__sign-out"
        aria-haspopup="dialog"
        onClick={ask}
      >
        {LL.account.profile.signOut()}
      </button>
      {auth.status === 'error' ? (
        <p className="profile__error" role="alert">
          {LL.account.signOut.failed()}
        </p>
      ) : null}
      {dialogWanted ? (
        <Suspense fallback={null}>
          <SignOutDialog auth={auth} />
        </Suspense>
      ) : null}
    </>
  )
}

const Sections = ({ profile }: { readonly profile: Profile }) => {
  const { telegramHtml, discordHtml, oblastField } = useData<ProfileData>()
  return (
    <div className="profile__layout">
      <AccountSummary profile={profile} />
      <div className="profile__main">
        <DetailsSection profile={profile} oblastField={oblastField} />
        <PasswordSection profile={profile} />
        {/* The server's HTML (ADR 0070): its forms are the browser's own, answered by the server. */}
        {telegramHtml ? (
          <div
            className="profile__telegram"
            // biome-ignore lint/security/noDangerouslySetInnerHtml: React's own static render of escaped data (telegram-html.ts)
            dangerouslySetInnerHTML={{ __html: telegramHtml }}
          />
        ) : null}
        {discordHtml ? (
          <div
            className="profile__discord"
            // biome-ignore lint/security/noDangerouslySetInnerHtml: React's own static render of escaped data (discord-html.ts)
            dangerouslySetInnerHTML={{ __html: discordHtml }}
          />
        ) : null}
      </div>
    </div>
  )
}

/**
 * `/profile` (spec §2): the avatar, the profile form, the password, and signing out. The server reads
 * the profile into the page's data (`+data.ts`), so the page comes with it; the frame with
 * placeholders shows only while the machine reads it itself (no profile from the server).
 */
export const Page = () => {
  const { LL } = useI18n()
  const actor = useProfileActor()
  const state = useSelector(actor, (snapshot) =>
    snapshot.matches('ready') ? 'ready' : snapshot.matches('loadFailed') ? 'error' : 'pending',
  )
  const profile = useSelector(actor, (snapshot) => snapshot.context.profile)
  const loadError = useSelector(actor, (snapshot) => snapshot.context.loadError)
  const loader = useProfileLoader()
  return (
    // The machines load with the page's first focus, press or drop.
    <div
      className="container section profile"
      onFocusCapture={loader.onFocus}
      onPointerDownCapture={loader.onPointerDown}
      onDragEnterCapture={loader.onDragEnter}
    >
      <ProfileTabs />
      <div className="profile__head">
        <h1>{LL.account.profile.heading()}</h1>
        <SignOut />
      </div>
      <ReturnLink />
      {state === 'error' ? (
        <Suspense fallback={<ProfileSkeleton />}>
          <LoadError error={loadError} retry={() => actor.send({ type: 'profile.retry' })} />
        </Suspense>
      ) : state === 'ready' && profile ? (
        <Sections profile={profile} />
      ) : (
        <ProfileSkeleton />
      )}
    </div>
  )
}
