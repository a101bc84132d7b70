import '../../features/profile/profile.css'
import '#ui/styles/forms.css'
import { useSelector } from '@xstate/react'
import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import type { Profile } from '#core/profile/profile.schema.ts'
import { hasTag } from '#core/shared/errors.ts'
import { useAuth } from '#ui/features/accounts/auth.tsx'
import { AccountSummary } from '#ui/features/profile/AccountSummary.tsx'
import { DetailsSection } from '#ui/features/profile/DetailsSection.tsx'
import { PasswordSection } from '#ui/features/profile/PasswordSection.tsx'
import { ProfileSkeleton } from '#ui/features/profile/ProfileSkeleton.tsx'
import { useProfileActor } from '#ui/features/profile/profile.tsx'
import { useI18n } from '#ui/shared/i18n/i18n.tsx'

// React Aria's overlay code loads when the confirmation is first asked for.
const SignOutDialog = lazy(() => import('#ui/features/profile/SignOutDialog.tsx'))

/**
 * Spec §8: an API 404 shows the not-found page, a 500 the internal-error page (here, in place); a
 * 429 'Please wait a few minutes'; anything else a retry.
 */
const LoadError = ({ error, retry }: { error: unknown; retry: () => void }) => {
  const { LL } = useI18n()
  if (hasTag(error, 'NotFound') || hasTag(error, 'ServerError')) {
    const notFound = hasTag(error, 'NotFound')
    return (
      <div className="card error-page" role="alert">
        <h2>{notFound ? LL.error.notFoundHeading() : LL.error.internalHeading()}</h2>
        <p>{notFound ? LL.error.notFoundDescription() : LL.error.internalDescription()}</p>
        <button type="button" className="button button--ghost" onClick={() => window.location.reload()}>
          {LL.error.reload()}
        </button>
      </div>
    )
  }
  return (
    <div className="card" role="alert">
      <p>
        {hasTag(error, 'RateLimited')
          ? LL.account.flows.messages.pleaseWait()
          : LL.account.profile.loadFailed()}
      </p>
      <button type="button" className="button button--ghost" onClick={retry}>
        {LL.account.profile.retry()}
      </button>
    </div>
  )
}

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

const Sections = ({ profile }: { readonly profile: Profile }) => (
  <div className="profile__layout">
    <AccountSummary profile={profile} />
    <div className="profile__main">
      <DetailsSection profile={profile} />
      <PasswordSection profile={profile} />
    </div>
  </div>
)

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
  return (
    <div className="container section profile">
      <div className="profile__head">
        <h1>{LL.account.profile.heading()}</h1>
        <SignOut />
      </div>
      {state === 'error' ? (
        <LoadError error={loadError} retry={() => actor.send({ type: 'profile.retry' })} />
      ) : state === 'ready' && profile ? (
        <Sections profile={profile} />
      ) : (
        <ProfileSkeleton />
      )}
    </div>
  )
}
