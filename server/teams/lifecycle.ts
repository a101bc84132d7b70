/**
 * The team lifecycle's moments that no request causes (docs/teams.md "Lifecycle"): the registration
 * close, the opening of check-in and its close. A sweep, run every 30 seconds by every server process
 * (and by tests with a moved clock), finds the tournaments whose moment has come and settles each one
 * once, in a transaction of its own:
 *
 * 1. it claims the moment with `UPDATE tournaments SET …_at = now WHERE id = … AND …_at IS NULL`: of
 *    two processes racing, the second waits on the row and then finds the marker set, and does nothing;
 * 2. it locks the tournament (`lockTournament`), as every change that takes or frees a slot does;
 * 3. it drops, promotes and enqueues the mails in that transaction, so a failure leaves the moment
 *    unclaimed for the next sweep, and mails go out only for what was committed.
 */
import { and, eq, inArray, isNotNull, isNull, lte, not, or, type SQL, sql } from 'drizzle-orm'
import { SLOT_HOLDING_STATES } from '#core/tournaments/results.schema.ts'
import { checkInWindowOf } from '#core/tournaments/tournament.schema.ts'
import type { AppDatabase } from '#server/platform/db/client.ts'
import { inTransaction } from '#server/platform/db/transactions.ts'
import type { Logger } from '#server/platform/logger.ts'
import { scheduleTicks } from '#server/platform/ticks.ts'
import { tournaments } from '#server/tournaments/tables.ts'
import {
  type TeamMailer,
  type TeamMailRecipient,
  type TeamMailSubject,
  type TeamWatch,
  teamMailSubject,
  UNWATCHED,
} from './ports.ts'
import { recipientsOf } from './recipients.ts'
import { isCompleteTeam } from './repository.ts'
import { lockTournament, promoteWaitlist } from './slots.ts'
import { teams } from './tables.ts'

/** How often each server process sweeps. */
export const LIFECYCLE_SWEEP_EVERY_MS = 30_000

export interface TeamLifecycleDeps {
  readonly db: AppDatabase
  readonly mailer: TeamMailer
  /** The public origin (PUBLIC_URL): the mails link to My tournaments on it. */
  readonly publicUrl: string
  /** Told of the teams a moment drops or moves up (their Discord messages), as the use cases tell it. */
  readonly watch?: TeamWatch
}

/** The tournaments whose moments this sweep settled, by id. */
export interface SweepReport {
  readonly registrationClosed: ReadonlyArray<string>
  readonly checkInOpened: ReadonlyArray<string>
  readonly checkInClosed: ReadonlyArray<string>
}

export interface TeamLifecycle {
  /** Settles every moment due at `now` that no process has settled yet. */
  sweep(now: Date): Promise<SweepReport>
}

/** What a settling step needs of its tournament (read by the claim itself). */
const CLAIMED = {
  id: tournaments.id,
  name: tournaments.name,
  teamPlayers: tournaments.teamPlayers,
  gamesStart: tournaments.gamesStart,
  checkInOpensMinutes: tournaments.checkInOpensMinutes,
  checkInClosesMinutes: tournaments.checkInClosesMinutes,
}
interface Claimed {
  readonly id: string
  readonly name: string
  readonly teamPlayers: number
  readonly gamesStart: Date
  readonly checkInOpensMinutes: number | null
  readonly checkInClosesMinutes: number
}

const minutesBeforeGames = (minutes: SQL | typeof tournaments.checkInClosesMinutes): SQL =>
  sql`${tournaments.gamesStart} - ${minutes} * interval '1 minute'`

/** When each moment is due (only published tournaments have a lifecycle). */
const DUE = {
  registrationClose: (now: Date) =>
    and(
      eq(tournaments.status, 'published'),
      isNull(tournaments.registrationSettledAt),
      lte(tournaments.registrationEnd, now),
    ),
  checkInOpening: (now: Date) =>
    and(
      eq(tournaments.status, 'published'),
      isNotNull(tournaments.checkInOpensMinutes),
      isNull(tournaments.checkInAnnouncedAt),
      sql`${minutesBeforeGames(sql`${tournaments.checkInOpensMinutes}`)} <= ${now}`,
    ),
  checkInClose: (now: Date) =>
    and(
      eq(tournaments.status, 'published'),
      isNotNull(tournaments.checkInOpensMinutes),
      isNull(tournaments.checkInSettledAt),
      sql`${minutesBeforeGames(tournaments.checkInClosesMinutes)} <= ${now}`,
    ),
} as const

export const createTeamLifecycle = ({
  db,
  mailer,
  publicUrl,
  watch = UNWATCHED,
}: TeamLifecycleDeps): TeamLifecycle => {
  /** Enqueues `send` for every reachable member of each team, in the running transaction. */
  const mailMembers = async (
    tx: AppDatabase,
    tournament: Claimed,
    teamRows: ReadonlyArray<{ readonly id: string; readonly name: string }>,
    send: (recipient: TeamMailRecipient, subject: TeamMailSubject) => Promise<void>,
  ): Promise<void> => {
    const recipients = await recipientsOf(
      tx,
      teamRows.map((team) => team.id),
    )
    for (const team of teamRows) {
      for (const recipient of recipients.get(team.id) ?? []) {
        await send(
          recipient,
          teamMailSubject(publicUrl, recipient.locale, {
            teamName: team.name,
            tournamentName: tournament.name,
          }),
        )
      }
    }
  }

  const namesOf = (tx: AppDatabase, ids: ReadonlyArray<string>) =>
    ids.length === 0
      ? Promise.resolve([])
      : tx
          .select({ id: teams.id, name: teams.name })
          .from(teams)
          .where(inArray(teams.id, [...ids]))

  /** Claims the moment marked by `marker` for one tournament; undefined when it is not (or no longer) due. */
  const claim = async (
    tx: AppDatabase,
    id: string,
    marker: 'registrationSettledAt' | 'checkInAnnouncedAt' | 'checkInSettledAt',
    due: SQL | undefined,
    now: Date,
  ): Promise<Claimed | undefined> => {
    const [claimed] = await tx
      .update(tournaments)
      .set({ [marker]: now })
      .where(and(eq(tournaments.id, id), due))
      .returning(CLAIMED)
    return claimed
  }

  /** Drops the slot holders matching `failing` with `reason`; answers them. */
  const dropTeams = (
    tx: AppDatabase,
    tournamentId: string,
    failing: SQL,
    reason: 'incomplete' | 'no_check_in',
    now: Date,
  ) =>
    tx
      .update(teams)
      .set({ state: 'dropped', droppedReason: reason, droppedAt: now, updatedAt: now })
      .where(
        and(eq(teams.tournamentId, tournamentId), inArray(teams.state, [...SLOT_HOLDING_STATES]), failing),
      )
      .returning({ id: teams.id, name: teams.name })

  /**
   * Registration close: slot holders without their logo or players are dropped (`incomplete`); then
   * complete waiting teams move up in order into the freed slots; incomplete ones keep waiting (a place
   * may still free before check-in closes, and they may complete themselves by then).
   */
  const closeRegistration = (id: string, now: Date) =>
    inTransaction(db, async (tx) => {
      const tournament = await claim(tx, id, 'registrationSettledAt', DUE.registrationClose(now), now)
      const locked = tournament && (await lockTournament(tx, id))
      if (!tournament || !locked) return false
      const complete = isCompleteTeam(tournament.teamPlayers)
      const dropped = await dropTeams(tx, id, not(complete), 'incomplete', now)
      const promoted = await namesOf(tx, await promoteWaitlist(tx, locked, { now, eligible: complete }))
      await watch.changed([...dropped, ...promoted].map((team) => team.id))
      await mailMembers(tx, tournament, dropped, (recipient, subject) =>
        mailer.teamDropped(recipient, { ...subject, reason: 'incomplete' }),
      )
      await mailMembers(tx, tournament, promoted, (recipient, subject) =>
        mailer.teamPromoted(recipient, subject),
      )
      return true
    })

  /**
   * Check-in opening: the members of the teams that may check in (confirmed ones, and complete waiting
   * ones) are told until when. A sweep that comes only after the close claims the moment and says
   * nothing: it is too late to act on it.
   */
  const openCheckIn = (id: string, now: Date) =>
    inTransaction(db, async (tx) => {
      const tournament = await claim(tx, id, 'checkInAnnouncedAt', DUE.checkInOpening(now), now)
      const locked = tournament && (await lockTournament(tx, id))
      if (!tournament || !locked) return false
      const window = checkInWindowOf(
        tournament.gamesStart,
        tournament.checkInOpensMinutes,
        tournament.checkInClosesMinutes,
      )
      if (!window || window.closesAt <= now) return true
      const invited = await tx
        .select({ id: teams.id, name: teams.name })
        .from(teams)
        .where(
          and(
            eq(teams.tournamentId, id),
            or(
              eq(teams.state, 'confirmed'),
              and(eq(teams.state, 'waitlisted'), isCompleteTeam(tournament.teamPlayers)),
            ),
          ),
        )
        .orderBy(teams.createdAt, teams.id)
      const closesAt = window.closesAt.toISOString()
      // Their check-in is what they lack now.
      await watch.changed(invited.map((team) => team.id))
      await mailMembers(tx, tournament, invited, (recipient, subject) =>
        mailer.checkInOpened(recipient, { ...subject, closesAt }),
      )
      return true
    })

  /**
   * Check-in close: slot holders that did not check in are dropped (`no_check_in`); waiting teams that
   * checked in move up in order into the freed slots, checked in.
   */
  const closeCheckIn = (id: string, now: Date) =>
    inTransaction(db, async (tx) => {
      const tournament = await claim(tx, id, 'checkInSettledAt', DUE.checkInClose(now), now)
      const locked = tournament && (await lockTournament(tx, id))
      if (!tournament || !locked) return false
      const dropped = await dropTeams(tx, id, sql`${teams.state} <> 'checked_in'`, 'no_check_in', now)
      const promoted = await namesOf(
        tx,
        await promoteWaitlist(tx, locked, { now, to: 'checked_in', eligible: isNotNull(teams.checkedInAt) }),
      )
      await watch.changed([...dropped, ...promoted].map((team) => team.id))
      await mailMembers(tx, tournament, dropped, (recipient, subject) =>
        mailer.teamDropped(recipient, { ...subject, reason: 'no_check_in' }),
      )
      await mailMembers(tx, tournament, promoted, (recipient, subject) =>
        mailer.teamPromoted(recipient, subject),
      )
      return true
    })

  /** Runs `settle` for each due tournament, oldest moment first; answers those this call settled. */
  const settleDue = async (
    due: SQL | undefined,
    order: SQL,
    settle: (id: string) => Promise<boolean>,
  ): Promise<string[]> => {
    const candidates = await db.select({ id: tournaments.id }).from(tournaments).where(due).orderBy(order)
    const settled: string[] = []
    for (const { id } of candidates) if (await settle(id)) settled.push(id)
    return settled
  }

  return {
    sweep: async (now) => {
      // In this order: a tournament whose moments all came while no process ran closes its
      // registration before its check-in.
      const registrationClosed = await settleDue(
        DUE.registrationClose(now),
        sql`${tournaments.registrationEnd}`,
        (id) => closeRegistration(id, now),
      )
      const checkInOpened = await settleDue(DUE.checkInOpening(now), sql`${tournaments.gamesStart}`, (id) =>
        openCheckIn(id, now),
      )
      const checkInClosed = await settleDue(DUE.checkInClose(now), sql`${tournaments.gamesStart}`, (id) =>
        closeCheckIn(id, now),
      )
      return { registrationClosed, checkInOpened, checkInClosed }
    },
  }
}

/**
 * Sweeps every `everyMs` until stopped, one sweep at a time; a failed sweep is logged and the next one
 * tries again (a moment is claimed only in the transaction that settles it). `stop` waits for the sweep
 * in hand.
 */
export const scheduleSweeps = (
  lifecycle: TeamLifecycle,
  options: { readonly everyMs: number; readonly now: () => Date; readonly logger: Logger },
): { start(): void; stop(): Promise<void> } =>
  scheduleTicks(
    () =>
      lifecycle.sweep(options.now()).then(
        (report) => {
          if (Object.values(report).some((settled) => settled.length > 0))
            options.logger.info({ report }, 'team lifecycle settled')
        },
        (error: unknown) => options.logger.warn({ err: error }, 'team lifecycle sweep failed'),
      ),
    options.everyMs,
  )
