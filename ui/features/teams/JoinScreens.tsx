/**
 * The later screens of the join flow (core/teams/join.machine.ts), shared by the join page and the
 * invitation page, loaded with the machine (`JoinFlow.tsx` has the first ones): each renders one state
 * of the machine and sends its events; none holds a rule. Every screen's heading takes the focus when
 * the screen appears, so keyboard and screen-reader users land on what changed.
 */
import './teams.css'
import { useSelector } from '@xstate/react'
import { useEffect, useState } from 'react'
import { Button } from 'react-aria-components'
import type { ActorRefFrom } from 'xstate'
import type { createFetchMachine } from '#core/shared/fetch/fetch.machine.ts'
import type { JoinEvent, TeamSearch } from '#core/teams/join.machine.ts'
import type { JoinView } from '#core/teams/join-view.ts'
import type { Team, TeamList, TeamSummary } from '#core/teams/team.schema.ts'
import {
  JOIN_PASSWORD_MAX,
  JOIN_PASSWORD_MIN,
  TEAM_DESCRIPTION_MAX,
  TEAM_NAME_MAX,
  TEAM_NAME_MIN,
} from '#core/teams/team-limits.ts'
import { usePorts } from '#ui/shared/app/ports.ts'
import { LocalizedLink } from '#ui/shared/components/LocalizedLink.tsx'
import { Form, forgetDraft } from '#ui/shared/form/Form.tsx'
import { FormAlert } from '#ui/shared/form/FormAlert.tsx'
import { fieldMessages, formMessage, translateMessage } from '#ui/shared/form/message.ts'
import { PasswordField } from '#ui/shared/form/PasswordField.tsx'
import { SubmitButton } from '#ui/shared/form/SubmitButton.tsx'
import { TextField } from '#ui/shared/form/TextField.tsx'
import { useI18n } from '#ui/shared/i18n/i18n.tsx'
import { CheckingScreen } from './CheckingScreen.tsx'
import { InviteLink } from './InviteLink.tsx'
import { ScreenHeading } from './ScreenHeading.tsx'
import { useTeamActors } from './team-actors.ts'

type Send = (event: JoinEvent) => void
type TeamListActor = ActorRefFrom<ReturnType<typeof createFetchMachine<string | TeamSearch, TeamList>>>

const TeamRow = ({ team, send }: { team: TeamSummary; send: Send }) => {
  const { LL } = useI18n()
  const T = LL.tournament.join.find
  const full = team.free_places === 0
  return (
    <li className="card join__team" data-testid="team-row">
      <h3>{team.name}</h3>
      <dl className="facts">
        <dt>{T.captain()}</dt>
        <dd>
          {team.captain.nickname}
          {team.captain.discord ? ` · Discord: ${team.captain.discord}` : ''}
        </dd>
      </dl>
      <p>
        {T.size({ size: team.size, max: team.max_size })}
        {' · '}
        {full ? T.full() : T.freePlaces({ count: team.free_places })}
        {team.waitlist_position === null ? null : ` · ${T.waitlisted({ position: team.waitlist_position })}`}
      </p>
      {full ? null : (
        <Button className="button button--ghost" onPress={() => send({ type: 'team.pick', team })}>
          {T.pick({ name: team.name })}
        </Button>
      )}
    </li>
  )
}

const FindList = ({ list, send }: { list: TeamListActor; send: Send }) => {
  const { LL } = useI18n()
  const T = LL.tournament.join.find
  const state = useSelector(list, (snapshot) => snapshot.value)
  const data = useSelector(list, (snapshot) => snapshot.context.data as TeamList | undefined)
  const [search, setSearch] = useState('')
  const [searched, setSearched] = useState('')
  return (
    <section className="join__screen" aria-labelledby="join-find">
      <ScreenHeading>
        <span id="join-find">{T.heading()}</span>
      </ScreenHeading>
      <search>
        <Form
          className="join__search"
          onSubmit={() => {
            setSearched(search.trim())
            send({ type: 'team.search', search: search.trim() })
          }}
        >
          <TextField
            name="search"
            type="text"
            label={T.search()}
            isRequired={false}
            value={search}
            onChange={setSearch}
            autoComplete="off"
          />
          <button type="submit" className="button button--ghost">
            {T.searchSubmit()}
          </button>
        </Form>
      </search>
      <div role="status" className="join__status">
        {state === 'pending' || state === 'idle' ? T.loading() : null}
        {state === 'success' && data ? T.found({ count: data.count }) : null}
      </div>
      {state === 'error' ? (
        <>
          <FormAlert text={T.loadFailed()} />
          <Button className="button button--ghost" onPress={() => list.send({ type: 'fetch.retry' })}>
            {LL.tournament.join.retry()}
          </Button>
        </>
      ) : null}
      {state === 'success' && data?.results.length === 0 ? <p>{searched ? T.noMatch() : T.empty()}</p> : null}
      {state === 'success' && data && data.results.length > 0 ? (
        <ul className="join__teams">
          {data.results.map((team) => (
            <TeamRow key={team.id} team={team} send={send} />
          ))}
        </ul>
      ) : null}
      <Button className="button button--ghost" onPress={() => send({ type: 'join.back' })}>
        {LL.tournament.join.back()}
      </Button>
    </section>
  )
}

/**
 * The reason of a refusal that no field shows (a full team, a closed registration, too many tries),
 * above the form it came back to.
 */
const Refusal = ({ context }: { context: JoinView['context'] }) => {
  const { LL } = useI18n()
  const failure = formMessage(context)
  const onField = Object.keys(context.serverErrors).some((field) => field !== '_form')
  return <FormAlert text={failure && !onField ? translateMessage(LL, failure) : undefined} />
}

/** Stays on screen while the password is checked: a refusal lands under the field, which keeps focus. */
const PasswordStep = ({ snapshot, send, pending }: { snapshot: JoinView; send: Send; pending: boolean }) => {
  const { LL } = useI18n()
  const T = LL.tournament.join.password
  const { context } = snapshot
  const name = context.picked?.name ?? ''
  return (
    <section className="join__screen" aria-labelledby="join-password">
      <ScreenHeading>
        <span id="join-password">{T.heading({ name })}</span>
      </ScreenHeading>
      <Refusal context={context} />
      <Form
        errors={context}
        onSubmit={(values) => {
          if (!pending) send({ type: 'joinPassword.submit', values })
        }}
      >
        <PasswordField
          name="password"
          label={T.label()}
          description={T.hint()}
          autoComplete="off"
          errors={fieldMessages(context, 'password')}
        />
        <SubmitButton isPending={pending}>{T.submit()}</SubmitButton>
      </Form>
      <Button className="button button--ghost" onPress={() => send({ type: 'join.back' })}>
        {T.back()}
      </Button>
    </section>
  )
}

/** What is typed in a tournament's new-team form stays through Back, Forward and a reload, until the team is made. */
const createDraft = (tournamentId: string): string => `join-create:${tournamentId}`

/** Stays on screen while the team is made: a refusal (a taken name) lands under its field, values kept. */
const CreateStep = ({ snapshot, send, pending }: { snapshot: JoinView; send: Send; pending: boolean }) => {
  const { LL } = useI18n()
  const T = LL.tournament.join.create
  const { context } = snapshot
  return (
    <section className="join__screen" aria-labelledby="join-create">
      <ScreenHeading>
        <span id="join-create">{T.heading()}</span>
      </ScreenHeading>
      <Refusal context={context} />
      <Form
        draft={createDraft(context.tournamentId)}
        errors={context}
        onSubmit={(values) => {
          if (!pending) send({ type: 'create.submit', values })
        }}
      >
        <TextField
          name="name"
          label={T.name()}
          description={T.nameHint({ min: TEAM_NAME_MIN, max: TEAM_NAME_MAX })}
          errors={fieldMessages(context, 'name')}
        />
        <TextField
          name="captain_discord"
          label={T.discord()}
          description={T.discordHint()}
          defaultValue={context.captainDiscord}
          errors={fieldMessages(context, 'captain_discord')}
        />
        <TextField
          name="description"
          label={T.description()}
          description={T.descriptionHint({ max: TEAM_DESCRIPTION_MAX })}
          isRequired={false}
          errors={fieldMessages(context, 'description')}
        />
        <PasswordField
          name="join_password"
          label={T.password()}
          description={T.passwordHint({ min: JOIN_PASSWORD_MIN, max: JOIN_PASSWORD_MAX })}
          autoComplete="new-password"
          errors={fieldMessages(context, 'join_password')}
        />
        <SubmitButton isPending={pending}>{T.submit()}</SubmitButton>
      </Form>
      <Button className="button button--ghost" onPress={() => send({ type: 'join.back' })}>
        {LL.tournament.join.back()}
      </Button>
    </section>
  )
}

/** A new captain's invitation link, copied by the team's machine as on My tournaments (loaded on first use). */
const CaptainInvite = ({ team }: { team: Team }) => {
  const ports = usePorts()
  const [now] = useState(() => ports.clock.now().getTime())
  const { team: actor, loader } = useTeamActors(team, now)
  return (
    <div {...loader}>
      <InviteLink actor={actor} team={team} />
    </div>
  )
}

/** What a new member or a new captain sees: the team, and what is left to do before it counts. */
const Success = ({
  team,
  created,
  tournamentId,
  registrationEnd,
}: {
  team: Team
  created: boolean
  tournamentId: string
  registrationEnd: string
}) => {
  const { LL } = useI18n()
  const T = LL.tournament.join.success
  useEffect(() => {
    if (created) forgetDraft(createDraft(tournamentId))
  }, [created, tournamentId])
  return (
    <section className="card join__screen" aria-labelledby="join-success" data-testid="join-success">
      <ScreenHeading>
        <span id="join-success">
          {created ? T.created({ name: team.name }) : T.joined({ name: team.name })}
        </span>
      </ScreenHeading>
      {team.state === 'waitlisted' && team.waitlist_position !== null ? (
        <p>{T.waitlisted({ position: team.waitlist_position })}</p>
      ) : null}
      <h3>{T.next()}</h3>
      <ul>
        {team.missing.includes('logo') ? <li>{T.logo({ date: registrationEnd })}</li> : null}
        {team.missing.includes('players') ? <li>{T.players({ count: team.min_size })}</li> : null}
      </ul>
      {team.invite_url ? <CaptainInvite team={team} /> : null}
      <p>
        <LocalizedLink to="/profile/tournaments" className="button button--primary">
          {T.myTournaments()}
        </LocalizedLink>
      </p>
    </section>
  )
}

const Failed = ({ snapshot, send }: { snapshot: JoinView; send: Send }) => {
  const { LL } = useI18n()
  const { context } = snapshot
  const failure = formMessage(context)
  // Why, when the server said it of one field (a taken name, a wrong join password).
  const reasons = Object.values(context.serverErrors).flat()
  return (
    <section className="join__screen" aria-labelledby="join-failed">
      <ScreenHeading>
        <span id="join-failed">{failure ? translateMessage(LL, failure) : ''}</span>
      </ScreenHeading>
      <div role="alert" data-testid="join-reasons">
        {reasons.length > 0 ? (
          <ul className="join__reasons">
            {reasons.map((reason) => (
              <li key={reason.key}>{translateMessage(LL, reason)}</li>
            ))}
          </ul>
        ) : null}
      </div>
      <div className="join__actions">
        <Button className="button button--ghost" onPress={() => send({ type: 'join.retry' })}>
          {LL.tournament.join.retry()}
        </Button>
      </div>
    </section>
  )
}

/**
 * The flow's screen after its first ones (`JoinFlow.tsx` renders those). `registrationEnd` is the
 * close of registration as the server wrote it (Kyiv time), for the success screen's next steps.
 */
export const JoinScreen = ({
  snapshot,
  send,
  registrationEnd,
}: {
  snapshot: JoinView
  send: Send
  registrationEnd: string
}) => {
  const { LL } = useI18n()
  const { context } = snapshot
  if (snapshot.matches('unavailable'))
    return (
      <section className="join__screen">
        <FormAlert message={context.error} />
        <Button className="button button--ghost" onPress={() => send({ type: 'join.retry' })}>
          {LL.tournament.join.retry()}
        </Button>
      </section>
    )
  if (snapshot.matches({ find: 'list' })) {
    const list = snapshot.children?.teamList as TeamListActor | undefined
    return list ? <FindList list={list} send={send} /> : <CheckingScreen />
  }
  // A join or a new team is sent from its form, which stays while the server answers.
  const sending = snapshot.matches('submitting') ? context.request?.kind : undefined
  if (snapshot.matches({ find: 'password' }) || sending === 'join')
    return <PasswordStep snapshot={snapshot} send={send} pending={sending === 'join'} />
  if (snapshot.matches('create') || sending === 'create')
    return <CreateStep snapshot={snapshot} send={send} pending={sending === 'create'} />
  if (snapshot.matches('submitting'))
    return (
      <p className="muted" role="status">
        <span className="spinner" aria-hidden="true" /> {LL.tournament.join.submitting()}
      </p>
    )
  if (snapshot.matches('error')) return <Failed snapshot={snapshot} send={send} />
  if (snapshot.matches('success') && context.team)
    return (
      <Success
        team={context.team}
        created={context.request?.kind === 'create'}
        tournamentId={context.tournamentId}
        registrationEnd={registrationEnd}
      />
    )
  return <CheckingScreen />
}
