/**
 * The teams' rules (docs/teams.md): who may create, join, invite, remove, leave, change, check in and
 * decide, whatever the browser did. What the tournament allows at the moment is core's
 * `teamActionRefusal`, asked first by every change; every way into a team meets core's `joinRefusal`.
 * Every change that takes or frees a slot runs in one transaction that first locks the tournament's
 * row (`lockTournament`, ADR 0031); a join locks the team's row before counting its members. The
 * unique index on (tournament, user) is the last word on one team per user: a race that slips past
 * the checks is a refusal, never an error.
 */
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm'
import { Schema } from 'effect'
import { missingForTournaments } from '#core/profile/profile.schema.ts'
import { wireKey } from '#core/shared/http/wire-case.ts'
import { type Locale, localizePath } from '#core/shared/i18n/locale.ts'
import type { ValidationKey } from '#core/shared/validation/message.ts'
import {
  type Invitation,
  InviteCode,
  type JoinBlock,
  type MyTournamentList,
  type Team,
  type TeamCreateForm,
  type TeamInvitationList,
  type TeamList,
  type TeamUpdateForm,
} from '#core/teams/team.schema.ts'
import {
  type JoinFacts,
  type JoinRefusal,
  joinRefusal,
  type TeamAction,
  type TeamRulesTournament,
  teamActionRefusal,
} from '#core/teams/team-rules.ts'
import type { MyTournamentsFilter } from '#core/teams/teams.api.ts'
import { filterGroupAt } from '#core/tournaments/timeline.ts'
import { checkInWindowOf, isTournamentKey } from '#core/tournaments/tournament.schema.ts'
import type { PasswordHasher, UserRecord } from '#server/accounts/accounts.port.ts'
import { sameSecret } from '#server/platform/crypto.ts'
import type { AppDatabase } from '#server/platform/db/client.ts'
import { type TournamentRow, teamInvitations, teams, tournaments, users } from '#server/platform/db/schema.ts'
import { inTransaction } from '#server/platform/db/transactions.ts'
import {
  hitAll,
  hitAllUnlessSucceeded,
  type RateLimiter,
  type Throttled,
} from '#server/platform/rate-limiter.ts'
import { findTournamentBySlugOrId, likeContaining, toTournamentSummary } from '#server/tournaments/index.ts'
import type { StoredImageRecord } from '#server/uploads/index.ts'
import { newInviteCode } from './invite-code.ts'
import type { TeamMailer, TeamMailRecipient } from './ports.ts'
import {
  countMembers,
  deleteInvitation,
  deleteMember,
  insertInvitation,
  insertMember,
  isHoldingSlot,
  isNameTaken,
  lockTeam,
  type MemberRow,
  memberTeamOf,
  readInvitees,
  readMembers,
  readTeamHeads,
  type TeamHead,
  uniqueViolationOf,
} from './repository.ts'
import { lockTournament, promoteWaitlist, stateForNewTeam } from './slots.ts'
import { maxSizeOf, toTeam, toTeamSummary } from './team.mapper.ts'

const MINUTE = 60
export const TEAM_RATE_LIMITS = {
  /**
   * Wrong join passwords of one user, at any team. Counted while the password is checked, so a user
   * racing their own guesses waits; nobody else's attempts count against them.
   */
  joinPerUser: [{ max: 20, windowSeconds: 15 * MINUTE }],
  /**
   * Wrong join passwords at one team, counted after they failed. It stops only the users who got
   * this team's password wrong themselves in the window: many accounts guessing one team are held
   * to it, and a player who types the right password first time always joins.
   */
  joinPerTeam: [{ max: 10, windowSeconds: 15 * MINUTE }],
  /** Invitations by nickname per captain, each one counted (every one may mail someone). */
  invitesPerCaptain: [{ max: 10, windowSeconds: 60 * MINUTE }],
  /** Team logo uploads per user, each one counted (a refused image costs the server work too). */
  logoUploadsPerUser: [{ max: 30, windowSeconds: 60 * MINUTE }],
} as const
/** Whether a user got a team's password wrong within the window: one failure is enough. */
const FAILED_HERE = [{ max: 1, windowSeconds: 15 * MINUTE }] as const

export const teamBuckets = {
  joinTeam: (teamId: string) => `team-join:team:${teamId}`,
  joinTeamUser: (teamId: string, userId: string) => `team-join:team:${teamId}:user:${userId}`,
  joinUser: (userId: string) => `team-join:user:${userId}`,
  invites: (userId: string) => `team-invite:user:${userId}`,
  logoUser: (userId: string) => `team-logo:user:${userId}`,
} as const

const isUuid = Schema.is(Schema.String.check(Schema.isUUID()))
const isInviteCode = Schema.is(InviteCode)

export type TeamRefusal =
  | {
      readonly ok: false
      readonly reason:
        | 'not_found'
        | 'registration_closed'
        | 'already_in_team'
        | 'team_full'
        | 'not_captain'
        | 'not_moderator'
        | 'captain_stays'
        | 'check_in_closed'
        | 'wrong_state'
    }
  | { readonly ok: false; readonly reason: 'profile_incomplete'; readonly fields: ReadonlyArray<string> }
  | {
      readonly ok: false
      readonly reason: 'field'
      readonly field: 'name' | 'password' | 'nickname'
      readonly key: ValidationKey
    }
  | Throttled

export type TeamOutcome<T> = { readonly ok: true; readonly value: T } | TeamRefusal

const refuse = <R extends Exclude<TeamRefusal, Throttled>['reason']>(
  reason: Exclude<R, 'profile_incomplete' | 'field'>,
) => ({ ok: false, reason }) as const
const done = <T>(value: T) => ({ ok: true, value }) as const

/** A tournament row as core's team rules read it. */
const rulesTournament = (tournament: TournamentRow): TeamRulesTournament => ({
  status: tournament.status,
  registrationStart: tournament.registrationStart,
  registrationEnd: tournament.registrationEnd,
  gamesStart: tournament.gamesStart,
  gamesEnd: tournament.gamesEnd,
  checkIn: checkInWindowOf(
    tournament.gamesStart,
    tournament.checkInOpensMinutes,
    tournament.checkInClosesMinutes,
  ),
})

/** What a page shows of a join refusal: the profile is asked for by the join flow itself. */
const JOIN_BLOCKS: Readonly<Record<Exclude<JoinRefusal, 'profile_incomplete'>, JoinBlock>> = {
  registration_closed: 'registration_closed',
  wrong_state: 'dropped',
  already_member: 'already_member',
  already_in_team: 'already_in_team',
  team_full: 'team_full',
}
const joinBlockOf = (refusal: JoinRefusal | null): JoinBlock | null =>
  refusal === null || refusal === 'profile_incomplete' ? null : JOIN_BLOCKS[refusal]

export interface TeamUseCaseDeps {
  readonly db: AppDatabase
  readonly hasher: PasswordHasher
  readonly limiter: RateLimiter
  readonly mailer: TeamMailer
  /** Public origin without a trailing slash, for the links in mails. */
  readonly publicUrl: string
  readonly now: () => Date
}

/** Who acts: the signed-in user. */
type Actor = Pick<
  UserRecord,
  | 'id'
  | 'username'
  | 'role'
  | 'firstName'
  | 'lastName'
  | 'phone'
  | 'playingDevice'
  | 'inputDevice'
  | 'discord'
>

/** The profile fields a tournament needs that the user left empty, as the API names them. */
const missingProfileFields = (user: Actor): ReadonlyArray<string> =>
  missingForTournaments({
    username: user.username,
    firstName: user.firstName,
    lastName: user.lastName,
    phone: user.phone ?? '',
    playingDevice: user.playingDevice,
    inputDevice: user.inputDevice ?? '',
    discord: user.discord,
  }).map(wireKey)

const isTeamComplete = (head: TeamHead): boolean =>
  head.team.logo !== null && head.size >= head.tournament.teamPlayers

export const createTeamUseCases = (deps: TeamUseCaseDeps) => {
  const { db, hasher, limiter, mailer, now } = deps

  const headById = async (teamId: string, tx: AppDatabase = db): Promise<TeamHead | undefined> => {
    if (!isUuid(teamId)) return undefined
    const [head] = await readTeamHeads(tx, eq(teams.id, teamId.toLowerCase()))
    return head
  }

  /** The team, if it exists and the user is its captain: the captain-only actions' first check. */
  const captainHead = async (teamId: string, user: Actor): Promise<TeamOutcome<TeamHead>> => {
    const head = await headById(teamId)
    if (!head) return refuse('not_found')
    return head.team.captainId === user.id ? done(head) : refuse('not_captain')
  }

  /** The team as `readerId` sees it: the invitees only for its captain. */
  const toView = async (head: TeamHead, readerId: string, tx: AppDatabase = db): Promise<Team> => {
    const id = head.team.id
    const members = await readMembers(tx, [id])
    const invitees = head.team.captainId === readerId ? await readInvitees(tx, [id]) : undefined
    return toTeam(head, members.get(id) ?? [], invitees?.get(id) ?? [], readerId, now())
  }

  const teamView = async (
    teamId: string,
    readerId: string,
    tx: AppDatabase = db,
  ): Promise<Team | undefined> => {
    const head = await headById(teamId, tx)
    return head ? toView(head, readerId, tx) : undefined
  }

  /**
   * The team as the reader sees it, after a change that certainly left it in place: read in the
   * change's transaction, so a change committed is never answered as failed (a database gone after the
   * commit cannot fail the answer).
   */
  const viewAfter = async (teamId: string, readerId: string, tx: AppDatabase): Promise<Team> => {
    const view = await teamView(teamId, readerId, tx)
    if (!view) throw new Error(`Team ${teamId} vanished`)
    return view
  }

  /** Makes `change` and reads the team after it in one transaction (mails it queues join it). */
  const changeThenView = (
    teamId: string,
    readerId: string,
    change: (tx: AppDatabase) => Promise<unknown>,
  ): Promise<TeamOutcome<Team>> =>
    inTransaction(db, async (tx) => {
      await change(tx)
      return done(await viewAfter(teamId, readerId, tx))
    })

  /** The refusal of `action` when the tournament does not allow it now (core's one rule). */
  const tournamentRefusal = (action: TeamAction, tournament: TournamentRow): TeamRefusal | undefined => {
    const refusal = teamActionRefusal(action, rulesTournament(tournament), now())
    return refusal === null ? undefined : refuse(refusal)
  }

  /** A change the captain makes to the team: the tournament must allow it, and the team still play. */
  const changeRefusal = (head: TeamHead): TeamRefusal | undefined =>
    tournamentRefusal('change', head.tournament) ??
    (head.team.state === 'dropped' ? refuse('wrong_state') : undefined)

  const recipientsOf = (members: ReadonlyArray<MemberRow>): TeamMailRecipient[] =>
    members.flatMap((member) =>
      member.email ? [{ to: member.email, locale: member.locale, nickname: member.username }] : [],
    )
  const subjectFor = (head: TeamHead, locale: Locale) => ({
    teamName: head.team.name,
    tournamentName: head.tournament.name,
    url: `${deps.publicUrl}${localizePath('/profile/tournaments', locale)}`,
  })

  /** Mails every member of each team (read after the change, in its transaction) with `send`. */
  const mailTeams = async (
    tx: AppDatabase,
    teamIds: ReadonlyArray<string>,
    send: (recipient: TeamMailRecipient, head: TeamHead) => Promise<void>,
  ): Promise<void> => {
    if (teamIds.length === 0) return
    const heads = await readTeamHeads(tx, inArray(teams.id, [...teamIds]))
    const members = await readMembers(tx, teamIds)
    for (const head of heads) {
      for (const recipient of recipientsOf(members.get(head.team.id) ?? [])) await send(recipient, head)
    }
  }
  const mailPromoted = (tx: AppDatabase, teamIds: ReadonlyArray<string>) =>
    mailTeams(tx, teamIds, (recipient, head) =>
      mailer.teamPromoted(recipient, subjectFor(head, recipient.locale)),
    )

  /** A join that slipped past the checks into the unique index is the refusal the check would give. */
  const mapConflict = (error: unknown): TeamRefusal => {
    const violated = uniqueViolationOf(error)
    // One team per user per tournament, or this very team twice: either way the user already plays.
    if (violated?.includes('team_members_')) {
      return refuse('already_in_team')
    }
    if (violated?.includes('teams_tournament_name_key')) {
      return { ok: false, reason: 'field', field: 'name', key: 'teamNameTaken' }
    }
    throw error
  }

  /**
   * Adds `userId` to the team under the team's lock, within its size; mails the members before and
   * answers the team as `readerId` sees it, all in the one transaction. The user's invitation to the
   * team goes with it; joining `byInvitation` needs it still there (the captain may have withdrawn it
   * meanwhile).
   */
  const addMember = async (
    head: TeamHead,
    userId: string,
    playerName: string,
    readerId: string,
    options: { readonly byInvitation?: boolean } = {},
  ): Promise<TeamOutcome<Team>> => {
    try {
      return await inTransaction(db, async (tx) => {
        const team = await lockTeam(tx, head.team.id)
        if (!team) return refuse('not_found')
        const invited = await deleteInvitation(tx, team.id, userId)
        if (options.byInvitation && !invited) return refuse('not_found')
        if (team.state === 'dropped') return refuse('wrong_state')
        if ((await countMembers(tx, team.id)) >= maxSizeOf(head.tournament)) return refuse('team_full')
        await insertMember(tx, { teamId: team.id, tournamentId: team.tournamentId, userId, at: now() })
        const members = await readMembers(tx, [head.team.id])
        for (const recipient of recipientsOf(
          (members.get(head.team.id) ?? []).filter((member) => member.userId !== userId),
        )) {
          await mailer.playerJoined(recipient, { ...subjectFor(head, recipient.locale), player: playerName })
        }
        return done(await viewAfter(head.team.id, readerId, tx))
      })
    } catch (error) {
      return mapConflict(error)
    }
  }

  /** What core's `joinRefusal` decides on, read for `userId` and the team. */
  const joinFactsOf = async (
    userId: string,
    head: TeamHead,
    missingProfile: ReadonlyArray<string>,
  ): Promise<JoinFacts> => ({
    tournament: rulesTournament(head.tournament),
    now: now(),
    team: { id: head.team.id, state: head.team.state, size: head.size, maxSize: maxSizeOf(head.tournament) },
    ownTeamId: await memberTeamOf(db, head.team.tournamentId, userId),
    missingProfile,
  })

  /**
   * The rules every way into a team meets (the password, the link, an invitation accepted) before
   * the team is even locked, in core's one order.
   */
  const mayJoin = async (user: Actor, head: TeamHead): Promise<TeamRefusal | undefined> => {
    const fields = missingProfileFields(user)
    const refusal = joinRefusal(await joinFactsOf(user.id, head, fields))
    switch (refusal) {
      case null:
        return undefined
      case 'profile_incomplete':
        return { ok: false, reason: 'profile_incomplete', fields }
      // The API has one code for both: the user plays in a team of this tournament.
      case 'already_member':
        return refuse('already_in_team')
      default:
        return refuse(refusal)
    }
  }

  /**
   * The join password, against guessing (docs/teams.md "Join password"): the user's own attempts are
   * counted while checked, the team's count of failures stops only those who failed there, and a
   * right password counts nothing.
   */
  const checkJoinPassword = async (
    user: Actor,
    head: TeamHead,
    password: string,
  ): Promise<TeamRefusal | undefined> => {
    const teamId = head.team.id
    const mine = await hitAllUnlessSucceeded(limiter, [
      [teamBuckets.joinUser(user.id), TEAM_RATE_LIMITS.joinPerUser],
    ])
    if (!mine.ok) return mine
    const failedHere = !(await limiter.check(teamBuckets.joinTeamUser(teamId, user.id), FAILED_HERE)).allowed
    if (failedHere) {
      const team = await limiter.check(teamBuckets.joinTeam(teamId), TEAM_RATE_LIMITS.joinPerTeam)
      if (!team.allowed) {
        // Not looked at, so not a failure of theirs.
        await mine.succeeded()
        return { ok: false, reason: 'throttled', retryAfterSeconds: team.retryAfterSeconds }
      }
    }
    if (await hasher.verify(password, head.team.joinPasswordHash)) {
      await mine.succeeded()
      return undefined
    }
    await limiter.hit(teamBuckets.joinTeam(teamId), TEAM_RATE_LIMITS.joinPerTeam)
    await limiter.hit(teamBuckets.joinTeamUser(teamId, user.id), TEAM_RATE_LIMITS.joinPerTeam)
    return { ok: false, reason: 'field', field: 'password', key: 'wrongJoinPassword' }
  }

  /** Drops the team (`reason`) under the tournament's lock; a freed slot goes to the waiting list. */
  const dropTeam = async (
    tx: AppDatabase,
    teamId: string,
    reason: 'withdrawn' | 'rejected',
  ): Promise<ReadonlyArray<string>> => {
    const [team] = await tx.select().from(teams).where(eq(teams.id, teamId))
    if (!team) return []
    const tournament = await lockTournament(tx, team.tournamentId)
    if (!tournament) return []
    const at = now()
    await tx
      .update(teams)
      .set({ state: 'dropped', droppedAt: at, droppedReason: reason, waitlistedAt: null, updatedAt: at })
      .where(eq(teams.id, teamId))
    return isHoldingSlot(team) ? promoteWaitlist(tx, tournament, { now: at }) : []
  }

  const findPublicTournament = async (key: string): Promise<TournamentRow | undefined> =>
    isTournamentKey(key) ? findTournamentBySlugOrId(db, key) : undefined

  const list = async (tournamentKey: string, search: string): Promise<TeamList | undefined> => {
    const tournament = await findPublicTournament(tournamentKey)
    if (!tournament) return undefined
    const text = search.trim()
    const heads = await readTeamHeads(
      db,
      and(
        eq(teams.tournamentId, tournament.id),
        text === '' ? undefined : sql`${teams.name} ilike ${likeContaining(text)} escape '\\'`,
      ),
    )
    return { count: heads.length, results: heads.map(toTeamSummary) }
  }

  const myTournaments = async (userId: string, filter?: MyTournamentsFilter): Promise<MyTournamentList> => {
    const at = now()
    const heads = (
      await readTeamHeads(db, sql`"tournaments"."status" in ('published', 'cancelled')`, {
        joinMember: userId,
      })
    ).filter((head) => {
      if (filter === undefined) return true
      const { tournament } = head
      const group =
        tournament.status === 'cancelled'
          ? 'finished'
          : filterGroupAt(
              {
                registrationStart: tournament.registrationStart,
                registrationEnd: tournament.registrationEnd,
                gamesStart: tournament.gamesStart,
                gamesEnd: tournament.gamesEnd,
              },
              at,
            )
      return group === filter
    })
    const members = await readMembers(
      db,
      heads.map((head) => head.team.id),
    )
    // The invitees of the teams the user captains.
    const invitees = await readInvitees(
      db,
      heads.filter((head) => head.team.captainId === userId).map((head) => head.team.id),
    )
    const results = heads.map((head) => ({
      tournament: toTournamentSummary(head.tournament, {
        registered: head.registered,
        confirmed: head.confirmed,
      }),
      team: toTeam(head, members.get(head.team.id) ?? [], invitees.get(head.team.id) ?? [], userId, at),
    }))
    return { count: results.length, results }
  }

  /**
   * The captains' invitations the user has not answered, oldest first, in tournaments whose
   * registration has not closed (an older one can never be accepted), each with why accepting would
   * not work now.
   */
  const myInvitations = async (userId: string): Promise<TeamInvitationList> => {
    const invited = await db
      .select({ teamId: teamInvitations.teamId, at: teamInvitations.createdAt })
      .from(teamInvitations)
      .where(eq(teamInvitations.userId, userId))
      .orderBy(asc(teamInvitations.createdAt), asc(teamInvitations.teamId))
    if (invited.length === 0) return { count: 0, results: [] }
    const heads = await readTeamHeads(
      db,
      and(
        inArray(
          teams.id,
          invited.map((invitation) => invitation.teamId),
        ),
        eq(tournaments.status, 'published'),
        gt(tournaments.registrationEnd, now()),
      ),
    )
    const byTeam = new Map(heads.map((head) => [head.team.id, head]))
    const results = []
    for (const invitation of invited) {
      const head = byTeam.get(invitation.teamId)
      if (!head) continue
      results.push({
        team: toTeamSummary(head),
        tournament: toTournamentSummary(head.tournament, {
          registered: head.registered,
          confirmed: head.confirmed,
        }),
        invited_at: invitation.at.toISOString(),
        // The profile is asked for by the accept itself, with its fields.
        blocked: joinBlockOf(joinRefusal(await joinFactsOf(userId, head, []))),
      })
    }
    return { count: results.length, results }
  }

  const invitation = async (
    user: Pick<UserRecord, 'id'>,
    teamId: string,
    code: string,
  ): Promise<Invitation | undefined> => {
    if (!isInviteCode(code)) return undefined
    const head = await headById(teamId)
    if (!head || !sameSecret(head.team.inviteCode, code)) return undefined
    return {
      team: toTeamSummary(head),
      tournament: toTournamentSummary(head.tournament, {
        registered: head.registered,
        confirmed: head.confirmed,
      }),
      // The profile is asked for by the join flow after the click, with its fields.
      blocked: joinBlockOf(joinRefusal(await joinFactsOf(user.id, head, []))),
    }
  }

  return {
    list,
    get: teamView,
    invitation,
    myTournaments,
    myInvitations,

    /** The user's team in the tournament (UUID or slug), or undefined. */
    teamIn: async (userId: string, tournamentKey: string): Promise<Team | undefined> => {
      const tournament = await findPublicTournament(tournamentKey)
      if (!tournament) return undefined
      const teamId = await memberTeamOf(db, tournament.id, userId)
      return teamId ? teamView(teamId, userId) : undefined
    },

    /** Create a Team: the creator is its captain; waitlisted when the slots are full. */
    create: async (request: {
      readonly user: Actor
      readonly tournamentKey: string
      readonly form: TeamCreateForm
    }): Promise<TeamOutcome<Team>> => {
      const { user, form } = request
      const tournament = await findPublicTournament(request.tournamentKey)
      if (!tournament) return refuse('not_found')
      const closed = tournamentRefusal('create', tournament)
      if (closed) return closed
      // In joinRefusal's order: the user's place, then the profile they can mend.
      if (await memberTeamOf(db, tournament.id, user.id)) return refuse('already_in_team')
      const fields = missingProfileFields(user)
      if (fields.length > 0) return { ok: false, reason: 'profile_incomplete', fields }
      const joinPasswordHash = await hasher.hash(form.join_password)
      try {
        return await db.transaction(async (tx) => {
          const locked = await lockTournament(tx, tournament.id)
          if (!locked) return refuse('not_found')
          if (await isNameTaken(tx, tournament.id, form.name)) {
            return { ok: false, reason: 'field', field: 'name', key: 'teamNameTaken' } as const
          }
          if (await memberTeamOf(tx, tournament.id, user.id)) return refuse('already_in_team')
          const at = now()
          const state = await stateForNewTeam(tx, locked)
          const [row] = await tx
            .insert(teams)
            .values({
              tournamentId: tournament.id,
              name: form.name,
              captainId: user.id,
              captainDiscord: form.captain_discord,
              description: form.description,
              joinPasswordHash,
              state,
              waitlistedAt: state === 'waitlisted' ? at : null,
              createdAt: at,
              updatedAt: at,
            })
            .returning({ id: teams.id })
          if (!row) throw new Error('The team was not inserted')
          await insertMember(tx, { teamId: row.id, tournamentId: tournament.id, userId: user.id, at })
          return done(await viewAfter(row.id, user.id, tx))
        })
      } catch (error) {
        return mapConflict(error)
      }
    },

    /**
     * Joins by the join password (against guessing: `checkJoinPassword`) or by the invitation link,
     * whose code names the team as its id does (a wrong one is not found). Then the rules of every
     * join, in one order, and the password last: a refused user spends no attempt.
     */
    join: async (request: {
      readonly user: Actor
      readonly teamId: string
      readonly proof: { readonly password: string } | { readonly invite: string }
    }): Promise<TeamOutcome<Team>> => {
      const { user, proof } = request
      const head = await headById(request.teamId)
      if (!head) return refuse('not_found')
      if ('invite' in proof && !sameSecret(head.team.inviteCode, proof.invite)) return refuse('not_found')
      const refused =
        (await mayJoin(user, head)) ??
        ('password' in proof ? await checkJoinPassword(user, head, proof.password) : undefined)
      if (refused) return refused
      return addMember(head, user.id, user.username, user.id)
    },

    /**
     * The captain invites a player by nickname: the player enters only by accepting (`acceptTeamInvitation`),
     * and is mailed once. The answer is the team with the invitee listed, the same whether or not the
     * player plays elsewhere; only a nickname nobody has is told apart, as sign-up tells it too.
     */
    invitePlayer: async (request: {
      readonly user: Actor
      readonly teamId: string
      readonly nickname: string
    }): Promise<TeamOutcome<Team>> => {
      const { user } = request
      const found = await captainHead(request.teamId, user)
      if (!found.ok) return found
      const head = found.value
      const refused =
        tournamentRefusal('invite', head.tournament) ??
        (head.team.state === 'dropped' ? refuse('wrong_state') : undefined) ??
        (head.size >= maxSizeOf(head.tournament) ? refuse('team_full') : undefined) ??
        (await hitAll(limiter, [[teamBuckets.invites(user.id), TEAM_RATE_LIMITS.invitesPerCaptain]]))
      if (refused) return refused
      const [player] = await db
        .select({ id: users.id, username: users.username, email: users.email, locale: users.locale })
        .from(users)
        .where(and(sql`lower(${users.username}) = lower(${request.nickname})`, eq(users.disabled, false)))
      if (!player) return { ok: false, reason: 'field', field: 'nickname', key: 'userNotFound' }
      // The captain sees the team's players anyway; whether they play in another team stays theirs.
      if ((await memberTeamOf(db, head.team.tournamentId, player.id)) === head.team.id) {
        return refuse('already_in_team')
      }
      return changeThenView(head.team.id, user.id, async (tx) => {
        const invited = await insertInvitation(tx, {
          teamId: head.team.id,
          userId: player.id,
          by: user.id,
          at: now(),
        })
        if (invited && player.email) {
          await mailer.playerInvited(
            { to: player.email, locale: player.locale, nickname: player.username },
            { ...subjectFor(head, player.locale), captain: user.username },
          )
        }
      })
    },

    /** The captain withdraws the invitation of a player who has not answered. */
    withdrawInvitation: async (request: {
      readonly user: Actor
      readonly teamId: string
      readonly userId: string
    }): Promise<TeamOutcome<Team>> => {
      const { user } = request
      const found = await captainHead(request.teamId, user)
      if (!found.ok) return found
      const head = found.value
      if (!isUuid(request.userId)) return refuse('not_found')
      return inTransaction(db, async (tx) =>
        (await deleteInvitation(tx, head.team.id, request.userId.toLowerCase()))
          ? done(await viewAfter(head.team.id, user.id, tx))
          : refuse('not_found'),
      )
    },

    /** The user accepts a captain's invitation: they join under every rule of joining. */
    acceptTeamInvitation: async (request: {
      readonly user: Actor
      readonly teamId: string
    }): Promise<TeamOutcome<Team>> => {
      const { user } = request
      const head = await headById(request.teamId)
      if (!head) return refuse('not_found')
      const [invited] = await db
        .select({ at: teamInvitations.createdAt })
        .from(teamInvitations)
        .where(and(eq(teamInvitations.teamId, head.team.id), eq(teamInvitations.userId, user.id)))
      if (!invited) return refuse('not_found')
      const refused = await mayJoin(user, head)
      if (refused) return refused
      return addMember(head, user.id, user.username, user.id, { byInvitation: true })
    },

    /** The user declines a captain's invitation: it is gone, and the captain sees it no more. */
    declineTeamInvitation: async (request: {
      readonly user: Actor
      readonly teamId: string
    }): Promise<TeamOutcome<undefined>> => {
      if (!isUuid(request.teamId)) return refuse('not_found')
      const declined = await deleteInvitation(db, request.teamId.toLowerCase(), request.user.id)
      return declined ? done(undefined) : refuse('not_found')
    },

    /**
     * The captain removes a player (the team answers), or a player leaves (undefined answers). The
     * captain leaves only when alone: the team is then withdrawn and its slot goes to the waiting list.
     */
    removeMember: async (request: {
      readonly user: Actor
      readonly teamId: string
      readonly memberId: string
    }): Promise<TeamOutcome<Team | undefined>> => {
      const { user, memberId } = request
      const head = await headById(request.teamId)
      if (!head || !isUuid(memberId)) return refuse('not_found')
      const member = memberId.toLowerCase()
      const leaving = member === user.id
      if (!leaving && head.team.captainId !== user.id) return refuse('not_captain')
      const closed = tournamentRefusal('leave', head.tournament)
      if (closed) return closed
      const isCaptain = member === head.team.captainId
      return inTransaction(db, async (tx) => {
        // The tournament's lock first (a withdrawal frees a slot), then the team's: the same order as
        // every other change, so two of them never wait on each other.
        if (isCaptain) await lockTournament(tx, head.team.tournamentId)
        const team = await lockTeam(tx, head.team.id)
        if (!team) return refuse('not_found')
        if (isCaptain && (await countMembers(tx, team.id)) > 1) return refuse('captain_stays')
        if (!(await deleteMember(tx, team.id, member))) return refuse('not_found')
        const promoted = isCaptain && team.state !== 'dropped' ? await dropTeam(tx, team.id, 'withdrawn') : []
        await mailPromoted(tx, promoted)
        if (leaving) return done(undefined)
        const [removed] = await tx
          .select({ email: users.email, locale: users.locale, username: users.username })
          .from(users)
          .where(eq(users.id, member))
        if (removed?.email) {
          await mailer.playerRemoved(
            { to: removed.email, locale: removed.locale, nickname: removed.username },
            subjectFor(head, removed.locale),
          )
        }
        return done(await viewAfter(head.team.id, user.id, tx))
      })
    },

    /** The captain changes the description, the Discord or the join password. */
    update: async (request: {
      readonly user: Actor
      readonly teamId: string
      readonly form: TeamUpdateForm
    }): Promise<TeamOutcome<Team>> => {
      const { user, form } = request
      const found = await captainHead(request.teamId, user)
      if (!found.ok) return found
      const head = found.value
      const refused = changeRefusal(head)
      if (refused) return refused
      const changes = {
        ...(form.captain_discord === undefined ? {} : { captainDiscord: form.captain_discord }),
        ...(form.description === undefined ? {} : { description: form.description }),
        ...(form.join_password === undefined
          ? {}
          : { joinPasswordHash: await hasher.hash(form.join_password) }),
      }
      return changeThenView(head.team.id, user.id, async (tx) => {
        if (Object.keys(changes).length > 0) {
          await tx
            .update(teams)
            .set({ ...changes, updatedAt: now() })
            .where(eq(teams.id, head.team.id))
        }
      })
    },

    /**
     * The captain replaces the invitation link (one shared too widely): a new random code, and the
     * old link answers 404 from then on.
     */
    replaceInviteLink: async (request: {
      readonly user: Actor
      readonly teamId: string
    }): Promise<TeamOutcome<Team>> => {
      const { user } = request
      const found = await captainHead(request.teamId, user)
      if (!found.ok) return found
      const head = found.value
      const refused = changeRefusal(head)
      if (refused) return refused
      return changeThenView(head.team.id, user.id, (tx) =>
        tx
          .update(teams)
          .set({ inviteCode: newInviteCode(), updatedAt: now() })
          .where(eq(teams.id, head.team.id)),
      )
    },

    /** Whether the user may upload the team's logo now (captain, a change allowed, within the limit). */
    mayUploadLogo: async (user: Actor, teamId: string): Promise<TeamOutcome<undefined>> => {
      const found = await captainHead(teamId, user)
      if (!found.ok) return found
      const refused =
        changeRefusal(found.value) ??
        (await hitAll(limiter, [[teamBuckets.logoUser(user.id), TEAM_RATE_LIMITS.logoUploadsPerUser]]))
      return refused ?? done(undefined)
    },

    /** Keeps `logo` as the team's if the user is still its captain; answers the logo it replaced. */
    replaceLogo: async (
      user: Actor,
      teamId: string,
      logo: StoredImageRecord,
    ): Promise<{ readonly saved: boolean; readonly previous: StoredImageRecord | null }> =>
      db.transaction(async (tx) => {
        const team = isUuid(teamId) ? await lockTeam(tx, teamId.toLowerCase()) : undefined
        if (!team || team.captainId !== user.id) return { saved: false, previous: null }
        await tx.update(teams).set({ logo, updatedAt: now() }).where(eq(teams.id, team.id))
        return { saved: true, previous: team.logo }
      }),

    /** The captain or a player checks the team in while check-in is open. */
    checkIn: async (request: {
      readonly user: Actor
      readonly teamId: string
    }): Promise<TeamOutcome<Team>> => {
      const { user } = request
      const head = await headById(request.teamId)
      if (!head) return refuse('not_found')
      if ((await memberTeamOf(db, head.team.tournamentId, user.id)) !== head.team.id)
        return refuse('not_captain')
      const closed = tournamentRefusal('checkIn', head.tournament)
      if (closed) return closed
      if (head.team.checkedInAt !== null) return done(await viewAfter(head.team.id, user.id, db))
      const { state } = head.team
      const may = state === 'confirmed' || (state === 'waitlisted' && isTeamComplete(head))
      if (!may) return refuse('check_in_closed')
      const at = now()
      return changeThenView(head.team.id, user.id, (tx) =>
        tx
          .update(teams)
          .set({
            checkedInAt: at,
            updatedAt: at,
            ...(state === 'confirmed' ? { state: 'checked_in' as const } : {}),
          })
          .where(and(eq(teams.id, head.team.id), eq(teams.state, state))),
      )
    },

    /** A moderator confirms a registered team or rejects one that has not played yet. */
    decide: async (request: {
      readonly user: Actor
      readonly teamId: string
      readonly decision: 'confirm' | 'reject'
    }): Promise<TeamOutcome<Team>> => {
      const { user, decision } = request
      if (user.role !== 'moderator' && user.role !== 'admin') return refuse('not_moderator')
      const head = await headById(request.teamId)
      if (!head) return refuse('not_found')
      const closed = tournamentRefusal('decide', head.tournament)
      if (closed) return closed
      return inTransaction(db, async (tx) => {
        await lockTournament(tx, head.team.tournamentId)
        const team = await lockTeam(tx, head.team.id)
        if (!team) return refuse('not_found')
        const at = now()
        let promoted: ReadonlyArray<string> = []
        if (decision === 'confirm') {
          if (team.state !== 'registered') return refuse('wrong_state')
          await tx
            .update(teams)
            .set({ state: 'confirmed', confirmedAt: at, updatedAt: at })
            .where(eq(teams.id, team.id))
        } else {
          if (!['registered', 'confirmed', 'waitlisted'].includes(team.state)) return refuse('wrong_state')
          promoted = await dropTeam(tx, team.id, 'rejected')
        }
        await mailTeams(tx, [head.team.id], (recipient, current) =>
          decision === 'confirm'
            ? mailer.teamConfirmed(recipient, subjectFor(current, recipient.locale))
            : mailer.teamDropped(recipient, { ...subjectFor(current, recipient.locale), reason: 'rejected' }),
        )
        await mailPromoted(tx, promoted)
        return done(await viewAfter(head.team.id, user.id, tx))
      })
    },
  }
}

export type TeamUseCases = ReturnType<typeof createTeamUseCases>
