import './profile.css'
import { lazy, Suspense, useState } from 'react'
import { hasTag } from '#core/errors.ts'
import { useAuth } from '#ui/flows/auth.tsx'
import { useProfile } from '#ui/flows/profile.ts'
import { useI18n } from '#ui/i18n/i18n.tsx'

// React Aria's overlay code loads when the confirmation is first asked for.
const SignOutDialog = lazy(() => import('./SignOutDialog.tsx'))

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

/** The first profile home (issue 4): who is signed in, read from the API, and signing out. */
export const Page = () => {
  const { LL } = useI18n()
  const auth = useAuth()
  const { state, profile, error, retry } = useProfile()
  const [dialogWanted, setDialogWanted] = useState(false)
  const value = (text: string | undefined) =>
    text ? text : <span className="muted">{LL.account.profile.notSet()}</span>
  return (
    <div className="container section profile">
      <h1>{LL.account.profile.heading()}</h1>
      {state === 'error' ? (
        <LoadError error={error} retry={retry} />
      ) : (
        <section className="card" aria-label={LL.nav.profile()} aria-busy={state === 'pending'}>
          {profile ? (
            <dl className="facts" data-testid="profile-facts">
              <dt>{LL.account.profile.nickname()}</dt>
              <dd data-testid="profile-nickname">{value(profile.username)}</dd>
              <dt>{LL.account.profile.email()}</dt>
              <dd data-testid="profile-email">{value(profile.email)}</dd>
              <dt>{LL.account.profile.phone()}</dt>
              <dd data-testid="profile-phone">{value(profile.phone)}</dd>
            </dl>
          ) : (
            <p className="muted">{LL.account.profile.loading()}</p>
          )}
        </section>
      )}
      {auth.status === 'error' ? (
        <p className="profile__error" role="alert">
          {LL.account.signOut.failed()}
        </p>
      ) : null}
      <p className="profile__actions">
        <button
          type="button"
          className="button button--ghost"
          aria-haspopup="dialog"
          onClick={() => {
            setDialogWanted(true)
            if (auth.status === 'error') auth.dismissError()
            auth.requestSignOut()
          }}
        >
          {LL.account.profile.signOut()}
        </button>
      </p>
      {dialogWanted ? (
        <Suspense fallback={null}>
          <SignOutDialog auth={auth} />
        </Suspense>
      ) : null}
    </div>
  )
}
