/**
 * The teams in the database (Drizzle), behind `TeamRepository`: reads that answer a whole list in a
 * fixed number of queries (the head of every team with its tournament, captain, size and waiting place
 * in one query, the players of all of them in a second), and the writes of the use cases. A change
 * that must hold under concurrency runs in `transaction`, whose repository works in that transaction:
 * the slot lock of ADR 0031 is `lockTournament`, a join's is `lockTeam`.
 */
import { and, asc, count, desc, eq, gt, inArray, type SQL, sql } from 'drizzle-orm'
import type { Locale } from '#core/shared/i18n/locale.ts'
import type { DropReason } from '#core/teams/team.schema.ts'
import { COMPLETENESS, type CompletenessRequirement } from '#core/teams/team-requirements.ts'
import { SLOT_HOLDING_STATES, TEAM_STATES, type TeamState } from '#core/tournaments/results.schema.ts'
import { hasTelegramLink } from '#server/notifications/tables.ts'
import type { AppDatabase } from '#server/platform/db/client.ts'
import { likeContaining } from '#server/platform/db/like.ts'
import {
  type NewTeamRow,
  type TeamRow,
  type TournamentRow,
  teamInvitations,
  teamMembers,
  teamRemovals,
  teams,
  tournaments,
  users,
} from '#server/platform/db/schema.ts'
import { inTransaction } from '#server/platform/db/transactions.ts'
import {
  findTournamentBySlugOrId,
  readNextMatches,
  type TeamNextMatch,
  teamCountColumns,
} from '#server/tournaments/index.ts'
import { type TeamWatch, UNWATCHED } from './ports.ts'
import {
  heldSlots,
  type LockedTournament,
  lockTournament,
  promoteWaitlist,
  stateForNewTeam,
} from './slots.ts'
import type { columnsOfCreateForm } from './team.mapper.ts'
import type { InviteeRow, MemberRow, RemovalRow, TeamHead } from './team-rows.ts'

export type { InviteeRow, MemberRow, TeamHead } from './team-rows.ts'

const captain = sql`"captain"`
const sizeColumn =
  sql<number>`(select count(*) from "team_members" as "member" where "member"."team_id" = "teams"."id")`.mapWith(
    Number,
  )
// The place in the waiting list: the waiting teams of the tournament that began to wait no later.
const waitlistColumn = sql<
  number | null
>`case when "teams"."state" = 'waitlisted' then (select count(*) from "teams" as "waiting" where "waiting"."tournament_id" = "teams"."tournament_id" and "waiting"."state" = 'waitlisted' and (coalesce("waiting"."waitlisted_at", "waiting"."created_at"), "waiting"."created_at", "waiting"."id") <= (coalesce("teams"."waitlisted_at", "teams"."created_at"), "teams"."created_at", "teams"."id")) end`.mapWith(
  (value: unknown) => (value === null ? null : Number(value)),
)

/**
 * Each part of core's completeness (`COMPLETENESS`) as a condition on the outer `teams` row that holds
 * when the team lacks it: the mapped type makes a new part a compile error here until it has its SQL.
 */
const LACKS: { readonly [R in CompletenessRequirement]: (teamPlayers: number) => SQL } = {
  logo: () => sql`${teams.logo} is null`,
  players: (teamPlayers) => sql`${sizeColumn} < ${teamPlayers}`,
}

/** Core's `isComplete` in SQL, for a tournament whose format needs `teamPlayers` players. */
export const isCompleteTeam = (teamPlayers: number): SQL =>
  sql`not (${sql.join(
    COMPLETENESS.map((requirement) => LACKS[requirement](teamPlayers)),
    sql` or `,
  )})`

/**
 * Who moves up from the waiting list when a slot frees outside the lifecycle's moments, and as what:
 * what the last settled moment asked (docs/teams.md "Lifecycle"), so a slot freed later fills as the
 * lifecycle would have filled it. Before the registration close anyone waiting moves up; after it a
 * complete team; after the check-in close a team that checked in, checked in.
 */
export const waitlistRuleOf = (
  tournament: LockedTournament,
): { readonly eligible: SQL | undefined; readonly to: TeamState } => {
  if (tournament.checkInSettledAt !== null)
    return { eligible: sql`${teams.checkedInAt} is not null`, to: 'checked_in' }
  if (tournament.registrationSettledAt !== null)
    return { eligible: isCompleteTeam(tournament.teamPlayers), to: 'registered' }
  return { eligible: undefined, to: 'registered' }
}

/** Slot holders first, in the order they came; then the waiting list in its order; dropped last. */
const listOrder = [
  sql`case when "teams"."state" = 'dropped' then 2 when "teams"."state" = 'waitlisted' then 1 else 0 end`,
  sql`coalesce("teams"."waitlisted_at", "teams"."created_at")`,
  asc(teams.createdAt),
  asc(teams.id),
]

const readTeamHeads = async (
  db: AppDatabase,
  where: SQL | undefined,
  options: {
    readonly joinMember?: string
    readonly page?: { readonly offset: number; readonly limit: number }
  } = {},
): Promise<ReadonlyArray<TeamHead>> => {
  const base = db
    .select({
      team: teams,
      tournament: tournaments,
      captainNickname: sql<string>`${captain}."username"`,
      size: sizeColumn,
      waitlistPosition: waitlistColumn,
      ...teamCountColumns,
    })
    .from(teams)
    .innerJoin(tournaments, eq(tournaments.id, teams.tournamentId))
    .innerJoin(sql`"users" as "captain"`, sql`${captain}."id" = "teams"."captain_id"`)
  const { page } = options
  const rows =
    page !== undefined
      ? await base
          .where(where)
          .orderBy(...listOrder)
          .limit(page.limit)
          .offset(page.offset)
      : options.joinMember === undefined
        ? await base.where(where).orderBy(...listOrder)
        : await base
            .innerJoin(
              teamMembers,
              and(eq(teamMembers.teamId, teams.id), eq(teamMembers.userId, options.joinMember)),
            )
            .where(where)
            .orderBy(asc(tournaments.gamesStart), asc(tournaments.id))
  return rows
}

/** The members of the teams: the captain first, then the others in the order they joined. */
const readMembers = async (
  db: AppDatabase,
  teamIds: ReadonlyArray<string>,
): Promise<ReadonlyMap<string, ReadonlyArray<MemberRow>>> => {
  const byTeam = new Map<string, MemberRow[]>()
  if (teamIds.length === 0) return byTeam
  const rows = await db
    .select({
      teamId: teamMembers.teamId,
      userId: teamMembers.userId,
      joinedAt: teamMembers.joinedAt,
      username: users.username,
      avatar: users.avatar,
      email: users.email,
      telegramLinked: hasTelegramLink(users.id),
      discord: users.discord,
      telegram: users.telegram,
      locale: users.locale,
    })
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.userId))
    .innerJoin(teams, eq(teams.id, teamMembers.teamId))
    .where(inArray(teamMembers.teamId, [...teamIds]))
    .orderBy(
      sql`case when ${teams.captainId} = ${teamMembers.userId} then 0 else 1 end`,
      asc(teamMembers.joinedAt),
      asc(teamMembers.userId),
    )
  for (const row of rows) {
    const list = byTeam.get(row.teamId) ?? []
    list.push(row)
    byTeam.set(row.teamId, list)
  }
  return byTeam
}

/** The teams' pending invitations, oldest first. */
const readInvitees = async (
  db: AppDatabase,
  teamIds: ReadonlyArray<string>,
): Promise<ReadonlyMap<string, ReadonlyArray<InviteeRow>>> => {
  const byTeam = new Map<string, InviteeRow[]>()
  if (teamIds.length === 0) return byTeam
  const rows = await db
    .select({
      teamId: teamInvitations.teamId,
      userId: teamInvitations.userId,
      username: users.username,
      invitedAt: teamInvitations.createdAt,
    })
    .from(teamInvitations)
    .innerJoin(users, eq(users.id, teamInvitations.userId))
    .where(inArray(teamInvitations.teamId, [...teamIds]))
    .orderBy(asc(teamInvitations.createdAt), asc(teamInvitations.userId))
  for (const row of rows) {
    const list = byTeam.get(row.teamId) ?? []
    list.push(row)
    byTeam.set(row.teamId, list)
  }
  return byTeam
}

/** Records the invitation unless the player has one of the team already; whether it is new. */
const insertInvitation = async (
  tx: AppDatabase,
  invitation: { readonly teamId: string; readonly userId: string; readonly by: string; readonly at: Date },
): Promise<boolean> => {
  const inserted = await tx
    .insert(teamInvitations)
    .values({
      teamId: invitation.teamId,
      userId: invitation.userId,
      invitedBy: invitation.by,
      createdAt: invitation.at,
    })
    .onConflictDoNothing()
    .returning({ userId: teamInvitations.userId })
  return inserted.length > 0
}

/** Removes the player's invitation of the team (answered or withdrawn); whether there was one. */
const deleteInvitation = async (tx: AppDatabase, teamId: string, userId: string): Promise<boolean> => {
  const removed = await tx
    .delete(teamInvitations)
    .where(and(eq(teamInvitations.teamId, teamId), eq(teamInvitations.userId, userId)))
    .returning({ userId: teamInvitations.userId })
  return removed.length > 0
}

/** A tournament's teams whose name contains `search` (all when empty), in `state` if given. */
const teamsMatching = (
  tournamentId: string,
  filter: { readonly state?: TeamState | undefined; readonly search: string },
): SQL | undefined =>
  and(
    eq(teams.tournamentId, tournamentId),
    filter.state === undefined ? undefined : eq(teams.state, filter.state),
    filter.search === '' ? undefined : sql`${teams.name} ilike ${likeContaining(filter.search)} escape '\\'`,
  )

/** Locks a team's row until the transaction ends (joins count its members under it). */
const lockTeam = async (tx: AppDatabase, teamId: string): Promise<TeamRow | undefined> => {
  const [row] = await tx.select().from(teams).where(eq(teams.id, teamId)).for('update')
  return row
}

const countMembers = async (tx: AppDatabase, teamId: string): Promise<number> => {
  const [row] = await tx
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(teamMembers)
    .where(eq(teamMembers.teamId, teamId))
  return row?.n ?? 0
}

const isNameTaken = async (tx: AppDatabase, tournamentId: string, name: string): Promise<boolean> => {
  const [row] = await tx
    .select({ id: teams.id })
    .from(teams)
    .where(and(eq(teams.tournamentId, tournamentId), sql`lower(${teams.name}) = lower(${name})`))
    .limit(1)
  return row !== undefined
}

/** The user's team in the tournament, if any. */
const memberTeamOf = async (
  tx: AppDatabase,
  tournamentId: string,
  userId: string,
): Promise<string | undefined> => {
  const [row] = await tx
    .select({ teamId: teamMembers.teamId })
    .from(teamMembers)
    .where(and(eq(teamMembers.tournamentId, tournamentId), eq(teamMembers.userId, userId)))
  return row?.teamId
}

const insertMember = async (
  tx: AppDatabase,
  member: {
    readonly teamId: string
    readonly tournamentId: string
    readonly userId: string
    readonly at: Date
  },
): Promise<void> => {
  await tx.insert(teamMembers).values({
    teamId: member.teamId,
    tournamentId: member.tournamentId,
    userId: member.userId,
    joinedAt: member.at,
  })
}

const deleteMember = async (tx: AppDatabase, teamId: string, userId: string): Promise<boolean> => {
  const removed = await tx
    .delete(teamMembers)
    .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, userId)))
    .returning({ userId: teamMembers.userId })
  return removed.length > 0
}

const isHoldingSlot = (team: Pick<TeamRow, 'state'>): boolean => SLOT_HOLDING_STATES.includes(team.state)

/** PostgreSQL's unique_violation and the index it broke, wherever the driver or Drizzle put them. */
const uniqueViolationOf = (error: unknown): string | undefined => {
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    const { code, constraint } = current as { readonly code?: unknown; readonly constraint?: unknown }
    if (code === '23505') return typeof constraint === 'string' ? constraint : current.message
  }
  return undefined
}

/** A user the teams name in a mail or an invitation: never shown to anyone but its owner. */
export interface PlayerContact {
  readonly id: string
  readonly username: string
  readonly email: string | null
  /** Whether they linked Telegram, where team notices may reach them too. */
  readonly telegramLinked: boolean
  readonly locale: Locale
}

/** What a use case may change of a team's row (its identity and timestamps are the repository's). */
export type TeamChanges = Partial<
  Omit<NewTeamRow, 'id' | 'tournamentId' | 'name' | 'captainId' | 'createdAt' | 'updatedAt'>
>

/** A new team's row as the use case fills it; the repository stamps it `at`. */
export type NewTeam = Pick<NewTeamRow, 'tournamentId' | 'name' | 'captainId' | 'joinPasswordHash' | 'state'> &
  ReturnType<typeof columnsOfCreateForm> & { readonly at: Date }

/** Why a write broke a unique index: the rule the use case checked, lost to a concurrent request. */
export type TeamConflict = 'already_in_team' | 'name_taken'

export interface TeamRepository {
  /** Runs `work` in one transaction, with a repository that works in it; commits when it resolves. */
  transaction<T>(work: (tx: TeamRepository) => Promise<T>): Promise<T>
  /** A published or cancelled tournament by UUID or slug. */
  publicTournament(key: string): Promise<TournamentRow | undefined>
  /** The team's head by its (lower-case) id. */
  head(teamId: string): Promise<TeamHead | undefined>
  /** The heads of these teams, in the list's order. */
  heads(teamIds: ReadonlyArray<string>): Promise<ReadonlyArray<TeamHead>>
  /** A tournament's teams whose name contains `search` (all when empty), in the list's order. */
  tournamentHeads(tournamentId: string, search: string): Promise<ReadonlyArray<TeamHead>>
  /** A tournament by its (lower-case) UUID, whatever its status: the staff's reads. */
  tournamentById(tournamentId: string): Promise<TournamentRow | undefined>
  /** How many of the tournament's teams are in each state. */
  stateCounts(tournamentId: string): Promise<Record<TeamState, number>>
  /** One page of the tournament's teams in `state` (any when absent) whose name contains `search`. */
  tournamentPage(
    tournamentId: string,
    filter: {
      readonly state?: TeamState | undefined
      readonly search: string
      readonly offset: number
      readonly limit: number
    },
  ): Promise<{ readonly count: number; readonly heads: ReadonlyArray<TeamHead> }>
  /** The teams the user plays in, in published or cancelled tournaments, earliest games first. */
  memberHeads(userId: string): Promise<ReadonlyArray<TeamHead>>
  /** These teams where their published tournament's registration is still open at `at`. */
  openHeads(teamIds: ReadonlyArray<string>, at: Date): Promise<ReadonlyArray<TeamHead>>
  /** Each of these teams' next match, where one waits (ADR 0071). */
  nextMatches(teamIds: ReadonlyArray<string>): Promise<ReadonlyMap<string, TeamNextMatch>>
  /** The teams' members: the captain first, then the others in the order they joined. */
  members(teamIds: ReadonlyArray<string>): Promise<ReadonlyMap<string, ReadonlyArray<MemberRow>>>
  /** The teams' invitations not answered, oldest first. */
  invitees(teamIds: ReadonlyArray<string>): Promise<ReadonlyMap<string, ReadonlyArray<InviteeRow>>>
  /** The user's invitations not answered, oldest first. */
  invitationsOf(userId: string): Promise<ReadonlyArray<{ readonly teamId: string; readonly invitedAt: Date }>>
  isInvited(teamId: string, userId: string): Promise<boolean>
  /** The user's team in the tournament, if any. */
  teamOf(tournamentId: string, userId: string): Promise<string | undefined>
  /** The account with this nickname, whatever its case, unless it is disabled. */
  playerByNickname(nickname: string): Promise<PlayerContact | undefined>
  playerById(userId: string): Promise<PlayerContact | undefined>

  /** Locks the tournament's row until the transaction ends (every change of its slots first). */
  lockTournament(tournamentId: string): Promise<LockedTournament | undefined>
  /** Locks the team's row until the transaction ends (a join counts its members under it). */
  lockTeam(teamId: string): Promise<TeamRow | undefined>
  /** Locks those of these teams that belong to the tournament, in id order; answers their rows. */
  lockTeams(tournamentId: string, teamIds: ReadonlyArray<string>): Promise<ReadonlyArray<TeamRow>>
  /** How many teams hold a slot of the tournament (under `lockTournament`). */
  heldSlots(tournamentId: string): Promise<number>
  countMembers(teamId: string): Promise<number>
  isNameTaken(tournamentId: string, name: string): Promise<boolean>
  /** Under `lockTournament`: `registered` while a slot is free, otherwise `waitlisted`. */
  stateForNewTeam(tournament: LockedTournament): Promise<TeamState>
  /** Inserts the team with its captain as its first member; answers its id. */
  insertTeam(team: NewTeam): Promise<string>
  insertMember(member: {
    readonly teamId: string
    readonly tournamentId: string
    readonly userId: string
    readonly at: Date
  }): Promise<void>
  /** Whether the member was there. */
  deleteMember(teamId: string, userId: string): Promise<boolean>
  /** Records the invitation unless the player has one of the team already; whether it is new. */
  insertInvitation(invitation: {
    readonly teamId: string
    readonly userId: string
    readonly by: string
    readonly at: Date
  }): Promise<boolean>
  /** Removes the player's invitation of the team (answered or withdrawn); whether there was one. */
  deleteInvitation(teamId: string, userId: string): Promise<boolean>
  /** Tells a player, on My tournaments, that the captain removed them. */
  insertRemoval(removal: {
    readonly userId: string
    readonly tournamentId: string
    readonly teamName: string
    readonly captainNickname: string
    readonly at: Date
  }): Promise<void>
  /** The user's removal notices, newest first, with their tournaments (one query). */
  removalsOf(userId: string): Promise<ReadonlyArray<RemovalRow>>
  /** Dismisses the user's own notice; whether there was one of theirs. */
  deleteRemoval(userId: string, removalId: string): Promise<boolean>
  /** Changes the team at `at`, only while it is in `whenState` if given. */
  updateTeam(
    teamId: string,
    changes: TeamChanges,
    at: Date,
    options?: { readonly whenState?: TeamState },
  ): Promise<void>
  /**
   * Drops the team for `reason` under the tournament's lock; a slot it held goes to the waiting
   * list. Answers the teams that moved up.
   */
  dropTeam(
    teamId: string,
    reason: Extract<DropReason, 'withdrawn' | 'rejected'>,
    at: Date,
  ): Promise<ReadonlyArray<string>>
  /** The use case's rule that a unique index enforced against a concurrent write, if `error` is that. */
  conflictOf(error: unknown): TeamConflict | undefined
}

const playerContact = {
  id: users.id,
  username: users.username,
  email: users.email,
  telegramLinked: hasTelegramLink(users.id),
  locale: users.locale,
} as const

/**
 * The repository over `db`. Every write of a team's row or its players tells `watch` which teams
 * changed: the one place the teams' changes are seen from outside, whichever use case made them.
 */
export const createTeamRepository = (db: AppDatabase, watch: TeamWatch = UNWATCHED): TeamRepository => {
  const repository: TeamRepository = {
    transaction: (work) => inTransaction(db, (tx) => work(createTeamRepository(tx, watch))),
    publicTournament: (key) => findTournamentBySlugOrId(db, key),
    head: async (teamId) => (await readTeamHeads(db, eq(teams.id, teamId)))[0],
    heads: (teamIds) =>
      teamIds.length === 0 ? Promise.resolve([]) : readTeamHeads(db, inArray(teams.id, [...teamIds])),
    tournamentHeads: (tournamentId, search) => readTeamHeads(db, teamsMatching(tournamentId, { search })),
    tournamentById: async (tournamentId) => {
      const [row] = await db.select().from(tournaments).where(eq(tournaments.id, tournamentId))
      return row
    },
    stateCounts: async (tournamentId) => {
      const rows = await db
        .select({ state: teams.state, n: count() })
        .from(teams)
        .where(eq(teams.tournamentId, tournamentId))
        .groupBy(teams.state)
      const counts = Object.fromEntries(TEAM_STATES.map((state) => [state, 0])) as Record<TeamState, number>
      for (const row of rows) counts[row.state] = row.n
      return counts
    },
    tournamentPage: async (tournamentId, { offset, limit, ...filter }) => {
      const where = teamsMatching(tournamentId, filter)
      const [total] = await db.select({ n: count() }).from(teams).where(where)
      const heads = await readTeamHeads(db, where, { page: { offset, limit } })
      return { count: total?.n ?? 0, heads }
    },
    memberHeads: (userId) =>
      readTeamHeads(db, sql`"tournaments"."status" in ('published', 'cancelled')`, { joinMember: userId }),
    nextMatches: (teamIds) => readNextMatches(db, teamIds),
    openHeads: (teamIds, at) =>
      teamIds.length === 0
        ? Promise.resolve([])
        : readTeamHeads(
            db,
            and(
              inArray(teams.id, [...teamIds]),
              eq(tournaments.status, 'published'),
              gt(tournaments.registrationEnd, at),
            ),
          ),
    members: (teamIds) => readMembers(db, teamIds),
    invitees: (teamIds) => readInvitees(db, teamIds),
    invitationsOf: (userId) =>
      db
        .select({ teamId: teamInvitations.teamId, invitedAt: teamInvitations.createdAt })
        .from(teamInvitations)
        .where(eq(teamInvitations.userId, userId))
        .orderBy(asc(teamInvitations.createdAt), asc(teamInvitations.teamId)),
    isInvited: async (teamId, userId) => {
      const [row] = await db
        .select({ userId: teamInvitations.userId })
        .from(teamInvitations)
        .where(and(eq(teamInvitations.teamId, teamId), eq(teamInvitations.userId, userId)))
      return row !== undefined
    },
    teamOf: (tournamentId, userId) => memberTeamOf(db, tournamentId, userId),
    playerByNickname: async (nickname) => {
      const [row] = await db
        .select(playerContact)
        .from(users)
        .where(and(sql`lower(${users.username}) = lower(${nickname})`, eq(users.disabled, false)))
      return row
    },
    playerById: async (userId) => {
      const [row] = await db.select(playerContact).from(users).where(eq(users.id, userId))
      return row
    },

    lockTournament: (tournamentId) => lockTournament(db, tournamentId),
    lockTeam: (teamId) => lockTeam(db, teamId),
    lockTeams: (tournamentId, teamIds) =>
      teamIds.length === 0
        ? Promise.resolve([])
        : db
            .select()
            .from(teams)
            .where(and(eq(teams.tournamentId, tournamentId), inArray(teams.id, [...teamIds])))
            .orderBy(asc(teams.id))
            .for('update'),
    heldSlots: (tournamentId) => heldSlots(db, tournamentId),
    countMembers: (teamId) => countMembers(db, teamId),
    isNameTaken: (tournamentId, name) => isNameTaken(db, tournamentId, name),
    stateForNewTeam: (tournament) => stateForNewTeam(db, tournament),
    insertTeam: async ({ at, ...team }) => {
      const [row] = await db
        .insert(teams)
        .values({
          ...team,
          waitlistedAt: team.state === 'waitlisted' ? at : null,
          createdAt: at,
          updatedAt: at,
        })
        .returning({ id: teams.id })
      if (!row) throw new Error('The team was not inserted')
      await insertMember(db, {
        teamId: row.id,
        tournamentId: team.tournamentId,
        userId: team.captainId,
        at,
      })
      await watch.changed([row.id])
      return row.id
    },
    insertMember: async (member) => {
      await insertMember(db, member)
      await watch.changed([member.teamId])
    },
    deleteMember: async (teamId, userId) => {
      const removed = await deleteMember(db, teamId, userId)
      if (removed) await watch.changed([teamId])
      return removed
    },
    insertInvitation: (invitation) => insertInvitation(db, invitation),
    deleteInvitation: (teamId, userId) => deleteInvitation(db, teamId, userId),
    insertRemoval: async ({ at, ...removal }) => {
      await db.insert(teamRemovals).values({ ...removal, removedAt: at })
    },
    removalsOf: (userId) =>
      db
        .select({
          id: teamRemovals.id,
          teamName: teamRemovals.teamName,
          captainNickname: teamRemovals.captainNickname,
          removedAt: teamRemovals.removedAt,
          tournament: tournaments,
        })
        .from(teamRemovals)
        .innerJoin(tournaments, eq(tournaments.id, teamRemovals.tournamentId))
        .where(eq(teamRemovals.userId, userId))
        .orderBy(desc(teamRemovals.removedAt), asc(teamRemovals.id)),
    deleteRemoval: async (userId, removalId) => {
      const gone = await db
        .delete(teamRemovals)
        .where(and(eq(teamRemovals.id, removalId), eq(teamRemovals.userId, userId)))
        .returning({ id: teamRemovals.id })
      return gone.length > 0
    },
    updateTeam: async (teamId, changes, at, options = {}) => {
      const updated = await db
        .update(teams)
        .set({ ...changes, updatedAt: at })
        .where(
          and(
            eq(teams.id, teamId),
            options.whenState === undefined ? undefined : eq(teams.state, options.whenState),
          ),
        )
        .returning({ id: teams.id })
      if (updated.length > 0) await watch.changed([teamId])
    },
    dropTeam: async (teamId, reason, at) => {
      const [team] = await db.select().from(teams).where(eq(teams.id, teamId))
      if (!team) return []
      const tournament = await lockTournament(db, team.tournamentId)
      if (!tournament) return []
      await db
        .update(teams)
        .set({ state: 'dropped', droppedAt: at, droppedReason: reason, waitlistedAt: null, updatedAt: at })
        .where(eq(teams.id, teamId))
      const promoted = isHoldingSlot(team)
        ? await promoteWaitlist(db, tournament, { now: at, ...waitlistRuleOf(tournament) })
        : []
      await watch.changed([teamId, ...promoted])
      return promoted
    },
    conflictOf: (error) => {
      const violated = uniqueViolationOf(error)
      // One team per user per tournament, or this very team twice: either way the user already plays.
      if (violated?.includes('team_members_')) return 'already_in_team'
      if (violated?.includes('teams_tournament_name_key')) return 'name_taken'
      return undefined
    },
  }
  return repository
}
