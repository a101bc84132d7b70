import { type FormEvent, lazy, Suspense, useEffect, useId, useState } from 'react'
import { IMAGE_MAX_MB, SVG_MAX_MB } from '#core/shared/uploads/image-rules.ts'
import type { Player, Team } from '#core/teams/team.schema.ts'
import {
  type CheckInPhase,
  canCheckInAt,
  checkInPhase,
  mayCheckIn,
  msUntilCheckInEdge,
  msUntilDropForIncomplete,
} from '#core/teams/team-clock.ts'
import { useSelector } from '#ui/shared/app/actor-handle.ts'
import { readPageAgain } from '#ui/shared/app/read-page-again.ts'
import { countdownText } from '#ui/shared/components/countdown.ts'
import { ImagePicker } from '#ui/shared/components/ImagePicker.tsx'
import { TextField } from '#ui/shared/form/TextField.tsx'
import { useI18n } from '#ui/shared/i18n/i18n.tsx'
import { InviteLink } from './InviteLink.tsx'
import { type LogoUploadActor, type TeamActor, useTeamActors } from './team-actors.ts'

// React Aria's overlay code loads when a confirmation is first asked for.
const ConfirmDialog = lazy(() => import('./ConfirmDialog.tsx'))

/** Logos are shown at 96 CSS pixels. */
const LOGO_SIZE = 96

const LogoImage = ({ team }: { readonly team: Team }) => {
  const { LL } = useI18n()
  const T = LL.myTournaments.logo
  return team.logo_url ? (
    <img
      className="team-logo"
      src={team.logo_url}
      alt={T.alt({ name: team.name })}
      width={LOGO_SIZE}
      height={LOGO_SIZE}
    />
  ) : (
    <span className="team-logo team-logo--none" role="img" aria-label={T.none()}>
      <span aria-hidden="true">{team.name.charAt(0).toUpperCase()}</span>
    </span>
  )
}

/** The captain's logo: the picker (choose or drop, preview, progress, the rule a file broke). */
const CaptainLogo = ({ upload, team }: { readonly upload: LogoUploadActor; readonly team: Team }) => {
  const { LL } = useI18n()
  const T = LL.myTournaments.logo
  return (
    <ImagePicker
      actor={upload}
      current={<LogoImage team={team} />}
      texts={{
        choose: T.choose(),
        drop: T.drop(),
        dropZone: T.dropZone(),
        dropping: T.dropping(),
        hint: T.hint({ max: IMAGE_MAX_MB, svgMax: SVG_MAX_MB }),
        preview: T.preview(),
        uploading: (name) => T.uploading({ name }),
        cancel: T.cancel(),
      }}
    />
  )
}

const Contacts = ({ player }: { readonly player: Player }) => {
  const { LL } = useI18n()
  const T = LL.myTournaments.players
  const contacts = player.contacts
  if (!contacts) return null
  const rows = [
    [T.discord(), contacts.discord],
    [T.telegram(), contacts.telegram],
  ].filter(([, value]) => value !== '')
  if (rows.length === 0) return null
  return (
    <dl className="team-player__contacts" aria-label={T.contactsOf({ name: player.nickname })}>
      {rows.map(([name, value]) => (
        <div key={name}>
          <dt>{name}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  )
}

const Players = ({ actor, team, userId }: { actor: TeamActor; team: Team; userId: string }) => {
  const { LL } = useI18n()
  const T = LL.myTournaments.players
  const isCaptain = team.is_captain
  // Only while the removal is sent: the button stays focusable while asked, so the focus can go
  // back to it when the confirmation is cancelled.
  const removing = useSelector(actor, (snapshot) =>
    snapshot.matches('removingPlayer') ? snapshot.context.removal?.id : undefined,
  )
  return (
    <ul className="team-players">
      {team.players.map((player) => (
        <li key={player.id} className="team-player">
          <div className="team-player__head">
            <span className="team-player__name">
              {player.nickname} {player.id === userId ? <span className="muted">{T.you()}</span> : null}
            </span>
            {player.is_captain ? <span className="badge">{T.captain()}</span> : null}
            {isCaptain && !player.is_captain ? (
              <button
                type="button"
                className="button button--ghost button--small"
                aria-haspopup="dialog"
                aria-label={T.removeLabel({ name: player.nickname })}
                disabled={removing !== undefined}
                onClick={() => actor.send({ type: 'player.remove', playerId: player.id })}
              >
                {removing === player.id ? T.removing() : T.remove()}
              </button>
            ) : null}
          </div>
          {isCaptain ? <Contacts player={player} /> : null}
        </li>
      ))}
    </ul>
  )
}

/** The captain's invitations not yet answered, each withdrawn with its button. */
const Invitees = ({ actor, team }: { readonly actor: TeamActor; readonly team: Team }) => {
  const { LL } = useI18n()
  const T = LL.myTournaments.invitees
  const withdrawing = useSelector(actor, (snapshot) =>
    snapshot.matches('withdrawingInvitation') ? snapshot.context.withdrawal?.id : undefined,
  )
  const headingId = useId()
  if (!team.invitees || team.invitees.length === 0) return null
  return (
    <section className="team-invitees" aria-labelledby={headingId}>
      <h4 id={headingId}>{T.heading()}</h4>
      <ul className="team-players">
        {team.invitees.map((invitee) => (
          <li key={invitee.id} className="team-player__head">
            <span className="team-player__name">{invitee.nickname}</span>
            <button
              type="button"
              className="button button--ghost button--small"
              aria-label={T.withdrawLabel({ name: invitee.nickname })}
              disabled={withdrawing !== undefined}
              onClick={() => actor.send({ type: 'invitation.withdraw', userId: invitee.id })}
            >
              {withdrawing === invitee.id ? T.withdrawing() : T.withdraw()}
            </button>
          </li>
        ))}
      </ul>
    </section>
  )
}

const InvitePlayer = ({ actor, team }: { readonly actor: TeamActor; readonly team: Team }) => {
  const { LL } = useI18n()
  const T = LL.myTournaments.invitePlayer
  const inviting = useSelector(actor, (snapshot) => snapshot.matches('invitingPlayer'))
  const errors = useSelector(actor, (snapshot) => snapshot.context.fieldErrors.nickname)
  const headingId = useId()
  if (team.free_places === 0) return <p className="muted">{T.full()}</p>
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const nickname = new FormData(event.currentTarget).get('nickname')
    actor.send({ type: 'player.invite', values: { nickname: typeof nickname === 'string' ? nickname : '' } })
  }
  // A new field once an invitation is sent or a player is in: the typed nickname went with them.
  const field = `${team.players.length}-${(team.invitees ?? []).length}`
  return (
    <form className="team-add" aria-labelledby={headingId} onSubmit={submit} noValidate>
      <h4 id={headingId}>{T.heading()}</h4>
      <TextField
        key={field}
        name="nickname"
        label={T.nickname()}
        description={T.description()}
        errors={errors}
        autoComplete="off"
        spellCheck={false}
        autoCapitalize="none"
      />
      <button type="submit" className="button button--primary" disabled={inviting}>
        {inviting ? T.inviting() : T.submit()}
      </button>
    </form>
  )
}

/** The captain's Replace link, beside the shared Copy (asks first: the old link ends for everyone). */
const ReplaceLink = ({ actor }: { readonly actor: TeamActor }) => {
  const { LL } = useI18n()
  const T = LL.myTournaments.invite
  const replacing = useSelector(actor, (snapshot) => snapshot.matches('replacingLink'))
  return (
    <button
      type="button"
      className="button button--ghost"
      aria-haspopup="dialog"
      disabled={replacing}
      onClick={() => actor.send({ type: 'link.replace' })}
    >
      {replacing ? T.replacing() : T.replace()}
    </button>
  )
}

const Missing = ({ team, now }: { readonly team: Team; readonly now: number }) => {
  const { LL } = useI18n()
  const T = LL.myTournaments
  if (team.state === 'dropped') return null
  const closesIn = msUntilDropForIncomplete(team, now)
  const needed = Math.max(0, team.min_size - team.size)
  return (
    <section className="team-missing" aria-label={T.missingHeading()}>
      {team.missing.length === 0 ? (
        <p>{T.ready()}</p>
      ) : (
        <>
          <h4>{T.missingHeading()}</h4>
          <ul>
            {team.missing.map((requirement) => (
              <li key={requirement}>
                {requirement === 'players'
                  ? T.missing.players({ size: team.size, min: team.min_size, needed })
                  : T.missing[requirement]()}
              </li>
            ))}
          </ul>
        </>
      )}
      {closesIn === null ? null : (
        <p className="team-countdown">{T.registrationCloses({ time: countdownText(T, closesIn) })}</p>
      )}
    </section>
  )
}

const checkInLine = (LL: ReturnType<typeof useI18n>['LL'], phase: CheckInPhase, ms: number | null) => {
  const T = LL.myTournaments
  switch (phase) {
    case 'notOpen':
      return T.checkIn.opensIn({ time: countdownText(T, ms ?? 0) })
    case 'open':
      return T.checkIn.closesIn({ time: countdownText(T, ms ?? 0) })
    case 'done':
      return T.checkIn.done()
    default:
      return T.checkIn.closed()
  }
}

const CheckIn = ({
  actor,
  team,
  now,
}: {
  readonly actor: TeamActor
  readonly team: Team
  readonly now: number
}) => {
  const { LL } = useI18n()
  const T = LL.myTournaments.checkIn
  const checkingIn = useSelector(actor, (snapshot) => snapshot.matches('checkingIn'))
  const phase = checkInPhase(team, now)
  if (phase === 'none' || team.state === 'dropped') return null
  const open = phase === 'open'
  return (
    <section className="team-check-in" aria-label={T.heading()}>
      <h4>{T.heading()}</h4>
      <p className="team-countdown">{checkInLine(LL, phase, msUntilCheckInEdge(team, now))}</p>
      {open && mayCheckIn(team) ? (
        <button
          type="button"
          className="button button--primary"
          disabled={checkingIn || !canCheckInAt(team, now)}
          onClick={() => actor.send({ type: 'checkIn.submit' })}
        >
          {checkingIn ? T.checkingIn() : T.button()}
        </button>
      ) : null}
      {open && !mayCheckIn(team) ? <p className="muted">{T.notEligible()}</p> : null}
    </section>
  )
}

const Leave = ({ actor, team }: { readonly actor: TeamActor; readonly team: Team }) => {
  const { LL } = useI18n()
  const T = LL.myTournaments.leave
  if (team.state === 'dropped') return null
  if (team.is_captain && team.players.length > 1) return <p className="muted">{T.captainStays()}</p>
  return (
    <button
      type="button"
      className="button button--ghost"
      aria-haspopup="dialog"
      onClick={() => actor.send({ type: 'team.leave' })}
    >
      {T.button()}
    </button>
  )
}

const Dialogs = ({ actor, team }: { readonly actor: TeamActor; readonly team: Team }) => {
  const { LL } = useI18n()
  const T = LL.myTournaments
  const state = useSelector(actor, (snapshot) =>
    snapshot.matches('confirmingRemoval') || snapshot.matches('removingPlayer')
      ? 'removal'
      : snapshot.matches('confirmingLeave') || snapshot.matches('leaving')
        ? 'leave'
        : snapshot.matches('confirmingReplacement') || snapshot.matches('replacingLink')
          ? 'replacement'
          : null,
  )
  const busy = useSelector(
    actor,
    (snapshot) =>
      snapshot.matches('removingPlayer') || snapshot.matches('leaving') || snapshot.matches('replacingLink'),
  )
  // The player asked about, kept while the dialog closes so its title does not empty.
  const asked = useSelector(actor, (snapshot) => snapshot.context.removal?.nickname)
  const [named, setNamed] = useState('')
  const [wanted, setWanted] = useState(false)
  useEffect(() => {
    if (state !== null) setWanted(true)
  }, [state])
  useEffect(() => {
    if (asked !== undefined) setNamed(asked)
  }, [asked])
  if (!wanted) return null
  return (
    <Suspense fallback={null}>
      <ConfirmDialog
        id={`remove-${team.id}`}
        title={T.removeDialog.title({ player: named, team: team.name })}
        body={[LL.account.flows.messages.confirmRemovePlayer()]}
        confirm={T.removeDialog.confirm()}
        cancel={T.removeDialog.cancel()}
        isOpen={state === 'removal'}
        busy={busy}
        onConfirm={() => actor.send({ type: 'removal.confirm' })}
        onCancel={() => actor.send({ type: 'removal.cancel' })}
      />
      <ConfirmDialog
        id={`leave-${team.id}`}
        title={T.leave.title()}
        body={[
          T.leave.body({ name: team.name }),
          ...(team.players.length === 1 ? [T.leave.lastPlayer()] : []),
        ]}
        confirm={T.leave.confirm()}
        cancel={T.leave.cancel()}
        isOpen={state === 'leave'}
        busy={busy}
        onConfirm={() => actor.send({ type: 'leave.confirm' })}
        onCancel={() => actor.send({ type: 'leave.cancel' })}
      />
      <ConfirmDialog
        id={`replace-link-${team.id}`}
        title={T.replaceDialog.title()}
        body={[T.replaceDialog.body()]}
        confirm={T.replaceDialog.confirm()}
        cancel={T.replaceDialog.cancel()}
        isOpen={state === 'replacement'}
        busy={busy}
        onConfirm={() => actor.send({ type: 'replacement.confirm' })}
        onCancel={() => actor.send({ type: 'replacement.cancel' })}
      />
    </Suspense>
  )
}

const StateLine = ({ team }: { readonly team: Team }) => {
  const { LL } = useI18n()
  const T = LL.myTournaments
  return (
    <p className="team-state">
      <span className="badge" data-state={team.state}>
        {T.state[team.state]()}
      </span>{' '}
      <span>{T.size({ size: team.size, max: team.max_size })}</span>
      {team.waitlist_position !== null ? (
        <span> · {T.waitlistPosition({ position: team.waitlist_position })}</span>
      ) : null}
      {team.dropped_reason !== null ? (
        <span className="team-state__reason"> {T.droppedReason[team.dropped_reason]()}</span>
      ) : null}
    </p>
  )
}

/**
 * The user's team in one tournament (spec §2 My tournaments), run by core's team machine: its state
 * and what it still lacks with the registration close's countdown, check-in with its countdown, the
 * logo, the players (their Discord and Telegram for the captain), and the captain's tools (invite by
 * nickname and withdraw an invitation not yet answered, remove with the confirmation, copy the
 * invitation link, replace it after the confirmation). Captain-only controls
 * are shown to the captain only.
 * `now`: the instant the server rendered the page at; `clock`: the time the countdowns show. The
 * machines load on the card's first focus, press or drop (`team-actors.ts`). Once the user has left
 * the team, the page's list is read again: it shows what the server now holds.
 */
export const TeamCard = ({
  team: initial,
  now,
  clock,
}: {
  readonly team: Team
  readonly now: number
  readonly clock: number
}) => {
  const { LL } = useI18n()
  const T = LL.myTournaments
  const { team: actor, logo, loader } = useTeamActors(initial, now)
  const team = useSelector(actor, (snapshot) => snapshot.context.team)
  const userId = useSelector(actor, (snapshot) => snapshot.context.userId)
  const left = useSelector(actor, (snapshot) => snapshot.matches('left'))
  const headingId = useId()
  useEffect(() => {
    if (left) readPageAgain()
  }, [left])
  if (left) {
    return (
      <section className="team-card" aria-labelledby={headingId}>
        <h3 id={headingId}>{T.team({ name: team.name })}</h3>
        <p role="status">{T.leave.left()}</p>
      </section>
    )
  }
  return (
    <section className="team-card" aria-labelledby={headingId} {...loader}>
      <div className="team-card__head">
        {logo ? <CaptainLogo upload={logo} team={team} /> : <LogoImage team={team} />}
        <div>
          <h3 id={headingId}>{T.team({ name: team.name })}</h3>
          <StateLine team={team} />
        </div>
      </div>
      <Missing team={team} now={clock} />
      <CheckIn actor={actor} team={team} now={clock} />
      <h4>{T.players.heading()}</h4>
      <Players actor={actor} team={team} userId={userId} />
      {team.is_captain && team.state !== 'dropped' ? (
        <>
          <Invitees actor={actor} team={team} />
          <InvitePlayer actor={actor} team={team} />
          <InviteLink actor={actor} team={team}>
            <ReplaceLink actor={actor} />
          </InviteLink>
        </>
      ) : null}
      <div className="team-card__actions">
        <Leave actor={actor} team={team} />
      </div>
      <Dialogs actor={actor} team={team} />
    </section>
  )
}
