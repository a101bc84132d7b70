/**
 * The join flow's screen for a page (core/teams/join.machine.ts): the first screens (the check, the
 * profile to fill, the user's team, Find or Create) are here, light enough to ship with the page and
 * render before the machine loads; the later ones (`JoinScreens.tsx`: the forms, the team list, the
 * success screen) load with the machine. Each renders one state and sends its events; none holds a
 * rule. A screen's heading takes the focus when the screen appears after a step (not on arrival), so
 * keyboard and screen-reader users land on what changed.
 */
import './teams.css'
import { lazy, Suspense } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import type { TournamentField } from '#core/profile/profile.schema.ts'
import { localizePath } from '#core/shared/i18n/locale.ts'
import type { JoinEvent } from '#core/teams/join.machine.ts'
import { LocalizedLink } from '#ui/shared/components/LocalizedLink.tsx'
import { useI18n } from '#ui/shared/i18n/i18n.tsx'
import { CheckingScreen } from './CheckingScreen.tsx'
import type { JoinFlowHandle } from './join.ts'
import { ScreenHeading } from './ScreenHeading.tsx'

type Send = (event: JoinEvent) => void

const JoinScreens = lazy(async () => ({ default: (await import('./JoinScreens.tsx')).JoinScreen }))

const ProfileIncomplete = ({ fields }: { fields: ReadonlyArray<TournamentField> }) => {
  const { LL } = useI18n()
  const T = LL.tournament.join.profile
  const { urlParsed, locale } = usePageContext()
  const back = localizePath(urlParsed.pathname, locale)
  return (
    <section className="card join__screen" aria-labelledby="join-profile">
      <h2 id="join-profile" tabIndex={-1} className="join__heading">
        {T.heading()}
      </h2>
      <p>{T.lead({ count: fields.length })}</p>
      <ul data-testid="missing-fields">
        {fields.map((field) => (
          <li key={field}>{T.fields[field]()}</li>
        ))}
      </ul>
      <p>
        <LocalizedLink
          to={`/profile?redirect=${encodeURIComponent(back)}`}
          className="button button--primary"
        >
          {T.link()}
        </LocalizedLink>
      </p>
    </section>
  )
}

/** One team per user per tournament: the user's own, where it is managed. */
const InTeam = ({ name }: { name: string }) => {
  const { LL } = useI18n()
  return (
    <p className="lead" data-testid="your-team">
      <LocalizedLink to="/profile/tournaments">{LL.tournament.join.yourTeam({ name })}</LocalizedLink>
    </p>
  )
}

/** One of the two ways in: its button loads the flow's code on focus or press, then chooses. */
const Choice = (props: { label: string; hint: string; load: () => void; onPress: () => void }) => (
  <div className="card">
    <button
      type="button"
      className="button button--primary button--block"
      onFocus={props.load}
      onPointerDown={props.load}
      onClick={props.onPress}
    >
      {props.label}
    </button>
    <p className="muted">{props.hint}</p>
  </div>
)

/** `load`: the machine loads on the first focus or press of a choice, so it is there, or nearly, on click. */
const Choosing = ({ send, load, focus }: { send: Send; load: () => void; focus: boolean }) => {
  const { LL } = useI18n()
  const T = LL.tournament.join.choose
  return (
    <section className="join__screen" aria-labelledby="join-choose">
      <ScreenHeading focus={focus}>
        <span id="join-choose">{T.label()}</span>
      </ScreenHeading>
      <div className="join__choices">
        <Choice
          label={T.find()}
          hint={T.findHint()}
          load={load}
          onPress={() => send({ type: 'join.find' })}
        />
        <Choice
          label={T.create()}
          hint={T.createHint()}
          load={load}
          onPress={() => send({ type: 'join.create' })}
        />
      </div>
    </section>
  )
}

/**
 * The flow's current screen. `registrationEnd` is the close of registration as the server wrote it
 * (Kyiv time), for the success screen's next steps. The machine loads on the first focus or press of
 * a choice (the first event sent loads it too).
 */
export const JoinFlow = ({ flow, registrationEnd }: { flow: JoinFlowHandle; registrationEnd: string }) => {
  const { view, send, load } = flow
  if (view.matches('start') || view.matches('checking') || view.matches('deciding')) return <CheckingScreen />
  if (view.matches('blocked')) {
    const { blocked, missingFields, teamName } = view.context
    if (blocked === 'profileIncomplete') return <ProfileIncomplete fields={missingFields} />
    if (blocked === 'inTeam') return <InTeam name={teamName} />
    // A closed registration: the machine sends the user back to the tournament.
    return <CheckingScreen />
  }
  if (view.matches('choosing')) return <Choosing send={send} load={load} focus={flow.live} />
  return (
    <Suspense fallback={<CheckingScreen />}>
      <JoinScreens snapshot={view} send={send} registrationEnd={registrationEnd} />
    </Suspense>
  )
}
